"""Rollback triggers (``RollbackConfiguration``): CloudWatch alarms watched while a stack is created or
updated and for ``MonitoringTimeInMinutes`` afterwards.

The configuration is checked when asked for (the model's shape check refuses more than 5 triggers and
a monitoring time above 180 minutes; here: the type, ``AWS::CloudWatch::Alarm`` or
``AWS::CloudWatch::CompositeAlarm``, an alarm ARN, no trigger twice), kept on the stack and
reported by DescribeStacks; an update without one keeps the stack's, one with one replaces it, as on
AWS. The engine asks :func:`fired` before each resource and once all are deployed, then
:func:`monitor` waits out the monitoring time on the server clock (``labcloud.clock``: tests move it),
asking again every ``POLL`` seconds. An alarm in ALARM — or a trigger whose alarm does not exist —
fails the operation, which rolls back with the reason naming the alarms. Alarms are read with
CloudWatch's DescribeAlarms in the stack's account.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.cloudformation.errors import validation

if TYPE_CHECKING:
    from labcloud.services.cloudformation.host import CfnHost
    from labcloud.services.cloudformation.repo.stacks import Stack

TYPES = ("AWS::CloudWatch::Alarm", "AWS::CloudWatch::CompositeAlarm")
#: How often (seconds of real time) the alarms are read while the monitoring time runs.
POLL = 0.1


class TriggerFired(Exception):
    """A rollback trigger stopped the operation; ``reason`` is the stack's status reason."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def check(config: Mapping[str, Any] | None) -> dict[str, Any]:
    """The configuration as kept on the stack (ValidationError for one CloudFormation refuses)."""
    if not config:
        return {}
    triggers = list(config.get("RollbackTriggers") or [])
    for trigger in triggers:
        if trigger.get("Type") not in TYPES:
            raise validation(
                f"Unsupported rollback trigger type [{trigger.get('Type')}]. Supported types: [{', '.join(TYPES)}]"
            )
        arn = str(trigger.get("Arn") or "")
        if ":alarm:" not in arn or not arn.startswith("arn:"):
            raise validation(f"Invalid rollback trigger ARN [{arn}]")
    minutes = config.get("MonitoringTimeInMinutes")
    if len({t["Arn"] for t in triggers}) != len(triggers):
        raise validation("Rollback triggers must be unique.")
    out: dict[str, Any] = {"RollbackTriggers": [{"Arn": t["Arn"], "Type": t["Type"]} for t in triggers]}
    if minutes is not None:
        out["MonitoringTimeInMinutes"] = int(minutes)
    return out


async def fired(hub: CfnHost, stack: Stack) -> None:
    """Raise :class:`TriggerFired` when a trigger's alarm is in ALARM or does not exist."""
    triggers = (stack.rollback_configuration or {}).get("RollbackTriggers") or []
    if not triggers:
        return
    names = {t["Arn"].split(":alarm:", 1)[1]: t["Arn"] for t in triggers}
    try:
        answer = await hub.call(
            "cloudwatch",
            "DescribeAlarms",
            {"AlarmNames": sorted(names), "AlarmTypes": ["MetricAlarm", "CompositeAlarm"]},
            account_id=stack.account,
            region=stack.region,
        )
    except AwsError as error:  # the operation cannot be watched: it fails rather than runs unwatched
        raise TriggerFired(f"Rollback triggers could not be read: {error.code}: {error.message}") from None
    found = {a["AlarmName"]: a for a in [*answer.get("MetricAlarms", []), *answer.get("CompositeAlarms", [])]}
    missing = [arn for name, arn in names.items() if name not in found]
    if missing:
        raise TriggerFired(f"Rollback trigger(s) not found: [{', '.join(missing)}]")
    alarming = [arn for name, arn in names.items() if found[name].get("StateValue") == "ALARM"]
    if alarming:
        raise TriggerFired(
            f"Rollback triggered by the following alarm(s) in ALARM state: [{', '.join(alarming)}]"
        )


async def monitor(hub: CfnHost, stack: Stack) -> None:
    """Watch the triggers once now and until ``MonitoringTimeInMinutes`` of server time have passed."""
    await fired(hub, stack)
    minutes = int((stack.rollback_configuration or {}).get("MonitoringTimeInMinutes") or 0)
    deadline = clock.now() + minutes * 60
    while clock.now() < deadline:
        await asyncio.sleep(POLL)
        await fired(hub, stack)
