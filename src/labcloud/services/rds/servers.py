"""Which postgres server a resource uses and what state it is in: a DB cluster (aurora-postgresql) and a
standalone DB instance (postgres) each own one; an Aurora instance uses its cluster's. Starting one is
background work (the resource shows ``creating`` until it answers, ``failed`` with the reason if it
cannot start); the records keep the master user and password the server was made with."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from labcloud.services.rds.engines import EngineError
from labcloud.services.rds.state import RdsState
from labcloud.spawn import spawn

Doc = dict[str, Any]


def key(account_id: str, region: str, kind: str, name: str) -> str:
    return f"{account_id}/{region}/{kind}/{name}"


def key_of(doc: Doc) -> str:
    return str(doc["_engine"])


def start(state: RdsState, doc: Doc, seed: Path | None = None) -> None:
    """Start (creating it first if new) the server of ``doc`` (a cluster or standalone instance); ``seed``:
    a snapshot's data dir the new server starts from (a restore) instead of initdb."""
    engine_key = key_of(doc)
    state.failures.pop(engine_key, None)

    async def go() -> None:
        try:
            if seed is not None:
                await state.engines.seed(engine_key, seed)
            await state.engines.ensure(
                engine_key,
                int(doc["_port"]),
                str(doc["MasterUsername"]),
                str(doc["_password"]),
                doc.get("_database"),
            )
        except (EngineError, OSError) as exc:
            state.failures[engine_key] = str(exc)

    spawn(go(), state.held)


async def ready(state: RdsState, doc: Doc) -> None:
    """Wait for ``doc``'s server to run (starting it if it is not), raising EngineError if it cannot."""
    engine_key = key_of(doc)
    await state.engines.ensure(
        engine_key, int(doc["_port"]), str(doc["MasterUsername"]), str(doc["_password"]), doc.get("_database")
    )


def status(state: RdsState, doc: Doc, stored: str) -> str:
    """``stored`` as it now is: ``creating`` becomes ``available`` once the server answers, ``failed`` if not."""
    if stored not in ("creating", "backing-up", "starting"):
        return stored
    engine_key = key_of(doc)
    if engine_key in state.failures:
        return "failed"
    return "available" if state.engines.running(engine_key) else stored


def restart_all(state: RdsState) -> None:
    """At the server's start: start every recorded server again (rows written before survive)."""
    for kind in ("cluster", "instance"):
        for doc in state.records.every(kind):
            if doc.get("_engine") and doc.get("_owns_engine"):
                start(state, doc)
