"""Whether a function's resource policy lets Elastic Load Balancing
(``elasticloadbalancing.amazonaws.com``) invoke it for a target group: AWS checks it when a function is
registered as a target and labcloud again before each invocation."""

from __future__ import annotations

import time

from labcloud.errors import AwsError
from labcloud.services.elbv2.state import Elbv2State
from labcloud.services.iam.policy import parse_resource_policy, resource_decision

PRINCIPAL = "elasticloadbalancing.amazonaws.com"
ALLOWANCE_SECONDS = 1.0
MAX_REMEMBERED = 4096


async def function_exists(state: Elbv2State, account_id: str, function: str) -> bool:
    try:
        await state.services.call(
            "lambda",
            "GetFunction",
            {"FunctionName": function},
            account_id=account_id,
            region=_region(function),
        )
    except AwsError:
        return False
    return True


async def may_invoke(state: Elbv2State, account_id: str, function: str, target_group: str) -> bool:
    try:
        found = await state.services.call(
            "lambda", "GetPolicy", {"FunctionName": function}, account_id=account_id, region=_region(function)
        )
        policy = parse_resource_policy(str(found.get("Policy") or ""))
    except AwsError:
        return False
    context = {"aws:SourceArn": target_group, "aws:SourceAccount": account_id}
    decision = resource_decision(policy, PRINCIPAL, "lambda:InvokeFunction", function, context)
    return bool(decision.allowed)


def _region(function: str) -> str:
    return function.split(":")[3]


async def allows(state: Elbv2State, account_id: str, function: str, target_group: str) -> bool:
    """:func:`may_invoke` for the data plane: an allowance is remembered for a second (a request after a
    permission was removed may still pass within it, as AWS's own policy propagation takes a moment)."""
    key = (function, target_group)
    now = time.monotonic()
    if state.allowed.get(key, 0.0) > now:
        return True
    allowed = await may_invoke(state, account_id, function, target_group)
    if allowed:
        if len(state.allowed) >= MAX_REMEMBERED:
            state.allowed.clear()
        state.allowed[key] = now + ALLOWANCE_SECONDS
    else:
        state.allowed.pop(key, None)
    return allowed
