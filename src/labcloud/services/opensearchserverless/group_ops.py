"""Collection groups (the NEXTGEN generation's shared capacity): created with their capacity limits and
standby replicas, listed with how many collections they hold, updated, deleted once empty. Capacity is
kept as given and never limits anything here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.opensearchserverless import errors
from labcloud.services.opensearchserverless.events import publish
from labcloud.services.opensearchserverless.names import group_arn, millis, new_id
from labcloud.services.opensearchserverless.paging import page
from labcloud.services.opensearchserverless.repo.records import Doc
from labcloud.services.opensearchserverless.state import MAX_GROUPS, AossState
from labcloud.services.opensearchserverless.tagging import checked_tags

if TYPE_CHECKING:
    from labcloud.services.opensearchserverless.api import (
        BatchGetCollectionGroupRequest,
        BatchGetCollectionGroupResponse,
        CreateCollectionGroupRequest,
        CreateCollectionGroupResponse,
        DeleteCollectionGroupRequest,
        DeleteCollectionGroupResponse,
        ListCollectionGroupsRequest,
        ListCollectionGroupsResponse,
        UpdateCollectionGroupRequest,
        UpdateCollectionGroupResponse,
    )


def find(state: AossState, ctx: RequestContext, group_id: str, *, updating: bool = False) -> Doc:
    doc = state.records.get(ctx.account_id, ctx.region, "group", group_id)
    if doc is None:
        if updating:  # (the Update operations declare no ResourceNotFoundException)
            raise errors.validation(f"Collection group with id {group_id} does not exist")
        raise errors.not_found(f"Collection group with id {group_id} does not exist")
    return doc


def _members(state: AossState, ctx: RequestContext, name: str) -> int:
    collections = state.records.listed(ctx.account_id, ctx.region, "collection")
    return sum(1 for c in collections if c.get("collectionGroupName") == name)


def _detail(
    state: AossState, ctx: RequestContext, doc: Doc, keys: tuple[str, ...] | None = None
) -> dict[str, Any]:
    out: dict[str, Any] = {k: v for k, v in doc.items() if not k.startswith("_")}
    out["createdDate"] = millis(doc["_created"])
    out["lastModifiedDate"] = millis(doc["_modified"])
    out["numberOfCollections"] = _members(state, ctx, doc["name"])
    out["tags"] = doc["_tags"]
    return out if keys is None else {k: out[k] for k in keys if k in out}


def create_collection_group(
    state: AossState, request: CreateCollectionGroupRequest, ctx: RequestContext
) -> CreateCollectionGroupResponse:
    name = request["name"]
    if state.records.by_name(ctx.account_id, ctx.region, "group", name) is not None:
        raise errors.conflict(f"A collection group with name {name} already exists")
    if state.records.count(ctx.account_id, ctx.region, "group") >= MAX_GROUPS:
        raise errors.quota(f"The account has reached its quota of {MAX_GROUPS} collection groups")
    group_id = new_id()
    now = clock.now()
    doc: Doc = {
        "id": group_id,
        "arn": group_arn(ctx.region, ctx.account_id, group_id),
        "name": name,
        "standbyReplicas": request["standbyReplicas"],
        "capacityLimits": dict(request.get("capacityLimits") or {}),
        "generation": request.get("generation") or "CLASSIC",
        "_created": now,
        "_modified": now,
        "_tags": checked_tags([], request.get("tags") or []),
    }
    if request.get("description") is not None:
        doc["description"] = request["description"]
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "group", group_id, name, doc, now)
        publish(state, "aoss.collection_group.created", ctx.account_id, ctx.region, doc["arn"], name=name)
    keys = (
        "id",
        "arn",
        "name",
        "standbyReplicas",
        "description",
        "tags",
        "createdDate",
        "capacityLimits",
        "generation",
    )
    return {"createCollectionGroupDetail": _detail(state, ctx, doc, keys)}  # type: ignore[typeddict-item]


def batch_get_collection_group(
    state: AossState, request: BatchGetCollectionGroupRequest, ctx: RequestContext
) -> BatchGetCollectionGroupResponse:
    ids, names = request.get("ids"), request.get("names")
    if bool(ids) == bool(names):
        raise errors.validation("Exactly one of ids or names must be given")
    found, missing = [], []
    for value in ids or []:
        doc = state.records.get(ctx.account_id, ctx.region, "group", value)
        if doc is None:
            missing.append(
                {
                    "id": value,
                    "errorCode": "NOT_FOUND",
                    "errorMessage": "The collection group could not be found.",
                }
            )
        else:
            found.append(_detail(state, ctx, doc))
    for value in names or []:
        doc = state.records.by_name(ctx.account_id, ctx.region, "group", value)
        if doc is None:
            missing.append(
                {
                    "name": value,
                    "errorCode": "NOT_FOUND",
                    "errorMessage": "The collection group could not be found.",
                }
            )
        else:
            found.append(_detail(state, ctx, doc))
    for detail in found:
        detail.pop("lastModifiedDate", None)
    return {"collectionGroupDetails": found, "collectionGroupErrorDetails": missing}  # type: ignore[typeddict-item]


def list_collection_groups(
    state: AossState, request: ListCollectionGroupsRequest, ctx: RequestContext
) -> ListCollectionGroupsResponse:
    every = state.records.listed(ctx.account_id, ctx.region, "group")
    shown, token = page(
        every, lambda d: f"{d['name']}/{d['id']}", request.get("maxResults"), request.get("nextToken")
    )
    keys = ("id", "arn", "name", "numberOfCollections", "createdDate", "capacityLimits", "generation")
    out: dict[str, Any] = {"collectionGroupSummaries": [_detail(state, ctx, d, keys) for d in shown]}
    if token:
        out["nextToken"] = token
    return out  # type: ignore[return-value]


def update_collection_group(
    state: AossState, request: UpdateCollectionGroupRequest, ctx: RequestContext
) -> UpdateCollectionGroupResponse:
    doc = find(state, ctx, request["id"], updating=True)
    if "description" in request:
        doc["description"] = request["description"]
    if request.get("capacityLimits"):
        doc["capacityLimits"] = dict(request["capacityLimits"])
    doc["_modified"] = clock.now()
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "group", doc["id"], doc)
        publish(
            state, "aoss.collection_group.updated", ctx.account_id, ctx.region, doc["arn"], name=doc["name"]
        )
    keys = (
        "id",
        "arn",
        "name",
        "description",
        "capacityLimits",
        "createdDate",
        "lastModifiedDate",
        "generation",
    )
    return {"updateCollectionGroupDetail": _detail(state, ctx, doc, keys)}  # type: ignore[typeddict-item]


def delete_collection_group(
    state: AossState, request: DeleteCollectionGroupRequest, ctx: RequestContext
) -> DeleteCollectionGroupResponse:
    doc = find(state, ctx, request["id"])
    if _members(state, ctx, doc["name"]):
        raise errors.conflict(f"Collection group {doc['name']} still has collections; delete them first")
    with state.store.transaction():
        state.records.delete(ctx.account_id, ctx.region, "group", doc["id"])
        publish(
            state, "aoss.collection_group.deleted", ctx.account_id, ctx.region, doc["arn"], name=doc["name"]
        )
    return {}
