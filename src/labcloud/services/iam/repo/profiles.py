"""Instance profiles (``iam_instance_profiles``) and their one role."""

from __future__ import annotations

from labcloud.services.iam.repo.records import InstanceProfileRecord
from labcloud.store.db import Store


def profile(store: Store, account_id: str, name: str) -> InstanceProfileRecord | None:
    row = store.one("SELECT * FROM iam_instance_profiles WHERE account_id=? AND name=?", (account_id, name))
    return None if row is None else InstanceProfileRecord.of(row)


def profiles(store: Store, account_id: str) -> list[InstanceProfileRecord]:
    return [
        InstanceProfileRecord.of(r)
        for r in store.all(
            "SELECT * FROM iam_instance_profiles WHERE account_id=? ORDER BY name", (account_id,)
        )
    ]


def profiles_of(store: Store, account_id: str, role_name: str) -> list[InstanceProfileRecord]:
    """The profiles holding a role."""
    return [
        InstanceProfileRecord.of(r)
        for r in store.all(
            "SELECT * FROM iam_instance_profiles WHERE account_id=? AND role_name=? ORDER BY name",
            (account_id, role_name),
        )
    ]


def insert(store: Store, profile: InstanceProfileRecord) -> None:
    store.execute(
        "INSERT INTO iam_instance_profiles (account_id, name, path, profile_id, arn, created, tags)"
        " VALUES (?,?,?,?,?,?,?)",
        (
            profile.account_id,
            profile.name,
            profile.path,
            profile.profile_id,
            profile.arn,
            profile.created,
            profile.tags,
        ),
    )


def delete(store: Store, account_id: str, name: str) -> None:
    store.execute("DELETE FROM iam_instance_profiles WHERE account_id=? AND name=?", (account_id, name))


def set_role(store: Store, account_id: str, name: str, role_name: str | None) -> None:
    store.execute(
        "UPDATE iam_instance_profiles SET role_name=? WHERE account_id=? AND name=?",
        (role_name, account_id, name),
    )
