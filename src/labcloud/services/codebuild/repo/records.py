"""CodeBuild's rows as plain documents (the wire's member names; labcloud's own keys under ``_``).

Kinds: ``project`` (id: its name) and ``build`` (id: the build id ``<project>:<uuid>``, parent: the
project's name). ``done`` marks a build whose ``buildComplete`` is true (the ones a restart must settle
are the others)."""

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
        row = self.store.one(
            f"SELECT doc FROM codebuild_records WHERE {_KEY}", (account_id, region, kind, rid)
        )
        return None if row is None else dict(json.loads(row["doc"]))

    def listed(self, account_id: str, region: str, kind: str, parent: str | None = None) -> list[Doc]:
        sql = "SELECT doc FROM codebuild_records WHERE account_id = ? AND region = ? AND kind = ?"
        params: list[Any] = [account_id, region, kind]
        if parent is not None:
            sql += " AND parent = ?"
            params.append(parent)
        rows = self.store.all(sql + " ORDER BY created, id", params)
        return [dict(json.loads(r["doc"])) for r in rows]

    def count(self, account_id: str, region: str, kind: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM codebuild_records WHERE account_id = ? AND region = ? AND kind = ?",
                (account_id, region, kind),
            )
        )

    def put(
        self, account_id: str, region: str, kind: str, rid: str, parent: str, doc: Doc, created: float
    ) -> None:
        self.store.execute(
            "INSERT INTO codebuild_records (account_id, region, kind, id, parent, doc, created, done) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                account_id,
                region,
                kind,
                rid,
                parent,
                json.dumps(doc),
                created,
                int(bool(doc.get("buildComplete"))),
            ),
        )

    def update(self, account_id: str, region: str, kind: str, rid: str, doc: Doc) -> None:
        self.store.execute(
            f"UPDATE codebuild_records SET doc = ?, done = ? WHERE {_KEY}",
            (json.dumps(doc), int(bool(doc.get("buildComplete"))), account_id, region, kind, rid),
        )

    def delete(self, account_id: str, region: str, kind: str, rid: str) -> None:
        self.store.execute(f"DELETE FROM codebuild_records WHERE {_KEY}", (account_id, region, kind, rid))

    def unfinished_builds(self) -> list[tuple[str, str, Doc]]:
        """(account, region, document) of every build not complete (after a restart: its host is lost)."""
        rows = self.store.all(
            "SELECT account_id, region, doc FROM codebuild_records WHERE kind = 'build' AND done = 0 ORDER BY created"
        )
        return [(str(r["account_id"]), str(r["region"]), dict(json.loads(r["doc"]))) for r in rows]
