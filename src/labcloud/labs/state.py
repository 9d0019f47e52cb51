"""The active lab (``labs_active``), the learner's progress through the track (``labs_progress``) and
the hints already shown (``labs_hints``), kept in SQLite so they survive a server restart."""

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
    """CREATE TABLE IF NOT EXISTS labs_progress (
        name TEXT PRIMARY KEY,
        status TEXT NOT NULL,
        started_at REAL,
        passed_at REAL,
        attempts INTEGER NOT NULL DEFAULT 0
    )""",
    """CREATE TABLE IF NOT EXISTS labs_hints (
        step TEXT PRIMARY KEY,
        shown INTEGER NOT NULL
    )""",
)

NOT_STARTED, IN_PROGRESS, PASSED = "not started", "in progress", "passed"


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
        return {
            "name": self.name,
            "lang": self.lang,
            "started_seq": self.started_seq,
            "started_at": self.started_at,
            "baseline": self.baseline,
        }


def active(store: Store) -> ActiveLab | None:
    row = store.one("SELECT * FROM labs_active WHERE slot = 1")
    if row is None:
        return None
    return ActiveLab(
        row["name"], row["lang"], row["started_seq"], row["started_at"], json.loads(row["baseline"])
    )


def activate(store: Store, name: str, lang: str, started_seq: int, baseline: dict[str, Any]) -> ActiveLab:
    """Make ``name`` the active lab; it is in progress unless it was passed before (a pass is kept)."""
    lab = ActiveLab(name, lang, started_seq, time.time(), baseline)
    with store.transaction():
        store.execute("DELETE FROM labs_hints")
        store.execute(
            "INSERT INTO labs_progress (name, status, started_at, attempts) VALUES (?, ?, ?, 1)"
            " ON CONFLICT(name) DO UPDATE SET started_at = excluded.started_at, attempts = attempts + 1",
            (name, IN_PROGRESS, lab.started_at),
        )
        store.execute(
            "INSERT OR REPLACE INTO labs_active (slot, name, lang, started_seq, started_at, baseline)"
            " VALUES (1, ?, ?, ?, ?, ?)",
            (name, lang, started_seq, lab.started_at, json.dumps(baseline)),
        )
    return lab


def clear(store: Store) -> None:
    with store.transaction():
        store.execute("DELETE FROM labs_active")
        store.execute("DELETE FROM labs_hints")


def forget_everything(store: Store) -> None:
    """A server reset: no active lab, no progress."""
    clear(store)
    with store.transaction():
        store.execute("DELETE FROM labs_progress")


def mark_passed(store: Store, name: str) -> bool:
    """Record that every step of ``name`` passed; True the first time."""
    row = store.one("SELECT status FROM labs_progress WHERE name = ?", (name,))
    if row is not None and row["status"] == PASSED:
        return False
    with store.transaction():
        store.execute(
            "INSERT INTO labs_progress (name, status, started_at, passed_at, attempts) VALUES (?, ?, ?, ?, 1)"
            " ON CONFLICT(name) DO UPDATE SET status = excluded.status, passed_at = excluded.passed_at",
            (name, PASSED, time.time(), time.time()),
        )
    return True


def progress(store: Store) -> dict[str, dict[str, Any]]:
    """Each lab the learner touched: status, started_at, passed_at, attempts."""
    return {
        row["name"]: {
            "status": row["status"],
            "started_at": row["started_at"],
            "passed_at": row["passed_at"],
            "attempts": row["attempts"],
        }
        for row in store.all("SELECT * FROM labs_progress")
    }


def next_hint(store: Store, step: str, available: int) -> int:
    """Reveal one more hint of ``step`` (up to ``available``); the number now shown."""
    row = store.one("SELECT shown FROM labs_hints WHERE step = ?", (step,))
    shown = min(available, (row["shown"] if row else 0) + 1)
    with store.transaction():
        store.execute("INSERT OR REPLACE INTO labs_hints (step, shown) VALUES (?, ?)", (step, shown))
    return shown
