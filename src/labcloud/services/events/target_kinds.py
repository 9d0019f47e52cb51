"""Which services a target ARN names, and the ones labcloud delivers to.

A target's ARN picks its kind: a Lambda function, an SQS queue, a CloudWatch Logs log group or an
EventBridge bus. A target in a service labcloud does not run here, or one it runs but does not
deliver to, is refused at PutTargets.
"""

from __future__ import annotations

from dataclasses import dataclass

#: ARN service → the botocore service delivering to it.
DELIVERED = {"lambda": "lambda", "sqs": "sqs", "logs": "logs", "events": "events"}


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
    def fifo(self) -> bool:
        return self.service == "sqs" and self.resource.endswith(".fifo")


def parse(arn: str) -> TargetArn | None:
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[0] != "arn" or not parts[2] or not parts[5]:
        return None
    found = TargetArn(parts[2], parts[3], parts[4], parts[5])
    if found.service == "lambda" and not found.resource.startswith("function:"):
        return None
    if found.service == "logs" and not found.resource.startswith("log-group:"):
        return None
    if found.service == "events" and not found.resource.startswith("event-bus/"):
        return None
    return found
