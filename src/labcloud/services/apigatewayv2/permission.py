"""Whether a function's resource policy lets API Gateway (``apigateway.amazonaws.com``) invoke it for a
given execute-api source ARN: AWS's check before it calls an integration's or an authorizer's function."""

from __future__ import annotations

from labcloud.errors import AwsError
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.iam.policy import parse_resource_policy, resource_decision


async def may_invoke(state: HttpApiState, api: ApiRecord, function: str, source_arn: str) -> bool:
    region = function.split(":")[3]
    try:
        found = await state.calls.call(
            "lambda", "GetPolicy", {"FunctionName": function}, account_id=api.account_id, region=region
        )
        policy = parse_resource_policy(str(found.get("Policy") or ""))
    except AwsError:
        return False
    context = {"aws:SourceArn": source_arn, "aws:SourceAccount": api.account_id}
    decision = resource_decision(
        policy, "apigateway.amazonaws.com", "lambda:InvokeFunction", function, context
    )
    return bool(decision.allowed)
