"""Kinesis's internal routes for the view: streams with their shards (hash ranges, parents, open or
closed, records kept) and a shard's newest records, data shown as text when it is UTF-8."""

from __future__ import annotations

import base64
from typing import Any

from labcloud import clock
from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.services.kinesis.repo import records, shards, streams
from labcloud.services.kinesis.sequence import format_sequence, shard_id, shard_index
from labcloud.services.kinesis.state import KinesisState

MAX_STREAMS = 200


def _data(raw: bytes) -> dict[str, Any]:
    try:
        return {"text": raw[:2048].decode("utf-8"), "size": len(raw)}
    except UnicodeDecodeError:
        return {"base64": base64.b64encode(raw[:1536]).decode(), "size": len(raw)}


def _stream_view(state: KinesisState, stream: streams.Stream, now: float) -> dict[str, Any]:
    counts = records.shard_counts(state.store, stream.id)
    out_shards = []
    for shard in shards.of_stream(state.store, stream.id):
        kept, last = counts.get(shard.index, (0, None))
        out_shards.append(
            {
                "shard_id": shard_id(shard.index),
                "open": shard.open,
                "parent": None if shard.parent is None else shard_id(shard.parent),
                "adjacent_parent": None if shard.adjacent_parent is None else shard_id(shard.adjacent_parent),
                "start_hash": str(shard.start_hash),
                "end_hash": str(shard.end_hash),
                "records": kept,
                "last_sequence": None if last is None else format_sequence(shard.index, last),
            }
        )
    return {
        "arn": stream.arn,
        "name": stream.name,
        "account_id": stream.account_id,
        "region": stream.region,
        "mode": stream.mode,
        "status": stream.status_at(now),
        "retention_hours": stream.retention_hours,
        "shard_level_metrics": list(stream.monitoring),
        "shards": out_shards,
    }


def routes(state: KinesisState) -> list[InternalRoute]:
    def list_streams(request: InternalRequest) -> InternalResponse:
        now = clock.now()
        found = streams.everywhere(state.store)[:MAX_STREAMS]
        return json_response({"streams": [_stream_view(state, s, now) for s in found]})

    def shard_records(request: InternalRequest) -> InternalResponse:
        arn = request.arg("stream") or ""
        wanted = request.arg("shard") or ""
        limit = max(1, min(request.int_arg("limit", 20), 200))
        parts = arn.split(":")
        stream = (
            streams.find(state.store, parts[4], parts[3], arn.rsplit("/", 1)[-1])
            if len(parts) == 6 and parts[2] == "kinesis" and "/" in arn
            else None
        )
        index = shard_index(wanted) if wanted else None
        if stream is None or index is None:
            return error_response(404, "ResourceNotFoundException", "No such stream or shard.")
        found = records.newest(state.store, stream.id, index, limit)
        return json_response(
            {
                "stream": stream.arn,
                "shard_id": shard_id(index),
                "records": [
                    {
                        "sequence_number": format_sequence(index, r.seq),
                        "partition_key": r.partition_key,
                        "arrival": r.arrival,
                        "data": _data(r.data),
                    }
                    for r in found
                ],
            }
        )

    return [
        InternalRoute("GET", "/kinesis/streams", list_streams),
        InternalRoute("GET", "/kinesis/records", shard_records),
    ]
