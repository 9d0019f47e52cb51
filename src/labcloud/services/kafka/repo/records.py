"""MSK's records as plain documents: the model's member names (``ClusterName``, ``Provisioned``...), times
as epoch seconds, labcloud's own keys under ``_`` (tags, policy, when it was deleted). ``kind`` is
``cluster`` or ``configuration``."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]


class Records:
    def __init__(self, store: Store) -> None:
        self.store = store

    def get(self, kind: str, account_id: str, region: str, arn: str) -> Doc | None:
        row = self.store.one(
            "SELECT doc FROM kafka_resources WHERE arn = ? AND kind = ? AND account_id = ? AND region = ?",
            (arn, kind, account_id, region),
        )
        return None if row is None else dict(json.loads(row["doc"]))

    def listed(self, kind: str, account_id: str, region: str, name: str | None = None) -> list[Doc]:
        sql = "SELECT doc FROM kafka_resources WHERE kind = ? AND account_id = ? AND region = ?"
        params: list[Any] = [kind, account_id, region]
        if name is not None:
            sql += " AND name = ?"
            params.append(name)
        return [dict(json.loads(r["doc"])) for r in self.store.all(sql + " ORDER BY created, arn", params)]

    def put(
        self, kind: str, account_id: str, region: str, arn: str, name: str, doc: Doc, created: float
    ) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO kafka_resources (arn, kind, account_id, region, name, doc, created) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (arn, kind, account_id, region, name, json.dumps(doc), created),
        )

    def update(self, arn: str, doc: Doc) -> None:
        self.store.execute("UPDATE kafka_resources SET doc = ? WHERE arn = ?", (json.dumps(doc), arn))

    def delete(self, arn: str) -> None:
        self.store.execute("DELETE FROM kafka_resources WHERE arn = ?", (arn,))
