"""Archiving: an event put on a bus is kept, in the PutEvents transaction, by every archive of that bus
whose EventPattern it matches (every event, without one); replayed events are not archived again, as
on AWS. Events older than an archive's RetentionDays are dropped by the periodic pass."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from labcloud.services.events.matching import checker
from labcloud.services.events.repo import archives
from labcloud.store.db import Store

DAY = 86400.0

Keeper = Callable[[dict[str, Any], float], int]


def keeper(store: Store, bus_arn: str) -> Keeper:
    """``keep(event, now)``: archive one event of the bus (in the caller's transaction); answers how
    many archives took it."""
    found = archives.on_bus(store, bus_arn)
    checks = [
        (archive, checker(archive.spec["EventPattern"]) if archive.spec.get("EventPattern") else None)
        for archive in found
    ]

    def keep(event: dict[str, Any], now: float) -> int:
        if "replay-name" in event:
            return 0
        kept = 0
        for archive, check in checks:
            if check is None or check(event):
                archives.keep(store, archive.arn, now, event)
                kept += 1
        return kept

    return keep


def expire(store: Store, now: float) -> None:
    for archive in archives.every(store):
        days = int(archive.spec.get("RetentionDays") or 0)
        if days > 0:
            archives.expire(store, archive.arn, now - days * DAY)
