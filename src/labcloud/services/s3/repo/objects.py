"""The ``s3_objects`` table: one row per object (its file, size, ETag, stored headers, metadata, checksum).

Keys sort in SQLite's binary TEXT order (S3's UTF-8 byte order), so listings walk the primary key.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class ObjectRow:
    bucket: str
    key: str
    size: int
    etag: str
    last_modified: float
    content_type: str | None
    #: Content headers and the encryption binding (JSON).
    headers: str
    #: User metadata (JSON).
    metadata: str
    #: The stored checksum (JSON: algorithm → base64, and its type).
    checksum: str
    #: Part sizes of a multipart object (JSON list), None for a single-part one.
    parts: str | None
    #: The file holding the bytes (``blobs``).
    blob: str
    #: The account that wrote it.
    owner: str
    #: Its version id in a versioned bucket ("null" for a suspended bucket's writes), None before versioning.
    version_id: str | None = None

    @staticmethod
    def of(row: sqlite3.Row) -> ObjectRow:
        return ObjectRow(*(row[name] for name in _COLUMNS))


_COLUMNS = (
    "bucket",
    "key",
    "size",
    "etag",
    "last_modified",
    "content_type",
    "headers",
    "metadata",
    "checksum",
    "parts",
    "blob",
    "owner",
    "version_id",
)


@dataclass(frozen=True, slots=True)
class Listed:
    """An object as a listing shows it."""

    key: str
    size: int
    etag: str
    last_modified: float
    owner: str
    #: Its storage class (STANDARD unless a lifecycle transition moved it).
    storage_class: str = "STANDARD"


def get(store: Store, bucket: str, key: str) -> ObjectRow | None:
    row = store.one("SELECT * FROM s3_objects WHERE bucket=? AND key=?", (bucket, key))
    return None if row is None else ObjectRow.of(row)


def any_in(store: Store, bucket: str) -> bool:
    return store.one("SELECT 1 FROM s3_objects WHERE bucket=? LIMIT 1", (bucket,)) is not None


def write(
    store: Store,
    bucket: str,
    key: str,
    *,
    size: int,
    etag: str,
    last_modified: float,
    content_type: str | None,
    headers: dict[str, Any],
    metadata: dict[str, str],
    checksum: dict[str, str],
    parts: list[int] | None,
    blob: str,
    owner: str,
    version_id: str | None = None,
) -> None:
    """Create or replace an object's row."""
    store.execute(
        "INSERT OR REPLACE INTO s3_objects (bucket, key, size, etag, last_modified, content_type, headers, metadata, "
        "checksum, parts, blob, owner, version_id) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
        (
            bucket,
            key,
            size,
            etag,
            last_modified,
            content_type,
            json.dumps(headers),
            json.dumps(metadata),
            json.dumps(checksum),
            json.dumps(parts) if parts is not None else None,
            blob,
            owner,
            version_id,
        ),
    )


def delete(store: Store, bucket: str, key: str) -> None:
    store.execute("DELETE FROM s3_objects WHERE bucket=? AND key=?", (bucket, key))


def last_modified(store: Store, bucket: str, key: str) -> float:
    return float(store.scalar("SELECT last_modified FROM s3_objects WHERE bucket=? AND key=?", (bucket, key)))


def page(store: Store, bucket: str, cursor: str, inclusive: bool, limit: int) -> list[Listed]:
    """Up to ``limit`` objects whose keys follow ``cursor`` (or equal it, ``inclusive``), in key order."""
    op = ">=" if inclusive else ">"
    rows = store.all(
        "SELECT key, size, etag, last_modified, owner,"
        " COALESCE(json_extract(headers, '$.StorageClass'), 'STANDARD') AS storage_class"
        f" FROM s3_objects WHERE bucket=? AND key {op} ? ORDER BY key LIMIT ?",
        (bucket, cursor, limit),
    )
    return [
        Listed(r["key"], r["size"], r["etag"], r["last_modified"], r["owner"], r["storage_class"])
        for r in rows
    ]


def totals(store: Store, bucket: str) -> tuple[int, int]:
    """(objects, bytes) of a bucket."""
    row = store.one(
        "SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM s3_objects WHERE bucket=?", (bucket,)
    )
    return (row["n"], row["bytes"]) if row is not None else (0, 0)


def recent(store: Store, bucket: str, limit: int) -> list[Listed]:
    """The bucket's most recently written objects, newest first."""
    rows = store.all(
        "SELECT key, size, etag, last_modified, owner FROM s3_objects WHERE bucket=? "
        "ORDER BY last_modified DESC LIMIT ?",
        (bucket, limit),
    )
    return [Listed(r["key"], r["size"], r["etag"], r["last_modified"], r["owner"]) for r in rows]


def referenced_blobs(store: Store) -> set[str]:
    """Every file a row names (objects, their older versions and uploaded parts): the rest are leftovers of a crash."""
    names = {r["blob"] for r in store.all("SELECT blob FROM s3_objects")}
    names |= {r["blob"] for r in store.all("SELECT blob FROM s3_versions WHERE blob != ''")}
    return names | {r["blob"] for r in store.all("SELECT blob FROM s3_parts")}


def set_headers(store: Store, bucket: str, key: str, headers: dict[str, Any]) -> None:
    """Replace an object's stored headers (its ACL lives there: ``acls``)."""
    store.execute(
        "UPDATE s3_objects SET headers=? WHERE bucket=? AND key=?",
        (json.dumps(headers), bucket, key),
    )
