"""ECR's repositories as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
table, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.ecr.state import EcrState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: EcrState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for repository in state.repositories.all_in(account_id, region):
            yield Tagged(repository.arn, dict(repository.tags))

    tag, untag = tag_resource("ecr", "resourceArn", tags_member="tags", keys_member="tagKeys")
    return TagSource("ecr:repository", arn_prefix("ecr", "repository/"), resources, tag, untag)
