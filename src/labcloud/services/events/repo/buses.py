"""Custom event buses in ``events_buses`` (the default bus of each account and region needs no row
until it is tagged: ``find`` makes it up)."""

from __future__ import annotations

import json
import sqlite3

from labcloud.services.events.records import DEFAULT_BUS, Bus
from labcloud.store.db import Store


def _bus(row: sqlite3.Row) -> Bus:
    return Bus(
        row["account_id"],
        row["region"],
        row["name"],
        row["description"],
        json.loads(row["tags"]),
        row["created"],
        row["modified"],
        row["policy"],
    )


def find(store: Store, account_id: str, region: str, name: str) -> Bus | None:
    row = store.one(
        "SELECT * FROM events_buses WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    if row is not None:
        return _bus(row)
    if name == DEFAULT_BUS:
        return Bus(account_id, region, DEFAULT_BUS, None, {}, 0.0, 0.0)
    return None


def listed(store: Store, account_id: str, region: str, prefix: str, after: str, limit: int) -> list[Bus]:
    """Buses in name order after ``after``, whose name starts with ``prefix`` (the default bus included)."""
    rows = store.all(
        "SELECT * FROM events_buses WHERE account_id=? AND region=? AND name > ? AND substr(name, 1, ?) = ?"
        " ORDER BY name LIMIT ?",
        (account_id, region, after, len(prefix), prefix, limit + 1),
    )
    buses = [_bus(row) for row in rows]
    if (
        DEFAULT_BUS.startswith(prefix)
        and DEFAULT_BUS > after
        and not any(b.name == DEFAULT_BUS for b in buses)
    ):
        buses.append(Bus(account_id, region, DEFAULT_BUS, None, {}, 0.0, 0.0))
        buses.sort(key=lambda b: b.name)
    return buses[: limit + 1]


def insert(store: Store, bus: Bus) -> None:
    store.execute(
        "INSERT INTO events_buses (account_id, region, name, description, tags, created, modified)"
        " VALUES (?,?,?,?,?,?,?)",
        (
            bus.account_id,
            bus.region,
            bus.name,
            bus.description,
            json.dumps(bus.tags),
            bus.created,
            bus.modified,
        ),
    )


def set_tags(store: Store, bus: Bus, tags: dict[str, str], now: float) -> None:
    store.execute(
        "INSERT INTO events_buses (account_id, region, name, description, tags, created, modified)"
        " VALUES (?,?,?,?,?,?,?) ON CONFLICT (account_id, region, name) DO UPDATE SET tags=excluded.tags,"
        " modified=excluded.modified",
        (bus.account_id, bus.region, bus.name, bus.description, json.dumps(tags), bus.created or now, now),
    )


def set_policy(store: Store, bus: Bus, policy: str | None, now: float) -> None:
    store.execute(
        "INSERT INTO events_buses (account_id, region, name, description, tags, policy, created, modified)"
        " VALUES (?,?,?,?,?,?,?,?) ON CONFLICT (account_id, region, name) DO UPDATE SET policy=excluded.policy,"
        " modified=excluded.modified",
        (
            bus.account_id,
            bus.region,
            bus.name,
            bus.description,
            json.dumps(bus.tags),
            policy,
            bus.created or now,
            now,
        ),
    )


def delete(store: Store, account_id: str, region: str, name: str) -> None:
    store.execute(
        "DELETE FROM events_buses WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
