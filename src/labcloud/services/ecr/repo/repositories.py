"""Rows of ``ecr_repositories`` as typed records: a repository's settings, tags, policy and lifecycle policy."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, fields, replace

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Repository:
    account_id: str
    region: str
    name: str
    created: float
    #: MUTABLE or IMMUTABLE
    mutability: str
    #: the tag filters excepted from ``mutability`` (``*_WITH_EXCLUSION``): (filterType, filter)
    exclusions: tuple[tuple[str, str], ...]
    scan_on_push: bool
    #: AES256, KMS or KMS_DSSE
    encryption: str
    kms_key: str | None
    tags: tuple[tuple[str, str], ...]
    #: the repository policy's text, as given
    policy: str | None
    #: the lifecycle policy's text, as given
    lifecycle: str | None
    #: when the lifecycle policy last ran (on a push, its PutLifecyclePolicy, or a sweep)
    lifecycle_evaluated: float | None = None

    @property
    def arn(self) -> str:
        return f"arn:aws:ecr:{self.region}:{self.account_id}:repository/{self.name}"


_COLUMNS = tuple(f.name for f in fields(Repository))


def _record(row: sqlite3.Row) -> Repository:
    values = dict(row)
    values["scan_on_push"] = bool(values["scan_on_push"])
    values["tags"] = tuple((k, v) for k, v in json.loads(values["tags"]))
    values["exclusions"] = tuple((k, v) for k, v in json.loads(values["exclusions"]))
    return Repository(**values)


def _column(name: str, value: object) -> object:
    if name in ("tags", "exclusions"):
        return json.dumps([list(t) for t in value])  # type: ignore[attr-defined]
    if name == "scan_on_push":
        return int(bool(value))
    return value


class Repositories:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._policies: int | None = None

    def insert(self, repository: Repository) -> None:
        self.store.execute(
            f"INSERT INTO ecr_repositories ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' * len(_COLUMNS))})",
            [_column(c, getattr(repository, c)) for c in _COLUMNS],
        )
        self._policies = None

    def update(self, record: Repository, /, **changes: object) -> Repository:
        updated = replace(record, **changes)  # type: ignore[arg-type]
        self.store.execute(
            f"UPDATE ecr_repositories SET {', '.join(c + '=?' for c in changes)}"
            " WHERE account_id=? AND region=? AND name=?",
            [*(_column(c, v) for c, v in changes.items()), record.account_id, record.region, record.name],
        )
        self._policies = None
        return updated

    def remove(self, record: Repository) -> None:
        key = (record.account_id, record.region, record.name)
        for table in ("ecr_repositories",):
            self.store.execute(f"DELETE FROM {table} WHERE account_id=? AND region=? AND name=?", key)
        for table in ("ecr_images", "ecr_tags", "ecr_layers", "ecr_uploads"):
            self.store.execute(f"DELETE FROM {table} WHERE account_id=? AND region=? AND repository=?", key)
        self._policies = None

    def get(self, account_id: str, region: str, name: str) -> Repository | None:
        row = self.store.one(
            "SELECT * FROM ecr_repositories WHERE account_id=? AND region=? AND name=?",
            (account_id, region, name),
        )
        return None if row is None else _record(row)

    def all_in(self, account_id: str, region: str) -> list[Repository]:
        rows = self.store.all(
            "SELECT * FROM ecr_repositories WHERE account_id=? AND region=? ORDER BY name",
            (account_id, region),
        )
        return [_record(r) for r in rows]

    def with_lifecycle(self) -> list[Repository]:
        rows = self.store.all(
            "SELECT * FROM ecr_repositories WHERE lifecycle IS NOT NULL ORDER BY account_id, name"
        )
        return [_record(r) for r in rows]

    def count(self, account_id: str, region: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM ecr_repositories WHERE account_id=? AND region=?", (account_id, region)
            )
        )

    def policies_active(self) -> bool:
        if self._policies is None:
            self._policies = int(
                self.store.scalar("SELECT COUNT(*) FROM ecr_repositories WHERE policy IS NOT NULL")
            )
        return self._policies > 0

    def forget(self) -> None:
        self._policies = None
