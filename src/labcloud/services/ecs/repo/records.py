"""ECS's records as plain documents: the wire's member names, timestamps as epoch seconds, labcloud's own
keys under ``_`` (tags, a task's clock). ``kind`` is ``cluster``, ``taskdef``, ``service`` or ``task``;
``parent`` is the cluster ARN of a service or task, the family of a task definition, "" for a cluster."""

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
            "SELECT doc FROM ecs_resources WHERE arn = ? AND kind = ? AND account_id = ? AND region = ?",
            (arn, kind, account_id, region),
        )
        return None if row is None else dict(json.loads(row["doc"]))

    def listed(
        self, kind: str, account_id: str, region: str, parent: str | None = None, name: str | None = None
    ) -> list[Doc]:
        sql = "SELECT doc FROM ecs_resources WHERE kind = ? AND account_id = ? AND region = ?"
        params: list[Any] = [kind, account_id, region]
        if parent is not None:
            sql += " AND parent = ?"
            params.append(parent)
        if name is not None:
            sql += " AND name = ?"
            params.append(name)
        return [dict(json.loads(r["doc"])) for r in self.store.all(sql + " ORDER BY created, arn", params)]

    def count(self, kind: str, account_id: str, region: str, parent: str | None = None) -> int:
        sql = "SELECT COUNT(*) FROM ecs_resources WHERE kind = ? AND account_id = ? AND region = ?"
        params: list[Any] = [kind, account_id, region]
        if parent is not None:
            sql += " AND parent = ?"
            params.append(parent)
        return int(self.store.scalar(sql, params))

    def families(self, account_id: str, region: str) -> list[str]:
        rows = self.store.all(
            "SELECT DISTINCT parent FROM ecs_resources WHERE kind = 'taskdef' AND account_id = ? AND region = ?"
            " ORDER BY parent",
            (account_id, region),
        )
        return [str(r[0]) for r in rows]

    def put(
        self,
        kind: str,
        account_id: str,
        region: str,
        arn: str,
        parent: str,
        name: str,
        doc: Doc,
        created: float,
    ) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO ecs_resources (arn, kind, account_id, region, parent, name, doc, created) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (arn, kind, account_id, region, parent, name, json.dumps(doc), created),
        )

    def update(self, arn: str, doc: Doc) -> None:
        self.store.execute("UPDATE ecs_resources SET doc = ? WHERE arn = ?", (json.dumps(doc), arn))

    def delete(self, arn: str) -> None:
        self.store.execute("DELETE FROM ecs_resources WHERE arn = ?", (arn,))
