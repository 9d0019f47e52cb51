"""The events Lambda gives a function for a batch of Amazon MQ messages, field by field as AWS's Lambda
documentation shows them: ActiveMQ (``aws:mq``: ``messages[]`` with ``messageID``, ``messageType``,
``destination.physicalName``, base64 ``data``, epoch-millisecond times, ``properties``) and RabbitMQ
(``aws:rmq``: ``rmqMessagesByQueue`` keyed ``queue::vhost``, each with ``basicProperties``,
``redelivered`` and base64 ``data``); and the view a filter pattern sees (``data`` decoded when JSON)."""

from __future__ import annotations

import base64
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import json_document

if TYPE_CHECKING:
    from labcloud.services.mq.interfaces import QueuedMessage


def _ms(seconds: float) -> int:
    return int(seconds * 1000)


def activemq_message(message: QueuedMessage, now: float) -> dict[str, Any]:
    doc = message.doc
    headers = doc.get("headers") or {}
    out: dict[str, Any] = {
        "messageID": doc["id"],
        "messageType": "jms/text-message" if doc.get("text") else "jms/bytes-message",
        "deliveryMode": headers.get("deliveryMode", 2),
        "replyTo": headers.get("replyTo"),
        "type": headers.get("type"),
        "expiration": int(headers["expiration"]) if "expiration" in headers else 0,
        "priority": headers.get("priority", 4),
        "correlationId": headers.get("correlationId"),
        "redelivered": message.redelivered,
        "destination": {"physicalName": message.queue},
        "data": doc["data"],
        "timestamp": _ms(float(doc["put"])),
        "brokerInTime": _ms(float(doc["put"])),
        "brokerOutTime": _ms(now),
    }
    if doc.get("properties"):
        out["properties"] = {
            k: str(v).lower() if isinstance(v, bool) else str(v) for k, v in doc["properties"].items()
        }
    return out


def _header(value: Any) -> Any:
    """RabbitMQ hands a string header to Lambda as its bytes (a LongString); numbers and booleans as they are."""
    if isinstance(value, str):
        return {"bytes": list(value.encode())}
    return value


def _amqp_time(seconds: float) -> str:
    moment = datetime.fromtimestamp(seconds, timezone.utc)
    hour = moment.hour % 12 or 12
    return (
        f"{moment:%b} {moment.day}, {moment.year}, {hour}:{moment:%M:%S} {'AM' if moment.hour < 12 else 'PM'}"
    )


def rabbitmq_message(message: QueuedMessage) -> dict[str, Any]:
    doc = message.doc
    headers = doc.get("headers") or {}
    basic = {
        "contentType": headers.get("contentType"),
        "contentEncoding": headers.get("contentEncoding"),
        "headers": {k: _header(v) for k, v in (doc.get("properties") or {}).items()} or None,
        "deliveryMode": headers.get("deliveryMode", 1),
        "priority": headers.get("priority", 0),
        "correlationId": headers.get("correlationId"),
        "replyTo": headers.get("replyTo"),
        "expiration": str(headers["expiration"]) if "expiration" in headers else None,
        "messageId": headers.get("messageId"),
        "timestamp": _amqp_time(float(doc["put"])),
        "type": headers.get("type"),
        "userId": headers.get("userId"),
        "appId": headers.get("appId"),
        "clusterId": None,
        "bodySize": len(base64.b64decode(doc["data"])),
    }
    return {"basicProperties": basic, "redelivered": message.redelivered, "data": doc["data"]}


def event(engine: str, broker_arn: str, messages: list[QueuedMessage], now: float) -> dict[str, Any]:
    if engine == "ACTIVEMQ":
        return {
            "eventSource": "aws:mq",
            "eventSourceArn": broker_arn,
            "messages": [activemq_message(m, now) for m in messages],
        }
    grouped: dict[str, list[dict[str, Any]]] = {}
    for message in messages:
        grouped.setdefault(f"{message.queue}::{message.vhost}", []).append(rabbitmq_message(message))
    return {"eventSource": "aws:rmq", "eventSourceArn": broker_arn, "rmqMessagesByQueue": grouped}


def filter_view(record: dict[str, Any]) -> dict[str, Any]:
    """What a filter pattern sees of one message: its fields, ``data`` decoded when it is JSON."""
    view = dict(record)
    try:
        view["data"] = json_document.loads(base64.b64decode(record["data"]))
    except ValueError:
        view["data"] = base64.b64decode(record["data"]).decode("utf-8", "replace")
    return view
