"""Whether a function lets API Gateway invoke it: AWS requires a ``lambda:InvokeFunction`` statement for
the ``apigateway.amazonaws.com`` principal in the function's policy (its SourceArn condition matched
against ``arn:aws:execute-api:<region>:<account>:<api>/<stage>/<METHOD>/<resource path>``). Without one
the gateway answers 500 ``Internal server error`` ("Invalid permissions on Lambda function")."""

from __future__ import annotations

from labcloud.errors import AwsError
from labcloud.services.apigateway.state import Calls
from labcloud.services.iam.policy import parse_resource_policy, resource_decision

PRINCIPAL = "apigateway.amazonaws.com"


async def allows(calls: Calls, function: str, account_id: str, region: str, source_arn: str) -> bool:
    try:
        found = await calls.call(
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
