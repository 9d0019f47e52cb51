"""ECS's one state object: its store, bus and settings, the records, and the host (EC2's subnets and
security groups, ELBv2's target groups and IAM's roles are read through ``hub.call``)."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.ecs.repo.records import Records
from labcloud.services.shape import Host
from labcloud.store.db import Store

#: Clusters an account holds in a region (AWS's default quota is 10,000; ``LABCLOUD_ECS_MAX_CLUSTERS``).
MAX_CLUSTERS = 1000
#: Revisions a family keeps, services a cluster holds, tasks one RunTask starts (AWS: 1,000,000, 5,000, 10).
MAX_REVISIONS = 1000
MAX_SERVICES = 1000
MAX_RUN_COUNT = 10
#: Tasks a service keeps running (labcloud's bound: each is a record with an address).
MAX_DESIRED = 100


@dataclass(slots=True)
class EcsState:
    store: Store
    bus: EventBus
    settings: Settings
    records: Records
    services: Host
    max_clusters: int = MAX_CLUSTERS

    @staticmethod
    def build(host: Host) -> EcsState:
        most = max(1, host.settings.tuning.integer("LABCLOUD_ECS_MAX_CLUSTERS", MAX_CLUSTERS))
        return EcsState(host.store, host.bus, host.settings, Records(host.store), host, most)
