"""Glue's one state object: its store, bus and settings, the records, the host (S3 for scripts, Logs for
the runs' output, EventBridge, STS for the job's role) and the job runs live in child processes."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.glue.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: AWS's default quotas (Service Quotas, Glue): databases and jobs per account, tables per database,
#: partitions per table (AWS: 10,000,000; labcloud keeps a smaller bound), table versions kept per table.
MAX_DATABASES = 10000
MAX_TABLES = 200000
MAX_PARTITIONS = 100000
MAX_VERSIONS = 100
MAX_JOBS = 1000
MAX_CRAWLERS = 1000
#: Runs kept per job (oldest finished ones dropped; AWS keeps 90 days of history).
MAX_RUNS_KEPT = 1000


@dataclass(slots=True)
class GlueState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    services: Host
    #: Run id → the asyncio task driving it (its child process), for BatchStopJobRun.
    running: dict[str, asyncio.Task[None]] = field(default_factory=dict)
    #: The server is stopping: a cancelled run leaves its record for the next start to settle.
    closing: bool = False

    @staticmethod
    def build(host: Host) -> GlueState:
        return GlueState(host.store, host.bus, host.settings, Records(host.store), host)
