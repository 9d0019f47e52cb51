"""TLS on the same port as plain HTTP: a connection whose first byte is a TLS handshake record (0x16)
is served through :class:`TlsLayer`.

The layer is an ``ssl.SSLObject`` over two memory BIOs, placed between the socket's transport and the
connection's protocol: it takes the socket's protocol role (``set_protocol``), decrypts what arrives
and hands the plaintext to the HTTP connection, and gives that connection a :class:`TlsTransport`
that encrypts what it writes. The bytes that revealed the handshake are the first bytes fed to it, so
nothing is read twice or lost (``loop.start_tls`` cannot be given bytes already read), and it works the
same on uvloop and on asyncio. A handshake that fails (garbage, an unknown name, a client that leaves)
aborts the connection only.

A context's SNI callback can switch the server certificate but not whether a client certificate is asked
for (OpenSSL keeps the first context's verify mode). So when the context has a ``preselect`` (the
authority's: custom domain names with mutual TLS), the layer first reads the whole first record, takes
the name from the ClientHello (:func:`server_name`) and starts the handshake with the context it is given
for that name; without one it starts with ``context`` as before.
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
_RECORD_HEADER = 5


def server_name(record: bytes) -> str | None:
    """The host name a ClientHello asks for (its ``server_name`` extension), from a TLS record holding
    the whole ClientHello; None when there is none or the bytes are not such a record."""
    try:
        if record[0] != HANDSHAKE or record[_RECORD_HEADER] != 1:  # a handshake record, a ClientHello
            return None
        end = _RECORD_HEADER + int.from_bytes(record[3:5], "big")
        at = _RECORD_HEADER + 4 + 2 + 32  # the handshake header, client_version, random
        at += 1 + record[at]  # session id
        at += 2 + int.from_bytes(record[at : at + 2], "big")  # cipher suites
        at += 1 + record[at]  # compression methods
        stop = min(end, at + 2 + int.from_bytes(record[at : at + 2], "big"))
        at += 2
        while at + 4 <= stop:
            kind, size = (
                int.from_bytes(record[at : at + 2], "big"),
                int.from_bytes(record[at + 2 : at + 4], "big"),
            )
            at += 4
            if kind == 0:  # server_name: a list of (type, name); type 0 is a host name
                inner = at + 2
                while inner + 3 <= at + size:
                    length = int.from_bytes(record[inner + 1 : inner + 3], "big")
                    if record[inner] == 0:
                        if not length or inner + 3 + length > min(at + size, len(record)):
                            return None  # cut short
                        return record[inner + 3 : inner + 3 + length].decode("ascii")
                    inner += 3 + length
                return None
            at += size
    except (IndexError, UnicodeDecodeError):
        return None
    return None


class TlsLayer(asyncio.Protocol):
    """The socket transport's protocol once a connection speaks TLS; ``inner`` gets the plaintext."""

    def __init__(self, raw: Any, inner: asyncio.Protocol, context: ssl.SSLContext) -> None:
        self.raw = raw
        self.inner = inner
        self._in = ssl.MemoryBIO()
        self._out = ssl.MemoryBIO()
        self._context = context
        #: The first record, while it is read (only when ``context`` has a ``preselect``).
        self._hello: bytearray | None = bytearray() if getattr(context, "preselect", None) else None
        self.sslobj: ssl.SSLObject | None = (
            None if self._hello is not None else context.wrap_bio(self._in, self._out, server_side=True)
        )
        self.handshaken = False
        self.closed = False
        self.transport = TlsTransport(self)

    # -- from the socket ---------------------------------------------------------------

    def _begin(self, data: bytes) -> bool:
        """Read the first record whole, then make the session with the context chosen for its name;
        False while more bytes are needed (or when the connection was aborted)."""
        assert self._hello is not None
        self._hello += data
        if len(self._hello) < _RECORD_HEADER:
            return False
        size = _RECORD_HEADER + int.from_bytes(self._hello[3:5], "big")
        if size > MAX_HANDSHAKE_BYTES:
            self.closed = True
            self.raw.abort()
            return False
        if len(self._hello) < size:
            return False
        first, self._hello = bytes(self._hello), None
        name = server_name(first)
        preselect = getattr(self._context, "preselect", None)
        chosen = preselect(name) if name and preselect is not None else None
        self.sslobj = (chosen or self._context).wrap_bio(self._in, self._out, server_side=True)
        self._in.write(first)
        return True

    def data_received(self, data: bytes) -> None:
        if self.closed:
            return
        if self._hello is not None:
            if not self._begin(data):
                return
        else:
            self._in.write(data)
        assert self.sslobj is not None
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
        if self.closed or not self.handshaken or self.sslobj is None:
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
        if self.handshaken and self.sslobj is not None:
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
