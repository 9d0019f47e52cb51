"""DB snapshots and DB cluster snapshots as data: each snapshot is a postgres data dir of its own under
``<data dir>/rds`` (key ``<account>/<region>/snapshot|cluster-snapshot/<id>``), taken from a running
server with ``pg_basebackup`` (or copied from a stopped one), copied for CopyDB*Snapshot, moved from the
server's data dir for a final snapshot, and copied into a new server's data dir by a restore. A snapshot
is ``creating`` until its copy is whole, then ``available`` (``failed`` with the reason if not)."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.rds import names, servers
from labcloud.services.rds.engines import EngineError, copy_dir
from labcloud.services.rds.errors import (
    cluster_snapshot_exists,
    cluster_snapshot_not_found,
    cluster_snapshot_state,
    invalid_value,
    quota_snapshots,
    snapshot_exists,
    snapshot_not_found,
    snapshot_state,
)
from labcloud.services.rds.state import RdsState
from labcloud.spawn import spawn

Doc = dict[str, Any]

#: Manual snapshots an account may keep in a region (AWS's default quota).
MAX_SNAPSHOTS = 100
#: kind → (the document's identifier member, the records' kind of its source).
KINDS = {
    "cluster-snapshot": ("DBClusterSnapshotIdentifier", "cluster"),
    "snapshot": ("DBSnapshotIdentifier", "instance"),
}


def key(ctx: RequestContext, kind: str, snapshot_id: str) -> str:
    return servers.key(ctx.account_id, ctx.region, kind, snapshot_id)


def path_of(state: RdsState, doc: Doc) -> Path:
    return state.engines.dir_of(str(doc["_engine"]))


def count(state: RdsState, ctx: RequestContext) -> int:
    return sum(state.records.count(kind, ctx.account_id, ctx.region) for kind in KINDS)


def _save(state: RdsState, kind: str, doc: Doc) -> None:
    account, region = str(doc["_account"]), str(doc["_region"])
    member = KINDS[kind][0]
    with state.store.transaction():
        if state.records.get(kind, account, region, str(doc[member])) is None:
            return  # deleted while it was taken
        state.records.put(kind, account, region, str(doc[member]), doc, float(doc["_created"]))


def _finish(state: RdsState, kind: str, doc: Doc, how: str | None, failure: str | None) -> None:
    if failure is not None:
        doc["Status"], doc["_failure"] = "failed", failure
    else:
        doc["Status"], doc["PercentProgress"], doc["_method"] = "available", 100, how
    _save(state, kind, doc)
    if (
        failure is None
        and state.records.get(kind, doc["_account"], doc["_region"], doc[KINDS[kind][0]]) is None
    ):
        shutil.rmtree(path_of(state, doc), ignore_errors=True)  # deleted meanwhile: drop the copy too


def take(state: RdsState, kind: str, doc: Doc, source: Doc) -> None:
    """In the background: copy ``source``'s server's data into the snapshot ``doc`` (recorded ``creating``)."""

    async def go() -> None:
        try:
            how = await state.engines.backup(
                servers.key_of(source),
                path_of(state, doc),
                str(source["MasterUsername"]),
                str(source["_password"]),
            )
        except (EngineError, OSError) as exc:
            _finish(state, kind, doc, None, str(exc))
            return
        _finish(state, kind, doc, how, None)

    spawn(go(), state.held)


def copy(state: RdsState, kind: str, doc: Doc, source: Doc) -> None:
    """In the background: copy the snapshot ``source``'s data into the snapshot ``doc``."""

    async def go() -> None:
        target = path_of(state, doc)
        try:
            await asyncio.to_thread(shutil.rmtree, target, True)
            await asyncio.to_thread(copy_dir, path_of(state, source), target)
        except OSError as exc:
            _finish(state, kind, doc, None, str(exc))
            return
        _finish(state, kind, doc, "copy of the snapshot", None)

    spawn(go(), state.held)


async def final(state: RdsState, kind: str, doc: Doc, source: Doc) -> None:
    """A final snapshot: the server stops and its data dir becomes the snapshot's (no copy)."""
    try:
        await state.engines.retire(servers.key_of(source), path_of(state, doc))
    except (EngineError, OSError) as exc:
        _finish(state, kind, doc, None, str(exc))
        return
    _finish(state, kind, doc, "the stopped server's data dir", None)


def check_new(state: RdsState, ctx: RequestContext, kind: str, snapshot_id: str) -> str:

    member = KINDS[kind][0]
    name = names.identifier(snapshot_id, member)
    if state.records.get(kind, ctx.account_id, ctx.region, name) is not None:
        raise cluster_snapshot_exists(name) if kind == "cluster-snapshot" else snapshot_exists(name)
    if count(state, ctx) >= MAX_SNAPSHOTS:
        raise quota_snapshots()
    return name


def find(state: RdsState, ctx: RequestContext, kind: str, given: str) -> Doc:

    missing = cluster_snapshot_not_found if kind == "cluster-snapshot" else snapshot_not_found
    name = given
    parsed = names.parse_arn(given)
    if parsed is not None:
        if parsed[2] != kind or parsed[:2] != (ctx.account_id, ctx.region):
            raise missing(given)
        name = parsed[3]
    doc = state.records.get(kind, ctx.account_id, ctx.region, name.lower())
    if doc is None:
        raise missing(given)
    return doc


def available(doc: Doc, kind: str) -> None:

    if doc["Status"] != "available":
        state_error = cluster_snapshot_state if kind == "cluster-snapshot" else snapshot_state
        raise state_error(f"Snapshot {doc[KINDS[kind][0]]} is {doc['Status']}, not available.")


def no_cross_region(given: str, ctx: RequestContext) -> None:

    parsed = names.parse_arn(given)
    if parsed is not None and parsed[:2] != (ctx.account_id, ctx.region):
        raise invalid_value("labcloud copies snapshots within one account and region only.")
