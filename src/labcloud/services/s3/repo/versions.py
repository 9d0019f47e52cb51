"""The ``s3_versions`` table: a versioned bucket's noncurrent object versions and its delete markers.

The current version of a key stays in ``s3_objects``; when it is replaced or deleted it moves here
(``demote``) with the next ``seq`` of its key, so ``seq`` orders a key's versions oldest to newest.
When the current version goes for good, the newest object version here comes back (``promote``).
A delete marker has no file (``blob`` is empty). ``noncurrent_since`` is when a version stopped being
current (the lifecycle sweeper counts ``NoncurrentDays`` from it); it is NULL only for a delete marker that
is its key's current version.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from labcloud.services.s3.repo.objects import ObjectRow
from labcloud.store.db import Store

#: The columns a version shares with ``s3_objects``.
_SHARED = (
    "bucket, key, size, etag, last_modified, content_type, headers, metadata, checksum, parts, blob, owner"
)
#: A version's storage class (kept in its headers once a lifecycle transition moved it).
_CLASS = "COALESCE(json_extract(headers, '$.StorageClass'), 'STANDARD')"
#: Sorts a key's current version (``s3_objects``) before all of its older versions in a listing walk.
CURRENT = -(2**62)


@dataclass(frozen=True, slots=True)
class VersionRow:
    seq: int
    is_marker: bool
    #: The version as an object (a marker's size is 0, its ETag and file empty).
    obj: ObjectRow

    @property
    def version_id(self) -> str:
        return str(self.obj.version_id)

    @staticmethod
    def of(row: sqlite3.Row) -> VersionRow:
        obj = ObjectRow(
            row["bucket"],
            row["key"],
            row["size"],
            row["etag"],
            row["last_modified"],
            row["content_type"],
            row["headers"],
            row["metadata"],
            row["checksum"],
            row["parts"],
            row["blob"],
            row["owner"],
            row["version_id"],
        )
        return VersionRow(row["seq"], bool(row["is_marker"]), obj)


@dataclass(frozen=True, slots=True)
class Listed:
    """One entry of ListObjectVersions: a version or a delete marker, at its place in the walk."""

    key: str
    #: Position within the key: ``CURRENT`` for the current version, else ``-seq`` (newest first).
    order: int
    version_id: str
    is_marker: bool
    size: int
    etag: str
    last_modified: float
    owner: str
    checksum: str
    storage_class: str = "STANDARD"


def name_null_versions(store: Store, bucket: str) -> None:
    """When versioning is first turned on, the objects already there become their keys' ``null`` versions."""
    store.execute("UPDATE s3_objects SET version_id='null' WHERE bucket=? AND version_id IS NULL", (bucket,))


def next_seq(store: Store, bucket: str, key: str) -> int:
    return int(
        store.scalar(
            "SELECT COALESCE(MAX(seq), 0) + 1 FROM s3_versions WHERE bucket=? AND key=?", (bucket, key)
        )
    )


def retire(store: Store, bucket: str, key: str, when: float) -> None:
    """A newer version arrives: the key's current delete marker, if it has one, is noncurrent from ``when``."""
    store.execute(
        "UPDATE s3_versions SET noncurrent_since=? WHERE bucket=? AND key=? AND noncurrent_since IS NULL",
        (when, bucket, key),
    )


def reinstate(store: Store, version: VersionRow) -> None:
    """A delete marker is its key's current version again (the versions above it went)."""
    store.execute(
        "UPDATE s3_versions SET noncurrent_since=NULL WHERE bucket=? AND key=? AND seq=?",
        (version.obj.bucket, version.obj.key, version.seq),
    )


def demote(store: Store, bucket: str, key: str, when: float) -> None:
    """Move the key's current version into this table, as its newest older version, noncurrent from ``when``."""
    seq = next_seq(store, bucket, key)
    store.execute(
        f"INSERT INTO s3_versions ({_SHARED}, seq, version_id, is_marker, noncurrent_since) "
        f"SELECT {_SHARED}, ?, COALESCE(version_id, 'null'), 0, ? FROM s3_objects WHERE bucket=? AND key=?",
        (seq, when, bucket, key),
    )
    store.execute("DELETE FROM s3_objects WHERE bucket=? AND key=?", (bucket, key))


def promote(store: Store, version: VersionRow) -> None:
    """Make an older object version the key's current version again."""
    obj = version.obj
    store.execute(
        f"INSERT OR REPLACE INTO s3_objects ({_SHARED}, version_id) "
        f"SELECT {_SHARED}, version_id FROM s3_versions WHERE bucket=? AND key=? AND seq=?",
        (obj.bucket, obj.key, version.seq),
    )
    remove(store, version)


def add_marker(store: Store, bucket: str, key: str, version_id: str, owner: str, when: float) -> None:
    """A delete marker, newest of its key (after the current version was demoted): its current version."""
    retire(store, bucket, key, when)
    store.execute(
        f"INSERT INTO s3_versions ({_SHARED}, seq, version_id, is_marker) "
        "VALUES (?,?,0,'',?,NULL,'{}','{}','{}',NULL,'',?,?,?,1)",
        (bucket, key, when, owner, next_seq(store, bucket, key), version_id),
    )


def get(store: Store, bucket: str, key: str, version_id: str) -> VersionRow | None:
    row = store.one(
        "SELECT * FROM s3_versions WHERE bucket=? AND key=? AND version_id=?", (bucket, key, version_id)
    )
    return None if row is None else VersionRow.of(row)


def newest(store: Store, bucket: str, key: str) -> VersionRow | None:
    row = store.one(
        "SELECT * FROM s3_versions WHERE bucket=? AND key=? ORDER BY seq DESC LIMIT 1", (bucket, key)
    )
    return None if row is None else VersionRow.of(row)


def remove(store: Store, version: VersionRow) -> None:
    store.execute(
        "DELETE FROM s3_versions WHERE bucket=? AND key=? AND seq=?",
        (version.obj.bucket, version.obj.key, version.seq),
    )


def any_in(store: Store, bucket: str) -> bool:
    return store.one("SELECT 1 FROM s3_versions WHERE bucket=? LIMIT 1", (bucket,)) is not None


def count(store: Store, bucket: str) -> int:
    """Older versions and delete markers of a bucket."""
    return int(store.scalar("SELECT COUNT(*) FROM s3_versions WHERE bucket=?", (bucket,)))


def page(store: Store, bucket: str, key: str, order: int, limit: int) -> list[Listed]:
    """Up to ``limit`` entries after position ``(key, order)``, current versions and older ones, in walk order."""
    rows = store.all(
        "SELECT * FROM ("
        f" SELECT key, {CURRENT} AS ord, COALESCE(version_id, 'null') AS vid, 0 AS is_marker, size, etag,"
        f"  last_modified, owner, checksum, {_CLASS} AS storage_class FROM s3_objects WHERE bucket=? AND key >= ?"
        " UNION ALL"
        " SELECT key, -seq AS ord, version_id AS vid, is_marker, size, etag, last_modified, owner, checksum,"
        f"  {_CLASS} AS storage_class FROM s3_versions WHERE bucket=? AND key >= ?"
        ") WHERE key > ? OR ord > ? ORDER BY key, ord LIMIT ?",
        (bucket, key, bucket, key, key, order, limit),
    )
    return [
        Listed(
            r["key"],
            r["ord"],
            r["vid"],
            bool(r["is_marker"]),
            r["size"],
            r["etag"],
            r["last_modified"],
            r["owner"],
            r["checksum"],
            r["storage_class"],
        )
        for r in rows
    ]
