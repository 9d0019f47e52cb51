"""The SQLite store: connection setup, schemas, transactions and after-commit hooks.

One connection, used from the server's event-loop thread, so every provider call runs alone
and conditional writes are atomic by construction. WAL mode with ``synchronous=NORMAL`` means a
committed transaction survives a crash of the server process (``kill -9``); a provider commits
before its response is sent, so nothing acknowledged is lost. Services own their tables (name
them with the service's prefix) and never touch another service's tables.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any


class Store:
    """A thin, explicit wrapper over one SQLite connection."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        target = ":memory:" if path is None else str(path)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        self.conn = sqlite3.connect(target, isolation_level=None, check_same_thread=False)
        self.conn.row_factory = sqlite3.Row
        if path is not None:
            self.conn.execute("PRAGMA journal_mode=WAL")
            # Checkpoint less often than the default 1,000 pages: each checkpoint stalls the loop a few ms.
            self.conn.execute("PRAGMA wal_autocheckpoint=8000")
        self.conn.execute("PRAGMA synchronous=NORMAL")
        self.conn.execute("PRAGMA foreign_keys=ON")
        self.conn.execute("PRAGMA busy_timeout=5000")
        self.conn.execute("PRAGMA temp_store=MEMORY")
        self.conn.execute("PRAGMA cache_size=-65536")
        self._depth = 0
        self._after_commit: list[Callable[[], None]] = []
        self._lock = threading.RLock()
        self._schemas: dict[str, Sequence[str]] = {}

    # ------------------------------------------------------------------ schema

    def ensure_schema(self, owner: str, statements: Sequence[str]) -> None:
        """Run an owner's ``CREATE ... IF NOT EXISTS`` statements once at start-up."""
        self._schemas[owner] = statements
        with self.transaction():
            for statement in statements:
                self.conn.execute(statement)

    # ------------------------------------------------------------------ queries

    def execute(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> sqlite3.Cursor:
        return self.conn.executemany(sql, rows)

    def all(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[sqlite3.Row]:
        return self.conn.execute(sql, params).fetchall()

    def one(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> sqlite3.Row | None:
        row: sqlite3.Row | None = self.conn.execute(sql, params).fetchone()
        return row

    def scalar(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> Any:
        row = self.conn.execute(sql, params).fetchone()
        return None if row is None else row[0]

    # ------------------------------------------------------------------ transactions

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """``BEGIN IMMEDIATE`` … ``COMMIT``; nested calls become savepoints."""
        with self._lock:
            if self._depth == 0:
                self.conn.execute("BEGIN IMMEDIATE")
            else:
                self.conn.execute(f"SAVEPOINT sp{self._depth}")
            self._depth += 1
            try:
                yield self.conn
            except BaseException:
                self._depth -= 1
                if self._depth == 0:
                    self.conn.execute("ROLLBACK")
                    self._after_commit.clear()
                else:
                    self.conn.execute(f"ROLLBACK TO sp{self._depth}")
                    self.conn.execute(f"RELEASE sp{self._depth}")
                raise
            self._depth -= 1
            if self._depth == 0:
                self.conn.execute("COMMIT")
                callbacks, self._after_commit = self._after_commit, []
                for callback in callbacks:
                    callback()
            else:
                self.conn.execute(f"RELEASE sp{self._depth}")

    @property
    def in_transaction(self) -> bool:
        return self._depth > 0

    def after_commit(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the current transaction commits (now, if there is none)."""
        if self._depth == 0:
            callback()
        else:
            self._after_commit.append(callback)

    def wipe(self, tables: Iterable[str]) -> None:
        with self.transaction():
            for table in tables:
                self.conn.execute(f"DELETE FROM {table}")

    def close(self) -> None:
        try:
            if self.path is not None:
                self.conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            self.conn.close()
