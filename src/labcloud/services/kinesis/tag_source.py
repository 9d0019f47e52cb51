"""Kinesis's data streams as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
table, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.kinesis.repo import streams
from labcloud.services.kinesis.state import KinesisState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: KinesisState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for stream in streams.in_region(state.store, account_id, region):
            yield Tagged(stream.arn, stream.tags)

    tag, untag = tag_resource("kinesis", "ResourceARN", pairs=None)
    owns = arn_prefix("kinesis", "stream/")
    return TagSource(
        "kinesis:stream", lambda arn: owns(arn) and "/consumer/" not in arn, resources, tag, untag
    )
