"""One upgraded connection speaking WebSocket: wsproto (a sans-IO RFC 6455 implementation) frames and
unframes, this module moves bytes between it and the transport and enforces the limits.

Partial frames arrive as wsproto produces them, so a frame over ``max_frame_bytes`` or a message over
``max_message_bytes`` is cut off while it arrives (close 1009, nothing more is buffered); pings are
answered; a client's close is echoed. The listener's sweep calls :meth:`WebSocketSession.check`: a
channel idle (nothing received or sent) past ``idle_timeout``, or open past ``max_lifetime``, is
closed with 1001 (messages either way count as activity, control frames do not). Everything runs on the event loop: no call here blocks."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from wsproto import ConnectionType, WSConnection
from wsproto.connection import ConnectionState
from wsproto.events import (
    AcceptConnection,
    BytesMessage,
    CloseConnection,
    Ping,
    Request,
    TextMessage,
)
from wsproto.utilities import LocalProtocolError, RemoteProtocolError

from labcloud.protocol.websocket import WebSocketAccept
from labcloud.protocol.wire import WireRequest

log = logging.getLogger("labcloud.http")

#: Bytes queued for a client that does not read, before its channel is closed (1008).
MAX_UNSENT_BYTES = 4 * 1024 * 1024


class WebSocketSession:
    """Implements ``protocol.websocket.Channel`` over one transport."""

    def __init__(
        self, transport: Any, accept: WebSocketAccept, request: WireRequest, loop: asyncio.AbstractEventLoop
    ) -> None:
        self.transport = transport
        self.loop = loop
        now = loop.time()
        self.accept = accept
        self.handler = accept.handler
        self.opened_at = now
        self.last_active = now
        self.paused = False
        self._ended = False
        self._parts: list[str] | list[bytes] = []
        self._message_bytes = 0
        self._frame_bytes = 0
        self.ws = WSConnection(ConnectionType.SERVER)
        target = request.raw_path or request.path
        if request.query_string:
            target += "?" + request.query_string
        headers = [(k.encode("latin-1"), v.encode("latin-1")) for k, v in request.headers.items()]
        self.ws.initiate_upgrade_connection(headers, target)
        for _request in self.ws.events():  # the Request event of the handshake already answered
            assert isinstance(_request, Request)
        transport.write(self.ws.send(AcceptConnection(subprotocol=accept.subprotocol)))
        self.handler.opened(self)

    # ------------------------------------------------------------------ Channel

    @property
    def open(self) -> bool:
        return not self._ended and self.ws.state is ConnectionState.OPEN

    def send(self, data: str | bytes) -> bool:
        if not self.open:
            return False
        if self.transport.get_write_buffer_size() > MAX_UNSENT_BYTES:
            self.close(1008, "Client is not reading")
            return False
        event = TextMessage(data=data) if isinstance(data, str) else BytesMessage(data=data)
        self.transport.write(self.ws.send(event))
        self.last_active = self._now()
        return True

    def close(self, code: int = 1000, reason: str = "") -> None:
        if self._ended:
            return
        if self.ws.state is ConnectionState.OPEN:
            try:
                self.transport.write(self.ws.send(CloseConnection(code=code, reason=reason)))
            except LocalProtocolError:  # pragma: no cover - the state was checked
                pass
        self._end(code, reason)
        self.transport.close()

    def pause(self) -> None:
        if not self.paused and not self._ended:
            self.paused = True
            self.transport.pause_reading()

    def resume(self) -> None:
        if self.paused and not self._ended:
            self.paused = False
            self.transport.resume_reading()

    # ------------------------------------------------------------------ from the connection

    def feed(self, data: bytes) -> None:
        if self._ended:
            return
        try:
            self.ws.receive_data(data)
            for event in self.ws.events():
                if self._ended:
                    return
                if isinstance(event, (TextMessage, BytesMessage)):
                    self._take(event)
                elif isinstance(event, Ping):
                    self.transport.write(self.ws.send(event.response()))
                elif isinstance(event, CloseConnection):
                    if self.ws.state is ConnectionState.REMOTE_CLOSING:
                        self.transport.write(self.ws.send(event.response()))
                    self._end(event.code, event.reason or "")
                    self.transport.close()
        except RemoteProtocolError as exc:
            self.close(int(exc.event_hint.code) if isinstance(exc.event_hint, CloseConnection) else 1002, "")

    def _take(self, event: TextMessage | BytesMessage) -> None:
        data = event.data
        size = len(data.encode("utf-8")) if isinstance(data, str) else len(data)
        self._frame_bytes += size
        self._message_bytes += size
        if (
            self._frame_bytes > self.accept.max_frame_bytes
            or self._message_bytes > self.accept.max_message_bytes
        ):
            self._parts = []
            self.close(1009, "Message too big")
            return
        self._parts.append(data)  # type: ignore[arg-type]
        if event.frame_finished:
            self._frame_bytes = 0
        if event.message_finished:
            self.last_active = self._now()  # messages count as activity; pings do not (as on AWS)
            parts, self._parts, self._message_bytes = self._parts, [], 0
            whole: str | bytes = "".join(parts) if isinstance(data, str) else b"".join(parts)  # type: ignore[arg-type]
            self.handler.received(whole)

    def lost(self) -> None:
        """The transport closed under the channel."""
        self._end(1006, "")

    def check(self, now: float) -> None:
        if self._ended:
            return
        if now - self.last_active > self.accept.idle_timeout:
            self.close(1001, "Going away")
        elif now - self.opened_at > self.accept.max_lifetime:
            self.close(1001, "Going away")

    def _end(self, code: int, reason: str) -> None:
        if self._ended:
            return
        self._ended = True
        try:
            self.handler.closed(code, reason)
        except Exception:  # noqa: BLE001 - the handler's failure never breaks the server
            log.exception("a WebSocket close handler failed")

    def _now(self) -> float:
        return self.loop.time()
