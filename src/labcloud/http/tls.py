"""TLS on the same port as plain HTTP: a connection whose first byte is a TLS handshake record (0x16)
is served through :class:`TlsLayer`.

The layer is an ``ssl.SSLObject`` over two memory BIOs, placed between the socket's transport and the
connection's protocol: it takes the socket's protocol role (``set_protocol``), decrypts what arrives
and hands the plaintext to the HTTP connection, and gives that connection a :class:`TlsTransport`
that encrypts what it writes. The bytes that revealed the handshake are the first bytes fed to it, so
nothing is read twice or lost (``loop.start_tls`` cannot be given bytes already read), and it works the
same on uvloop and on asyncio. A handshake that fails (garbage, an unknown name, a client that leaves)
aborts the connection only.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
from typing import Any

log = logging.getLogger("labcloud.http")

HANDSHAKE = 0x16  # the content type of a TLS handshake record: a ClientHello's first byte
#: Bytes left waiting while a handshake is incomplete (OpenSSL consumes whole records, so a client that
#: follows the protocol leaves at most one partial record of 16 KiB and a little).
MAX_HANDSHAKE_BYTES = 64 * 1024
_READ = 64 * 1024


class TlsLayer(asyncio.Protocol):
    """The socket transport's protocol once a connection speaks TLS; ``inner`` gets the plaintext."""

    def __init__(self, raw: Any, inner: asyncio.Protocol, context: ssl.SSLContext) -> None:
        self.raw = raw
        self.inner = inner
        self._in = ssl.MemoryBIO()
        self._out = ssl.MemoryBIO()
        self.sslobj = context.wrap_bio(self._in, self._out, server_side=True)
        self.handshaken = False
        self.closed = False
        self.transport = TlsTransport(self)

    # -- from the socket ---------------------------------------------------------------

    def data_received(self, data: bytes) -> None:
        if self.closed:
            return
        self._in.write(data)
        if not self.handshaken:
            try:
                self.sslobj.do_handshake()
            except ssl.SSLWantReadError:
                # OpenSSL takes whole records as they come: what it leaves waiting is one partial record,
                # unless a client sends far more than a handshake before completing one
                if self._in.pending > MAX_HANDSHAKE_BYTES:
                    log.debug("TLS handshake refused: over %d bytes waiting", MAX_HANDSHAKE_BYTES)
                    self.closed = True
                    self.raw.abort()
                    return
                self._flush()
                return
            except (ssl.SSLError, ValueError, UnicodeError) as exc:
                log.debug("TLS handshake refused: %s", exc)
                self._flush()  # the alert, when there is one
                self.closed = True
                self.raw.abort()
                return
            self.handshaken = True
        plain: list[bytes] = []
        ended = False
        while True:
            try:
                chunk = self.sslobj.read(_READ)
            except ssl.SSLWantReadError:
                break
            except ssl.SSLZeroReturnError:
                ended = True  # the client's close_notify
                break
            except ssl.SSLError as exc:
                log.debug("TLS record refused: %s", exc)
                self.closed = True
                self.raw.abort()
                return
            if not chunk:
                ended = True
                break
            plain.append(chunk)
        self._flush()  # session tickets, alerts
        if plain:
            self.inner.data_received(plain[0] if len(plain) == 1 else b"".join(plain))
        if ended and not self.closed and not self.eof_received():
            self.close()

    def eof_received(self) -> bool:
        if not self.handshaken:
            return False  # a handshake cut short: close
        return bool(self.inner.eof_received())

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()

    # -- to the socket -----------------------------------------------------------------

    def _flush(self) -> None:
        pending = self._out.read()
        if pending and not self.raw.is_closing():
            self.raw.write(pending)

    def write(self, data: bytes | bytearray | memoryview) -> None:
        if self.closed or not self.handshaken:
            return
        view = memoryview(data)
        try:
            while view:
                written = self.sslobj.write(view)
                view = view[written:]
        except (ssl.SSLError, ValueError) as exc:  # the session is broken: the client cannot be answered
            log.debug("TLS write refused: %s", exc)
            self.closed = True
            self.raw.abort()
            return
        self._flush()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.handshaken:
            try:
                self.sslobj.unwrap()  # close_notify; the client's answer is not waited for
            except (ssl.SSLError, ValueError):
                pass
            self._flush()
        self.raw.close()


class TlsTransport(asyncio.Transport):
    """What the HTTP connection writes to over TLS: the socket transport's interface, encrypted."""

    def __init__(self, layer: TlsLayer) -> None:
        super().__init__()
        self._layer = layer

    def write(self, data: bytes | bytearray | memoryview) -> None:
        self._layer.write(data)

    def close(self) -> None:
        self._layer.close()

    def abort(self) -> None:
        self._layer.closed = True
        self._layer.raw.abort()

    def is_closing(self) -> bool:
        return self._layer.closed or bool(self._layer.raw.is_closing())

    def pause_reading(self) -> None:
        self._layer.raw.pause_reading()

    def resume_reading(self) -> None:
        self._layer.raw.resume_reading()

    def get_write_buffer_size(self) -> int:
        return int(self._layer.raw.get_write_buffer_size())

    def set_write_buffer_limits(self, high: int | None = None, low: int | None = None) -> None:
        self._layer.raw.set_write_buffer_limits(high, low)

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        if name == "ssl_object":
            return self._layer.sslobj
        return self._layer.raw.get_extra_info(name, default)


def upgrade(raw: Any, inner: asyncio.Protocol, context: ssl.SSLContext) -> TlsLayer:
    """Put a TLS layer between ``raw`` and ``inner``: the caller writes to the layer's ``transport``
    from now on and feeds it the bytes it already read."""
    layer = TlsLayer(raw, inner, context)
    raw.set_protocol(layer)
    return layer
