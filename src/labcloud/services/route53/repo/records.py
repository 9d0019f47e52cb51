"""Record set rows in ``route53_records``: one ``ResourceRecordSet`` document each, keyed by zone, the
name with its labels reversed (Route 53's listing order), type and set identifier ('' for none)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store

Key = tuple[str, str, str]  # (sort name, type, identifier)


def of_zone(store: Store, zone_id: str) -> dict[Key, dict[str, Any]]:
    rows = store.all(
        "SELECT sort_name, type, identifier, doc FROM route53_records WHERE zone_id=?"
        " ORDER BY sort_name, type, identifier",
        (zone_id,),
    )
    return {(r["sort_name"], r["type"], r["identifier"]): dict(json.loads(r["doc"])) for r in rows}


def named(store: Store, zone_id: str, sort_names: set[str]) -> dict[Key, dict[str, Any]]:
    """The zone's record sets of these names (a change batch reads no more than the names it touches)."""
    found: dict[Key, dict[str, Any]] = {}
    wanted = sorted(sort_names)
    for start in range(0, len(wanted), 500):
        chunk = wanted[start : start + 500]
        rows = store.all(
            f"SELECT sort_name, type, identifier, doc FROM route53_records WHERE zone_id=?"
            f" AND sort_name IN ({','.join('?' * len(chunk))})",
            (zone_id, *chunk),
        )
        found.update({(r["sort_name"], r["type"], r["identifier"]): dict(json.loads(r["doc"])) for r in rows})
    return found


def count(store: Store, zone_id: str) -> int:
    return int(store.scalar("SELECT COUNT(*) FROM route53_records WHERE zone_id=?", (zone_id,)))


def page(store: Store, zone_id: str, start: Key, limit: int) -> list[tuple[Key, dict[str, Any]]]:
    """Up to ``limit`` record sets from ``start`` on, in Route 53's order."""
    rows = store.all(
        "SELECT sort_name, type, identifier, doc FROM route53_records WHERE zone_id=?"
        " AND (sort_name, type, identifier) >= (?, ?, ?) ORDER BY sort_name, type, identifier LIMIT ?",
        (zone_id, *start, limit),
    )
    return [((r["sort_name"], r["type"], r["identifier"]), dict(json.loads(r["doc"]))) for r in rows]


def put(store: Store, zone_id: str, key: Key, doc: dict[str, Any]) -> None:
    store.execute(
        "INSERT OR REPLACE INTO route53_records (zone_id, sort_name, type, identifier, doc) VALUES (?,?,?,?,?)",
        (zone_id, *key, json.dumps(doc)),
    )


def delete(store: Store, zone_id: str, key: Key) -> None:
    store.execute(
        "DELETE FROM route53_records WHERE zone_id=? AND sort_name=? AND type=? AND identifier=?",
        (zone_id, *key),
    )


def delete_zone(store: Store, zone_id: str) -> None:
    store.execute("DELETE FROM route53_records WHERE zone_id=?", (zone_id,))


def using_health_check(store: Store, health_check_id: str) -> bool:
    row = store.one(
        "SELECT 1 FROM route53_records WHERE json_extract(doc, '$.HealthCheckId')=? LIMIT 1",
        (health_check_id,),
    )
    return row is not None
