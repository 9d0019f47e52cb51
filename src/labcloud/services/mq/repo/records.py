"""Amazon MQ's brokers and configurations as plain documents: the wire's member names (timestamps as
epoch seconds), labcloud's own keys under ``_`` (tags, users with their password hashes, the clock marks
of a broker's state). ``kind`` is ``broker`` or ``configuration``."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]


class Records:
    def __init__(self, store: Store) -> None:
        self.store = store

    def by_id(self, kind: str, account_id: str, region: str | None, rid: str) -> Doc | None:
        sql = "SELECT doc FROM mq_resources WHERE kind = ? AND account_id = ? AND id = ?"
        params: list[Any] = [kind, account_id, rid]
        if region is not None:
            sql += " AND region = ?"
            params.append(region)
        row = self.store.one(sql, params)
        return None if row is None else dict(json.loads(row["doc"]))

    def by_arn(self, arn: str) -> Doc | None:
        row = self.store.one("SELECT doc FROM mq_resources WHERE arn = ?", (arn,))
        return None if row is None else dict(json.loads(row["doc"]))

    def listed(self, kind: str, account_id: str, region: str) -> list[Doc]:
        rows = self.store.all(
            "SELECT doc FROM mq_resources WHERE kind = ? AND account_id = ? AND region = ? ORDER BY created, arn",
            (kind, account_id, region),
        )
        return [dict(json.loads(r["doc"])) for r in rows]

    def every(self, kind: str) -> list[tuple[str, str, Doc]]:
        rows = self.store.all(
            "SELECT account_id, region, doc FROM mq_resources WHERE kind = ? ORDER BY created", (kind,)
        )
        return [(str(r["account_id"]), str(r["region"]), dict(json.loads(r["doc"]))) for r in rows]

    def named(self, kind: str, account_id: str, region: str, name: str) -> list[Doc]:
        rows = self.store.all(
            "SELECT doc FROM mq_resources WHERE kind = ? AND account_id = ? AND region = ? AND name = ?",
            (kind, account_id, region, name),
        )
        return [dict(json.loads(r["doc"])) for r in rows]

    def put(
        self, kind: str, account_id: str, region: str, arn: str, rid: str, name: str, doc: Doc, created: float
    ) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO mq_resources (arn, kind, account_id, region, id, name, doc, created) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (arn, kind, account_id, region, rid, name, json.dumps(doc), created),
        )

    def update(self, arn: str, doc: Doc) -> None:
        self.store.execute("UPDATE mq_resources SET doc = ? WHERE arn = ?", (json.dumps(doc), arn))

    def delete(self, arn: str) -> None:
        self.store.execute("DELETE FROM mq_resources WHERE arn = ?", (arn,))
