"""RDS's one state object: its store, bus and settings, the records, the postgres servers (``engines``)
under ``<data dir>/rds`` (the scratch dir of an in-memory run), why a server failed to start, and the
tasks that start them, and the proxies' forwarders."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.rds.engines import Engines
from labcloud.services.rds.forwarders import Forwarders
from labcloud.services.rds.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: DB clusters and DB instances an account holds in a region (AWS's default quotas are 40; each here is a
#: real postgres process, so fewer: ``LABCLOUD_RDS_MAX_SERVERS``).
MAX_SERVERS = 20


@dataclass(slots=True)
class RdsState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    services: Host
    engines: Engines
    max_servers: int = MAX_SERVERS
    #: engine key → why its postgres could not start (the resource then shows ``failed``).
    failures: dict[str, str] = field(default_factory=dict)
    held: set[asyncio.Task[None]] = field(default_factory=set)
    #: The RDS Proxy endpoints' TCP listeners (``forwarders.py``).
    forwarders: Forwarders = field(default_factory=Forwarders)

    @staticmethod
    def build(host: Host) -> RdsState:
        most = max(1, host.settings.tuning.integer("LABCLOUD_RDS_MAX_SERVERS", MAX_SERVERS))
        root = Path(host.settings.scratch_dir) / "rds"
        return RdsState(host.store, host.bus, host.settings, Records(host.store), host, Engines(root), most)
