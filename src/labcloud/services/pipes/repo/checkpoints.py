"""Stream checkpoints (``pipes_checkpoints``): per pipe, source and shard, the last delivered sequence."""

from __future__ import annotations

from labcloud.store.db import Store


def get(store: Store, pipe_arn: str, source_arn: str, shard_id: str) -> str | None:
    row = store.one(
        "SELECT sequence FROM pipes_checkpoints WHERE pipe_arn=? AND source_arn=? AND shard_id=?",
        (pipe_arn, source_arn, shard_id),
    )
    return None if row is None else str(row["sequence"])


def put(store: Store, pipe_arn: str, source_arn: str, shard_id: str, sequence: str) -> None:
    store.execute(
        "INSERT OR REPLACE INTO pipes_checkpoints (pipe_arn, source_arn, shard_id, sequence) VALUES (?,?,?,?)",
        (pipe_arn, source_arn, shard_id, sequence),
    )


def forget(store: Store, pipe_arn: str) -> None:
    store.execute("DELETE FROM pipes_checkpoints WHERE pipe_arn=?", (pipe_arn,))
