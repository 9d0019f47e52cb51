"""Email templates (``ses_templates``): a subject, an HTML part and a text part, each with ``{{var}}`` holes."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Template:
    name: str
    subject: str | None
    html: str | None
    text: str | None
    created: float
    tags: dict[str, str]


def _template(row: Any) -> Template:
    return Template(
        row["name"], row["subject"], row["html"], row["text"], row["created"], json.loads(row["tags"])
    )


def find(store: Store, account_id: str, region: str, name: str) -> Template | None:
    row = store.one(
        "SELECT * FROM ses_templates WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    return None if row is None else _template(row)


def put(store: Store, account_id: str, region: str, one: Template) -> None:
    store.execute(
        "INSERT INTO ses_templates (account_id, region, name, subject, html, text, created, tags) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(account_id, region, name) DO UPDATE SET "
        "subject=excluded.subject, html=excluded.html, text=excluded.text",
        (account_id, region, one.name, one.subject, one.html, one.text, one.created, json.dumps(one.tags)),
    )


def delete(store: Store, account_id: str, region: str, name: str) -> bool:
    cursor = store.execute(
        "DELETE FROM ses_templates WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    return cursor.rowcount > 0


def listed(store: Store, account_id: str, region: str, after: str, limit: int) -> list[Template]:
    rows = store.all(
        "SELECT * FROM ses_templates WHERE account_id=? AND region=? AND name>? ORDER BY name LIMIT ?",
        (account_id, region, after, limit),
    )
    return [_template(row) for row in rows]


def count(store: Store, account_id: str, region: str) -> int:
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM ses_templates WHERE account_id=? AND region=?", (account_id, region)
        )
    )


def set_tags(store: Store, account_id: str, region: str, name: str, tags: dict[str, str]) -> None:
    store.execute(
        "UPDATE ses_templates SET tags=? WHERE account_id=? AND region=? AND name=?",
        (json.dumps(tags), account_id, region, name),
    )
