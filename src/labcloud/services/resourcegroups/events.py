"""The events Resource Groups publishes: a group's name and what changed (docs/events.md)."""

from __future__ import annotations

from labcloud.services.resourcegroups.repo.groups import Group
from labcloud.services.resourcegroups.state import ResourceGroupsState


def publish(state: ResourceGroupsState, kind: str, group: Group, **data: object) -> None:
    state.bus.publish(
        kind,
        service="resource-groups",
        account_id=group.account_id,
        region=group.region,
        resource=group.arn,
        data={"name": group.name, **data},
    )
