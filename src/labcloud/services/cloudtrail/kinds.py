"""What kind of event each call makes: management or data (and which data resource), read-only or not,
its ``eventSource``, and the resources LookupEvents shows. Plain tables, read on the request path."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext

#: CloudTrail's own reads are not recorded (AWS leaves LookupEvents and its Get/Describe/List out of the
#: events LookupEvents shows).
OWN_READS = frozenset(
    {
        "LookupEvents",
        "GetTrail",
        "GetTrailStatus",
        "DescribeTrails",
        "ListTrails",
        "GetEventSelectors",
        "ListTags",
    }
)

S3_OBJECT_OPERATIONS = frozenset(
    {
        "GetObject",
        "PutObject",
        "DeleteObject",
        "DeleteObjects",
        "HeadObject",
        "CopyObject",
        "CreateMultipartUpload",
        "UploadPart",
        "UploadPartCopy",
        "CompleteMultipartUpload",
        "AbortMultipartUpload",
        "ListParts",
        "GetObjectAcl",
        "PutObjectAcl",
        "GetObjectTagging",
        "PutObjectTagging",
        "DeleteObjectTagging",
        "GetObjectAttributes",
        "RestoreObject",
        "SelectObjectContent",
    }
)
LAMBDA_INVOKES = frozenset({"Invoke", "InvokeWithResponseStream", "InvokeAsync"})

#: Data events of resource types only advanced event selectors select (refused here): never recorded.
UNSELECTABLE: dict[str, frozenset[str]] = {
    "sqs": frozenset(
        {
            "SendMessage",
            "SendMessageBatch",
            "ReceiveMessage",
            "DeleteMessage",
            "DeleteMessageBatch",
            "ChangeMessageVisibility",
            "ChangeMessageVisibilityBatch",
        }
    ),
    "dynamodb": frozenset(
        {
            "GetItem",
            "PutItem",
            "UpdateItem",
            "DeleteItem",
            "BatchGetItem",
            "BatchWriteItem",
            "Query",
            "Scan",
            "TransactGetItems",
            "TransactWriteItems",
            "ExecuteStatement",
            "BatchExecuteStatement",
            "ExecuteTransaction",
        }
    ),
    "kinesis": frozenset({"PutRecord", "PutRecords", "GetRecords", "GetShardIterator", "SubscribeToShard"}),
    "sns": frozenset({"Publish", "PublishBatch"}),
    "events": frozenset({"PutEvents"}),
    "dynamodbstreams": frozenset({"GetRecords", "GetShardIterator"}),
    "iot-data": frozenset({"Publish", "GetThingShadow", "UpdateThingShadow", "DeleteThingShadow"}),
    "apigatewaymanagementapi": frozenset({"PostToConnection", "GetConnection", "DeleteConnection"}),
    # AWS::AppConfig::Configuration data events (a poller calls GetLatestConfiguration every interval)
    "appconfigdata": frozenset({"StartConfigurationSession", "GetLatestConfiguration"}),
}

#: botocore service name → the host in ``eventSource`` where it is not ``<name>.amazonaws.com``.
SOURCES = {
    "stepfunctions": "states",
    "apigatewayv2": "apigateway",
    "elbv2": "elasticloadbalancing",
    "sesv2": "ses",
    "iot-data": "iotdata",
    "s3control": "s3",
    "cognito-idp": "cognito-idp",
    "appconfigdata": "appconfig",
}

_READ_PREFIXES = (
    "Get",
    "List",
    "Describe",
    "Head",
    "Lookup",
    "Search",
    "BatchGet",
    "Query",
    "Scan",
    "Select",
)


def event_source(service: str) -> str:
    return f"{SOURCES.get(service, service)}.amazonaws.com"


def read_only(operation: str) -> bool:
    return operation.startswith(_READ_PREFIXES)


def data_resource(ctx: RequestContext, params: dict[str, Any]) -> tuple[str, str] | None:
    """The data resource a data event concerns: (type, ARN); None for a management event."""
    if ctx.service == "s3" and ctx.operation in S3_OBJECT_OPERATIONS:
        return "AWS::S3::Object", f"arn:aws:s3:::{params.get('Bucket', '')}/{params.get('Key', '')}"
    if ctx.service == "lambda" and ctx.operation in LAMBDA_INVOKES:
        name = str(params.get("FunctionName", ""))
        if not name.startswith("arn:"):
            name = f"arn:aws:lambda:{ctx.region}:{ctx.account_id}:function:{name}"
        return "AWS::Lambda::Function", name
    return None


#: Request members naming a resource → the resource type LookupEvents shows.
_RESOURCE_MEMBERS = {
    "Bucket": "AWS::S3::Bucket",
    "QueueUrl": "AWS::SQS::Queue",
    "QueueName": "AWS::SQS::Queue",
    "FunctionName": "AWS::Lambda::Function",
    "TableName": "AWS::DynamoDB::Table",
    "TopicArn": "AWS::SNS::Topic",
    "RoleName": "AWS::IAM::Role",
    "UserName": "AWS::IAM::User",
    "PolicyArn": "AWS::IAM::Policy",
    "StateMachineArn": "AWS::StepFunctions::StateMachine",
    "SecretId": "AWS::SecretsManager::Secret",
    "KeyId": "AWS::KMS::Key",
    "StreamName": "AWS::Kinesis::Stream",
    "logGroupName": "AWS::Logs::LogGroup",
    "StackName": "AWS::CloudFormation::Stack",
    "EventBusName": "AWS::Events::EventBus",
    "RestApiId": "AWS::ApiGateway::RestApi",
}
_NAMED_BY_NAME = {
    "cloudtrail": "AWS::CloudTrail::Trail",
    "ssm": "AWS::SSM::Parameter",
    "secretsmanager": "AWS::SecretsManager::Secret",
    "events": "AWS::Events::Rule",
    "sqs": "AWS::SQS::Queue",
}


def resources(service: str, params: dict[str, Any]) -> list[dict[str, str]]:
    """LookupEvents' ``Resources`` of a call: the resources its request names."""
    found = [
        {"ResourceType": kind, "ResourceName": value}
        for member, kind in _RESOURCE_MEMBERS.items()
        if isinstance(value := params.get(member), str)
    ]
    kind = _NAMED_BY_NAME.get(service)
    if kind is not None and isinstance(params.get("Name"), str):
        found.append({"ResourceType": kind, "ResourceName": params["Name"]})
    return found
