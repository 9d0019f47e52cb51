"""The ``cw_*`` tables: metric identities, aggregated datapoints, alarms, their history and tags, and
dashboards.

Datapoints are stored already aggregated per bucket (one row per metric, bucket start, unit and
storage resolution): sample count, sum, minimum, maximum and a bounded value distribution for
percentiles (see :mod:`.distribution`). Retention is in :mod:`.retention`.
"""

from __future__ import annotations

import sqlite3

from labcloud.store.db import Migration

from . import anomaly_detectors, metric_streams

TABLES = (
    "cw_points",
    "cw_rollups",
    "cw_metrics",
    "cw_alarm_history",
    "cw_alarms",
    "cw_dashboards",
    "cw_metric_streams",
    "cw_anomaly_detectors",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS cw_metrics (
        id INTEGER PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        namespace TEXT NOT NULL,
        name TEXT NOT NULL,
        dims TEXT NOT NULL,
        last_put REAL NOT NULL,
        UNIQUE (account_id, region, namespace, name, dims)
    )""",
    """CREATE TABLE IF NOT EXISTS cw_points (
        metric_id INTEGER NOT NULL,
        ts INTEGER NOT NULL,
        unit TEXT NOT NULL,
        res INTEGER NOT NULL,
        n REAL NOT NULL,
        sum REAL NOT NULL,
        min REAL NOT NULL,
        max REAL NOT NULL,
        vals BLOB,
        PRIMARY KEY (metric_id, ts, unit, res)
    ) WITHOUT ROWID""",
    """CREATE TABLE IF NOT EXISTS cw_alarms (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        doc TEXT NOT NULL,
        state TEXT NOT NULL,
        state_reason TEXT NOT NULL,
        state_reason_data TEXT,
        state_updated REAL NOT NULL,
        state_transitioned REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        last_evaluated REAL NOT NULL DEFAULT 0,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS cw_alarm_history (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        ts REAL NOT NULL,
        item_type TEXT NOT NULL,
        summary TEXT NOT NULL,
        data TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS cw_alarm_history_name ON cw_alarm_history(account_id, region, name, ts)",
)


_ROLLUPS = """CREATE TABLE IF NOT EXISTS cw_rollups (
        metric_id INTEGER NOT NULL,
        span INTEGER NOT NULL,
        ts INTEGER NOT NULL,
        unit TEXT NOT NULL,
        n REAL NOT NULL,
        sum REAL NOT NULL,
        min REAL NOT NULL,
        max REAL NOT NULL,
        vals BLOB,
        PRIMARY KEY (metric_id, span, ts, unit)
    ) WITHOUT ROWID"""


def _backfill(span: int) -> str:
    return (
        "INSERT INTO cw_rollups (metric_id, span, ts, unit, n, sum, min, max, vals)"
        f" SELECT metric_id, {span}, ts - ts % {span} AS bucket, unit, SUM(n), SUM(sum), MIN(min), MAX(max), NULL"
        " FROM cw_points GROUP BY metric_id, bucket, unit"
    )


def _alarm_types(conn: sqlite3.Connection) -> None:
    """Add ``alarm_type`` to both alarm tables (once: a data dir whose version was reset keeps its columns)."""
    for table in ("cw_alarms", "cw_alarm_history"):
        columns = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if "alarm_type" not in columns:
            conn.execute(f"ALTER TABLE {table} ADD COLUMN alarm_type TEXT NOT NULL DEFAULT 'MetricAlarm'")


#: Schema changes after the released baseline above.
MIGRATIONS = (
    # 5-minute and hourly sums of the buckets (span 300 / 3600), so a day of data at a 5-minute or
    # 1-hour period aligned as CloudWatch recommends is read without grouping; existing data is
    # rolled up once (its percentiles are not carried into the rollups)
    Migration(1, "cw_rollups: 5-minute and hourly rollups", (_ROLLUPS, _backfill(300), _backfill(3600))),
    # dashboards are global (one set per account, not per region), their body kept as the caller sent it
    Migration(
        2,
        "cw_dashboards: dashboards",
        (
            """CREATE TABLE IF NOT EXISTS cw_dashboards (
        account_id TEXT NOT NULL,
        name TEXT NOT NULL,
        body TEXT NOT NULL,
        modified REAL NOT NULL,
        PRIMARY KEY (account_id, name)
    )""",
        ),
    ),
    # composite alarms share the alarms' table and history: each row says which kind of alarm it is
    Migration(
        3, "cw_alarms, cw_alarm_history: alarm_type (MetricAlarm or CompositeAlarm)", apply=_alarm_types
    ),
    # metric streams: each minute's statistics of the matching metrics go to a Firehose delivery stream
    Migration(4, "cw_metric_streams: metric streams", (metric_streams.SCHEMA,)),
    # anomaly detectors: one per metric and statistic, their configuration (excluded time ranges, time zone)
    Migration(5, "cw_anomaly_detectors: anomaly detectors", (anomaly_detectors.SCHEMA,)),
)
