"""The store's background checkpointer: the WAL is copied back off the event-loop thread and stays bounded."""

from __future__ import annotations

import time
from pathlib import Path

from labcloud.store import db
from labcloud.store.db import Store


def _write(store: Store, count: int, start: int = 0) -> None:
    for n in range(start, start + count):
        with store.transaction():
            store.execute("INSERT INTO t (n, pad) VALUES (?, ?)", (n, "x" * 3000))


def test_background_checkpoints_keep_the_wal_bounded_and_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    store = Store(path)
    assert store._checkpointer is not None and store._checkpointer.is_alive()
    store.ensure_schema("test", ["CREATE TABLE IF NOT EXISTS t (n INTEGER PRIMARY KEY, pad TEXT)"])
    wal = Path(str(path) + "-wal")
    sizes = []
    rounds = 20
    for round_ in range(rounds):
        before = store._checkpointer.passes
        _write(store, db.CHECKPOINT_EVERY, round_ * db.CHECKPOINT_EVERY)
        deadline = time.monotonic() + 10
        while store._checkpointer.passes <= before and time.monotonic() < deadline:
            time.sleep(0.01)  # let the woken checkpointer finish its pass, however busy the machine is
        sizes.append(wal.stat().st_size)
    # each commit of a ~3 KB row adds at least one 4 KB frame: without restarts the WAL file would
    # pass 10,000 frames (41 MB); restarted after each pass over ~4,000+ frames, it stays far below
    assert sizes[-1] < 30_000_000
    assert sizes[-1] < rounds * db.CHECKPOINT_EVERY * 4096
    checkpointer = store._checkpointer
    store.close()
    assert not checkpointer.is_alive()
    reopened = Store(path)
    try:
        assert reopened.scalar("SELECT COUNT(*) FROM t") == rounds * db.CHECKPOINT_EVERY
    finally:
        reopened.close()


def test_in_memory_store_has_no_checkpointer() -> None:
    store = Store(None)
    assert store._checkpointer is None
    store.ensure_schema("test", ["CREATE TABLE IF NOT EXISTS t (n INTEGER PRIMARY KEY)"])
    with store.transaction():
        store.execute("INSERT INTO t (n) VALUES (1)")
    assert store.scalar("SELECT COUNT(*) FROM t") == 1
    store.close()


def test_durable_store_keeps_a_small_page_cache(tmp_path: Path) -> None:
    """Reads of a durable store come through its memory map; its page cache stays small, as every
    commit pays for the pages that cache holds. An in-memory database lives in its cache."""
    durable = Store(tmp_path / "state.db")
    memory = Store(None)
    try:
        assert durable.scalar("PRAGMA cache_size") == -db.CACHE_KIB
        assert durable.scalar("PRAGMA mmap_size") == 1 << 30
        assert memory.scalar("PRAGMA cache_size") == -65536
    finally:
        durable.close()
        memory.close()
