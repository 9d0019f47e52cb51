"""EventBridge Pipes' pipes as tagged resources for the Tagging API (``tag_sources.py``): listed from its
own table, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.pipes.repo import pipes
from labcloud.services.pipes.state import PipesState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: PipesState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for pipe in pipes.listed(state.store, account_id, region):
            yield Tagged(pipe.arn, pipe.tags)

    tag, untag = tag_resource("pipes", "resourceArn", tags_member="tags", keys_member="tagKeys", pairs=None)
    return TagSource("pipes:pipe", arn_prefix("pipes", "pipe/"), resources, tag, untag)
