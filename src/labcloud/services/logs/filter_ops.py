"""Subscription filter and metric filter operations (the filters' rules: :mod:`.subscriptions`,
:mod:`.metric_filters`; what they deliver: :mod:`.delivery`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext

from . import metric_filters
from .lookups import group, now_ms
from .state import LogsState
from .subscriptions import check_supported, describe_filter
from .tokens import decode_token, encode_token

if TYPE_CHECKING:
    from .api import (
        DeleteMetricFilterRequest,
        DeleteMetricFilterResponse,
        DeleteSubscriptionFilterRequest,
        DeleteSubscriptionFilterResponse,
        DescribeMetricFiltersRequest,
        DescribeMetricFiltersResponse,
        DescribeSubscriptionFiltersRequest,
        DescribeSubscriptionFiltersResponse,
        PutMetricFilterRequest,
        PutMetricFilterResponse,
        PutSubscriptionFilterRequest,
        PutSubscriptionFilterResponse,
        TestMetricFilterRequest,
        TestMetricFilterResponse,
    )


def put_subscription_filter(
    state: LogsState, request: PutSubscriptionFilterRequest, ctx: RequestContext
) -> PutSubscriptionFilterResponse:
    check_supported(request)
    with state.store.transaction():
        found = group(state, ctx, request["logGroupName"])
        state.subscriptions.put(
            found.id,
            request["filterName"],
            request["filterPattern"],
            request["destinationArn"],
            request.get("roleArn"),
            request.get("distribution") or "ByLogStream",
            now_ms(),
        )
    return {}


def describe_subscription_filters(
    state: LogsState, request: DescribeSubscriptionFiltersRequest, ctx: RequestContext
) -> DescribeSubscriptionFiltersResponse:
    found = group(state, ctx, request["logGroupName"])
    rows = state.subscriptions.of_group(found.id, request.get("filterNamePrefix"))
    token = request.get("nextToken")
    if token:
        after = decode_token(token)
        rows = [row for row in rows if row.name > str(after)]
    limit = int(request.get("limit") or 50)
    out: dict[str, Any] = {"subscriptionFilters": [describe_filter(found.name, row) for row in rows[:limit]]}
    if len(rows) > limit:
        out["nextToken"] = encode_token(rows[limit - 1].name)
    return cast("DescribeSubscriptionFiltersResponse", out)


def delete_subscription_filter(
    state: LogsState, request: DeleteSubscriptionFilterRequest, ctx: RequestContext
) -> DeleteSubscriptionFilterResponse:
    with state.store.transaction():
        state.subscriptions.delete(group(state, ctx, request["logGroupName"]).id, request["filterName"])
    return {}


def put_metric_filter(
    state: LogsState, request: PutMetricFilterRequest, ctx: RequestContext
) -> PutMetricFilterResponse:
    metric_filters.check_supported(request)
    transformation = metric_filters.check_transformation(
        request["filterPattern"], request["metricTransformations"][0]
    )
    with state.store.transaction():
        found = group(state, ctx, request["logGroupName"])
        state.metric_filters.put(
            found.id, request["filterName"], request["filterPattern"], transformation, now_ms()
        )
    return {}


def describe_metric_filters(
    state: LogsState, request: DescribeMetricFiltersRequest, ctx: RequestContext
) -> DescribeMetricFiltersResponse:
    name = request.get("logGroupName")
    group_id = group(state, ctx, name).id if name else None
    answer = metric_filters.describe_metric_filters(
        state.metric_filters, ctx.account_id, ctx.region, group_id, request
    )
    return cast("DescribeMetricFiltersResponse", answer)


def delete_metric_filter(
    state: LogsState, request: DeleteMetricFilterRequest, ctx: RequestContext
) -> DeleteMetricFilterResponse:
    with state.store.transaction():
        state.metric_filters.delete(group(state, ctx, request["logGroupName"]).id, request["filterName"])
    return {}


def test_metric_filter(
    state: LogsState, request: TestMetricFilterRequest, ctx: RequestContext
) -> TestMetricFilterResponse:
    answer = metric_filters.try_pattern(request["filterPattern"], request["logEventMessages"])
    return cast("TestMetricFilterResponse", answer)
