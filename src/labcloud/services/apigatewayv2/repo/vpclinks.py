"""Reads and writes of VPC links (``apigwv2_vpclinks``): one row per link, its AWS document as JSON."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(slots=True)
class VpcLinkRecord:
    id: str
    account_id: str
    region: str
    created: float
    doc: dict[str, Any]


class VpcLinks:
    """``apigwv2_vpclinks`` of one store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def link(self, link_id: str) -> VpcLinkRecord | None:
        row = self.store.one("SELECT * FROM apigwv2_vpclinks WHERE id=?", (link_id,))
        if row is None:
            return None
        return VpcLinkRecord(
            row["id"], row["account_id"], row["region"], row["created"], json.loads(row["doc"])
        )

    def listing(self, account_id: str, region: str) -> list[VpcLinkRecord]:
        rows = self.store.all(
            "SELECT * FROM apigwv2_vpclinks WHERE account_id=? AND region=? ORDER BY created, id",
            (account_id, region),
        )
        return [
            VpcLinkRecord(r["id"], r["account_id"], r["region"], r["created"], json.loads(r["doc"]))
            for r in rows
        ]

    def save(self, link: VpcLinkRecord) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO apigwv2_vpclinks (id, account_id, region, created, doc) VALUES (?,?,?,?,?)",
            (link.id, link.account_id, link.region, link.created, json.dumps(link.doc)),
        )

    def remove(self, link_id: str) -> None:
        self.store.execute("DELETE FROM apigwv2_vpclinks WHERE id=?", (link_id,))
