"""Firehose's delivery streams as tagged resources for the Tagging API (``tag_sources.py``): listed from its
own table, tagged through TagDeliveryStream and UntagDeliveryStream by name."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.firehose.repo import streams
from labcloud.services.firehose.state import FirehoseState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_parts, arn_prefix


def _name(arn: str) -> str:
    parts = arn_parts(arn)
    return (parts[3] if parts is not None else arn).removeprefix("deliverystream/")


def tag_source(state: FirehoseState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for name in streams.names(state.store, account_id, region, None, None):
            stream = streams.find(state.store, account_id, region, name)
            if stream is not None:
                yield Tagged(stream.arn, {tag["Key"]: tag.get("Value", "") for tag in stream.tags})

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        listed = [{"Key": k, "Value": v} for k, v in tags.items()]
        return TagCall("firehose", "TagDeliveryStream", {"DeliveryStreamName": _name(arn), "Tags": listed})

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall(
            "firehose", "UntagDeliveryStream", {"DeliveryStreamName": _name(arn), "TagKeys": list(keys)}
        )

    return TagSource(
        "firehose:deliverystream", arn_prefix("firehose", "deliverystream/"), resources, tag, untag
    )
