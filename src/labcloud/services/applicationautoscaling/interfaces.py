"""What Application Auto Scaling offers others on the hub: :class:`PolicyAlarms`, through which CloudWatch
runs an alarm action naming a scaling policy's ARN (``arn:aws:autoscaling:...:scalingPolicy:...``)."""

from __future__ import annotations

import re
from typing import Protocol

__all__ = ["POLICY_ARN", "PolicyAlarms"]

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
