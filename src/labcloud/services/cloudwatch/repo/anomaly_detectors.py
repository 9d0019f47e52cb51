"""Anomaly detectors in ``cw_anomaly_detectors``: every statement on them, rows read as typed
:class:`DetectorRow`. A detector is keyed by its metric (namespace, name, canonical dimensions) and
statistic within an account and region; its configuration is kept as the JSON the caller sent."""

from __future__ import annotations

from typing import NamedTuple

from labcloud.store.db import Store

SCHEMA = """CREATE TABLE IF NOT EXISTS cw_anomaly_detectors (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        namespace TEXT NOT NULL,
        metric_name TEXT NOT NULL,
        dims TEXT NOT NULL,
        stat TEXT NOT NULL,
        id TEXT NOT NULL,
        config TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, namespace, metric_name, dims, stat)
    )"""


class DetectorRow(NamedTuple):
    account_id: str
    region: str
    namespace: str
    metric_name: str
    dims: str
    stat: str
    id: str
    config: str
    created: float


_COLUMNS = ", ".join(DetectorRow._fields)
_KEY = "account_id=? AND region=? AND namespace=? AND metric_name=? AND dims=? AND stat=?"


class AnomalyDetectors:
    """The ``cw_anomaly_detectors`` table."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def put(self, row: DetectorRow) -> bool:
        """Create or replace the detector's configuration; True when it is new."""
        key = (row.account_id, row.region, row.namespace, row.metric_name, row.dims, row.stat)
        existing = self.store.one(f"SELECT 1 FROM cw_anomaly_detectors WHERE {_KEY}", key)
        if existing is not None:
            self.store.execute(f"UPDATE cw_anomaly_detectors SET config=? WHERE {_KEY}", (row.config, *key))
            return False
        self.store.execute(
            f"INSERT INTO cw_anomaly_detectors ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", tuple(row)
        )
        return True

    def get(
        self, account: str, region: str, namespace: str, metric_name: str, dims: str, stat: str
    ) -> DetectorRow | None:
        row = self.store.one(
            f"SELECT {_COLUMNS} FROM cw_anomaly_detectors WHERE {_KEY}",
            (account, region, namespace, metric_name, dims, stat),
        )
        return None if row is None else DetectorRow(*row)

    def by_id(self, account: str, region: str, detector_id: str) -> DetectorRow | None:
        row = self.store.one(
            f"SELECT {_COLUMNS} FROM cw_anomaly_detectors WHERE account_id=? AND region=? AND id=?",
            (account, region, detector_id),
        )
        return None if row is None else DetectorRow(*row)

    def delete(
        self, account: str, region: str, namespace: str, metric_name: str, dims: str, stat: str
    ) -> bool:
        cursor = self.store.execute(
            f"DELETE FROM cw_anomaly_detectors WHERE {_KEY}",
            (account, region, namespace, metric_name, dims, stat),
        )
        return cursor.rowcount > 0

    def count(self, account: str, region: str) -> int:
        row = self.store.one(
            "SELECT COUNT(*) FROM cw_anomaly_detectors WHERE account_id=? AND region=?", (account, region)
        )
        return int(row[0]) if row is not None else 0

    def all(self, account: str, region: str) -> list[DetectorRow]:
        """The account and region's detectors in a stable order (namespace, name, dimensions, statistic)."""
        rows = self.store.all(
            f"SELECT {_COLUMNS} FROM cw_anomaly_detectors WHERE account_id=? AND region=?"
            " ORDER BY namespace, metric_name, dims, stat",
            (account, region),
        )
        return [DetectorRow(*row) for row in rows]
