"""The HTTP response of a ``RESPONSE_STREAM`` function URL whose function streams its answer.

The body goes out chunked as the function writes it. Its head waits for the function's first bytes: a
response whose Content-Type is ``application/vnd.awslambda.http-integration-response`` (what
``awslambda.HttpResponseStream.from`` sets) opens with a JSON object (``statusCode``, ``headers``,
``cookies``) and 8 NUL bytes, which make the status line and headers; any other answer is a 200 of the
Content-Type the function set (``application/octet-stream`` unless it set one). A function that fails
before its first byte, or whose metadata cannot be read, is answered ``502`` as on a buffered URL; one
that fails or times out later ends the body where it stopped (the head is already sent).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

from labcloud.protocol.wire import WireResponse
from labcloud.runtime.response_stream import PRELUDE_CONTENT_TYPE, PRELUDE_DELIMITER
from labcloud.services.lambda_.url_headers import bad_gateway, response_headers

if TYPE_CHECKING:
    from labcloud.runtime import InvokeResult
    from labcloud.services.lambda_.streamed_invoke import Started

#: The longest metadata prelude read before the answer is refused (502).
MAX_PRELUDE_BYTES = 64 * 1024


async def respond(started: Started[InvokeResult], request_id: str) -> WireResponse:
    stream = started.stream
    headers: list[tuple[str, str]] = [("x-amzn-RequestId", request_id)]
    if stream.content_type.split(";", 1)[0].strip().lower() == PRELUDE_CONTENT_TYPE:
        held = bytearray()
        while (end := held.find(PRELUDE_DELIMITER)) < 0 and len(held) <= MAX_PRELUDE_BYTES:
            data = await stream.read()
            if data is None:
                break
            held += data
        metadata = _metadata(bytes(held[:end])) if end >= 0 else None
        if metadata is None:
            started.stream.abandon()
            return bad_gateway(request_id)
        status, given, cookies = metadata
        content_type = response_headers(given, cookies, headers) or "application/octet-stream"
        first = bytes(held[end + len(PRELUDE_DELIMITER) :])
        return WireResponse(status, b"", headers, content_type, stream=_body(first, started))
    data = await stream.read()
    if data is None and (await started.task).function_error:
        return bad_gateway(request_id)
    return WireResponse(200, b"", headers, stream.content_type, stream=_body(data or b"", started))


def _metadata(raw: bytes) -> tuple[int, dict[Any, Any], list[Any]] | None:
    """The status, headers and cookies of a metadata prelude; None when they are not well formed."""
    try:
        value = json.loads(raw) if raw.strip() else {}
        status = int(value.get("statusCode", 200))
    except (ValueError, TypeError, AttributeError, UnicodeDecodeError):
        return None
    given = value.get("headers") or {}
    cookies = value.get("cookies") or []
    if not 100 <= status <= 599 or not isinstance(given, dict) or not isinstance(cookies, list):
        return None
    return status, given, cookies


async def _body(first: bytes, started: Started[InvokeResult]) -> AsyncIterator[bytes]:
    try:
        if first:
            yield first
        while (data := await started.stream.read()) is not None:
            yield data
    finally:
        started.stream.abandon()
