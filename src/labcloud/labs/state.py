"""The active lab (``labs_active``), the learner's progress through the track (``labs_progress``) and
the hints already shown (``labs_hints``), kept in SQLite so they survive a server restart.

Each account is a learner of its own (classroom mode, docs/classroom.md): every row is keyed by it."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Migration, Store

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

_BY_ACCOUNT = (
    (
        "labs_active",
        "account_id TEXT PRIMARY KEY, name TEXT NOT NULL, lang TEXT NOT NULL DEFAULT 'en',"
        " started_seq INTEGER NOT NULL, started_at REAL NOT NULL, baseline TEXT NOT NULL DEFAULT '{}'",
        "name, lang, started_seq, started_at, baseline",
    ),
    (
        "labs_progress",
        "account_id TEXT NOT NULL, name TEXT NOT NULL, status TEXT NOT NULL, started_at REAL,"
        " passed_at REAL, attempts INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (account_id, name)",
        "name, status, started_at, passed_at, attempts",
    ),
    (
        "labs_hints",
        "account_id TEXT NOT NULL, step TEXT NOT NULL, shown INTEGER NOT NULL,"
        " PRIMARY KEY (account_id, step)",
        "step, shown",
    ),
)


def ensure_schema(store: Store, default_account: str = "000000000000") -> None:
    def by_account(conn: Any) -> None:  # the rows so far were the default account's
        for table, columns, kept in _BY_ACCOUNT:
            conn.execute(f"ALTER TABLE {table} RENAME TO {table}_old")
            conn.execute(f"CREATE TABLE {table} ({columns})")
            conn.execute(
                f"INSERT INTO {table} (account_id, {kept}) SELECT ?, {kept} FROM {table}_old",
                (default_account,),
            )
            conn.execute(f"DROP TABLE {table}_old")

    store.ensure_schema("labs", SCHEMA, (Migration(1, "lab progress per account", apply=by_account),))


@dataclass(slots=True)
class ActiveLab:
    name: str
    lang: str
    #: Events with a greater sequence number happened during the lab (after its provisioning).
    started_seq: int
    started_at: float
    #: Facts recorded at start (e.g. the provisioned CodeSha256), compared against later.
    baseline: dict[str, Any]
    #: Whose lab it is: checks read this account's events and resources.
    account_id: str = "000000000000"

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "lang": self.lang,
            "started_seq": self.started_seq,
            "started_at": self.started_at,
            "baseline": self.baseline,
        }


def active(store: Store, account: str) -> ActiveLab | None:
    row = store.one("SELECT * FROM labs_active WHERE account_id = ?", (account,))
    if row is None:
        return None
    return ActiveLab(
        row["name"], row["lang"], row["started_seq"], row["started_at"], json.loads(row["baseline"]), account
    )


def activate(
    store: Store, account: str, name: str, lang: str, started_seq: int, baseline: dict[str, Any]
) -> ActiveLab:
    """Make ``name`` the active lab; it is in progress unless it was passed before (a pass is kept)."""
    lab = ActiveLab(name, lang, started_seq, time.time(), baseline, account)
    with store.transaction():
        store.execute("DELETE FROM labs_hints WHERE account_id = ?", (account,))
        store.execute(
            "INSERT INTO labs_progress (account_id, name, status, started_at, attempts) VALUES (?, ?, ?, ?, 1)"
            " ON CONFLICT(account_id, name) DO UPDATE SET started_at = excluded.started_at,"
            " attempts = attempts + 1",
            (account, name, IN_PROGRESS, lab.started_at),
        )
        store.execute(
            "INSERT OR REPLACE INTO labs_active (account_id, name, lang, started_seq, started_at, baseline)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (account, name, lang, started_seq, lab.started_at, json.dumps(baseline)),
        )
    return lab


def clear(store: Store, account: str) -> None:
    with store.transaction():
        store.execute("DELETE FROM labs_active WHERE account_id = ?", (account,))
        store.execute("DELETE FROM labs_hints WHERE account_id = ?", (account,))


def forget_account(store: Store, account: str) -> None:
    """One learner starts over (``labcloud classroom reset``): no active lab, no progress."""
    clear(store, account)
    with store.transaction():
        store.execute("DELETE FROM labs_progress WHERE account_id = ?", (account,))


def forget_everything(store: Store) -> None:
    """A server reset: no active lab, no progress, for anyone."""
    with store.transaction():
        for table in ("labs_active", "labs_hints", "labs_progress"):
            store.execute(f"DELETE FROM {table}")


def mark_passed(store: Store, account: str, name: str) -> bool:
    """Record that every step of ``name`` passed; True the first time."""
    row = store.one("SELECT status FROM labs_progress WHERE account_id = ? AND name = ?", (account, name))
    if row is not None and row["status"] == PASSED:
        return False
    with store.transaction():
        store.execute(
            "INSERT INTO labs_progress (account_id, name, status, started_at, passed_at, attempts)"
            " VALUES (?, ?, ?, ?, ?, 1) ON CONFLICT(account_id, name) DO UPDATE SET"
            " status = excluded.status, passed_at = excluded.passed_at",
            (account, name, PASSED, time.time(), time.time()),
        )
    return True


def progress(store: Store, account: str) -> dict[str, dict[str, Any]]:
    """Each lab the learner touched: status, started_at, passed_at, attempts."""
    return {
        row["name"]: {
            "status": row["status"],
            "started_at": row["started_at"],
            "passed_at": row["passed_at"],
            "attempts": row["attempts"],
        }
        for row in store.all("SELECT * FROM labs_progress WHERE account_id = ?", (account,))
    }


def next_hint(store: Store, account: str, step: str, available: int) -> int:
    """Reveal one more hint of ``step`` (up to ``available``); the number now shown."""
    row = store.one("SELECT shown FROM labs_hints WHERE account_id = ? AND step = ?", (account, step))
    shown = min(available, (row["shown"] if row else 0) + 1)
    with store.transaction():
        store.execute(
            "INSERT OR REPLACE INTO labs_hints (account_id, step, shown) VALUES (?, ?, ?)",
            (account, step, shown),
        )
    return shown
