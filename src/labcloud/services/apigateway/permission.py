"""Whether a function lets API Gateway invoke it: AWS requires a ``lambda:InvokeFunction`` statement for
the ``apigateway.amazonaws.com`` principal in the function's policy (its SourceArn condition matched
against ``arn:aws:execute-api:<region>:<account>:<api>/<stage>/<METHOD>/<resource path>``). Without one
the gateway answers 500 ``Internal server error`` ("Invalid permissions on Lambda function").

An allowance is remembered for :data:`ALLOWANCE_SECONDS` (a permission removed stops counting within
that time, as AWS's own permission changes take a moment to apply); a refusal is never remembered, so
a permission just added counts at once."""

from __future__ import annotations

import time

from labcloud.errors import AwsError
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.iam.policy import parse_resource_policy, resource_decision

PRINCIPAL = "apigateway.amazonaws.com"
ALLOWANCE_SECONDS = 1.0
MAX_REMEMBERED = 4096


async def allows(state: ApigwState, function: str, account_id: str, region: str, source_arn: str) -> bool:
    key = (function, source_arn)
    now = time.monotonic()
    if state.allowed.get(key, 0.0) > now:
        return True
    allowed = await _decide(state, function, account_id, region, source_arn)
    if allowed:
        if len(state.allowed) >= MAX_REMEMBERED:
            state.allowed.clear()
        state.allowed[key] = now + ALLOWANCE_SECONDS
    else:
        state.allowed.pop(key, None)
    return allowed


async def _decide(state: ApigwState, function: str, account_id: str, region: str, source_arn: str) -> bool:
    try:
        found = await state.calls.call(
            "lambda", "GetPolicy", {"FunctionName": function}, account_id=account_id, region=region
        )
    except AwsError:
        return False  # no policy (ResourceNotFoundException), or no such function
    try:
        policy = parse_resource_policy(str(found.get("Policy") or ""))
    except AwsError:
        return False
    function_arn = (
        function
        if function.startswith("arn:")
        else f"arn:aws:lambda:{region}:{account_id}:function:{function}"
    )
    context = {"aws:SourceArn": source_arn, "aws:SourceAccount": account_id}
    return resource_decision(policy, PRINCIPAL, "lambda:InvokeFunction", function_arn, context).allowed
