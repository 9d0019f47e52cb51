"""CreateCollection, BatchGetCollection, ListCollections, UpdateCollection and DeleteCollection.

A collection is created only under an encryption policy whose rules cover its name (AWS's
ValidationException otherwise); its key is that policy's (``AWSOwnedKey``: AWS's own, no ``kmsKeyArn``).
A collection in a group needs the group. Deleting one drops its indexes and documents."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.opensearchserverless import errors
from labcloud.services.opensearchserverless.events import publish
from labcloud.services.opensearchserverless.grants import encryption_for
from labcloud.services.opensearchserverless.names import collection_arn, collection_endpoint, new_id
from labcloud.services.opensearchserverless.paging import page
from labcloud.services.opensearchserverless.repo.records import Doc
from labcloud.services.opensearchserverless.state import MAX_COLLECTIONS, AossState
from labcloud.services.opensearchserverless.tagging import checked_tags
from labcloud.services.opensearchserverless.views import detail, status, summary

if TYPE_CHECKING:
    from labcloud.services.opensearchserverless.api import (
        BatchGetCollectionRequest,
        BatchGetCollectionResponse,
        CreateCollectionRequest,
        CreateCollectionResponse,
        DeleteCollectionRequest,
        DeleteCollectionResponse,
        ListCollectionsRequest,
        ListCollectionsResponse,
        UpdateCollectionRequest,
        UpdateCollectionResponse,
    )

_CREATED = (
    "id",
    "name",
    "status",
    "type",
    "description",
    "arn",
    "kmsKeyArn",
    "standbyReplicas",
    "deletionProtection",
    "vectorOptions",
    "createdDate",
    "lastModifiedDate",
    "collectionGroupName",
)
_UPDATED = (
    "id",
    "name",
    "status",
    "type",
    "description",
    "vectorOptions",
    "kmsKeyArn",
    "arn",
    "createdDate",
    "lastModifiedDate",
    "deletionProtection",
)


def _only(out: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    return {k: out[k] for k in keys if k in out}


def find(state: AossState, ctx: RequestContext, collection_id: str, *, updating: bool = False) -> Doc:
    doc = state.records.get(ctx.account_id, ctx.region, "collection", collection_id)
    if doc is None:
        if updating:  # (the Update operations declare no ResourceNotFoundException)
            raise errors.validation(f"Collection with id {collection_id} does not exist")
        raise errors.not_found(f"Collection with id {collection_id} does not exist")
    return doc


def _encryption(
    state: AossState, ctx: RequestContext, name: str, request: CreateCollectionRequest
) -> str | None:
    """The KMS key ARN the collection is encrypted with (None: an AWS-owned key)."""
    given = request.get("encryptionConfig")
    if given:
        if given.get("aWSOwnedKey") and given.get("kmsKeyArn"):
            raise errors.validation("encryptionConfig takes either aWSOwnedKey or kmsKeyArn, not both")
        return given.get("kmsKeyArn")
    policies = [
        p for p in state.records.listed(ctx.account_id, ctx.region, "policy") if p["type"] == "encryption"
    ]
    chosen = encryption_for(policies, name)
    if chosen is None:
        raise errors.validation(
            f"No matching security policy of encryption type found for collection name: {name}. Please create"
            " security policy of encryption type for this collection."
        )
    key = chosen["policy"].get("KmsARN")
    return str(key) if key else None


def create_collection(
    state: AossState, request: CreateCollectionRequest, ctx: RequestContext
) -> CreateCollectionResponse:
    name = request["name"]
    kind = request.get("type") or "SEARCH"
    if state.records.by_name(ctx.account_id, ctx.region, "collection", name) is not None:
        raise errors.conflict(f"A collection with name {name} already exists in this account and Region")
    group = request.get("collectionGroupName")
    if group and state.records.by_name(ctx.account_id, ctx.region, "group", group) is None:
        raise errors.validation(f"Collection group {group} does not exist")
    vector = request.get("vectorOptions")
    if vector and kind != "VECTORSEARCH":
        raise errors.validation("vectorOptions can be set only on a VECTORSEARCH collection")
    key = _encryption(state, ctx, name, request)
    if state.records.count(ctx.account_id, ctx.region, "collection") >= MAX_COLLECTIONS:
        raise errors.quota(
            f"The account has reached its quota of {MAX_COLLECTIONS} collections in {ctx.region}"
        )
    tags = checked_tags([], request.get("tags") or [])
    collection_id = new_id()
    now = clock.now()
    endpoint = collection_endpoint(state.settings, ctx.region, collection_id)
    doc: Doc = {
        "id": collection_id,
        "name": name,
        "status": "CREATING",
        "type": kind,
        "arn": collection_arn(ctx.region, ctx.account_id, collection_id),
        "standbyReplicas": request.get("standbyReplicas") or "ENABLED",
        "deletionProtection": request.get("deletionProtection") or "DISABLED",
        "collectionEndpoint": endpoint,
        "dashboardEndpoint": f"{endpoint}/_dashboards",
        "_created": now,
        "_modified": now,
        "_tags": tags,
    }
    if request.get("description") is not None:
        doc["description"] = request["description"]
    if key:
        doc["kmsKeyArn"] = key
    if group:
        doc["collectionGroupName"] = group
    if vector:
        doc["vectorOptions"] = dict(vector)
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "collection", collection_id, name, doc, now)
        publish(
            state, "aoss.collection.created", ctx.account_id, ctx.region, doc["arn"], name=name, type=kind
        )
    return {"createCollectionDetail": _only(detail(state, doc), _CREATED)}  # type: ignore[typeddict-item]


def batch_get_collection(
    state: AossState, request: BatchGetCollectionRequest, ctx: RequestContext
) -> BatchGetCollectionResponse:
    ids, names = request.get("ids"), request.get("names")
    if bool(ids) == bool(names):
        raise errors.validation("Exactly one of ids or names must be given")
    found: list[dict[str, Any]] = []
    missing: list[dict[str, Any]] = []
    for value in ids or []:
        doc = state.records.get(ctx.account_id, ctx.region, "collection", value)
        if doc is None:
            missing.append(
                {
                    "id": value,
                    "errorCode": "NOT_FOUND",
                    "errorMessage": "The specified collection could not be found.",
                }
            )
        else:
            found.append(detail(state, doc))
    for value in names or []:
        doc = state.records.by_name(ctx.account_id, ctx.region, "collection", value)
        if doc is None:
            missing.append(
                {
                    "name": value,
                    "errorCode": "NOT_FOUND",
                    "errorMessage": "The specified collection could not be found.",
                }
            )
        else:
            found.append(detail(state, doc))
    return {"collectionDetails": found, "collectionErrorDetails": missing}  # type: ignore[typeddict-item]


def list_collections(
    state: AossState, request: ListCollectionsRequest, ctx: RequestContext
) -> ListCollectionsResponse:
    filters = request.get("collectionFilters") or {}
    every = state.records.listed(ctx.account_id, ctx.region, "collection")
    chosen = [
        d
        for d in every
        if (not filters.get("name") or d["name"] == filters["name"])
        and (not filters.get("status") or status(state, d) == filters["status"])
        and (
            not filters.get("collectionGroupName")
            or d.get("collectionGroupName") == filters["collectionGroupName"]
        )
    ]
    shown, token = page(
        chosen, lambda d: f"{d['name']}/{d['id']}", request.get("maxResults"), request.get("nextToken")
    )
    out: dict[str, Any] = {"collectionSummaries": [summary(state, d) for d in shown]}
    if token:
        out["nextToken"] = token
    return out  # type: ignore[return-value]


def update_collection(
    state: AossState, request: UpdateCollectionRequest, ctx: RequestContext
) -> UpdateCollectionResponse:
    doc = find(state, ctx, request["id"], updating=True)
    if request.get("encryptionConfig"):
        raise errors.validation("A collection's encryption cannot be changed after it is created")
    if "description" in request:
        doc["description"] = request["description"]
    if request.get("deletionProtection"):
        doc["deletionProtection"] = request["deletionProtection"]
    if request.get("vectorOptions"):
        if doc["type"] != "VECTORSEARCH":
            raise errors.validation("vectorOptions can be set only on a VECTORSEARCH collection")
        doc["vectorOptions"] = dict(request["vectorOptions"])
    doc["_modified"] = clock.now()
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "collection", doc["id"], doc)
        publish(state, "aoss.collection.updated", ctx.account_id, ctx.region, doc["arn"], name=doc["name"])
    return {"updateCollectionDetail": _only(detail(state, doc), _UPDATED)}  # type: ignore[typeddict-item]


def delete_collection(
    state: AossState, request: DeleteCollectionRequest, ctx: RequestContext
) -> DeleteCollectionResponse:
    doc = find(state, ctx, request["id"])
    if doc.get("deletionProtection") == "ENABLED":
        raise errors.validation(
            f"Collection {doc['name']} has deletion protection enabled; disable it before deleting the collection"
        )
    with state.store.transaction():
        state.records.delete(ctx.account_id, ctx.region, "collection", doc["id"])
        state.documents.drop_collection(doc["id"])
        publish(state, "aoss.collection.deleted", ctx.account_id, ctx.region, doc["arn"], name=doc["name"])
    return {"deleteCollectionDetail": {"id": doc["id"], "name": doc["name"], "status": "DELETING"}}
