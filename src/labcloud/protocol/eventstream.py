"""The ``application/vnd.amazon.eventstream`` framing AWS uses for streamed operation output.

Each message is a prelude (total length, headers length, CRC32 of those eight bytes), the headers
(name length, name, type 7 = string, value length, value), the payload, and a CRC32 of all the
preceding bytes; integers are big-endian. botocore's ``EventStream`` parses exactly this.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import AsyncIterator, Callable
from typing import Any

_STRING = 7

#: What a provider yields on an event stream: ("event", member name, payload) or
#: ("exception", exception shape name, payload).
StreamItem = tuple[str, str, dict[str, Any]]


def encode_message(headers: dict[str, str], payload: bytes) -> bytes:
    encoded = b"".join(
        struct.pack(">B", len(name.encode()))
        + name.encode()
        + struct.pack(">BH", _STRING, len(value.encode()))
        + value.encode()
        for name, value in headers.items()
    )
    total = 12 + len(encoded) + len(payload) + 4
    prelude = struct.pack(">II", total, len(encoded))
    prelude += struct.pack(">I", zlib.crc32(prelude))
    message = prelude + encoded + payload
    return message + struct.pack(">I", zlib.crc32(message))


def event_message(event_type: str, payload: bytes, content_type: str = "application/json") -> bytes:
    return encode_message(
        {":message-type": "event", ":event-type": event_type, ":content-type": content_type}, payload
    )


def exception_message(exception_type: str, payload: bytes) -> bytes:
    return encode_message(
        {
            ":message-type": "exception",
            ":exception-type": exception_type,
            ":content-type": "application/json",
        },
        payload,
    )


async def encode_stream(
    items: AsyncIterator[StreamItem], encode_payload: Callable[[str, dict[str, Any]], bytes]
) -> AsyncIterator[bytes]:
    """Frame a provider's stream items; closing this closes the provider's stream too.

    The json protocol opens the stream with an ``initial-response`` event carrying the output's
    other members (none for StartLiveTail), which botocore reads before the first real event.
    """
    try:
        yield event_message("initial-response", b"{}")
        async for kind, name, payload in items:
            body = encode_payload(name, payload)
            yield event_message(name, body) if kind == "event" else exception_message(name, body)
    finally:
        aclose = getattr(items, "aclose", None)
        if aclose is not None:
            await aclose()


async def encode_events(
    items: AsyncIterator[StreamItem], encode_payload: Callable[[str, dict[str, Any]], tuple[bytes, str]]
) -> AsyncIterator[bytes]:
    """Frame a provider's stream items for a rest protocol (Lambda's InvokeWithResponseStream): no
    ``initial-response`` (the output's other members travel in HTTP headers), and each event's
    ``:content-type`` is what ``encode_payload`` says (raw bytes for a blob event payload)."""
    try:
        async for kind, name, payload in items:
            body, content_type = encode_payload(name, payload)
            yield (
                event_message(name, body, content_type) if kind == "event" else exception_message(name, body)
            )
    finally:
        aclose = getattr(items, "aclose", None)
        if aclose is not None:
            await aclose()
