"""What the app hands the HTTP server to accept a WebSocket upgrade (RFC 6455), and the handshake's
header checks. The app decides (API Gateway's ``$connect``); the server (``http/websocket.py``) owns
the framing. A :class:`Handler` is told of the open channel, each whole message and the close; a
:class:`Channel` sends messages and closes. Both run on the event loop and never block it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

#: AWS's WebSocket API limits: a message (128 KB), a frame (32 KB), idle (10 min), lifetime (2 h).
MAX_MESSAGE_BYTES = 128 * 1024
MAX_FRAME_BYTES = 32 * 1024
IDLE_TIMEOUT = 600.0
MAX_LIFETIME = 7200.0


class Channel(Protocol):
    """One open WebSocket, as the handler sees it."""

    @property
    def open(self) -> bool: ...

    def send(self, data: str | bytes) -> bool:
        """Send one message (text for ``str``); False once the channel is closed."""
        ...

    def close(self, code: int = 1000, reason: str = "") -> None: ...

    def pause(self) -> None:
        """Stop reading from the client (too many messages wait for their routes)."""
        ...

    def resume(self) -> None: ...


class Handler(Protocol):
    """The app's side of one WebSocket."""

    def opened(self, channel: Channel) -> None: ...

    def received(self, data: str | bytes) -> None:
        """One whole message (never called after ``closed``)."""
        ...

    def closed(self, code: int, reason: str) -> None:
        """The channel closed (the client, :meth:`Channel.close`, a limit or the server stopping); once."""
        ...


@dataclass(slots=True)
class WebSocketAccept:
    """A ``101`` answer: the server completes the handshake and hands the connection to ``handler``."""

    handler: Handler
    subprotocol: str | None = None
    max_message_bytes: int = MAX_MESSAGE_BYTES
    max_frame_bytes: int = MAX_FRAME_BYTES
    idle_timeout: float = IDLE_TIMEOUT
    max_lifetime: float = MAX_LIFETIME


def is_upgrade(headers: dict[str, str]) -> bool:
    """Whether a request asks to switch to WebSocket (``Upgrade: websocket``)."""
    return headers.get("upgrade", "").strip().lower() == "websocket"


def handshake_problem(method: str, headers: dict[str, str]) -> str | None:
    """Why an upgrade request is not a valid opening handshake (RFC 6455 4.2.1), or None."""
    if method != "GET":
        return "A WebSocket handshake is a GET request."
    if "upgrade" not in {t.strip().lower() for t in headers.get("connection", "").split(",")}:
        return "A WebSocket handshake needs Connection: Upgrade."
    if headers.get("sec-websocket-version", "").strip() != "13":
        return "Only WebSocket version 13 is supported."
    if not headers.get("sec-websocket-key", "").strip():
        return "A WebSocket handshake needs Sec-WebSocket-Key."
    return None


def offered_subprotocols(headers: dict[str, str]) -> list[str]:
    return [p.strip() for p in headers.get("sec-websocket-protocol", "").split(",") if p.strip()]
