"""Request bodies read as they arrive (S3 uploads), including SigV4's ``aws-chunked`` encoding.

A :class:`RequestBody` is what a provider gets for a streaming blob member (``PutObject.Body``):
an async iterator of payload bytes that never holds more than one network chunk. When the
client sent ``Content-Encoding: aws-chunked`` (``x-amz-content-sha256`` of
``STREAMING-UNSIGNED-PAYLOAD-TRAILER``, ``STREAMING-AWS4-HMAC-SHA256-PAYLOAD[-TRAILER]``), the
chunk framing is removed here and the trailing headers (``x-amz-checksum-crc32:...``) are
collected in :attr:`RequestBody.trailers` once the body has been read to its end.
"""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator

from labcloud.digits import is_digits
from labcloud.errors import AwsError

#: Longest chunk-size or trailer line accepted (a size, a signature extension, a checksum header).
MAX_LINE = 4096
#: Trailer lines accepted after the last chunk.
MAX_TRAILERS = 16


def incomplete_body() -> AwsError:
    return AwsError(
        "IncompleteBody",
        "You did not provide the number of bytes specified by the Content-Length HTTP header.",
        status=400,
    )


def bad_chunk(detail: str) -> AwsError:
    return AwsError("InvalidRequest", f"The aws-chunked body is malformed: {detail}", status=400)


def is_aws_chunked(headers: dict[str, str]) -> bool:
    encoding = headers.get("content-encoding", "")
    sha = headers.get("x-amz-content-sha256", "")
    return "aws-chunked" in [part.strip() for part in encoding.split(",")] or sha.startswith("STREAMING-")


async def _once(data: bytes) -> AsyncIterator[bytes]:
    if data:
        yield data


class RequestBody:
    """The payload of a request, read once, chunk by chunk."""

    def __init__(self, source: AsyncIterable[bytes], *, length: int | None, chunked: bool = False) -> None:
        self._source = source
        #: The payload size the client declared (``x-amz-decoded-content-length`` when chunked).
        self.length = length
        self.chunked = chunked
        self.trailers: dict[str, str] = {}
        self.consumed = False
        self._bytes_read = 0

    @classmethod
    def from_bytes(cls, data: bytes) -> RequestBody:
        return cls(_once(data), length=len(data))

    @classmethod
    def from_request(cls, headers: dict[str, str], source: AsyncIterable[bytes]) -> RequestBody:
        chunked = is_aws_chunked(headers)
        declared = headers.get("x-amz-decoded-content-length") if chunked else headers.get("content-length")
        length = int(declared) if declared is not None and is_digits(declared) else None
        return cls(source, length=length, chunked=chunked)

    def __aiter__(self) -> AsyncIterator[bytes]:
        return self._chunks()

    async def _chunks(self) -> AsyncIterator[bytes]:
        if self.consumed:
            raise RuntimeError("a request body can be read once")
        self.consumed = True
        inner = self._decode() if self.chunked else self._source
        async for chunk in inner:
            self._bytes_read += len(chunk)
            if self.length is not None and self._bytes_read > self.length:
                raise AwsError(
                    "IncompleteBody", "The request body is longer than its declared length.", status=400
                )
            yield chunk
        if self.length is not None and self._bytes_read != self.length:
            raise incomplete_body()

    async def read(self, limit: int) -> bytes:
        """The whole payload, refusing more than ``limit`` bytes."""
        parts: list[bytes] = []
        size = 0
        async for chunk in self:
            size += len(chunk)
            if size > limit:
                raise AwsError(
                    "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size", status=400
                )
            parts.append(chunk)
        return b"".join(parts)

    async def _decode(self) -> AsyncIterator[bytes]:
        """Strip ``aws-chunked`` framing: ``SIZE[;chunk-signature=…]\\r\\nDATA\\r\\n`` … ``0\\r\\n`` trailers ``\\r\\n``."""
        source = self._source.__aiter__()
        buffer = bytearray()
        ended = False

        async def fill() -> None:
            nonlocal ended
            if ended:
                raise incomplete_body()
            try:
                buffer.extend(await source.__anext__())
            except StopAsyncIteration:
                ended = True
                raise incomplete_body() from None

        async def line() -> bytes:
            while True:
                at = buffer.find(b"\r\n")
                if at >= 0:
                    text = bytes(buffer[:at])
                    del buffer[: at + 2]
                    return text
                if len(buffer) > MAX_LINE:
                    raise bad_chunk("a chunk header or trailer line is too long")
                await fill()

        while True:
            header = await line()
            size_text = header.split(b";", 1)[0].strip()
            try:
                size = int(size_text, 16)
            except ValueError:
                raise bad_chunk(f"bad chunk size {size_text[:32]!r}") from None
            if size < 0:
                raise bad_chunk("negative chunk size")
            if size == 0:
                break
            remaining = size
            while remaining:
                if not buffer:
                    await fill()
                take = min(remaining, len(buffer))
                yield bytes(buffer[:take])
                del buffer[:take]
                remaining -= take
            while len(buffer) < 2:
                await fill()
            if buffer[:2] != b"\r\n":
                raise bad_chunk("chunk data is not followed by CRLF")
            del buffer[:2]
        for _ in range(MAX_TRAILERS + 1):
            if not buffer and ended:
                return  # no trailer section at all (a plain signed-chunk body may end here)
            try:
                text = await line()
            except AwsError:
                if not buffer:
                    return
                raise
            if not text:
                return
            name, colon, value = text.partition(b":")
            if not colon:
                raise bad_chunk("a trailer line has no ':'")
            self.trailers[name.strip().lower().decode("latin-1")] = value.strip().decode("latin-1")
        raise bad_chunk("too many trailer lines")


async def buffer_body(stream: AsyncIterable[bytes], limit: int) -> bytes:
    """Read a small streamed request body whole (S3's XML documents), refusing more than ``limit`` bytes."""
    parts: list[bytes] = []
    size = 0
    async for chunk in stream:
        size += len(chunk)
        if size > limit:
            raise AwsError("MaxMessageLengthExceeded", "Your request was too big.", status=400)
        parts.append(chunk)
    return b"".join(parts)
