"""Login profiles (console passwords): Create/Get/Update/DeleteLoginProfile.

labcloud has no console; the profile is kept so the API answers as IAM's does (DeleteUser refuses a
user who still has one). Only a salted hash of the password is stored. The table is added by the IAM
schema's migration 3.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from typing import Any

from labcloud.services.iam.core import already_exists, no_such_entity
from labcloud.services.iam.ids import from_epoch
from labcloud.store.db import Migration, Store

MIGRATION = Migration(
    3,
    "iam_login_profiles: console passwords (hashed) per user",
    (
        """CREATE TABLE IF NOT EXISTS iam_login_profiles (
            account_id TEXT NOT NULL,
            user_name TEXT NOT NULL COLLATE NOCASE,
            password_hash TEXT NOT NULL,
            reset_required INTEGER NOT NULL DEFAULT 0,
            created REAL NOT NULL,
            PRIMARY KEY (account_id, user_name)
        )""",
    ),
)
TABLES = ("iam_login_profiles",)

HAS_PROFILE = "Cannot delete entity, must delete login profile first."


def _hash(password: str) -> str:
    salt = secrets.token_hex(8)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), 10_000).hex()
    return f"{salt}${digest}"


def _row(store: Store, account: str, user: str) -> Any:
    row = store.one("SELECT * FROM iam_login_profiles WHERE account_id=? AND user_name=?", (account, user))
    if row is None:
        raise no_such_entity(f"Login Profile for User {user} cannot be found.")
    return row


def _out(row: Any) -> dict[str, Any]:
    return {
        "UserName": row["user_name"],
        "CreateDate": from_epoch(row["created"]),
        "PasswordResetRequired": bool(row["reset_required"]),
    }


def exists(store: Store, account: str, user: str) -> bool:
    return bool(
        store.one("SELECT 1 FROM iam_login_profiles WHERE account_id=? AND user_name=?", (account, user))
    )


def create(store: Store, account: str, user: str, params: dict[str, Any]) -> dict[str, Any]:
    if exists(store, account, user):
        raise already_exists(f"Login Profile for user {user} already exists.")
    with store.transaction():
        store.execute(
            "INSERT INTO iam_login_profiles (account_id, user_name, password_hash, reset_required, created)"
            " VALUES (?,?,?,?,?)",
            (
                account,
                user,
                _hash(str(params["Password"])),
                int(bool(params.get("PasswordResetRequired"))),
                time.time(),
            ),
        )
    return {"LoginProfile": _out(_row(store, account, user))}


def get(store: Store, account: str, user: str) -> dict[str, Any]:
    return {"LoginProfile": _out(_row(store, account, user))}


def update(store: Store, account: str, user: str, params: dict[str, Any]) -> None:
    row = _row(store, account, user)
    password_hash = _hash(str(params["Password"])) if params.get("Password") else row["password_hash"]
    reset = params.get("PasswordResetRequired")
    with store.transaction():
        store.execute(
            "UPDATE iam_login_profiles SET password_hash=?, reset_required=? WHERE account_id=? AND user_name=?",
            (
                password_hash,
                row["reset_required"] if reset is None else int(bool(reset)),
                account,
                row["user_name"],
            ),
        )


def delete(store: Store, account: str, user: str) -> None:
    row = _row(store, account, user)
    with store.transaction():
        store.execute(
            "DELETE FROM iam_login_profiles WHERE account_id=? AND user_name=?", (account, row["user_name"])
        )
