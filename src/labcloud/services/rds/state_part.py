"""RDS's part of a labcloud state snapshot (docs/state.md): the data of every postgres server (an online
``pg_basebackup`` of a running one, the files of a stopped one) and of every available DB (cluster)
snapshot, each a gzip'd tar of its data dir named by that dir. A load replaces ``<data dir>/rds`` with
what the snapshot holds (every server is stopped then); the services then start the recorded servers
from it, so a loaded cluster has the rows it had when it was saved."""

from __future__ import annotations

import io
import logging
import re
import shutil
import tarfile
import tempfile
from collections.abc import Iterator
from pathlib import Path

from labcloud.services.rds.engines import EngineError
from labcloud.services.rds.state import RdsState
from labcloud.services.shape import SnapshotPart

log = logging.getLogger(__name__)
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,300}$")


def part(state: RdsState) -> SnapshotPart:
    return SnapshotPart("rds", lambda: save(state), lambda items: load(state, items))


def _packed(folder: Path) -> bytes:
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz", compresslevel=1) as archive:
        for path in sorted(folder.iterdir()):
            if path.name not in ("postmaster.pid", "postmaster.opts"):
                archive.add(path, arcname=path.name)
    return out.getvalue()


def save(state: RdsState) -> Iterator[tuple[str, bytes]]:
    engines = state.engines
    for kind in ("cluster", "instance"):
        for doc in state.records.every(kind):
            if not doc.get("_owns_engine"):
                continue
            key = str(doc["_engine"])
            folder = engines.dir_of(key)
            if engines.running(key):
                engines.root.mkdir(parents=True, exist_ok=True)
                with tempfile.TemporaryDirectory(dir=engines.root, prefix=".save-") as scratch:
                    copy = Path(scratch) / "data"
                    try:
                        engines.backup_now(key, copy, str(doc["MasterUsername"]), str(doc["_password"]))
                    except (EngineError, OSError) as exc:
                        log.warning("rds: the state snapshot holds no data of %s: %s", key, exc)
                        continue
                    yield folder.name, _packed(copy)
            elif engines.has_data(key) and not engines.pids_of(key):
                yield folder.name, _packed(folder)
    for kind in ("cluster-snapshot", "snapshot"):
        for doc in state.records.every(kind):
            folder = engines.dir_of(str(doc["_engine"]))
            if doc.get("Status") == "available" and folder.is_dir():
                yield folder.name, _packed(folder)


def load(state: RdsState, items: list[tuple[str, bytes]]) -> None:
    root = state.engines.root
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True, exist_ok=True)
    for name, data in items:
        if not _NAME.match(name):
            continue  # a hand-edited snapshot naming something else: never written
        target = root / name
        with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
            archive.extractall(target, filter="data")
        target.chmod(0o700)
