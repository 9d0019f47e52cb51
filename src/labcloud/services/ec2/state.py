"""EC2's one state object: what the networking records service owns while it runs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.ec2.repo.records import Records
from labcloud.services.shape import Caller, Host
from labcloud.store.db import Store


@dataclass(slots=True)
class Ec2State:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    #: The hub's interface lookup: how EC2 asks Lambda which functions' VpcConfig hold a subnet or group.
    find_interface: Callable[[type], object | None]
    #: Calls to other services through the pipeline (IAM's instance profiles, for RunInstances).
    services: Caller

    @staticmethod
    def build(host: Host) -> Ec2State:
        return Ec2State(host.store, host.bus, host.settings, Records(host.store), host.interface, host)
