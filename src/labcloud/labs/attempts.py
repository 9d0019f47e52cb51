"""What each learner last saw from ``lab check`` (``labs_attempts``): per account, lab and step, the
status and the reason printed, and when. The classroom dashboard and export read it."""

from __future__ import annotations

import time
from typing import Any

from labcloud.store.db import Store

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS labs_attempts (
        account_id TEXT NOT NULL,
        lab TEXT NOT NULL,
        step TEXT NOT NULL,
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        status TEXT NOT NULL,
        reason TEXT NOT NULL,
        checked_at REAL NOT NULL,
        checks INTEGER NOT NULL DEFAULT 1,
        PRIMARY KEY (account_id, lab, step)
    )""",
)


def ensure_schema(store: Store) -> None:
    store.ensure_schema("labs_attempts", SCHEMA)


def started(store: Store, account: str, lab: str) -> None:
    """A (re)started lab: what the learner saw in the earlier attempt no longer stands."""
    with store.transaction():
        store.execute("DELETE FROM labs_attempts WHERE account_id = ? AND lab = ?", (account, lab))


def record(store: Store, account: str, report: dict[str, Any], order: list[str]) -> None:
    """Keep each step of a check report (``checker.report``) as the learner's latest view of it
    (``order``: the lab's step ids, in order)."""
    now = time.time()
    with store.transaction():
        for step in report.get("steps") or []:
            position = order.index(step["id"]) if step["id"] in order else len(order)
            store.execute(
                "INSERT INTO labs_attempts (account_id, lab, step, position, title, status, reason, checked_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(account_id, lab, step) DO UPDATE SET"
                " status = excluded.status, reason = excluded.reason, title = excluded.title,"
                " checked_at = excluded.checked_at, checks = checks + 1",
                (
                    account,
                    str(report["name"]),
                    str(step["id"]),
                    position,
                    str(step.get("title") or step["id"]),
                    str(step["status"]),
                    str(step.get("reason") or ""),
                    now,
                ),
            )


def of(store: Store, account: str) -> dict[str, dict[str, dict[str, Any]]]:
    """lab → step → {status, reason, title, checked_at, checks} for one account."""
    found: dict[str, dict[str, dict[str, Any]]] = {}
    rows = store.all("SELECT * FROM labs_attempts WHERE account_id = ? ORDER BY lab, position", (account,))
    for row in rows:
        found.setdefault(row["lab"], {})[row["step"]] = {
            "status": row["status"],
            "reason": row["reason"],
            "title": row["title"],
            "checked_at": row["checked_at"],
            "checks": row["checks"],
        }
    return found


def forget_account(store: Store, account: str) -> None:
    with store.transaction():
        store.execute("DELETE FROM labs_attempts WHERE account_id = ?", (account,))


def forget(store: Store) -> None:
    with store.transaction():
        store.execute("DELETE FROM labs_attempts")
