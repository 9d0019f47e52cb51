"""Connections and API destinations in ``events_connections`` / ``events_api_destinations``.

A connection's authorization secrets (API key value, password, OAuth client secret, parameters marked
``IsValueSecret``) are kept only as a KMS ciphertext (``secret``); ``shown`` holds what DescribeConnection
may show."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Connection:
    account_id: str
    region: str
    name: str
    arn: str
    description: str | None
    auth_type: str
    #: The AuthParameters DescribeConnection answers (no secret values).
    shown: dict[str, Any]
    #: KMS ciphertext of the AuthParameters with their secrets.
    secret: bytes
    state: str
    created: float
    modified: float
    #: When it was last authorized (created, or updated).
    authorized: float = 0.0


@dataclass(frozen=True, slots=True)
class ApiDestination:
    account_id: str
    region: str
    name: str
    arn: str
    description: str | None
    connection_arn: str
    endpoint: str
    method: str
    rate: int
    created: float
    modified: float


def _connection(row: sqlite3.Row) -> Connection:
    return Connection(
        row["account_id"],
        row["region"],
        row["name"],
        row["arn"],
        row["description"],
        row["auth_type"],
        json.loads(row["shown"]),
        bytes(row["secret"]),
        row["state"],
        row["created"],
        row["modified"],
        row["authorized"] if row["authorized"] is not None else row["created"],
    )


def _destination(row: sqlite3.Row) -> ApiDestination:
    return ApiDestination(
        row["account_id"],
        row["region"],
        row["name"],
        row["arn"],
        row["description"],
        row["connection_arn"],
        row["endpoint"],
        row["method"],
        row["rate"],
        row["created"],
        row["modified"],
    )


def connection(store: Store, account_id: str, region: str, name: str) -> Connection | None:
    row = store.one(
        "SELECT * FROM events_connections WHERE account_id=? AND region=? AND name=?",
        (account_id, region, name),
    )
    return None if row is None else _connection(row)


def connection_by_arn(store: Store, arn: str) -> Connection | None:
    row = store.one("SELECT * FROM events_connections WHERE arn=?", (arn,))
    return None if row is None else _connection(row)


def connections(
    store: Store, account_id: str, region: str, prefix: str, after: str, limit: int
) -> list[Connection]:
    rows = store.all(
        "SELECT * FROM events_connections WHERE account_id=? AND region=? AND name > ? AND substr(name, 1, ?) = ?"
        " ORDER BY name LIMIT ?",
        (account_id, region, after, len(prefix), prefix, limit + 1),
    )
    return [_connection(row) for row in rows]


def add_connection(store: Store, found: Connection) -> None:
    store.execute(
        "INSERT INTO events_connections (account_id, region, name, arn, description, auth_type, shown, secret,"
        " state, created, modified, authorized) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
        (
            found.account_id,
            found.region,
            found.name,
            found.arn,
            found.description,
            found.auth_type,
            json.dumps(found.shown),
            found.secret,
            found.state,
            found.created,
            found.modified,
            found.authorized or found.created,
        ),
    )


def put_connection(store: Store, found: Connection) -> None:
    """Write an existing connection's changed members."""
    store.execute(
        "UPDATE events_connections SET description=?, auth_type=?, shown=?, secret=?, state=?, modified=?,"
        " authorized=? WHERE account_id=? AND region=? AND name=?",
        (
            found.description,
            found.auth_type,
            json.dumps(found.shown),
            found.secret,
            found.state,
            found.modified,
            found.authorized,
            found.account_id,
            found.region,
            found.name,
        ),
    )


def remove_connection(store: Store, found: Connection) -> None:
    store.execute(
        "DELETE FROM events_connections WHERE account_id=? AND region=? AND name=?",
        (found.account_id, found.region, found.name),
    )


def destination(store: Store, account_id: str, region: str, name: str) -> ApiDestination | None:
    row = store.one(
        "SELECT * FROM events_api_destinations WHERE account_id=? AND region=? AND name=?",
        (account_id, region, name),
    )
    return None if row is None else _destination(row)


def destination_by_arn(store: Store, arn: str) -> ApiDestination | None:
    row = store.one("SELECT * FROM events_api_destinations WHERE arn=?", (arn,))
    return None if row is None else _destination(row)


def destinations(
    store: Store,
    account_id: str,
    region: str,
    prefix: str,
    connection_arn: str | None,
    after: str,
    limit: int,
) -> list[ApiDestination]:
    rows = store.all(
        "SELECT * FROM events_api_destinations WHERE account_id=? AND region=? AND name > ?"
        " AND substr(name, 1, ?) = ? AND (? IS NULL OR connection_arn = ?) ORDER BY name LIMIT ?",
        (account_id, region, after, len(prefix), prefix, connection_arn, connection_arn, limit + 1),
    )
    return [_destination(row) for row in rows]


def using(store: Store, connection_arn: str) -> int:
    return int(
        store.scalar("SELECT COUNT(*) FROM events_api_destinations WHERE connection_arn=?", (connection_arn,))
        or 0
    )


def add_destination(store: Store, found: ApiDestination) -> None:
    store.execute(
        "INSERT INTO events_api_destinations (account_id, region, name, arn, description, connection_arn,"
        " endpoint, method, rate, created, modified) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (
            found.account_id,
            found.region,
            found.name,
            found.arn,
            found.description,
            found.connection_arn,
            found.endpoint,
            found.method,
            found.rate,
            found.created,
            found.modified,
        ),
    )


def put_destination(store: Store, found: ApiDestination) -> None:
    """Write an existing API destination's changed members."""
    store.execute(
        "UPDATE events_api_destinations SET description=?, connection_arn=?, endpoint=?, method=?, rate=?,"
        " modified=? WHERE account_id=? AND region=? AND name=?",
        (
            found.description,
            found.connection_arn,
            found.endpoint,
            found.method,
            found.rate,
            found.modified,
            found.account_id,
            found.region,
            found.name,
        ),
    )


def remove_destination(store: Store, found: ApiDestination) -> None:
    store.execute(
        "DELETE FROM events_api_destinations WHERE account_id=? AND region=? AND name=?",
        (found.account_id, found.region, found.name),
    )
