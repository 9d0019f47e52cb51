"""What a function's answer may put in the head of its URL's HTTP response: its headers and cookies (what
HTTP cannot carry is dropped, never sent broken), and the ``502`` of an answer that cannot be one."""

from __future__ import annotations

import re
from typing import Any

from labcloud.protocol.wire import WireResponse

_DROPPED_RESPONSE_HEADERS = {"content-length", "transfer-encoding", "connection"}
_HEADER_NAME = re.compile(r"^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$")


def response_headers(given: dict[Any, Any], cookies: list[Any], headers: list[tuple[str, str]]) -> str | None:
    """Add a function's response headers and cookies to ``headers``; its Content-Type, if it gave one."""
    content_type = None
    for name, header_value in given.items():
        name, text = str(name), _header_text(header_value)
        lowered = name.lower()
        if not _HEADER_NAME.match(name) or not _valid_value(text):
            continue  # what HTTP cannot carry is dropped rather than breaking the response
        if lowered == "content-type":
            content_type = text
        elif lowered not in _DROPPED_RESPONSE_HEADERS:
            headers.append((name, text))
    for cookie in cookies:
        if _valid_value(str(cookie)):
            headers.append(("set-cookie", str(cookie)))
    return content_type


def _header_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _valid_value(text: str) -> bool:
    try:
        text.encode("latin-1")
    except UnicodeEncodeError:
        return False
    return "\r" not in text and "\n" not in text and "\x00" not in text


def bad_gateway(request_id: str) -> WireResponse:
    return WireResponse(502, b"Internal Server Error", [("x-amzn-RequestId", request_id)], "application/json")
