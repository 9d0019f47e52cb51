"""EC2's one state object: what the networking records service owns while it runs."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.ec2.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class Ec2State:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records

    @staticmethod
    def build(host: Host) -> Ec2State:
        return Ec2State(host.store, host.bus, host.settings, Records(host.store))
