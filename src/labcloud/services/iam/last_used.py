"""When and where each role was last used (GetRole's ``RoleLastUsed``).

A role counts as used when a session of it makes a request that IAM evaluates. The time is
written at most once a minute per role (the first use at once), so a busy function's role costs
one dict lookup per request; AWS itself reports the date only approximately.
"""

from __future__ import annotations

import time
from typing import Any

from labcloud.services.iam.ids import from_epoch
from labcloud.store.db import Store

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS iam_role_last_used (
        account_id TEXT NOT NULL,
        name TEXT NOT NULL COLLATE NOCASE,
        used REAL NOT NULL,
        region TEXT NOT NULL,
        PRIMARY KEY (account_id, name)
    )""",
)
TABLES = ("iam_role_last_used",)

#: Seconds between two writes of the same role's last use.
WRITE_EVERY = 60.0


class LastUsed:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._written: dict[tuple[str, str, str], float] = {}

    def forget(self) -> None:
        self._written.clear()

    def touch(self, account_id: str, role_name: str, region: str) -> None:
        now = time.time()
        key = (account_id, role_name.lower(), region)
        if now - self._written.get(key, 0.0) < WRITE_EVERY:
            return
        if len(self._written) > 4096:
            self._written.clear()
        self._written[key] = now
        with self.store.transaction():
            self.store.execute(
                "INSERT INTO iam_role_last_used (account_id, name, used, region) VALUES (?,?,?,?)"
                " ON CONFLICT (account_id, name) DO UPDATE SET used=excluded.used, region=excluded.region",
                (account_id, role_name, now, region),
            )

    def of(self, account_id: str, role_name: str) -> dict[str, Any]:
        """``RoleLastUsed`` as GetRole answers it (empty when the role was never used)."""
        row = self.store.one(
            "SELECT used, region FROM iam_role_last_used WHERE account_id=? AND name=?",
            (account_id, role_name),
        )
        return {} if row is None else {"LastUsedDate": from_epoch(row["used"]), "Region": row["region"]}

    def drop(self, account_id: str, role_name: str) -> None:
        self.store.execute(
            "DELETE FROM iam_role_last_used WHERE account_id=? AND name=?", (account_id, role_name)
        )
        self._written = {k: v for k, v in self._written.items() if k[:2] != (account_id, role_name.lower())}
