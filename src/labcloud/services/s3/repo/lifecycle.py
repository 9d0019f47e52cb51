"""The lifecycle sweeper's queries: buckets with a lifecycle configuration, the objects and multipart
uploads a rule has fallen due for (oldest first, a bounded number), and an object's storage class."""

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
