"""Queue attributes: the settable ones, their defaults and ranges, and how they are validated.

Attribute values travel as strings (as on the wire). ``validate_attributes`` checks names and
values the way SQS does for CreateQueue and SetQueueAttributes and returns normalised strings.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from labcloud import json_document
from labcloud.services.sqs.errors import sqs_error
from labcloud.store.records import FrozenRecord

#: Integer attributes: name → (minimum, maximum, default)
INT_RANGES: dict[str, tuple[int, int, int]] = {
    "DelaySeconds": (0, 900, 0),
    "MaximumMessageSize": (1024, 1048576, 1048576),  # 1 MiB since AWS raised it in 2025
    "MessageRetentionPeriod": (60, 1209600, 345600),
    "ReceiveMessageWaitTimeSeconds": (0, 20, 0),
    "VisibilityTimeout": (0, 43200, 30),
    "KmsDataKeyReusePeriodSeconds": (60, 86400, 300),
}

BOOLEAN = ("FifoQueue", "ContentBasedDeduplication", "SqsManagedSseEnabled")
FIFO_ONLY = ("ContentBasedDeduplication", "DeduplicationScope", "FifoThroughputLimit")
#: What a standard queue answers "Unknown Attribute" for, in GetQueueAttributes too.
FIFO_NAMES = frozenset(("FifoQueue", *FIFO_ONLY))
ENUMS: dict[str, tuple[str, ...]] = {
    "DeduplicationScope": ("messageGroup", "queue"),
    "FifoThroughputLimit": ("perQueue", "perMessageGroupId"),
}
JSON_ATTRIBUTES = ("Policy", "RedrivePolicy", "RedriveAllowPolicy")
SETTABLE = frozenset([*INT_RANGES, *BOOLEAN, *ENUMS, *JSON_ATTRIBUTES, "KmsMasterKeyId"])
COMPUTED = (
    "ApproximateNumberOfMessages",
    "ApproximateNumberOfMessagesNotVisible",
    "ApproximateNumberOfMessagesDelayed",
    "CreatedTimestamp",
    "LastModifiedTimestamp",
    "QueueArn",
)
READABLE = frozenset([*SETTABLE, *COMPUTED])

#: The order SQS lists attributes in for ``All``.
ALL_ORDER = (
    "Policy",
    "QueueArn",
    "ApproximateNumberOfMessages",
    "ApproximateNumberOfMessagesNotVisible",
    "ApproximateNumberOfMessagesDelayed",
    "CreatedTimestamp",
    "LastModifiedTimestamp",
    "VisibilityTimeout",
    "MaximumMessageSize",
    "MessageRetentionPeriod",
    "DelaySeconds",
    "ReceiveMessageWaitTimeSeconds",
    "RedrivePolicy",
    "RedriveAllowPolicy",
    "KmsMasterKeyId",
    "KmsDataKeyReusePeriodSeconds",
    "SqsManagedSseEnabled",
    "FifoQueue",
    "DeduplicationScope",
    "FifoThroughputLimit",
    "ContentBasedDeduplication",
)


def defaults(fifo: bool) -> dict[str, str]:
    out = {name: str(rng[2]) for name, rng in INT_RANGES.items() if name != "KmsDataKeyReusePeriodSeconds"}
    out["SqsManagedSseEnabled"] = "true"
    if fifo:
        out.update(
            FifoQueue="true",
            ContentBasedDeduplication="false",
            DeduplicationScope="queue",
            FifoThroughputLimit="perQueue",
        )
    return out


def reported(stored: Mapping[str, str]) -> Mapping[str, str]:
    """Stored attributes as SQS reports them: the KMS data key period (default 300) only with a KMS key,
    and SQS-managed encryption off while a KMS key is set."""
    if stored.get("KmsMasterKeyId"):
        return {
            **stored,
            "KmsDataKeyReusePeriodSeconds": stored.get("KmsDataKeyReusePeriodSeconds", "300"),
            "SqsManagedSseEnabled": "false",
        }
    if "KmsDataKeyReusePeriodSeconds" in stored:
        return {k: v for k, v in stored.items() if k != "KmsDataKeyReusePeriodSeconds"}
    return stored


def _invalid(name: str) -> Exception:
    return sqs_error("InvalidAttributeValue", f"Invalid value for the parameter {name}.")


def unknown_attribute(name: str) -> Exception:
    return sqs_error("InvalidAttributeName", f"Unknown Attribute {name}.")


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class RedrivePolicy(FrozenRecord):
    """A queue's RedrivePolicy: its dead-letter queue and the receives before a message moves there."""

    dead_letter_target_arn: str
    max_receive_count: int


def parse_redrive_policy(text: str | None) -> RedrivePolicy | None:
    if not text:
        return None
    try:
        doc = json_document.loads(text)
        return RedrivePolicy(str(doc["deadLetterTargetArn"]), int(doc["maxReceiveCount"]))
    except (ValueError, KeyError, TypeError):
        return None


def validate_attributes(attributes: Mapping[str, str], *, fifo: bool, creating: bool) -> dict[str, str]:
    """Check names and values; return the normalised attributes to store."""
    out: dict[str, str] = {}
    for name, raw in attributes.items():
        value = "" if raw is None else str(raw)
        if name not in SETTABLE:
            raise unknown_attribute(name)
        if name == "FifoQueue" and not creating:
            raise sqs_error("InvalidAttributeName", "Unknown Attribute FifoQueue.")
        if name in FIFO_ONLY and not fifo:
            raise sqs_error("InvalidAttributeName", f"Unknown Attribute {name}.")
        if name in INT_RANGES:
            low, high, _ = INT_RANGES[name]
            try:
                number = int(value)
            except ValueError:
                raise _invalid(name) from None
            if not low <= number <= high:
                raise _invalid(name)
            out[name] = str(number)
        elif name in BOOLEAN:
            if value.lower() not in ("true", "false"):
                raise _invalid(name)
            out[name] = value.lower()
        elif name in ENUMS:
            if value not in ENUMS[name]:
                raise _invalid(name)
            out[name] = value
        elif name in JSON_ATTRIBUTES:
            if value:
                try:
                    json_document.loads(value)
                except ValueError:
                    if name == "Policy":
                        raise sqs_error(
                            "InvalidAttributeValue", "Invalid value for the parameter Policy."
                        ) from None
                    raise sqs_error(
                        "InvalidParameterValue",
                        f"Value {value} for parameter {name} is invalid. Reason: Invalid JSON.",
                    ) from None
            out[name] = value
        else:
            out[name] = value
    if "FifoQueue" in out and out["FifoQueue"] != ("true" if fifo else "false"):
        raise _invalid("FifoQueue")
    return out
