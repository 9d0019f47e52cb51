"""Rows of ``rds_resources`` as plain documents (kinds: cluster, instance, subnet-group, cluster-pg, pg).

Identifiers are kept lower-case as AWS keeps them; a document holds labcloud's own keys under ``_``."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]


class Records:
    def __init__(self, store: Store) -> None:
        self.store = store

    def get(self, kind: str, account_id: str, region: str, rid: str) -> Doc | None:
        row = self.store.one(
            "SELECT doc FROM rds_resources WHERE kind = ? AND account_id = ? AND region = ? AND id = ?",
            (kind, account_id, region, rid),
        )
        return None if row is None else dict(json.loads(row["doc"]))

    def listed(self, kind: str, account_id: str, region: str) -> list[Doc]:
        rows = self.store.all(
            "SELECT doc FROM rds_resources WHERE kind = ? AND account_id = ? AND region = ? ORDER BY created, id",
            (kind, account_id, region),
        )
        return [dict(json.loads(r["doc"])) for r in rows]

    def every(self, kind: str) -> list[Doc]:
        """Every account's documents of ``kind`` (to restart their servers at start-up)."""
        rows = self.store.all("SELECT doc FROM rds_resources WHERE kind = ? ORDER BY created, id", (kind,))
        return [dict(json.loads(r["doc"])) for r in rows]

    def count(self, kind: str, account_id: str, region: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM rds_resources WHERE kind = ? AND account_id = ? AND region = ?",
                (kind, account_id, region),
            )
        )

    def put(self, kind: str, account_id: str, region: str, rid: str, doc: Doc, created: float) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO rds_resources (kind, account_id, region, id, doc, created) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (kind, account_id, region, rid, json.dumps(doc), created),
        )

    def delete(self, kind: str, account_id: str, region: str, rid: str) -> None:
        self.store.execute(
            "DELETE FROM rds_resources WHERE kind = ? AND account_id = ? AND region = ? AND id = ?",
            (kind, account_id, region, rid),
        )
