"""Glue's databases, tables, jobs and crawlers as tagged resources for the Tagging API (``tag_sources.py``):
listed from its own records, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.glue.state import GlueState
from labcloud.services.glue.tagging import tags_of
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_source(state: GlueState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        base = f"arn:aws:glue:{region}:{account_id}"
        for kind in ("database", "job", "crawler"):
            for doc in state.records.listed(account_id, region, kind):
                yield Tagged(f"{base}:{kind}/{doc['Name']}", tags_of(doc))
        for doc in state.records.listed(account_id, region, "table"):
            yield Tagged(f"{base}:table/{doc.get('DatabaseName')}/{doc['Name']}", tags_of(doc))

    tag, untag = tag_resource(
        "glue", "ResourceArn", tags_member="TagsToAdd", keys_member="TagsToRemove", pairs=None
    )
    return TagSource("glue", arn_prefix("glue"), resources, tag, untag)
