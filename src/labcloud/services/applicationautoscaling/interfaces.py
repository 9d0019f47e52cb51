"""What Application Auto Scaling offers others on the hub: :class:`PolicyAlarms`, through which CloudWatch
runs an alarm action naming a scaling policy's ARN (``arn:aws:autoscaling:...:scalingPolicy:...``), and
:class:`CurrentCapacities`, a scalable target's current capacity read from the service that owns it (the
view shows it beside the target's minimum and maximum)."""

from __future__ import annotations

import re
from typing import Protocol

__all__ = ["POLICY_ARN", "CurrentCapacities", "PolicyAlarms"]

#: A scaling policy's ARN, as an alarm action: region, account.
POLICY_ARN = re.compile(
    r"^arn:aws[a-zA-Z-]*:autoscaling:([a-z0-9-]+):(\d{12}):scalingPolicy:[0-9a-f-]{36}:.{1,1600}$"
)


class PolicyAlarms(Protocol):
    async def alarm_fired(
        self,
        account: str,
        region: str,
        policy_arn: str,
        alarm_name: str,
        value: float | None,
        threshold: float,
    ) -> None:
        """The alarm ``alarm_name`` went into ALARM with ``value`` (its newest datapoint, if known) against
        ``threshold``: run the policy (a scaling activity recorded either way); an unknown policy is ignored."""
        ...


class CurrentCapacities(Protocol):
    #: the service namespaces labcloud scales
    namespaces: tuple[str, ...]

    async def current_capacity(
        self, account: str, region: str, namespace: str, resource_id: str, dimension: str
    ) -> int | None:
        """The resource's capacity in ``dimension`` now, read from its owner as the account, or None when it
        cannot be read (the resource is gone)."""
        ...
