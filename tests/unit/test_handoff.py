"""The in-process handoff (labcloud/testing/handoff.py): answers of calls that wait and calls that do not."""

from __future__ import annotations

import asyncio
import contextvars
import threading
from collections.abc import Iterator

import pytest

from labcloud.events import scope as event_scope
from labcloud.http.listener import new_loop
from labcloud.testing import handoff

_MARK: contextvars.ContextVar[str] = contextvars.ContextVar("handoff_mark", default="unset")


@pytest.fixture
def loop() -> Iterator[asyncio.AbstractEventLoop]:
    running = new_loop()
    thread = threading.Thread(target=running.run_forever, daemon=True)
    thread.start()
    yield running
    running.call_soon_threadsafe(running.stop)
    thread.join(5)
    running.close()


def test_a_call_that_never_waits_is_answered(loop: asyncio.AbstractEventLoop) -> None:
    async def at_once() -> str:
        return "done"

    assert handoff.call(loop, at_once(), 5) == "done"


def test_a_call_that_waits_goes_on_where_it_stopped(loop: asyncio.AbstractEventLoop) -> None:
    async def waits() -> list[object]:
        seen: list[object] = []
        await asyncio.sleep(0)  # a bare yield
        seen.append(asyncio.current_task() is not None)  # resumed inside a task
        await asyncio.sleep(0.01)  # a future
        seen.append(await asyncio.get_running_loop().run_in_executor(None, lambda: 7))  # a wrapped future
        return seen

    assert handoff.call(loop, waits(), 5) == [True, 7]


def test_errors_reach_the_caller_before_and_after_a_wait(loop: asyncio.AbstractEventLoop) -> None:
    async def at_once() -> None:
        raise KeyError("before")

    async def later() -> None:
        await asyncio.sleep(0.01)
        raise ValueError("after")

    with pytest.raises(KeyError, match="before"):
        handoff.call(loop, at_once(), 5)
    with pytest.raises(ValueError, match="after"):
        handoff.call(loop, later(), 5)


def test_a_failed_future_is_raised_where_the_coroutine_awaits_it(loop: asyncio.AbstractEventLoop) -> None:
    async def catches() -> str:
        failing = asyncio.get_running_loop().create_future()
        asyncio.get_running_loop().call_later(0.01, failing.set_exception, OSError("gone"))
        try:
            await failing
        except OSError as exc:
            return f"caught {exc}"
        return "not raised"

    assert handoff.call(loop, catches(), 5) == "caught gone"


def test_a_call_past_its_timeout_is_refused(loop: asyncio.AbstractEventLoop) -> None:
    async def slow() -> None:
        await asyncio.sleep(1)

    with pytest.raises(TimeoutError):
        handoff.call(loop, slow(), 0.05)


def test_an_event_scope_opened_before_a_wait_closes_after_it(loop: asyncio.AbstractEventLoop) -> None:
    # a request with a trace header opens its scope in the first step and closes it (ContextVar.reset)
    # after the wait: every step must run in the one context the token was made in
    async def traced() -> tuple[str | None, str | None]:
        with event_scope.scope("Root=1-00000000-000000000000000000000000"):
            await asyncio.sleep(0.01)
            inside = event_scope.current_trace()
        return inside, event_scope.current_trace()

    assert handoff.call(loop, traced(), 5) == ("Root=1-00000000-000000000000000000000000", None)


def test_a_context_variable_set_before_a_wait_is_seen_and_reset_after_it(
    loop: asyncio.AbstractEventLoop,
) -> None:
    async def sets_then_waits() -> list[object]:
        token = _MARK.set("first step")
        await asyncio.get_running_loop().run_in_executor(None, lambda: None)
        seen: list[object] = [_MARK.get()]
        _MARK.reset(token)
        seen.append(_MARK.get())
        return seen

    assert handoff.call(loop, sets_then_waits(), 5) == ["first step", "unset"]
