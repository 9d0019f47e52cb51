"""Instance profiles: Create/Get/List/Delete InstanceProfile, a profile's one role (Add/Remove
RoleToInstanceProfile), ListInstanceProfilesForRole, and tags on profiles.

labcloud runs no EC2, but tools create profiles beside roles (Terraform's ``aws_iam_instance_profile``,
CloudFormation templates) and a role's deletion must see them: DeleteRole refuses while the role is in
a profile, as IAM does. Functions take the store and the account explicitly; the provider's thin
methods call them. The table is added by the IAM schema's migration 1 (``MIGRATIONS``).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.iam import tags
from labcloud.services.iam.core import already_exists, delete_conflict, no_such_entity
from labcloud.services.iam.ids import from_epoch, unique_id
from labcloud.services.iam.paging import page
from labcloud.store.db import Migration, Store

_TABLE = """CREATE TABLE IF NOT EXISTS iam_instance_profiles (
    account_id TEXT NOT NULL,
    name TEXT NOT NULL COLLATE NOCASE,
    path TEXT NOT NULL,
    profile_id TEXT NOT NULL,
    arn TEXT NOT NULL,
    created REAL NOT NULL,
    role_name TEXT COLLATE NOCASE,
    tags TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (account_id, name)
)"""
MIGRATIONS = (Migration(1, "iam_instance_profiles: instance profiles and their role", (_TABLE,)),)
TABLES = ("iam_instance_profiles",)

#: Describes a role as the Roles member of an InstanceProfile (the provider's role shape).
RoleShape = Callable[[Any], dict[str, Any]]

ROLE_QUOTA = "Cannot exceed quota for InstanceSessionsPerInstanceProfile: 1"
ROLE_IN_PROFILE = "Cannot delete entity, must remove roles from instance profile first."


def _not_found(name: str) -> AwsError:
    return no_such_entity(f"Instance Profile {name} cannot be found.")


def _row(store: Store, account: str, name: str) -> Any:
    row = store.one("SELECT * FROM iam_instance_profiles WHERE account_id=? AND name=?", (account, name))
    if row is None:
        raise _not_found(name)
    return row


def _role(store: Store, account: str, name: str) -> Any:
    row = store.one("SELECT * FROM iam_roles WHERE account_id=? AND name=?", (account, name))
    if row is None:
        raise no_such_entity(f"The role with name {name} cannot be found.")
    return row


def _out(store: Store, row: Any, role_shape: RoleShape, *, with_tags: bool = True) -> dict[str, Any]:
    roles = []
    if row["role_name"]:
        role = store.one(
            "SELECT * FROM iam_roles WHERE account_id=? AND name=?", (row["account_id"], row["role_name"])
        )
        if role is not None:
            roles.append(role_shape(role))
    out: dict[str, Any] = {
        "Path": row["path"],
        "InstanceProfileName": row["name"],
        "InstanceProfileId": row["profile_id"],
        "Arn": row["arn"],
        "CreateDate": from_epoch(row["created"]),
        "Roles": roles,
    }
    listed = json.loads(row["tags"] or "[]")
    if with_tags and listed:
        out["Tags"] = listed
    return out


def create(store: Store, account: str, params: dict[str, Any], role_shape: RoleShape) -> dict[str, Any]:
    name, path = params["InstanceProfileName"], params.get("Path") or "/"
    raw_tags = tags.initial(params.get("Tags"))
    if store.one("SELECT 1 FROM iam_instance_profiles WHERE account_id=? AND name=?", (account, name)):
        raise already_exists(f"Instance Profile {name} already exists.")
    with store.transaction():
        store.execute(
            "INSERT INTO iam_instance_profiles (account_id, name, path, profile_id, arn, created, tags)"
            " VALUES (?,?,?,?,?,?,?)",
            (
                account,
                name,
                path,
                unique_id("AIPA"),
                f"arn:aws:iam::{account}:instance-profile{path}{name}",
                time.time(),
                raw_tags,
            ),
        )
    return {"InstanceProfile": _out(store, _row(store, account, name), role_shape)}


def get(store: Store, account: str, name: str, role_shape: RoleShape) -> dict[str, Any]:
    return {"InstanceProfile": _out(store, _row(store, account, name), role_shape)}


def delete(store: Store, account: str, name: str) -> None:
    row = _row(store, account, name)
    if row["role_name"]:
        raise delete_conflict(ROLE_IN_PROFILE)
    with store.transaction():
        store.execute(
            "DELETE FROM iam_instance_profiles WHERE account_id=? AND name=?", (account, row["name"])
        )


def add_role(store: Store, account: str, name: str, role_name: str) -> None:
    row = _row(store, account, name)
    role = _role(store, account, role_name)
    if row["role_name"]:
        raise AwsError("LimitExceeded", ROLE_QUOTA, status=409)
    with store.transaction():
        store.execute(
            "UPDATE iam_instance_profiles SET role_name=? WHERE account_id=? AND name=?",
            (role["name"], account, row["name"]),
        )


def remove_role(store: Store, account: str, name: str, role_name: str) -> None:
    row = _row(store, account, name)
    _role(store, account, role_name)
    if not row["role_name"] or str(row["role_name"]).lower() != role_name.lower():
        raise no_such_entity(f"The role with name {role_name} cannot be found.")
    with store.transaction():
        store.execute(
            "UPDATE iam_instance_profiles SET role_name=NULL WHERE account_id=? AND name=?",
            (account, row["name"]),
        )


def _listed(rows: list[Any], store: Store, params: dict[str, Any], role_shape: RoleShape) -> dict[str, Any]:
    return page([_out(store, r, role_shape, with_tags=False) for r in rows], params, "InstanceProfiles")


def list_all(store: Store, account: str, params: dict[str, Any], role_shape: RoleShape) -> dict[str, Any]:
    prefix = params.get("PathPrefix") or "/"
    rows = [
        r
        for r in store.all("SELECT * FROM iam_instance_profiles WHERE account_id=? ORDER BY name", (account,))
        if str(r["path"]).startswith(prefix)
    ]
    return _listed(rows, store, params, role_shape)


def for_role(store: Store, account: str, params: dict[str, Any], role_shape: RoleShape) -> dict[str, Any]:
    role = _role(store, account, params["RoleName"])
    return _listed(profiles_of(store, account, role["name"]), store, params, role_shape)


def profiles_of(store: Store, account: str, role_name: str) -> list[Any]:
    """The profiles holding a role (DeleteRole refuses while there are any)."""
    return store.all(
        "SELECT * FROM iam_instance_profiles WHERE account_id=? AND role_name=? ORDER BY name",
        (account, role_name),
    )


def described_for_role(
    store: Store, account: str, role_name: str, role_shape: RoleShape
) -> list[dict[str, Any]]:
    """A role's profiles as GetAccountAuthorizationDetails lists them."""
    return [_out(store, r, role_shape) for r in profiles_of(store, account, role_name)]


# ------------------------------------------------------------------ tags


def tag(store: Store, account: str, params: dict[str, Any]) -> None:
    row = _row(store, account, params["InstanceProfileName"])
    tags.tag(
        store,
        "iam_instance_profiles",
        "account_id=? AND name=?",
        (account, row["name"]),
        row["tags"],
        params["Tags"],
    )


def untag(store: Store, account: str, params: dict[str, Any]) -> None:
    row = _row(store, account, params["InstanceProfileName"])
    tags.untag(
        store,
        "iam_instance_profiles",
        "account_id=? AND name=?",
        (account, row["name"]),
        row["tags"],
        params["TagKeys"],
    )


def list_tags(store: Store, account: str, params: dict[str, Any]) -> dict[str, Any]:
    return tags.listed(_row(store, account, params["InstanceProfileName"])["tags"], params)
