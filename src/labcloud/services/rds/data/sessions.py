"""Connections the Data API opens to a cluster's postgres server, as the user named in the caller's
secret (read through the hub as the caller, so IAM checks ``secretsmanager:GetSecretValue``), and the
transactions that keep one open between calls (ended after AWS's 3 idle minutes)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from dataclasses import dataclass, field
from typing import Any

import pg8000.native

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.rds.data.errors import (
    bad_request,
    from_postgres,
    http_endpoint_off,
    invalid_secret,
    secrets_error,
    unavailable,
)
from labcloud.services.rds.interfaces import DataApiTarget, DataApiTargets, DataApiUnavailable
from labcloud.services.shape import Host

#: AWS's Data API limits: a statement runs at most 45 s (unless continueAfterTimeout), a transaction
#: idles at most 3 minutes.
STATEMENT_TIMEOUT_MS = 45_000
IDLE_SECONDS = 180.0


@dataclass
class Transaction:
    """An open transaction: its connection, the cluster and secret it was begun with."""

    conn: pg8000.native.Connection
    resource_arn: str
    secret_arn: str
    account_id: str
    used: float = field(default_factory=time.monotonic)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


async def target(services: Host, ctx: RequestContext, resource_arn: str) -> DataApiTarget:
    targets = services.interface(DataApiTargets)
    if targets is None:
        raise unavailable("RDS is not running in this labcloud")
    try:
        found = await targets.target(ctx.account_id, ctx.region, resource_arn)
    except DataApiUnavailable as exc:
        raise unavailable(f"The database could not start: {exc}") from None
    if found is None:
        raise bad_request(f"Invalid cluster arn: {resource_arn}")
    if not found.http_endpoint:
        raise http_endpoint_off(resource_arn)
    return found


async def credentials(services: Host, ctx: RequestContext, secret_arn: str) -> tuple[str, str]:
    """(username, password) from the secret, read as the caller."""
    try:
        secret = await services.call(
            "secretsmanager",
            "GetSecretValue",
            {"SecretId": secret_arn},
            account_id=ctx.account_id,
            region=ctx.region,
            principal=ctx.principal,
        )
    except AwsError as exc:
        if exc.code == "AccessDeniedException":
            raise AwsError("AccessDeniedException", exc.message, status=403) from None
        raise secrets_error(f"Error fetching secret {secret_arn}: {exc.message}") from None
    try:
        value = json.loads(str(secret.get("SecretString") or ""))
        return str(value["username"]), str(value["password"])
    except (ValueError, KeyError, TypeError):
        raise invalid_secret(f"The secret {secret_arn} is not JSON with username and password.") from None


def _connect(
    port: int, user: str, password: str, database: str, timeout_ms: int | None
) -> pg8000.native.Connection:
    params = {"statement_timeout": str(timeout_ms)} if timeout_ms else None
    try:
        return pg8000.native.Connection(
            user,
            host="127.0.0.1",
            port=port,
            password=password,
            database=database,
            timeout=60,
            startup_params=params,
        )
    except pg8000.native.DatabaseError as exc:
        raise from_postgres(exc.args[0] if exc.args else exc) from None
    except (OSError, pg8000.native.InterfaceError) as exc:
        raise unavailable(f"The database is not reachable: {exc}") from None


#: (port, user, password, database, timeout) of a connection, the key its pool keeps it under.
Key = tuple[int, str, str, str, "int | None"]


@dataclass
class Pool:
    """Idle connections kept for the next call with the same key: signing in (scram-sha-256, a backend
    forked) costs far more than a statement. A kept connection is in no transaction (autocommit)."""

    idle: dict[Key, list[pg8000.native.Connection]] = field(default_factory=dict)
    most: int = 4

    def take(self, key: Key) -> pg8000.native.Connection | None:
        kept = self.idle.get(key)
        return kept.pop() if kept else None

    def give(self, key: Key, conn: pg8000.native.Connection) -> None:
        kept = self.idle.setdefault(key, [])
        if len(kept) < self.most:
            kept.append(conn)
        else:
            close(conn)

    def close_all(self) -> None:
        for kept in self.idle.values():
            for conn in kept:
                close(conn)
        self.idle.clear()


async def connect_key(
    services: Host,
    ctx: RequestContext,
    resource_arn: str,
    secret_arn: str,
    database: str | None,
    timeout: bool = True,
) -> Key:
    """Check the cluster and read the secret as the caller: the key of the connection to use."""
    found = await target(services, ctx, resource_arn)
    user, password = await credentials(services, ctx, secret_arn)
    name = database or found.database or "postgres"
    return (found.port, user, password, name, STATEMENT_TIMEOUT_MS if timeout else None)


def open_key(key: Key) -> pg8000.native.Connection:
    return _connect(*key)


async def connect(
    services: Host,
    ctx: RequestContext,
    resource_arn: str,
    secret_arn: str,
    database: str | None,
    timeout: bool = True,
) -> pg8000.native.Connection:
    key = await connect_key(services, ctx, resource_arn, secret_arn, database, timeout)
    return await asyncio.to_thread(open_key, key)


def run_pooled(
    pool: Pool, key: Key, sql: str, params: dict[str, Any]
) -> tuple[list[list[Any]], list[dict[str, Any]] | None, int]:
    """One statement on a kept connection (a fresh one if none, or if the kept one is dead: its server
    restarted); the connection goes back to the pool unless the statement failed."""
    conn = pool.take(key)
    if conn is not None:
        try:
            conn.run("SELECT 1")
        except Exception:  # noqa: BLE001 - any failure of a kept connection: open a fresh one
            close(conn)
            conn = None
    if conn is None:
        conn = open_key(key)
    try:
        answer = run(conn, sql, params)
        conn.run("DISCARD ALL")  # what the statement SET or prepared stays with it, not with the next caller
    except BaseException:
        close(conn)
        raise
    pool.give(key, conn)
    return answer


def close(conn: pg8000.native.Connection) -> None:
    with contextlib.suppress(Exception):
        conn.close()


def expire(transactions: dict[str, Transaction]) -> None:
    """End the transactions idle for longer than AWS keeps them (rolled back by closing)."""
    now = time.monotonic()
    for tid, tx in list(transactions.items()):
        if now - tx.used > IDLE_SECONDS and not tx.lock.locked():
            transactions.pop(tid, None)
            close(tx.conn)


async def close_all(transactions: dict[str, Transaction]) -> None:
    for tid in list(transactions):
        tx = transactions.pop(tid)
        await asyncio.to_thread(close, tx.conn)


def run(
    conn: pg8000.native.Connection, sql: str, params: dict[str, Any]
) -> tuple[list[list[Any]], list[dict[str, Any]] | None, int]:
    """Run one statement: (rows, columns or None, rows affected)."""
    try:
        rows = conn.run(sql, **params)
    except pg8000.native.DatabaseError as exc:
        raise from_postgres(exc.args[0] if exc.args else exc) from None
    except pg8000.native.InterfaceError as exc:
        raise bad_request(str(exc)) from None
    columns = conn.columns
    return (
        list(rows or []),
        (list(columns) if columns else None),
        int(conn.row_count if conn.row_count >= 0 else 0),
    )
