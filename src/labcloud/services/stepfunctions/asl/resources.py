"""Which Task ``Resource`` ARNs labcloud runs: Lambda functions, the optimized integrations
(``arn:aws:states:::lambda:invoke``, DynamoDB item calls, SQS SendMessage, SNS Publish, EventBridge
PutEvents, API Gateway's invoke URLs, a nested StartExecution with ``.sync``/``.sync:2``, Glue's StartJobRun with
``.sync``, ECS's RunTask with ``.sync``: the task records labcloud keeps, docs/ecs.md; Batch's SubmitJob with ``.sync``:
jobs that end only when terminated, docs/batch.md; CodeBuild's StartBuild with ``.sync``: builds that
run, docs/codebuild.md) and the AWS SDK integrations
(``arn:aws:states:::aws-sdk:<service>:<action>``) of the services labcloud serves."""

from __future__ import annotations

import re
from dataclasses import dataclass

_FUNCTION = re.compile(
    r"^arn:aws[a-z-]*:lambda:[a-z0-9-]+:\d{12}:function:[A-Za-z0-9_-]+(:[A-Za-z0-9_$-]+)?$"
)
_ACTIVITY = re.compile(r"^arn:aws[a-z-]*:states:[a-z0-9-]+:\d{12}:activity:[^:\s]{1,80}$")

#: Optimized integrations: (service, action) → (labcloud service, operation, the patterns it allows).
OPTIMIZED: dict[tuple[str, str], tuple[str, str, tuple[str, ...]]] = {
    ("lambda", "invoke"): ("lambda", "Invoke", ("", "waitForTaskToken")),
    ("dynamodb", "getItem"): ("dynamodb", "GetItem", ("",)),
    ("dynamodb", "putItem"): ("dynamodb", "PutItem", ("",)),
    ("dynamodb", "updateItem"): ("dynamodb", "UpdateItem", ("",)),
    ("dynamodb", "deleteItem"): ("dynamodb", "DeleteItem", ("",)),
    ("sqs", "sendMessage"): ("sqs", "SendMessage", ("", "waitForTaskToken")),
    ("sns", "publish"): ("sns", "Publish", ("", "waitForTaskToken")),
    ("events", "putEvents"): ("events", "PutEvents", ("", "waitForTaskToken")),
    ("apigateway", "invoke"): ("apigateway", "Invoke", ("", "waitForTaskToken")),
    ("glue", "startJobRun"): ("glue", "StartJobRun", ("", "sync")),
    ("ecs", "runTask"): ("ecs", "RunTask", ("", "sync", "waitForTaskToken")),
    ("batch", "submitJob"): ("batch", "SubmitJob", ("", "sync")),
    ("codebuild", "startBuild"): ("codebuild", "StartBuild", ("", "sync")),
    ("states", "startExecution"): (
        "stepfunctions",
        "StartExecution",
        ("", "sync", "sync:2", "waitForTaskToken"),
    ),
}
#: aws-sdk service names → (labcloud's service, the prefix of error names from it).
SDK_SERVICES: dict[str, tuple[str, str]] = {
    "dynamodb": ("dynamodb", "DynamoDb"),
    "sqs": ("sqs", "Sqs"),
    "lambda": ("lambda", "Lambda"),
    "s3": ("s3", "S3"),
    "sfn": ("stepfunctions", "Sfn"),
    "cloudwatch": ("cloudwatch", "CloudWatch"),
    "cloudwatchlogs": ("logs", "CloudWatchLogs"),
    "iam": ("iam", "Iam"),
    "sts": ("sts", "Sts"),
    "sns": ("sns", "Sns"),
    "eventbridge": ("events", "EventBridge"),
    "kinesis": ("kinesis", "Kinesis"),
    "kms": ("kms", "Kms"),
    "secretsmanager": ("secretsmanager", "SecretsManager"),
    "ssm": ("ssm", "Ssm"),
    "apigateway": ("apigateway", "ApiGateway"),
    "apigatewayv2": ("apigatewayv2", "ApiGatewayV2"),
    "scheduler": ("scheduler", "Scheduler"),
    "cloudformation": ("cloudformation", "CloudFormation"),
    "dynamodbstreams": ("dynamodbstreams", "DynamoDbStreams"),
    "fis": ("fis", "Fis"),
    "pipes": ("pipes", "Pipes"),
    "ec2": ("ec2", "Ec2"),
    "apigatewaymanagementapi": ("apigatewaymanagementapi", "ApiGatewayManagementApi"),
    "glue": ("glue", "Glue"),
    "ecs": ("ecs", "Ecs"),
    "batch": ("batch", "Batch"),
    "codebuild": ("codebuild", "CodeBuild"),
}
#: Error-name prefixes of the optimized integrations.
OPTIMIZED_PREFIX = {
    "lambda": "Lambda",
    "dynamodb": "DynamoDB",
    "sqs": "SQS",
    "states": "StepFunctions",
    "sns": "SNS",
    "events": "EventBridge",
    "apigateway": "ApiGateway",
    "glue": "Glue",
    "ecs": "ECS",
    "batch": "Batch",
    "codebuild": "CodeBuild",
}


@dataclass(frozen=True, slots=True)
class Target:
    kind: str  # "function", "optimized" or "sdk"
    service: str  # labcloud's service name
    operation: str
    #: What history events say: resourceType and resource (``lambda`` / ``invoke.waitForTaskToken``).
    resource_type: str
    resource: str
    pattern: str  # "" or "waitForTaskToken"
    error_prefix: str


def parse(resource: str) -> Target | None:
    """The integration ``resource`` names, or None when labcloud does not run it."""
    if _FUNCTION.match(resource):
        return Target("function", "lambda", "Invoke", "lambda", resource, "", "Lambda")
    if _ACTIVITY.match(resource):  # a worker's GetActivityTask takes it (the runner's activity_tasks)
        return Target("activity", "stepfunctions", "GetActivityTask", "activity", resource, "", "")
    prefix = "arn:aws:states:::"
    if not resource.startswith(prefix):
        return None
    rest = resource[len(prefix) :]
    if rest.startswith("aws-sdk:"):
        parts = rest.split(":")
        if len(parts) != 3 or not parts[2]:
            return None
        found = SDK_SERVICES.get(parts[1])
        action, _, pattern = parts[2].partition(".")
        if found is None or pattern or not action[:1].islower():
            return None
        operation = action[0].upper() + action[1:]
        return Target("sdk", found[0], operation, parts[1], action, "", found[1])
    service, _, action_part = rest.partition(":")
    action, _, pattern = action_part.partition(".")
    entry = OPTIMIZED.get((service, action))
    if entry is None or pattern not in entry[2]:
        return None
    return Target("optimized", entry[0], entry[1], service, action_part, pattern, OPTIMIZED_PREFIX[service])
