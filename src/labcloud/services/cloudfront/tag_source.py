"""CloudFront's distributions as tagged resources for the Tagging API (``tag_sources.py``): listed from its own
table (CloudFront is global: in us-east-1, as AWS's Tagging API lists it), tagged through TagResource and
UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.cloudfront.repo import rows
from labcloud.services.cloudfront.state import CloudFrontState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_prefix

#: The region whose Tagging API lists global (CloudFront) resources.
GLOBAL_REGION = "us-east-1"


def tag_source(state: CloudFrontState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        if region != GLOBAL_REGION:
            return
        for doc in rows.of_account(state.store, "distribution", account_id):
            yield Tagged(str(doc["ARN"]), {t["Key"]: t.get("Value", "") for t in doc.get("Tags") or []})

    def tag(arn: str, tags: dict[str, str]) -> TagCall:
        items = [{"Key": k, "Value": v} for k, v in tags.items()]
        return TagCall("cloudfront", "TagResource", {"Resource": arn, "Tags": {"Items": items}})

    def untag(arn: str, keys: list[str]) -> TagCall:
        return TagCall("cloudfront", "UntagResource", {"Resource": arn, "TagKeys": {"Items": list(keys)}})

    return TagSource(
        "cloudfront:distribution", arn_prefix("cloudfront", "distribution/"), resources, tag, untag
    )
