"""Health check operations: CreateHealthCheck (CallerReference idempotency), GetHealthCheck,
ListHealthChecks, UpdateHealthCheck, DeleteHealthCheck, GetHealthCheckStatus (:mod:`.health`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.route53 import health
from labcloud.services.route53.errors import invalid_input
from labcloud.services.route53.events import emit
from labcloud.services.route53.repo import health_checks as rows
from labcloud.services.route53.repo import records
from labcloud.services.route53.state import Route53State

if TYPE_CHECKING:
    from labcloud.services.route53.api import (
        CreateHealthCheckRequest,
        CreateHealthCheckResponse,
        DeleteHealthCheckRequest,
        DeleteHealthCheckResponse,
        GetHealthCheckRequest,
        GetHealthCheckResponse,
        GetHealthCheckStatusRequest,
        GetHealthCheckStatusResponse,
        ListHealthChecksRequest,
        ListHealthChecksResponse,
        UpdateHealthCheckRequest,
        UpdateHealthCheckResponse,
    )

PAGE = 100
MAX_PAGE = 1000


def _arn(check_id: str) -> str:
    return f"arn:aws:route53:::healthcheck/{check_id}"


def create_health_check(
    state: Route53State, request: CreateHealthCheckRequest, ctx: RequestContext
) -> CreateHealthCheckResponse:
    with state.store.transaction():
        doc, new = health.create(
            state.store,
            ctx.account_id,
            clock.now(),
            request["CallerReference"],
            cast("dict[str, Any]", request["HealthCheckConfig"]),
        )
        if new:
            emit(
                state,
                ctx,
                "route53.health_check.created",
                _arn(doc["Id"]),
                id=doc["Id"],
                type=doc["HealthCheckConfig"]["Type"],
            )
    return cast(
        "CreateHealthCheckResponse",
        {"HealthCheck": health.public(doc), "Location": f"{ctx.endpoint}/2013-04-01/healthcheck/{doc['Id']}"},
    )


def get_health_check(
    state: Route53State, request: GetHealthCheckRequest, ctx: RequestContext
) -> GetHealthCheckResponse:
    doc = health.load(state.store, ctx.account_id, request["HealthCheckId"])
    return cast("GetHealthCheckResponse", {"HealthCheck": health.public(doc)})


def list_health_checks(
    state: Route53State, request: ListHealthChecksRequest, ctx: RequestContext
) -> ListHealthChecksResponse:
    size = PAGE
    if request.get("MaxItems") is not None:
        try:
            size = int(request["MaxItems"])
        except ValueError:
            raise invalid_input(f"Invalid value for MaxItems: {request['MaxItems']}") from None
        if size < 1:
            raise invalid_input("MaxItems must be at least 1")
        size = min(size, MAX_PAGE)
    every = rows.of_account(state.store, ctx.account_id)
    marker = request.get("Marker")
    start = 0
    if marker:
        ids = [doc["Id"] for doc in every]
        if marker not in ids:
            raise invalid_input(f"Invalid marker: {marker}")
        start = ids.index(marker)
    answer: dict[str, Any] = {
        "HealthChecks": [health.public(doc) for doc in every[start : start + size]],
        "Marker": marker or "",
        "IsTruncated": start + size < len(every),
        "MaxItems": str(size),
    }
    if answer["IsTruncated"]:
        answer["NextMarker"] = every[start + size]["Id"]
    return cast("ListHealthChecksResponse", answer)


def update_health_check(
    state: Route53State, request: UpdateHealthCheckRequest, ctx: RequestContext
) -> UpdateHealthCheckResponse:
    with state.store.transaction():
        doc = health.update(state.store, ctx.account_id, cast("dict[str, Any]", request))
        emit(
            state,
            ctx,
            "route53.health_check.updated",
            _arn(doc["Id"]),
            id=doc["Id"],
            version=doc["HealthCheckVersion"],
        )
    return cast("UpdateHealthCheckResponse", {"HealthCheck": health.public(doc)})


def delete_health_check(
    state: Route53State, request: DeleteHealthCheckRequest, ctx: RequestContext
) -> DeleteHealthCheckResponse:
    with state.store.transaction():
        doc = health.load(state.store, ctx.account_id, request["HealthCheckId"])
        if records.using_health_check(state.store, doc["Id"]) or any(
            doc["Id"] in (other["HealthCheckConfig"].get("ChildHealthChecks") or [])
            for other in rows.of_account(state.store, ctx.account_id)
        ):
            raise AwsError(
                "HealthCheckInUse",
                f"Health check {doc['Id']} is still referenced from a resource record set or a calculated health check.",
                status=400,
            )
        rows.delete(state.store, doc["Id"])
        emit(state, ctx, "route53.health_check.deleted", _arn(doc["Id"]), id=doc["Id"])
    return {}


def get_health_check_status(
    state: Route53State, request: GetHealthCheckStatusRequest, ctx: RequestContext
) -> GetHealthCheckStatusResponse:
    doc = health.load(state.store, ctx.account_id, request["HealthCheckId"])
    if doc["HealthCheckConfig"]["Type"] == "CALCULATED":
        raise invalid_input("GetHealthCheckStatus does not answer for a calculated health check")
    return cast(
        "GetHealthCheckStatusResponse",
        {"HealthCheckObservations": health.observations(doc, clock.now_datetime())},
    )
