"""EventBridge's one state object: what the service owns while it runs, passed explicitly to its behaviour."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.events.host import Caller, caller_of
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class Worker:
    """The delivery worker's task and its wake-up (memory only; the outbox is in the store)."""

    wake: asyncio.Event | None = None
    task: asyncio.Task[None] | None = None
    #: Deliveries in flight (their rows stay until settled), so one is never taken twice.
    busy: set[int] = field(default_factory=set)


@dataclass(slots=True)
class HttpTargets:
    """API destinations' memory: OAuth tokens by connection ARN (token, monotonic expiry) and each
    destination's next free slot under its rate limit (monotonic seconds)."""

    tokens: dict[str, tuple[str, float]] = field(default_factory=dict)
    next_slot: dict[str, float] = field(default_factory=dict)


@dataclass(slots=True)
class EventsState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Other services through the pipeline (targets, dead-letter queues).
    services: Caller
    worker: Worker = field(default_factory=Worker)
    http: HttpTargets = field(default_factory=HttpTargets)

    @staticmethod
    def build(host: Host) -> EventsState:
        return EventsState(host.store, host.bus, host.settings, caller_of(host))
