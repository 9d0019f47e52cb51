"""IAM users, their access keys (the keys labcloud resolves to the user) and their inline policies.

Builds on :class:`RoleOps` for the inline-policy helpers that roles and users share.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from labcloud.context import Principal, RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam import login_profiles
from labcloud.services.iam.core import (
    already_exists,
    delete_conflict,
    encode_document,
    no_such_entity,
    tags_out,
)
from labcloud.services.iam.ids import access_key_id, secret_access_key, unique_id, user_arn
from labcloud.services.iam.paging import page
from labcloud.services.iam.roles import RoleOps

MAX_KEYS = 2


@dataclass(frozen=True, slots=True)
class KeyRecord:
    """A long-term access key: who it belongs to and its secret (for signature checks)."""

    access_key: str
    secret: str
    account_id: str
    user_name: str  # '' for the account root's own key
    status: str


def user_out(row: Any, boundary: str | None = None, *, with_tags: bool = True) -> dict[str, Any]:
    """A User; ListUsers passes ``with_tags=False`` (IAM's listings leave out tags and boundaries)."""
    out: dict[str, Any] = {
        "Path": row["path"],
        "UserName": row["name"],
        "UserId": row["user_id"],
        "Arn": row["arn"],
        "CreateDate": RoleOps.date(row["created"]),
    }
    if boundary is not None:
        out["PermissionsBoundary"] = {
            "PermissionsBoundaryType": "PermissionsBoundaryPolicy",
            "PermissionsBoundaryArn": boundary,
        }
    tags = tags_out(row["tags"])
    if tags and with_tags:
        out["Tags"] = tags
    return out


class UserOps(RoleOps):
    """User and access-key operations, plus the key → principal resolver."""

    _keys: dict[str, KeyRecord]
    _key_principals: dict[str, Principal]

    def _load_keys(self) -> None:
        self._keys = {
            r["access_key"]: KeyRecord(
                r["access_key"], r["secret"], r["account_id"], r["user_name"], r["status"]
            )
            for r in self.store.all("SELECT * FROM iam_access_keys")
        }
        self._key_principals = {}

    def key_record(self, access_key: str) -> KeyRecord | None:
        return self._keys.get(access_key)

    def resolve_key(self, access_key: str) -> Principal | None:
        """``hub.identity`` resolver: the user (or root) an ``AKIA`` key minted here belongs to."""
        principal = self._key_principals.get(access_key)
        if principal is not None:
            return principal
        record = self._keys.get(access_key)
        if record is None or record.status != "Active":
            return None
        if not record.user_name:
            principal = Principal(
                record.account_id,
                f"arn:aws:iam::{record.account_id}:root",
                "root",
                access_key,
                user_id=record.account_id,
            )
        else:
            row = self.user_row(record.account_id, record.user_name)
            if row is None:
                return None
            principal = Principal(
                record.account_id, row["arn"], "user", access_key, name=row["name"], user_id=row["user_id"]
            )
        self._key_principals[access_key] = principal
        return principal

    def _keys_changed(self) -> None:
        def reload() -> None:
            self._load_keys()

        self.store.after_commit(reload)

    # ------------------------------------------------------------------ users

    def create_user(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name = params["UserName"]
        path = params.get("Path") or "/"
        boundary = params.get("PermissionsBoundary")
        if boundary is not None:
            self.check_boundary(boundary)
        if self.user_row(ctx.account_id, name) is not None:
            raise already_exists(f"User with name {name} already exists.")
        arn = user_arn(ctx.account_id, name, path)
        with self.store.transaction():
            self.store.execute(
                "INSERT INTO iam_users (account_id, name, path, user_id, arn, created, tags) VALUES (?,?,?,?,?,?,?)",
                (
                    ctx.account_id,
                    name,
                    path,
                    unique_id("AIDA"),
                    arn,
                    time.time(),
                    json.dumps(params.get("Tags") or []),
                ),
            )
            if boundary is not None:
                self.set_boundary(ctx.account_id, "user", name, boundary)
            self.publish(ctx, "iam.user.created", resource=arn, user_name=name, permissions_boundary=boundary)
        return {"User": user_out(self.require_user(ctx, name), boundary)}

    def _caller_user(self, ctx: RequestContext, params: dict[str, Any]) -> str | None:
        """The user an operation without ``UserName`` addresses: the calling user; None for root."""
        if params.get("UserName"):
            return str(params["UserName"])
        if ctx.principal.kind == "user" and ctx.principal.name:
            return ctx.principal.name
        if ctx.principal.kind == "root":
            return None
        raise AwsError(
            "ValidationError", "Must specify userName when calling with non-User credentials", status=400
        )

    def get_user(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name = self._caller_user(ctx, params)
        if name is None:
            return {
                "User": {
                    "UserId": ctx.account_id,
                    "Arn": f"arn:aws:iam::{ctx.account_id}:root",
                    "CreateDate": self.date(0),
                }
            }
        row = self.require_user(ctx, name)
        return {"User": user_out(row, self.boundary_arn(ctx.account_id, "user", row["name"]))}

    def list_users(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        prefix = params.get("PathPrefix") or "/"
        rows = self.store.all(
            "SELECT * FROM iam_users WHERE account_id=? AND substr(path, 1, ?)=? ORDER BY name COLLATE NOCASE",
            (ctx.account_id, len(prefix), prefix),
        )
        return page([user_out(r, with_tags=False) for r in rows], params, "Users")

    def delete_user(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self.require_user(ctx, params["UserName"])
        key = (ctx.account_id, "user", row["name"])
        if self.store.one(
            "SELECT 1 FROM iam_access_keys WHERE account_id=? AND user_name=?", (ctx.account_id, row["name"])
        ):
            raise delete_conflict("Cannot delete entity, must delete access keys first.")
        if self.store.one("SELECT 1 FROM iam_attachments WHERE account_id=? AND kind=? AND owner=?", key):
            raise delete_conflict("Cannot delete entity, must detach all policies first.")
        if self.store.one("SELECT 1 FROM iam_inline_policies WHERE account_id=? AND kind=? AND owner=?", key):
            raise delete_conflict("Cannot delete entity, must delete policies first.")
        if self.store.one(
            "SELECT 1 FROM iam_group_members WHERE account_id=? AND user_name=?",
            (ctx.account_id, row["name"]),
        ):
            raise delete_conflict("Cannot delete entity, must remove users from group first.")
        if login_profiles.exists(self.store, ctx.account_id, row["name"]):
            raise delete_conflict(login_profiles.HAS_PROFILE)
        with self.store.transaction():
            self.store.execute(
                "DELETE FROM iam_users WHERE account_id=? AND name=?", (ctx.account_id, row["name"])
            )
            self.set_boundary(ctx.account_id, "user", row["name"], None)
            self.publish(ctx, "iam.user.deleted", resource=row["arn"], user_name=row["name"])
            self._changed()
        return {}

    # ------------------------------------------------------------------ access keys

    def create_access_key(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name = self._caller_user(ctx, params)
        owner = ""
        if name is not None:
            owner = self.require_user(ctx, name)["name"]
        count = self.store.scalar(
            "SELECT COUNT(*) FROM iam_access_keys WHERE account_id=? AND user_name=?", (ctx.account_id, owner)
        )
        if count >= MAX_KEYS:
            raise AwsError(
                "LimitExceeded", f"Cannot exceed quota for AccessKeysPerUser: {MAX_KEYS}", status=409
            )
        key, secret, now = access_key_id("AKIA"), secret_access_key(), time.time()
        with self.store.transaction():
            self.store.execute(
                "INSERT INTO iam_access_keys (access_key, secret, account_id, user_name, status, created)"
                " VALUES (?,?,?,?,?,?)",
                (key, secret, ctx.account_id, owner, "Active", now),
            )
            self.publish(ctx, "iam.access_key.created", resource=key, user_name=owner, access_key=key)
            self._keys_changed()
        out = {
            "AccessKeyId": key,
            "SecretAccessKey": secret,
            "Status": "Active",
            "CreateDate": self.date(now),
        }
        if owner:
            out["UserName"] = owner
        return {"AccessKey": out}

    def list_access_keys(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name = self._caller_user(ctx, params)
        owner = self.require_user(ctx, name)["name"] if name is not None else ""
        rows = self.store.all(
            "SELECT * FROM iam_access_keys WHERE account_id=? AND user_name=? ORDER BY created",
            (ctx.account_id, owner),
        )
        items = []
        for row in rows:
            item = {
                "AccessKeyId": row["access_key"],
                "Status": row["status"],
                "CreateDate": self.date(row["created"]),
            }
            if owner:
                item["UserName"] = owner
            items.append(item)
        return page(items, params, "AccessKeyMetadata")

    def _key_row(self, ctx: RequestContext, params: dict[str, Any]) -> Any:
        name = self._caller_user(ctx, params)
        owner = self.require_user(ctx, name)["name"] if name is not None else ""
        row = self.store.one(
            "SELECT * FROM iam_access_keys WHERE access_key=? AND account_id=? AND user_name=?",
            (params["AccessKeyId"], ctx.account_id, owner),
        )
        if row is None:
            raise no_such_entity(f"The Access Key with id {params['AccessKeyId']} cannot be found.")
        return row

    def delete_access_key(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self._key_row(ctx, params)
        with self.store.transaction():
            self.store.execute("DELETE FROM iam_access_keys WHERE access_key=?", (row["access_key"],))
            self.publish(
                ctx,
                "iam.access_key.deleted",
                resource=row["access_key"],
                user_name=row["user_name"],
                access_key=row["access_key"],
            )
            self._keys_changed()
        return {}

    def update_access_key(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self._key_row(ctx, params)
        with self.store.transaction():
            self.store.execute(
                "UPDATE iam_access_keys SET status=? WHERE access_key=?",
                (params["Status"], row["access_key"]),
            )
            self._keys_changed()
        return {}

    def get_access_key_last_used(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        """Who owns a key (labcloud does not record key use: every key reads as never used, "N/A")."""
        row = self.store.one(
            "SELECT * FROM iam_access_keys WHERE access_key=? AND account_id=?",
            (params["AccessKeyId"], ctx.account_id),
        )
        if row is None:
            raise no_such_entity(f"The Access Key with id {params['AccessKeyId']} cannot be found.")
        out: dict[str, Any] = {"AccessKeyLastUsed": {"ServiceName": "N/A", "Region": "N/A"}}
        if row["user_name"]:
            out["UserName"] = row["user_name"]
        return out

    # ------------------------------------------------------------------ user inline policies

    def put_user_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        self._put_inline(
            ctx, "user", user["name"], params["PolicyName"], params["PolicyDocument"], user["arn"]
        )
        return {}

    def get_user_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        row = self._get_inline(ctx, "user", user["name"], params["PolicyName"])
        return {
            "UserName": user["name"],
            "PolicyName": row["name"],
            "PolicyDocument": encode_document(row["document"]),
        }

    def list_user_policies(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        return self._list_inline(ctx, "user", user["name"], params)

    def delete_user_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        self._delete_inline(ctx, "user", user["name"], params["PolicyName"], user["arn"])
        return {}
