"""A raw-socket HTTP/1.1 client for the conformance suite: it sends exactly the bytes a test gives
and reads responses off the wire itself (status line, headers, a body framed by Content-Length or
chunked, none for HEAD, 1xx and 204/304), so nothing in between tidies either side up."""

from __future__ import annotations

import socket
from dataclasses import dataclass, field

#: How long any single read may wait: a test that waits longer has found a hang.
READ_TIMEOUT = 15.0


#: A SigV4 Authorization header naming a service (labcloud does not verify signatures by default).
def sigv4(service: str) -> bytes:
    return (
        f"Authorization: AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/{service}/aws4_request, "
        "SignedHeaders=host, Signature=00\r\n"
    ).encode()


@dataclass
class Response:
    status: int
    reason: str
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""
    trailers: list[tuple[str, str]] = field(default_factory=list)

    def header(self, name: str) -> str | None:
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value
        return None


class RawClient:
    """One TCP connection to the server."""

    def __init__(self, port: int, timeout: float = READ_TIMEOUT) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.buffer = b""

    def __enter__(self) -> RawClient:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.sock.close()

    def send(self, data: bytes) -> None:
        self.sock.sendall(data)

    def shutdown_write(self) -> None:
        self.sock.shutdown(socket.SHUT_WR)

    def _fill(self) -> bool:
        data = self.sock.recv(65536)
        if not data:
            return False
        self.buffer += data
        return True

    def _line(self) -> bytes:
        while b"\r\n" not in self.buffer:
            if not self._fill():
                raise ConnectionError(f"the server closed mid-line: {self.buffer[:200]!r}")
        line, self.buffer = self.buffer.split(b"\r\n", 1)
        return line

    def _exactly(self, size: int) -> bytes:
        while len(self.buffer) < size:
            if not self._fill():
                raise ConnectionError(f"the server closed after {len(self.buffer)} of {size} body bytes")
        data, self.buffer = self.buffer[:size], self.buffer[size:]
        return data

    def _fields(self) -> list[tuple[str, str]]:
        fields = []
        while True:
            line = self._line()
            if not line:
                return fields
            name, _, value = line.decode("latin-1").partition(":")
            fields.append((name.strip(), value.strip()))

    def read_response(self, *, head_only: bool = False, interim: bool = False) -> Response:
        """The next response; 1xx interim responses are skipped unless ``interim``."""
        while True:
            status_line = self._line().decode("latin-1")
            version, status, *reason = status_line.split(" ", 2)
            assert version == "HTTP/1.1", status_line
            response = Response(int(status), reason[0] if reason else "", self._fields())
            if 100 <= response.status < 200:
                if interim:
                    return response
                continue
            break
        if head_only or response.status in (204, 304):
            return response
        coding = (response.header("transfer-encoding") or "").lower()
        if coding == "chunked":
            parts = []
            while True:
                size = int(self._line().split(b";")[0], 16)
                if size == 0:
                    response.trailers = self._fields()
                    break
                parts.append(self._exactly(size))
                assert self._line() == b""
            response.body = b"".join(parts)
        elif response.header("content-length") is not None:
            response.body = self._exactly(int(response.header("content-length") or 0))
        else:
            while self._fill():
                pass
            response.body, self.buffer = self.buffer, b""
        return response

    def read_some(self, size: int) -> bytes:
        """Up to ``size`` raw bytes (what has arrived first)."""
        while len(self.buffer) < size and self._fill():
            pass
        data, self.buffer = self.buffer[:size], self.buffer[size:]
        return data

    def at_eof(self) -> bool:
        """True when the server has closed the connection (nothing more, then end of stream)."""
        if self.buffer:
            return False
        try:
            return self.sock.recv(1) == b""
        except ConnectionResetError:
            return True
