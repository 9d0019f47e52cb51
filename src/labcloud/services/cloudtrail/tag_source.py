"""CloudTrail's trails as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
table (a trail in its home region), tagged through AddTags and RemoveTags."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.cloudtrail.state import CloudTrailState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_prefix


def tag_source(state: CloudTrailState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for trail in state.trails.of_account(account_id):
            if trail.region == region:
                yield Tagged(trail.arn, {tag["Key"]: tag.get("Value", "") for tag in trail.tags})

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        listed = [{"Key": k, "Value": v} for k, v in tags.items()]
        return TagCall("cloudtrail", "AddTags", {"ResourceId": arn, "TagsList": listed})

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall(
            "cloudtrail", "RemoveTags", {"ResourceId": arn, "TagsList": [{"Key": k} for k in keys]}
        )

    return TagSource("cloudtrail:trail", arn_prefix("cloudtrail", "trail/"), resources, tag, untag)
