"""API Gateway v2's HTTP and WebSocket APIs and their stages as tagged resources for the Tagging API
(``tag_sources.py``): listed from its own tables, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource


def tag_sources(state: HttpApiState) -> tuple[TagSource, ...]:
    def listed(account_id: str, region: str) -> Iterator[Tagged]:
        for api in state.apis.listing(account_id, region):
            yield Tagged(f"arn:aws:apigateway:{region}::/apis/{api.id}", dict(api.doc.get("Tags") or {}))

    def stages(account_id: str, region: str) -> Iterator[Tagged]:
        for api in state.apis.listing(account_id, region):
            for stage in state.apis.parts(api.id, "stage"):
                arn = f"arn:aws:apigateway:{region}::/apis/{api.id}/stages/{stage.id}"
                yield Tagged(arn, dict(stage.doc.get("Tags") or {}))

    tag, untag = tag_resource("apigatewayv2", "ResourceArn", pairs=None)
    owns = arn_prefix("apigateway", "/apis/")
    return (
        TagSource("apigateway:apis", lambda arn: owns(arn) and "/stages/" not in arn, listed, tag, untag),
        TagSource("apigateway:apis/stages", lambda arn: owns(arn) and "/stages/" in arn, stages, tag, untag),
    )
