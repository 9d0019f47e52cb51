"""The ``s3_uploads`` and ``s3_parts`` tables: multipart uploads in progress and their uploaded parts."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class UploadRow:
    upload_id: str
    bucket: str
    key: str
    initiated: float
    owner: str
    #: What the object will be written with (content type, headers, metadata, checksum algorithm; JSON).
    doc: str

    @staticmethod
    def of(row: sqlite3.Row) -> UploadRow:
        return UploadRow(
            row["upload_id"], row["bucket"], row["key"], row["initiated"], row["owner"], row["doc"]
        )


@dataclass(frozen=True, slots=True)
class PartRow:
    upload_id: str
    part_number: int
    size: int
    etag: str
    last_modified: float
    #: The part's checksum (JSON: algorithm → base64).
    checksum: str
    blob: str

    @staticmethod
    def of(row: sqlite3.Row) -> PartRow:
        return PartRow(
            row["upload_id"],
            row["part_number"],
            row["size"],
            row["etag"],
            row["last_modified"],
            row["checksum"],
            row["blob"],
        )


def get(store: Store, upload_id: str, bucket: str, key: str) -> UploadRow | None:
    row = store.one(
        "SELECT * FROM s3_uploads WHERE upload_id=? AND bucket=? AND key=?", (upload_id, bucket, key)
    )
    return None if row is None else UploadRow.of(row)


def insert(
    store: Store, upload_id: str, bucket: str, key: str, initiated: float, owner: str, doc: str
) -> None:
    store.execute(
        "INSERT INTO s3_uploads (upload_id, bucket, key, initiated, owner, doc) VALUES (?,?,?,?,?,?)",
        (upload_id, bucket, key, initiated, owner, doc),
    )


def in_bucket(store: Store, bucket: str, key_marker: str, id_marker: str) -> list[UploadRow]:
    """A bucket's uploads after (``key_marker``, ``id_marker``), by key then upload id."""
    rows = store.all(
        "SELECT * FROM s3_uploads WHERE bucket=? AND (key>? OR (key=? AND upload_id>?)) ORDER BY key, upload_id",
        (bucket, key_marker, key_marker, id_marker),
    )
    return [UploadRow.of(r) for r in rows]


def count_in_bucket(store: Store, bucket: str) -> int:
    return int(store.scalar("SELECT COUNT(*) FROM s3_uploads WHERE bucket=?", (bucket,)))


def remove(store: Store, upload_id: str) -> list[str]:
    """Delete an upload and its parts; answer the parts' files (to delete once this commits)."""
    blobs = [r["blob"] for r in store.all("SELECT blob FROM s3_parts WHERE upload_id=?", (upload_id,))]
    store.execute("DELETE FROM s3_parts WHERE upload_id=?", (upload_id,))
    store.execute("DELETE FROM s3_uploads WHERE upload_id=?", (upload_id,))
    return blobs


def remove_in_bucket(store: Store, bucket: str) -> list[str]:
    """Delete every upload of a bucket and their parts; answer the parts' files."""
    blobs: list[str] = []
    for row in store.all("SELECT upload_id FROM s3_uploads WHERE bucket=?", (bucket,)):
        blobs += remove(store, row["upload_id"])
    return blobs


def part_blob(store: Store, upload_id: str, number: int) -> str | None:
    row = store.one("SELECT blob FROM s3_parts WHERE upload_id=? AND part_number=?", (upload_id, number))
    return None if row is None else str(row["blob"])


def put_part(
    store: Store,
    upload_id: str,
    number: int,
    *,
    size: int,
    etag: str,
    last_modified: float,
    checksum: str,
    blob: str,
) -> None:
    store.execute(
        "INSERT OR REPLACE INTO s3_parts (upload_id, part_number, size, etag, last_modified, checksum, blob) "
        "VALUES (?,?,?,?,?,?,?)",
        (upload_id, number, size, etag, last_modified, checksum, blob),
    )


def part_modified(store: Store, upload_id: str, number: int) -> float:
    return float(
        store.scalar(
            "SELECT last_modified FROM s3_parts WHERE upload_id=? AND part_number=?", (upload_id, number)
        )
    )


def parts(store: Store, upload_id: str) -> list[PartRow]:
    return [PartRow.of(r) for r in store.all("SELECT * FROM s3_parts WHERE upload_id=?", (upload_id,))]


def parts_after(store: Store, upload_id: str, marker: int, limit: int) -> list[PartRow]:
    rows = store.all(
        "SELECT * FROM s3_parts WHERE upload_id=? AND part_number>? ORDER BY part_number LIMIT ?",
        (upload_id, marker, limit),
    )
    return [PartRow.of(r) for r in rows]
