"""State machine versions (``sfn_versions``, numbered per machine by ``sfn_version_counters``, never
reused) and aliases (``sfn_aliases``) that route executions to one or two versions by weight."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Version:
    arn: str
    machine_arn: str
    number: int
    type: str
    definition: str
    role_arn: str
    logging: dict[str, Any]
    tracing: dict[str, Any]
    revision_id: str
    description: str | None
    created: float


@dataclass(frozen=True, slots=True)
class Alias:
    arn: str
    machine_arn: str
    name: str
    description: str | None
    #: (version ARN, weight) pairs, one or two.
    routing: tuple[tuple[str, int], ...]
    created: float
    updated: float


def _version(row: sqlite3.Row) -> Version:
    return Version(
        row["arn"],
        row["machine_arn"],
        row["number"],
        row["type"],
        row["definition"],
        row["role_arn"],
        json.loads(row["logging"]),
        json.loads(row["tracing"]),
        row["revision_id"],
        row["description"],
        row["created"],
    )


def _alias(row: sqlite3.Row) -> Alias:
    return Alias(
        row["arn"],
        row["machine_arn"],
        row["name"],
        row["description"],
        tuple((str(arn), int(weight)) for arn, weight in json.loads(row["routing"])),
        row["created"],
        row["updated"],
    )


class Versions:
    def __init__(self, store: Store) -> None:
        self.store = store

    # ------------------------------------------------------------------ the revision counter

    def start_counter(self, machine_arn: str, initial_revision: str) -> None:
        self.store.execute(
            "INSERT OR IGNORE INTO sfn_version_counters (machine_arn, last, initial_revision) VALUES (?,0,?)",
            (machine_arn, initial_revision),
        )

    def initial_revision(self, machine_arn: str) -> str | None:
        value = self.store.scalar(
            "SELECT initial_revision FROM sfn_version_counters WHERE machine_arn=?", (machine_arn,)
        )
        return None if value is None else str(value)

    def next_number(self, machine_arn: str) -> int:
        self.store.execute(
            "INSERT OR IGNORE INTO sfn_version_counters (machine_arn, last, initial_revision) VALUES (?,0,'')",
            (machine_arn,),
        )
        self.store.execute(
            "UPDATE sfn_version_counters SET last = last + 1 WHERE machine_arn=?", (machine_arn,)
        )
        return int(
            self.store.scalar("SELECT last FROM sfn_version_counters WHERE machine_arn=?", (machine_arn,))
        )

    # ------------------------------------------------------------------ versions

    def find(self, arn: str) -> Version | None:
        row = self.store.one("SELECT * FROM sfn_versions WHERE arn=?", (arn,))
        return None if row is None else _version(row)

    def of_revision(self, machine_arn: str, revision_id: str) -> Version | None:
        row = self.store.one(
            "SELECT * FROM sfn_versions WHERE machine_arn=? AND revision_id=? ORDER BY number DESC LIMIT 1",
            (machine_arn, revision_id),
        )
        return None if row is None else _version(row)

    def count(self, machine_arn: str) -> int:
        return int(self.store.scalar("SELECT COUNT(*) FROM sfn_versions WHERE machine_arn=?", (machine_arn,)))

    def insert(self, v: Version) -> None:
        self.store.execute(
            "INSERT INTO sfn_versions (arn, machine_arn, number, type, definition, role_arn, logging, tracing,"
            " revision_id, description, created) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (
                v.arn,
                v.machine_arn,
                v.number,
                v.type,
                v.definition,
                v.role_arn,
                json.dumps(v.logging),
                json.dumps(v.tracing),
                v.revision_id,
                v.description,
                v.created,
            ),
        )

    def delete(self, arn: str) -> None:
        self.store.execute("DELETE FROM sfn_versions WHERE arn=?", (arn,))

    def page(self, machine_arn: str, below: int | None, limit: int) -> list[Version]:
        """Newest first (AWS lists versions in descending order of their number)."""
        rows = self.store.all(
            "SELECT * FROM sfn_versions WHERE machine_arn=? AND number < ? ORDER BY number DESC LIMIT ?",
            (machine_arn, below if below is not None else 1 << 62, limit),
        )
        return [_version(r) for r in rows]

    # ------------------------------------------------------------------ aliases

    def alias(self, arn: str) -> Alias | None:
        row = self.store.one("SELECT * FROM sfn_aliases WHERE arn=?", (arn,))
        return None if row is None else _alias(row)

    def aliases(self, machine_arn: str) -> list[Alias]:
        rows = self.store.all(
            "SELECT * FROM sfn_aliases WHERE machine_arn=? ORDER BY created DESC, arn", (machine_arn,)
        )
        return [_alias(r) for r in rows]

    def aliases_of_version(self, version_arn: str) -> list[Alias]:
        machine_arn = version_arn.rsplit(":", 1)[0]
        return [a for a in self.aliases(machine_arn) if any(arn == version_arn for arn, _ in a.routing)]

    def put_alias(self, a: Alias) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO sfn_aliases (arn, machine_arn, name, description, routing, created, updated)"
            " VALUES (?,?,?,?,?,?,?)",
            (a.arn, a.machine_arn, a.name, a.description, json.dumps(a.routing), a.created, a.updated),
        )

    def delete_alias(self, arn: str) -> None:
        self.store.execute("DELETE FROM sfn_aliases WHERE arn=?", (arn,))

    def delete_for_machine(self, machine_arn: str) -> None:
        for table in ("sfn_aliases", "sfn_versions", "sfn_version_counters"):
            self.store.execute(f"DELETE FROM {table} WHERE machine_arn=?", (machine_arn,))
