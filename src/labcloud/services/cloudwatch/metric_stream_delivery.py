"""Delivery of running metric streams: every few seconds (on labcloud's clock), each stream's complete
minutes not sent yet (one minute behind the clock, at most an hour back) are read from the stored points
and sent to its Firehose delivery stream with PutRecordBatch, as a session of the stream's role (IAM
decides ``firehose:PutRecordBatch``). One record per metric and minute, in AWS's ``json`` format:
``metric_stream_name``, ``account_id``, ``region``, ``namespace``, ``metric_name``, ``dimensions``,
``timestamp`` (ms), ``value`` (``max``, ``min``, ``sum``, ``count``) and ``unit``, each line ending in a
newline. A failed send is tried again on the next round (the minutes stay unsent)."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.sts.interfaces import RoleSessions

from .repo import metric_streams
from .repo.metric_streams import MetricStream
from .state import CloudWatchState

log = logging.getLogger("labcloud.cloudwatch")
INTERVAL_S = 5.0
LAG_S = 60
MAX_BACK_S = 3600
BATCH = 500


def _matches(stream: MetricStream, namespace: str, name: str) -> bool:
    def hit(filters: list[dict[str, Any]]) -> bool:
        return any(
            f["Namespace"] == namespace and (not f.get("MetricNames") or name in f["MetricNames"])
            for f in filters
        )

    if stream.include_filters:
        return hit(stream.include_filters)
    return not hit(stream.exclude_filters)


def _line(stream: MetricStream, row: Any) -> bytes:
    dims = {str(k): str(v) for k, v in json.loads(row["dims"] or "[]")}
    return (
        json.dumps(
            {
                "metric_stream_name": stream.name,
                "account_id": stream.account_id,
                "region": stream.region,
                "namespace": row["namespace"],
                "metric_name": row["name"],
                "dimensions": dims,
                "timestamp": int(row["minute"]) * 1000,
                "value": {"max": row["high"], "min": row["low"], "sum": row["total"], "count": row["n"]},
                "unit": row["unit"] or "None",
            }
        ).encode()
        + b"\n"
    )


async def _send(state: CloudWatchState, stream: MetricStream, now: float) -> None:
    until = int((now - LAG_S) // 60) * 60
    start = max(stream.delivered_until, until - MAX_BACK_S)
    if until <= start:
        return
    rows = metric_streams.minutes(state.store, stream.account_id, stream.region, start, until)
    lines = [_line(stream, row) for row in rows if _matches(stream, row["namespace"], row["name"])]
    if lines:
        lookup = getattr(state.caller, "interface", None)
        sessions = lookup(RoleSessions) if lookup is not None else None
        if sessions is None or not sessions.trusts_service(
            stream.role_arn, "streams.metrics.cloudwatch.amazonaws.com"
        ):
            log.info("metric stream %s: its role cannot be assumed", stream.name)
            return
        principal = sessions.role_principal(stream.role_arn, "MetricStream")
        name = stream.firehose_arn.rsplit("/", 1)[-1]
        for i in range(0, len(lines), BATCH):
            await state.caller.call(
                "firehose",
                "PutRecordBatch",
                {"DeliveryStreamName": name, "Records": [{"Data": data} for data in lines[i : i + BATCH]]},
                principal=principal,
                account_id=stream.account_id,
                region=stream.firehose_arn.split(":")[3],
                extra={"aws:SourceArn": stream.arn, "aws:SourceAccount": stream.account_id},
            )
    with state.store.transaction():
        current = metric_streams.get(state.store, stream.account_id, stream.region, stream.name)
        if current is not None:
            metric_streams.delivered(state.store, current, until)


async def deliver(state: CloudWatchState, now: float) -> None:
    for stream in metric_streams.running(state.store):
        try:
            await _send(state, stream, now)
        except AwsError as error:
            log.info("metric stream %s: %s: %s", stream.name, error.code, error.message)


def tick(state: CloudWatchState, now: float) -> None:
    """The periodic task: start a delivery round unless one is still running."""
    if state.streaming is not None and not state.streaming.done():
        return
    if not metric_streams.any_running(state.store):
        return
    state.streaming = asyncio.get_running_loop().create_task(deliver(state, now))
