"""Resource groups as tagged resources for the Tagging API (``tag_sources.py``): listed from its own table,
tagged through Tag and Untag."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.resourcegroups.state import ResourceGroupsState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_prefix


def tag_source(state: ResourceGroupsState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for group in state.groups.all_in(account_id, region):
            yield Tagged(group.arn, group.tags)

    return TagSource(
        "resource-groups:group",
        arn_prefix("resource-groups", "group/"),
        resources,
        lambda arn, tags: TagCall("resource-groups", "Tag", {"Arn": arn, "Tags": tags}),
        lambda arn, keys: TagCall("resource-groups", "Untag", {"Arn": arn, "Keys": list(keys)}),
    )
