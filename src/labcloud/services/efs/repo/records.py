"""Rows of EFS's three tables as plain documents (the wire's member names, timestamps as epoch seconds).

A file system's document also holds labcloud's own keys under ``_``: its policy and backup flag."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]

_KINDS = {"fs": "efs_file_systems", "mt": "efs_mount_targets", "ap": "efs_access_points"}


class Records:
    def __init__(self, store: Store) -> None:
        self.store = store

    def get(self, kind: str, account_id: str, region: str, rid: str) -> Doc | None:
        row = self.store.one(
            f"SELECT doc FROM {_KINDS[kind]} WHERE id = ? AND account_id = ? AND region = ?",
            (rid, account_id, region),
        )
        return None if row is None else dict(json.loads(row["doc"]))

    def find_any(self, kind: str, rid: str) -> Doc | None:
        """A record in any account (for a function's mount, already checked when configured)."""
        row = self.store.one(f"SELECT doc FROM {_KINDS[kind]} WHERE id = ?", (rid,))
        return None if row is None else dict(json.loads(row["doc"]))

    def by_token(self, kind: str, account_id: str, region: str, token: str) -> Doc | None:
        row = self.store.one(
            f"SELECT doc FROM {_KINDS[kind]} WHERE account_id = ? AND region = ? AND token = ?",
            (account_id, region, token),
        )
        return None if row is None else dict(json.loads(row["doc"]))

    def listed(self, kind: str, account_id: str, region: str, file_system_id: str | None = None) -> list[Doc]:
        sql = f"SELECT doc FROM {_KINDS[kind]} WHERE account_id = ? AND region = ?"
        params: list[Any] = [account_id, region]
        if file_system_id is not None:
            sql += " AND file_system_id = ?"
            params.append(file_system_id)
        return [dict(json.loads(r["doc"])) for r in self.store.all(sql + " ORDER BY created, id", params)]

    def every_file_system(self) -> list[tuple[str, str, str]]:
        """(account, region, file system id) of every file system, for CloudWatch's StorageBytes."""
        rows = self.store.all("SELECT account_id, region, id FROM efs_file_systems ORDER BY id")
        return [(str(r[0]), str(r[1]), str(r[2])) for r in rows]

    def count(self, kind: str, account_id: str, region: str) -> int:
        return int(
            self.store.scalar(
                f"SELECT COUNT(*) FROM {_KINDS[kind]} WHERE account_id = ? AND region = ?",
                (account_id, region),
            )
        )

    def put_file_system(self, account_id: str, region: str, doc: Doc, created: float) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO efs_file_systems (id, account_id, region, token, doc, created) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (doc["FileSystemId"], account_id, region, doc["CreationToken"], json.dumps(doc), created),
        )

    def put_mount_target(self, account_id: str, region: str, doc: Doc, created: float) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO efs_mount_targets (id, account_id, region, file_system_id, doc, created) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (doc["MountTargetId"], account_id, region, doc["FileSystemId"], json.dumps(doc), created),
        )

    def put_access_point(self, account_id: str, region: str, doc: Doc, created: float) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO efs_access_points "
            "(id, account_id, region, file_system_id, token, doc, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                doc["AccessPointId"],
                account_id,
                region,
                doc["FileSystemId"],
                doc["ClientToken"],
                json.dumps(doc),
                created,
            ),
        )

    def update(self, kind: str, rid: str, doc: Doc) -> None:
        self.store.execute(f"UPDATE {_KINDS[kind]} SET doc = ? WHERE id = ?", (json.dumps(doc), rid))

    def delete(self, kind: str, rid: str) -> None:
        self.store.execute(f"DELETE FROM {_KINDS[kind]} WHERE id = ?", (rid,))
