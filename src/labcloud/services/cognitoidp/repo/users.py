"""Users (``cognito_users``), groups and memberships, refresh tokens and challenge sessions."""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class User:
    pool_id: str
    username: str
    sub: str
    #: attribute name → value, in the order written
    attributes: dict[str, str]
    #: ``scrypt$...`` (passwords.py), or None before one is set
    password: str | None
    status: str
    enabled: bool
    #: the pending confirmation code (SignUp, ForgotPassword), or None
    code: str | None
    #: when the user last signed out everywhere: tokens issued before are revoked
    signed_out: float
    created: float
    modified: float

    def moved(self, **changes: Any) -> User:
        return replace(self, **changes)


@dataclass(frozen=True, slots=True)
class Group:
    pool_id: str
    name: str
    spec: dict[str, Any]
    created: float
    modified: float


@dataclass(frozen=True, slots=True)
class Refresh:
    digest: str
    pool_id: str
    client_id: str
    username: str
    origin_jti: str
    issued: float
    expires: float


@dataclass(frozen=True, slots=True)
class Session:
    digest: str
    pool_id: str
    client_id: str
    username: str
    challenge: str
    expires: float
    #: what a custom challenge carries from one answer to the next (the challenges so far, the private
    #: parameters of the current one): JSON
    data: dict[str, Any] = field(default_factory=dict)


def _user(row: Any) -> User:
    return User(
        row["pool_id"],
        row["username"],
        row["sub"],
        json.loads(row["attributes"]),
        row["password"],
        row["status"],
        bool(row["enabled"]),
        row["code"],
        row["signed_out"],
        row["created"],
        row["modified"],
    )


def find(store: Store, pool_id: str, username: str) -> User | None:
    row = store.one("SELECT * FROM cognito_users WHERE pool_id=? AND username=?", (pool_id, username))
    return None if row is None else _user(row)


def every(store: Store, pool_id: str) -> list[User]:
    rows = store.all("SELECT * FROM cognito_users WHERE pool_id=? ORDER BY username", (pool_id,))
    return [_user(row) for row in rows]


def count(store: Store, pool_id: str) -> int:
    return int(store.scalar("SELECT COUNT(*) FROM cognito_users WHERE pool_id=?", (pool_id,)))


def put(store: Store, user: User) -> None:
    store.execute(
        "INSERT OR REPLACE INTO cognito_users (pool_id, username, sub, attributes, password, status, enabled,"
        " code, signed_out, created, modified) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (
            user.pool_id,
            user.username,
            user.sub,
            json.dumps(user.attributes),
            user.password,
            user.status,
            int(user.enabled),
            user.code,
            user.signed_out,
            user.created,
            user.modified,
        ),
    )


def remove(store: Store, pool_id: str, username: str) -> None:
    store.execute("DELETE FROM cognito_users WHERE pool_id=? AND username=?", (pool_id, username))
    store.execute("DELETE FROM cognito_members WHERE pool_id=? AND username=?", (pool_id, username))
    store.execute("DELETE FROM cognito_refresh WHERE pool_id=? AND username=?", (pool_id, username))
    store.execute("DELETE FROM cognito_sessions WHERE pool_id=? AND username=?", (pool_id, username))


def _group(row: Any) -> Group:
    return Group(row["pool_id"], row["name"], json.loads(row["spec"]), row["created"], row["modified"])


def find_group(store: Store, pool_id: str, name: str) -> Group | None:
    row = store.one("SELECT * FROM cognito_groups WHERE pool_id=? AND name=?", (pool_id, name))
    return None if row is None else _group(row)


def groups(store: Store, pool_id: str) -> list[Group]:
    rows = store.all("SELECT * FROM cognito_groups WHERE pool_id=? ORDER BY name", (pool_id,))
    return [_group(row) for row in rows]


def put_group(store: Store, group: Group) -> None:
    store.execute(
        "INSERT OR REPLACE INTO cognito_groups (pool_id, name, spec, created, modified) VALUES (?,?,?,?,?)",
        (group.pool_id, group.name, json.dumps(group.spec), group.created, group.modified),
    )


def remove_group(store: Store, pool_id: str, name: str) -> None:
    store.execute("DELETE FROM cognito_groups WHERE pool_id=? AND name=?", (pool_id, name))
    store.execute("DELETE FROM cognito_members WHERE pool_id=? AND group_name=?", (pool_id, name))


def add_member(store: Store, pool_id: str, group: str, username: str) -> None:
    store.execute(
        "INSERT OR IGNORE INTO cognito_members (pool_id, group_name, username) VALUES (?,?,?)",
        (pool_id, group, username),
    )


def remove_member(store: Store, pool_id: str, group: str, username: str) -> None:
    store.execute(
        "DELETE FROM cognito_members WHERE pool_id=? AND group_name=? AND username=?",
        (pool_id, group, username),
    )


def groups_of(store: Store, pool_id: str, username: str) -> list[Group]:
    rows = store.all(
        "SELECT g.* FROM cognito_groups g JOIN cognito_members m ON m.pool_id=g.pool_id AND m.group_name=g.name"
        " WHERE m.pool_id=? AND m.username=? ORDER BY g.name",
        (pool_id, username),
    )
    return [_group(row) for row in rows]


def members(store: Store, pool_id: str, group: str) -> list[User]:
    rows = store.all(
        "SELECT u.* FROM cognito_users u JOIN cognito_members m ON m.pool_id=u.pool_id AND m.username=u.username"
        " WHERE m.pool_id=? AND m.group_name=? ORDER BY u.username",
        (pool_id, group),
    )
    return [_user(row) for row in rows]


def put_refresh(store: Store, token: Refresh) -> None:
    store.execute(
        "INSERT INTO cognito_refresh (digest, pool_id, client_id, username, origin_jti, issued, expires)"
        " VALUES (?,?,?,?,?,?,?)",
        (
            token.digest,
            token.pool_id,
            token.client_id,
            token.username,
            token.origin_jti,
            token.issued,
            token.expires,
        ),
    )


def find_refresh(store: Store, digest: str) -> Refresh | None:
    row = store.one("SELECT * FROM cognito_refresh WHERE digest=?", (digest,))
    return None if row is None else Refresh(**dict(row))


def live_origin(store: Store, origin_jti: str, now: float) -> bool:
    """Whether the sign-in ``origin_jti`` started still stands (its refresh token is not revoked)."""
    return (
        store.one("SELECT 1 FROM cognito_refresh WHERE origin_jti=? AND expires>=?", (origin_jti, now))
        is not None
    )


def revoke_refresh(store: Store, pool_id: str, username: str) -> None:
    store.execute("DELETE FROM cognito_refresh WHERE pool_id=? AND username=?", (pool_id, username))


def revoke_one(store: Store, digest: str) -> None:
    store.execute("DELETE FROM cognito_refresh WHERE digest=?", (digest,))


def forget_expired(store: Store, now: float) -> None:
    store.execute("DELETE FROM cognito_refresh WHERE expires<?", (now,))
    store.execute("DELETE FROM cognito_sessions WHERE expires<?", (now,))


def put_session(store: Store, session: Session) -> None:
    store.execute(
        "INSERT OR REPLACE INTO cognito_sessions"
        " (digest, pool_id, client_id, username, challenge, expires, data) VALUES (?,?,?,?,?,?,?)",
        (
            session.digest,
            session.pool_id,
            session.client_id,
            session.username,
            session.challenge,
            session.expires,
            json.dumps(session.data),
        ),
    )


def take_session(store: Store, digest: str) -> Session | None:
    row = store.one("SELECT * FROM cognito_sessions WHERE digest=?", (digest,))
    if row is None:
        return None
    store.execute("DELETE FROM cognito_sessions WHERE digest=?", (digest,))
    found = dict(row)
    found["data"] = json.loads(found.get("data") or "{}")
    return Session(**found)
