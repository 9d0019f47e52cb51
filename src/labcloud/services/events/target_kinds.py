"""Which services a target ARN names, and the ones labcloud delivers to.

A target's ARN picks its kind: a Lambda function, an SQS queue, a CloudWatch Logs log group, an
EventBridge bus, an SNS topic, a Step Functions state machine, a Kinesis stream, a Firehose delivery
stream, an ECS cluster (RunTask), a Batch job queue (SubmitJob) or an AppSync API's GraphQL endpoint (``endpoints/graphql-api/<api id>``). A target in a service labcloud does not run here, or one it runs but does not
deliver to, is refused at PutTargets.
"""

from __future__ import annotations

from dataclasses import dataclass

#: ARN service → the botocore service delivering to it.
DELIVERED = {
    "lambda": "lambda",
    "sqs": "sqs",
    "logs": "logs",
    "events": "events",
    "sns": "sns",
    "states": "stepfunctions",
    "kinesis": "kinesis",
    "firehose": "firehose",
    "appsync": "appsync",
    "ecs": "ecs",
    "batch": "batch",
}
#: ARN services EventBridge reaches only as the target's role (AWS: "RoleArn is required").
NEEDS_ROLE = frozenset({"states", "kinesis", "firehose", "appsync", "ecs", "batch"})
#: An AppSync target's resource: ``endpoints/graphql-api/<api id>`` (labcloud's endpoint prefix is the API id).
GRAPHQL_ENDPOINT = "endpoints/graphql-api/"
#: ARN services whose FIFO resources take SqsParameters.MessageGroupId.
FIFO_KINDS = frozenset({"sqs", "sns"})


@dataclass(frozen=True, slots=True)
class TargetArn:
    service: str
    region: str
    account_id: str
    resource: str

    @property
    def queue_name(self) -> str:
        return self.resource

    @property
    def log_group(self) -> str:
        name = self.resource[len("log-group:") :]
        return name[:-2] if name.endswith(":*") else name

    @property
    def bus_name(self) -> str:
        return self.resource[len("event-bus/") :]

    @property
    def api_destination(self) -> bool:
        return self.service == "events" and self.resource.startswith("api-destination/")

    @property
    def fifo(self) -> bool:
        return self.service in FIFO_KINDS and self.resource.endswith(".fifo")

    @property
    def stream_name(self) -> str:
        return self.resource[len("stream/") :]

    @property
    def delivery_stream_name(self) -> str:
        return self.resource[len("deliverystream/") :]

    @property
    def graphql_api_id(self) -> str:
        return self.resource[len(GRAPHQL_ENDPOINT) :]


def parse(arn: str) -> TargetArn | None:
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[0] != "arn" or not parts[2] or not parts[5]:
        return None
    found = TargetArn(parts[2], parts[3], parts[4], parts[5])
    if found.service == "lambda" and not found.resource.startswith("function:"):
        return None
    if found.service == "logs" and not found.resource.startswith("log-group:"):
        return None
    if found.service == "events" and not found.resource.startswith(("event-bus/", "api-destination/")):
        return None
    if found.service == "states" and not found.resource.startswith("stateMachine:"):
        return None
    if found.service == "kinesis" and not found.resource.startswith("stream/"):
        return None
    if found.service == "firehose" and not found.resource.startswith("deliverystream/"):
        return None
    if found.service == "ecs" and not found.resource.startswith("cluster/"):
        return None
    if found.service == "batch" and not found.resource.startswith("job-queue/"):
        return None
    if found.service == "appsync" and (
        not found.resource.startswith(GRAPHQL_ENDPOINT)
        or "/" in found.graphql_api_id
        or not found.graphql_api_id
    ):
        return None
    return found
