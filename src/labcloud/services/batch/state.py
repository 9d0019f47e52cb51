"""Batch's one state object: its store, bus and settings, the records, the host (EC2's subnets and
security groups and IAM's roles are read through ``hub.call``, job state changes put through EventBridge)
and the bell that wakes the announcer of job state changes."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.scheduler import Bell
from labcloud.services.batch.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class BatchState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    services: Host
    bell: Bell = field(default_factory=Bell)
    #: PutEvents calls under way (held so the loop does not drop them).
    puts: set[asyncio.Task[None]] = field(default_factory=set)

    @staticmethod
    def build(host: Host) -> BatchState:
        return BatchState(host.store, host.bus, host.settings, Records(host.store), host)
