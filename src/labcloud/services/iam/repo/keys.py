"""Long-term access keys (``iam_access_keys``): a user's, or the account root's (user name '')."""

from __future__ import annotations

from labcloud.services.iam.repo.records import AccessKeyRecord
from labcloud.store.db import Store


def every_key(store: Store) -> list[AccessKeyRecord]:
    return [AccessKeyRecord.of(r) for r in store.all("SELECT * FROM iam_access_keys")]


def keys_of(store: Store, account_id: str, user_name: str) -> list[AccessKeyRecord]:
    return [
        AccessKeyRecord.of(r)
        for r in store.all(
            "SELECT * FROM iam_access_keys WHERE account_id=? AND user_name=? ORDER BY created",
            (account_id, user_name),
        )
    ]


def count_of(store: Store, account_id: str, user_name: str) -> int:
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM iam_access_keys WHERE account_id=? AND user_name=?", (account_id, user_name)
        )
        or 0
    )


def has_keys(store: Store, account_id: str, user_name: str) -> bool:
    return (
        store.one("SELECT 1 FROM iam_access_keys WHERE account_id=? AND user_name=?", (account_id, user_name))
        is not None
    )


def key(
    store: Store, access_key: str, account_id: str, user_name: str | None = None
) -> AccessKeyRecord | None:
    """The key in the account (and of ``user_name`` when given)."""
    if user_name is None:
        row = store.one(
            "SELECT * FROM iam_access_keys WHERE access_key=? AND account_id=?", (access_key, account_id)
        )
    else:
        row = store.one(
            "SELECT * FROM iam_access_keys WHERE access_key=? AND account_id=? AND user_name=?",
            (access_key, account_id, user_name),
        )
    return None if row is None else AccessKeyRecord.of(row)


def insert(store: Store, key: AccessKeyRecord) -> None:
    store.execute(
        "INSERT INTO iam_access_keys (access_key, secret, account_id, user_name, status, created)"
        " VALUES (?,?,?,?,?,?)",
        (key.access_key, key.secret, key.account_id, key.user_name, key.status, key.created),
    )


def delete(store: Store, access_key: str) -> None:
    store.execute("DELETE FROM iam_access_keys WHERE access_key=?", (access_key,))


def set_status(store: Store, access_key: str, status: str) -> None:
    store.execute("UPDATE iam_access_keys SET status=? WHERE access_key=?", (status, access_key))
