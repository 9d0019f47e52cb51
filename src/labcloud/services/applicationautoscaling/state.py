"""Application Auto Scaling's one state object: its store, bus and settings, the records, the other services
it scales (through the pipeline) and its limits."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.applicationautoscaling.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: AWS's default quotas (Service Quotas, Application Auto Scaling): scalable targets per namespace and
#: account (DynamoDB's 5,000 is the largest we serve), policies and scheduled actions per target.
MAX_TARGETS = 5000
MAX_POLICIES = 50
MAX_SCHEDULED = 200
#: Activities kept per target (labcloud's bound; AWS keeps six weeks of them).
MAX_ACTIVITIES = 100


@dataclass(slots=True)
class AutoScalingState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    #: Other services through the pipeline: the owners of the scaled resources.
    services: Host
    #: Scaling runs started by scheduled actions (memory only).
    running: set[asyncio.Task[object]] = field(default_factory=set)

    @staticmethod
    def build(host: Host) -> AutoScalingState:
        return AutoScalingState(host.store, host.bus, host.settings, Records(host.store), host)
