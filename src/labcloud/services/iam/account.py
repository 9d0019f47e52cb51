"""Account-level IAM: account aliases (Create/Delete/ListAccountAliases) and ListEntitiesForPolicy.

Functions take the store and the account explicitly; the provider's thin methods call them.
"""

from __future__ import annotations

import re
from typing import Any

from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.iam.core import already_exists, no_such_entity
from labcloud.services.iam.paging import page
from labcloud.store.db import Store

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS iam_account_aliases (
        alias TEXT PRIMARY KEY,
        account_id TEXT NOT NULL UNIQUE
    )""",
)
TABLES = ("iam_account_aliases",)

_ALIAS = re.compile(r"^[a-z0-9]([a-z0-9]|-(?!-)){1,61}[a-z0-9]$")
_FILTERS = ("User", "Role", "Group", "LocalManagedPolicy", "AWSManagedPolicy")


def create_alias(store: Store, account: str, alias: str) -> None:
    if not _ALIAS.match(alias) or is_digits(alias):
        raise AwsError(
            "ValidationError",
            f"1 validation error detected: Value '{alias}' at 'accountAlias' failed "
            "to satisfy constraint: Member must satisfy regular expression pattern: "
            "^[a-z0-9]([a-z0-9]|-(?!-)){1,61}[a-z0-9]$",
            status=400,
        )
    owner = store.scalar("SELECT account_id FROM iam_account_aliases WHERE alias=?", (alias,))
    if owner is not None and owner != account:
        raise already_exists(f"The account alias {alias} already exists.")
    with store.transaction():  # an account has one alias: a new one replaces it
        store.execute("DELETE FROM iam_account_aliases WHERE account_id=?", (account,))
        store.execute("INSERT INTO iam_account_aliases (alias, account_id) VALUES (?,?)", (alias, account))


def delete_alias(store: Store, account: str, alias: str) -> None:
    with store.transaction():
        removed = store.execute(
            "DELETE FROM iam_account_aliases WHERE alias=? AND account_id=?", (alias, account)
        ).rowcount
    if not removed:
        raise no_such_entity(f"The account alias {alias} cannot be found.")


def list_aliases(store: Store, account: str, params: dict[str, Any]) -> dict[str, Any]:
    rows = store.all("SELECT alias FROM iam_account_aliases WHERE account_id=?", (account,))
    return page([r["alias"] for r in rows], params, "AccountAliases")


def entities_for_policy(store: Store, account: str, params: dict[str, Any], exists: bool) -> dict[str, Any]:
    """ListEntitiesForPolicy: the groups, users and roles a managed policy is attached to."""
    arn = params["PolicyArn"]
    if not exists:
        raise no_such_entity(f"Policy {arn} was not found.")
    wanted = params.get("EntityFilter")
    if wanted is not None and wanted not in _FILTERS:
        raise AwsError(
            "ValidationError",
            f"1 validation error detected: Value '{wanted}' at 'entityFilter' failed "
            f"to satisfy constraint: Member must satisfy enum value set: [{', '.join(_FILTERS)}]",
            status=400,
        )
    if params.get("PolicyUsageFilter") not in (None, "PermissionsPolicy"):
        raise AwsError(
            "ValidationError",
            f"labcloud does not support PolicyUsageFilter {params['PolicyUsageFilter']}",
            status=400,
        )
    prefix = params.get("PathPrefix") or "/"
    rows = store.all(
        "SELECT kind, owner FROM iam_attachments WHERE account_id=? AND policy_arn=? ORDER BY owner",
        (account, arn),
    )
    groups, users, roles = [], [], []
    for row in rows:
        kind = row["kind"]
        if wanted in ("User", "Role", "Group") and kind != wanted.lower():
            continue
        table, id_column = {
            "user": ("iam_users", "user_id"),
            "role": ("iam_roles", "role_id"),
            "group": ("iam_groups", "group_id"),
        }[kind]
        entity = store.one(
            f"SELECT name, path, {id_column} AS id FROM {table} WHERE account_id=? AND name=?",
            (account, row["owner"]),
        )
        if entity is None or not entity["path"].startswith(prefix):
            continue
        if kind == "user":
            users.append({"UserName": entity["name"], "UserId": entity["id"]})
        elif kind == "role":
            roles.append({"RoleName": entity["name"], "RoleId": entity["id"]})
        else:
            groups.append({"GroupName": entity["name"], "GroupId": entity["id"]})
    return {"PolicyGroups": groups, "PolicyUsers": users, "PolicyRoles": roles, "IsTruncated": False}
