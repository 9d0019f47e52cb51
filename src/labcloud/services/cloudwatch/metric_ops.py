"""Metric operations: PutMetricData (rules in :mod:`.ingest`, storage in ``repo``), ListMetrics,
GetMetricStatistics and GetMetricData (:mod:`.query`, :mod:`.mathexpr`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud import clock
from labcloud.context import RequestContext

from .events import emit
from .ingest import fold
from .repo import points
from .state import CloudWatchState

if TYPE_CHECKING:
    from .api import (
        GetMetricDataRequest,
        GetMetricDataResponse,
        GetMetricStatisticsRequest,
        GetMetricStatisticsResponse,
        ListMetricsRequest,
        ListMetricsResponse,
        PutMetricDataRequest,
        PutMetricDataResponse,
    )


def put_metric_data(
    state: CloudWatchState, request: PutMetricDataRequest, ctx: RequestContext
) -> PutMetricDataResponse:
    now = clock.now()
    buckets = fold(request, now, internal=ctx.source == "internal")
    with state.store.transaction():
        touched: dict[int, float] = {}
        rows = []
        for (namespace, name, dims, ts, unit, res), bucket in buckets.items():
            metric_id = state.metrics.ensure(ctx.account_id, ctx.region, namespace, name, dims, now)
            touched[metric_id] = max(touched.get(metric_id, 0.0), float(ts))
            rows.append((metric_id, ts, unit, res, bucket))
        points.write(state.store, rows)
        state.metrics.touch({m: now for m in touched})
        if ctx.source != "internal":
            emit(
                state,
                ctx,
                "cloudwatch.metric_data.put",
                request["Namespace"],
                namespace=request["Namespace"],
                metrics=sorted({k[1] for k in buckets})[:20],
                datapoints=len(buckets),
            )
    return {}


def list_metrics(
    state: CloudWatchState, request: ListMetricsRequest, ctx: RequestContext
) -> ListMetricsResponse:
    return cast("ListMetricsResponse", state.metrics.list(ctx.account_id, ctx.region, request, clock.now()))


def get_metric_statistics(
    state: CloudWatchState, request: GetMetricStatisticsRequest, ctx: RequestContext
) -> GetMetricStatisticsResponse:
    answer = state.queries.statistics(ctx.account_id, ctx.region, request, clock.now())
    return cast("GetMetricStatisticsResponse", answer)


def get_metric_data(
    state: CloudWatchState, request: GetMetricDataRequest, ctx: RequestContext
) -> GetMetricDataResponse:
    answer = state.queries.metric_data(ctx.account_id, ctx.region, request, clock.now())
    return cast("GetMetricDataResponse", answer)
