"""The class's learners (``classroom_learners``): each one's account id, access key and secret.

Enrolling is idempotent: a learner keeps the account and keys minted the first time (kept in
SQLite, so a restart changes nothing); a name dropped from the roster keeps its record.
"""

from __future__ import annotations

import secrets
import string
import time
from dataclasses import dataclass

from labcloud.store.db import Store

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS classroom_learners (
        name TEXT PRIMARY KEY,
        account_id TEXT NOT NULL UNIQUE,
        access_key TEXT NOT NULL UNIQUE,
        secret TEXT NOT NULL,
        position INTEGER NOT NULL,
        created_at REAL NOT NULL
    )""",
)

_KEY_CHARS = string.ascii_uppercase + "234567"
_SECRET_CHARS = string.ascii_letters + string.digits + "+/"


@dataclass(frozen=True, slots=True)
class Learner:
    name: str
    account_id: str
    access_key: str
    secret: str


def ensure_schema(store: Store) -> None:
    store.ensure_schema("classroom", SCHEMA)


def _new_account(store: Store, taken: str) -> str:
    while True:  # 12 digits, never the default account nor one already given
        account = str(100000000000 + secrets.randbelow(899999999999))
        if (
            account != taken
            and store.one("SELECT 1 FROM classroom_learners WHERE account_id = ?", (account,)) is None
        ):
            return account


def enroll(store: Store, names: list[str], default_account: str) -> list[Learner]:
    """Give every name on the roster an account and keys (unless it has them); the roster's learners."""
    with store.transaction():
        position = int(store.scalar("SELECT COALESCE(MAX(position), 0) FROM classroom_learners") or 0)
        for name in names:
            if store.one("SELECT 1 FROM classroom_learners WHERE name = ?", (name,)) is not None:
                continue
            position += 1
            store.execute(
                "INSERT INTO classroom_learners (name, account_id, access_key, secret, position, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (
                    name,
                    _new_account(store, default_account),
                    "AKIA" + "".join(secrets.choice(_KEY_CHARS) for _ in range(16)),
                    "".join(secrets.choice(_SECRET_CHARS) for _ in range(40)),
                    position,
                    time.time(),
                ),
            )
    wanted = set(names)
    return [learner for learner in everyone(store) if learner.name in wanted]


def everyone(store: Store) -> list[Learner]:
    rows = store.all("SELECT * FROM classroom_learners ORDER BY position")
    return [Learner(r["name"], r["account_id"], r["access_key"], r["secret"]) for r in rows]
