"""AWS WAF's web ACLs, IP sets, regex pattern sets and rule groups as tagged resources for the Tagging API
(``tag_sources.py``): listed from its own table (both scopes), tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.wafv2.entities import WIRE
from labcloud.services.wafv2.state import WafState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: WafState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for kind in WIRE:
            for scope in ("REGIONAL", "CLOUDFRONT"):
                for entity in state.records.listed(account_id, region, kind, scope):
                    tags = {tag["Key"]: tag.get("Value", "") for tag in entity.doc.get("_tags") or []}
                    yield Tagged(entity.arn, tags)

    tag, untag = tag_resource("wafv2", "ResourceARN")
    return TagSource("wafv2", arn_prefix("wafv2"), resources, tag, untag)
