"""Reads and writes of parameters, versions, labels and tags, returning typed records."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Version:
    """One version of a parameter (``value`` as stored: a SecureString's is its sealed text; ``labels``
    filled only where they are answered, in GetParameterHistory)."""

    name: str
    version: int
    type: str
    value: str
    key_id: str | None
    description: str | None
    allowed_pattern: str | None
    tier: str
    policies: str | None
    data_type: str
    modified: float
    modified_by: str
    labels: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Parameter:
    """A parameter: its latest version and its tags."""

    account_id: str
    region: str
    latest: Version
    tags: dict[str, str]

    @property
    def name(self) -> str:
        return self.latest.name


_VERSION_COLUMNS = (
    "v.name, v.version, v.type, v.value, v.key_id, v.description, v.allowed_pattern, v.tier, v.policies,"
    " v.data_type, v.modified, v.modified_by"
)


def _version(row: sqlite3.Row, labels: tuple[str, ...] = ()) -> Version:
    return Version(
        row["name"],
        row["version"],
        row["type"],
        row["value"],
        row["key_id"],
        row["description"],
        row["allowed_pattern"],
        row["tier"],
        row["policies"],
        row["data_type"],
        row["modified"],
        row["modified_by"],
        labels,
    )


class Parameters:
    """``ssm_parameters``, ``ssm_versions`` and ``ssm_labels`` of one store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def find(self, account_id: str, region: str, name: str) -> Parameter | None:
        row = self.store.one(
            f"SELECT {_VERSION_COLUMNS}, p.tags FROM ssm_parameters p JOIN ssm_versions v"
            " ON v.account_id=p.account_id AND v.region=p.region AND v.name=p.name AND v.version=p.version"
            " WHERE p.account_id=? AND p.region=? AND p.name=?",
            (account_id, region, name),
        )
        if row is None:
            return None
        return Parameter(account_id, region, _version(row), json.loads(row["tags"]))

    def listing(
        self, account_id: str, region: str, low: str = "", high: str | None = None
    ) -> list[Parameter]:
        """Every parameter whose name is in [low, high), by name (latest versions, with tags)."""
        bounds = "" if high is None else " AND p.name < ?"
        rows = self.store.all(
            f"SELECT {_VERSION_COLUMNS}, p.tags FROM ssm_parameters p JOIN ssm_versions v"
            " ON v.account_id=p.account_id AND v.region=p.region AND v.name=p.name AND v.version=p.version"
            f" WHERE p.account_id=? AND p.region=? AND p.name >= ?{bounds} ORDER BY p.name",
            (account_id, region, low) if high is None else (account_id, region, low, high),
        )
        return [Parameter(account_id, region, _version(row), json.loads(row["tags"])) for row in rows]

    def with_policies(self) -> list[Parameter]:
        """Parameters (every account) whose latest version has policies."""
        rows = self.store.all(
            f"SELECT {_VERSION_COLUMNS}, p.tags, p.account_id, p.region FROM ssm_parameters p JOIN ssm_versions v"
            " ON v.account_id=p.account_id AND v.region=p.region AND v.name=p.name AND v.version=p.version"
            " WHERE v.policies IS NOT NULL"
        )
        return [
            Parameter(row["account_id"], row["region"], _version(row), json.loads(row["tags"]))
            for row in rows
        ]

    def version(self, account_id: str, region: str, name: str, number: int) -> Version | None:
        row = self.store.one(
            f"SELECT {_VERSION_COLUMNS} FROM ssm_versions v WHERE account_id=? AND region=? AND name=? AND version=?",
            (account_id, region, name, number),
        )
        return None if row is None else _version(row)

    def labelled(self, account_id: str, region: str, name: str, label: str) -> int | None:
        found = self.store.scalar(
            "SELECT version FROM ssm_labels WHERE account_id=? AND region=? AND name=? AND label=?",
            (account_id, region, name, label),
        )
        return None if found is None else int(found)

    def labels_of(self, account_id: str, region: str, name: str, number: int) -> tuple[str, ...]:
        return tuple(
            row["label"]
            for row in self.store.all(
                "SELECT label FROM ssm_labels WHERE account_id=? AND region=? AND name=? AND version=? ORDER BY label",
                (account_id, region, name, number),
            )
        )

    def history(self, account_id: str, region: str, name: str, after: int, limit: int) -> list[Version]:
        rows = self.store.all(
            f"SELECT {_VERSION_COLUMNS} FROM ssm_versions v WHERE account_id=? AND region=? AND name=?"
            " AND version > ? ORDER BY version LIMIT ?",
            (account_id, region, name, after, limit),
        )
        return [_version(row, self.labels_of(account_id, region, name, row["version"])) for row in rows]

    def oldest_versions(self, account_id: str, region: str, name: str) -> tuple[int, int]:
        """(number of kept versions, the oldest kept version)."""
        row = self.store.one(
            "SELECT COUNT(*) AS n, MIN(version) AS oldest FROM ssm_versions WHERE account_id=? AND region=? AND name=?",
            (account_id, region, name),
        )
        return (0, 0) if row is None or not row["n"] else (int(row["n"]), int(row["oldest"]))

    def count(self, account_id: str, region: str, tier: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM ssm_parameters WHERE account_id=? AND region=? AND tier=?",
                (account_id, region, tier),
            )
        )

    def add_version(
        self, account_id: str, region: str, version: Version, tags: dict[str, str] | None
    ) -> None:
        """Store ``version`` as the parameter's latest (``tags``: a new parameter's, None keeps them)."""
        self.store.execute(
            "INSERT INTO ssm_versions (account_id, region, name, version, type, value, key_id, description,"
            " allowed_pattern, tier, policies, data_type, modified, modified_by)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                account_id,
                region,
                version.name,
                version.version,
                version.type,
                version.value,
                version.key_id,
                version.description,
                version.allowed_pattern,
                version.tier,
                version.policies,
                version.data_type,
                version.modified,
                version.modified_by,
            ),
        )
        if tags is None:
            self.store.execute(
                "UPDATE ssm_parameters SET version=?, tier=? WHERE account_id=? AND region=? AND name=?",
                (version.version, version.tier, account_id, region, version.name),
            )
        else:
            self.store.execute(
                "INSERT INTO ssm_parameters (account_id, region, name, version, tier, tags) VALUES (?,?,?,?,?,?)",
                (account_id, region, version.name, version.version, version.tier, json.dumps(tags)),
            )

    def drop_version(self, account_id: str, region: str, name: str, number: int) -> None:
        self.store.execute(
            "DELETE FROM ssm_versions WHERE account_id=? AND region=? AND name=? AND version=?",
            (account_id, region, name, number),
        )

    def delete(self, account_id: str, region: str, name: str) -> bool:
        key = (account_id, region, name)
        gone = self.store.execute(
            "DELETE FROM ssm_parameters WHERE account_id=? AND region=? AND name=?", key
        )
        self.store.execute("DELETE FROM ssm_versions WHERE account_id=? AND region=? AND name=?", key)
        self.store.execute("DELETE FROM ssm_labels WHERE account_id=? AND region=? AND name=?", key)
        return gone.rowcount > 0

    def set_label(self, account_id: str, region: str, name: str, label: str, number: int) -> None:
        self.store.execute(
            "INSERT INTO ssm_labels (account_id, region, name, label, version) VALUES (?,?,?,?,?)"
            " ON CONFLICT (account_id, region, name, label) DO UPDATE SET version=excluded.version",
            (account_id, region, name, label, number),
        )

    def remove_label(self, account_id: str, region: str, name: str, label: str) -> None:
        self.store.execute(
            "DELETE FROM ssm_labels WHERE account_id=? AND region=? AND name=? AND label=?",
            (account_id, region, name, label),
        )

    def set_tags(self, account_id: str, region: str, name: str, tags: dict[str, str]) -> None:
        self.store.execute(
            "UPDATE ssm_parameters SET tags=? WHERE account_id=? AND region=? AND name=?",
            (json.dumps(tags), account_id, region, name),
        )


class LocalKeys:
    """``ssm_local_keys``: one random AES key per account and region (made on first use)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def get(self, account_id: str, region: str) -> bytes | None:
        found = self.store.scalar(
            "SELECT secret FROM ssm_local_keys WHERE account_id=? AND region=?", (account_id, region)
        )
        return None if found is None else bytes(found)

    def add(self, account_id: str, region: str, secret: bytes) -> None:
        """Keep ``secret`` unless a key is already there (committed before any value sealed with it)."""
        with self.store.transaction():
            self.store.execute(
                "INSERT OR IGNORE INTO ssm_local_keys (account_id, region, secret) VALUES (?,?,?)",
                (account_id, region, secret),
            )
