"""An owner new to the database gets its tables as its baseline and migrations leave them, without running
its ``ALTER TABLE`` migrations against the whole database (``Store._create_as_built``, issue 40: each
``ALTER`` made SQLite re-read every service's schema, ~10 ms of KMS's and Step Functions' first calls)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from labcloud.services import registry
from labcloud.services.shape import Service
from labcloud.store.db import Migration, Store

SERVICES: dict[str, Service[Any]] = registry.shaped_services()


def _migrated_in_place(statements: tuple[str, ...], migrations: tuple[Migration, ...]) -> sqlite3.Connection:
    """What running the baseline and every migration in order makes (the way an old data dir gets it)."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.execute("PRAGMA foreign_keys=ON")
    for statement in statements:
        conn.execute(statement)
    for migration in sorted(migrations, key=lambda m: m.version):
        for statement in migration.statements:
            conn.execute(statement)
        if migration.apply is not None:
            migration.apply(conn)
    return conn


def _schema(conn: sqlite3.Connection, names: set[str] | None = None) -> list[tuple[Any, ...]]:
    """Every object (type, name, table, SQL) and every table's columns, as SQLite reports them."""
    objects = [
        tuple(row)
        for row in conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
        if (names is None or row[1] in names) and not row[1].startswith("sqlite_")
    ]
    columns = [
        (name, *tuple(column))
        for kind, name, _table, _sql in objects
        if kind == "table"
        for column in conn.execute(f'PRAGMA table_info("{name}")')
    ]
    return objects + columns


ALTERING = sorted(
    name
    for name, service in SERVICES.items()
    if any(m.apply or any("ALTER TABLE" in s.upper() for s in m.statements) for m in service.migrations)
)


def test_some_services_alter_tables_in_their_migrations() -> None:
    assert {"kms", "stepfunctions"} <= set(ALTERING)


@pytest.mark.parametrize("name", ALTERING)
def test_a_new_owner_gets_the_schema_its_migrations_make_without_altering_here(
    tmp_path: Path, name: str
) -> None:
    service = SERVICES[name]
    owner = service.schema_owner or name
    store = Store(tmp_path / "labcloud.db")
    try:
        for other, found in SERVICES.items():  # the database as it is when a deferred service is built last
            if (found.schema_owner or other) != owner:
                store.ensure_schema(found.schema_owner or other, found.schema, found.migrations)
        altered: list[str] = []
        store.conn.set_trace_callback(
            lambda sql: altered.append(sql) if sql.lstrip().upper().startswith("ALTER") else None
        )
        version = store.ensure_schema(owner, service.schema, service.migrations)
        store.conn.set_trace_callback(None)
        assert altered == []  # nothing re-read the database's whole schema
        assert version == max(m.version for m in service.migrations)
        assert store.scalar("SELECT version FROM labcloud_schema WHERE owner=?", (owner,)) == version
        expected = _migrated_in_place(service.schema, service.migrations)
        made = {row[0] for row in expected.execute("SELECT name FROM sqlite_master")}
        assert _schema(store.conn, made) == _schema(expected)
    finally:
        store.close()


def test_an_owner_whose_tables_exist_unrecorded_is_migrated_in_place(tmp_path: Path) -> None:
    # a data dir from before versioned migrations: the tables are there with no record, so the
    # migrations run on them (and keep their rows) as they always did
    store = Store(tmp_path / "labcloud.db")
    try:
        store.execute("CREATE TABLE t_rows (id TEXT PRIMARY KEY)")
        store.execute("INSERT INTO t_rows VALUES ('kept')")
        migrations = (Migration(1, "a column", ("ALTER TABLE t_rows ADD COLUMN note TEXT",)),)
        assert (
            store.ensure_schema("t", ("CREATE TABLE IF NOT EXISTS t_rows (id TEXT PRIMARY KEY)",), migrations)
            == 1
        )
        assert [tuple(r) for r in store.all("SELECT id, note FROM t_rows")] == [("kept", None)]
    finally:
        store.close()


def test_a_migration_that_leaves_rows_runs_in_place(tmp_path: Path) -> None:
    store = Store(tmp_path / "labcloud.db")
    try:
        migrations = (
            Migration(
                1,
                "a column and a row",
                ("ALTER TABLE t_seed ADD COLUMN note TEXT", "INSERT INTO t_seed VALUES ('a', 'b')"),
            ),
        )
        store.ensure_schema("t", ("CREATE TABLE IF NOT EXISTS t_seed (id TEXT PRIMARY KEY)",), migrations)
        assert [tuple(r) for r in store.all("SELECT id, note FROM t_seed")] == [("a", "b")]
    finally:
        store.close()
