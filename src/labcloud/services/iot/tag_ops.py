"""Tags of topic rules, policies and custom authorizers: TagResource, UntagResource, ListTagsForResource (at most 50 a
resource, as AWS allows); the tags of a deleted rule, policy or authorizer go with it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.iot.errors import invalid, not_found
from labcloud.services.iot.repo import records
from labcloud.services.iot.state import IotState

if TYPE_CHECKING:
    from labcloud.services.iot.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )

MAX_TAGS = 50


def _exists(state: IotState, ctx: RequestContext, arn: str) -> None:
    prefix = f"arn:aws:iot:{ctx.region}:{ctx.account_id}:"
    kind, _, name = arn.removeprefix(prefix).partition("/")
    finders = {"rule": records.rule, "policy": records.policy, "authorizer": records.authorizer}
    if not arn.startswith(prefix) or kind not in finders:
        raise invalid(f"labcloud tags IoT topic rules, policies and authorizers only, not {arn}")
    found = finders[kind](state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise not_found(f"Resource {arn} does not exist")


def add(state: IotState, arn: str, pairs: dict[str, str]) -> None:
    """Tag ``arn`` (inside the caller's transaction), refusing more than :data:`MAX_TAGS`."""
    if len({**records.tags(state.store, arn), **pairs}) > MAX_TAGS:
        raise invalid(f"A resource has at most {MAX_TAGS} tags")
    records.put_tags(state.store, arn, pairs)


def tag_resource(state: IotState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    with state.store.transaction():
        _exists(state, ctx, request["resourceArn"])
        add(state, request["resourceArn"], {t["Key"]: t.get("Value", "") for t in request["tags"]})
    return {}


def untag_resource(
    state: IotState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        _exists(state, ctx, request["resourceArn"])
        records.remove_tags(state.store, request["resourceArn"], list(request["tagKeys"]))
    return {}


def list_tags_for_resource(
    state: IotState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    _exists(state, ctx, request["resourceArn"])
    found = records.tags(state.store, request["resourceArn"])
    return {"tags": [{"Key": k, "Value": v} for k, v in found.items()]}
