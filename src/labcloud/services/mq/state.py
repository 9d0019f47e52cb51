"""Amazon MQ's one state object: its store, bus and settings, the records, the host (EC2's subnets and
security groups, read through ``hub.call``) and the bell that wakes the sweeper of deleted brokers."""

from __future__ import annotations

from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.scheduler import Bell
from labcloud.services.mq.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class MqState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    services: Host
    bell: Bell = field(default_factory=Bell)

    @staticmethod
    def build(host: Host) -> MqState:
        return MqState(host.store, host.bus, host.settings, Records(host.store), host)

    def publish(self, kind: str, account_id: str, region: str, resource: str, **data: object) -> None:
        """Amazon MQ's events on labcloud's bus (docs/events.md): ids, names and states, never passwords
        or message bodies."""
        self.bus.publish(
            kind, service="mq", account_id=account_id, region=region, resource=resource, data=data
        )
