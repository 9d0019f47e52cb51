"""A streamed function response on its way from a sandbox to the invoke waiting for it.

The Runtime API feeds :class:`ResponseStream` the body of a ``Lambda-Runtime-Function-Response-Mode:
streaming`` answer chunk by chunk (:meth:`put`); the invoke that made it (InvokeWithResponseStream, a
``RESPONSE_STREAM`` function URL) reads those chunks while the function still runs (:meth:`read`). At
most :data:`WINDOW` bytes wait here: past it :meth:`put` waits for the reader, so a slow client slows the
function's writes down (the HTTP connection to the runtime stops being read) instead of filling memory.
A reader that leaves (:meth:`abandon`) makes every later chunk dropped, never waited for; the
invocation still runs to its end, as on AWS.
"""

from __future__ import annotations

import asyncio
from collections import deque

#: Bytes held between the sandbox and the reader before the sandbox's writes wait.
WINDOW = 1024 * 1024
#: The Content-Type of a response whose first bytes are ``HttpResponseStream.from``'s metadata: a JSON
#: object, then :data:`PRELUDE_DELIMITER`.
PRELUDE_CONTENT_TYPE = "application/vnd.awslambda.http-integration-response"
PRELUDE_DELIMITER = b"\x00" * 8


class ResponseStream:
    """One invocation's streamed response: opened by the runtime, read by the invoke, then closed."""

    def __init__(self) -> None:
        self._chunks: deque[bytes] = deque()
        self._buffered = 0
        self._readable: asyncio.Event = asyncio.Event()
        self._writable: asyncio.Event = asyncio.Event()
        self._writable.set()
        #: Set once the runtime began a streamed answer (its Content-Type is then known).
        self.opened: asyncio.Event = asyncio.Event()
        self.content_type = "application/octet-stream"
        #: The function version answering (known once opened).
        self.version = "$LATEST"
        self.closed = False
        self.abandoned = False
        #: Bytes the runtime streamed (those a reader that left never saw included).
        self.streamed = 0

    # -- the sandbox's side --------------------------------------------------------------------

    def open(self, content_type: str | None, version: str) -> None:
        self.version = version
        if content_type:
            self.content_type = content_type
        self.opened.set()

    async def put(self, data: bytes) -> None:
        """Hand one chunk on; waits while :data:`WINDOW` bytes are unread."""
        if not data:
            return
        self.streamed += len(data)
        if self.closed or self.abandoned:
            return
        self._chunks.append(data)
        self._buffered += len(data)
        self._readable.set()
        if self._buffered >= WINDOW:
            self._writable.clear()
            await self._writable.wait()

    def close(self) -> None:
        """No more chunks (the answer ended, failed, or the invocation is over)."""
        self.closed = True
        self._readable.set()
        self._writable.set()

    # -- the reader's side ---------------------------------------------------------------------

    async def read(self) -> bytes | None:
        """The next chunk, or None once the stream is closed and drained."""
        while not self._chunks:
            if self.closed:
                return None
            self._readable.clear()
            await self._readable.wait()
        data = self._chunks.popleft()
        self._buffered -= len(data)
        if self._buffered < WINDOW:
            self._writable.set()
        return data

    def abandon(self) -> None:
        """The reader left: what is held is dropped and later chunks are not kept."""
        self.abandoned = True
        self._chunks.clear()
        self._buffered = 0
        self._writable.set()
