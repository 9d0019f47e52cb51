"""ECS's clusters, services, task definitions and tasks as tagged resources for the Tagging API
(``tag_sources.py``): listed from its records, tagged through TagResource and UntagResource (by ARN)."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.ecs.state import EcsState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_prefix

_MEMBERS = (
    ("cluster", "clusterArn"),
    ("service", "serviceArn"),
    ("taskdef", "taskDefinitionArn"),
    ("task", "taskArn"),
)


def tag_source(state: EcsState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for kind, member in _MEMBERS:
            for doc in state.records.listed(kind, account_id, region):
                if (
                    doc.get("status") not in ("INACTIVE", "DELETE_IN_PROGRESS")
                    and doc.get("_stopped") is None
                ):
                    yield Tagged(str(doc[member]), dict(doc.get("_tags") or {}))

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        return TagCall(
            "ecs",
            "TagResource",
            {"resourceArn": arn, "tags": [{"key": k, "value": v} for k, v in tags.items()]},
        )

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall("ecs", "UntagResource", {"resourceArn": arn, "tagKeys": list(keys)})

    return TagSource("ecs", arn_prefix("ecs"), resources, tag, untag)
