"""Invalidations: CreateInvalidation clears the distribution's matching answers from the edge cache at
once; the invalidation reads ``InProgress`` until the deploy time of labcloud's clock passes, then
``Completed``. GetInvalidation, ListInvalidations."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudfront import distributions as dists
from labcloud.services.cloudfront.dist_ops import load
from labcloud.services.cloudfront.errors import conflict, invalid_argument, not_found
from labcloud.services.cloudfront.events import emit
from labcloud.services.cloudfront.paging import listing
from labcloud.services.cloudfront.repo import rows
from labcloud.services.cloudfront.state import CloudFrontState

if TYPE_CHECKING:
    from labcloud.services.cloudfront.api import (
        CreateInvalidationRequest,
        CreateInvalidationResponse,
        GetInvalidationRequest,
        GetInvalidationResponse,
        ListInvalidationsRequest,
        ListInvalidationsResponse,
    )

#: CloudFront's limit of paths in one batch.
MAX_PATHS = 3000


def _status(doc: dict[str, Any]) -> str:
    return "Completed" if dists.deployed(doc) else "InProgress"


def _out(doc: dict[str, Any]) -> dict[str, Any]:
    return {
        "Id": doc["Id"],
        "Status": _status(doc),
        "CreateTime": dists.at(doc["_modified"]),
        "InvalidationBatch": doc["InvalidationBatch"],
    }


def create_invalidation(
    state: CloudFrontState, request: CreateInvalidationRequest, ctx: RequestContext
) -> CreateInvalidationResponse:
    batch = cast("dict[str, Any]", request["InvalidationBatch"])
    paths = list(batch["Paths"].get("Items") or [])
    if int(batch["Paths"]["Quantity"]) != len(paths):
        raise AwsError(
            "InconsistentQuantities", "The value of Quantity and the size of Items don't match.", status=400
        )
    if not paths:
        raise invalid_argument("The parameter Paths must name at least one path.")
    if len(paths) > MAX_PATHS:
        raise AwsError("BatchTooLarge", "Invalidation batch specified is too large.", status=413)
    for path in paths:
        if not str(path).startswith("/") or "*" in str(path)[:-1]:
            raise invalid_argument(f"Your request contains one or more invalid invalidation paths: {path}")
    with state.store.transaction():
        dist = load(state, ctx, request["DistributionId"])
        for other in rows.of_account(state.store, "invalidation", ctx.account_id, dist["Id"]):
            if other["InvalidationBatch"]["CallerReference"] == batch["CallerReference"]:
                if other["InvalidationBatch"] != batch:
                    raise conflict(
                        "InvalidationBatchAlreadyExists",
                        "The caller reference is already used by another invalidation batch.",
                    )
                return cast("CreateInvalidationResponse", _answer(ctx, dist["Id"], other))
        now = clock.now()
        doc = {
            "Id": dists.new_id("I"),
            "InvalidationBatch": batch,
            "_modified": now,
            "_distribution": dist["Id"],
        }
        rows.insert(state.store, "invalidation", doc["Id"], ctx.account_id, now, doc, parent=dist["Id"])
        emit(state, ctx.account_id, "cloudfront.invalidation.created", dist["ARN"], id=doc["Id"], paths=paths)
    state.cache.invalidate(dist["Id"], [str(p) for p in paths])
    return cast("CreateInvalidationResponse", _answer(ctx, dist["Id"], doc))


def _answer(ctx: RequestContext, distribution_id: str, doc: dict[str, Any]) -> dict[str, Any]:
    return {
        "Location": f"{ctx.endpoint}/2020-05-31/distribution/{distribution_id}/invalidation/{doc['Id']}",
        "Invalidation": _out(doc),
    }


def get_invalidation(
    state: CloudFrontState, request: GetInvalidationRequest, ctx: RequestContext
) -> GetInvalidationResponse:
    dist = load(state, ctx, request["DistributionId"])
    doc = rows.get(state.store, "invalidation", request["Id"], ctx.account_id)
    if doc is None or doc.get("_distribution") != dist["Id"]:
        raise not_found("NoSuchInvalidation", "The specified invalidation does not exist.")
    return cast("GetInvalidationResponse", {"Invalidation": _out(doc)})


def list_invalidations(
    state: CloudFrontState, request: ListInvalidationsRequest, ctx: RequestContext
) -> ListInvalidationsResponse:
    dist = load(state, ctx, request["DistributionId"])
    docs = list(reversed(rows.of_account(state.store, "invalidation", ctx.account_id, dist["Id"])))
    answer = listing(
        docs,
        request,
        lambda d: {"Id": d["Id"], "CreateTime": dists.at(d["_modified"]), "Status": _status(d)},
    )
    return cast("ListInvalidationsResponse", {"InvalidationList": answer})
