"""Amazon MQ's brokers and configurations as tagged resources for the Tagging API (``tag_sources.py``),
tagged through CreateTags and DeleteTags."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud import clock
from labcloud.services.mq import brokers
from labcloud.services.mq.state import MqState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_prefix


def tag_source(state: MqState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        now = clock.now()
        for doc in state.records.listed("broker", account_id, region):
            if not brokers.gone(doc, now):
                yield Tagged(str(doc["BrokerArn"]), dict(doc.get("_tags") or {}))
        for doc in state.records.listed("configuration", account_id, region):
            yield Tagged(str(doc["Arn"]), dict(doc.get("_tags") or {}))

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        return TagCall("mq", "CreateTags", {"ResourceArn": arn, "Tags": dict(tags)})

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall("mq", "DeleteTags", {"ResourceArn": arn, "TagKeys": list(keys)})

    return TagSource("mq", arn_prefix("mq"), resources, tag, untag)
