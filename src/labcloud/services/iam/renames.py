"""UpdateUser and UpdateGroup: a new name and/or path for a user or group.

A user's or group's name keys rows in several IAM tables (access keys, inline policies, attachments,
boundaries, group membership, service-specific credentials, login profiles); a rename moves them all
in one transaction, and the ARN follows the new name and path. The caller (the provider) refreshes
its caches after the commit.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.iam import groups
from labcloud.services.iam.core import already_exists, no_such_entity
from labcloud.services.iam.ids import user_arn
from labcloud.store.db import Store

#: (table, column) pairs holding a user's name, beside iam_users itself.
_USER_COLUMNS = (
    ("iam_access_keys", "user_name"),
    ("iam_group_members", "user_name"),
    ("iam_service_credentials", "user_name"),
    ("iam_login_profiles", "user_name"),
)


def _existing_tables(store: Store) -> set[str]:
    return {r["name"] for r in store.all("SELECT name FROM sqlite_master WHERE type='table'", ())}


def _move_owner(store: Store, account: str, kind: str, old: str, new: str) -> None:
    for table in ("iam_inline_policies", "iam_attachments", "iam_boundaries"):
        store.execute(
            f"UPDATE {table} SET owner=? WHERE account_id=? AND kind=? AND owner=?", (new, account, kind, old)
        )


def update_user(store: Store, account: str, params: dict[str, Any]) -> None:
    name = params["UserName"]
    row = store.one("SELECT * FROM iam_users WHERE account_id=? AND name=?", (account, name))
    if row is None:
        raise no_such_entity(f"The user with name {name} cannot be found.")
    new_name = params.get("NewUserName") or row["name"]
    new_path = params.get("NewPath") or row["path"]
    renamed = new_name.lower() != str(row["name"]).lower()
    if renamed and store.one("SELECT 1 FROM iam_users WHERE account_id=? AND name=?", (account, new_name)):
        raise already_exists(f"User with name {new_name} already exists.")
    tables = _existing_tables(store)
    with store.transaction():
        store.execute(
            "UPDATE iam_users SET name=?, path=?, arn=? WHERE account_id=? AND name=?",
            (new_name, new_path, user_arn(account, new_name, new_path), account, row["name"]),
        )
        for table, column in _USER_COLUMNS:
            if table in tables:
                store.execute(
                    f"UPDATE {table} SET {column}=? WHERE account_id=? AND {column}=?",
                    (new_name, account, row["name"]),
                )
        _move_owner(store, account, "user", row["name"], new_name)


def update_group(store: Store, account: str, params: dict[str, Any]) -> None:
    group = groups.require(store, account, params["GroupName"])
    new_name = params.get("NewGroupName") or group["name"]
    new_path = params.get("NewPath") or group["path"]
    renamed = new_name.lower() != str(group["name"]).lower()
    if renamed and groups.row_of(store, account, new_name) is not None:
        raise already_exists(f"Group with name {new_name} already exists.")
    with store.transaction():
        store.execute(
            "UPDATE iam_groups SET name=?, path=?, arn=? WHERE account_id=? AND name=?",
            (new_name, new_path, f"arn:aws:iam::{account}:group{new_path}{new_name}", account, group["name"]),
        )
        store.execute(
            "UPDATE iam_group_members SET group_name=? WHERE account_id=? AND group_name=?",
            (new_name, account, group["name"]),
        )
        _move_owner(store, account, "group", group["name"], new_name)
