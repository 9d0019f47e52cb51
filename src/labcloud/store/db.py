"""The SQLite store: connection setup, schemas, transactions and after-commit hooks.

One connection, used from the server's event-loop thread, so every provider call runs alone
and conditional writes are atomic by construction. WAL mode with ``synchronous=NORMAL`` means a
committed transaction survives a crash of the server process (``kill -9``); a provider commits
before its response is sent, so nothing acknowledged is lost. Services own their tables (name
them with the service's prefix) and never touch another service's tables.

Checkpoints (copying the WAL back into the database file, with two fsyncs) take tens of
milliseconds; a background thread with its own connection does that copying, so it does not stall
the event loop. After a pass over a long WAL, the event-loop connection runs one checkpoint itself
between transactions (only the frames written meanwhile are left to copy), which is what lets the
WAL file start over from its beginning instead of growing while writes never pause.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

log = logging.getLogger("labcloud")

#: Commits between wake-ups of the checkpointer (it also runs once a second).
CHECKPOINT_EVERY = 500
#: WAL length (frames) from which the event-loop connection completes a background pass itself.
FINISH_FRAMES = 4000


class _Checkpointer(threading.Thread):
    """Runs ``PRAGMA wal_checkpoint(PASSIVE)`` on its own connection, off the event-loop thread."""

    def __init__(self, path: Path, interval: float = 1.0) -> None:
        super().__init__(name="labcloud-checkpointer", daemon=True)
        self.path = path
        self.interval = interval
        self.wake = threading.Event()
        self.stopping = False
        #: Set after a pass over a long WAL: the event-loop connection then checkpoints once itself.
        self.behind = False

    def run(self) -> None:
        conn = sqlite3.connect(str(self.path), isolation_level=None)
        try:
            conn.execute("PRAGMA synchronous=NORMAL")
            while not self.stopping:
                self.wake.wait(self.interval)
                self.wake.clear()
                if self.stopping:
                    break
                try:
                    _busy, frames, _copied = conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                except sqlite3.Error:
                    log.exception("background checkpoint failed")
                    continue
                self.behind = frames >= FINISH_FRAMES
        finally:
            conn.close()

    def stop(self) -> None:
        self.stopping = True
        self.wake.set()
        self.join(10)


class Store:
    """A thin, explicit wrapper over one SQLite connection."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        target = ":memory:" if path is None else str(path)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        self.conn = sqlite3.connect(target, isolation_level=None, check_same_thread=False)
        self.conn.row_factory = sqlite3.Row
        self._checkpointer: _Checkpointer | None = None
        self._commits = 0
        if path is not None:
            self.conn.execute("PRAGMA journal_mode=WAL")
            self.conn.execute("PRAGMA wal_autocheckpoint=0")  # the checkpointer thread does it
            self._checkpointer = _Checkpointer(path)
            self._checkpointer.start()
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
                if self._checkpointer is not None:
                    self._after_write()
                callbacks, self._after_commit = self._after_commit, []
                for callback in callbacks:
                    callback()
            else:
                self.conn.execute(f"RELEASE sp{self._depth}")

    def _after_write(self) -> None:
        checkpointer = self._checkpointer
        assert checkpointer is not None
        self._commits += 1
        if self._commits >= CHECKPOINT_EVERY:
            self._commits = 0
            checkpointer.wake.set()
        if checkpointer.behind:
            # Between transactions no write is in progress, so this checkpoint completes (only the
            # frames written since the background pass are left) and the next write restarts the WAL.
            checkpointer.behind = False
            self.conn.execute("PRAGMA wal_checkpoint(PASSIVE)")

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
        if self._checkpointer is not None:
            self._checkpointer.stop()
            self._checkpointer = None
        try:
            if self.path is not None:
                self.conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            self.conn.close()
