"""The lifecycle sweeper's queries: buckets with a lifecycle configuration, the objects, noncurrent versions,
expired delete markers and multipart uploads a rule has fallen due for (oldest first, a bounded number),
and an object's (or a noncurrent version's) storage class."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class DueObject:
    key: str
    size: int
    etag: str
    storage_class: str


def configured(store: Store, name: str) -> list[tuple[str, Any]]:
    """(bucket, document) of every bucket holding the setting ``name``."""
    rows = store.all("SELECT bucket, doc FROM s3_bucket_settings WHERE name=? ORDER BY bucket", (name,))
    return [(str(r["bucket"]), json.loads(str(r["doc"]))) for r in rows]


_CLASS = "COALESCE(json_extract(headers, '$.StorageClass'), 'STANDARD')"


def objects_due(
    store: Store,
    bucket: str,
    prefix: str,
    written_before: float,
    sizes: tuple[int | None, int | None],
    classes: tuple[str, ...] | None,
    limit: int,
) -> list[DueObject]:
    """Objects under ``prefix`` written at or before ``written_before``, within ``sizes`` (exclusive
    bounds), and, with ``classes``, only those now in one of those storage classes."""
    sql = (
        f"SELECT key, size, etag, {_CLASS} AS storage_class FROM s3_objects"
        " WHERE bucket=? AND key>=? AND substr(key, 1, ?)=? AND last_modified<=?"
    )
    args: list[Any] = [bucket, prefix, len(prefix), prefix, written_before]
    low, high = sizes
    if low is not None:
        sql += " AND size>?"
        args.append(low)
    if high is not None:
        sql += " AND size<?"
        args.append(high)
    if classes is not None:
        sql += f" AND {_CLASS} IN ({','.join('?' * len(classes))})"
        args += list(classes)
    sql += " ORDER BY last_modified LIMIT ?"
    args.append(limit)
    return [
        DueObject(r["key"], r["size"], r["etag"], r["storage_class"]) for r in store.all(sql, tuple(args))
    ]


def uploads_due(store: Store, bucket: str, prefix: str, initiated_before: float, limit: int) -> list[str]:
    """Upload ids of the multipart uploads under ``prefix`` initiated at or before ``initiated_before``."""
    rows = store.all(
        "SELECT upload_id FROM s3_uploads WHERE bucket=? AND key>=? AND substr(key, 1, ?)=? AND initiated<=?"
        " ORDER BY initiated LIMIT ?",
        (bucket, prefix, len(prefix), prefix, initiated_before, limit),
    )
    return [str(r["upload_id"]) for r in rows]


def set_storage_class(store: Store, bucket: str, key: str, etag: str, storage_class: str) -> bool:
    """Move an object (still the one with ``etag``) to ``storage_class``; False when it changed meanwhile."""
    cursor = store.execute(
        "UPDATE s3_objects SET headers=json_set(headers, '$.StorageClass', ?) WHERE bucket=? AND key=? AND etag=?",
        (storage_class, bucket, key, etag),
    )
    return bool(cursor.rowcount)


def any_configured(store: Store, name: str) -> bool:
    return store.one("SELECT 1 FROM s3_bucket_settings WHERE name=? LIMIT 1", (name,)) is not None


@dataclass(frozen=True, slots=True)
class DueVersion:
    """A noncurrent version (or a delete marker) a rule has fallen due for."""

    key: str
    seq: int
    version_id: str
    is_marker: bool


def _version(row: Any) -> DueVersion:
    return DueVersion(str(row["key"]), int(row["seq"]), str(row["version_id"]), bool(row["is_marker"]))


def noncurrent_due(
    store: Store,
    bucket: str,
    prefix: str,
    keep: int,
    noncurrent_before: float,
    sizes: tuple[int | None, int | None],
    classes: tuple[str, ...] | None,
    limit: int,
    unlocked_at: float | None = None,
) -> list[DueVersion]:
    """Noncurrent versions under ``prefix`` noncurrent since at or before ``noncurrent_before``, past the
    ``keep`` newest noncurrent versions of their key, within ``sizes``; with ``classes``, only objects (not
    markers) now in one of those storage classes; with ``unlocked_at``, only versions no Object Lock
    retention or legal hold protects at that time. Oldest first."""
    sql = (
        "SELECT key, seq, version_id, is_marker FROM ("
        f" SELECT key, seq, version_id, is_marker, size, noncurrent_since, {_CLASS} AS storage_class, headers,"
        "  ROW_NUMBER() OVER (PARTITION BY key ORDER BY seq DESC) AS newer"
        "  FROM s3_versions WHERE bucket=? AND key>=? AND substr(key, 1, ?)=? AND noncurrent_since IS NOT NULL"
        ") WHERE newer>? AND noncurrent_since<=?"
    )
    args: list[Any] = [bucket, prefix, len(prefix), prefix, keep, noncurrent_before]
    low, high = sizes
    if low is not None:
        sql += " AND size>?"
        args.append(low)
    if high is not None:
        sql += " AND size<?"
        args.append(high)
    if classes is not None:
        sql += f" AND is_marker=0 AND storage_class IN ({','.join('?' * len(classes))})"
        args += list(classes)
    if unlocked_at is not None:
        sql += (
            " AND COALESCE(json_extract(headers, '$.ObjectLockLegalHoldStatus'), 'OFF')<>'ON'"
            " AND COALESCE(json_extract(headers, '$.ObjectLockRetainUntilDate'), 0)<=?"
        )
        args.append(unlocked_at)
    sql += " ORDER BY noncurrent_since, key, seq LIMIT ?"
    args.append(limit)
    return [_version(r) for r in store.all(sql, tuple(args))]


def lone_markers(store: Store, bucket: str, prefix: str, limit: int) -> list[DueVersion]:
    """Expired object delete markers under ``prefix``: markers that are the only version left of their key."""
    rows = store.all(
        "SELECT key, seq, version_id, is_marker FROM s3_versions AS v"
        " WHERE bucket=? AND key>=? AND substr(key, 1, ?)=? AND is_marker=1"
        " AND NOT EXISTS (SELECT 1 FROM s3_objects AS o WHERE o.bucket=v.bucket AND o.key=v.key)"
        " AND NOT EXISTS (SELECT 1 FROM s3_versions AS w WHERE w.bucket=v.bucket AND w.key=v.key AND w.seq<>v.seq)"
        " ORDER BY key LIMIT ?",
        (bucket, prefix, len(prefix), prefix, limit),
    )
    return [_version(r) for r in rows]


def set_version_class(store: Store, bucket: str, key: str, seq: int, storage_class: str) -> None:
    """Move a noncurrent object version to ``storage_class``."""
    store.execute(
        "UPDATE s3_versions SET headers=json_set(headers, '$.StorageClass', ?) WHERE bucket=? AND key=? AND seq=?",
        (storage_class, bucket, key, seq),
    )
