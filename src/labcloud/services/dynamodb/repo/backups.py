"""Backups' rows (``ddb_backups``) and the item rows each keeps (``ddb_backup_items``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from labcloud.services.dynamodb.tables import TableDef
from labcloud.store.db import Store


def snapshot(
    store: Store,
    arn: str,
    account_id: str,
    region: str,
    name: str,
    table: TableDef,
    meta: str,
    now: float,
    kind: str,
) -> None:
    """Record backup ``arn`` of ``table`` with a copy of every item row (call inside a transaction)."""
    count, size = store.conn.execute(
        "SELECT COUNT(*), COALESCE(SUM(size), 0) FROM ddb_items WHERE tid=?", (table.tid,)
    ).fetchone()
    store.execute(
        "INSERT INTO ddb_backups (arn, account_id, region, name, table_name, table_arn, meta, created,"
        " items, size, kind) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (arn, account_id, region, name, table.name, table.arn, meta, now, int(count), int(size), kind),
    )
    store.execute(
        "INSERT INTO ddb_backup_items (arn, hk, rk, item, bin, size, ttl) SELECT ?, hk, rk, item, bin,"
        " size, ttl FROM ddb_items WHERE tid=?",
        (arn, table.tid),
    )


def find(store: Store, account_id: str, region: str, arn: str) -> Any:
    return store.one(
        "SELECT * FROM ddb_backups WHERE arn=? AND account_id=? AND region=?", (arn, account_id, region)
    )


def delete(store: Store, arn: str) -> None:
    store.execute("DELETE FROM ddb_backup_items WHERE arn=?", (arn,))
    store.execute("DELETE FROM ddb_backups WHERE arn=?", (arn,))


def matching(
    store: Store,
    account_id: str,
    region: str,
    kinds: Sequence[str],
    *,
    table_name: str | None,
    created_from: float | None,
    created_before: float | None,
    after_arn: str | None,
) -> list[Any]:
    """The account's backups of ``kinds`` in ARN order, narrowed as ListBackups asks."""
    sql = f"SELECT * FROM ddb_backups WHERE account_id=? AND region=? AND kind IN ({','.join('?' * len(kinds))})"
    args: list[Any] = [account_id, region, *kinds]
    if table_name is not None:
        sql += " AND table_name=?"
        args.append(table_name)
    if created_from is not None:
        sql += " AND created >= ?"
        args.append(created_from)
    if created_before is not None:
        sql += " AND created < ?"
        args.append(created_before)
    if after_arn is not None:
        sql += " AND arn > ?"
        args.append(after_arn)
    return list(store.all(sql + " ORDER BY arn", tuple(args)))


def copy_items(store: Store, arn: str, tid: int) -> None:
    store.execute(
        "INSERT INTO ddb_items (tid, hk, rk, item, bin, size, ttl) SELECT ?, hk, rk, item, bin, size,"
        " NULL FROM ddb_backup_items WHERE arn=?",
        (tid, arn),
    )
