"""The active lab, kept in SQLite (table ``labs_active``) so it survives a server restart."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS labs_active (
        slot INTEGER PRIMARY KEY CHECK (slot = 1),
        name TEXT NOT NULL,
        lang TEXT NOT NULL DEFAULT 'en',
        started_seq INTEGER NOT NULL,
        started_at REAL NOT NULL,
        baseline TEXT NOT NULL DEFAULT '{}'
    )""",
)


def ensure_schema(store: Store) -> None:
    store.ensure_schema("labs", SCHEMA)


@dataclass(slots=True)
class ActiveLab:
    name: str
    lang: str
    #: Events with a greater sequence number happened during the lab (after its provisioning).
    started_seq: int
    started_at: float
    #: Facts recorded at start (e.g. the provisioned CodeSha256), compared against later.
    baseline: dict[str, Any]

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "lang": self.lang, "started_seq": self.started_seq,
                "started_at": self.started_at, "baseline": self.baseline}


def active(store: Store) -> ActiveLab | None:
    row = store.one("SELECT * FROM labs_active WHERE slot = 1")
    if row is None:
        return None
    return ActiveLab(row["name"], row["lang"], row["started_seq"], row["started_at"], json.loads(row["baseline"]))


def activate(store: Store, name: str, lang: str, started_seq: int, baseline: dict[str, Any]) -> ActiveLab:
    lab = ActiveLab(name, lang, started_seq, time.time(), baseline)
    with store.transaction():
        store.execute(
            "INSERT OR REPLACE INTO labs_active (slot, name, lang, started_seq, started_at, baseline)"
            " VALUES (1, ?, ?, ?, ?, ?)",
            (name, lang, started_seq, lab.started_at, json.dumps(baseline)),
        )
    return lab


def clear(store: Store) -> None:
    with store.transaction():
        store.execute("DELETE FROM labs_active")
