"""When to trim: in the background (a periodic task, a quarter of the retention period, between
0.2 s and a minute), and before a read whenever the oldest record has expired."""

from __future__ import annotations

from labcloud import clock
from labcloud.services.dynamodbstreams.repo import rows
from labcloud.services.dynamodbstreams.repo.retention import trim
from labcloud.services.dynamodbstreams.state import StreamsState


def interval(state: StreamsState) -> float:
    return min(60.0, max(0.2, state.streams.retention / 4))


def trim_now(state: StreamsState, now: float) -> None:
    trim(state.store, state.streams.retention, now)


def trim_if_expired(state: StreamsState) -> None:
    """Before a read: trim only when the oldest record has expired."""
    now = clock.now()
    oldest = rows.oldest_created(state.store)
    if oldest is None or oldest >= now - state.streams.retention:
        return
    trim(state.store, state.streams.retention, now)
