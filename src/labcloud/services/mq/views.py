"""Amazon MQ's internal routes: messages enter a broker here instead of through its wire protocols (no
broker process runs: docs/mq.md). ``POST /_labcloud/mq/{broker_id}/queues/{queue}`` puts one message on a
queue (ActiveMQ) or on a queue of a virtual host (RabbitMQ, ``vhost``, default ``/``); its JSON body:
``data`` (text) or ``dataBase64`` (bytes), ``properties`` (custom properties or AMQP headers) and the
JMS headers / AMQP basic properties a producer may set. ``GET /_labcloud/mq/{broker_id}/queues`` lists
each queue's depth. Messages stay until a consumer (a Lambda event source mapping) settles them."""

from __future__ import annotations

import base64
import binascii
import json
import os
import re
from typing import Any

from labcloud import clock
from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.services.mq import brokers
from labcloud.services.mq.repo import messages
from labcloud.services.mq.state import MqState

#: The most bytes one message body may hold (Amazon MQ's ActiveMQ and RabbitMQ default frame limits are
#: larger; this keeps a Lambda batch of several within Invoke's 6 MB).
MAX_BODY = 1_048_576
_QUEUE = re.compile(r"^[^\s/*>]{1,255}$")
#: JMS headers an ActiveMQ producer may set; AMQP basic properties a RabbitMQ producer may set.
_HEADERS = {
    "ACTIVEMQ": ("correlationId", "replyTo", "type", "priority", "deliveryMode", "expiration"),
    "RABBITMQ": (
        "contentType",
        "contentEncoding",
        "deliveryMode",
        "priority",
        "correlationId",
        "replyTo",
        "expiration",
        "messageId",
        "type",
        "userId",
        "appId",
    ),
}
_KNOWN = frozenset({"data", "dataBase64", "properties", "vhost"}) | {h for v in _HEADERS.values() for h in v}


def _message(engine: str, body: dict[str, Any], region: str, broker_id: str) -> dict[str, Any] | str:
    """The stored message, or why the request cannot be one."""
    unknown = sorted(set(body) - _KNOWN)
    if unknown:
        return f"Unknown member {unknown[0]!r}: a message takes {', '.join(sorted(_KNOWN))}."
    if ("data" in body) == ("dataBase64" in body):
        return "Give exactly one of data (text) and dataBase64 (bytes)."
    if "data" in body:
        if not isinstance(body["data"], str):
            return "data must be a string."
        raw = body["data"].encode()
    else:
        try:
            raw = base64.b64decode(str(body["dataBase64"]).encode(), validate=True)
        except (binascii.Error, ValueError):
            return "dataBase64 is not base64."
    if len(raw) > MAX_BODY:
        return f"The message body is larger than {MAX_BODY} bytes."
    properties = body.get("properties") or {}
    if not isinstance(properties, dict) or not all(isinstance(k, str) for k in properties):
        return "properties must be an object."
    headers: dict[str, Any] = {}
    for name in _HEADERS[engine]:
        if body.get(name) is not None:
            headers[name] = body[name]
    for name in ("priority", "deliveryMode"):
        if name in headers and not (isinstance(headers[name], int) and 0 <= headers[name] <= 255):
            return f"{name} must be a small integer."
    if "expiration" in headers and not str(headers["expiration"]).isdigit():
        return "expiration must be milliseconds."
    unrelated = sorted(
        set(body) & (_KNOWN - {"data", "dataBase64", "properties", "vhost"}) - set(_HEADERS[engine])
    )
    if unrelated:
        return f"{unrelated[0]} is not a header of {engine} messages."
    now = clock.now()
    if engine == "ACTIVEMQ":
        ident = f"ID:{broker_id}-1.mq.{region}.amazonaws.com-{int.from_bytes(os.urandom(2), 'big')}-{int(now * 1000)}-4:1:1:1:1"
    else:
        ident = str(headers.get("messageId") or "")
    return {
        "id": ident,
        "data": base64.b64encode(raw).decode(),
        "text": "data" in body,
        "properties": {
            str(k): v if isinstance(v, (int, float, bool)) else str(v) for k, v in properties.items()
        },
        "headers": headers,
        "put": now,
    }


def routes(state: MqState) -> list[InternalRoute]:
    def owner(request: InternalRequest) -> str:
        return request.account_id or state.settings.account_id

    def broker(request: InternalRequest) -> dict[str, Any] | InternalResponse:
        bid = request.params["broker_id"]
        doc = state.records.by_id("broker", owner(request), None, bid)
        if doc is None or brokers.gone(doc, clock.now()):
            return error_response(404, "NotFoundException", f"Can't find requested broker [{bid}].")
        return doc

    def put(request: InternalRequest) -> InternalResponse:
        doc = broker(request)
        if isinstance(doc, InternalResponse):
            return doc
        queue = request.params["queue"]
        if not _QUEUE.match(queue):
            return error_response(400, "BadRequestException", f"[{queue}] is not a queue name.")
        status = brokers.broker_state(doc, clock.now())
        if status != "RUNNING":
            return error_response(
                409, "ConflictException", f"Broker [{doc['BrokerId']}] is {status}, not RUNNING."
            )
        try:
            body = request.json()
        except ValueError:
            return error_response(400, "BadRequestException", "The body must be a JSON object.")
        if not isinstance(body, dict):
            return error_response(400, "BadRequestException", "The body must be a JSON object.")
        engine = str(doc["EngineType"]).upper()
        vhost = body.get("vhost")
        if engine == "ACTIVEMQ" and vhost is not None:
            return error_response(400, "BadRequestException", "ActiveMQ queues have no virtual host.")
        vhost = str(vhost or "/") if engine == "RABBITMQ" else ""
        region = str(doc["BrokerArn"]).split(":")[3]
        message = _message(engine, body, region, str(doc["BrokerId"]))
        if isinstance(message, str):
            return error_response(400, "BadRequestException", message)
        with state.store.transaction():
            messages.put(state.store, doc["BrokerArn"], queue, vhost, message)
            state.publish(
                "mq.message.put",
                owner(request),
                region,
                doc["BrokerArn"],
                queue=queue,
                vhost=vhost,
                size=len(message["data"]) * 3 // 4,
            )
        return json_response({"MessageId": message["id"], "Queue": queue, "VirtualHost": vhost or None})

    def depths(request: InternalRequest) -> InternalResponse:
        doc = broker(request)
        if isinstance(doc, InternalResponse):
            return doc
        found = messages.depths(state.store, doc["BrokerArn"])
        return InternalResponse(
            body=json.dumps(
                {"queues": [{"Queue": q, "VirtualHost": v or None, "Messages": n} for q, v, n in found]}
            ).encode()
        )

    return [
        InternalRoute("POST", "/mq/{broker_id}/queues/{queue}", put),
        InternalRoute("GET", "/mq/{broker_id}/queues", depths),
    ]
