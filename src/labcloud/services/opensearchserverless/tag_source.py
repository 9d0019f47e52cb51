"""OpenSearch Serverless's collections and collection groups as tagged resources for the Tagging API
(``tag_sources.py``): listed from its own records, tagged through TagResource and UntagResource (tags as
``{key, value}`` pairs, the wire's lowercase members)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from labcloud.services.opensearchserverless.state import AossState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_sources(state: AossState) -> tuple[TagSource, ...]:
    def of(kind: str) -> Callable[[str, str], Iterator[Tagged]]:
        def resources(account_id: str, region: str) -> Iterator[Tagged]:
            for doc in state.records.listed(account_id, region, kind):
                tags = {str(t["key"]): str(t.get("value", "")) for t in doc.get("_tags") or ()}
                yield Tagged(str(doc["arn"]), tags)

        return resources

    tag, untag = tag_resource(
        "opensearchserverless",
        "resourceArn",
        tags_member="tags",
        keys_member="tagKeys",
        pairs=("key", "value"),
    )
    return (
        TagSource("aoss:collection", arn_prefix("aoss", "collection/"), of("collection"), tag, untag),
        TagSource("aoss:collectiongroup", arn_prefix("aoss", "collectiongroup/"), of("group"), tag, untag),
    )
