"""API Gateway's REST APIs, their stages, custom domain names (public and private), API keys, usage plans,
client certificates and VPC links as tagged resources for the Tagging API (``tag_sources.py``): listed from
its own tables, tagged through TagResource and UntagResource."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from labcloud.services.apigateway import domains
from labcloud.services.apigateway.repo import apis, parts
from labcloud.services.apigateway.state import ApigwState
from labcloud.tag_sources import Tagged, TagSource, arn_prefix, tag_resource

#: An account's parts (``apigw_parts``) offered as sources: (resource type, ARN collection, part kind,
#: scope of account and Region).
_ACCOUNT_PARTS = (
    ("apigateway:apikeys", "apikeys", "apikey", "{account}:{region}"),
    ("apigateway:usageplans", "usageplans", "usageplan", "{account}:{region}"),
    ("apigateway:clientcertificates", "clientcertificates", "clientcertificate", "{account}/{region}"),
    ("apigateway:vpclinks", "vpclinks", "vpclink", "{account}:{region}"),
)


def tag_sources(state: ApigwState) -> tuple[TagSource, ...]:
    def rest_apis(account_id: str, region: str) -> Iterator[Tagged]:
        for api in apis.list_apis(state.store, account_id, region):
            yield Tagged(f"arn:aws:apigateway:{region}::/restapis/{api.id}", dict(api.doc.get("tags") or {}))

    def stages(account_id: str, region: str) -> Iterator[Tagged]:
        for api in apis.list_apis(state.store, account_id, region):
            for stage in apis.list_stages(state.store, api.id):
                arn = f"arn:aws:apigateway:{region}::/restapis/{api.id}/stages/{stage.name}"
                yield Tagged(arn, dict(stage.doc.get("tags") or {}))

    def domain_names(account_id: str, region: str) -> Iterator[Tagged]:
        for found in parts.list_parts(state.store, domains.SCOPE, domains.KIND):
            doc = found.doc
            if (doc.get("_account"), doc.get("_region")) == (account_id, region):
                yield Tagged(str(doc["domainNameArn"]), dict(doc.get("tags") or {}))

    def held(collection: str, kind: str, scope: str) -> Callable[[str, str], Iterator[Tagged]]:
        def resources(account_id: str, region: str) -> Iterator[Tagged]:
            for found in parts.list_parts(state.store, scope.format(account=account_id, region=region), kind):
                arn = f"arn:aws:apigateway:{region}::/{collection}/{found.id}"
                yield Tagged(arn, dict(found.doc.get("tags") or {}))

        return resources

    tag, untag = tag_resource(
        "apigateway", "resourceArn", tags_member="tags", keys_member="tagKeys", pairs=None
    )

    def held_by_me(collection: str, kind: str) -> Callable[[str], bool]:
        """An ARN of the collection naming a part kept here (API Gateway v2's VPC links share the form)."""
        prefix = arn_prefix("apigateway", f"/{collection}/")
        return lambda arn: prefix(arn) and parts.kind_holds(state.store, kind, arn.rsplit("/", 1)[-1])

    rest = arn_prefix("apigateway", "/restapis/")
    return (
        TagSource(
            "apigateway:restapis", lambda arn: rest(arn) and "/stages/" not in arn, rest_apis, tag, untag
        ),
        TagSource(
            "apigateway:restapis/stages", lambda arn: rest(arn) and "/stages/" in arn, stages, tag, untag
        ),
        TagSource(
            "apigateway:domainnames", arn_prefix("apigateway", "/domainnames/"), domain_names, tag, untag
        ),
        *(
            TagSource(kind, held_by_me(collection, part), held(collection, part, scope), tag, untag)
            for kind, collection, part, scope in _ACCOUNT_PARTS
        ),
    )
