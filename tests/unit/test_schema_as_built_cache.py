"""The per-user cache of what a new owner's baseline and migrations leave (``store/as_built.py``): a later
store creates the same objects from it without the scratch database; an owner whose migration runs code is
never cached, and a damaged or foreign file is a miss."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from labcloud.store import as_built, db
from labcloud.store.db import Migration, Store

BASELINE = (
    "CREATE TABLE IF NOT EXISTS t_items (id TEXT PRIMARY KEY, body TEXT NOT NULL)",
    "CREATE INDEX IF NOT EXISTS t_items_body ON t_items(body)",
)
MIGRATIONS = (
    Migration(2, "a size", ("ALTER TABLE t_items ADD COLUMN size INTEGER NOT NULL DEFAULT 0",)),
    Migration(3, "tags", ("CREATE TABLE IF NOT EXISTS t_tags (id TEXT, tag TEXT)",)),
)


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("LABCLOUD_SCHEMA_CACHE", raising=False)
    as_built.uninstall()
    yield tmp_path
    as_built.uninstall()


def _objects(store: Store) -> list[tuple[Any, ...]]:
    rows = store.conn.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name LIKE 't\\_%' ESCAPE '\\'"
    )
    columns = store.conn.execute("SELECT * FROM pragma_table_info('t_items')").fetchall()
    return sorted(tuple(row) for row in rows) + [tuple(column) for column in columns]


def _created(path: Path, migrations: tuple[Migration, ...] = MIGRATIONS) -> list[tuple[Any, ...]]:
    store = Store(path)
    try:
        assert store.ensure_schema("t", BASELINE, migrations) == 3
        return _objects(store)
    finally:
        store.close()


def _no_scratch(*_: object) -> None:
    raise AssertionError("the scratch database was used")


def test_a_later_store_creates_the_owner_from_the_cache_as_the_scratch_database_did(
    cache_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = _created(cache_home / "plain.db")
    cache = as_built.install()
    assert cache is not None
    assert _created(cache_home / "first.db") == plain
    cache.save()
    as_built.uninstall()
    assert as_built.install() is not None  # a new process: the file only
    monkeypatch.setattr(db, "_scratch_built", _no_scratch)
    assert _created(cache_home / "second.db") == plain


def test_an_owner_whose_migration_runs_code_is_never_cached(
    cache_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fill(conn: sqlite3.Connection) -> None:
        conn.execute("UPDATE t_items SET size = 1")

    with_code = (*MIGRATIONS[:1], Migration(3, "tags", MIGRATIONS[1].statements, apply=fill))
    assert as_built.key(BASELINE, with_code) is None
    cache = as_built.install()
    assert cache is not None
    _created(cache_home / "a.db", with_code)
    cache.save()
    assert not cache.path.exists()


@pytest.mark.parametrize("damage", ["truncate", "flip", "foreign"])
def test_a_damaged_or_foreign_file_is_a_miss(cache_home: Path, damage: str) -> None:
    cache = as_built.install()
    assert cache is not None
    plain = _created(cache_home / "first.db")
    cache.save()
    blob = bytearray(cache.path.read_bytes())
    assert len(as_built.decode(bytes(blob))) == 1
    if damage == "truncate":
        blob = blob[:-3]
    elif damage == "flip":
        blob[-10] ^= 0x01
    else:
        blob = bytearray(blob.replace(b"labcloud-schema-as-built", b"something-else-entirely!"))
    cache.path.write_bytes(bytes(blob))
    assert as_built.decode(bytes(blob)) == {}
    as_built.uninstall()
    assert as_built.install() is not None
    assert _created(cache_home / "second.db") == plain


def test_turned_off_nothing_is_kept(cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LABCLOUD_SCHEMA_CACHE", "0")
    assert as_built.install() is None
    _created(cache_home / "a.db")
    as_built.save()
    assert not (cache_home / "cache").exists()
