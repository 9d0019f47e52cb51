"""API Gateway v2's HTTP and WebSocket APIs, their stages and VPC links as tagged resources for the Tagging API
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

    def vpc_links(account_id: str, region: str) -> Iterator[Tagged]:
        for link in state.vpclinks.listing(account_id, region):
            yield Tagged(
                f"arn:aws:apigateway:{region}::/vpclinks/{link.id}", dict(link.doc.get("Tags") or {})
            )

    def my_link(arn: str) -> bool:
        """A VPC link's ARN naming one of mine (API Gateway's REST VPC links share the form)."""
        return links(arn) and state.vpclinks.link(arn.rsplit("/", 1)[-1]) is not None

    tag, untag = tag_resource("apigatewayv2", "ResourceArn", pairs=None)
    owns = arn_prefix("apigateway", "/apis/")
    links = arn_prefix("apigateway", "/vpclinks/")
    return (
        TagSource("apigateway:apis", lambda arn: owns(arn) and "/stages/" not in arn, listed, tag, untag),
        TagSource("apigateway:apis/stages", lambda arn: owns(arn) and "/stages/" in arn, stages, tag, untag),
        TagSource("apigateway:vpclinks", my_link, vpc_links, tag, untag),
    )
