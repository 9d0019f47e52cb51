"""Resource type → handler. A type that is not here fails its stack with AWS's style of reason."""

from __future__ import annotations

from labcloud.services.cloudformation.resources import (
    apigateway,
    apigatewayv2,
    cloudwatch,
    dynamodb,
    events,
    iam,
    kinesis,
    kms,
    lambda_,
    lambda_url,
    logs,
    s3,
    scheduler,
    secretsmanager,
    sns,
    sqs,
    ssm,
    stepfunctions,
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
        apigateway.RestApi(),
        apigateway.Resource(),
        apigateway.Method(),
        apigateway.Deployment(),
        apigateway.Stage(),
        *(apigatewayv2.Api(), apigatewayv2.Route(), apigatewayv2.Integration(), apigatewayv2.Stage()),
        ssm.Parameter(),
        kinesis.Stream(),
        kinesis.StreamConsumer(),
        kms.Key(),
        kms.Alias(),
        secretsmanager.Secret(),
        secretsmanager.RotationSchedule(),
        secretsmanager.ResourcePolicy(),
        stepfunctions.StateMachine(),
        stepfunctions.Activity(),
        events.EventBus(),
        events.Rule(),
        sns.Topic(),
        sns.Subscription(),
        sns.TopicPolicy(),
        scheduler.ScheduleGroup(),
        scheduler.Schedule(),
    )
}


def unsupported_reason(resource_type: str) -> str:
    return (
        f"Resource type {resource_type} is not supported by labcloud (supported types: "
        f"{', '.join(sorted(HANDLERS))})"
    )
