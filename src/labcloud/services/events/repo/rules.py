"""Rules in ``events_rules`` and their targets in ``events_targets``."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from labcloud.services.events.records import Rule, Target
from labcloud.store.db import Store


def _rule(row: sqlite3.Row) -> Rule:
    return Rule(
        row["account_id"],
        row["region"],
        row["bus"],
        row["name"],
        row["event_pattern"],
        row["schedule"],
        row["state"],
        row["description"],
        row["role_arn"],
        row["managed_by"],
        json.loads(row["tags"]),
        row["created"],
        row["next_fire"],
    )


def find(store: Store, account_id: str, region: str, bus: str, name: str) -> Rule | None:
    row = store.one(
        "SELECT * FROM events_rules WHERE account_id=? AND region=? AND bus=? AND name=?",
        (account_id, region, bus, name),
    )
    return None if row is None else _rule(row)


def listed(
    store: Store, account_id: str, region: str, bus: str, prefix: str, after: str, limit: int
) -> list[Rule]:
    rows = store.all(
        "SELECT * FROM events_rules WHERE account_id=? AND region=? AND bus=? AND name > ?"
        " AND substr(name, 1, ?) = ? ORDER BY name LIMIT ?",
        (account_id, region, bus, after, len(prefix), prefix, limit),
    )
    return [_rule(row) for row in rows]


def on_bus(store: Store, account_id: str, region: str, bus: str) -> list[Rule]:
    rows = store.all(
        "SELECT * FROM events_rules WHERE account_id=? AND region=? AND bus=? ORDER BY name",
        (account_id, region, bus),
    )
    return [_rule(row) for row in rows]


def count_on_bus(store: Store, account_id: str, region: str, bus: str) -> int:
    row = store.one(
        "SELECT COUNT(*) AS n FROM events_rules WHERE account_id=? AND region=? AND bus=?",
        (account_id, region, bus),
    )
    return int(row["n"]) if row is not None else 0


def due(store: Store, now: float) -> list[Rule]:
    rows = store.all(
        "SELECT * FROM events_rules WHERE next_fire IS NOT NULL AND next_fire <= ? ORDER BY next_fire", (now,)
    )
    return [_rule(row) for row in rows]


def save(store: Store, rule: Rule) -> None:
    store.execute(
        "INSERT INTO events_rules (account_id, region, bus, name, event_pattern, schedule, state, description,"
        " role_arn, managed_by, tags, created, next_fire) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)"
        " ON CONFLICT (account_id, region, bus, name) DO UPDATE SET event_pattern=excluded.event_pattern,"
        " schedule=excluded.schedule, state=excluded.state, description=excluded.description,"
        " role_arn=excluded.role_arn, tags=excluded.tags, next_fire=excluded.next_fire",
        (
            rule.account_id,
            rule.region,
            rule.bus,
            rule.name,
            rule.event_pattern,
            rule.schedule,
            rule.state,
            rule.description,
            rule.role_arn,
            rule.managed_by,
            json.dumps(rule.tags),
            rule.created,
            rule.next_fire,
        ),
    )


def set_next_fire(store: Store, rule: Rule, when: float | None) -> None:
    store.execute(
        "UPDATE events_rules SET next_fire=? WHERE account_id=? AND region=? AND bus=? AND name=?",
        (when, rule.account_id, rule.region, rule.bus, rule.name),
    )


def delete(store: Store, rule: Rule) -> None:
    key = (rule.account_id, rule.region, rule.bus, rule.name)
    store.execute("DELETE FROM events_targets WHERE account_id=? AND region=? AND bus=? AND rule=?", key)
    store.execute("DELETE FROM events_rules WHERE account_id=? AND region=? AND bus=? AND name=?", key)


def targets(store: Store, rule: Rule) -> list[Target]:
    rows = store.all(
        "SELECT target_id, spec FROM events_targets WHERE account_id=? AND region=? AND bus=? AND rule=?"
        " ORDER BY seq",
        (rule.account_id, rule.region, rule.bus, rule.name),
    )
    return [Target(rule, row["target_id"], json.loads(row["spec"])) for row in rows]


def put_target(store: Store, rule: Rule, target_id: str, spec: dict[str, Any]) -> None:
    store.execute(
        "INSERT INTO events_targets (account_id, region, bus, rule, target_id, seq, spec) VALUES (?,?,?,?,?,"
        " (SELECT COALESCE(MAX(seq), 0) + 1 FROM events_targets), ?)"
        " ON CONFLICT (account_id, region, bus, rule, target_id) DO UPDATE SET spec=excluded.spec",
        (rule.account_id, rule.region, rule.bus, rule.name, target_id, json.dumps(spec)),
    )


def remove_target(store: Store, rule: Rule, target_id: str) -> bool:
    cursor = store.execute(
        "DELETE FROM events_targets WHERE account_id=? AND region=? AND bus=? AND rule=? AND target_id=?",
        (rule.account_id, rule.region, rule.bus, rule.name, target_id),
    )
    return cursor.rowcount > 0


def rule_names_by_target(store: Store, account_id: str, region: str, bus: str, arn: str) -> list[str]:
    rows = store.all(
        "SELECT DISTINCT rule FROM events_targets WHERE account_id=? AND region=? AND bus=?"
        " AND json_extract(spec, '$.Arn') = ? ORDER BY rule",
        (account_id, region, bus, arn),
    )
    return [row["rule"] for row in rows]
