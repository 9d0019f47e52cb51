"""User pools (``cognito_pools``), their app clients (``cognito_clients``) and domains (``cognito_domains``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Pool:
    id: str
    account_id: str
    region: str
    name: str
    spec: dict[str, Any]
    tags: dict[str, str]
    key_id: str
    private_key: str
    created: float
    modified: float

    @property
    def arn(self) -> str:
        return f"arn:aws:cognito-idp:{self.region}:{self.account_id}:userpool/{self.id}"


@dataclass(frozen=True, slots=True)
class Client:
    id: str
    pool_id: str
    name: str
    secret: str | None
    spec: dict[str, Any]
    created: float
    modified: float


@dataclass(frozen=True, slots=True)
class Domain:
    domain: str
    pool_id: str
    account_id: str
    region: str
    spec: dict[str, Any]
    created: float


def _pool(row: Any) -> Pool:
    return Pool(
        row["id"],
        row["account_id"],
        row["region"],
        row["name"],
        json.loads(row["spec"]),
        json.loads(row["tags"]),
        row["key_id"],
        row["private_key"],
        row["created"],
        row["modified"],
    )


def find(store: Store, pool_id: str) -> Pool | None:
    row = store.one("SELECT * FROM cognito_pools WHERE id=?", (pool_id,))
    return None if row is None else _pool(row)


def listed(store: Store, account_id: str, region: str) -> list[Pool]:
    rows = store.all(
        "SELECT * FROM cognito_pools WHERE account_id=? AND region=? ORDER BY created, id",
        (account_id, region),
    )
    return [_pool(row) for row in rows]


def count(store: Store, account_id: str, region: str) -> int:
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM cognito_pools WHERE account_id=? AND region=?", (account_id, region)
        )
    )


def put(store: Store, pool: Pool) -> None:
    store.execute(
        "INSERT OR REPLACE INTO cognito_pools"
        " (id, account_id, region, name, spec, tags, key_id, private_key, created, modified)"
        " VALUES (?,?,?,?,?,?,?,?,?,?)",
        (
            pool.id,
            pool.account_id,
            pool.region,
            pool.name,
            json.dumps(pool.spec),
            json.dumps(pool.tags),
            pool.key_id,
            pool.private_key,
            pool.created,
            pool.modified,
        ),
    )


def remove(store: Store, pool_id: str) -> None:
    for table in (
        "cognito_resource_servers",
        "cognito_clients",
        "cognito_domains",
        "cognito_users",
        "cognito_groups",
        "cognito_members",
        "cognito_refresh",
        "cognito_sessions",
    ):
        store.execute(f"DELETE FROM {table} WHERE pool_id=?", (pool_id,))  # noqa: S608 - fixed names
    store.execute("DELETE FROM cognito_pools WHERE id=?", (pool_id,))


def _client(row: Any) -> Client:
    return Client(
        row["id"],
        row["pool_id"],
        row["name"],
        row["secret"],
        json.loads(row["spec"]),
        row["created"],
        row["modified"],
    )


def find_client(store: Store, client_id: str) -> Client | None:
    row = store.one("SELECT * FROM cognito_clients WHERE id=?", (client_id,))
    return None if row is None else _client(row)


def clients(store: Store, pool_id: str) -> list[Client]:
    rows = store.all("SELECT * FROM cognito_clients WHERE pool_id=? ORDER BY created, id", (pool_id,))
    return [_client(row) for row in rows]


def put_client(store: Store, client: Client) -> None:
    store.execute(
        "INSERT OR REPLACE INTO cognito_clients (id, pool_id, name, secret, spec, created, modified)"
        " VALUES (?,?,?,?,?,?,?)",
        (
            client.id,
            client.pool_id,
            client.name,
            client.secret,
            json.dumps(client.spec),
            client.created,
            client.modified,
        ),
    )


def remove_client(store: Store, client_id: str) -> None:
    store.execute("DELETE FROM cognito_clients WHERE id=?", (client_id,))
    store.execute("DELETE FROM cognito_refresh WHERE client_id=?", (client_id,))
    store.execute("DELETE FROM cognito_sessions WHERE client_id=?", (client_id,))


def _domain(row: Any) -> Domain:
    return Domain(
        row["domain"],
        row["pool_id"],
        row["account_id"],
        row["region"],
        json.loads(row["spec"]),
        row["created"],
    )


def find_domain(store: Store, domain: str) -> Domain | None:
    row = store.one("SELECT * FROM cognito_domains WHERE domain=?", (domain,))
    return None if row is None else _domain(row)


def domains_of(store: Store, pool_id: str) -> list[Domain]:
    rows = store.all("SELECT * FROM cognito_domains WHERE pool_id=? ORDER BY created", (pool_id,))
    return [_domain(row) for row in rows]


def put_domain(store: Store, domain: Domain) -> None:
    store.execute(
        "INSERT OR REPLACE INTO cognito_domains (domain, pool_id, account_id, region, spec, created)"
        " VALUES (?,?,?,?,?,?)",
        (
            domain.domain,
            domain.pool_id,
            domain.account_id,
            domain.region,
            json.dumps(domain.spec),
            domain.created,
        ),
    )


def remove_domain(store: Store, domain: str) -> None:
    store.execute("DELETE FROM cognito_domains WHERE domain=?", (domain,))


def resource_server(store: Store, pool_id: str, identifier: str) -> dict[str, Any] | None:
    row = store.one(
        "SELECT * FROM cognito_resource_servers WHERE pool_id=? AND identifier=?", (pool_id, identifier)
    )
    if row is None:
        return None
    return {
        "UserPoolId": pool_id,
        "Identifier": identifier,
        "Name": row["name"],
        "Scopes": json.loads(row["scopes"]),
    }


def resource_servers(store: Store, pool_id: str) -> list[dict[str, Any]]:
    rows = store.all(
        "SELECT identifier FROM cognito_resource_servers WHERE pool_id=? ORDER BY identifier", (pool_id,)
    )
    return [
        found for row in rows if (found := resource_server(store, pool_id, row["identifier"])) is not None
    ]


def put_resource_server(store: Store, pool_id: str, identifier: str, name: str, scopes: list[Any]) -> None:
    store.execute(
        "INSERT OR REPLACE INTO cognito_resource_servers (pool_id, identifier, name, scopes) VALUES (?,?,?,?)",
        (pool_id, identifier, name, json.dumps(scopes)),
    )


def remove_resource_server(store: Store, pool_id: str, identifier: str) -> None:
    store.execute(
        "DELETE FROM cognito_resource_servers WHERE pool_id=? AND identifier=?", (pool_id, identifier)
    )
