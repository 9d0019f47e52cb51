"""API Gateway's REST APIs and their stages as tagged resources for the Tagging API (``tag_sources.py``):
listed from its own tables, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.apigateway.repo import apis
from labcloud.services.apigateway.state import ApigwState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_sources(state: ApigwState) -> tuple[TagSource, ...]:
    def rest_apis(account_id: str, region: str) -> Iterator[Tagged]:
        for api in apis.list_apis(state.store, account_id, region):
            yield Tagged(f"arn:aws:apigateway:{region}::/restapis/{api.id}", dict(api.doc.get("tags") or {}))

    def stages(account_id: str, region: str) -> Iterator[Tagged]:
        for api in apis.list_apis(state.store, account_id, region):
            for stage in apis.list_stages(state.store, api.id):
                arn = f"arn:aws:apigateway:{region}::/restapis/{api.id}/stages/{stage.name}"
                yield Tagged(arn, dict(stage.doc.get("tags") or {}))

    tag, untag = tag_resource(
        "apigateway", "resourceArn", tags_member="tags", keys_member="tagKeys", pairs=None
    )
    rest = arn_prefix("apigateway", "/restapis/")
    return (
        TagSource(
            "apigateway:restapis", lambda arn: rest(arn) and "/stages/" not in arn, rest_apis, tag, untag
        ),
        TagSource(
            "apigateway:restapis/stages", lambda arn: rest(arn) and "/stages/" in arn, stages, tag, untag
        ),
    )
