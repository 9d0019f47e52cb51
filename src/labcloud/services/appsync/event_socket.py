"""One open real-time connection to an Events API, speaking AppSync's Events WebSocket protocol:
``connection_init`` → ``connection_ack`` (``connectionTimeoutMs``) and a ``ka`` now and every minute;
``subscribe`` (``id``, ``channel`` with an optional final ``*``, ``authorization``) → ``subscribe_success``
or ``subscribe_error``; ``unsubscribe`` → ``unsubscribe_success`` or ``unsubscribe_error``; ``publish``
(``id``, ``channel``, ``events``, ``authorization``) → ``publish_success`` (``successful``, ``failed``) or
``publish_error``; each event published to a matching channel arrives as ``data`` (``id`` of the
subscription, ``event`` as JSON text); anything else is an ``error``. Messages are handled in order, one at
a time; a connection closing drops its subscriptions."""

from __future__ import annotations

import asyncio
import json
import uuid
from typing import Any

from labcloud.protocol.websocket import Channel
from labcloud.services.appsync import publishing
from labcloud.services.appsync.channels import MAX_SUBSCRIPTIONS_PER_CONNECTION, Subscription
from labcloud.services.appsync.event_auth import bodies_of, header_request
from labcloud.services.appsync.state import AppsyncState

#: a WebSocket message: five events of 240 KB and their envelope
MAX_MESSAGE_BYTES = 5 * 240 * 1024 + 16 * 1024
#: what connection_ack announces, and how often ``ka`` is sent
CONNECTION_TIMEOUT_MS = 300_000
KEEP_ALIVE_S = 60.0
#: messages waiting to be handled before the client is no longer read
MAX_WAITING = 32
MAX_ID_CHARS = 128


def _errors(error_type: str, message: str) -> list[dict[str, str]]:
    return [{"errorType": error_type, "message": message}]


class RealtimeConnection:
    """Implements ``protocol.websocket.Handler`` for one client."""

    def __init__(self, state: AppsyncState, api_id: str, mode: str) -> None:
        self.state = state
        self.api_id = api_id
        self.mode = mode
        self.connection_id = str(uuid.uuid4())
        self.channel: Channel | None = None
        self.waiting: asyncio.Queue[str | bytes] = asyncio.Queue()
        self.worker: asyncio.Task[None] | None = None
        self.keep_alive: asyncio.TimerHandle | None = None

    # ------------------------------------------------------------------ Handler

    def opened(self, channel: Channel) -> None:
        self.channel = channel
        self.worker = asyncio.get_running_loop().create_task(self._work())

    def received(self, data: str | bytes) -> None:
        self.waiting.put_nowait(data)
        if self.waiting.qsize() >= MAX_WAITING and self.channel is not None:
            self.channel.pause()

    def closed(self, code: int, reason: str) -> None:
        self.state.live.remove(self.api_id, self.connection_id)
        if self.keep_alive is not None:
            self.keep_alive.cancel()
        if self.worker is not None:
            self.worker.cancel()

    # ------------------------------------------------------------------ messages

    def send(self, message: dict[str, Any]) -> bool:
        return self.channel is not None and self.channel.send(json.dumps(message))

    async def _work(self) -> None:
        while True:
            data = await self.waiting.get()
            if self.channel is not None and self.waiting.qsize() < MAX_WAITING // 2:
                self.channel.resume()
            try:
                await self._handle(data)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - one message's failure is its error, not the connection's
                self.send({"type": "error", "errors": _errors("InternalFailureException", str(exc))})

    async def _handle(self, data: str | bytes) -> None:
        try:
            message = json.loads(data)
        except ValueError:
            self.send({"type": "error", "errors": _errors("MalformedMessage", "The message is not JSON.")})
            return
        if not isinstance(message, dict):
            self.send(
                {"type": "error", "errors": _errors("MalformedMessage", "The message is not an object.")}
            )
            return
        kind = message.get("type")
        if kind == "connection_init":
            self.send({"type": "connection_ack", "connectionTimeoutMs": CONNECTION_TIMEOUT_MS})
            self._keep_alive()
            return
        if kind not in ("subscribe", "unsubscribe", "publish"):
            self.send(
                {
                    "type": "error",
                    "errors": _errors("UnsupportedOperation", f"Unsupported message type {kind!r}."),
                }
            )
            return
        ident = message.get("id")
        if not isinstance(ident, str) or not ident or len(ident) > MAX_ID_CHARS:
            self.send(
                {
                    "type": f"{kind}_error",
                    "errors": _errors("BadRequestException", "A message id is required."),
                }
            )
            return
        if kind == "subscribe":
            await self._subscribe(ident, message)
        elif kind == "unsubscribe":
            self._unsubscribe(ident)
        else:
            await self._publish(ident, message)

    def _keep_alive(self) -> None:
        if self.keep_alive is not None:
            return

        def beat() -> None:
            if self.send({"type": "ka"}):
                self.keep_alive = asyncio.get_running_loop().call_later(KEEP_ALIVE_S, beat)

        self.keep_alive = asyncio.get_running_loop().call_later(0, beat)

    def _api(self) -> Any:
        api = self.state.records.api(self.api_id)
        return api if api is not None and api.events else None

    async def _subscribe(self, ident: str, message: dict[str, Any]) -> None:
        api = self._api()
        held = self.state.live.held_by(self.api_id, self.connection_id)
        refusal: tuple[str, str] | None = None
        if api is None:
            refusal = ("NotFoundException", f"Api {self.api_id} not found.")
        elif any(s.subscription_id == ident for s in held):
            refusal = ("BadRequestException", f"A subscription with id {ident} already exists.")
        elif len(held) >= MAX_SUBSCRIPTIONS_PER_CONNECTION:
            refusal = ("MaxSubscriptionsReachedError", "The connection holds too many subscriptions.")
        if refusal is None:
            channel = message.get("channel")
            signed = header_request(_fields(message), b"")
            try:
                parts = await publishing.admit(
                    self.state, api, channel, signed, bodies_of({"channel": channel})
                )
            except publishing.Refused as refused:
                refusal = (refused.error_type, refused.message)
        if refusal is not None:
            self.send({"type": "subscribe_error", "id": ident, "errors": _errors(*refusal)})
            return
        assert self.channel is not None
        sender = self.channel.send
        self.state.live.add(
            Subscription(self.api_id, self.connection_id, ident, parts, lambda text: sender(text))
        )
        self.send({"type": "subscribe_success", "id": ident})

    def _unsubscribe(self, ident: str) -> None:
        if self.state.live.remove(self.api_id, self.connection_id, ident):
            self.send({"type": "unsubscribe_success", "id": ident})
            return
        errors = _errors("UnknownOperationError", f"Unknown subscription id {ident}.")
        self.send({"type": "unsubscribe_error", "id": ident, "errors": errors})

    async def _publish(self, ident: str, message: dict[str, Any]) -> None:
        api = self._api()
        if api is None:
            errors = _errors("NotFoundException", f"Api {self.api_id} not found.")
            self.send({"type": "publish_error", "id": ident, "errors": errors})
            return
        channel, events = message.get("channel"), message.get("events")
        signed = header_request(_fields(message), b"")
        try:
            published = await publishing.publish(
                self.state, api, channel, events, signed, bodies_of({"channel": channel, "events": events})
            )
        except publishing.Refused as refused:
            errors = _errors(refused.error_type, refused.message)
            self.send({"type": "publish_error", "id": ident, "errors": errors})
            return
        self.send({"type": "publish_success", "id": ident, **published.document()})


def _fields(message: dict[str, Any]) -> dict[str, Any]:
    given = message.get("authorization")
    return dict(given) if isinstance(given, dict) else {}
