"""Roles, users and groups (``iam_roles``, ``iam_users``, ``iam_groups``, ``iam_group_members``), and
the renames that move a user's or group's name through every table keyed by it."""

from __future__ import annotations

from labcloud.services.iam.repo.records import GroupRecord, RoleRecord, UserRecord
from labcloud.store.db import Store

# ------------------------------------------------------------------ roles


def role(store: Store, account_id: str, name: str) -> RoleRecord | None:
    row = store.one("SELECT * FROM iam_roles WHERE account_id=? AND name=?", (account_id, name))
    return None if row is None else RoleRecord.of(row)


def roles(store: Store, account_id: str, path_prefix: str = "/") -> list[RoleRecord]:
    """The account's roles under a path prefix, by name (case-insensitively)."""
    return [
        RoleRecord.of(r)
        for r in store.all(
            "SELECT * FROM iam_roles WHERE account_id=? AND substr(path, 1, ?)=? ORDER BY name COLLATE NOCASE",
            (account_id, len(path_prefix), path_prefix),
        )
    ]


def roles_by_name(store: Store, account_id: str) -> list[RoleRecord]:
    return [
        RoleRecord.of(r)
        for r in store.all("SELECT * FROM iam_roles WHERE account_id=? ORDER BY name", (account_id,))
    ]


def insert_role(store: Store, role: RoleRecord) -> None:
    store.execute(
        "INSERT INTO iam_roles (account_id, name, path, role_id, arn, trust_policy, description, max_session,"
        " created, tags) VALUES (?,?,?,?,?,?,?,?,?,?)",
        (
            role.account_id,
            role.name,
            role.path,
            role.role_id,
            role.arn,
            role.trust_policy,
            role.description,
            role.max_session,
            role.created,
            role.tags,
        ),
    )


def set_role_description(store: Store, account_id: str, name: str, description: str) -> None:
    store.execute(
        "UPDATE iam_roles SET description=? WHERE account_id=? AND name=?", (description, account_id, name)
    )


def set_role_max_session(store: Store, account_id: str, name: str, seconds: int) -> None:
    store.execute(
        "UPDATE iam_roles SET max_session=? WHERE account_id=? AND name=?", (seconds, account_id, name)
    )


def set_role_trust(store: Store, account_id: str, name: str, document: str) -> None:
    store.execute(
        "UPDATE iam_roles SET trust_policy=? WHERE account_id=? AND name=?", (document, account_id, name)
    )


def delete_role(store: Store, account_id: str, name: str) -> None:
    store.execute("DELETE FROM iam_roles WHERE account_id=? AND name=?", (account_id, name))


# ------------------------------------------------------------------ users


def user(store: Store, account_id: str, name: str) -> UserRecord | None:
    row = store.one("SELECT * FROM iam_users WHERE account_id=? AND name=?", (account_id, name))
    return None if row is None else UserRecord.of(row)


def users(store: Store, account_id: str, path_prefix: str = "/") -> list[UserRecord]:
    return [
        UserRecord.of(r)
        for r in store.all(
            "SELECT * FROM iam_users WHERE account_id=? AND substr(path, 1, ?)=? ORDER BY name COLLATE NOCASE",
            (account_id, len(path_prefix), path_prefix),
        )
    ]


def users_by_name(store: Store, account_id: str) -> list[UserRecord]:
    return [
        UserRecord.of(r)
        for r in store.all("SELECT * FROM iam_users WHERE account_id=? ORDER BY name", (account_id,))
    ]


def insert_user(store: Store, user: UserRecord) -> None:
    store.execute(
        "INSERT INTO iam_users (account_id, name, path, user_id, arn, created, tags) VALUES (?,?,?,?,?,?,?)",
        (user.account_id, user.name, user.path, user.user_id, user.arn, user.created, user.tags),
    )


def delete_user(store: Store, account_id: str, name: str) -> None:
    store.execute("DELETE FROM iam_users WHERE account_id=? AND name=?", (account_id, name))


#: (table, column) pairs holding a user's name, beside iam_users itself.
_USER_COLUMNS = (
    ("iam_access_keys", "user_name"),
    ("iam_group_members", "user_name"),
    ("iam_service_credentials", "user_name"),
    ("iam_login_profiles", "user_name"),
)
_OWNED = ("iam_inline_policies", "iam_attachments", "iam_boundaries")


def _existing_tables(store: Store) -> set[str]:
    return {r["name"] for r in store.all("SELECT name FROM sqlite_master WHERE type='table'", ())}


def _move_owner(store: Store, account_id: str, kind: str, old: str, new: str) -> None:
    for table in _OWNED:
        store.execute(
            f"UPDATE {table} SET owner=? WHERE account_id=? AND kind=? AND owner=?",
            (new, account_id, kind, old),
        )


def rename_user(store: Store, account_id: str, old: str, new: str, path: str, arn: str) -> None:
    """A user's new name and path, moved through every table keyed by the name (in the caller's transaction)."""
    tables = _existing_tables(store)
    store.execute(
        "UPDATE iam_users SET name=?, path=?, arn=? WHERE account_id=? AND name=?",
        (new, path, arn, account_id, old),
    )
    for table, column in _USER_COLUMNS:
        if table in tables:
            store.execute(
                f"UPDATE {table} SET {column}=? WHERE account_id=? AND {column}=?", (new, account_id, old)
            )
    _move_owner(store, account_id, "user", old, new)


def rename_group(store: Store, account_id: str, old: str, new: str, path: str, arn: str) -> None:
    store.execute(
        "UPDATE iam_groups SET name=?, path=?, arn=? WHERE account_id=? AND name=?",
        (new, path, arn, account_id, old),
    )
    store.execute(
        "UPDATE iam_group_members SET group_name=? WHERE account_id=? AND group_name=?",
        (new, account_id, old),
    )
    _move_owner(store, account_id, "group", old, new)


# ------------------------------------------------------------------ groups


def group(store: Store, account_id: str, name: str) -> GroupRecord | None:
    row = store.one("SELECT * FROM iam_groups WHERE account_id=? AND name=?", (account_id, name))
    return None if row is None else GroupRecord.of(row)


def groups(store: Store, account_id: str) -> list[GroupRecord]:
    return [
        GroupRecord.of(r)
        for r in store.all("SELECT * FROM iam_groups WHERE account_id=? ORDER BY name", (account_id,))
    ]


def insert_group(store: Store, group: GroupRecord) -> None:
    store.execute(
        "INSERT INTO iam_groups (account_id, name, path, group_id, arn, created) VALUES (?,?,?,?,?,?)",
        (group.account_id, group.name, group.path, group.group_id, group.arn, group.created),
    )


def delete_group(store: Store, account_id: str, name: str) -> None:
    store.execute("DELETE FROM iam_groups WHERE account_id=? AND name=?", (account_id, name))


def group_members(store: Store, account_id: str, group_name: str) -> list[UserRecord]:
    return [
        UserRecord.of(r)
        for r in store.all(
            "SELECT u.* FROM iam_group_members m JOIN iam_users u ON u.account_id=m.account_id AND u.name=m.user_name"
            " WHERE m.account_id=? AND m.group_name=? ORDER BY u.name",
            (account_id, group_name),
        )
    ]


def group_has_members(store: Store, account_id: str, group_name: str) -> bool:
    return (
        store.one(
            "SELECT 1 FROM iam_group_members WHERE account_id=? AND group_name=?", (account_id, group_name)
        )
        is not None
    )


def user_in_groups(store: Store, account_id: str, user_name: str) -> bool:
    return (
        store.one(
            "SELECT 1 FROM iam_group_members WHERE account_id=? AND user_name=?", (account_id, user_name)
        )
        is not None
    )


def add_member(store: Store, account_id: str, group_name: str, user_name: str, added: float) -> None:
    store.execute(
        "INSERT OR IGNORE INTO iam_group_members (account_id, group_name, user_name, added) VALUES (?,?,?,?)",
        (account_id, group_name, user_name, added),
    )


def remove_member(store: Store, account_id: str, group_name: str, user_name: str) -> bool:
    """Whether the user was a member."""
    return bool(
        store.execute(
            "DELETE FROM iam_group_members WHERE account_id=? AND group_name=? AND user_name=?",
            (account_id, group_name, user_name),
        ).rowcount
    )


def groups_of(store: Store, account_id: str, user_name: str) -> list[str]:
    rows = store.all(
        "SELECT group_name FROM iam_group_members WHERE account_id=? AND user_name=? ORDER BY group_name",
        (account_id, user_name),
    )
    return [r["group_name"] for r in rows]
