"""Rows of AppConfig's tables as plain documents (the wire's member names; labcloud's own keys under ``_``).

Kinds: ``app``, ``env`` (parent: application), ``profile`` (parent: application), ``version`` (id
``<profile>/<n>``, parent: profile id, its content in ``content``), ``strategy``, ``deployment`` (id
``<environment>/<n>``, parent: environment id). A data plane session token maps to its session document
and the deployment it served last."""

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
            "SELECT doc FROM appconfig_records WHERE account_id = ? AND region = ? AND kind = ? AND id = ?",
            (account_id, region, kind, rid),
        )
        return None if row is None else dict(json.loads(row["doc"]))

    def content(self, account_id: str, region: str, kind: str, rid: str) -> bytes | None:
        row = self.store.one(
            "SELECT content FROM appconfig_records WHERE account_id = ? AND region = ? AND kind = ? AND id = ?",
            (account_id, region, kind, rid),
        )
        return None if row is None or row["content"] is None else bytes(row["content"])

    def listed(self, account_id: str, region: str, kind: str, parent: str | None = None) -> list[Doc]:
        sql = "SELECT doc FROM appconfig_records WHERE account_id = ? AND region = ? AND kind = ?"
        params: list[Any] = [account_id, region, kind]
        if parent is not None:
            sql += " AND parent = ?"
            params.append(parent)
        rows = self.store.all(sql + " ORDER BY created, id", params)
        return [dict(json.loads(r["doc"])) for r in rows]

    def count(self, account_id: str, region: str, kind: str, parent: str | None = None) -> int:
        sql = "SELECT COUNT(*) FROM appconfig_records WHERE account_id = ? AND region = ? AND kind = ?"
        params: list[Any] = [account_id, region, kind]
        if parent is not None:
            sql += " AND parent = ?"
            params.append(parent)
        return int(self.store.scalar(sql, params))

    def put(
        self,
        account_id: str,
        region: str,
        kind: str,
        rid: str,
        parent: str,
        doc: Doc,
        created: float,
        content: bytes | None = None,
    ) -> None:
        self.store.execute(
            "INSERT INTO appconfig_records (account_id, region, kind, id, parent, doc, content, created) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (account_id, region, kind, rid, parent, json.dumps(doc), content, created),
        )

    def update(self, account_id: str, region: str, kind: str, rid: str, doc: Doc) -> None:
        self.store.execute(
            "UPDATE appconfig_records SET doc = ? WHERE account_id = ? AND region = ? AND kind = ? AND id = ?",
            (json.dumps(doc), account_id, region, kind, rid),
        )

    def delete(self, account_id: str, region: str, kind: str, rid: str) -> None:
        self.store.execute(
            "DELETE FROM appconfig_records WHERE account_id = ? AND region = ? AND kind = ? AND id = ?",
            (account_id, region, kind, rid),
        )

    def delete_children(self, account_id: str, region: str, kind: str, parent: str) -> None:
        self.store.execute(
            "DELETE FROM appconfig_records WHERE account_id = ? AND region = ? AND kind = ? AND parent = ?",
            (account_id, region, kind, parent),
        )

    def unsettled_deployments(self) -> list[tuple[str, str, Doc]]:
        """(account, region, document) of every deployment whose end is not announced yet."""
        rows = self.store.all(
            "SELECT account_id, region, doc FROM appconfig_records WHERE kind = 'deployment' "
            "AND json_extract(doc, '$._settled') IS NULL ORDER BY created"
        )
        return [(str(r["account_id"]), str(r["region"]), dict(json.loads(r["doc"]))) for r in rows]

    # ------------------------------------------------------------------ data plane sessions

    def session(self, token: str) -> tuple[str, str, Doc, str, float] | None:
        """(account, region, session, served deployment key, expiry) of a token."""
        row = self.store.one(
            "SELECT account_id, region, session, served, expires FROM appconfig_sessions WHERE token = ?",
            (token,),
        )
        if row is None:
            return None
        return (
            str(row["account_id"]),
            str(row["region"]),
            dict(json.loads(row["session"])),
            str(row["served"]),
            float(row["expires"]),
        )

    def put_session(
        self, token: str, account_id: str, region: str, session: Doc, served: str, expires: float
    ) -> None:
        self.store.execute(
            "INSERT INTO appconfig_sessions (token, account_id, region, session, served, expires) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (token, account_id, region, json.dumps(session), served, expires),
        )

    def drop_session(self, token: str) -> None:
        self.store.execute("DELETE FROM appconfig_sessions WHERE token = ?", (token,))

    def drop_expired(self, now: float) -> int:
        return int(self.store.execute("DELETE FROM appconfig_sessions WHERE expires <= ?", (now,)).rowcount)
