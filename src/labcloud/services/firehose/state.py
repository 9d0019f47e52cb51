"""Firehose's one state object: what the service owns while it runs, passed explicitly to its behaviour."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class FirehoseState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Other services through the pipeline (S3, Lambda, Kinesis, Logs), as each stream's role.
    services: Host
    #: Set when records arrive or a stream changes: the deliverer looks at once (memory only).
    wake: asyncio.Event | None = None
    #: The deliverer and the Kinesis readers (memory only; rebuilt from the store after a restart).
    tasks: list[asyncio.Task[None]] = field(default_factory=list)
    #: Stream id → when a failed delivery may be tried again, and how many failures in a row.
    retry_at: dict[int, tuple[float, int]] = field(default_factory=dict)
    #: Stream id → its HTTP endpoint delivery under way (memory only).
    in_flight: dict[int, asyncio.Task[None]] = field(default_factory=dict)
    closed: bool = False

    @staticmethod
    def build(host: Host) -> FirehoseState:
        return FirehoseState(host.store, host.bus, host.settings, host)

    def nudge(self) -> None:
        if self.wake is not None:
            self.wake.set()
