"""How a denial is worded and combined, shared by IAM enforcement and the services that enforce their
own resource policies (SQS queues, Lambda functions, DynamoDB tables): pure functions, no state.
"""

from __future__ import annotations

from labcloud.errors import AwsError
from labcloud.services.iam.policy import Decision


def combine(identity: Decision, resource: Decision, cross_account: bool) -> Decision:
    """AWS's evaluation of an identity decision beside a resource-based policy's: an explicit deny in
    either wins; within one account an allow from either side suffices; across accounts both must allow."""
    for decision in (identity, resource):
        if decision.kind == "explicit_deny":
            return decision
    if cross_account:
        return resource if not resource.allowed else identity
    return identity if identity.allowed else resource if resource.allowed else identity


def access_denied(service: str, message: str) -> AwsError:
    """AccessDenied as each service answers it (code, status; SQS via its query-compatible code)."""
    if service in ("iam", "sts", "ses", "elbv2", "route53", "cloudfront"):
        return AwsError("AccessDenied", message, status=403)
    if service == "sqs":
        return AwsError("AccessDeniedException", message, status=403, query_code="AccessDenied")
    if service in ("lambda", "apigateway", "apigatewayv2", "apigatewaymanagementapi", "sesv2", "kafka"):
        return AwsError("AccessDeniedException", message, status=403)
    if service == "s3":
        return AwsError("AccessDenied", message, status=403)
    if service == "sns":
        return AwsError("AuthorizationError", message, status=403)
    if service == "appsync":  # AppSync's model declares no AccessDenied for most operations: its 401
        return AwsError("UnauthorizedException", message, status=401)
    if service == "ec2":
        return AwsError(
            "UnauthorizedOperation",
            f"You are not authorized to perform this operation. {message}",
            status=403,
        )
    return AwsError("AccessDeniedException", message, status=400)


def message_action(service: str, action: str) -> str:
    """SQS names the action in lower case in its denial messages (``sqs:receivemessage``)."""
    return action.lower() if service == "sqs" else action
