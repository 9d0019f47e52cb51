"""Shared ground of the IAM provider's operation groups: lookups, change tracking, wire helpers."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.base import Provider
from labcloud.services.iam.ids import from_epoch


def encode_document(text: str) -> str:
    """IAM answers policy documents URL-encoded (the SDKs and CLI decode them)."""
    return quote(text, safe="")


def tags_out(raw: str) -> list[dict[str, str]]:
    tags: list[dict[str, str]] = json.loads(raw or "[]")
    return tags


def no_such_entity(message: str) -> AwsError:
    return AwsError("NoSuchEntity", message, status=404)


def already_exists(message: str) -> AwsError:
    return AwsError("EntityAlreadyExists", message, status=409)


def delete_conflict(message: str) -> AwsError:
    return AwsError("DeleteConflict", message, status=409)


class IamCore(Provider):
    """State helpers every IAM operation group uses."""

    #: Listeners told whenever a policy, attachment, role or user changes (enforcement caches).
    _listeners: list[Callable[[], None]]

    def _init_core(self) -> None:
        self._listeners = []

    def on_change(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def _changed(self) -> None:
        """Invalidate derived caches once the current transaction commits."""

        def notify() -> None:
            for listener in self._listeners:
                listener()

        self.store.after_commit(notify)
        notify()  # also now: a rollback only makes the caches rebuild once more

    # ------------------------------------------------------------------ lookups

    def role_row(self, account_id: str, name: str) -> Any:
        return self.store.one("SELECT * FROM iam_roles WHERE account_id=? AND name=?", (account_id, name))

    def user_row(self, account_id: str, name: str) -> Any:
        return self.store.one("SELECT * FROM iam_users WHERE account_id=? AND name=?", (account_id, name))

    def require_role(self, ctx: RequestContext, name: str) -> Any:
        row = self.role_row(ctx.account_id, name)
        if row is None:
            raise no_such_entity(f"The role with name {name} cannot be found.")
        return row

    def require_user(self, ctx: RequestContext, name: str) -> Any:
        row = self.user_row(ctx.account_id, name)
        if row is None:
            raise no_such_entity(f"The user with name {name} cannot be found.")
        return row

    def boundary_arn(self, account_id: str, kind: str, owner: str) -> str | None:
        """The ARN of the permissions boundary of a role or user (kind: role | user), if any."""
        value = self.store.scalar(
            "SELECT policy_arn FROM iam_boundaries WHERE account_id=? AND kind=? AND owner=?",
            (account_id, kind, owner),
        )
        return None if value is None else str(value)

    def policy_exists(self, arn: str) -> bool:  # the policy operations answer it
        raise NotImplementedError

    def check_boundary(self, arn: str) -> None:
        if not self.policy_exists(arn):
            raise no_such_entity(f"Scope ARN: {arn} does not exist or is not attachable.")

    def set_boundary(self, account_id: str, kind: str, owner: str, arn: str | None) -> None:
        """Store (or with None remove) a boundary, inside the caller's transaction."""
        self.store.execute(
            "DELETE FROM iam_boundaries WHERE account_id=? AND kind=? AND owner=?", (account_id, kind, owner)
        )
        if arn is not None:
            self.store.execute(
                "INSERT INTO iam_boundaries (account_id, kind, owner, policy_arn) VALUES (?,?,?,?)",
                (account_id, kind, owner, arn),
            )
        self._changed()

    def principal_exists(self, arn: str) -> bool:
        """Does the IAM user or role an ARN names exist (trust policies may only name existing ones)?"""
        parts = arn.split(":", 5)
        if len(parts) != 6:
            return False
        account, resource = parts[4], parts[5]
        if parts[2] == "sts":
            return True
        kind, _, rest = resource.partition("/")
        name = rest.rsplit("/", 1)[-1]
        if kind == "role":
            return self.role_row(account, name) is not None
        if kind == "user":
            return self.user_row(account, name) is not None
        return True

    @staticmethod
    def date(value: float) -> Any:
        return from_epoch(value)
