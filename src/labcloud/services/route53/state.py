"""Route 53's one state object: the store, the bus, and the hub's interface lookup (EC2's VPC records)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class Route53State:
    store: Store
    bus: EventBus
    settings: Settings
    #: The hub's interface lookup: how a private zone's VPC is found among EC2's records.
    find_interface: Callable[[type], object | None]

    @staticmethod
    def build(host: Host) -> Route53State:
        return Route53State(host.store, host.bus, host.settings, host.interface)
