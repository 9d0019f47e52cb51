"""S3's one state object: the store and the object files, how other services are reached, the change
listeners (the event bus, notifications) and the "does any bucket have a policy" count."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Protocol, cast

from labcloud.context import RequestContext
from labcloud.events.bus import EventBus
from labcloud.resource_policies import PolicyCount
from labcloud.services.s3.blobs import Blobs
from labcloud.services.s3.core import ObjectChange
from labcloud.services.s3.errors import no_such_bucket
from labcloud.services.s3.repo import buckets
from labcloud.services.s3.repo.buckets import BucketRow
from labcloud.services.shape import Caller, Host, Interfaces
from labcloud.store.db import Store

ChangeListener = Callable[[RequestContext, ObjectChange], None]


class Services(Caller, Interfaces, Protocol):
    """Other services, reached through the pipeline (notifications, EventBridge) and their interfaces (KMS)."""

    def serves(self, service: str) -> bool: ...


class ReplicationQueue(Protocol):
    """The replication worker (``replication_worker.Replicator``): scans for pending versions, runs, stops."""

    def scan(self) -> None: ...

    def start(self) -> None: ...

    async def stop(self) -> None: ...


@dataclass(slots=True)
class S3State:
    store: Store
    bus: EventBus
    services: Services
    #: Object and part bytes on disk.
    blobs: Blobs
    #: Whether any bucket has a policy (IAM enforcement skips bucket lookups while none does).
    policy_count: PolicyCount
    #: Told of each object change once it commits (``changed``).
    listeners: list[ChangeListener] = field(default_factory=list)
    #: Notification deliveries on their way (``notifications._spawn``), held until done.
    deliveries: set[asyncio.Task[None]] = field(default_factory=set)
    #: The replication queue (``replication_worker.Replicator``), set when the service is built.
    replicator: ReplicationQueue | None = None
    #: Each bucket's request-metrics filters as CloudWatch reads them on every request (``metrics_sources``):
    #: dropped when a bucket's configurations change or the bucket goes, emptied at a reset.
    metrics_filters: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)
    _sequence: int = 0

    @staticmethod
    def build(host: Host) -> S3State:
        count = PolicyCount(host.store, partial(buckets.count_policies, host.store))
        return S3State(
            host.store,
            host.bus,
            cast(Services, host),
            Blobs(Path(host.settings.scratch_dir) / "s3"),
            count,
        )

    def bucket(self, name: str) -> BucketRow:
        row = buckets.get(self.store, name)
        if row is None:
            raise no_such_bucket(name)
        return row

    def sequencer(self) -> str:
        """S3's per-key ordering token for notifications (a hex string that grows)."""
        self._sequence += 1
        return f"{time.time_ns():016X}{self._sequence % 0xFFFF:04X}"

    def changed(self, ctx: RequestContext, change: ObjectChange) -> None:
        """Tell listeners (event bus, notifications) once the current transaction commits."""

        def fire() -> None:
            for listener in self.listeners:
                listener(ctx, change)

        self.store.after_commit(fire)
