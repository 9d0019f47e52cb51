"""Distribution operations: Create(WithTags), Get, GetConfig, Update (If-Match), Delete (only a disabled,
deployed distribution), List (checks and documents in :mod:`.distributions`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudfront import distributions as dists
from labcloud.services.cloudfront.errors import check_if_match, conflict, no_such_distribution
from labcloud.services.cloudfront.events import emit
from labcloud.services.cloudfront.paging import listing
from labcloud.services.cloudfront.repo import rows
from labcloud.services.cloudfront.state import CloudFrontState
from labcloud.services.cloudfront.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.cloudfront.api import (
        CreateDistributionRequest,
        CreateDistributionResponse,
        CreateDistributionWithTagsRequest,
        CreateDistributionWithTagsResponse,
        DeleteDistributionRequest,
        DeleteDistributionResponse,
        GetDistributionConfigRequest,
        GetDistributionConfigResponse,
        GetDistributionRequest,
        GetDistributionResponse,
        ListDistributionsRequest,
        ListDistributionsResponse,
        UpdateDistributionRequest,
        UpdateDistributionResponse,
    )


def load(state: CloudFrontState, ctx: RequestContext, distribution_id: str) -> dict[str, Any]:
    doc = rows.get(state.store, "distribution", distribution_id, ctx.account_id)
    if doc is None:
        raise no_such_distribution(distribution_id)
    return doc


def _create(
    state: CloudFrontState, ctx: RequestContext, config: dict[str, Any], tags: list[dict[str, str]]
) -> dict[str, Any]:
    account = ctx.account_id
    with state.store.transaction():
        if rows.by_reference(state.store, "distribution", account, config["CallerReference"]) is not None:
            raise conflict(
                "DistributionAlreadyExists",
                "The caller reference that you are using to create a distribution is associated with another distribution.",
            )
        if rows.count(state.store, "distribution", account) >= dists.MAX_DISTRIBUTIONS:
            raise AwsError(
                "TooManyDistributions",
                "Processing your request would cause you to exceed the maximum number of distributions allowed.",
                status=400,
            )
        dists.check(state, account, config, None)
        distribution_id = dists.new_id()
        now = clock.now()
        doc: dict[str, Any] = {
            "Id": distribution_id,
            "ARN": dists.arn(account, distribution_id),
            "DomainName": f"{distribution_id.lower()}.cloudfront.net",
            "ETag": dists.new_id(),
            "DistributionConfig": dists.with_defaults(config),
            "Tags": tags,
            "_modified": now,
            "_account": account,
        }
        rows.insert(
            state.store,
            "distribution",
            distribution_id,
            account,
            now,
            doc,
            reference=config["CallerReference"],
        )
        emit(
            state,
            account,
            "cloudfront.distribution.created",
            doc["ARN"],
            id=distribution_id,
            domain_name=doc["DomainName"],
            origins=[o["DomainName"] for o in config["Origins"]["Items"]],
        )
    return doc


def _answer(ctx: RequestContext, doc: dict[str, Any]) -> dict[str, Any]:
    return {
        "Distribution": dists.out(doc),
        "Location": f"{ctx.endpoint}/2020-05-31/distribution/{doc['Id']}",
        "ETag": doc["ETag"],
    }


def create_distribution(
    state: CloudFrontState, request: CreateDistributionRequest, ctx: RequestContext
) -> CreateDistributionResponse:
    doc = _create(state, ctx, cast("dict[str, Any]", request["DistributionConfig"]), [])
    return cast("CreateDistributionResponse", _answer(ctx, doc))


def create_distribution_with_tags(
    state: CloudFrontState, request: CreateDistributionWithTagsRequest, ctx: RequestContext
) -> CreateDistributionWithTagsResponse:
    given = cast("dict[str, Any]", request["DistributionConfigWithTags"])
    tags = checked_tags(given.get("Tags", {}).get("Items") or [])
    doc = _create(state, ctx, given["DistributionConfig"], tags)
    return cast("CreateDistributionWithTagsResponse", _answer(ctx, doc))


def get_distribution(
    state: CloudFrontState, request: GetDistributionRequest, ctx: RequestContext
) -> GetDistributionResponse:
    doc = load(state, ctx, request["Id"])
    return cast("GetDistributionResponse", {"Distribution": dists.out(doc), "ETag": doc["ETag"]})


def get_distribution_config(
    state: CloudFrontState, request: GetDistributionConfigRequest, ctx: RequestContext
) -> GetDistributionConfigResponse:
    doc = load(state, ctx, request["Id"])
    return cast(
        "GetDistributionConfigResponse",
        {"DistributionConfig": doc["DistributionConfig"], "ETag": doc["ETag"]},
    )


def update_distribution(
    state: CloudFrontState, request: UpdateDistributionRequest, ctx: RequestContext
) -> UpdateDistributionResponse:
    config = cast("dict[str, Any]", request["DistributionConfig"])
    with state.store.transaction():
        doc = load(state, ctx, request["Id"])
        check_if_match(request.get("IfMatch"), doc["ETag"])
        if config["CallerReference"] != doc["DistributionConfig"]["CallerReference"]:
            raise AwsError(
                "IllegalUpdate",
                "The update contains modifications that are not allowed: CallerReference.",
                status=400,
            )
        dists.check(state, ctx.account_id, config, doc["Id"])
        doc["DistributionConfig"] = dists.with_defaults(config)
        doc["ETag"] = dists.new_id()
        doc["_modified"] = clock.now()
        rows.update(state.store, "distribution", doc["Id"], doc)
        emit(
            state,
            ctx.account_id,
            "cloudfront.distribution.updated",
            doc["ARN"],
            id=doc["Id"],
            enabled=bool(config["Enabled"]),
        )
    state.cache.clear(doc["Id"])
    return cast("UpdateDistributionResponse", {"Distribution": dists.out(doc), "ETag": doc["ETag"]})


def delete_distribution(
    state: CloudFrontState, request: DeleteDistributionRequest, ctx: RequestContext
) -> DeleteDistributionResponse:
    with state.store.transaction():
        doc = load(state, ctx, request["Id"])
        check_if_match(request.get("IfMatch"), doc["ETag"])
        if doc["DistributionConfig"]["Enabled"] or not dists.deployed(doc):
            raise conflict(
                "DistributionNotDisabled",
                "The distribution you are trying to delete has not been disabled.",
            )
        rows.delete(state.store, "distribution", doc["Id"])
        emit(state, ctx.account_id, "cloudfront.distribution.deleted", doc["ARN"], id=doc["Id"])
    state.cache.clear(doc["Id"])
    return cast("DeleteDistributionResponse", {})


def list_distributions(
    state: CloudFrontState, request: ListDistributionsRequest, ctx: RequestContext
) -> ListDistributionsResponse:
    answer = listing(rows.of_account(state.store, "distribution", ctx.account_id), request, dists.summary)
    return cast("ListDistributionsResponse", {"DistributionList": answer})
