"""Configuration sets (``ses_config_sets``) and their event destinations (``ses_event_destinations``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class ConfigSet:
    name: str
    created: float
    sending_enabled: bool
    tags: dict[str, str]


@dataclass(frozen=True, slots=True)
class Destination:
    config_set: str
    name: str
    enabled: bool
    #: v1's event type names (``send``, ``delivery``...), lower case as v1 spells them.
    types: list[str]
    sns_topic_arn: str | None
    event_bus_arn: str | None


def _set(row: Any) -> ConfigSet:
    return ConfigSet(row["name"], row["created"], bool(row["sending_enabled"]), json.loads(row["tags"]))


def _destination(row: Any) -> Destination:
    return Destination(
        row["config_set"],
        row["name"],
        bool(row["enabled"]),
        json.loads(row["types"]),
        row["sns_topic_arn"],
        row["event_bus_arn"],
    )


def find(store: Store, account_id: str, region: str, name: str) -> ConfigSet | None:
    row = store.one(
        "SELECT * FROM ses_config_sets WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    return None if row is None else _set(row)


def add(store: Store, account_id: str, region: str, one: ConfigSet) -> None:
    store.execute(
        "INSERT INTO ses_config_sets (account_id, region, name, created, sending_enabled, tags) VALUES (?, ?, ?, ?, ?, ?)",
        (account_id, region, one.name, one.created, int(one.sending_enabled), json.dumps(one.tags)),
    )


def set_tags(store: Store, account_id: str, region: str, name: str, tags: dict[str, str]) -> None:
    store.execute(
        "UPDATE ses_config_sets SET tags=? WHERE account_id=? AND region=? AND name=?",
        (json.dumps(tags), account_id, region, name),
    )


def set_sending(store: Store, account_id: str, region: str, name: str, enabled: bool) -> None:
    store.execute(
        "UPDATE ses_config_sets SET sending_enabled=? WHERE account_id=? AND region=? AND name=?",
        (int(enabled), account_id, region, name),
    )


def delete(store: Store, account_id: str, region: str, name: str) -> bool:
    store.execute(
        "DELETE FROM ses_event_destinations WHERE account_id=? AND region=? AND config_set=?",
        (account_id, region, name),
    )
    cursor = store.execute(
        "DELETE FROM ses_config_sets WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    return cursor.rowcount > 0


def listed(store: Store, account_id: str, region: str, after: str, limit: int) -> list[ConfigSet]:
    rows = store.all(
        "SELECT * FROM ses_config_sets WHERE account_id=? AND region=? AND name>? ORDER BY name LIMIT ?",
        (account_id, region, after, limit),
    )
    return [_set(row) for row in rows]


def count(store: Store, account_id: str, region: str) -> int:
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM ses_config_sets WHERE account_id=? AND region=?", (account_id, region)
        )
    )


def destinations(store: Store, account_id: str, region: str, config_set: str) -> list[Destination]:
    rows = store.all(
        "SELECT * FROM ses_event_destinations WHERE account_id=? AND region=? AND config_set=? ORDER BY name",
        (account_id, region, config_set),
    )
    return [_destination(row) for row in rows]


def put_destination(store: Store, account_id: str, region: str, one: Destination) -> None:
    store.execute(
        "INSERT INTO ses_event_destinations (account_id, region, config_set, name, enabled, types, sns_topic_arn, "
        "event_bus_arn) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(account_id, region, config_set, name) DO UPDATE "
        "SET enabled=excluded.enabled, types=excluded.types, sns_topic_arn=excluded.sns_topic_arn, "
        "event_bus_arn=excluded.event_bus_arn",
        (
            account_id,
            region,
            one.config_set,
            one.name,
            int(one.enabled),
            json.dumps(one.types),
            one.sns_topic_arn,
            one.event_bus_arn,
        ),
    )


def delete_destination(store: Store, account_id: str, region: str, config_set: str, name: str) -> bool:
    cursor = store.execute(
        "DELETE FROM ses_event_destinations WHERE account_id=? AND region=? AND config_set=? AND name=?",
        (account_id, region, config_set, name),
    )
    return cursor.rowcount > 0
