"""Tags of parameters and documents: AddTagsToResource, RemoveTagsFromResource, ListTagsForResource
(ResourceType ``Parameter``, ``Document``, ``Association`` or ``MaintenanceWindow``; no other SSM resource
exists here, so any other type names nothing: InvalidResourceId)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ssm import lookup
from labcloud.services.ssm.errors import invalid_resource_id, validation
from labcloud.services.ssm.repo.documents import Document
from labcloud.services.ssm.repo.parameters import Parameter
from labcloud.services.ssm.state import SsmState

if TYPE_CHECKING:
    from labcloud.services.ssm.api import (
        AddTagsToResourceRequest,
        AddTagsToResourceResponse,
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        RemoveTagsFromResourceRequest,
        RemoveTagsFromResourceResponse,
        Tag,
    )

MAX_TAGS = 50


def _too_many() -> AwsError:
    return AwsError("TooManyTagsError", "The Tags array cannot have more than 50 items.")


def checked_tags(tags: Iterable[Tag]) -> dict[str, str]:
    out: dict[str, str] = {}
    for tag in tags:
        if tag["Key"].lower().startswith("aws:"):
            raise validation("Tag keys beginning with aws: are reserved for AWS use.")
        out[tag["Key"]] = tag["Value"]
    if len(out) > MAX_TAGS:
        raise _too_many()
    return out


def _parameter(state: SsmState, ctx: RequestContext, resource_type: str, resource_id: str) -> Parameter:
    found = lookup.find(state, ctx, resource_id) if resource_type == "Parameter" else None
    if found is None:
        raise invalid_resource_id()
    return found


def _document(state: SsmState, ctx: RequestContext, resource_id: str) -> Document:
    found = state.documents.find(ctx.account_id, ctx.region, resource_id)
    if found is None:
        raise invalid_resource_id()
    return found


def _current(
    state: SsmState, ctx: RequestContext, resource_type: str, resource_id: str
) -> tuple[str, dict[str, str]]:
    """(the resource's name, its tags)."""
    if resource_type == "Document":
        document = _document(state, ctx, resource_id)
        return document.name, document.tags
    if resource_type in ("Association", "MaintenanceWindow"):
        table = state.associations if resource_type == "Association" else state.windows
        record = table.find(ctx.account_id, ctx.region, resource_id)
        if record is None:
            raise invalid_resource_id()
        return record.ident, record.tags
    found = _parameter(state, ctx, resource_type, resource_id)
    return found.name, found.tags


def _set(state: SsmState, ctx: RequestContext, resource_type: str, name: str, tags: dict[str, str]) -> None:
    if resource_type == "Document":
        state.documents.set_tags(ctx.account_id, ctx.region, name, tags)
    elif resource_type == "Association":
        state.associations.set_tags(ctx.account_id, ctx.region, name, tags)
    elif resource_type == "MaintenanceWindow":
        record = state.windows.find(ctx.account_id, ctx.region, name)
        if record is not None:
            state.windows.put(ctx.account_id, ctx.region, replace(record, tags=tags))
    else:
        state.parameters.set_tags(ctx.account_id, ctx.region, name, tags)


def add_tags_to_resource(
    state: SsmState, request: AddTagsToResourceRequest, ctx: RequestContext
) -> AddTagsToResourceResponse:
    added = checked_tags(request["Tags"])
    with state.store.transaction():
        name, current = _current(state, ctx, request["ResourceType"], request["ResourceId"])
        tags = {**current, **added}
        if len(tags) > MAX_TAGS:
            raise _too_many()
        _set(state, ctx, request["ResourceType"], name, tags)
    return {}


def remove_tags_from_resource(
    state: SsmState, request: RemoveTagsFromResourceRequest, ctx: RequestContext
) -> RemoveTagsFromResourceResponse:
    removed = set(request["TagKeys"])
    with state.store.transaction():
        name, current = _current(state, ctx, request["ResourceType"], request["ResourceId"])
        _set(
            state, ctx, request["ResourceType"], name, {k: v for k, v in current.items() if k not in removed}
        )
    return {}


def list_tags_for_resource(
    state: SsmState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    _, current = _current(state, ctx, request["ResourceType"], request["ResourceId"])
    return {"TagList": [{"Key": k, "Value": v} for k, v in sorted(current.items())]}
