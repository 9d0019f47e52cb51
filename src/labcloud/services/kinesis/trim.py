"""The retention trim: records older than their stream's retention period leave it, and so do closed
shards once everything they held has expired (a periodic task on the hub's scheduler)."""

from __future__ import annotations

from labcloud.services.kinesis.repo import records, shards, streams
from labcloud.services.kinesis.state import KinesisState


def trim(state: KinesisState, now: float) -> int:
    """One pass; how many records it removed."""
    removed = 0
    store = state.store
    for stream in streams.everywhere(store):
        horizon = now - stream.retention_hours * state.timing.hour_s
        with store.transaction():
            for shard in shards.of_stream(store, stream.id):
                removed += records.trim(store, stream.id, shard.index, horizon)
                if shard.closed is not None and shard.closed < horizon:
                    shards.forget(store, stream.id, shard.index)
    return removed
