"""Kinesis's data streams and their registered consumers as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
table, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.kinesis.repo import consumers, streams
from labcloud.services.kinesis.state import KinesisState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_sources(state: KinesisState) -> tuple[TagSource, ...]:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for stream in streams.in_region(state.store, account_id, region):
            yield Tagged(stream.arn, stream.tags)

    def registered(account_id: str, region: str) -> Iterator[Tagged]:
        for stream in streams.in_region(state.store, account_id, region):
            for consumer in consumers.of_stream(state.store, stream.id):
                yield Tagged(consumer.arn, consumer.tags)

    tag, untag = tag_resource("kinesis", "ResourceARN", pairs=None)
    owns = arn_prefix("kinesis", "stream/")
    return (
        TagSource("kinesis:stream", lambda arn: owns(arn) and "/consumer/" not in arn, resources, tag, untag),
        TagSource(
            "kinesis:stream/consumer", lambda arn: owns(arn) and "/consumer/" in arn, registered, tag, untag
        ),
    )
