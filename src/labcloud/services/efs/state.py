"""EFS's one state object: its store, bus and settings, the records, where file systems keep their
files (``<data dir>/efs/<fs id>``), and the pipeline (EC2's subnets for mount targets)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.efs.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: File systems an account holds in a region (AWS's default quota is 1,000; ``LABCLOUD_EFS_MAX_FILE_SYSTEMS``).
MAX_FILE_SYSTEMS = 1000
#: Access points of one file system (AWS's quota, 10,000; kept smaller here).
MAX_ACCESS_POINTS = 1000


@dataclass(slots=True)
class EfsState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    services: Host
    max_file_systems: int = MAX_FILE_SYSTEMS

    @property
    def root(self) -> Path:
        """The folder holding every file system's files (never inside a sandbox's view but by its mount)."""
        return Path(self.settings.scratch_dir) / "efs"

    @staticmethod
    def build(host: Host) -> EfsState:
        most = max(1, host.settings.tuning.integer("LABCLOUD_EFS_MAX_FILE_SYSTEMS", MAX_FILE_SYSTEMS))
        return EfsState(host.store, host.bus, host.settings, Records(host.store), host, most)
