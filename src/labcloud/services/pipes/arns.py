"""What a pipe's Source, Enrichment and Target ARNs name: which kinds labcloud serves, and where.

Sources: an SQS queue, a Kinesis stream, a DynamoDB stream. Enrichments: a Lambda function, a Step
Functions state machine (run with StartSyncExecution, so an express one), an API destination. Targets: a Lambda function,
an SQS queue, a state machine, an event bus, an SNS topic, a CloudWatch Logs group, a Kinesis stream, a
Firehose delivery stream.
Anything else AWS accepts (MQ, Kafka, API destination targets, ECS, Batch, ...) is refused with a
ValidationException that says labcloud does not serve it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from labcloud.services.pipes.errors import validation

ARN = re.compile(r"^arn:aws[a-z-]*:([a-z0-9-]+):([a-z0-9-]*):(\d{12}|):(.+)$")


@dataclass(frozen=True, slots=True)
class Named:
    #: sqs, kinesis, dynamodb, lambda, states, events, sns, logs
    service: str
    region: str
    account_id: str
    resource: str
    arn: str

    @property
    def queue_fifo(self) -> bool:
        return self.service == "sqs" and self.resource.endswith(".fifo")

    @property
    def short_name(self) -> str:
        """The queue, stream, function, group or bus name the ARN ends with."""
        if self.service == "logs":
            return self.resource.split(":", 1)[1].removesuffix(":*")
        if self.service == "dynamodb":
            return self.resource.split("/")[1]
        return self.resource.split("/", 1)[-1].split(":", 1)[-1]


def parse(arn: str, what: str) -> Named:
    found = ARN.match(arn)
    if found is None:
        raise validation(f"{what} {arn} is not a valid ARN.")
    service, region, account, resource = found.groups()
    return Named(service, region, account, resource, arn)


def source(arn: str) -> Named:
    named = parse(arn, "Source")
    if named.service == "sqs" and ":" not in named.resource and "/" not in named.resource:
        return named
    if named.service == "kinesis" and named.resource.startswith("stream/"):
        return named
    if named.service == "dynamodb" and re.match(r"^table/[^/]+/stream/.+$", named.resource):
        return named
    raise validation(
        f"Source {arn} is not a source labcloud's Pipes serves (SQS queues, Kinesis streams, DynamoDB streams)."
    )


def enrichment(arn: str) -> Named:
    named = parse(arn, "Enrichment")
    if named.service == "lambda" and named.resource.startswith("function:"):
        return named
    if named.service == "states" and named.resource.startswith("stateMachine:"):
        return named
    if named.service == "events" and named.resource.startswith("api-destination/"):
        return named
    raise validation(
        f"Enrichment {arn} is not an enrichment labcloud's Pipes serves (Lambda functions, Step Functions "
        "express state machines, API destinations)."
    )


def target(arn: str) -> Named:
    named = parse(arn, "Target")
    resource = named.resource
    if (
        (named.service == "lambda" and resource.startswith("function:"))
        or (named.service == "sqs" and ":" not in resource and "/" not in resource)
        or (named.service == "states" and resource.startswith("stateMachine:"))
        or (named.service == "events" and resource.startswith(("event-bus/", "api-destination/")))
        or (named.service == "sns" and ":" not in resource)
        or (named.service == "logs" and resource.startswith("log-group:"))
        or (named.service == "kinesis" and resource.startswith("stream/"))
        or (named.service == "firehose" and resource.startswith("deliverystream/"))
    ):
        return named
    raise validation(f"Target {arn} is not a target labcloud's Pipes serves.")
