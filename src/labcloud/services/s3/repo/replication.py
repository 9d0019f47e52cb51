"""Replication statuses kept in a version's stored headers (``ReplicationStatus``), in ``s3_objects`` (a
key's current version) and ``s3_versions`` (older versions and delete markers).

``PENDING`` versions are the replication queue's durable record: at start they are found again.
"""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.store.db import Store

_STATUS = "json_extract(headers, '$.ReplicationStatus')"


@dataclass(frozen=True, slots=True)
class Pending:
    bucket: str
    key: str
    version_id: str


def set_status(store: Store, bucket: str, key: str, version_id: str, status: str) -> None:
    """Set the version's status, wherever the version is (current or older, object or delete marker)."""
    for table in ("s3_objects", "s3_versions"):
        store.execute(
            f"UPDATE {table} SET headers=json_set(COALESCE(headers, '{{}}'), '$.ReplicationStatus', ?)"
            " WHERE bucket=? AND key=? AND version_id=?",
            (status, bucket, key, version_id),
        )


def status_of(store: Store, bucket: str, key: str, version_id: str) -> str | None:
    for table in ("s3_objects", "s3_versions"):
        row = store.one(
            f"SELECT {_STATUS} AS status FROM {table} WHERE bucket=? AND key=? AND version_id=?",
            (bucket, key, version_id),
        )
        if row is not None:
            return None if row["status"] is None else str(row["status"])
    return None


def pending(store: Store, limit: int) -> list[Pending]:
    """Up to ``limit`` versions waiting for replication, oldest write first."""
    rows = store.all(
        f"SELECT bucket, key, version_id, last_modified FROM s3_objects WHERE {_STATUS}='PENDING'"
        f" UNION ALL SELECT bucket, key, version_id, last_modified FROM s3_versions WHERE {_STATUS}='PENDING'"
        " ORDER BY last_modified LIMIT ?",
        (limit,),
    )
    return [Pending(r["bucket"], r["key"], r["version_id"]) for r in rows]
