"""The event Lambda gives a function for an SQS batch, field by field as AWS builds it."""

from __future__ import annotations

import base64
from typing import Any

_SYSTEM_ORDER = (
    "ApproximateReceiveCount",
    "AWSTraceHeader",
    "SentTimestamp",
    "SequenceNumber",
    "MessageGroupId",
    "SenderId",
    "MessageDeduplicationId",
    "ApproximateFirstReceiveTimestamp",
)


def _b64(value: Any) -> str:
    if isinstance(value, (bytes, bytearray)):
        return base64.b64encode(bytes(value)).decode()
    return str(value)


def message_attribute(value: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if value.get("StringValue") is not None:
        out["stringValue"] = value["StringValue"]
    if value.get("BinaryValue") is not None:
        out["binaryValue"] = _b64(value["BinaryValue"])
    out["stringListValues"] = list(value.get("StringListValues") or [])
    out["binaryListValues"] = [_b64(v) for v in value.get("BinaryListValues") or []]
    out["dataType"] = value.get("DataType", "String")
    return out


def sqs_record(message: dict[str, Any], queue_arn: str, region: str) -> dict[str, Any]:
    """One ``Records[]`` entry from a ReceiveMessage message."""
    system = message.get("Attributes") or {}
    attributes = {key: str(system[key]) for key in _SYSTEM_ORDER if key in system}
    record: dict[str, Any] = {
        "messageId": message["MessageId"],
        "receiptHandle": message["ReceiptHandle"],
        "body": message.get("Body", ""),
        "attributes": attributes,
        "messageAttributes": {
            name: message_attribute(v) for name, v in (message.get("MessageAttributes") or {}).items()
        },
        "md5OfBody": message.get("MD5OfBody"),
    }
    if message.get("MD5OfMessageAttributes"):
        record["md5OfMessageAttributes"] = message["MD5OfMessageAttributes"]
    record["eventSource"] = "aws:sqs"
    record["eventSourceARN"] = queue_arn
    record["awsRegion"] = region
    return record
