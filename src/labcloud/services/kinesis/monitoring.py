"""Enhanced (shard-level) monitoring: Enable/DisableEnhancedMonitoring, and the per-shard facts a
monitored stream reports, published as ``kinesis.shard.metrics`` events that CloudWatch turns into
AWS/Kinesis metrics with the ``StreamName`` and ``ShardId`` dimensions (only the metrics enabled)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.kinesis import timing
from labcloud.services.kinesis.errors import in_use, validation
from labcloud.services.kinesis.lookup import stream_of
from labcloud.services.kinesis.publish import emit
from labcloud.services.kinesis.repo import streams
from labcloud.services.kinesis.repo.streams import Stream
from labcloud.services.kinesis.sequence import shard_id
from labcloud.services.kinesis.state import KinesisState

if TYPE_CHECKING:
    from labcloud.services.kinesis.api import (
        DisableEnhancedMonitoringRequest,
        DisableEnhancedMonitoringResponse,
        EnableEnhancedMonitoringRequest,
        EnableEnhancedMonitoringResponse,
    )

#: AWS's shard-level metrics, in the order DescribeStream lists them.
SHARD_METRICS = (
    "IncomingBytes",
    "IncomingRecords",
    "OutgoingBytes",
    "OutgoingRecords",
    "WriteProvisionedThroughputExceeded",
    "ReadProvisionedThroughputExceeded",
    "IteratorAgeMilliseconds",
)
_ALLOWED = (*SHARD_METRICS, "ALL")
SHARD_METRICS_EVENT = "kinesis.shard.metrics"


def _wanted(given: list[str]) -> set[str]:
    bad = [m for m in given if m not in _ALLOWED]
    if bad or not given:
        raise validation(
            f"1 validation error detected: Value '[{', '.join(given)}]' at 'shardLevelMetrics' failed to satisfy "
            "constraint: Member must satisfy constraint: [Member must satisfy enum value set: "
            f"[{', '.join(_ALLOWED)}]]"
            if bad
            else "1 validation error detected: Value '[]' at 'shardLevelMetrics' failed to satisfy constraint: "
            "Member must have length greater than or equal to 1"
        )
    return set(SHARD_METRICS) if "ALL" in given else set(given)


def _change(state: KinesisState, ctx: RequestContext, request: Any, enable: bool) -> dict[str, Any]:
    wanted = _wanted(list(request["ShardLevelMetrics"]))
    now = clock.now()
    with state.store.transaction():
        stream = stream_of(state, ctx, request)
        status = stream.status_at(now)
        if status != "ACTIVE":
            raise in_use(stream.name, stream.account_id, status)
        current = list(stream.monitoring)
        chosen = set(current) | wanted if enable else set(current) - wanted
        desired = [m for m in SHARD_METRICS if m in chosen]
        if desired != current:
            streams.set_monitoring(state.store, stream.id, desired)
            streams.set_status(state.store, stream.id, "UPDATING", now + timing.UPDATING_S)
            emit(state, stream, "kinesis.stream.updated", shard_level_metrics=desired)
    return {
        "StreamName": stream.name,
        "StreamARN": stream.arn,
        "CurrentShardLevelMetrics": current,
        "DesiredShardLevelMetrics": desired,
    }


def enable_enhanced_monitoring(
    state: KinesisState, request: EnableEnhancedMonitoringRequest, ctx: RequestContext
) -> EnableEnhancedMonitoringResponse:
    return _change(state, ctx, request, True)  # type: ignore[return-value]


def disable_enhanced_monitoring(
    state: KinesisState, request: DisableEnhancedMonitoringRequest, ctx: RequestContext
) -> DisableEnhancedMonitoringResponse:
    return _change(state, ctx, request, False)  # type: ignore[return-value]


def report(state: KinesisState, stream: Stream, shard: int, **facts: float) -> None:
    """Publish a monitored stream's per-shard facts (those of its enabled metrics); nothing otherwise."""
    if not stream.monitoring:
        return
    metrics = {name: value for name, value in facts.items() if name in stream.monitoring}
    if metrics:
        emit(state, stream, SHARD_METRICS_EVENT, shard_id=shard_id(shard), metrics=metrics)
