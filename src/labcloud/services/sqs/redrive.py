"""Dead-letter queues: validating RedrivePolicy / RedriveAllowPolicy, and a dead-letter queue's sources."""

from __future__ import annotations

import json

from labcloud import json_document
from labcloud.services.sqs.errors import invalid_value
from labcloud.services.sqs.queues import Queue
from labcloud.services.sqs.repo.queues import Queues


def check_redrive_policy(queues: Queues, source_fifo: bool, text: str) -> None:
    """Raise like SQS when a RedrivePolicy is malformed or names no usable queue."""
    if text == "":
        return
    reason = None
    try:
        doc = json_document.loads(text)
    except ValueError:
        raise invalid_value("RedrivePolicy", text, "Invalid JSON.") from None
    if not isinstance(doc, dict) or "deadLetterTargetArn" not in doc or "maxReceiveCount" not in doc:
        raise invalid_value(
            "RedrivePolicy",
            text,
            "Redrive policy does not contain mandatory attribute: "
            + (
                "deadLetterTargetArn."
                if not isinstance(doc, dict) or "deadLetterTargetArn" not in doc
                else "maxReceiveCount."
            ),
        )
    try:
        count = int(doc["maxReceiveCount"])
    except (TypeError, ValueError):
        count = 0
    if not 1 <= count <= 1000:
        reason = (
            f"Invalid value for maxReceiveCount: {doc['maxReceiveCount']}, valid values are from 1 to 1000 "
            "both inclusive."
        )
    else:
        target = queues.by_arn(str(doc["deadLetterTargetArn"]))
        if target is None:
            reason = "Dead letter target does not exist."
        elif target.fifo != source_fifo:
            reason = "Dead-letter queue must be same type of queue as the source."
    if reason:
        raise invalid_value("RedrivePolicy", text, reason)


def check_redrive_allow_policy(text: str) -> None:
    if text == "":
        return
    try:
        doc = json_document.loads(text)
    except ValueError:
        raise invalid_value("RedriveAllowPolicy", text, "Invalid JSON.") from None
    permission = doc.get("redrivePermission") if isinstance(doc, dict) else None
    if permission not in ("allowAll", "denyAll", "byQueue"):
        raise invalid_value(
            "RedriveAllowPolicy",
            text,
            "Amazon SQS can't create the redrive allow policy, as it's in an unsupported format.",
        )
    if permission == "byQueue" and not doc.get("sourceQueueArns"):
        raise invalid_value(
            "RedriveAllowPolicy",
            text,
            "Amazon SQS can't create the redrive allow policy, as it's in an unsupported format.",
        )


def allows_source(dlq: Queue, source_arn: str) -> bool:
    text = dlq.attributes.get("RedriveAllowPolicy")
    if not text:
        return True
    doc = json.loads(text)
    permission = doc.get("redrivePermission")
    if permission == "denyAll":
        return False
    if permission == "byQueue":
        return source_arn in (doc.get("sourceQueueArns") or [])
    return True


def source_queues(queues: Queues, dlq: Queue) -> list[Queue]:
    return [
        q
        for q in queues.in_region(dlq.account_id, dlq.region)
        if q.redrive is not None and q.redrive.dead_letter_target_arn == dlq.arn
    ]
