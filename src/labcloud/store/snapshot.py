"""State snapshots: one file holding a consistent copy of every service's state (docs/state.md).

A snapshot is itself a SQLite database: every table of the store, copied with SQLite's online backup
API while no transaction is open (the store's lock is held, and the copy runs on the thread that owns
the connection, so no write interleaves), plus two tables of its own:

- ``labcloud_snapshot`` (key, value): the manifest, ``format`` (this module's :data:`SNAPSHOT_FORMAT`),
  ``name``, ``created_at``, ``labcloud_version``, ``data_format`` (the store's ``user_version``) and
  ``schema`` (a JSON object, each schema owner's migration version, as ``labcloud_schema`` records it);
- ``labcloud_snapshot_files`` (path, data): the files the services keep beside the database (Lambda's
  kept code zips, S3's object bytes), by their path relative to the scratch dir; and, under
  ``@<part>/<name>``, what a service's snapshot part (``services/shape.py`` ``SnapshotPart``, e.g. RDS's
  postgres data) gave at the save, handed back to that part at a load.

Loading checks the file before anything live is touched (:func:`inspect`): a file that is not a
labcloud snapshot, a newer snapshot format or data format, or a schema owner at a version newer than
this labcloud knows is refused with :class:`SnapshotError`. An older schema is migrated by the hub that
starts over the restored store (``Store.ensure_schema``), exactly as an older data dir is.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import time
import uuid
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from labcloud import __version__
from labcloud.store.datadir import APPLICATION_ID, FORMAT_VERSION
from labcloud.store.db import Store

#: The layout of a snapshot file (the two tables above); a newer one is refused.
SNAPSHOT_FORMAT = 1
SUFFIX = ".lcsnap"
MANIFEST_TABLE = "labcloud_snapshot"
FILES_TABLE = "labcloud_snapshot_files"
#: Folders under the scratch dir whose files the database names (immutable once written): Lambda's kept
#: code zips (the extracted code is rebuilt from them), S3's object bytes and ECR's content-addressed blobs.
FILE_AREAS = ("lambda/zips", "s3/blobs", "ecr/blobs")
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")


class Part(Protocol):
    """A service's files a snapshot carries (``services/shape.py`` ``SnapshotPart``)."""

    @property
    def name(self) -> str: ...

    @property
    def save(self) -> Any: ...

    @property
    def load(self) -> Any: ...


class SnapshotError(Exception):
    """A snapshot that cannot be saved or loaded; ``code`` and ``status`` shape the internal API's answer."""

    def __init__(self, code: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


@dataclass(frozen=True, slots=True)
class Manifest:
    name: str
    created_at: float
    labcloud_version: str
    data_format: int
    schema: dict[str, int]
    size: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "created_at": self.created_at,
            "labcloud_version": self.labcloud_version,
            "data_format": self.data_format,
            "schema": self.schema,
            "size": self.size,
        }


def path_of(directory: Path, name: str) -> Path:
    """The file of snapshot ``name`` (a name of letters, digits, ``.``, ``_``, ``-``; at most 100)."""
    if not _NAME.match(name) or name.endswith(SUFFIX):
        raise SnapshotError(
            "ValidationException",
            f"invalid snapshot name {name!r}: use 1-100 letters, digits, '.', '_' or '-', starting with a "
            "letter or digit",
        )
    return directory / f"{name}{SUFFIX}"


def listing(directory: Path) -> list[Manifest]:
    """Every readable snapshot in ``directory``, by name."""
    found = []
    for path in sorted(directory.glob(f"*{SUFFIX}")) if directory.is_dir() else ():
        try:
            found.append(inspect(path))
        except SnapshotError:
            continue
    return found


def save(store: Store, target: Path, scratch_dir: Path, parts: Sequence[Part] = ()) -> Manifest:
    """Copy the live store (and the files it names, and the services' ``parts``) into ``target``,
    atomically replacing it."""
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(f".{target.name}.{uuid.uuid4().hex}.tmp")
    try:
        copy = sqlite3.connect(str(temporary), isolation_level=None)
        try:
            store.backup_to(copy)
            copy.execute("PRAGMA journal_mode=DELETE")  # one self-contained file, no -wal beside it
            schema = {
                str(owner): int(version)
                for owner, version in copy.execute("SELECT owner, version FROM labcloud_schema")
            }
            manifest = Manifest(
                name=target.name[: -len(SUFFIX)],
                created_at=round(time.time(), 3),
                labcloud_version=__version__,
                data_format=int(copy.execute("PRAGMA user_version").fetchone()[0]),
                schema=schema,
            )
            copy.execute("BEGIN")
            copy.execute(f"CREATE TABLE {MANIFEST_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            copy.execute(f"CREATE TABLE {FILES_TABLE} (path TEXT PRIMARY KEY, data BLOB NOT NULL)")
            copy.executemany(
                f"INSERT INTO {MANIFEST_TABLE} (key, value) VALUES (?, ?)",
                [
                    ("format", str(SNAPSHOT_FORMAT)),
                    ("name", manifest.name),
                    ("created_at", str(manifest.created_at)),
                    ("labcloud_version", manifest.labcloud_version),
                    ("data_format", str(manifest.data_format)),
                    ("schema", json.dumps(schema, sort_keys=True)),
                ],
            )
            copy.executemany(
                f"INSERT INTO {FILES_TABLE} (path, data) VALUES (?, ?)", _kept_files(scratch_dir)
            )
            for part in parts:
                copy.executemany(
                    f"INSERT INTO {FILES_TABLE} (path, data) VALUES (?, ?)",
                    _part_files(part.name, part.save()),
                )
            copy.execute("COMMIT")
        finally:
            copy.close()
        with open(temporary, "rb+") as handle:
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return inspect(target)


def _kept_files(scratch_dir: Path) -> Iterator[tuple[str, bytes]]:
    for area in FILE_AREAS:
        root = scratch_dir / area
        if not root.is_dir():
            continue
        for path in sorted(root.rglob("*")):
            if path.is_file() and not path.name.endswith(".tmp"):
                yield path.relative_to(scratch_dir).as_posix(), path.read_bytes()


def _part_files(name: str, items: Iterable[tuple[str, bytes]]) -> Iterator[tuple[str, bytes]]:
    for item, data in items:
        yield f"@{name}/{item}", data


def _open_read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)


def inspect(path: Path) -> Manifest:
    """The manifest of the snapshot at ``path``; refuses what is not a snapshot this labcloud can read."""
    if not path.is_file():
        raise SnapshotError("ResourceNotFoundException", f"no snapshot {path.name} in {path.parent}", 404)
    with open(path, "rb") as handle:
        if handle.read(16) != b"SQLite format 3\x00":
            raise _foreign(path)
    try:
        conn = _open_read_only(path)
        try:
            if int(conn.execute("PRAGMA application_id").fetchone()[0]) != APPLICATION_ID:
                raise _foreign(path)
            rows = dict(conn.execute(f"SELECT key, value FROM {MANIFEST_TABLE}").fetchall())
            schema = json.loads(rows["schema"])
            recorded = dict(conn.execute("SELECT owner, version FROM labcloud_schema").fetchall())
        finally:
            conn.close()
        snapshot_format = int(rows["format"])
        manifest = Manifest(
            name=str(rows["name"]),
            created_at=float(rows["created_at"]),
            labcloud_version=str(rows["labcloud_version"]),
            data_format=int(rows["data_format"]),
            schema={str(k): int(v) for k, v in schema.items()},
            size=path.stat().st_size,
        )
    except (sqlite3.DatabaseError, KeyError, ValueError, TypeError, AttributeError):
        raise _foreign(path) from None
    if snapshot_format > SNAPSHOT_FORMAT or manifest.data_format > FORMAT_VERSION:
        raise SnapshotError(
            "SnapshotTooNew",
            f"{path.name} was saved by a newer labcloud ({manifest.labcloud_version}: snapshot format "
            f"{snapshot_format}, data format {manifest.data_format}; this labcloud reads up to "
            f"{SNAPSHOT_FORMAT} and {FORMAT_VERSION}); upgrade labcloud to load it",
            409,
        )
    if recorded != manifest.schema:
        raise _foreign(path)
    return manifest


def _foreign(path: Path) -> SnapshotError:
    return SnapshotError(
        "InvalidSnapshot", f"{path.name} is not a labcloud snapshot (or it is damaged); nothing was loaded"
    )


def check_schema(manifest: Manifest, known: dict[str, int]) -> None:
    """Refuse a snapshot whose schema is newer than the running labcloud's (``known``: owner → version)."""
    newer = sorted(
        f"{owner} {version} (this labcloud: {known[owner] if owner in known else 'none'})"
        for owner, version in manifest.schema.items()
        if version > known.get(owner, -1)
    )
    if newer:
        raise SnapshotError(
            "SnapshotTooNew",
            f"{manifest.name} was saved by a newer labcloud ({manifest.labcloud_version}) whose schema is "
            f"ahead of this one: {', '.join(newer)}; upgrade labcloud to load it",
            409,
        )


def restore(store: Store, source: Path, scratch_dir: Path, parts: Sequence[Part] = ()) -> None:
    """Replace the live store's content (and kept files, and the services' ``parts``) with the
    snapshot's; the hub must be stopped."""
    conn = _open_read_only(source)
    try:
        given: dict[str, list[tuple[str, bytes]]] = {part.name: [] for part in parts}
        for relative, data in conn.execute(f"SELECT path, data FROM {FILES_TABLE}"):
            path = str(relative)
            if path.startswith("@"):
                name, _, item = path[1:].partition("/")
                if name in given and item:
                    given[name].append((item, bytes(data)))
                continue
            _put_file(scratch_dir, path, bytes(data))
        for part in parts:
            part.load(given[part.name])
        store.restore_from(conn)
    finally:
        conn.close()
    with store.transaction():
        store.execute(f"DROP TABLE IF EXISTS {MANIFEST_TABLE}")
        store.execute(f"DROP TABLE IF EXISTS {FILES_TABLE}")


def _put_file(scratch_dir: Path, relative: str, data: bytes) -> None:
    """Write one kept file back (its content never changes under a name: an existing one is kept)."""
    parts = Path(relative).parts
    if (
        not parts
        or Path(relative).is_absolute()
        or ".." in parts
        or not any(relative.startswith(area + "/") for area in FILE_AREAS)
    ):
        return  # a hand-edited snapshot naming a path outside the kept areas: never written
    target = scratch_dir / relative
    if target.is_file() and target.stat().st_size == len(data):
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(f".{target.name}.{uuid.uuid4().hex}.tmp")
    temporary.write_bytes(data)
    os.replace(temporary, target)
