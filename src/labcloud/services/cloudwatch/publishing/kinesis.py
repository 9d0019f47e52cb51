"""AWS/Kinesis stream-level metrics, dimension ``StreamName``, as Kinesis publishes them.

From requests: IncomingRecords and IncomingBytes (accepted records of PutRecord/PutRecords),
PutRecord.Success / PutRecord.Bytes, PutRecords.TotalRecords / SuccessfulRecords / FailedRecords /
ThrottledRecords / Bytes, WriteProvisionedThroughputExceeded, and for GetRecords: GetRecords.Records,
GetRecords.Bytes, GetRecords.Success and GetRecords.IteratorAgeMilliseconds (the answer's
MillisBehindLatest), so Lambda's stream mappings' reads show their iterator age too.

Shard-level metrics (``StreamName`` and ``ShardId``) come from the ``kinesis.shard.metrics`` events a
stream with enhanced monitoring publishes: only the metrics enabled on it, as AWS bills them.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/Kinesis"
_WATCHED = frozenset({"PutRecord", "PutRecords", "GetRecords"})
SHARD_PREFIX = "kinesis.shard."
_UNITS = {"IncomingBytes": "Bytes", "OutgoingBytes": "Bytes", "IteratorAgeMilliseconds": "Milliseconds"}


def on_shard_event(rec: Samples, event: Event) -> None:
    """A monitored stream's per-shard facts, as AWS/Kinesis shard-level metrics."""
    metrics = event.data.get("metrics")
    if event.kind != "kinesis.shard.metrics" or not isinstance(metrics, dict):
        return
    dims = (
        ("StreamName", str(event.data.get("stream_name") or "")),
        ("ShardId", str(event.data.get("shard_id"))),
    )
    for name, value in metrics.items():
        rec.record(
            (event.account_id, event.region),
            NS,
            name,
            dims,
            float(value),
            _UNITS.get(name, "Count"),
            event.ts,
        )


def _stream_name(params: dict[str, Any]) -> str:
    name = params.get("StreamName")
    if name:
        return str(name)
    arn = str(params.get("StreamARN") or "")
    if not arn and params.get("ShardIterator"):
        try:  # the iterator names its stream's ARN (services/kinesis/iterators.py)
            arn = base64.b64decode(str(params["ShardIterator"]).encode()).decode().split("|")[1]
        except (ValueError, binascii.Error, UnicodeDecodeError, IndexError):
            arn = ""
    return arn.rsplit("/", 1)[-1] if "/" in arn else ""


def _size(entry: dict[str, Any]) -> float:
    return float(len(entry.get("Data") or b"") + len(str(entry.get("PartitionKey") or "").encode()))


async def observe(
    rec: Samples,
    ctx: RequestContext,
    params: dict[str, Any],
    call_next: Callable[[RequestContext, dict[str, Any]], Awaitable[dict[str, Any]]],
) -> dict[str, Any]:
    op = ctx.operation
    if op not in _WATCHED:
        return await call_next(ctx, params)
    name = _stream_name(params)
    dims = (("StreamName", name),)
    try:
        result = await call_next(ctx, params)
    except AwsError as error:
        if name and error.code == "ProvisionedThroughputExceededException" and op == "PutRecord":
            rec.record(ctx, NS, "WriteProvisionedThroughputExceeded", dims, 1.0, "Count")
        raise
    if not name:
        return result
    if op == "PutRecord":
        size = _size(params)
        rec.record(ctx, NS, "IncomingRecords", dims, 1.0, "Count")
        rec.record(ctx, NS, "IncomingBytes", dims, size, "Bytes")
        rec.record(ctx, NS, "PutRecord.Success", dims, 1.0, "Count")
        rec.record(ctx, NS, "PutRecord.Bytes", dims, size, "Bytes")
    elif op == "PutRecords":
        entries = list(params.get("Records") or ())
        answers = list(result.get("Records") or ())
        accepted = [e for e, a in zip(entries, answers, strict=False) if "ErrorCode" not in a]
        failed = len(entries) - len(accepted)
        size = sum(_size(e) for e in accepted)
        rec.record(ctx, NS, "IncomingRecords", dims, float(len(accepted)), "Count")
        rec.record(ctx, NS, "IncomingBytes", dims, size, "Bytes")
        rec.record(ctx, NS, "PutRecords.TotalRecords", dims, float(len(entries)), "Count")
        rec.record(ctx, NS, "PutRecords.SuccessfulRecords", dims, float(len(accepted)), "Count")
        rec.record(ctx, NS, "PutRecords.FailedRecords", dims, 0.0, "Count")
        rec.record(ctx, NS, "PutRecords.ThrottledRecords", dims, float(failed), "Count")
        rec.record(ctx, NS, "PutRecords.Bytes", dims, size, "Bytes")
        rec.record(ctx, NS, "WriteProvisionedThroughputExceeded", dims, float(failed), "Count")
    else:  # GetRecords
        records = list(result.get("Records") or ())
        rec.record(ctx, NS, "GetRecords.Success", dims, 1.0, "Count")
        rec.record(ctx, NS, "GetRecords.Records", dims, float(len(records)), "Count")
        rec.record(ctx, NS, "GetRecords.Bytes", dims, float(sum(_size(r) for r in records)), "Bytes")
        rec.record(
            ctx,
            NS,
            "GetRecords.IteratorAgeMilliseconds",
            dims,
            float(result.get("MillisBehindLatest") or 0),
            "Milliseconds",
        )
    return result
