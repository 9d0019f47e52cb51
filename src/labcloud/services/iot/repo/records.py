"""Rows of IoT's tables as typed records; every statement IoT runs is here."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Thing:
    account_id: str
    region: str
    name: str
    id: str
    type_name: str | None
    attributes: dict[str, str]
    version: int
    created: float


@dataclass(frozen=True, slots=True)
class Policy:
    account_id: str
    region: str
    name: str
    document: str
    version_id: int
    created: float


@dataclass(frozen=True, slots=True)
class Certificate:
    id: str
    account_id: str
    region: str
    pem: str
    status: str
    created: float
    updated: float


@dataclass(frozen=True, slots=True)
class Rule:
    account_id: str
    region: str
    name: str
    payload: dict[str, Any]
    created: float


@dataclass(frozen=True, slots=True)
class Shadow:
    thing: str
    shadow: str
    document: dict[str, Any]
    version: int
    updated: float


@dataclass(frozen=True, slots=True)
class Retained:
    topic: str
    payload: bytes
    qos: int
    updated: float


@dataclass(frozen=True, slots=True)
class Publication:
    """An acknowledged publish whose rules have not run yet (the outbox)."""

    id: int
    account_id: str
    region: str
    topic: str
    payload: bytes
    client_id: str
    published: float
    hops: int = 0


def _thing(row: sqlite3.Row) -> Thing:
    values = dict(row)
    values["attributes"] = json.loads(values["attributes"])
    return Thing(**values)


# ---------------------------------------------------------------------- things


def put_thing(store: Store, thing: Thing) -> None:
    store.execute(
        "INSERT OR REPLACE INTO iot_things (account_id, region, name, id, type_name, attributes, version,"
        " created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            thing.account_id,
            thing.region,
            thing.name,
            thing.id,
            thing.type_name,
            json.dumps(thing.attributes),
            thing.version,
            thing.created,
        ),
    )


def thing(store: Store, account_id: str, region: str, name: str) -> Thing | None:
    row = store.one(
        "SELECT * FROM iot_things WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    return None if row is None else _thing(row)


def things(store: Store, account_id: str, region: str, after: str, limit: int) -> list[Thing]:
    rows = store.all(
        "SELECT * FROM iot_things WHERE account_id=? AND region=? AND name>? ORDER BY name LIMIT ?",
        (account_id, region, after, limit),
    )
    return [_thing(r) for r in rows]


def remove_thing(store: Store, account_id: str, region: str, name: str) -> None:
    store.execute(
        "DELETE FROM iot_things WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )


# ---------------------------------------------------------------------- policies


def put_policy(store: Store, policy: Policy) -> None:
    store.execute(
        "INSERT OR REPLACE INTO iot_policies (account_id, region, name, document, version_id, created)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (policy.account_id, policy.region, policy.name, policy.document, policy.version_id, policy.created),
    )


def policy(store: Store, account_id: str, region: str, name: str) -> Policy | None:
    row = store.one(
        "SELECT * FROM iot_policies WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    return None if row is None else Policy(**dict(row))


def policies(store: Store, account_id: str, region: str, after: str, limit: int) -> list[Policy]:
    rows = store.all(
        "SELECT * FROM iot_policies WHERE account_id=? AND region=? AND name>? ORDER BY name LIMIT ?",
        (account_id, region, after, limit),
    )
    return [Policy(**dict(r)) for r in rows]


def remove_policy(store: Store, account_id: str, region: str, name: str) -> None:
    store.execute(
        "DELETE FROM iot_policies WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )


# ---------------------------------------------------------------------- certificates


def put_certificate(store: Store, certificate: Certificate) -> None:
    store.execute(
        "INSERT OR REPLACE INTO iot_certificates (id, account_id, region, pem, status, created, updated)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            certificate.id,
            certificate.account_id,
            certificate.region,
            certificate.pem,
            certificate.status,
            certificate.created,
            certificate.updated,
        ),
    )


def certificate(store: Store, account_id: str, region: str, certificate_id: str) -> Certificate | None:
    row = store.one(
        "SELECT * FROM iot_certificates WHERE account_id=? AND region=? AND id=?",
        (account_id, region, certificate_id),
    )
    return None if row is None else Certificate(**dict(row))


def certificates(store: Store, account_id: str, region: str, after: str, limit: int) -> list[Certificate]:
    rows = store.all(
        "SELECT * FROM iot_certificates WHERE account_id=? AND region=? AND id>? ORDER BY id LIMIT ?",
        (account_id, region, after, limit),
    )
    return [Certificate(**dict(r)) for r in rows]


def remove_certificate(store: Store, certificate_id: str) -> None:
    store.execute("DELETE FROM iot_certificates WHERE id=?", (certificate_id,))


# ---------------------------------------------------------------------- attachments (kind: policy | thing)


def attach(store: Store, account_id: str, region: str, kind: str, target: str, principal: str) -> None:
    store.execute(
        "INSERT OR IGNORE INTO iot_attachments (account_id, region, kind, target, principal)"
        " VALUES (?, ?, ?, ?, ?)",
        (account_id, region, kind, target, principal),
    )


def detach(store: Store, account_id: str, region: str, kind: str, target: str, principal: str) -> None:
    store.execute(
        "DELETE FROM iot_attachments WHERE account_id=? AND region=? AND kind=? AND target=? AND principal=?",
        (account_id, region, kind, target, principal),
    )


def principals_of(store: Store, account_id: str, region: str, kind: str, target: str) -> list[str]:
    rows = store.all(
        "SELECT principal FROM iot_attachments WHERE account_id=? AND region=? AND kind=? AND target=?"
        " ORDER BY principal",
        (account_id, region, kind, target),
    )
    return [str(r[0]) for r in rows]


def targets_of(store: Store, account_id: str, region: str, kind: str, principal: str) -> list[str]:
    rows = store.all(
        "SELECT target FROM iot_attachments WHERE account_id=? AND region=? AND kind=? AND principal=?"
        " ORDER BY target",
        (account_id, region, kind, principal),
    )
    return [str(r[0]) for r in rows]


# ---------------------------------------------------------------------- topic rules


def put_rule(store: Store, rule: Rule) -> None:
    store.execute(
        "INSERT OR REPLACE INTO iot_rules (account_id, region, name, payload, created) VALUES (?, ?, ?, ?, ?)",
        (rule.account_id, rule.region, rule.name, json.dumps(rule.payload), rule.created),
    )


def _rule(row: sqlite3.Row) -> Rule:
    values = dict(row)
    values["payload"] = json.loads(values["payload"])
    return Rule(**values)


def rule(store: Store, account_id: str, region: str, name: str) -> Rule | None:
    row = store.one(
        "SELECT * FROM iot_rules WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    return None if row is None else _rule(row)


def rules(store: Store, account_id: str, region: str, after: str = "", limit: int = -1) -> list[Rule]:
    rows = store.all(
        "SELECT * FROM iot_rules WHERE account_id=? AND region=? AND name>? ORDER BY name LIMIT ?",
        (account_id, region, after, limit),
    )
    return [_rule(r) for r in rows]


def all_rules(store: Store) -> list[Rule]:
    return [_rule(r) for r in store.all("SELECT * FROM iot_rules ORDER BY account_id, region, name")]


def remove_rule(store: Store, account_id: str, region: str, name: str) -> None:
    store.execute(
        "DELETE FROM iot_rules WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )


# ---------------------------------------------------------------------- custom authorizers


@dataclass(frozen=True, slots=True)
class Authorizer:
    account_id: str
    region: str
    name: str
    #: The API's AuthorizerDescription members kept (function ARN, token key, keys, status, flags).
    doc: dict[str, Any]
    created: float
    updated: float


def put_authorizer(store: Store, authorizer: Authorizer) -> None:
    store.execute(
        "INSERT OR REPLACE INTO iot_authorizers (account_id, region, name, doc, created, updated) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (
            authorizer.account_id,
            authorizer.region,
            authorizer.name,
            json.dumps(authorizer.doc),
            authorizer.created,
            authorizer.updated,
        ),
    )


def _authorizer(row: sqlite3.Row) -> Authorizer:
    values = dict(row)
    values["doc"] = json.loads(values["doc"])
    return Authorizer(**values)


def authorizer(store: Store, account_id: str, region: str, name: str) -> Authorizer | None:
    row = store.one(
        "SELECT * FROM iot_authorizers WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    return None if row is None else _authorizer(row)


def authorizers(store: Store, account_id: str, region: str) -> list[Authorizer]:
    rows = store.all(
        "SELECT * FROM iot_authorizers WHERE account_id=? AND region=? ORDER BY name", (account_id, region)
    )
    return [_authorizer(r) for r in rows]


def remove_authorizer(store: Store, account_id: str, region: str, name: str) -> None:
    store.execute(
        "DELETE FROM iot_authorizers WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )


# ---------------------------------------------------------------------- shadows ('' names the classic one)


def shadow(store: Store, account_id: str, region: str, thing: str, name: str) -> Shadow | None:
    row = store.one(
        "SELECT thing, shadow, document, version, updated FROM iot_shadows"
        " WHERE account_id=? AND region=? AND thing=? AND shadow=?",
        (account_id, region, thing, name),
    )
    if row is None:
        return None
    return Shadow(row[0], row[1], json.loads(row[2]), int(row[3]), float(row[4]))


def put_shadow(store: Store, account_id: str, region: str, shadow: Shadow) -> None:
    store.execute(
        "INSERT OR REPLACE INTO iot_shadows (account_id, region, thing, shadow, document, version, updated)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            account_id,
            region,
            shadow.thing,
            shadow.shadow,
            json.dumps(shadow.document),
            shadow.version,
            shadow.updated,
        ),
    )


def remove_shadow(store: Store, account_id: str, region: str, thing: str, name: str) -> None:
    store.execute(
        "DELETE FROM iot_shadows WHERE account_id=? AND region=? AND thing=? AND shadow=?",
        (account_id, region, thing, name),
    )


def shadow_names(store: Store, account_id: str, region: str, thing: str, after: str, limit: int) -> list[str]:
    rows = store.all(
        "SELECT shadow FROM iot_shadows WHERE account_id=? AND region=? AND thing=? AND shadow>?"
        " ORDER BY shadow LIMIT ?",
        (account_id, region, thing, after or "", limit),
    )
    return [str(r[0]) for r in rows if r[0]]


# ---------------------------------------------------------------------- retained messages


def retain(store: Store, account_id: str, region: str, message: Retained) -> None:
    if not message.payload:  # an empty retained payload clears the topic's message, as MQTT does
        store.execute(
            "DELETE FROM iot_retained WHERE account_id=? AND region=? AND topic=?",
            (account_id, region, message.topic),
        )
        return
    store.execute(
        "INSERT OR REPLACE INTO iot_retained (account_id, region, topic, payload, qos, updated)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (account_id, region, message.topic, message.payload, message.qos, message.updated),
    )


def retained(store: Store, account_id: str, region: str, topic: str) -> Retained | None:
    row = store.one(
        "SELECT topic, payload, qos, updated FROM iot_retained WHERE account_id=? AND region=? AND topic=?",
        (account_id, region, topic),
    )
    return None if row is None else Retained(row[0], bytes(row[1]), int(row[2]), float(row[3]))


def retained_list(store: Store, account_id: str, region: str, after: str, limit: int) -> list[Retained]:
    rows = store.all(
        "SELECT topic, payload, qos, updated FROM iot_retained WHERE account_id=? AND region=? AND topic>?"
        " ORDER BY topic LIMIT ?",
        (account_id, region, after, limit),
    )
    return [Retained(r[0], bytes(r[1]), int(r[2]), float(r[3])) for r in rows]


# ---------------------------------------------------------------------- the outbox of rule runs


def enqueue(
    store: Store,
    account_id: str,
    region: str,
    topic: str,
    payload: bytes,
    client_id: str,
    at: float,
    hops: int = 0,
) -> None:
    store.execute(
        "INSERT INTO iot_outbox (account_id, region, topic, payload, client_id, published, hops)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (account_id, region, topic, payload, client_id, at, hops),
    )


def pending(store: Store, limit: int) -> list[Publication]:
    rows = store.all("SELECT * FROM iot_outbox ORDER BY id LIMIT ?", (limit,))
    return [
        Publication(
            int(r["id"]),
            r["account_id"],
            r["region"],
            r["topic"],
            bytes(r["payload"]),
            r["client_id"],
            float(r["published"]),
            int(r["hops"]),
        )
        for r in rows
    ]


def settle(store: Store, publication_id: int) -> None:
    store.execute("DELETE FROM iot_outbox WHERE id=?", (publication_id,))


# ---------------------------------------------------------------------- tags (topic rules and policies)


def tags(store: Store, arn: str) -> dict[str, str]:
    return {
        str(r[0]): str(r[1])
        for r in store.all("SELECT key, value FROM iot_tags WHERE arn=? ORDER BY key", (arn,))
    }


def tagged(store: Store, account_id: str, region: str) -> dict[str, dict[str, str]]:
    """Each tagged ARN of the account in ``region`` with its tags (the Tagging API's view)."""
    prefix = f"arn:aws:iot:{region}:{account_id}:"
    found: dict[str, dict[str, str]] = {}
    rows = store.all(
        "SELECT arn, key, value FROM iot_tags WHERE substr(arn, 1, ?) = ? ORDER BY arn, key",
        (len(prefix), prefix),
    )
    for row in rows:
        found.setdefault(str(row[0]), {})[str(row[1])] = str(row[2])
    return found


def put_tags(store: Store, arn: str, pairs: dict[str, str]) -> None:
    store.executemany(
        "INSERT OR REPLACE INTO iot_tags (arn, key, value) VALUES (?, ?, ?)",
        [(arn, k, v) for k, v in pairs.items()],
    )


def remove_tags(store: Store, arn: str, keys: list[str] | None = None) -> None:
    if keys is None:
        store.execute("DELETE FROM iot_tags WHERE arn=?", (arn,))
        return
    store.executemany("DELETE FROM iot_tags WHERE arn=? AND key=?", [(arn, k) for k in keys])
