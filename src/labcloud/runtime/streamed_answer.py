"""Reading one streamed answer of a runtime (``Lambda-Runtime-Function-Response-Mode: streaming``).

The body is relayed chunk by chunk to the invoke's :class:`ResponseStream` as it arrives, or kept whole
when no one streams it (a plain Invoke of a streaming function: the answer is then a buffered one, under
the buffered limit). Past the streamed limit nothing more is relayed: the rest is read and dropped and
the invocation fails with ``Function.ResponseSizeTooLarge``, as AWS ends a response that grew too large.
A function error raised mid-stream arrives in the trailers: ``Lambda-Runtime-Function-Error-Type`` and
``Lambda-Runtime-Function-Error-Body`` (the base64 of the error's JSON, as AWS's Node.js runtime sends it).
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass

from labcloud.http.body import IncomingBody
from labcloud.runtime.response_stream import ResponseStream

ERROR_TYPE_TRAILER = "lambda-runtime-function-error-type"
ERROR_BODY_TRAILER = "lambda-runtime-function-error-body"


@dataclass
class StreamedAnswer:
    """What a streamed answer came to once its body ended."""

    #: The whole body when it was kept (no stream to relay to), else empty.
    kept: bytes
    total: int
    too_large: bool
    #: The function error the trailers reported (its type and its JSON), if any.
    error_type: str | None = None
    error_body: bytes = b""


async def relay(
    body: IncomingBody, sink: ResponseStream | None, *, stream_limit: int, keep_limit: int
) -> StreamedAnswer:
    """Read ``body`` to its end: into ``sink`` (up to ``stream_limit`` bytes) or kept (up to ``keep_limit``).
    Raises what the body raises when the runtime goes away mid-body."""
    limit = stream_limit if sink is not None else keep_limit
    kept = bytearray()
    total = 0
    async for data in body:
        room = limit - total
        total += len(data)
        if room <= 0:
            continue
        part = data if len(data) <= room else data[:room]
        if sink is not None:
            await sink.put(part)
        else:
            kept += part
    answer = StreamedAnswer(bytes(kept) if sink is None else b"", total, total > limit)
    trailers = dict(body.trailers)
    error_type = trailers.get(ERROR_TYPE_TRAILER)
    if error_type:
        answer.error_type = error_type
        answer.error_body = _error_body(trailers.get(ERROR_BODY_TRAILER, ""), error_type)
    return answer


def _error_body(encoded: str, error_type: str) -> bytes:
    """The error's JSON from its trailer; one made of the type alone when the trailer is missing or unreadable."""
    try:
        decoded = base64.b64decode(encoded, validate=True)
        if isinstance(json.loads(decoded), dict):
            return decoded
    except (binascii.Error, ValueError, UnicodeDecodeError):
        pass
    return json.dumps({"errorType": error_type, "errorMessage": ""}).encode()
