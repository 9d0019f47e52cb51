"""Resource type → handler. A type that is not here fails its stack with AWS's style of reason."""

from __future__ import annotations

from labcloud.services.cloudformation.resources import (
    acm,
    apigateway,
    apigateway_access,
    apigateway_domains,
    apigatewayv2,
    cdk,
    cloudwatch,
    cognito,
    custom,
    dynamodb,
    dynamodb_global,
    ec2,
    ecr,
    elbv2,
    events,
    firehose,
    iam,
    kinesis,
    kms,
    lambda_,
    lambda_url,
    logs,
    logs_stream,
    nested,
    pipes,
    route53,
    s3,
    s3_policy,
    scheduler,
    secretsmanager,
    ses,
    sns,
    sqs,
    ssm,
    ssm_document,
    ssm_instance_work,
    stepfunctions,
    wait,
)
from labcloud.services.cloudformation.resources.base import Handler

HANDLERS: dict[str, Handler] = {
    handler.type: handler
    for handler in (
        sqs.Queue(),
        sqs.QueuePolicy(),
        dynamodb.Table(),
        dynamodb_global.GlobalTable(),
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
        logs_stream.LogStream(),
        s3.Bucket(),
        cloudwatch.Alarm(),
        cloudwatch.Dashboard(),
        cloudwatch.CompositeAlarm(),
        apigateway.RestApi(),
        apigateway.Resource(),
        apigateway.Method(),
        apigateway.Deployment(),
        apigateway.Stage(),
        *apigateway_access.HANDLERS,
        *apigateway_domains.HANDLERS,
        *(apigatewayv2.Api(), apigatewayv2.Route(), apigatewayv2.Integration(), apigatewayv2.Stage()),
        *(apigatewayv2.RouteResponse(), apigatewayv2.Deployment()),
        apigatewayv2.Authorizer(),
        *(apigatewayv2.IntegrationResponse(), apigatewayv2.Model(), apigatewayv2.VpcLink()),
        *(apigatewayv2.DomainName(), apigatewayv2.ApiMapping()),
        ssm.Parameter(),
        *ssm_document.HANDLERS,
        *ssm_instance_work.HANDLERS,
        kinesis.Stream(),
        kinesis.StreamConsumer(),
        kms.Key(),
        kms.Alias(),
        kms.ReplicaKey(),
        secretsmanager.Secret(),
        secretsmanager.RotationSchedule(),
        secretsmanager.ResourcePolicy(),
        secretsmanager.SecretTargetAttachment(),
        stepfunctions.StateMachine(),
        stepfunctions.Activity(),
        events.EventBus(),
        events.Rule(),
        events.Connection(),
        events.ApiDestination(),
        events.Archive(),
        sns.Topic(),
        sns.Subscription(),
        sns.TopicPolicy(),
        scheduler.ScheduleGroup(),
        scheduler.Schedule(),
        *(
            ec2.Vpc(),
            ec2.Subnet(),
            ec2.SecurityGroup(),
            ec2.SecurityGroupIngress(),
            ec2.SecurityGroupEgress(),
        ),
        *(ec2.InternetGateway(), ec2.VpcGatewayAttachment(), ec2.RouteTable(), ec2.Route(), ec2.Eip()),
        *(ec2.SubnetRouteTableAssociation(), ec2.NatGateway(), ec2.VpcEndpoint()),
        pipes.Pipe(),
        *(ses.EmailIdentity(), ses.Template(), ses.ConfigurationSet()),
        firehose.DeliveryStream(),
        *elbv2.HANDLERS,
        *(acm.Certificate(), acm.Account()),
        *route53.HANDLERS,
        *cognito.HANDLERS,
        nested.Stack(),
        custom.CustomResource(),
        *(wait.WaitConditionHandle(), wait.WaitCondition()),
        *(s3_policy.BucketPolicy(), ecr.Repository(), cdk.Metadata()),
    )
}


def unsupported_reason(resource_type: str) -> str:
    return (
        f"Resource type {resource_type} is not supported by labcloud (supported types: "
        f"{', '.join(sorted(HANDLERS))})"
    )


def handler_for(resource_type: str) -> Handler | None:
    """The handler of a type (every ``Custom::<Name>`` is a custom resource)."""
    if resource_type.startswith("Custom::"):
        return HANDLERS.get(custom.TYPE)
    return HANDLERS.get(resource_type)
