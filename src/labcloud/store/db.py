"""The SQLite store: connection setup, schemas, transactions and after-commit hooks.

One connection, used from the server's event-loop thread, so every provider call runs alone
and conditional writes are atomic by construction. WAL mode with ``synchronous=NORMAL`` means a
committed transaction survives a crash of the server process (``kill -9``); a provider commits
before its response is sent, so nothing acknowledged is lost. Services own their tables (name
them with the service's prefix) and never touch another service's tables.

Schemas are versioned per owner (a service, the event bus, ...): ``ensure_schema`` runs the owner's
baseline ``CREATE ... IF NOT EXISTS`` statements (its version-1 schema, never edited afterwards), then
every :class:`Migration` newer than the version recorded in ``labcloud_schema``, in one transaction.
A data dir made before migrations existed has no record, so all of an owner's migrations run on it.
An owner new to the database whose migrations alter tables is created as they leave it, built in a
scratch database first (``_create_as_built``: SQLite re-reads the whole schema on each ``ALTER``).
The data dir itself is guarded by :mod:`labcloud.store.datadir` (a foreign, corrupt or newer database
is refused before anything is written).

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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from labcloud.store import as_built
from labcloud.store.datadir import (
    FULL_CHECK_BYTES,
    DataDirError,
    check_database,
    check_file,
    check_in_background,
    checked_whole_at_start,
    mark_database,
    out_of_space,
)

log = logging.getLogger("labcloud")

#: Commits between wake-ups of the checkpointer (it also runs once a second).
CHECKPOINT_EVERY = 500
#: WAL length (frames) from which the event-loop connection completes a background pass itself.
FINISH_FRAMES = 4000
#: Page cache of a durable store (KiB): the pages written lately; reads go through the memory map.
CACHE_KIB = 2048
#: Prepared statements the connection keeps (Python's default is 128). The services' tables take more
#: distinct statements than that: a reset alone runs ~220 ``DELETE``s, so each one was prepared again every
#: time, and so were a busy server's statements once its calls spanned a few services.
STATEMENT_CACHE = 1024


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
        #: Passes attempted so far (a caller can wait for the pass its wake-up asked for).
        self.passes = 0

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
                except sqlite3.Error as exc:
                    if out_of_space(exc):
                        log.warning("background checkpoint postponed: the data dir is out of space")
                    else:
                        log.exception("background checkpoint failed")
                    continue
                finally:
                    self.passes += 1
                self.behind = frames >= FINISH_FRAMES
        finally:
            conn.close()

    def stop(self) -> None:
        self.stopping = True
        self.wake.set()
        self.join(10)


SCHEMA_TABLE = """CREATE TABLE IF NOT EXISTS labcloud_schema (
    owner TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    migrated_at REAL NOT NULL
)"""


@dataclass(frozen=True, slots=True)
class Migration:
    """One step of an owner's schema: statements to run and/or a function given the connection."""

    version: int
    description: str
    statements: tuple[str, ...] = ()
    apply: Callable[[sqlite3.Connection], None] | None = None


def _alters(migrations: Sequence[Migration]) -> bool:
    """Does any of these migrations alter a table (an ``ALTER TABLE``, or a function that may)?"""
    return any(
        m.apply is not None or any("ALTER TABLE" in statement.upper() for statement in m.statements)
        for m in migrations
    )


def _scratch_built(
    statements: Sequence[str], migrations: Sequence[Migration]
) -> list[tuple[str, str, str]] | None:
    """The objects (type, name, SQL) the baseline and migrations leave in a database holding nothing else, in
    the order they were made; None when a migration leaves rows or fails there (``Store._create_as_built``)."""
    scratch = sqlite3.connect(":memory:", isolation_level=None)
    try:
        scratch.row_factory = (
            sqlite3.Row
        )  # as the store's own connection: a migration's function may index by name
        scratch.execute("PRAGMA foreign_keys=ON")
        for statement in statements:
            scratch.execute(statement)
        for migration in sorted(migrations, key=lambda m: m.version):
            for statement in migration.statements:
                scratch.execute(statement)
            if migration.apply is not None:
                migration.apply(scratch)
        made: list[tuple[str, str, str]] = [
            (str(kind), str(name), str(sql))
            for kind, name, sql in scratch.execute(
                "SELECT type, name, sql FROM sqlite_master"
                " WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid"
            )
        ]
        tables = [name for kind, name, _ in made if kind == "table"]
        if any(scratch.execute(f'SELECT 1 FROM "{name}" LIMIT 1').fetchone() for name in tables):
            return None
    except sqlite3.Error:
        return None
    finally:
        scratch.close()
    return made


class Store:
    """A thin, explicit wrapper over one SQLite connection."""

    def __init__(self, path: Path | None, *, full_check_bytes: int = FULL_CHECK_BYTES) -> None:
        self.path = path
        target = ":memory:" if path is None else str(path)
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            check_file(path)
        try:
            self.conn = sqlite3.connect(
                target, isolation_level=None, check_same_thread=False, cached_statements=STATEMENT_CACHE
            )
        except sqlite3.DatabaseError as exc:
            raise DataDirError(f"{target} cannot be opened as a database ({exc})") from None
        self.conn.row_factory = sqlite3.Row
        self._checkpointer: _Checkpointer | None = None
        self._commits = 0
        later = False
        if path is not None:
            whole = checked_whole_at_start(path, full_check_bytes)
            try:
                check_database(self.conn, path, whole=whole)
            except DataDirError:
                self.conn.close()
                raise
            later = not whole
            self.conn.execute("PRAGMA journal_mode=WAL")
            self.conn.execute("PRAGMA wal_autocheckpoint=0")  # the checkpointer thread does it
            self._checkpointer = _Checkpointer(path)
            self._checkpointer.start()
        self.conn.execute("PRAGMA synchronous=NORMAL")
        self.conn.execute("PRAGMA foreign_keys=ON")
        self.conn.execute("PRAGMA busy_timeout=5000")
        self.conn.execute("PRAGMA temp_store=MEMORY")
        # A durable store's page cache stays small: reads come through the memory map below, so the cache
        # holds little more than the pages written lately, and every commit pays for the pages it holds
        # (5,000 write transactions of a PutItem's shape, after 45,000 earlier ones: ~95 us each with a
        # 64 MiB cache, ~67 us with 2 MiB; a fresh database shows no difference). An in-memory
        # database lives in its cache, which never drops a page whatever the size.
        self.conn.execute("PRAGMA cache_size=-65536" if path is None else f"PRAGMA cache_size=-{CACHE_KIB}")
        # Reads through a memory map (up to 1 GiB of the file) instead of a read() per page missing from
        # the cache: at 1M items GetItem and ReceiveMessage cost ~5 % more server CPU than on a small
        # database instead of ~13 % (bench_scale). Writes still go through the WAL; mapped pages are
        # page cache, which the kernel can drop.
        self.conn.execute("PRAGMA mmap_size=1073741824")
        self._depth = 0
        #: Counts outermost transactions begun: work held for "the transaction open now" tells a later
        #: transaction (its own was rolled back) from its own by it (``events.bus`` held events).
        self.generation = 0
        self._after_commit: list[Callable[[], None]] = []
        #: Writes committed work may still owe (held events): run before the next transaction begins
        #: and before a copy, restore or close of the whole store, so those see everything acknowledged.
        self._owed: list[Callable[[], None]] = []
        self._owing = False
        self._lock = threading.RLock()
        with self.transaction():
            self.conn.execute(SCHEMA_TABLE)
            mark_database(self.conn)
        if later and path is not None:
            check_in_background(path)  # a large database: the whole file after the start (datadir)

    # ------------------------------------------------------------------ schema

    def ensure_schema(
        self, owner: str, statements: Sequence[str], migrations: Sequence[Migration] = ()
    ) -> int:
        """Create an owner's baseline tables, then run its migrations newer than the recorded version.

        Returns the owner's schema version. A version recorded above every migration this code knows
        means a newer labcloud wrote the data dir: refused, nothing changed.
        """
        latest = max((m.version for m in migrations), default=0)
        with self.transaction():
            recorded = self.one("SELECT 1 FROM labcloud_schema WHERE owner=?", (owner,)) is not None
            if not recorded and _alters(migrations) and self._create_as_built(statements, migrations):
                self.conn.execute(
                    "INSERT INTO labcloud_schema (owner, version, migrated_at) VALUES (?, ?, strftime('%s','now'))",
                    (owner, latest),
                )
                log.debug("%s schema created at version %d", owner, latest)
                return latest
            for statement in statements:
                self.conn.execute(statement)
            current = self.scalar("SELECT version FROM labcloud_schema WHERE owner=?", (owner,)) or 0
            # A new data dir (or --in-memory) builds every owner from its baseline and migrations at
            # once: that is creation, not news; an upgrade of existing data is said at INFO.
            report = log.info if recorded else log.debug
            if current > latest:
                raise DataDirError(
                    f"the data dir's {owner} schema is at version {current}, newer than this labcloud knows "
                    f"({latest}); upgrade labcloud, or start it with another --data-dir"
                )
            for migration in sorted(migrations, key=lambda m: m.version):
                if migration.version <= current:
                    continue
                for statement in migration.statements:
                    self.conn.execute(statement)
                if migration.apply is not None:
                    migration.apply(self.conn)
                report(
                    "%s schema migrated to version %d: %s", owner, migration.version, migration.description
                )
            if latest != current or not recorded:
                self.conn.execute(
                    "INSERT INTO labcloud_schema (owner, version, migrated_at) VALUES (?, ?, strftime('%s','now')) "
                    "ON CONFLICT(owner) DO UPDATE SET version=excluded.version, migrated_at=excluded.migrated_at",
                    (owner, latest),
                )
        return latest

    def _create_as_built(self, statements: Sequence[str], migrations: Sequence[Migration]) -> bool:
        """Create a new owner's objects as its baseline and migrations leave them, without running the
        migrations here; False (nothing done) when that cannot be done safely.

        An ``ALTER TABLE`` makes SQLite parse the whole database's schema again, every service's tables
        included (~1.5 ms each once most services are built): a new owner with a few of them in its
        migrations paid ~10 ms on its first call (KMS, Step Functions; issue 40). So the baseline and
        migrations run in a scratch in-memory database holding nothing else, and the objects they leave
        are created here from SQLite's own text of them, in the order they were made: the same tables,
        columns, indexes and triggers as running them here. Not when one of those names exists here
        already (an owner never recorded but with tables: a data dir from before versioned
        migrations), nor when a migration left rows or fails there (one reaching outside its owner's
        tables): the migrations then run here as always. What the scratch database made is kept per user
        under ``labcloud up`` (``as_built.py``), so a later start skips it."""
        cache = as_built.installed()
        entry = as_built.key(statements, migrations) if cache is not None else None
        made = cache.lookup(entry) if cache is not None and entry is not None else None
        if made is None:
            made = _scratch_built(statements, migrations)
            if made is None:
                return False
            if cache is not None and entry is not None:
                cache.remember(entry, made)
        names = [name for _, name, _ in made]
        taken = self.conn.execute(
            f"SELECT 1 FROM sqlite_master WHERE name IN ({','.join('?' * len(names))}) LIMIT 1", names
        ).fetchone()
        if taken is not None:
            return False
        for _, _, sql in made:
            self.conn.execute(sql)
        return True

    # ------------------------------------------------------------------ queries

    # A statement outside any transaction first settles what committed work still owes (held events, writes
    # kept after their responses): a reader sees every answered write, as inside a transaction.

    def execute(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> sqlite3.Cursor:
        if self._owing and not self._depth:
            self.settle()
        return self.conn.execute(sql, params)

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> sqlite3.Cursor:
        if self._owing and not self._depth:
            self.settle()
        return self.conn.executemany(sql, rows)

    def all(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[sqlite3.Row]:
        if self._owing and not self._depth:
            self.settle()
        return self.conn.execute(sql, params).fetchall()

    def one(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> sqlite3.Row | None:
        if self._owing and not self._depth:
            self.settle()
        row: sqlite3.Row | None = self.conn.execute(sql, params).fetchone()
        return row

    def scalar(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> Any:
        if self._owing and not self._depth:
            self.settle()
        row = self.conn.execute(sql, params).fetchone()
        return None if row is None else row[0]

    # ------------------------------------------------------------------ transactions

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """``BEGIN IMMEDIATE`` … ``COMMIT``; nested calls become savepoints."""
        with self._lock:
            if self._depth == 0:
                if self._owing:
                    self.settle()  # held work of committed transactions goes first, in its own transaction
                self.conn.execute("BEGIN IMMEDIATE")
                self.generation += 1
            else:
                self.conn.execute(f"SAVEPOINT sp{self._depth}")
            self._depth += 1
            try:
                yield self.conn
            except BaseException:
                self._depth -= 1
                if self._depth == 0:
                    self._rollback()
                else:
                    try:
                        self.conn.execute(f"ROLLBACK TO sp{self._depth}")
                        self.conn.execute(f"RELEASE sp{self._depth}")
                    except sqlite3.OperationalError:
                        if self.conn.in_transaction:
                            raise
                        # SQLite already rolled the whole transaction back (a full disk, say): the
                        # outer levels' own ROLLBACKs find nothing to undo
                        self._after_commit.clear()
                raise
            self._depth -= 1
            if self._depth == 0:
                try:
                    self.conn.execute("COMMIT")
                except sqlite3.Error:
                    # a commit that fails (disk full, I/O error) leaves nothing applied
                    self._rollback()
                    raise
                if self._checkpointer is not None:
                    self._after_write()
                callbacks, self._after_commit = self._after_commit, []
                for callback in callbacks:
                    callback()
            else:
                self.conn.execute(f"RELEASE sp{self._depth}")

    def _rollback(self) -> None:
        """Undo the open transaction; SQLite may already have done so itself (SQLITE_FULL, I/O errors)."""
        self._after_commit.clear()
        if self.conn.in_transaction:
            try:
                self.conn.execute("ROLLBACK")
            except sqlite3.OperationalError:
                log.exception("rollback failed")

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

    def owes(self, flush: Callable[[], None]) -> None:
        """Register a writer of work owed after commits (held events), run by :meth:`settle`."""
        self._owed.append(flush)

    def owe(self) -> None:
        """Work is owed: :meth:`settle` before the next transaction begins or statement outside one runs (a
        copy and a close settle too)."""
        self._owing = True

    def settle(self) -> None:
        """Write what committed work still owes (held events), between transactions."""
        self._owing = False
        for flush in self._owed:
            flush()

    def wipe(self, tables: Iterable[str]) -> None:
        with self.transaction():
            for table in tables:
                self.conn.execute(f"DELETE FROM {table}")

    def backup_to(self, target: sqlite3.Connection) -> None:
        """Copy the whole database into ``target`` with SQLite's online backup API, under the write lock
        and between transactions: a consistent copy (state snapshots, ``store/snapshot.py``)."""
        with self._lock:
            if self._depth:
                raise RuntimeError("a backup cannot run inside a transaction")
            self.settle()
            self.conn.backup(target)

    def restore_from(self, source: sqlite3.Connection) -> None:
        """Replace the whole database with ``source``'s content (the online backup API, the other way);
        the caller makes sure nothing else uses the store meanwhile (the hub is stopped)."""
        with self._lock:
            if self._depth:
                raise RuntimeError("a restore cannot run inside a transaction")
            self.settle()  # nothing held may land in the restored database afterwards
            source.backup(self.conn)
            self._after_commit.clear()

    def close(self) -> None:
        if not self._depth:
            try:
                self.settle()
            except Exception:  # noqa: BLE001 - closing anyway
                log.exception("writing held work before the close failed")
        if self._checkpointer is not None:
            self._checkpointer.stop()
            self._checkpointer = None
        try:
            if self.path is not None:
                self.conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            self.conn.close()
