"""Whether a function's resource policy lets Elastic Load Balancing
(``elasticloadbalancing.amazonaws.com``) invoke it for a target group: AWS checks it when a function is
registered as a target and labcloud again before each invocation."""

from __future__ import annotations

from labcloud.errors import AwsError
from labcloud.services.elbv2.state import Elbv2State
from labcloud.services.iam.policy import parse_resource_policy, resource_decision

PRINCIPAL = "elasticloadbalancing.amazonaws.com"


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
