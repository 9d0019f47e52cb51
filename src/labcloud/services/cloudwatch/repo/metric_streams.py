"""Metric streams in ``cw_metric_streams`` and the per-minute points a stream delivers."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store

SCHEMA = """CREATE TABLE IF NOT EXISTS cw_metric_streams (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        firehose_arn TEXT NOT NULL,
        role_arn TEXT NOT NULL,
        output_format TEXT NOT NULL,
        include_filters TEXT NOT NULL,
        exclude_filters TEXT NOT NULL,
        state TEXT NOT NULL,
        tags TEXT NOT NULL,
        created REAL NOT NULL,
        updated REAL NOT NULL,
        delivered_until INTEGER NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )"""


@dataclass(frozen=True, slots=True)
class MetricStream:
    account_id: str
    region: str
    name: str
    firehose_arn: str
    role_arn: str
    output_format: str
    include_filters: list[dict[str, Any]]
    exclude_filters: list[dict[str, Any]]
    state: str
    tags: list[dict[str, str]]
    created: float
    updated: float
    #: The start of the first minute not delivered yet (epoch seconds).
    delivered_until: int

    @property
    def arn(self) -> str:
        return f"arn:aws:cloudwatch:{self.region}:{self.account_id}:metric-stream/{self.name}"


def _stream(row: sqlite3.Row) -> MetricStream:
    return MetricStream(
        row["account_id"],
        row["region"],
        row["name"],
        row["firehose_arn"],
        row["role_arn"],
        row["output_format"],
        json.loads(row["include_filters"]),
        json.loads(row["exclude_filters"]),
        row["state"],
        json.loads(row["tags"]),
        row["created"],
        row["updated"],
        row["delivered_until"],
    )


def get(store: Store, account_id: str, region: str, name: str) -> MetricStream | None:
    row = store.one(
        "SELECT * FROM cw_metric_streams WHERE account_id=? AND region=? AND name=?",
        (account_id, region, name),
    )
    return None if row is None else _stream(row)


def listed(store: Store, account_id: str, region: str) -> list[MetricStream]:
    rows = store.all(
        "SELECT * FROM cw_metric_streams WHERE account_id=? AND region=? ORDER BY name", (account_id, region)
    )
    return [_stream(row) for row in rows]


def running(store: Store) -> list[MetricStream]:
    return [_stream(row) for row in store.all("SELECT * FROM cw_metric_streams WHERE state='running'")]


def any_running(store: Store) -> bool:
    return store.one("SELECT 1 FROM cw_metric_streams WHERE state='running' LIMIT 1") is not None


def put(store: Store, stream: MetricStream) -> None:
    store.execute(
        "INSERT INTO cw_metric_streams (account_id, region, name, firehose_arn, role_arn, output_format,"
        " include_filters, exclude_filters, state, tags, created, updated, delivered_until)"
        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT (account_id, region, name) DO UPDATE SET"
        " firehose_arn=excluded.firehose_arn, role_arn=excluded.role_arn, output_format=excluded.output_format,"
        " include_filters=excluded.include_filters, exclude_filters=excluded.exclude_filters,"
        " updated=excluded.updated",
        (
            stream.account_id,
            stream.region,
            stream.name,
            stream.firehose_arn,
            stream.role_arn,
            stream.output_format,
            json.dumps(stream.include_filters),
            json.dumps(stream.exclude_filters),
            stream.state,
            json.dumps(stream.tags),
            stream.created,
            stream.updated,
            stream.delivered_until,
        ),
    )


def set_state(store: Store, account_id: str, region: str, name: str, state: str, now: float) -> None:
    store.execute(
        "UPDATE cw_metric_streams SET state=?, updated=? WHERE account_id=? AND region=? AND name=?",
        (state, now, account_id, region, name),
    )


def set_tags(store: Store, stream: MetricStream, tags: list[dict[str, str]]) -> None:
    store.execute(
        "UPDATE cw_metric_streams SET tags=? WHERE account_id=? AND region=? AND name=?",
        (json.dumps(tags), stream.account_id, stream.region, stream.name),
    )


def delivered(store: Store, stream: MetricStream, until: int) -> None:
    store.execute(
        "UPDATE cw_metric_streams SET delivered_until=? WHERE account_id=? AND region=? AND name=?",
        (until, stream.account_id, stream.region, stream.name),
    )


def delete(store: Store, account_id: str, region: str, name: str) -> None:
    store.execute(
        "DELETE FROM cw_metric_streams WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )


def minutes(store: Store, account_id: str, region: str, start: int, end: int) -> list[sqlite3.Row]:
    """Every metric's points in ``[start, end)`` folded per minute: namespace, name, dims, minute, unit,
    count, sum, min, max."""
    return store.all(
        "SELECT m.namespace AS namespace, m.name AS name, m.dims AS dims, (p.ts / 60) * 60 AS minute,"
        " MAX(p.unit) AS unit, SUM(p.n) AS n, SUM(p.sum) AS total, MIN(p.min) AS low, MAX(p.max) AS high"
        " FROM cw_points p JOIN cw_metrics m ON m.id = p.metric_id"
        " WHERE m.account_id=? AND m.region=? AND p.ts >= ? AND p.ts < ?"
        " GROUP BY m.id, minute ORDER BY minute, m.id",
        (account_id, region, start, end),
    )
