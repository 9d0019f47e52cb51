"""MSK's one state object: its store, bus and settings, the records and the host (EC2's subnets and
security groups are read through ``hub.call``)) and the topic logs."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.kafka.repo.logs import Logs
from labcloud.services.kafka.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class KafkaState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    services: Host
    logs: Logs

    @staticmethod
    def build(host: Host) -> KafkaState:
        return KafkaState(host.store, host.bus, host.settings, Records(host.store), host, Logs(host.store))
