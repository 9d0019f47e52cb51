"""Pipes (``pipes_pipes``): the definition as one JSON spec, the desired and current states, tags."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Pipe:
    account_id: str
    region: str
    name: str
    spec: dict[str, Any]
    desired: str
    current: str
    reason: str
    tags: dict[str, str]
    created: float
    modified: float

    @property
    def arn(self) -> str:
        return arn_of(self.account_id, self.region, self.name)

    def moved(self, **changes: Any) -> Pipe:
        return replace(self, **changes)


def arn_of(account_id: str, region: str, name: str) -> str:
    return f"arn:aws:pipes:{region}:{account_id}:pipe/{name}"


def _pipe(row: Any) -> Pipe:
    return Pipe(
        row["account_id"],
        row["region"],
        row["name"],
        json.loads(row["spec"]),
        row["desired"],
        row["current"],
        row["reason"],
        json.loads(row["tags"]),
        row["created"],
        row["modified"],
    )


def find(store: Store, account_id: str, region: str, name: str) -> Pipe | None:
    row = store.one(
        "SELECT * FROM pipes_pipes WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    return None if row is None else _pipe(row)


def put(store: Store, pipe: Pipe) -> None:
    store.execute(
        "INSERT OR REPLACE INTO pipes_pipes"
        " (account_id, region, name, spec, desired, current, reason, tags, created, modified)"
        " VALUES (?,?,?,?,?,?,?,?,?,?)",
        (
            pipe.account_id,
            pipe.region,
            pipe.name,
            json.dumps(pipe.spec),
            pipe.desired,
            pipe.current,
            pipe.reason,
            json.dumps(pipe.tags),
            pipe.created,
            pipe.modified,
        ),
    )


def listed(store: Store, account_id: str, region: str) -> list[Pipe]:
    rows = store.all(
        "SELECT * FROM pipes_pipes WHERE account_id=? AND region=? ORDER BY name", (account_id, region)
    )
    return [_pipe(row) for row in rows]


def every(store: Store) -> list[Pipe]:
    return [_pipe(row) for row in store.all("SELECT * FROM pipes_pipes ORDER BY account_id, region, name")]


def remove(store: Store, pipe: Pipe) -> None:
    store.execute(
        "DELETE FROM pipes_pipes WHERE account_id=? AND region=? AND name=?",
        (pipe.account_id, pipe.region, pipe.name),
    )
    store.execute("DELETE FROM pipes_checkpoints WHERE pipe_arn=?", (pipe.arn,))
