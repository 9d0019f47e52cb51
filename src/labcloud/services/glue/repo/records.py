"""Rows of Glue's table as plain documents (the wire's member names; labcloud's own keys under ``_``).

Kinds: ``database`` (id: its lowercase name), ``table`` (id ``<database>/<table>``, parent: the database),
``version`` (id ``<database>/<table>/<n>``, parent: the table's id), ``partition`` (id: the table's id and
the JSON of its values, parent: the table's id), ``job`` (id: its name), ``run`` (id ``<job>/<run id>``,
parent: the job), ``crawler`` (id: its name)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]

_KEY = "account_id = ? AND region = ? AND kind = ? AND id = ?"


class Records:
    def __init__(self, store: Store) -> None:
        self.store = store

    def get(self, account_id: str, region: str, kind: str, rid: str) -> Doc | None:
        row = self.store.one(f"SELECT doc FROM glue_records WHERE {_KEY}", (account_id, region, kind, rid))
        return None if row is None else dict(json.loads(row["doc"]))

    def listed(self, account_id: str, region: str, kind: str, parent: str | None = None) -> list[Doc]:
        sql = "SELECT doc FROM glue_records WHERE account_id = ? AND region = ? AND kind = ?"
        params: list[Any] = [account_id, region, kind]
        if parent is not None:
            sql += " AND parent = ?"
            params.append(parent)
        rows = self.store.all(sql + " ORDER BY created, id", params)
        return [dict(json.loads(r["doc"])) for r in rows]

    def count(self, account_id: str, region: str, kind: str, parent: str | None = None) -> int:
        sql = "SELECT COUNT(*) FROM glue_records WHERE account_id = ? AND region = ? AND kind = ?"
        params: list[Any] = [account_id, region, kind]
        if parent is not None:
            sql += " AND parent = ?"
            params.append(parent)
        return int(self.store.scalar(sql, params))

    def put(
        self, account_id: str, region: str, kind: str, rid: str, parent: str, doc: Doc, created: float
    ) -> None:
        self.store.execute(
            "INSERT INTO glue_records (account_id, region, kind, id, parent, doc, created) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (account_id, region, kind, rid, parent, json.dumps(doc), created),
        )

    def update(self, account_id: str, region: str, kind: str, rid: str, doc: Doc) -> None:
        self.store.execute(
            f"UPDATE glue_records SET doc = ? WHERE {_KEY}", (json.dumps(doc), account_id, region, kind, rid)
        )

    def delete(self, account_id: str, region: str, kind: str, rid: str) -> None:
        self.store.execute(f"DELETE FROM glue_records WHERE {_KEY}", (account_id, region, kind, rid))

    def delete_children(self, account_id: str, region: str, kind: str, parent: str) -> None:
        self.store.execute(
            "DELETE FROM glue_records WHERE account_id = ? AND region = ? AND kind = ? AND parent = ?",
            (account_id, region, kind, parent),
        )

    def unfinished_runs(self) -> list[tuple[str, str, Doc]]:
        """(account, region, document) of every job run not in a final state (after a restart: lost)."""
        rows = self.store.all(
            "SELECT account_id, region, doc FROM glue_records WHERE kind = 'run' AND "
            "json_extract(doc, '$.JobRunState') IN ('STARTING', 'RUNNING', 'STOPPING', 'WAITING') ORDER BY created"
        )
        return [(str(r["account_id"]), str(r["region"]), dict(json.loads(r["doc"]))) for r in rows]
