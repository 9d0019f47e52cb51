"""The ``s3_buckets`` table: one row per bucket (owner, region, policy, notification, encryption and tags documents)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class BucketRow:
    name: str
    account_id: str
    region: str
    created: float
    #: The bucket policy's JSON text, as put.
    policy: str | None
    #: The stored notification configuration (JSON).
    notification: str | None
    #: The default encryption rule (JSON); None: SSE-S3.
    encryption: str | None
    #: The bucket's tag set (JSON list of Key/Value); None: no tags.
    tags: str | None

    @staticmethod
    def of(row: sqlite3.Row) -> BucketRow:
        return BucketRow(
            row["name"],
            row["account_id"],
            row["region"],
            row["created"],
            row["policy"],
            row["notification"],
            row["encryption"],
            row["tags"],
        )


def get(store: Store, name: str) -> BucketRow | None:
    row = store.one("SELECT * FROM s3_buckets WHERE name=?", (name,))
    return None if row is None else BucketRow.of(row)


def exists(store: Store, name: str) -> bool:
    return store.one("SELECT 1 FROM s3_buckets WHERE name=?", (name,)) is not None


def insert(store: Store, name: str, account_id: str, region: str, created: float) -> None:
    store.execute(
        "INSERT INTO s3_buckets (name, account_id, region, created) VALUES (?,?,?,?)",
        (name, account_id, region, created),
    )


def owned(
    store: Store, account_id: str, after: str, prefix: str, region: str | None, limit: int
) -> list[BucketRow]:
    """Up to ``limit`` of an account's buckets named after ``after`` and from ``prefix`` on, by name."""
    sql = "SELECT * FROM s3_buckets WHERE account_id=? AND name>? AND name>=?"
    args: list[object] = [account_id, after, prefix]
    if region:
        sql += " AND region=?"
        args.append(region)
    return [BucketRow.of(r) for r in store.all(sql + " ORDER BY name LIMIT ?", (*args, limit))]


def every(store: Store) -> list[BucketRow]:
    return [BucketRow.of(r) for r in store.all("SELECT * FROM s3_buckets ORDER BY name")]


def delete(store: Store, name: str) -> None:
    store.execute("DELETE FROM s3_buckets WHERE name=?", (name,))


def set_policy(store: Store, name: str, policy: str | None) -> None:
    store.execute("UPDATE s3_buckets SET policy=? WHERE name=?", (policy, name))


def set_encryption(store: Store, name: str, rule: str | None) -> None:
    store.execute("UPDATE s3_buckets SET encryption=? WHERE name=?", (rule, name))


def set_tags(store: Store, name: str, tags: str | None) -> None:
    store.execute("UPDATE s3_buckets SET tags=? WHERE name=?", (tags, name))


def encryption(store: Store, name: str) -> str | None:
    text = store.scalar("SELECT encryption FROM s3_buckets WHERE name=?", (name,))
    return None if text is None else str(text)


def set_notification(store: Store, name: str, notification: str | None) -> None:
    store.execute("UPDATE s3_buckets SET notification=? WHERE name=?", (notification, name))


def count_policies(store: Store) -> int:
    """Buckets with a policy (0 or 1: enough to know whether any has one)."""
    return 1 if store.one("SELECT 1 FROM s3_buckets WHERE policy IS NOT NULL LIMIT 1") else 0


@dataclass(frozen=True, slots=True)
class BucketNames:
    """S3's :class:`~labcloud.front_doors.Buckets` front door: does a bucket of that name exist?"""

    store: Store

    def exists(self, name: str) -> bool:
        return exists(self.store, name)
