"""Rows of ``aoss_records`` as plain documents (the wire's member names; labcloud's own keys under ``_``).

Kinds: ``collection`` (id: the collection id), ``policy`` (id ``<type>/<name>``: encryption, network, data
and retention policies), ``group`` (a collection group, id: its id), ``vpce`` (a VPC endpoint, id: its id)."""

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
        row = self.store.one(f"SELECT doc FROM aoss_records WHERE {_KEY}", (account_id, region, kind, rid))
        return None if row is None else dict(json.loads(row["doc"]))

    def by_name(self, account_id: str, region: str, kind: str, name: str) -> Doc | None:
        row = self.store.one(
            "SELECT doc FROM aoss_records WHERE account_id = ? AND region = ? AND kind = ? AND name = ?",
            (account_id, region, kind, name),
        )
        return None if row is None else dict(json.loads(row["doc"]))

    def listed(self, account_id: str, region: str, kind: str) -> list[Doc]:
        rows = self.store.all(
            "SELECT doc FROM aoss_records WHERE account_id = ? AND region = ? AND kind = ? ORDER BY name, id",
            (account_id, region, kind),
        )
        return [dict(json.loads(r["doc"])) for r in rows]

    def count(self, account_id: str, region: str, kind: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM aoss_records WHERE account_id = ? AND region = ? AND kind = ?",
                (account_id, region, kind),
            )
        )

    def put(
        self, account_id: str, region: str, kind: str, rid: str, name: str, doc: Doc, created: float
    ) -> None:
        self.store.execute(
            "INSERT INTO aoss_records (account_id, region, kind, id, name, doc, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (account_id, region, kind, rid, name, json.dumps(doc), created),
        )

    def update(self, account_id: str, region: str, kind: str, rid: str, doc: Doc) -> None:
        self.store.execute(
            f"UPDATE aoss_records SET doc = ? WHERE {_KEY}", (json.dumps(doc), account_id, region, kind, rid)
        )

    def delete(self, account_id: str, region: str, kind: str, rid: str) -> None:
        self.store.execute(f"DELETE FROM aoss_records WHERE {_KEY}", (account_id, region, kind, rid))

    def collections_everywhere(self) -> list[tuple[str, str, Doc]]:
        """(account, Region, document) of every collection (what CloudWatch's gauges read)."""
        rows = self.store.all(
            "SELECT account_id, region, doc FROM aoss_records WHERE kind = 'collection' ORDER BY account_id, region, name"
        )
        return [(str(r["account_id"]), str(r["region"]), dict(json.loads(r["doc"]))) for r in rows]

    def collection_anywhere(self, collection_id: str) -> tuple[str, str, Doc] | None:
        """(account, Region, document) of the collection with that id (ids are unique across accounts)."""
        row = self.store.one(
            "SELECT account_id, region, doc FROM aoss_records WHERE kind = 'collection' AND id = ?",
            (collection_id,),
        )
        if row is None:
            return None
        return str(row["account_id"]), str(row["region"]), dict(json.loads(row["doc"]))
