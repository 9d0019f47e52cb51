"""Archives (``events_archives``), the events they keep (``events_archived``) and replays
(``events_replays``); each a JSON spec beside the columns it is looked up by."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Archive:
    account_id: str
    region: str
    name: str
    bus_arn: str
    spec: dict[str, Any]
    created: float

    @property
    def arn(self) -> str:
        return f"arn:aws:events:{self.region}:{self.account_id}:archive/{self.name}"


@dataclass(frozen=True, slots=True)
class Replay:
    account_id: str
    region: str
    name: str
    archive_arn: str
    state: str
    spec: dict[str, Any]
    #: The archived row replayed last (0: none yet).
    position: int
    started: float
    ended: float | None
    last_replayed: float | None
    reason: str

    @property
    def arn(self) -> str:
        return f"arn:aws:events:{self.region}:{self.account_id}:replay/{self.name}"

    def moved(self, **changes: Any) -> Replay:
        return replace(self, **changes)


def _archive(row: Any) -> Archive:
    return Archive(
        row["account_id"], row["region"], row["name"], row["bus_arn"], json.loads(row["spec"]), row["created"]
    )


def find(store: Store, account_id: str, region: str, name: str) -> Archive | None:
    row = store.one(
        "SELECT * FROM events_archives WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    return None if row is None else _archive(row)


def put(store: Store, archive: Archive) -> None:
    store.execute(
        "INSERT OR REPLACE INTO events_archives (account_id, region, name, bus_arn, spec, created)"
        " VALUES (?,?,?,?,?,?)",
        (
            archive.account_id,
            archive.region,
            archive.name,
            archive.bus_arn,
            json.dumps(archive.spec),
            archive.created,
        ),
    )


def listed(store: Store, account_id: str, region: str) -> list[Archive]:
    rows = store.all(
        "SELECT * FROM events_archives WHERE account_id=? AND region=? ORDER BY name", (account_id, region)
    )
    return [_archive(row) for row in rows]


def on_bus(store: Store, bus_arn: str) -> list[Archive]:
    return [_archive(row) for row in store.all("SELECT * FROM events_archives WHERE bus_arn=?", (bus_arn,))]


def remove(store: Store, archive: Archive) -> None:
    store.execute(
        "DELETE FROM events_archives WHERE account_id=? AND region=? AND name=?",
        (archive.account_id, archive.region, archive.name),
    )
    store.execute("DELETE FROM events_archived WHERE archive_arn=?", (archive.arn,))


def keep(store: Store, archive_arn: str, at: float, event: dict[str, Any]) -> None:
    store.execute(
        "INSERT INTO events_archived (archive_arn, at, event) VALUES (?,?,?)",
        (archive_arn, at, json.dumps(event)),
    )


def counts(store: Store, archive_arn: str) -> tuple[int, int]:
    """(events kept, their size in bytes)."""
    row = store.one(
        "SELECT COUNT(*) AS n, COALESCE(SUM(LENGTH(event)), 0) AS size FROM events_archived WHERE archive_arn=?",
        (archive_arn,),
    )
    return (int(row["n"]), int(row["size"])) if row is not None else (0, 0)


def window(
    store: Store, archive_arn: str, after_id: int, start: float, end: float, limit: int
) -> list[tuple[int, float, dict[str, Any]]]:
    rows = store.all(
        "SELECT id, at, event FROM events_archived WHERE archive_arn=? AND id>? AND at>=? AND at<?"
        " ORDER BY id LIMIT ?",
        (archive_arn, after_id, start, end, limit),
    )
    return [(int(row["id"]), float(row["at"]), json.loads(row["event"])) for row in rows]


def expire(store: Store, archive_arn: str, before: float) -> None:
    store.execute("DELETE FROM events_archived WHERE archive_arn=? AND at<?", (archive_arn, before))


def every(store: Store) -> list[Archive]:
    return [_archive(row) for row in store.all("SELECT * FROM events_archives")]


def _replay(row: Any) -> Replay:
    return Replay(
        row["account_id"],
        row["region"],
        row["name"],
        row["archive_arn"],
        row["state"],
        json.loads(row["spec"]),
        int(row["position"]),
        row["started"],
        row["ended"],
        row["last_replayed"],
        row["reason"],
    )


def find_replay(store: Store, account_id: str, region: str, name: str) -> Replay | None:
    row = store.one(
        "SELECT * FROM events_replays WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    return None if row is None else _replay(row)


def put_replay(store: Store, replay: Replay) -> None:
    store.execute(
        "INSERT OR REPLACE INTO events_replays (account_id, region, name, archive_arn, state, spec, position,"
        " started, ended, last_replayed, reason) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (
            replay.account_id,
            replay.region,
            replay.name,
            replay.archive_arn,
            replay.state,
            json.dumps(replay.spec),
            replay.position,
            replay.started,
            replay.ended,
            replay.last_replayed,
            replay.reason,
        ),
    )


def replays(store: Store, account_id: str, region: str) -> list[Replay]:
    rows = store.all(
        "SELECT * FROM events_replays WHERE account_id=? AND region=? ORDER BY name", (account_id, region)
    )
    return [_replay(row) for row in rows]


def active_replays(store: Store) -> list[Replay]:
    rows = store.all("SELECT * FROM events_replays WHERE state IN ('STARTING', 'RUNNING', 'CANCELLING')")
    return [_replay(row) for row in rows]
