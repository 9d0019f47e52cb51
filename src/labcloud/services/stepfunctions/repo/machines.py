"""State machine records in ``sfn_machines``."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store
from labcloud.store.records import FrozenRecord


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Machine(FrozenRecord):
    """One state machine: its definition, role, logging, tracing and tags."""

    arn: str
    account_id: str
    region: str
    name: str
    type: str
    definition: str
    role_arn: str
    logging: dict[str, Any]
    tracing: dict[str, Any]
    tags: dict[str, str]
    created: float
    revision_id: str


def _machine(row: sqlite3.Row) -> Machine:
    return Machine(
        row["arn"],
        row["account_id"],
        row["region"],
        row["name"],
        row["type"],
        row["definition"],
        row["role_arn"],
        json.loads(row["logging"]),
        json.loads(row["tracing"]),
        json.loads(row["tags"]),
        row["created"],
        row["revision_id"],
    )


class Machines:
    def __init__(self, store: Store) -> None:
        self.store = store

    def find(self, arn: str) -> Machine | None:
        row = self.store.one("SELECT * FROM sfn_machines WHERE arn=?", (arn,))
        return None if row is None else _machine(row)

    def insert(self, m: Machine) -> None:
        self.store.execute(
            "INSERT INTO sfn_machines (arn, account_id, region, name, type, definition, role_arn, logging,"
            " tracing, tags, created, revision_id) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                m.arn,
                m.account_id,
                m.region,
                m.name,
                m.type,
                m.definition,
                m.role_arn,
                json.dumps(m.logging),
                json.dumps(m.tracing),
                json.dumps(m.tags),
                m.created,
                m.revision_id,
            ),
        )

    def update(self, m: Machine) -> None:
        self.store.execute(
            "UPDATE sfn_machines SET definition=?, role_arn=?, logging=?, tracing=?, tags=?, revision_id=?"
            " WHERE arn=?",
            (
                m.definition,
                m.role_arn,
                json.dumps(m.logging),
                json.dumps(m.tracing),
                json.dumps(m.tags),
                m.revision_id,
                m.arn,
            ),
        )

    def delete(self, arn: str) -> None:
        self.store.execute("DELETE FROM sfn_machines WHERE arn=?", (arn,))

    def page(self, account_id: str, region: str, after: str, limit: int) -> list[Machine]:
        rows = self.store.all(
            "SELECT * FROM sfn_machines WHERE account_id=? AND region=? AND arn > ? ORDER BY arn LIMIT ?",
            (account_id, region, after, limit),
        )
        return [_machine(r) for r in rows]

    def all(self) -> list[Machine]:
        return [_machine(r) for r in self.store.all("SELECT * FROM sfn_machines ORDER BY arn")]
