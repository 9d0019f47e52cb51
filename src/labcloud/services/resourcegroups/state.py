"""Resource Groups' one state object: its store, bus, settings, the groups' records, its limits, and the
running system (every service's tag sources; CloudFormation's stack resources through the pipeline)."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.config import Settings
from labcloud.events.bus import EventBus
from labcloud.services.resourcegroups.repo.groups import Groups
from labcloud.services.shape import Host
from labcloud.store.db import Store
from labcloud.tag_sources import TagSources

#: Groups an account holds in a region (AWS's quota, 10,000; ``LABCLOUD_RESOURCE_GROUPS_MAX_GROUPS``).
MAX_GROUPS = 10_000


@dataclass(slots=True)
class ResourceGroupsState:
    store: Store
    bus: EventBus
    settings: Settings
    groups: Groups
    #: The services: their tag sources (an interface) and CloudFormation's stacks (``call``).
    services: Host
    max_groups: int = MAX_GROUPS

    @staticmethod
    def build(host: Host) -> ResourceGroupsState:
        most = max(1, host.settings.tuning.integer("LABCLOUD_RESOURCE_GROUPS_MAX_GROUPS", MAX_GROUPS))
        return ResourceGroupsState(host.store, host.bus, host.settings, Groups(host.store), host, most)

    def sources(self) -> TagSources:
        found = self.services.interface(TagSources)
        assert found is not None  # the hub always offers it
        return found
