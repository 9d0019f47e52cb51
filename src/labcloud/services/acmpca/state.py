"""AWS Private CA's one state object: its store, bus and settings, and the CAs' records."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.acmpca.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class AcmPcaState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    #: Other services through the pipeline (S3 for a CA's CRL)
    services: Host

    @staticmethod
    def build(host: Host) -> AcmPcaState:
        return AcmPcaState(host.store, host.bus, host.settings, Records(host.store), host)
