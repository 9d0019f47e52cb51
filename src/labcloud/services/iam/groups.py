"""IAM groups: CreateGroup/GetGroup/ListGroups/DeleteGroup, membership and ListGroupsForUser.

Functions here take the store and the account explicitly; the provider's thin methods call them
(inline and attached group policies reuse the provider's per-kind helpers with kind ``group``,
and enforcement counts a user's groups' policies beside the user's own: see ``grants``).
"""

from __future__ import annotations

import re
import time
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.iam.core import already_exists, delete_conflict, no_such_entity
from labcloud.services.iam.ids import from_epoch, unique_id
from labcloud.services.iam.paging import page
from labcloud.services.iam.users import user_out
from labcloud.store.db import Store

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS iam_groups (
        account_id TEXT NOT NULL,
        name TEXT NOT NULL COLLATE NOCASE,
        path TEXT NOT NULL,
        group_id TEXT NOT NULL,
        arn TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, name)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_group_members (
        account_id TEXT NOT NULL,
        group_name TEXT NOT NULL COLLATE NOCASE,
        user_name TEXT NOT NULL COLLATE NOCASE,
        added REAL NOT NULL,
        PRIMARY KEY (account_id, group_name, user_name)
    )""",
)
TABLES = ("iam_groups", "iam_group_members")

_NAME = re.compile(r"^[\w+=,.@-]{1,128}$")
_PATH = re.compile(r"^(/|/[\x21-\x7e]*/)$")


def group_out(row: Any) -> dict[str, Any]:
    return {
        "Path": row["path"],
        "GroupName": row["name"],
        "GroupId": row["group_id"],
        "Arn": row["arn"],
        "CreateDate": from_epoch(row["created"]),
    }


def _check_name(name: str) -> None:
    if not _NAME.match(name):
        raise AwsError(
            "ValidationError",
            f"1 validation error detected: Value '{name}' at 'groupName' failed to "
            "satisfy constraint: Member must satisfy regular expression pattern: [\\w+=,.@-]+",
            status=400,
        )


def row_of(store: Store, account: str, name: str) -> Any:
    return store.one("SELECT * FROM iam_groups WHERE account_id=? AND name=?", (account, name))


def require(store: Store, account: str, name: str) -> Any:
    row = row_of(store, account, name)
    if row is None:
        raise no_such_entity(f"The group with name {name} cannot be found.")
    return row


def create(store: Store, account: str, params: dict[str, Any]) -> dict[str, Any]:
    name, path = params["GroupName"], params.get("Path") or "/"
    _check_name(name)
    if not _PATH.match(path) or len(path) > 512:
        raise AwsError(
            "ValidationError",
            "The specified value for path is invalid. It must begin and end with / "
            "and contain only alphanumeric characters and/or / characters.",
            status=400,
        )
    with store.transaction():
        if row_of(store, account, name) is not None:
            raise already_exists(f"Group with name {name} already exists.")
        arn = f"arn:aws:iam::{account}:group{path}{name}"
        store.execute(
            "INSERT INTO iam_groups (account_id, name, path, group_id, arn, created) VALUES (?,?,?,?,?,?)",
            (account, name, path, unique_id("AGPA"), arn, time.time()),
        )
    return {"Group": group_out(require(store, account, name))}


def get(store: Store, account: str, params: dict[str, Any], boundary_of: Any) -> dict[str, Any]:
    group = require(store, account, params["GroupName"])
    users = store.all(
        "SELECT u.* FROM iam_group_members m JOIN iam_users u ON u.account_id=m.account_id AND u.name=m.user_name"
        " WHERE m.account_id=? AND m.group_name=? ORDER BY u.name",
        (account, group["name"]),
    )
    out = page([user_out(u, boundary_of(u["name"])) for u in users], params, "Users")
    return {"Group": group_out(group), **out}


def list_all(store: Store, account: str, params: dict[str, Any]) -> dict[str, Any]:
    prefix = params.get("PathPrefix") or "/"
    rows = store.all("SELECT * FROM iam_groups WHERE account_id=? ORDER BY name", (account,))
    return page([group_out(r) for r in rows if r["path"].startswith(prefix)], params, "Groups")


def delete(store: Store, account: str, name: str) -> None:
    group = require(store, account, name)
    if store.one(
        "SELECT 1 FROM iam_group_members WHERE account_id=? AND group_name=?", (account, group["name"])
    ):
        raise delete_conflict("Cannot delete entity, must remove users from group first.")
    if store.one(
        "SELECT 1 FROM iam_inline_policies WHERE account_id=? AND kind='group' AND owner=?",
        (account, group["name"]),
    ):
        raise delete_conflict("Cannot delete entity, must delete policies first.")
    if store.one(
        "SELECT 1 FROM iam_attachments WHERE account_id=? AND kind='group' AND owner=?",
        (account, group["name"]),
    ):
        raise delete_conflict("Cannot delete entity, must detach all policies first.")
    with store.transaction():
        store.execute("DELETE FROM iam_groups WHERE account_id=? AND name=?", (account, group["name"]))


def add_user(store: Store, account: str, group_name: str, user_name: str) -> None:
    group = require(store, account, group_name)
    user = store.one("SELECT name FROM iam_users WHERE account_id=? AND name=?", (account, user_name))
    if user is None:
        raise no_such_entity(f"The user with name {user_name} cannot be found.")
    with store.transaction():
        store.execute(
            "INSERT OR IGNORE INTO iam_group_members (account_id, group_name, user_name, added)"
            " VALUES (?,?,?,?)",
            (account, group["name"], user["name"], time.time()),
        )


def remove_user(store: Store, account: str, group_name: str, user_name: str) -> None:
    group = require(store, account, group_name)
    if store.one("SELECT 1 FROM iam_users WHERE account_id=? AND name=?", (account, user_name)) is None:
        raise no_such_entity(f"The user with name {user_name} cannot be found.")
    with store.transaction():
        removed = store.execute(
            "DELETE FROM iam_group_members WHERE account_id=? AND group_name=? AND user_name=?",
            (account, group["name"], user_name),
        ).rowcount
    if not removed:
        raise no_such_entity(f"The user with name {user_name} cannot be found.")


def groups_of(store: Store, account: str, user_name: str) -> list[str]:
    rows = store.all(
        "SELECT group_name FROM iam_group_members WHERE account_id=? AND user_name=? ORDER BY group_name",
        (account, user_name),
    )
    return [r["group_name"] for r in rows]


def for_user(store: Store, account: str, user_name: str, params: dict[str, Any]) -> dict[str, Any]:
    if store.one("SELECT 1 FROM iam_users WHERE account_id=? AND name=?", (account, user_name)) is None:
        raise no_such_entity(f"The user with name {user_name} cannot be found.")
    rows = [require(store, account, name) for name in groups_of(store, account, user_name)]
    return page([group_out(r) for r in rows], params, "Groups")
