"""Publishing to an Events API's channel, over HTTP or a WebSocket: the channel and its namespace, the
caller's authorization (``event_auth``), the events (1–5 JSON texts, each at most 240 KB), the namespace's
``onPublish`` handler, then each event sent to the live subscriptions whose path matches. The answer is
AppSync's ``successful`` (``identifier``, ``index``) and ``failed`` (with ``code`` and ``message``). Also the
admission of a subscription (path, authorization, ``onSubscribe``)."""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass
from typing import Any

from labcloud.protocol.wire import WireRequest
from labcloud.services.appsync import event_handlers, event_log, log_delivery, request_log
from labcloud.services.appsync.callers import Caller, Unauthorized
from labcloud.services.appsync.channels import BadChannel, segments
from labcloud.services.appsync.event_auth import PUBLISH, SUBSCRIBE, authorize
from labcloud.services.appsync.repo.records import NAMESPACE, Api
from labcloud.services.appsync.state import AppsyncState

MAX_EVENTS = 5
#: one event's JSON text (AppSync's 240 KB)
MAX_EVENT_BYTES = 240 * 1024


class Refused(Exception):
    """The whole operation refused: AppSync's ``errorType``, message and the HTTP status."""

    def __init__(self, error_type: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.error_type, self.message, self.status = error_type, message, status


@dataclass(frozen=True, slots=True)
class Published:
    successful: list[dict[str, Any]]
    failed: list[dict[str, Any]]
    delivered: int
    #: the answer's ``x-amzn-requestid`` (the one its log records carry)
    request_id: str = ""

    def document(self) -> dict[str, Any]:
        return {"failed": self.failed, "successful": self.successful}


def _namespace(state: AppsyncState, api: Api, parts: list[str]) -> dict[str, Any]:
    found = state.records.item(api.api_id, NAMESPACE, parts[0])
    if found is None:
        raise Refused("BadRequestException", f"Channel namespace {parts[0]} not found.")
    return found


def _caller(
    state: AppsyncState,
    api: Api,
    signed: WireRequest,
    action: str,
    namespace: dict[str, Any],
    bodies: tuple[bytes, ...],
) -> Caller:
    try:
        return authorize(state, api, signed, action, namespace, bodies)
    except Unauthorized as refused:
        raise Refused(refused.error_type, refused.message, refused.status) from None


def _events(given: Any) -> list[dict[str, Any]]:
    if not isinstance(given, list) or not given:
        raise Refused("BadRequestException", "The request must contain at least one event.")
    if len(given) > MAX_EVENTS:
        raise Refused("BadRequestException", f"A request can publish at most {MAX_EVENTS} events.")
    out = []
    for text in given:
        if not isinstance(text, str):
            raise Refused("BadRequestException", "Each event must be a JSON value in a string.")
        if len(text.encode()) > MAX_EVENT_BYTES:
            raise Refused("BadRequestException", "An event is larger than 240 KB.")
        try:
            payload = json.loads(text)
        except ValueError:
            raise Refused("BadRequestException", "Each event must be a valid JSON value.") from None
        out.append({"id": str(uuid.uuid4()), "payload": payload})
    return out


async def publish(
    state: AppsyncState,
    api: Api,
    channel: Any,
    events: Any,
    signed: WireRequest,
    bodies: tuple[bytes, ...] = (),
) -> Published:
    """Publish ``events`` (JSON texts) to ``channel`` as the caller ``signed`` names. Raises
    :class:`Refused`."""
    started = time.monotonic()
    try:
        parts = segments(channel, wildcard=False)
    except BadChannel as bad:
        raise Refused("BadRequestException", str(bad)) from None
    namespace = _namespace(state, api, parts)
    caller = _caller(state, api, signed, PUBLISH, namespace, bodies)
    incoming = _events(events)
    headers = {k: v for k, v in signed.headers.items() if k not in ("authorization", "x-api-key")}
    ctx = event_handlers.context("PUBLISH", parts, caller.identity, headers, incoming)
    log = request_log.of(api)
    if log is not None:
        log.text(f"Request Headers: {json.dumps(headers)}")
    outcome = await event_handlers.on_publish(state, api, namespace, ctx)
    if log is not None and _handled(namespace):
        event_log.handler_records(log, api, parts, incoming, outcome)
    if outcome.refused is not None:
        failed = [
            {"identifier": e["id"], "index": i, "code": outcome.refused[0], "message": outcome.refused[1]}
            for i, e in enumerate(incoming)
        ]
        _record(state, api, "/" + "/".join(parts), 0, len(failed), 0, caller, started)
        return _logged(state, api, parts, log, Published([], failed, 0))
    index = {event["id"]: i for i, event in enumerate(incoming)}
    delivered = _deliver(state, api, parts, outcome.events)
    failed = [
        {"identifier": ident, "index": index[ident], "code": code, "message": message}
        for ident, (code, message) in outcome.failed.items()
    ]
    successful = [
        {"identifier": e["id"], "index": i} for i, e in enumerate(incoming) if e["id"] not in outcome.failed
    ]
    _record(state, api, "/" + "/".join(parts), len(successful), len(failed), delivered, caller, started)
    return _logged(state, api, parts, log, Published(successful, failed, delivered))


def _handled(namespace: dict[str, Any]) -> bool:
    """Whether the namespace has an onPublish handler (code or a direct data source)."""
    direct = (namespace.get("handlerConfigs") or {}).get("onPublish")
    return direct is not None or "onPublish" in str(namespace.get("codeHandlers") or "")


def _logged(
    state: AppsyncState, api: Api, parts: list[str], log: request_log.RequestLog | None, published: Published
) -> Published:
    """The publish's answer with its request id, its records (with the summary) sent on their way."""
    request_id = str(uuid.uuid4())
    if log is not None:
        event_log.summary(log, api, parts, published.successful, published.failed)
        log_delivery.deliver(state, api, request_id, log)
    return Published(published.successful, published.failed, published.delivered, request_id)


def _deliver(state: AppsyncState, api: Api, parts: list[str], events: list[dict[str, Any]]) -> int:
    """Send each event to every matching live subscription: AppSync's ``data`` message."""
    sent = 0
    for subscription in state.live.receivers(api.api_id, parts):
        for event in events:
            message = {
                "type": "data",
                "id": subscription.subscription_id,
                "event": json.dumps(event["payload"]),
            }
            if subscription.send(json.dumps(message)):
                sent += 1
    return sent


def _record(
    state: AppsyncState,
    api: Api,
    channel: str,
    successful: int,
    failed: int,
    delivered: int,
    caller: Caller,
    started: float,
) -> None:
    with state.store.transaction():
        state.bus.publish(
            "appsync.events.published",
            service="appsync",
            account_id=api.account_id,
            region=api.region,
            resource=api.arn,
            data={
                "api_id": api.api_id,
                "channel": channel,
                "successful": successful,
                "failed": failed,
                "delivered": delivered,
                "mode": caller.mode,
                "latency_ms": round((time.monotonic() - started) * 1000.0, 3),
            },
        )


async def admit(
    state: AppsyncState, api: Api, channel: Any, signed: WireRequest, bodies: tuple[bytes, ...] = ()
) -> list[str]:
    """The segments of a subscription's path once authorized and admitted by ``onSubscribe``. Raises
    :class:`Refused`."""
    try:
        parts = segments(channel, wildcard=True)
    except BadChannel as bad:
        raise Refused("BadRequestException", str(bad)) from None
    namespace = _namespace(state, api, parts)
    caller = _caller(state, api, signed, SUBSCRIBE, namespace, bodies)
    headers = {k: v for k, v in signed.headers.items() if k not in ("authorization", "x-api-key")}
    ctx = event_handlers.context("SUBSCRIBE", parts, caller.identity, headers, None)
    refused = await event_handlers.on_subscribe(state, api, namespace, ctx)
    if refused is not None:
        raise Refused(refused[0], refused[1])
    return parts
