"""Step Functions' state machines and activities as tagged resources for the Tagging API
(``tag_sources.py``): listed from its own tables, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.stepfunctions.state import SfnState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource

#: More than an account holds in a region: one page is every one.
_ALL = 1 << 30


def tag_sources(state: SfnState) -> tuple[TagSource, ...]:
    def machines(account_id: str, region: str) -> Iterator[Tagged]:
        for machine in state.machines.page(account_id, region, "", _ALL):
            yield Tagged(machine.arn, machine.tags)

    def activities(account_id: str, region: str) -> Iterator[Tagged]:
        for activity in state.activities.page(account_id, region, "", _ALL):
            yield Tagged(activity.arn, activity.tags)

    tag, untag = tag_resource(
        "stepfunctions", "resourceArn", tags_member="tags", keys_member="tagKeys", pairs=("key", "value")
    )
    return (
        TagSource("states:stateMachine", arn_prefix("states", "stateMachine:"), machines, tag, untag),
        TagSource("states:activity", arn_prefix("states", "activity:"), activities, tag, untag),
    )
