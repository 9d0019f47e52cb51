"""The SQLite table behind Application Auto Scaling: every target, policy, scheduled action and activity a
JSON document under (account, region, kind, id), with the key of the scalable target it belongs to."""

from __future__ import annotations

TABLES = ("appautoscaling_records",)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS appautoscaling_records (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        target TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, kind, id)
    )""",
    "CREATE INDEX IF NOT EXISTS appautoscaling_records_target "
    "ON appautoscaling_records(account_id, region, kind, target)",
)
