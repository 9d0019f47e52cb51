"""Rows of Application Auto Scaling's table as plain documents (the wire's member names; labcloud's own keys
under ``_``).

Kinds: ``target`` (id ``<namespace>|<resource id>|<dimension>``, its own target key), ``policy`` and
``scheduled`` (id ``<target key>|<name>``), ``activity`` (id the activity's id). ``target`` is the key of
the scalable target a row belongs to."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]


class Records:
    def __init__(self, store: Store) -> None:
        self.store = store

    def get(self, account_id: str, region: str, kind: str, rid: str) -> Doc | None:
        row = self.store.one(
            "SELECT doc FROM appautoscaling_records WHERE account_id = ? AND region = ? AND kind = ? AND id = ?",
            (account_id, region, kind, rid),
        )
        return None if row is None else dict(json.loads(row["doc"]))

    def listed(self, account_id: str, region: str, kind: str, target: str | None = None) -> list[Doc]:
        sql = "SELECT doc FROM appautoscaling_records WHERE account_id = ? AND region = ? AND kind = ?"
        params: list[Any] = [account_id, region, kind]
        if target is not None:
            sql += " AND target = ?"
            params.append(target)
        rows = self.store.all(sql + " ORDER BY created, id", params)
        return [dict(json.loads(r["doc"])) for r in rows]

    def count(self, account_id: str, region: str, kind: str, target: str | None = None) -> int:
        sql = "SELECT COUNT(*) FROM appautoscaling_records WHERE account_id = ? AND region = ? AND kind = ?"
        params: list[Any] = [account_id, region, kind]
        if target is not None:
            sql += " AND target = ?"
            params.append(target)
        return int(self.store.scalar(sql, params))

    def put(
        self, account_id: str, region: str, kind: str, rid: str, target: str, doc: Doc, created: float
    ) -> None:
        """Insert or replace one row (a replaced row keeps its place in listings: ``created`` is the first's)."""
        self.store.execute(
            "INSERT INTO appautoscaling_records (account_id, region, kind, id, target, doc, created) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (account_id, region, kind, id) DO UPDATE SET doc = excluded.doc",
            (account_id, region, kind, rid, target, json.dumps(doc), created),
        )

    def delete(self, account_id: str, region: str, kind: str, rid: str) -> None:
        self.store.execute(
            "DELETE FROM appautoscaling_records WHERE account_id = ? AND region = ? AND kind = ? AND id = ?",
            (account_id, region, kind, rid),
        )

    def delete_of_target(self, account_id: str, region: str, kind: str, target: str) -> None:
        self.store.execute(
            "DELETE FROM appautoscaling_records WHERE account_id = ? AND region = ? AND kind = ? AND target = ?",
            (account_id, region, kind, target),
        )

    def everywhere(self, kind: str) -> list[tuple[str, str, Doc]]:
        """(account, region, document) of every row of ``kind`` in every account and region."""
        rows = self.store.all(
            "SELECT account_id, region, doc FROM appautoscaling_records WHERE kind = ? ORDER BY created",
            (kind,),
        )
        return [(str(r["account_id"]), str(r["region"]), dict(json.loads(r["doc"]))) for r in rows]
