"""The response of a streaming Lambda proxy integration (``responseTransferMode: STREAM``).

API Gateway invokes the function with InvokeWithResponseStream and reads its answer as AWS documents it:
a JSON metadata object (``statusCode``, ``headers``, ``multiValueHeaders``, ``cookies``; what
``awslambda.HttpResponseStream.from`` writes), 8 NUL bytes, then the payload, sent on to the client chunk
by chunk as the function writes it. The metadata must be complete within the first 16 KiB; an answer
without it, with unreadable metadata, or a function error before it, is the gateway's ``502 Internal server
error`` (as a malformed buffered proxy answer is); an error after it ends the body where it stopped.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from typing import Any

from labcloud.protocol.wire import WireResponse
from labcloud.services.apigateway import proxy_event

DELIMITER = b"\x00" * 8
#: Where the metadata and its delimiter must end, at most (AWS's 16 KB).
MAX_METADATA_BYTES = 16 * 1024


async def respond(events: AsyncIterator[Any], failed: Callable[[], WireResponse]) -> WireResponse:
    """The client's response: its head from the metadata, its body the rest of the stream."""
    stream = aiter(events)
    held = bytearray()
    while (end := held.find(DELIMITER)) < 0:
        payload = await _next_payload(stream) if len(held) <= MAX_METADATA_BYTES else None
        if payload is None:
            await _close(stream)
            return failed()
        held += payload
    try:
        status, headers, content_type = _metadata(bytes(held[:end]))
    except (proxy_event.Malformed, ValueError):
        await _close(stream)
        return failed()
    return WireResponse(status, b"", headers, content_type, stream=_body(bytes(held[end + 8 :]), stream))


def _metadata(raw: bytes) -> tuple[int, list[tuple[str, str]], str]:
    value = json.loads(raw) if raw.strip() else {}
    if not isinstance(value, dict):
        raise proxy_event.Malformed("metadata is not an object")
    cookies = value.pop("cookies", None) or []
    if not isinstance(cookies, list):
        raise proxy_event.Malformed("cookies")
    value.setdefault("statusCode", 200)
    answer = proxy_event.answer(json.dumps(value).encode())
    content_type = "application/json"
    headers: list[tuple[str, str]] = []
    for name, text in answer.headers:
        if name.lower() == "content-type":
            content_type = text
        elif name.lower() not in ("content-length", "transfer-encoding", "connection"):
            headers.append((name, text))
    headers.extend(("Set-Cookie", str(cookie)) for cookie in cookies)
    return answer.status, headers, content_type


async def _next_payload(stream: AsyncIterator[Any]) -> bytes | None:
    """The next chunk of the function's answer; None at its end (InvokeComplete, whether it failed or not)."""
    item = await anext(stream, None)
    if item is None:
        return None
    kind, name, body = item
    if kind == "event" and name == "PayloadChunk":
        return bytes(body.get("Payload") or b"")
    return None


async def _body(first: bytes, stream: AsyncIterator[Any]) -> AsyncIterator[bytes]:
    try:
        if first:
            yield first
        while (payload := await _next_payload(stream)) is not None:
            if payload:
                yield payload
    finally:
        await _close(stream)


async def _close(stream: AsyncIterator[Any]) -> None:
    aclose = getattr(stream, "aclose", None)
    if aclose is not None:
        await aclose()
