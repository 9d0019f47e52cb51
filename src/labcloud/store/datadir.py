"""Guarding the data dir: one server at a time, and never a write into a database that is not ours.

- ``lock_data_dir`` takes an exclusive ``flock`` on ``<data dir>/labcloud.lock`` for the life of the
  process (the kernel drops it on any exit, ``kill -9`` included), so a second ``labcloud up`` on the
  same data dir refuses clearly instead of sharing the SQLite file with a second writer.
- ``check_file`` refuses a ``labcloud.db`` that is not a SQLite file at all; ``check_database``
  refuses one another program made (its SQLite ``application_id``, or tables none of which are
  labcloud's), one made by a newer labcloud (its ``user_version``), and one SQLite finds corrupt.
  Each refusal names the file and what to do; nothing is modified or deleted.
- The corruption check reads the whole file (``PRAGMA quick_check``: about 1.5 s of CPU per GiB, more
  than a start may take with 1 GiB of state). Up to ``FULL_CHECK_BYTES`` it runs before the start;
  a larger database has its structure checked before the start (the schema, and the first and last
  rows of every table: each b-tree's root and edges) and the whole file just after, on a thread of its
  own (``check_in_background``), which says loudly in the log if SQLite finds damage there.
"""

from __future__ import annotations

import errno
import fcntl
import logging
import os
import sqlite3
import threading
from pathlib import Path

log = logging.getLogger("labcloud")

#: ``PRAGMA application_id`` of labcloud's database ("LBCD").
APPLICATION_ID = 0x4C424344
#: ``PRAGMA user_version``: the data-dir format. 0 = made before versioned migrations (still opened).
FORMAT_VERSION = 1
#: A table every labcloud database has (the event bus creates it first).
MARKER_TABLE = "events"
#: Databases up to this size are checked whole before the start; ``LABCLOUD_FULL_CHECK_BYTES`` sets it.
FULL_CHECK_BYTES = 256 * 2**20

_HELD: dict[Path, int] = {}


class DataDirError(RuntimeError):
    """The data dir cannot be used; the message says why and what to do."""


def lock_data_dir(data_dir: Path) -> None:
    """Hold ``<data_dir>/labcloud.lock`` exclusively until this process exits."""
    data_dir.mkdir(parents=True, exist_ok=True)
    path = (data_dir / "labcloud.lock").resolve()
    if path in _HELD:
        return
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = os.pread(fd, 64, 0).decode(errors="replace").strip() or "unknown"
        os.close(fd)
        raise DataDirError(
            f"the data dir {data_dir} is in use by another labcloud (pid {holder}); stop that one first, "
            "or start this one with another --data-dir (or --in-memory)"
        ) from None
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
    _HELD[path] = fd


def check_file(db_path: Path) -> None:
    """Refuse a database file that is not SQLite (a foreign file, or one whose header is destroyed)."""
    if not db_path.exists() or db_path.stat().st_size == 0:
        return
    with open(db_path, "rb") as handle:
        header = handle.read(16)
    if header != b"SQLite format 3\x00":
        raise DataDirError(
            f"{db_path} is not a SQLite database (a foreign file, or a corrupt one); labcloud will not "
            "touch it. Move it away, or start labcloud with another --data-dir."
        )


def checked_whole_at_start(db_path: Path, limit: int = FULL_CHECK_BYTES) -> bool:
    """Whether ``check_database`` reads the whole file (else: its structure, and the rest after)."""
    try:
        size = db_path.stat().st_size
    except FileNotFoundError:
        return True
    return size <= limit


def _structure_verdict(conn: sqlite3.Connection) -> list[str]:
    """Read the first and last row of every table: each b-tree's root and its two edges."""
    names = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
    for name in names:
        quoted = '"' + name.replace('"', '""') + '"'
        conn.execute(f"SELECT * FROM {quoted} LIMIT 1").fetchall()
        try:
            conn.execute(f"SELECT * FROM {quoted} WHERE rowid = (SELECT max(rowid) FROM {quoted})").fetchall()
        except sqlite3.OperationalError as exc:
            if "no such column" not in str(exc):  # a WITHOUT ROWID table has no rowid
                raise
    return ["ok"]


def check_database(conn: sqlite3.Connection, db_path: Path, *, whole: bool = True) -> bool:
    """Refuse a foreign, newer or corrupt database; whether it is a fresh (empty) one.

    ``whole=False`` checks the structure only (``checked_whole_at_start``)."""
    try:
        application_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if whole:
            verdict = [row[0] for row in conn.execute("PRAGMA quick_check(5)")]
        else:
            verdict = _structure_verdict(conn)
    except sqlite3.DatabaseError as exc:
        raise DataDirError(
            f"{db_path} cannot be read as a database ({exc}); labcloud will not modify it. Move it away "
            "(keep it for recovery), or start labcloud with another --data-dir."
        ) from None
    if verdict != ["ok"]:
        raise DataDirError(
            f"{db_path} is corrupt (SQLite quick_check: {'; '.join(verdict)}); labcloud will not modify it. "
            "Move it away (keep it for recovery), or start labcloud with another --data-dir."
        )
    fresh = not tables
    foreign = application_id not in (0, APPLICATION_ID) or (
        application_id == 0 and not fresh and MARKER_TABLE not in tables
    )
    if foreign:
        raise DataDirError(
            f"{db_path} is a SQLite database another program made (application_id {application_id:#x}, "
            f"tables {', '.join(sorted(tables)[:5]) or 'none'}); labcloud will not touch it. "
            "Start labcloud with another --data-dir."
        )
    if version > FORMAT_VERSION:
        raise DataDirError(
            f"{db_path} was written by a newer labcloud (data format {version}; this one knows up to "
            f"{FORMAT_VERSION}); upgrade labcloud, or start it with another --data-dir."
        )
    return fresh


def check_in_background(db_path: Path) -> threading.Thread:
    """Run the whole-file check on a read-only connection of its own; log an error if it fails.

    The server is running by then: damage found here cannot be refused any more, so it is said where
    the user sees it, with what to do."""

    def run() -> None:
        try:
            conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
            try:
                verdict = [row[0] for row in conn.execute("PRAGMA quick_check(5)")]
            finally:
                conn.close()
        except sqlite3.DatabaseError as exc:
            verdict = [str(exc)]
        if verdict != ["ok"]:
            log.error(
                "%s is corrupt (SQLite quick_check: %s). Stop labcloud, keep the file for recovery, and "
                "start it with another --data-dir.",
                db_path,
                "; ".join(verdict),
            )
        else:
            log.debug("%s: the whole-file check found no damage", db_path)

    thread = threading.Thread(target=run, name="labcloud-integrity-check", daemon=True)
    thread.start()
    return thread


def mark_database(conn: sqlite3.Connection) -> None:
    """Stamp the database as labcloud's, at this format version (inside the caller's transaction)."""
    conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version={FORMAT_VERSION}")


_SQLITE_FULL = getattr(sqlite3, "SQLITE_FULL", 13)


def out_of_space(exc: BaseException) -> bool:
    """Whether ``exc`` is the disk (or SQLite's page limit) running out of room."""
    if isinstance(exc, sqlite3.Error):
        # sqlite_errorcode and SQLITE_FULL (13) exist from Python 3.11; the message says it on every version
        return getattr(exc, "sqlite_errorcode", None) == _SQLITE_FULL or "disk is full" in str(exc)
    return isinstance(exc, OSError) and exc.errno == errno.ENOSPC


NO_SPACE_MESSAGE = (
    "labcloud's data dir is out of disk space; the request was not applied (nothing stored "
    "changed). Free some space and retry."
)
