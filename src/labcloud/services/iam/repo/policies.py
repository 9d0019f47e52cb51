"""Policies as stored: inline policies of roles, users and groups (``iam_inline_policies``), customer
managed policies and their versions (``iam_policies``, ``iam_policy_versions``), attachments
(``iam_attachments``) and permissions boundaries (``iam_boundaries``). ``kind``: role | user | group."""

from __future__ import annotations

from labcloud.services.iam.repo.records import (
    AttachmentRecord,
    EntityRecord,
    InlinePolicyRecord,
    PolicyRecord,
    PolicyVersionRecord,
)
from labcloud.store.db import Store

# ------------------------------------------------------------------ inline policies


def inline_policies(store: Store, account_id: str, kind: str, owner: str) -> list[InlinePolicyRecord]:
    return [
        InlinePolicyRecord(r["name"], r["document"])
        for r in store.all(
            "SELECT name, document FROM iam_inline_policies WHERE account_id=? AND kind=? AND owner=? ORDER BY name",
            (account_id, kind, owner),
        )
    ]


def inline_policy(
    store: Store, account_id: str, kind: str, owner: str, name: str
) -> InlinePolicyRecord | None:
    row = store.one(
        "SELECT name, document FROM iam_inline_policies WHERE account_id=? AND kind=? AND owner=? AND name=?",
        (account_id, kind, owner, name),
    )
    return None if row is None else InlinePolicyRecord(row["name"], row["document"])


def has_inline(store: Store, account_id: str, kind: str, owner: str) -> bool:
    return (
        store.one(
            "SELECT 1 FROM iam_inline_policies WHERE account_id=? AND kind=? AND owner=?",
            (account_id, kind, owner),
        )
        is not None
    )


def put_inline(store: Store, account_id: str, kind: str, owner: str, name: str, document: str) -> None:
    store.execute(
        "INSERT INTO iam_inline_policies (account_id, kind, owner, name, document) VALUES (?,?,?,?,?)"
        " ON CONFLICT (account_id, kind, owner, name) DO UPDATE SET document=excluded.document",
        (account_id, kind, owner, name, document),
    )


def delete_inline(store: Store, account_id: str, kind: str, owner: str, name: str | None = None) -> None:
    """One inline policy, or (``name`` None) all of the owner's."""
    if name is None:
        store.execute(
            "DELETE FROM iam_inline_policies WHERE account_id=? AND kind=? AND owner=?",
            (account_id, kind, owner),
        )
    else:
        store.execute(
            "DELETE FROM iam_inline_policies WHERE account_id=? AND kind=? AND owner=? AND name=?",
            (account_id, kind, owner, name),
        )


# ------------------------------------------------------------------ customer managed policies


def policy(store: Store, arn: str) -> PolicyRecord | None:
    row = store.one("SELECT * FROM iam_policies WHERE arn=?", (arn,))
    return None if row is None else PolicyRecord.of(row)


def policy_named(store: Store, account_id: str, name: str) -> bool:
    return (
        store.one("SELECT 1 FROM iam_policies WHERE account_id=? AND name=?", (account_id, name)) is not None
    )


def policy_arns(store: Store, account_id: str, path_prefix: str = "/") -> list[str]:
    rows = store.all(
        "SELECT arn FROM iam_policies WHERE account_id=? AND substr(path, 1, ?)=? ORDER BY name",
        (account_id, len(path_prefix), path_prefix),
    )
    return [r["arn"] for r in rows]


def insert_policy(store: Store, policy: PolicyRecord) -> None:
    store.execute(
        "INSERT INTO iam_policies (arn, account_id, name, path, policy_id, description, default_version,"
        " next_version, created, updated, tags) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (
            policy.arn,
            policy.account_id,
            policy.name,
            policy.path,
            policy.policy_id,
            policy.description,
            policy.default_version,
            policy.next_version,
            policy.created,
            policy.updated,
            policy.tags,
        ),
    )


def delete_policy(store: Store, arn: str) -> None:
    store.execute("DELETE FROM iam_policy_versions WHERE arn=?", (arn,))
    store.execute("DELETE FROM iam_policies WHERE arn=?", (arn,))


def next_version_set(store: Store, arn: str, default: str, updated: float) -> None:
    """A version was added: count it, and make ``default`` the default."""
    store.execute(
        "UPDATE iam_policies SET next_version=next_version+1, default_version=?, updated=? WHERE arn=?",
        (default, updated, arn),
    )


def set_default(store: Store, arn: str, version: str, updated: float) -> None:
    store.execute("UPDATE iam_policies SET default_version=?, updated=? WHERE arn=?", (version, updated, arn))


def default_document(store: Store, arn: str) -> tuple[str, str] | None:
    """(document, version id) of a customer policy's default version."""
    row = store.one(
        "SELECT v.document, v.version_id FROM iam_policies p JOIN iam_policy_versions v"
        " ON v.arn = p.arn AND v.version_id = p.default_version WHERE p.arn=?",
        (arn,),
    )
    return None if row is None else (row["document"], row["version_id"])


# ------------------------------------------------------------------ versions


def version(store: Store, arn: str, version_id: str) -> PolicyVersionRecord | None:
    row = store.one("SELECT * FROM iam_policy_versions WHERE arn=? AND version_id=?", (arn, version_id))
    return None if row is None else PolicyVersionRecord.of(row)


def versions(store: Store, arn: str) -> list[PolicyVersionRecord]:
    """Newest first."""
    return [
        PolicyVersionRecord.of(r)
        for r in store.all(
            "SELECT * FROM iam_policy_versions WHERE arn=? ORDER BY created DESC, version_id DESC", (arn,)
        )
    ]


def version_count(store: Store, arn: str) -> int:
    return int(store.scalar("SELECT COUNT(*) FROM iam_policy_versions WHERE arn=?", (arn,)) or 0)


def has_other_versions(store: Store, arn: str) -> bool:
    """Does the policy have versions beside its default one?"""
    return (
        store.one(
            "SELECT 1 FROM iam_policy_versions WHERE arn=? AND version_id !="
            " (SELECT default_version FROM iam_policies WHERE arn=?)",
            (arn, arn),
        )
        is not None
    )


def insert_version(store: Store, version: PolicyVersionRecord) -> None:
    store.execute(
        "INSERT INTO iam_policy_versions (arn, version_id, document, created) VALUES (?,?,?,?)",
        (version.arn, version.version_id, version.document, version.created),
    )


def delete_version(store: Store, arn: str, version_id: str) -> None:
    store.execute("DELETE FROM iam_policy_versions WHERE arn=? AND version_id=?", (arn, version_id))


# ------------------------------------------------------------------ attachments


def attachment_count(store: Store, arn: str) -> int:
    return int(store.scalar("SELECT COUNT(*) FROM iam_attachments WHERE policy_arn=?", (arn,)) or 0)


def attachment_counts(store: Store) -> dict[str, int]:
    """Every policy's number of attachments (one query for a listing of about 1600 AWS managed policies)."""
    return {
        row["policy_arn"]: int(row["n"])
        for row in store.all("SELECT policy_arn, COUNT(*) AS n FROM iam_attachments GROUP BY policy_arn")
    }


def attached_arns(store: Store, account_id: str, kind: str, owner: str) -> list[str]:
    rows = store.all(
        "SELECT policy_arn FROM iam_attachments WHERE account_id=? AND kind=? AND owner=? ORDER BY attached",
        (account_id, kind, owner),
    )
    return [r["policy_arn"] for r in rows]


def has_attachments(store: Store, account_id: str, kind: str, owner: str) -> bool:
    return (
        store.one(
            "SELECT 1 FROM iam_attachments WHERE account_id=? AND kind=? AND owner=?",
            (account_id, kind, owner),
        )
        is not None
    )


def attach(store: Store, account_id: str, kind: str, owner: str, arn: str, attached: float) -> None:
    store.execute(
        "INSERT OR IGNORE INTO iam_attachments (account_id, kind, owner, policy_arn, attached) VALUES (?,?,?,?,?)",
        (account_id, kind, owner, arn, attached),
    )


def detach(store: Store, account_id: str, kind: str, owner: str, arn: str) -> bool:
    """Whether it was attached."""
    return bool(
        store.execute(
            "DELETE FROM iam_attachments WHERE account_id=? AND kind=? AND owner=? AND policy_arn=?",
            (account_id, kind, owner, arn),
        ).rowcount
    )


def detach_all(store: Store, account_id: str, kind: str, owner: str) -> None:
    store.execute(
        "DELETE FROM iam_attachments WHERE account_id=? AND kind=? AND owner=?", (account_id, kind, owner)
    )


def attachments_of_policy(store: Store, account_id: str, arn: str) -> list[AttachmentRecord]:
    return [
        AttachmentRecord(r["kind"], r["owner"], arn)
        for r in store.all(
            "SELECT kind, owner FROM iam_attachments WHERE account_id=? AND policy_arn=? ORDER BY owner",
            (account_id, arn),
        )
    ]


def attached_aws_managed(store: Store, account_id: str) -> list[str]:
    """The AWS managed policies attached to something in the account."""
    return [
        r["policy_arn"]
        for r in store.all(
            "SELECT DISTINCT policy_arn FROM iam_attachments WHERE account_id=? AND policy_arn LIKE 'arn:aws:iam::aws:%'"
            " ORDER BY policy_arn",
            (account_id,),
        )
    ]


_ENTITY_TABLES = {
    "user": ("iam_users", "user_id"),
    "role": ("iam_roles", "role_id"),
    "group": ("iam_groups", "group_id"),
}


def entity(store: Store, account_id: str, kind: str, name: str) -> EntityRecord | None:
    """A user, role or group by name (``kind``), as ListEntitiesForPolicy names it."""
    table, id_column = _ENTITY_TABLES[kind]
    row = store.one(
        f"SELECT name, path, {id_column} AS id FROM {table} WHERE account_id=? AND name=?", (account_id, name)
    )
    return None if row is None else EntityRecord(row["name"], row["path"], row["id"])


# ------------------------------------------------------------------ permissions boundaries


def boundary_arn(store: Store, account_id: str, kind: str, owner: str) -> str | None:
    value = store.scalar(
        "SELECT policy_arn FROM iam_boundaries WHERE account_id=? AND kind=? AND owner=?",
        (account_id, kind, owner),
    )
    return None if value is None else str(value)


def set_boundary(store: Store, account_id: str, kind: str, owner: str, arn: str | None) -> None:
    store.execute(
        "DELETE FROM iam_boundaries WHERE account_id=? AND kind=? AND owner=?", (account_id, kind, owner)
    )
    if arn is not None:
        store.execute(
            "INSERT INTO iam_boundaries (account_id, kind, owner, policy_arn) VALUES (?,?,?,?)",
            (account_id, kind, owner, arn),
        )
