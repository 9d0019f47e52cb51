"""Resource type → handler. A type that is not here fails its stack with AWS's style of reason."""

from __future__ import annotations

from labcloud.services.cloudformation.resources import (
    cloudwatch,
    dynamodb,
    iam,
    lambda_,
    lambda_url,
    logs,
    s3,
    sns,
    sqs,
)
from labcloud.services.cloudformation.resources.base import Handler

HANDLERS: dict[str, Handler] = {
    handler.type: handler
    for handler in (
        sqs.Queue(),
        sqs.QueuePolicy(),
        dynamodb.Table(),
        lambda_.Function(),
        lambda_.EventSourceMapping(),
        lambda_.Permission(),
        lambda_.Version(),
        lambda_.Alias(),
        lambda_.EventInvokeConfig(),
        lambda_.LayerVersion(),
        lambda_url.FunctionUrl(),
        iam.Role(),
        iam.Policy(),
        iam.ManagedPolicy(),
        iam.InstanceProfile(),
        logs.LogGroup(),
        logs.SubscriptionFilter(),
        s3.Bucket(),
        cloudwatch.Alarm(),
        sns.Topic(),
        sns.Subscription(),
        sns.TopicPolicy(),
    )
}


def unsupported_reason(resource_type: str) -> str:
    return (
        f"Resource type {resource_type} is not supported by labcloud (supported types: "
        f"{', '.join(sorted(HANDLERS))})"
    )
