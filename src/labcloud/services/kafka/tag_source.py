"""MSK's clusters and configurations as tagged resources for the Tagging API (``tag_sources.py``), tagged
through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud import clock
from labcloud.services.kafka import clusters
from labcloud.services.kafka.state import KafkaState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_prefix


def tag_source(state: KafkaState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        now = clock.now()
        for doc in state.records.listed("cluster", account_id, region):
            if not clusters.gone(doc, now):
                yield Tagged(str(doc["ClusterArn"]), dict(doc.get("_tags") or {}))
        for doc in state.records.listed("configuration", account_id, region):
            yield Tagged(str(doc["Arn"]), dict(doc.get("_tags") or {}))

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        return TagCall("kafka", "TagResource", {"ResourceArn": arn, "Tags": dict(tags)})

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall("kafka", "UntagResource", {"ResourceArn": arn, "TagKeys": list(keys)})

    return TagSource("kafka", arn_prefix("kafka"), resources, tag, untag)
