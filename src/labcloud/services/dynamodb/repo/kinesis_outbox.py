"""The outbox of item changes bound for tables' Kinesis data stream destinations (``ddb_kinesis_outbox``):
written inside each item write's transaction, read and deleted by the delivery (``kinesis_outbox.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from labcloud.store.db import Migration, Store

OUTBOX = """CREATE TABLE IF NOT EXISTS ddb_kinesis_outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    tid INTEGER NOT NULL,
    account_id TEXT NOT NULL,
    region TEXT NOT NULL,
    stream_arn TEXT NOT NULL,
    partition_key TEXT NOT NULL,
    data TEXT NOT NULL
)"""
TABLES = ("ddb_kinesis_outbox",)
#: DynamoDB's one migration numbering: the journal holds 1, backups' kind 2.
MIGRATIONS = (Migration(3, "ddb_kinesis_outbox: item changes bound for Kinesis destinations", (OUTBOX,)),)


@dataclass(frozen=True, slots=True)
class Pending:
    """One queued record: the table it came from, where it goes, and the record's JSON text."""

    seq: int
    tid: int
    account_id: str
    region: str
    stream_arn: str
    partition_key: str
    data: str


def add(
    store: Store, tid: int, account_id: str, region: str, stream_arn: str, partition_key: str, data: str
) -> None:
    store.execute(
        "INSERT INTO ddb_kinesis_outbox (tid, account_id, region, stream_arn, partition_key, data)"
        " VALUES (?,?,?,?,?,?)",
        (tid, account_id, region, stream_arn, partition_key, data),
    )


def any_pending(store: Store) -> bool:
    return store.one("SELECT seq FROM ddb_kinesis_outbox LIMIT 1") is not None


def oldest(store: Store, limit: int) -> list[Pending]:
    rows = store.all(
        "SELECT seq, tid, account_id, region, stream_arn, partition_key, data FROM ddb_kinesis_outbox"
        " ORDER BY seq LIMIT ?",
        (limit,),
    )
    return [
        Pending(
            int(r["seq"]),
            int(r["tid"]),
            r["account_id"],
            r["region"],
            r["stream_arn"],
            r["partition_key"],
            r["data"],
        )
        for r in rows
    ]


def remove(store: Store, seqs: Sequence[int]) -> None:
    """Delete delivered (or dropped) records; the caller holds the transaction."""
    store.conn.executemany("DELETE FROM ddb_kinesis_outbox WHERE seq=?", [(s,) for s in seqs])
