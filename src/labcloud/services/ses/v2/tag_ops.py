"""SES v2's tags on identities, templates and configuration sets, named by their ARNs."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.ses import errors
from labcloud.services.ses.repo import config_sets, identities, templates
from labcloud.services.ses.state import SesState

if TYPE_CHECKING:
    from labcloud.services.ses.v2.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )

#: Tags one resource may carry (AWS's limit).
MAX_TAGS = 50
_ARN = re.compile(r"^arn:aws:ses:([a-z0-9-]+):(\d{12}):(identity|template|configuration-set)/(.+)$")


def _tags(state: SesState, ctx: RequestContext, arn: str) -> tuple[str, str, dict[str, str]]:
    match = _ARN.match(arn)
    if match is None:
        raise errors.bad_request(f"Invalid resource ARN {arn}.")
    region, account, kind, name = match.groups()
    found: identities.Identity | templates.Template | config_sets.ConfigSet | None = None
    if account == ctx.account_id and region == ctx.region:
        if kind == "identity":
            found = identities.find(state.store, account, region, name)
        elif kind == "template":
            found = templates.find(state.store, account, region, name)
        else:
            found = config_sets.find(state.store, account, region, name)
    if found is None:
        raise errors.not_found(f"Resource {arn} does not exist.")
    return kind, name, dict(found.tags)


def _save(state: SesState, ctx: RequestContext, kind: str, name: str, tags: dict[str, str]) -> None:
    if len(tags) > MAX_TAGS:
        raise errors.bad_request(f"A resource has at most {MAX_TAGS} tags.")
    if kind == "identity":
        identities.set_tags(state.store, ctx.account_id, ctx.region, name, tags)
    elif kind == "template":
        templates.set_tags(state.store, ctx.account_id, ctx.region, name, tags)
    else:
        config_sets.set_tags(state.store, ctx.account_id, ctx.region, name, tags)


def tag_resource(state: SesState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    with state.store.transaction():
        kind, name, tags = _tags(state, ctx, request["ResourceArn"])
        tags.update({t["Key"]: t["Value"] for t in request["Tags"]})
        _save(state, ctx, kind, name, tags)
    return {}


def untag_resource(
    state: SesState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        kind, name, tags = _tags(state, ctx, request["ResourceArn"])
        for key in request["TagKeys"]:
            tags.pop(key, None)
        _save(state, ctx, kind, name, tags)
    return {}


def list_tags_for_resource(
    state: SesState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    _, _, tags = _tags(state, ctx, request["ResourceArn"])
    return {"Tags": [{"Key": k, "Value": v} for k, v in tags.items()]}
