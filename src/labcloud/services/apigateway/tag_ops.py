"""Tags on REST APIs, stages, VPC links, API keys, usage plans, client certificates and custom domain
names, addressed by ARN (``arn:aws:apigateway:<region>::/restapis/<id>[/stages/<name>]``,
``...::/vpclinks/<id>``, ``...::/apikeys/<id>``, ``...::/usageplans/<id>``, ``...::/clientcertificates/<id>``,
``...::/domainnames/<name>``, ``arn:aws:apigateway:<region>:<account>:/domainnames/<name>+<id>`` for a
private name) and domain name access associations (``...:<account>:/domainnameaccessassociations/...``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.apigateway import domains
from labcloud.services.apigateway.errors import bad_request, not_found
from labcloud.services.apigateway.lookup import api_of
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        GetTagsRequest,
        GetTagsResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )

_ARN = re.compile(
    r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+)::/restapis/(?P<api>[^/]+)(?:/stages/(?P<stage>[^/]+))?$"
)
_PRIVATE_ARN = re.compile(
    r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+):(?P<account>\d{12}):/domainnames/(?P<key>[^/+]+\+[a-z0-9]+)$"
)
_LINK_ARN = re.compile(r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+)::/vpclinks/(?P<link>[^/]+)$")
_ACCOUNT_PART_ARN = re.compile(
    r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+)::/(?P<kind>apikeys|usageplans|clientcertificates)/(?P<id>[^/]+)$"
)
_DOMAIN_ARN = re.compile(r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+)::/domainnames/(?P<name>[^/+]+)$")
#: An account's part (``apigw_parts``) by its ARN's collection: its kind, its scope (of account and Region)
#: and the message naming a missing one.
_ACCOUNT_PARTS = {
    "apikeys": ("apikey", "{account}:{region}", "Invalid API Key identifier specified"),
    "usageplans": ("usageplan", "{account}:{region}", "Invalid Usage Plan ID specified"),
    "clientcertificates": (
        "clientcertificate",
        "{account}/{region}",
        "Invalid client certificate identifier specified",
    ),
}


def _tagged(state: ApigwState, ctx: RequestContext, arn: str) -> tuple[Any, dict[str, Any]]:
    """(the record holding the tags, its document) for ``arn``."""
    if ":/domainnameaccessassociations/" in arn:
        association = parts.find_part(state.store, domains.ASSOCIATIONS, domains.ASSOCIATION, arn)
        if association is None or (association.doc.get("_account"), association.doc.get("_region")) != (
            ctx.account_id,
            ctx.region,
        ):
            raise not_found("Invalid domain name access association identifier specified")
        return association, association.doc
    private = _PRIVATE_ARN.match(arn)
    if private is not None:
        found_name = parts.find_part(state.store, domains.SCOPE, domains.KIND, private.group("key"))
        if found_name is None or (found_name.doc.get("_account"), found_name.doc.get("_region")) != (
            ctx.account_id,
            ctx.region,
        ):
            raise not_found("Invalid domain name identifier specified")
        return found_name, found_name.doc
    held = _ACCOUNT_PART_ARN.match(arn)
    if held is not None:
        kind, scope_of, missing = _ACCOUNT_PARTS[held.group("kind")]
        part = None
        if held.group("region") == ctx.region:
            scope = scope_of.format(account=ctx.account_id, region=ctx.region)
            part = parts.find_part(state.store, scope, kind, held.group("id"))
        if part is None:
            raise not_found(missing)
        return part, part.doc
    public = _DOMAIN_ARN.match(arn)
    if public is not None:
        found_public = parts.find_part(state.store, domains.SCOPE, domains.KIND, public.group("name"))
        owner = (
            None
            if found_public is None
            else (found_public.doc.get("_account"), found_public.doc.get("_region"))
        )
        if (
            found_public is None
            or owner != (ctx.account_id, ctx.region)
            or public.group("region") != ctx.region
        ):
            raise not_found("Invalid domain name identifier specified")
        return found_public, found_public.doc
    link = _LINK_ARN.match(arn)
    if link is not None:
        from labcloud.services.apigateway import vpc_link_ops

        found = None
        if link.group("region") == ctx.region:
            found = vpc_link_ops.link_of(state, ctx.account_id, ctx.region, link.group("link"))
        if found is None:
            raise not_found("Invalid Vpc Link identifier specified")
        return found, found.doc
    match = _ARN.match(arn)
    if match is None:
        raise bad_request(f"Invalid ARN: {arn}")
    if match.group("region") != ctx.region:
        raise not_found(f"Invalid API identifier specified {ctx.account_id}:{match.group('api')}")
    api = api_of(state, ctx, match.group("api"))
    stage_name = match.group("stage")
    if stage_name is None:
        return api, api.doc
    stage = stored.find_stage(state.store, api.id, stage_name)
    if stage is None:
        raise not_found("Invalid Stage identifier specified")
    return stage, stage.doc


def _save(state: ApigwState, record: Any, doc: dict[str, Any], tags: dict[str, str]) -> None:
    if tags:
        doc["tags"] = tags
    else:
        doc.pop("tags", None)
    if isinstance(record, PartRecord):
        parts.save_part(state.store, record)
    elif isinstance(record, stored.ApiRecord):
        stored.save_api(state.store, record)
    else:
        stored.upsert_stage(state.store, record, 0.0)


def tag_resource(state: ApigwState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    with state.store.transaction():
        record, doc = _tagged(state, ctx, request["resourceArn"])
        tags = checked_tags({**(doc.get("tags") or {}), **request["tags"]})
        _save(state, record, doc, tags)
    return {}


def untag_resource(
    state: ApigwState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        record, doc = _tagged(state, ctx, request["resourceArn"])
        tags = {k: v for k, v in (doc.get("tags") or {}).items() if k not in request["tagKeys"]}
        _save(state, record, doc, tags)
    return {}


def get_tags(state: ApigwState, request: GetTagsRequest, ctx: RequestContext) -> GetTagsResponse:
    _, doc = _tagged(state, ctx, request["resourceArn"])
    return {"tags": dict(doc.get("tags") or {})}
