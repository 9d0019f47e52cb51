"""Dashboards in ``cw_dashboards``: every statement on them, rows read as typed :class:`DashboardRow`.
Dashboards are global, so rows are keyed by account and name only (no region)."""

from __future__ import annotations

from typing import NamedTuple

from labcloud.store.db import Store


class DashboardRow(NamedTuple):
    account_id: str
    name: str
    body: str
    modified: float


_COLUMNS = ", ".join(DashboardRow._fields)


class Dashboards:
    """The ``cw_dashboards`` table."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def put(self, account: str, name: str, body: str, now: float) -> None:
        self.store.execute(
            "INSERT INTO cw_dashboards (account_id, name, body, modified) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (account_id, name) DO UPDATE SET body=excluded.body, modified=excluded.modified",
            (account, name, body, now),
        )

    def get(self, account: str, name: str) -> DashboardRow | None:
        row = self.store.one(
            f"SELECT {_COLUMNS} FROM cw_dashboards WHERE account_id=? AND name=?", (account, name)
        )
        return None if row is None else DashboardRow(*row)

    def delete(self, account: str, name: str) -> bool:
        cursor = self.store.execute(
            "DELETE FROM cw_dashboards WHERE account_id=? AND name=?", (account, name)
        )
        return cursor.rowcount > 0

    def page(self, account: str, prefix: str, after: str | None, limit: int) -> list[DashboardRow]:
        """Up to ``limit`` dashboards whose name starts with ``prefix``, by name, after ``after``."""
        rows = self.store.all(
            f"SELECT {_COLUMNS} FROM cw_dashboards WHERE account_id=? AND substr(name, 1, ?)=?"
            " AND name > ? ORDER BY name LIMIT ?",
            (account, len(prefix), prefix, after or "", limit),
        )
        return [DashboardRow(*row) for row in rows]
