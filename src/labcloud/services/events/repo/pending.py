"""Is there periodic work at all? One cheap query each for the scheduler's ticks, so that a tick with
nothing to do (the common case, and the run at build) never imports the modules that do the work."""

from __future__ import annotations

from labcloud.store.db import Store


def schedules_due(store: Store, now: float) -> bool:
    """Has a scheduled rule come due (the rows ``rules.due`` would read)?"""
    return bool(
        store.scalar(
            "SELECT EXISTS (SELECT 1 FROM events_rules WHERE next_fire IS NOT NULL AND next_fire <= ?)",
            (now,),
        )
    )


def archives_or_replays(store: Store) -> bool:
    """Is there an archive (whose retention may expire events) or a replay still at work?"""
    return bool(
        store.scalar(
            "SELECT EXISTS (SELECT 1 FROM events_archives) OR EXISTS (SELECT 1 FROM events_replays"
            " WHERE state IN ('STARTING', 'RUNNING', 'CANCELLING'))"
        )
    )
