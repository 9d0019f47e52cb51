"""SNS's topics as tagged resources for the Tagging API (``tag_sources.py``): listed from its own table,
tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.sns.state import SnsState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: SnsState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for arn, tags in state.topics.tagged(account_id, region):
            yield Tagged(arn, tags)

    tag, untag = tag_resource("sns", "ResourceArn")
    return TagSource("sns", arn_prefix("sns"), resources, tag, untag)
