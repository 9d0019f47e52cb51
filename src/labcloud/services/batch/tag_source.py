"""Batch's compute environments, job queues, active job definitions, scheduling policies and jobs as
tagged resources for the Tagging API (``tag_sources.py``), tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.batch.state import BatchState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_prefix

_MEMBERS = (
    ("env", "computeEnvironmentArn"),
    ("queue", "jobQueueArn"),
    ("jobdef", "jobDefinitionArn"),
    ("policy", "arn"),
    ("job", "jobArn"),
)


def tag_source(state: BatchState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for kind, member in _MEMBERS:
            for doc in state.records.listed(kind, account_id, region):
                if doc.get("status") != "INACTIVE":
                    yield Tagged(str(doc[member]), dict(doc.get("_tags") or {}))

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        return TagCall("batch", "TagResource", {"resourceArn": arn, "tags": dict(tags)})

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall("batch", "UntagResource", {"resourceArn": arn, "tagKeys": list(keys)})

    return TagSource("batch", arn_prefix("batch"), resources, tag, untag)
