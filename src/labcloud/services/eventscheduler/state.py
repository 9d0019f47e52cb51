"""Scheduler's one state object: what the service owns while it runs, passed explicitly to its behaviour."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.eventscheduler.host import Caller, caller_of
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class SchedulerState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Other services through the pipeline (targets, dead-letter queues).
    services: Caller
    #: The task delivering due firings, while one runs (memory only; the outbox is in the store).
    draining: asyncio.Task[None] | None = None
    #: Firings in flight (their rows stay until settled), so one is never taken twice.
    busy: set[int] = field(default_factory=set)

    @staticmethod
    def build(host: Host) -> SchedulerState:
        return SchedulerState(host.store, host.bus, host.settings, caller_of(host))
