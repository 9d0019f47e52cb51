"""A request body handed to the operation while it still arrives (S3 uploads).

The connection feeds chunks in as the parser yields them and the operation reads them with
``async for``. At most :data:`HIGH_WATER` bytes wait here: above it the connection stops reading
the socket until the operation has caught up. ``Expect: 100-continue`` is answered when the
operation first asks for data (an error answered before that never invites the body). A client
that goes away mid-body is an ``IncompleteBody`` error for the reader. A chunked body's first trailer
fields are kept (:attr:`IncomingBody.trailers`).
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import AsyncIterator, Callable

from labcloud.protocol.streaming_body import incomplete_body

HIGH_WATER = 256 * 1024


class IncomingBody:
    """The unread rest of one request's body; ``finished`` once its last byte was received."""

    def __init__(self, on_first_read: Callable[[], None], on_drained: Callable[[], None]) -> None:
        self._chunks: deque[bytes] = deque()
        self._waiter: asyncio.Future[None] | None = None
        self._on_first_read: Callable[[], None] | None = on_first_read
        self._on_drained = on_drained
        self.buffered = 0
        #: The whole body has arrived (the parser saw the end of the message).
        self.finished = False
        self.lost = False
        #: The chunked body's trailer fields (names lower-cased), complete once ``finished``.
        self.trailers: list[tuple[str, str]] = []

    # fed by the connection

    def feed(self, data: bytes) -> None:
        self._chunks.append(data)
        self.buffered += len(data)
        self._wake()

    def finish(self) -> None:
        self.finished = True
        self._wake()

    def lose(self) -> None:
        self.lost = True
        self._wake()

    def _wake(self) -> None:
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    # read by the operation

    def __aiter__(self) -> AsyncIterator[bytes]:
        return self._read()

    async def _read(self) -> AsyncIterator[bytes]:
        while True:
            if self._chunks:
                data = self._chunks.popleft()
                self.buffered -= len(data)
                if self.buffered < HIGH_WATER:
                    self._on_drained()
                yield data
                continue
            if self.finished:
                return
            if self.lost:
                raise incomplete_body()
            if self._on_first_read is not None:
                self._on_first_read()
                self._on_first_read = None
            self._waiter = asyncio.get_running_loop().create_future()
            try:
                await self._waiter
            finally:
                self._waiter = None
