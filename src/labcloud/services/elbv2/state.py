"""ELBv2's one state object: what the service owns while it runs, passed explicitly to its behaviour."""

from __future__ import annotations

from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.elbv2.repo.resources import Resources
from labcloud.services.shape import Host
from labcloud.store.db import Store


@dataclass(slots=True)
class Elbv2State:
    store: Store
    bus: EventBus
    settings: Settings
    resources: Resources
    #: Other services through the pipeline (EC2's subnets, Lambda's policies and invocations) and their
    #: interfaces (EC2's network records).
    services: Host
    #: (function, target group) → until when (monotonic) its policy was seen to allow ELB to invoke it
    #: (``permission.py``: allowances are re-read at most every second, refusals every time; memory only).
    allowed: dict[tuple[str, str], float] = field(default_factory=dict)

    @staticmethod
    def build(host: Host) -> Elbv2State:
        return Elbv2State(host.store, host.bus, host.settings, Resources(host.store), host)
