"""An invocation whose answer may stream, for InvokeWithResponseStream and ``RESPONSE_STREAM`` function URLs.

:func:`start` runs the invocation as a task with a :class:`ResponseStream` and returns as soon as the
function began streaming its answer or the invocation ended, whichever comes first. An invocation that
failed before streaming (a missing function, throttling) raises its error there, so the caller answers
it as the API's own error. Once started, the task runs to its end whatever its reader does (a client that
leaves does not stop the function, as on AWS); the module keeps it referenced until then.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from labcloud.runtime.response_stream import ResponseStream

T = TypeVar("T")
_RUNNING: set[asyncio.Future[Any]] = set()


@dataclass
class Started(Generic[T]):
    """A started invocation: its stream, and the task giving its outcome."""

    stream: ResponseStream
    task: asyncio.Future[T]

    @property
    def live(self) -> bool:
        """Whether the function streams its answer (else the task holds the whole, buffered, answer)."""
        return self.stream.opened.is_set()


async def start(run: Callable[[ResponseStream], Awaitable[T]]) -> Started[T]:
    stream = ResponseStream()
    task: asyncio.Future[T] = asyncio.ensure_future(run(stream))
    _RUNNING.add(task)
    task.add_done_callback(_RUNNING.discard)
    task.add_done_callback(lambda _task: stream.close())
    task.add_done_callback(_observed)
    opened: asyncio.Future[Any] = asyncio.ensure_future(stream.opened.wait())
    waited: set[asyncio.Future[Any]] = {task, opened}
    try:
        await asyncio.wait(waited, return_when=asyncio.FIRST_COMPLETED)
    finally:
        opened.cancel()
    if task.done() and not stream.opened.is_set():
        task.result()  # the invocation's own error, raised to the caller
    return Started(stream, task)


def _observed(task: asyncio.Future[Any]) -> None:
    """An outcome no reader asked for (the client left) is still retrieved: never reported as lost."""
    if not task.cancelled():
        task.exception()
