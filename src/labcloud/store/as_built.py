"""A per-user cache of what a new owner's baseline and migrations leave (``Store._create_as_built``).

Creating an owner whose migrations alter tables runs its baseline and migrations in a scratch in-memory
database and reads back the objects they made: about half of the ~3.5 ms Step Functions' first call spent
on its schema, and ~1 ms for each of the three such services built before the server answers (issue 40).
The objects follow from the statements alone (and SQLite's version, which writes their text after an
``ALTER``), so ``labcloud up`` keeps them in ``$XDG_CACHE_HOME/labcloud/schema-as-built``, keyed by a digest
of the owner's statements and SQLite's version; owners with a migration that runs code are never cached.
The file is derived data: a header that is not this format, a wrong length or checksum, or entries of the
wrong shape make a miss, and the scratch database is used as before. ``LABCLOUD_SCHEMA_CACHE=0`` turns it off.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labcloud.store.db import Migration

#: Bumped when what the file holds changes.
FORMAT = 1
_MAGIC = b"labcloud-schema-as-built\n"
#: Beyond this many entries, a save keeps only the ones this process used.
MAX_ENTRIES = 2_000

Made = list[tuple[str, str, str]]


def cache_path() -> Path | None:
    if os.environ.get("LABCLOUD_SCHEMA_CACHE", "1") == "0":
        return None
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "labcloud" / "schema-as-built"


def key(statements: Sequence[str], migrations: Sequence[Migration]) -> str | None:
    """The entry for these statements (None when a migration runs code: its effect is not in its text)."""
    if any(m.apply is not None for m in migrations):
        return None
    ordered = [[m.version, list(m.statements)] for m in sorted(migrations, key=lambda m: m.version)]
    text = json.dumps([sqlite3.sqlite_version, list(statements), ordered])
    return hashlib.sha256(text.encode()).hexdigest()


def encode(entries: dict[str, Made]) -> bytes:
    payload = json.dumps(entries, separators=(",", ":")).encode()
    return _MAGIC + f"{FORMAT} {len(payload)} {zlib.crc32(payload)}\n".encode() + payload


def decode(blob: bytes) -> dict[str, Made]:
    """The entries in ``blob``; none when it is not a whole file of this format."""
    if not blob.startswith(_MAGIC):
        return {}
    line_end = blob.find(b"\n", len(_MAGIC))
    try:
        fmt, length, checksum = blob[len(_MAGIC) : line_end].decode("ascii").split(" ")
        payload = blob[line_end + 1 :]
        if (
            line_end < 0
            or fmt != str(FORMAT)
            or len(payload) != int(length)
            or zlib.crc32(payload) != int(checksum)
        ):
            return {}
        document = json.loads(payload)
    except (ValueError, UnicodeDecodeError):
        return {}
    if not isinstance(document, dict):
        return {}
    entries: dict[str, Made] = {}
    for name, made in document.items():
        if not isinstance(made, list) or not all(
            isinstance(row, list) and len(row) == 3 and all(isinstance(part, str) for part in row)
            for row in made
        ):
            return {}
        entries[name] = [(row[0], row[1], row[2]) for row in made]
    return entries


class AsBuiltCache:
    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self._stored = decode(path.read_bytes())
        except OSError:
            self._stored = {}
        self._used: set[str] = set()
        self._new: dict[str, Made] = {}

    def lookup(self, name: str) -> Made | None:
        found = self._new.get(name) or self._stored.get(name)
        if found is not None:
            self._used.add(name)
        return found

    def remember(self, name: str, made: Made) -> None:
        self._used.add(name)
        self._new[name] = list(made)

    def save(self) -> None:
        """Write the entries this process added (atomically: servers start and stop at once)."""
        new = self._new.copy()
        if not new:
            return
        entries = {**self._stored, **new}
        if len(entries) > MAX_ENTRIES:
            entries = {name: made for name, made in entries.items() if name in self._used}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temp = self.path.with_name(f".{self.path.name}.{os.getpid()}.{threading.get_ident()}")
            temp.write_bytes(encode(entries))
            os.replace(temp, self.path)
        except OSError:
            return
        self._stored = entries
        for name in new:
            self._new.pop(name, None)


_installed: AsBuiltCache | None = None


def install() -> AsBuiltCache | None:
    """Use the cache from now on (``labcloud up``); the cache, or None when it is turned off."""
    global _installed
    path = cache_path()
    if path is None:
        return None
    if _installed is None:
        _installed = AsBuiltCache(path)
    return _installed


def uninstall() -> None:
    global _installed
    _installed = None


def installed() -> AsBuiltCache | None:
    return _installed


def save() -> None:
    if _installed is not None:
        _installed.save()
