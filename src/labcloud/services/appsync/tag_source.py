"""AppSync's GraphQL and Events APIs as tagged resources for the Tagging API (``tag_sources.py``): listed from
its own records, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.appsync.state import AppsyncState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: AppsyncState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for events in (False, True):
            for api in state.records.apis(account_id, region, events=events):
                yield Tagged(api.arn, dict(api.body.get("tags") or {}))

    tag, untag = tag_resource("appsync", "resourceArn", tags_member="tags", keys_member="tagKeys", pairs=None)
    return TagSource("appsync:apis", arn_prefix("appsync", "apis/"), resources, tag, untag)
