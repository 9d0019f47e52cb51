"""Rows of ``elbv2_resources`` (load balancers, target groups, listeners, rules) and ``elbv2_targets``."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store

LOAD_BALANCER = "loadbalancer"
TARGET_GROUP = "targetgroup"
LISTENER = "listener"
RULE = "rule"


@dataclass(frozen=True, slots=True)
class Resource:
    arn: str
    account_id: str
    region: str
    kind: str
    name: str
    #: A listener's load balancer, a rule's listener ("" for the others).
    parent: str
    #: A load balancer's DNS name.
    dns: str
    #: The resource in its API shape (LoadBalancer, TargetGroup, Listener, Rule).
    doc: dict[str, Any]
    attributes: dict[str, str]
    tags: list[dict[str, str]]
    created: float


@dataclass(frozen=True, slots=True)
class Target:
    id: str
    port: int
    zone: str


def _resource(row: sqlite3.Row) -> Resource:
    return Resource(
        row["arn"],
        row["account_id"],
        row["region"],
        row["kind"],
        row["name"],
        row["parent"],
        row["dns"],
        json.loads(row["doc"]),
        json.loads(row["attributes"]),
        json.loads(row["tags"]),
        row["created"],
    )


class Resources:
    def __init__(self, store: Store) -> None:
        self.store = store

    def get(self, arn: str) -> Resource | None:
        row = self.store.one("SELECT * FROM elbv2_resources WHERE arn=?", (arn,))
        return None if row is None else _resource(row)

    def named(self, account_id: str, region: str, kind: str, name: str) -> Resource | None:
        row = self.store.one(
            "SELECT * FROM elbv2_resources WHERE account_id=? AND region=? AND kind=? AND name=?",
            (account_id, region, kind, name),
        )
        return None if row is None else _resource(row)

    def of_kind(self, account_id: str, region: str, kind: str) -> list[Resource]:
        rows = self.store.all(
            "SELECT * FROM elbv2_resources WHERE account_id=? AND region=? AND kind=? ORDER BY seq",
            (account_id, region, kind),
        )
        return [_resource(row) for row in rows]

    def count(self, account_id: str, region: str, kind: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM elbv2_resources WHERE account_id=? AND region=? AND kind=?",
                (account_id, region, kind),
            )
        )

    def children(self, parent: str) -> list[Resource]:
        rows = self.store.all("SELECT * FROM elbv2_resources WHERE parent=? ORDER BY seq", (parent,))
        return [_resource(row) for row in rows]

    def by_dns(self, dns: str) -> Resource | None:
        row = self.store.one("SELECT * FROM elbv2_resources WHERE dns=? AND kind=?", (dns, LOAD_BALANCER))
        return None if row is None else _resource(row)

    def every(self, kind: str) -> list[Resource]:
        rows = self.store.all("SELECT * FROM elbv2_resources WHERE kind=? ORDER BY seq", (kind,))
        return [_resource(row) for row in rows]

    def insert(self, resource: Resource) -> None:
        seq = int(self.store.scalar("SELECT COALESCE(MAX(seq), 0) + 1 FROM elbv2_resources"))
        self.store.execute(
            "INSERT INTO elbv2_resources (arn, account_id, region, kind, name, parent, dns, doc, attributes,"
            " tags, created, seq) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                resource.arn,
                resource.account_id,
                resource.region,
                resource.kind,
                resource.name,
                resource.parent,
                resource.dns,
                json.dumps(resource.doc),
                json.dumps(resource.attributes),
                json.dumps(resource.tags),
                resource.created,
                seq,
            ),
        )

    def set_doc(self, arn: str, doc: dict[str, Any]) -> None:
        self.store.execute("UPDATE elbv2_resources SET doc=? WHERE arn=?", (json.dumps(doc), arn))

    def set_attributes(self, arn: str, attributes: dict[str, str]) -> None:
        self.store.execute(
            "UPDATE elbv2_resources SET attributes=? WHERE arn=?", (json.dumps(attributes), arn)
        )

    def set_tags(self, arn: str, tags: list[dict[str, str]]) -> None:
        self.store.execute("UPDATE elbv2_resources SET tags=? WHERE arn=?", (json.dumps(tags), arn))

    def delete(self, arn: str) -> None:
        self.store.execute("DELETE FROM elbv2_resources WHERE arn=?", (arn,))
        self.store.execute("DELETE FROM elbv2_targets WHERE target_group=?", (arn,))

    # ------------------------------------------------------------------ targets

    def targets(self, target_group: str) -> list[Target]:
        rows = self.store.all(
            "SELECT target_id, port, zone FROM elbv2_targets WHERE target_group=? ORDER BY registered, target_id",
            (target_group,),
        )
        return [Target(row["target_id"], row["port"], row["zone"]) for row in rows]

    def register(self, target_group: str, target: Target, now: float) -> None:
        self.store.execute(
            "INSERT OR IGNORE INTO elbv2_targets (target_group, target_id, port, zone, registered)"
            " VALUES (?,?,?,?,?)",
            (target_group, target.id, target.port, target.zone, now),
        )

    def deregister(self, target_group: str, target_id: str, port: int | None) -> None:
        if port is None:
            self.store.execute(
                "DELETE FROM elbv2_targets WHERE target_group=? AND target_id=?", (target_group, target_id)
            )
        else:
            self.store.execute(
                "DELETE FROM elbv2_targets WHERE target_group=? AND target_id=? AND port=?",
                (target_group, target_id, port),
            )
