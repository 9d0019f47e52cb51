"""The server clock: wall time plus an offset a user may move (``labcloud clock advance 1h``).

Every time-based behaviour of the services (schedules, retries and their back-off, visibility
timeouts, delays, TTL, retention, rotation) and the timestamps in API answers read :func:`now`
instead of ``time.time()``; latency measurements, SigV4 and credential lifetimes stay on real time.
The offset is one row of the store (it survives a restart) and every move publishes a
``clock.moved`` event (the view shows the offset while it is not zero).

Moving the clock wakes what waits on it: :func:`sleep` (a Step Functions Wait, a retry back-off),
:func:`labcloud.waits.wait_for_event` and the periodic scheduler all end their wait early and look
at the new time. There is one clock per process (one server per process).
"""

from __future__ import annotations

import asyncio
import threading
import time
from datetime import datetime, timezone
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labcloud.events.bus import EventBus
    from labcloud.store.db import Store

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS labcloud_clock (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        offset_seconds REAL NOT NULL
    )""",
)

_offset = 0.0
#: How many times the clock has moved in this process: a waiter that was busy at a move sees it changed.
_moved = 0
_lock = threading.Lock()
#: Per event loop: a future completed at the next move (created by the first waiter).
_moves: dict[asyncio.AbstractEventLoop, asyncio.Future[None]] = {}
_store: Store | None = None
_bus: EventBus | None = None
_owner: tuple[str, str] = ("000000000000", "us-east-1")


def now() -> float:
    """The server's time, epoch seconds: wall time plus the offset."""
    return time.time() + _offset


def now_datetime() -> datetime:
    """:func:`now` as an aware UTC datetime."""
    return datetime.fromtimestamp(now(), tz=timezone.utc)


def offset() -> float:
    return _offset


def moves() -> int:
    """How many times the clock has moved in this process (compare two readings to see a move)."""
    return _moved


def attach(store: Store, bus: EventBus | None, account_id: str, region: str) -> None:
    """Keep the offset in ``store`` (and load the one kept there), announce moves on ``bus``."""
    global _store, _bus, _owner, _offset
    store.ensure_schema("clock", SCHEMA)
    _store, _bus, _owner = store, bus, (account_id, region)
    kept = store.scalar("SELECT offset_seconds FROM labcloud_clock WHERE id = 1")
    _offset = float(kept or 0.0)


def detach(store: Store) -> None:
    """Stop keeping the offset in ``store`` (its hub closed it): later moves live in memory only, instead of
    failing on a closed database (a process that builds hubs one after another, like a test run)."""
    global _store, _bus
    with _lock:
        if _store is store:
            _store, _bus = None, None


def advance(seconds: float) -> float:
    """Move the clock ``seconds`` forward (never backward: use :func:`set`); the new offset."""
    if seconds < 0:
        raise ValueError("the clock only advances; use set to go to an earlier time")
    return _move(_offset + seconds)


def set(timestamp: float) -> float:  # noqa: A001 - the verb users know (`labcloud clock set`)
    """Make :func:`now` read ``timestamp`` (epoch seconds); the new offset."""
    return _move(timestamp - time.time())


def reset() -> float:
    """Back to wall time."""
    return _move(0.0)


def _move(new_offset: float) -> float:
    global _offset, _moved
    with _lock:
        _moved += 1
        before = _offset
        if _store is not None:
            with _store.transaction():
                _store.execute(
                    "INSERT INTO labcloud_clock (id, offset_seconds) VALUES (1, ?) "
                    "ON CONFLICT(id) DO UPDATE SET offset_seconds = excluded.offset_seconds",
                    (new_offset,),
                )
                _offset = new_offset
                if _bus is not None:
                    _bus.publish(
                        "clock.moved",
                        service="labcloud",
                        account_id=_owner[0],
                        region=_owner[1],
                        data={"offset_seconds": new_offset, "moved_by": new_offset - before, "now": now()},
                    )
        else:
            _offset = new_offset
    _wake()
    return new_offset


def _wake() -> None:
    moves = list(_moves.items())
    _moves.clear()
    for loop, future in moves:
        if loop.is_closed():
            continue
        loop.call_soon_threadsafe(_settle, future)


def _settle(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


def next_move() -> asyncio.Future[None]:
    """A future of the running loop completed when the clock next moves (shared by its waiters)."""
    loop = asyncio.get_running_loop()
    future = _moves.get(loop)
    if future is None or future.done():
        future = _moves[loop] = loop.create_future()
    return future


async def wait_move(timeout: float, seen: int | None = None) -> bool:
    """Wait up to ``timeout`` real seconds for the clock to move; whether it moved.

    ``seen`` is a :func:`moves` reading taken before the caller last looked at the time: a move
    since then counts at once (a waiter busy when the clock moved does not miss it).
    """
    if seen is not None and seen != _moved:
        return True
    if timeout <= 0:
        return False
    done, _ = await asyncio.wait({next_move()}, timeout=timeout)
    return bool(done)


async def sleep(seconds: float) -> None:
    """Sleep until the clock has passed ``now() + seconds``: moving the clock ends it early."""
    deadline = now() + seconds
    while (left := deadline - now()) > 0:
        await wait_move(left)


def parse_duration(text: str) -> float:
    """``90``, ``90s``, ``15m``, ``1h``, ``2d`` (also ``1.5h``) → seconds."""
    units = {"s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0}
    word = text.strip().lower()
    scale = units.get(word[-1:], None)
    number = word[:-1] if scale is not None else word
    try:
        value = float(number)
    except ValueError:
        raise ValueError(f"{text!r} is not a duration (e.g. 30s, 15m, 1h, 2d)") from None
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError(f"{text!r} is not a duration (e.g. 30s, 15m, 1h, 2d)")
    return value * (scale or 1.0)


def parse_timestamp(text: str) -> float:
    """An ISO 8601 time (``2027-01-01T00:00:00Z``; no zone means UTC) or epoch seconds → epoch seconds."""
    word = text.strip()
    try:
        return float(word)
    except ValueError:
        pass
    try:
        moment = datetime.fromisoformat(word.replace("Z", "+00:00").replace("z", "+00:00"))
    except ValueError:
        raise ValueError(f"{text!r} is not a time (e.g. 2027-01-01T00:00:00Z)") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.timestamp()


def describe() -> dict[str, object]:
    """What ``GET /_labcloud/clock`` answers."""
    current = now()
    return {
        "now": current,
        "iso": datetime.fromtimestamp(current, tz=timezone.utc).isoformat().replace("+00:00", "Z"),
        "offset_seconds": _offset,
        "wall": time.time(),
    }
