"""ListShards: a stream's shards with AWS's filters, pages and NextToken.

``ShardFilter``: AFTER_SHARD_ID (shards after the given one), AT_TRIM_HORIZON (those open at the
trim horizon), FROM_TRIM_HORIZON (every shard whose data is still kept), AT_LATEST (open shards),
AT_TIMESTAMP (open at the time) and FROM_TIMESTAMP (open at the time or later). The NextToken carries
the stream, the filter's window and the last shard listed; it expires after 300 seconds.
"""

from __future__ import annotations

import base64
import binascii
import json
from datetime import datetime
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kinesis import describe
from labcloud.services.kinesis.errors import invalid_argument, stream_not_found
from labcloud.services.kinesis.lookup import stream_of
from labcloud.services.kinesis.repo import shards, streams
from labcloud.services.kinesis.repo.shards import Shard
from labcloud.services.kinesis.repo.streams import Stream
from labcloud.services.kinesis.sequence import shard_index
from labcloud.services.kinesis.state import KinesisState

if TYPE_CHECKING:
    from labcloud.services.kinesis.api import ListShardsRequest, ListShardsResponse

DEFAULT_RESULTS = 1000
TOKEN_LIFETIME_S = 300.0


def _epoch(value: Any) -> float:
    return value.timestamp() if isinstance(value, datetime) else float(value)


def _window(
    stream: Stream, shard_filter: Any, now: float, hour_s: float
) -> tuple[float | None, float | None, int]:
    """(open at or before, open at or after, after index): a shard is listed when it was open at some
    moment of [first, second] (None: unbounded) and its index follows the third."""
    if not shard_filter:
        return None, None, -1
    kind = shard_filter["Type"]
    horizon = max(now - stream.retention_hours * hour_s, stream.created)
    if kind == "AFTER_SHARD_ID":
        given = shard_filter.get("ShardId")
        if not given:
            raise invalid_argument("ShardId must be provided when the ShardFilter type is AFTER_SHARD_ID.")
        index = shard_index(given)
        return None, None, -1 if index is None else index
    if shard_filter.get("ShardId"):
        raise invalid_argument(f"ShardId cannot be provided with the ShardFilter type {kind}.")
    if kind in ("AT_TIMESTAMP", "FROM_TIMESTAMP"):
        if shard_filter.get("Timestamp") is None:
            raise invalid_argument(f"Timestamp must be provided when the ShardFilter type is {kind}.")
        at = max(_epoch(shard_filter["Timestamp"]), stream.created)
        return (at, at, -1) if kind == "AT_TIMESTAMP" else (None, at, -1)
    if shard_filter.get("Timestamp") is not None:
        raise invalid_argument(f"Timestamp cannot be provided with the ShardFilter type {kind}.")
    if kind == "AT_TRIM_HORIZON":
        return horizon, horizon, -1
    if kind == "FROM_TRIM_HORIZON":
        return None, horizon, -1
    if kind == "AT_LATEST":
        return now, now, -1
    raise invalid_argument(f"Invalid ShardFilter type {kind}.")


def _listed(shard: Shard, opened_by: float | None, open_at: float | None) -> bool:
    if opened_by is not None and shard.created > opened_by + 0.001:
        return False
    return not (open_at is not None and shard.closed is not None and shard.closed <= open_at)


def _token(stream: Stream, window: tuple[float | None, float | None], after: int, now: float) -> str:
    doc = {"s": stream.id, "w": list(window), "a": after, "t": now}
    return base64.urlsafe_b64encode(json.dumps(doc).encode()).decode()


def _from_token(token: str) -> dict[str, Any]:
    try:
        doc = json.loads(base64.urlsafe_b64decode(token.encode()).decode())
        if not isinstance(doc, dict) or not {"s", "w", "a", "t"} <= set(doc):
            raise ValueError
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise invalid_argument(f"Invalid NextToken: {token}") from None
    return doc


def list_shards(state: KinesisState, request: ListShardsRequest, ctx: RequestContext) -> ListShardsResponse:
    now = clock.now()
    limit = request.get("MaxResults") or DEFAULT_RESULTS
    token = request.get("NextToken")
    if token:
        for member in (
            "StreamName",
            "StreamARN",
            "ShardFilter",
            "ExclusiveStartShardId",
            "StreamCreationTimestamp",
        ):
            if request.get(member) is not None:
                raise invalid_argument(f"NextToken and {member} cannot be provided together.")
        doc = _from_token(token)
        if now - float(doc["t"]) > TOKEN_LIFETIME_S:
            raise AwsError(
                "ExpiredNextTokenException", "The timestamp in the NextToken has expired.", status=400
            )
        found = streams.by_id(state.store, int(doc["s"]))
        if found is None or found.account_id != ctx.account_id or found.region != ctx.region:
            raise stream_not_found(str(doc["s"]), ctx.account_id)
        stream = found
        opened_by, open_at = doc["w"]
        after = int(doc["a"])
    else:
        stream = stream_of(state, ctx, request)
        created = request.get("StreamCreationTimestamp")
        if created is not None and abs(_epoch(created) - stream.created) > 0.001:
            raise stream_not_found(stream.name, ctx.account_id)
        opened_by, open_at, after = _window(stream, request.get("ShardFilter"), now, state.timing.hour_s)
        start = request.get("ExclusiveStartShardId")
        if start:
            index = shard_index(start)
            after = max(after, -1 if index is None else index)
    listed = [
        s
        for s in shards.of_stream(state.store, stream.id)
        if s.index > after and _listed(s, opened_by, open_at)
    ]
    page = listed[:limit]
    out: ListShardsResponse = {"Shards": [describe.wire_shard(s) for s in page]}
    if len(listed) > limit:
        out["NextToken"] = _token(stream, (opened_by, open_at), page[-1].index, now)
    return out
