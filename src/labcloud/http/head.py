"""The bytes of a response's head: status line, headers, framing; and the cached ``Date`` value."""

from __future__ import annotations

import time
from http import HTTPStatus

from labcloud.http.dates import from_epoch

_STATUS_LINES: dict[int, bytes] = {
    status.value: f"HTTP/1.1 {status.value} {status.phrase}\r\n".encode("ascii") for status in HTTPStatus
}

CONTINUE = b"HTTP/1.1 100 Continue\r\n\r\n"
LAST_CHUNK = b"0\r\n\r\n"

_date_second = 0
_date_line = ""


class InvalidHeader(ValueError):
    """A response header whose name or value would break the message (CR, LF or NUL in it)."""


def status_line(status: int) -> bytes:
    line = _STATUS_LINES.get(status)
    return line if line is not None else f"HTTP/1.1 {status} \r\n".encode("ascii")


def date_header() -> str:
    """``date: <IMF-fixdate>\\r\\n``, formatted once per second."""
    global _date_second, _date_line
    now = int(time.time())
    if now != _date_second:
        _date_second = now
        _date_line = f"date: {from_epoch(now)}\r\n"
    return _date_line


def _checked(text: str) -> str:
    if "\r" in text or "\n" in text or "\0" in text:
        raise InvalidHeader(repr(text))
    return text


def encode_head(
    status: int,
    content_type: str,
    headers: list[tuple[str, str]],
    *,
    length: int | None,
    chunked: bool,
    close: bool,
) -> bytes:
    """The response head; ``length`` adds ``content-length`` (None: the headers carry it, or none is sent)."""
    lines = [date_header(), "content-type: ", _checked(content_type), "\r\n"]
    if length is not None:
        lines.append(f"content-length: {length}\r\n")
    elif chunked:
        lines.append("transfer-encoding: chunked\r\n")
    for name, value in headers:
        lines += (_checked(name), ": ", _checked(value), "\r\n")
    if close:
        lines.append("connection: close\r\n")
    lines.append("\r\n")
    text = "".join(lines)
    try:
        encoded = text.encode("latin-1")  # request header values arrive decoded as latin-1: same bytes back
    except UnicodeEncodeError:
        encoded = text.encode("utf-8")
    return status_line(status) + encoded


def chunk(data: bytes) -> bytes:
    return b"%x\r\n%s\r\n" % (len(data), data)


def plain_response(status: int, text: str) -> bytes:
    body = text.encode("utf-8")
    return (
        status_line(status)
        + (
            f"{date_header()}content-type: text/plain; charset=utf-8\r\n"
            f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
        ).encode("ascii")
        + body
    )
