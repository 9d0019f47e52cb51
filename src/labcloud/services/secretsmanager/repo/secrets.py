"""Rows of ``sm_secrets`` and ``sm_versions`` as typed records."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, fields, replace

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Secret:
    arn: str
    account_id: str
    region: str
    name: str
    description: str | None
    kms_key_id: str | None
    #: [[key, value], ...] in the order given (AWS keeps tag order)
    tags: tuple[tuple[str, str], ...]
    created: float
    changed: float
    accessed: float | None
    deleted: float | None
    delete_at: float | None
    policy: str | None
    rotation_enabled: bool
    rotation_lambda: str | None
    rotation_rules: dict[str, object] | None
    rotated: float | None
    next_rotation: float | None
    #: replica regions as recorded: [{"Region", "KmsKeyId"?}, ...] (no copy is kept)
    replicas: tuple[dict[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Version:
    secret_arn: str
    version_id: str
    stages: tuple[str, ...]
    created: float
    accessed: float | None
    binary: bool
    key_arn: str
    #: the data key, encrypted under the secret's KMS key
    data_key: bytes
    #: nonce + AES-256-GCM ciphertext of the value under the data key
    sealed: bytes
    #: SHA-256 of the value (idempotent retries compare values without decrypting)
    digest: str


_SECRET_COLUMNS = tuple(f.name for f in fields(Secret))
_JSON = {"tags", "rotation_rules"}


def _secret(row: sqlite3.Row) -> Secret:
    values = dict(row)
    values["tags"] = tuple((k, v) for k, v in json.loads(values["tags"]))
    values["rotation_rules"] = json.loads(values["rotation_rules"]) if values["rotation_rules"] else None
    values["rotation_enabled"] = bool(values["rotation_enabled"])
    values["replicas"] = tuple(json.loads(values["replicas"]))
    return Secret(**values)


def _version(row: sqlite3.Row) -> Version:
    values = dict(row)
    values["stages"] = tuple(json.loads(values["stages"]))
    values["binary"] = bool(values["binary"])
    values["data_key"] = bytes(values["data_key"])
    values["sealed"] = bytes(values["sealed"])
    return Version(**values)


def _column(name: str, value: object) -> object:
    if name == "tags":
        return json.dumps([list(t) for t in value])  # type: ignore[attr-defined]
    if name == "replicas":
        return json.dumps(list(value))  # type: ignore[call-overload]
    if name == "rotation_rules":
        return None if value is None else json.dumps(value)
    return value


class Secrets:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._policies: int | None = None

    # ------------------------------------------------------------------ secrets

    def insert(self, secret: Secret) -> None:
        self.store.execute(
            f"INSERT INTO sm_secrets ({', '.join(_SECRET_COLUMNS)}) VALUES ({', '.join('?' * len(_SECRET_COLUMNS))})",
            [_column(c, getattr(secret, c)) for c in _SECRET_COLUMNS],
        )

    def update(self, secret: Secret, **changes: object) -> Secret:
        updated = replace(secret, **changes)  # type: ignore[arg-type]
        self.store.execute(
            f"UPDATE sm_secrets SET {', '.join(c + '=?' for c in changes)} WHERE arn=?",
            [*(_column(c, v) for c, v in changes.items()), secret.arn],
        )
        if "policy" in changes:
            self._policies = None
        return updated

    def remove(self, arn: str) -> None:
        self.store.execute("DELETE FROM sm_versions WHERE secret_arn=?", (arn,))
        self.store.execute("DELETE FROM sm_secrets WHERE arn=?", (arn,))
        self._policies = None

    def by_arn(self, arn: str) -> Secret | None:
        row = self.store.one("SELECT * FROM sm_secrets WHERE arn=?", (arn,))
        return None if row is None else _secret(row)

    def by_name(self, account_id: str, region: str, name: str) -> Secret | None:
        row = self.store.one(
            "SELECT * FROM sm_secrets WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
        )
        return None if row is None else _secret(row)

    def all_in(self, account_id: str, region: str) -> list[Secret]:
        rows = self.store.all(
            "SELECT * FROM sm_secrets WHERE account_id=? AND region=? ORDER BY created", (account_id, region)
        )
        return [_secret(r) for r in rows]

    def due_for_deletion(self, now: float) -> list[Secret]:
        rows = self.store.all("SELECT * FROM sm_secrets WHERE delete_at IS NOT NULL AND delete_at<=?", (now,))
        return [_secret(r) for r in rows]

    def due_for_rotation(self, now: float) -> list[Secret]:
        rows = self.store.all(
            "SELECT * FROM sm_secrets WHERE rotation_enabled=1 AND deleted IS NULL"
            " AND next_rotation IS NOT NULL AND next_rotation<=?",
            (now,),
        )
        return [_secret(r) for r in rows]

    def policies_active(self) -> bool:
        if self._policies is None:
            self._policies = int(
                self.store.scalar("SELECT COUNT(*) FROM sm_secrets WHERE policy IS NOT NULL")
            )
        return self._policies > 0

    def forget(self) -> None:
        self._policies = None

    # ------------------------------------------------------------------ versions

    def versions(self, arn: str) -> list[Version]:
        rows = self.store.all("SELECT * FROM sm_versions WHERE secret_arn=? ORDER BY created, rowid", (arn,))
        return [_version(r) for r in rows]

    def version(self, arn: str, version_id: str) -> Version | None:
        row = self.store.one(
            "SELECT * FROM sm_versions WHERE secret_arn=? AND version_id=?", (arn, version_id)
        )
        return None if row is None else _version(row)

    def insert_version(self, version: Version) -> None:
        self.store.execute(
            "INSERT INTO sm_versions (secret_arn, version_id, stages, created, accessed, binary, key_arn,"
            " data_key, sealed, digest) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                version.secret_arn,
                version.version_id,
                json.dumps(list(version.stages)),
                version.created,
                version.accessed,
                int(version.binary),
                version.key_arn,
                version.data_key,
                version.sealed,
                version.digest,
            ),
        )

    def set_stages(self, arn: str, version_id: str, stages: tuple[str, ...]) -> None:
        self.store.execute(
            "UPDATE sm_versions SET stages=? WHERE secret_arn=? AND version_id=?",
            (json.dumps(list(stages)), arn, version_id),
        )

    def touch(self, arn: str, version_id: str, day: float) -> None:
        self.store.execute(
            "UPDATE sm_versions SET accessed=? WHERE secret_arn=? AND version_id=? AND (accessed IS NULL OR accessed<?)",
            (day, arn, version_id, day),
        )
        self.store.execute(
            "UPDATE sm_secrets SET accessed=? WHERE arn=? AND (accessed IS NULL OR accessed<?)",
            (day, arn, day),
        )

    def drop_version(self, arn: str, version_id: str) -> None:
        self.store.execute("DELETE FROM sm_versions WHERE secret_arn=? AND version_id=?", (arn, version_id))
