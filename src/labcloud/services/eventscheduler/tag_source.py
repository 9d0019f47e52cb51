"""EventBridge Scheduler's schedule groups as tagged resources for the Tagging API (``tag_sources.py``):
listed from its own table, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.eventscheduler.repo import groups
from labcloud.services.eventscheduler.state import SchedulerState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: SchedulerState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for group in groups.listed(state.store, account_id, region, ""):
            yield Tagged(f"arn:aws:scheduler:{region}:{account_id}:schedule-group/{group.name}", group.tags)

    tag, untag = tag_resource("scheduler", "ResourceArn")
    return TagSource(
        "scheduler:schedule-group", arn_prefix("scheduler", "schedule-group/"), resources, tag, untag
    )
