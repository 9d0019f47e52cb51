"""The CloudWatch alarms a target tracking policy owns: deleted through the pipeline (as the account) with the
policy, or with the target whose deregistration takes its policies."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.applicationautoscaling.state import AutoScalingState


async def delete(state: AutoScalingState, ctx: RequestContext, policies: list[dict[str, Any]]) -> None:
    names = [str(a["AlarmName"]) for p in policies for a in p.get("Alarms") or []]
    for start in range(0, len(names), 100):  # DeleteAlarms takes at most 100 names
        await state.services.call(
            "cloudwatch",
            "DeleteAlarms",
            {"AlarmNames": names[start : start + 100]},
            account_id=ctx.account_id,
            region=ctx.region,
        )
