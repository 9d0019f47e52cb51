"""Submitted changes in ``route53_changes`` (GetChange answers INSYNC for each: labcloud applies at once)."""

from __future__ import annotations

from labcloud.store.db import Store


def insert(store: Store, change_id: str, account_id: str, submitted: float, comment: str | None) -> None:
    store.execute(
        "INSERT INTO route53_changes (id, account_id, submitted, comment) VALUES (?,?,?,?)",
        (change_id, account_id, submitted, comment),
    )


def get(store: Store, account_id: str, change_id: str) -> tuple[float, str | None] | None:
    row = store.one(
        "SELECT submitted, comment FROM route53_changes WHERE id=? AND account_id=?", (change_id, account_id)
    )
    return None if row is None else (float(row["submitted"]), row["comment"])
