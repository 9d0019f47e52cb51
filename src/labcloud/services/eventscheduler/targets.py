"""Which targets a schedule may name: the templated ones (Lambda, SQS, SNS, Step Functions, an event
bus, an ECS cluster: RunTask of task records, docs/ecs.md) and the universal target ``arn:aws:scheduler:::aws-sdk:<service>:<apiAction>``; the checks AWS
makes on a target when a schedule is written."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from labcloud.services.eventscheduler.errors import validation

ARN = re.compile(r"^arn:aws[a-z-]*:([a-z0-9-]+):([a-z0-9-]*):(\d{12}|):(.+)$")
UNIVERSAL = re.compile(r"^arn:aws[a-z-]*:scheduler:::aws-sdk:([a-z0-9-]+):([a-z][A-Za-z0-9]*)$")
#: Parameter blocks that belong to targets labcloud does not serve.
UNSERVED_PARAMETERS = (
    "KinesisParameters",
    "SageMakerPipelineParameters",
    "EventBridgePutEventsV2Parameters",
    "EventBridgePutRawEventsParameters",
)


@dataclass(frozen=True, slots=True)
class Kind:
    service: str
    region: str
    account_id: str
    resource: str
    #: The universal target's API action in botocore's spelling (``SendMessage``), else "".
    operation: str = ""

    @property
    def queue_fifo(self) -> bool:
        return self.service == "sqs" and self.resource.endswith(".fifo")


def kind(arn: str) -> Kind:
    universal = UNIVERSAL.match(arn)
    if universal is not None:
        action = universal.group(2)
        return Kind(universal.group(1), "", "", "", action[0].upper() + action[1:])
    found = ARN.match(arn)
    if found is None:
        raise validation(f"Invalid target ARN {arn}.")
    service, region, account, resource = found.groups()
    if service == "lambda" and resource.startswith("function:"):
        return Kind("lambda", region, account, resource)
    if service == "sqs" and ":" not in resource:
        return Kind("sqs", region, account, resource)
    if service == "sns" and ":" not in resource:
        return Kind("sns", region, account, resource)
    if service == "states" and resource.startswith("stateMachine:"):
        return Kind("states", region, account, resource)
    if service == "events" and resource.startswith("event-bus/"):
        return Kind("events", region, account, resource)
    if service == "ecs" and resource.startswith("cluster/"):
        return Kind("ecs", region, account, resource)
    raise validation(f"Target ARN {arn} is not a target labcloud's Scheduler serves.")


def check(target: dict[str, Any]) -> None:
    for name in UNSERVED_PARAMETERS:
        if target.get(name):
            raise validation(f"{name} is not supported by labcloud's Scheduler.")
    found = kind(str(target["Arn"]))
    if not str(target.get("RoleArn") or "").startswith("arn:"):
        raise validation("Invalid RoleArn provided.")
    if found.operation:
        try:
            parsed = json.loads(target.get("Input") or "{}")
        except ValueError:
            raise validation("Input must be a valid JSON object for a universal target.") from None
        if not isinstance(parsed, dict):
            raise validation("Input must be a valid JSON object for a universal target.")
    if found.service == "ecs" and not found.operation:
        if not (target.get("EcsParameters") or {}).get("TaskDefinitionArn"):
            raise validation("EcsParameters with a TaskDefinitionArn must be specified for an ECS target.")
    elif target.get("EcsParameters"):
        raise validation("EcsParameters can only be used with an ECS cluster target.")
    if target.get("SqsParameters") and found.service != "sqs":
        raise validation("SqsParameters can only be used with an SQS target.")
    if found.queue_fifo and not (target.get("SqsParameters") or {}).get("MessageGroupId"):
        raise validation("MessageGroupId must be specified for a FIFO queue target.")
    if found.service == "events" and not found.operation and not target.get("EventBridgeParameters"):
        raise validation("EventBridgeParameters must be specified for an EventBridge target.")
    if target.get("EventBridgeParameters") and (found.service != "events" or found.operation):
        raise validation("EventBridgeParameters can only be used with an EventBridge target.")
    dead_letter = (target.get("DeadLetterConfig") or {}).get("Arn")
    if dead_letter is not None:
        letter = ARN.match(str(dead_letter))
        if letter is None or letter.group(1) != "sqs":
            raise validation("DeadLetterConfig Arn must be the ARN of an SQS queue.")
    policy = target.get("RetryPolicy") or {}
    age = policy.get("MaximumEventAgeInSeconds")
    if age is not None and not 60 <= int(age) <= 86400:
        raise validation("MaximumEventAgeInSeconds must be between 60 and 86400.")
    attempts = policy.get("MaximumRetryAttempts")
    if attempts is not None and not 0 <= int(attempts) <= 185:
        raise validation("MaximumRetryAttempts must be between 0 and 185.")
