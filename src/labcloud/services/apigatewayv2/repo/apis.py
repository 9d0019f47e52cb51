"""Reads and writes of HTTP APIs and their parts (``route``, ``integration``, ``stage``, ``deployment``),
returning typed records."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(slots=True)
class ApiRecord:
    id: str
    account_id: str
    region: str
    created: float
    doc: dict[str, Any]


@dataclass(slots=True)
class PartRecord:
    api_id: str
    kind: str
    id: str
    created: float
    doc: dict[str, Any]


class Apis:
    """``apigwv2_apis`` and ``apigwv2_parts`` of one store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def api(self, api_id: str) -> ApiRecord | None:
        row = self.store.one("SELECT * FROM apigwv2_apis WHERE id=?", (api_id,))
        if row is None:
            return None
        return ApiRecord(row["id"], row["account_id"], row["region"], row["created"], json.loads(row["doc"]))

    def listing(self, account_id: str, region: str) -> list[ApiRecord]:
        rows = self.store.all(
            "SELECT * FROM apigwv2_apis WHERE account_id=? AND region=? ORDER BY created, id",
            (account_id, region),
        )
        return [
            ApiRecord(r["id"], r["account_id"], r["region"], r["created"], json.loads(r["doc"])) for r in rows
        ]

    def save_api(self, api: ApiRecord) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO apigwv2_apis (id, account_id, region, created, doc) VALUES (?,?,?,?,?)",
            (api.id, api.account_id, api.region, api.created, json.dumps(api.doc)),
        )

    def remove_api(self, api_id: str) -> None:
        self.store.execute("DELETE FROM apigwv2_parts WHERE api_id=?", (api_id,))
        self.store.execute("DELETE FROM apigwv2_apis WHERE id=?", (api_id,))

    def part(self, api_id: str, kind: str, part_id: str) -> PartRecord | None:
        row = self.store.one(
            "SELECT * FROM apigwv2_parts WHERE api_id=? AND kind=? AND id=?", (api_id, kind, part_id)
        )
        return (
            None
            if row is None
            else PartRecord(api_id, kind, row["id"], row["created"], json.loads(row["doc"]))
        )

    def parts(self, api_id: str, kind: str) -> list[PartRecord]:
        rows = self.store.all(
            "SELECT * FROM apigwv2_parts WHERE api_id=? AND kind=? ORDER BY created, id", (api_id, kind)
        )
        return [PartRecord(api_id, kind, r["id"], r["created"], json.loads(r["doc"])) for r in rows]

    def save_part(self, part: PartRecord) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO apigwv2_parts (api_id, kind, id, created, doc) VALUES (?,?,?,?,?)",
            (part.api_id, part.kind, part.id, part.created, json.dumps(part.doc)),
        )

    def delete_part(self, api_id: str, kind: str, part_id: str) -> None:
        self.store.execute(
            "DELETE FROM apigwv2_parts WHERE api_id=? AND kind=? AND id=?", (api_id, kind, part_id)
        )
