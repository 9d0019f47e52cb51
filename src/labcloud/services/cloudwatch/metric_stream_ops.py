"""Metric streams: PutMetricStream, GetMetricStream, ListMetricStreams, DeleteMetricStream and
Start/StopMetricStreams. A running stream sends each minute's statistics of the metrics its filters
match to a Firehose delivery stream (``metric_stream_delivery.py``) in the ``json`` output format;
the OpenTelemetry formats and StatisticsConfigurations (additional statistics) are refused by name, and
the role must be one CloudWatch's metric streams (``streams.metrics.cloudwatch.amazonaws.com``) may assume.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.sts.interfaces import RoleSessions

from .errors import combination, invalid_value
from .repo import metric_streams
from .repo.metric_streams import MetricStream
from .state import CloudWatchState

if TYPE_CHECKING:
    from .api import (
        DeleteMetricStreamRequest,
        DeleteMetricStreamResponse,
        GetMetricStreamRequest,
        GetMetricStreamResponse,
        ListMetricStreamsRequest,
        ListMetricStreamsResponse,
        PutMetricStreamRequest,
        PutMetricStreamResponse,
        StartMetricStreamsRequest,
        StartMetricStreamsResponse,
        StopMetricStreamsRequest,
        StopMetricStreamsResponse,
    )

PRINCIPAL = "streams.metrics.cloudwatch.amazonaws.com"
MAX_STREAMS = 1000


def _when(epoch: float) -> datetime:
    return datetime.fromtimestamp(epoch, timezone.utc)


def _filters(given: Any) -> list[dict[str, Any]]:
    out = []
    for item in given or []:
        entry: dict[str, Any] = {"Namespace": item["Namespace"]}
        if item.get("MetricNames"):
            entry["MetricNames"] = list(item["MetricNames"])
        out.append(entry)
    return out


def put_metric_stream(
    state: CloudWatchState, request: PutMetricStreamRequest, ctx: RequestContext
) -> PutMetricStreamResponse:
    name = request["Name"]
    if request["OutputFormat"] not in ("json", "opentelemetry0.7", "opentelemetry1.0"):
        raise invalid_value(f"The value {request['OutputFormat']} for parameter OutputFormat is not valid.")
    if request["OutputFormat"] != "json":
        raise invalid_value(
            f"labcloud does not support the {request['OutputFormat']} output format of metric streams (only json)."
        )
    if request.get("StatisticsConfigurations"):
        raise invalid_value("labcloud does not support StatisticsConfigurations (additional statistics).")
    if request.get("IncludeLinkedAccountsMetrics"):
        raise invalid_value(
            "labcloud does not support IncludeLinkedAccountsMetrics (cross-account observability)."
        )
    if request.get("IncludeFilters") and request.get("ExcludeFilters"):
        raise combination("You cannot specify both IncludeFilters and ExcludeFilters.")
    firehose = request["FirehoseArn"]
    if not firehose.startswith("arn:") or ":firehose:" not in firehose or ":deliverystream/" not in firehose:
        raise invalid_value(f"The value {firehose} for parameter FirehoseArn is not valid.")
    lookup = getattr(state.caller, "interface", None)
    sessions = lookup(RoleSessions) if lookup is not None else None
    if sessions is None or not sessions.trusts_service(request["RoleArn"], PRINCIPAL):
        raise invalid_value(
            f"The role {request['RoleArn']} does not exist or CloudWatch metric streams may not assume it."
        )
    now = clock.now()
    found = metric_streams.get(state.store, ctx.account_id, ctx.region, name)
    if found is None and len(metric_streams.listed(state.store, ctx.account_id, ctx.region)) >= MAX_STREAMS:
        raise AwsError("LimitExceeded", f"You can have at most {MAX_STREAMS} metric streams.", status=400)
    stream = MetricStream(
        ctx.account_id,
        ctx.region,
        name,
        firehose,
        request["RoleArn"],
        request["OutputFormat"],
        _filters(request.get("IncludeFilters")),
        _filters(request.get("ExcludeFilters")),
        "running",
        [{"Key": t["Key"], "Value": t["Value"]} for t in request.get("Tags") or []],
        now,
        now,
        int(now // 60) * 60,
    )
    with state.store.transaction():
        metric_streams.put(state.store, stream)
        state.bus.publish(
            "cloudwatch.metric_stream.put",
            service="cloudwatch",
            account_id=ctx.account_id,
            region=ctx.region,
            resource=stream.arn,
            data={"name": name, "firehose_arn": firehose},
        )
    return {"Arn": stream.arn}


def _found(state: CloudWatchState, ctx: RequestContext, name: str) -> MetricStream:
    stream = metric_streams.get(state.store, ctx.account_id, ctx.region, name)
    if stream is None:
        raise AwsError(
            "ResourceNotFoundException",
            f"Metric stream {name} not found.",
            status=404,
            ResourceType="MetricStream",
            ResourceId=name,
        )
    return stream


def get_metric_stream(
    state: CloudWatchState, request: GetMetricStreamRequest, ctx: RequestContext
) -> GetMetricStreamResponse:
    stream = _found(state, ctx, request["Name"])
    answer: dict[str, Any] = {
        "Arn": stream.arn,
        "Name": stream.name,
        "IncludeFilters": stream.include_filters,
        "ExcludeFilters": stream.exclude_filters,
        "FirehoseArn": stream.firehose_arn,
        "RoleArn": stream.role_arn,
        "State": stream.state,
        "CreationDate": _when(stream.created),
        "LastUpdateDate": _when(stream.updated),
        "OutputFormat": stream.output_format,
        "StatisticsConfigurations": [],
        "IncludeLinkedAccountsMetrics": False,
    }
    return answer  # type: ignore[return-value]


def list_metric_streams(
    state: CloudWatchState, request: ListMetricStreamsRequest, ctx: RequestContext
) -> ListMetricStreamsResponse:
    limit = int(request.get("MaxResults") or 100)
    streams = metric_streams.listed(state.store, ctx.account_id, ctx.region)
    start = 0
    if request.get("NextToken"):
        token = str(request["NextToken"])
        names = [s.name for s in streams]
        if token not in names:
            raise AwsError("InvalidNextToken", "The service returned an invalid NextToken.", status=400)
        start = names.index(token) + 1
    page = streams[start : start + limit]
    out: dict[str, Any] = {
        "Entries": [
            {
                "Arn": s.arn,
                "CreationDate": _when(s.created),
                "LastUpdateDate": _when(s.updated),
                "Name": s.name,
                "FirehoseArn": s.firehose_arn,
                "State": s.state,
                "OutputFormat": s.output_format,
            }
            for s in page
        ]
    }
    if start + limit < len(streams):
        out["NextToken"] = page[-1].name
    return out  # type: ignore[return-value]


def delete_metric_stream(
    state: CloudWatchState, request: DeleteMetricStreamRequest, ctx: RequestContext
) -> DeleteMetricStreamResponse:
    with state.store.transaction():
        metric_streams.delete(state.store, ctx.account_id, ctx.region, request["Name"])
    return {}


def _set(state: CloudWatchState, ctx: RequestContext, names: list[str], to: str) -> None:
    now = clock.now()
    with state.store.transaction():
        for name in names:
            stream = metric_streams.get(state.store, ctx.account_id, ctx.region, name)
            if stream is None:
                continue
            metric_streams.set_state(state.store, ctx.account_id, ctx.region, name, to, now)
            if to == "running" and stream.state != "running":
                metric_streams.delivered(state.store, stream, int(now // 60) * 60)


def start_metric_streams(
    state: CloudWatchState, request: StartMetricStreamsRequest, ctx: RequestContext
) -> StartMetricStreamsResponse:
    _set(state, ctx, list(request["Names"]), "running")
    return {}


def stop_metric_streams(
    state: CloudWatchState, request: StopMetricStreamsRequest, ctx: RequestContext
) -> StopMetricStreamsResponse:
    _set(state, ctx, list(request["Names"]), "stopped")
    return {}
