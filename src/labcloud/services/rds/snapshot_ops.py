"""The snapshot operations: Create/Describe/Delete/CopyDBClusterSnapshot and Create/Describe/Delete/
CopyDBSnapshot (manual snapshots, one account and region), and the documents a final snapshot records
when a cluster or standalone instance is deleted. The data itself is ``snapshots.py``'s."""

from __future__ import annotations

import shutil
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.rds import cluster_ops, instance_ops, names, requests, snapshot_docs, snapshots, views
from labcloud.services.rds.errors import cluster_state, instance_state, invalid_value
from labcloud.services.rds.events import publish
from labcloud.services.rds.state import RdsState

if TYPE_CHECKING:
    from labcloud.services.rds.api import (
        CopyDBClusterSnapshotRequest,
        CopyDBClusterSnapshotResponse,
        CopyDBSnapshotRequest,
        CopyDBSnapshotResponse,
        CreateDBClusterSnapshotRequest,
        CreateDBClusterSnapshotResponse,
        CreateDBSnapshotRequest,
        CreateDBSnapshotResponse,
        DeleteDBClusterSnapshotRequest,
        DeleteDBClusterSnapshotResponse,
        DeleteDBSnapshotRequest,
        DeleteDBSnapshotResponse,
        DescribeDBClusterSnapshotsRequest,
        DescribeDBClusterSnapshotsResponse,
        DescribeDBSnapshotsRequest,
        DescribeDBSnapshotsResponse,
    )

Doc = dict[str, Any]


def _tags_for(req: dict[str, Any], source: Doc) -> list[Any]:
    given = requests.tags(req.get("Tags"))
    if given or not source.get("CopyTagsToSnapshot"):
        return given
    return list(source.get("TagList") or [])


def create_db_cluster_snapshot(
    state: RdsState, request: CreateDBClusterSnapshotRequest, ctx: RequestContext
) -> CreateDBClusterSnapshotResponse:
    req: dict[str, Any] = dict(request)
    requests.only(
        req, "CreateDBClusterSnapshot", {"DBClusterSnapshotIdentifier", "DBClusterIdentifier", "Tags"}
    )
    cluster = cluster_ops.find(state, ctx, str(req["DBClusterIdentifier"]))
    snapshot_id = snapshots.check_new(state, ctx, "cluster-snapshot", str(req["DBClusterSnapshotIdentifier"]))
    status = cluster_ops.shown(state, ctx, cluster)["Status"]
    if status != "available":
        raise cluster_state(f"DBCluster {cluster['DBClusterIdentifier']} is {status}, not available.")
    doc = snapshot_docs.cluster_snapshot_doc(ctx, snapshot_id, cluster, _tags_for(req, cluster))
    with state.store.transaction():
        snapshot_docs.record(state, ctx, "cluster-snapshot", doc)
    snapshots.take(state, "cluster-snapshot", doc, cluster)
    return {"DBClusterSnapshot": views.cluster_snapshot(doc)}  # type: ignore[typeddict-item]


def create_db_snapshot(
    state: RdsState, request: CreateDBSnapshotRequest, ctx: RequestContext
) -> CreateDBSnapshotResponse:
    req: dict[str, Any] = dict(request)
    requests.only(req, "CreateDBSnapshot", {"DBSnapshotIdentifier", "DBInstanceIdentifier", "Tags"})
    instance = instance_ops.find(state, ctx, str(req["DBInstanceIdentifier"]))
    snapshot_id = snapshots.check_new(state, ctx, "snapshot", str(req["DBSnapshotIdentifier"]))
    if not instance.get("_owns_engine"):
        raise instance_state(
            f"DBInstance {instance['DBInstanceIdentifier']} is a member of DB cluster "
            f"{instance.get('DBClusterIdentifier')}: snapshot the cluster (CreateDBClusterSnapshot)."
        )
    status = instance_ops.shown(state, ctx, instance)["DBInstanceStatus"]
    if status != "available":
        raise instance_state(f"DBInstance {instance['DBInstanceIdentifier']} is {status}, not available.")
    doc = snapshot_docs.snapshot_doc(ctx, snapshot_id, instance, _tags_for(req, instance))
    with state.store.transaction():
        snapshot_docs.record(state, ctx, "snapshot", doc)
    snapshots.take(state, "snapshot", doc, instance)
    return {"DBSnapshot": views.snapshot(doc)}  # type: ignore[typeddict-item]


def _listed(
    state: RdsState, ctx: RequestContext, kind: str, req: dict[str, Any], names_: tuple[str, str, str]
) -> list[Doc]:
    """Snapshots of ``kind`` as DescribeDB(Cluster)Snapshots selects them (``names_``: the snapshot id
    member, the source id member, the resource id member)."""
    snap_member, source_member, resource_member = names_
    if kind == "cluster-snapshot":
        allowed = ("db-cluster-id", "db-cluster-snapshot-id", "snapshot-type", "engine", "engine-version")
        by_filter = {"db-cluster-id": source_member, "db-cluster-snapshot-id": snap_member}
    else:
        allowed = ("db-instance-id", "db-snapshot-id", "dbi-resource-id", "snapshot-type", "engine")
        by_filter = {
            "db-instance-id": source_member,
            "db-snapshot-id": snap_member,
            "dbi-resource-id": resource_member,
        }
    found = requests.filters(req, allowed)
    if req.get(snap_member):
        docs = [snapshots.find(state, ctx, kind, str(req[snap_member]))]
    else:
        docs = state.records.listed(kind, ctx.account_id, ctx.region)
    if req.get(source_member):
        source = str(req[source_member])
        parsed = names.parse_arn(source)
        wanted = (parsed[3] if parsed else source).lower()
        docs = [d for d in docs if d[source_member] == wanted]
    if req.get(resource_member):
        docs = [d for d in docs if d[resource_member] == req[resource_member]]
    wanted_type = req.get("SnapshotType")
    if wanted_type and wanted_type not in ("manual", "automated", "shared", "public", "awsbackup"):
        raise invalid_value(f"Invalid snapshot type: {wanted_type}")
    types = set(found.get("snapshot-type") or ()) | ({str(wanted_type)} if wanted_type else set())
    if types:
        docs = [d for d in docs if d["SnapshotType"] in types]
    for name, member in by_filter.items():
        if name in found:
            arn_member = "DBClusterSnapshotArn" if kind == "cluster-snapshot" else "DBSnapshotArn"
            docs = [d for d in docs if d[member] in found[name] or d.get(arn_member) in found[name]]
    if "engine" in found:
        docs = [d for d in docs if d["Engine"] in found["engine"]]
    if "engine-version" in found:
        docs = [d for d in docs if d["EngineVersion"] in found["engine-version"]]
    return docs


def describe_db_cluster_snapshots(
    state: RdsState, request: DescribeDBClusterSnapshotsRequest, ctx: RequestContext
) -> DescribeDBClusterSnapshotsResponse:
    req: dict[str, Any] = dict(request)
    docs = _listed(
        state, ctx, "cluster-snapshot", req,
        ("DBClusterSnapshotIdentifier", "DBClusterIdentifier", "DbClusterResourceId"),
    )  # fmt: skip
    chunk, marker = requests.page(docs, req)
    out: dict[str, Any] = {"DBClusterSnapshots": [views.cluster_snapshot(d) for d in chunk]}
    if marker:
        out["Marker"] = marker
    return out  # type: ignore[return-value]


def describe_db_snapshots(
    state: RdsState, request: DescribeDBSnapshotsRequest, ctx: RequestContext
) -> DescribeDBSnapshotsResponse:
    req: dict[str, Any] = dict(request)
    docs = _listed(
        state, ctx, "snapshot", req, ("DBSnapshotIdentifier", "DBInstanceIdentifier", "DbiResourceId")
    )
    chunk, marker = requests.page(docs, req)
    out: dict[str, Any] = {"DBSnapshots": [views.snapshot(d) for d in chunk]}
    if marker:
        out["Marker"] = marker
    return out  # type: ignore[return-value]


async def _delete(state: RdsState, ctx: RequestContext, kind: str, given: str) -> Doc:
    doc = snapshots.find(state, ctx, kind, given)
    if doc["Status"] == "creating":
        snapshots.available(doc, kind)
    member = snapshots.KINDS[kind][0]
    with state.store.transaction():
        state.records.delete(kind, ctx.account_id, ctx.region, str(doc[member]))
        publish(state, f"rds.{kind}.deleted", ctx, str(doc[member]))
    await _to_thread(shutil.rmtree, snapshots.path_of(state, doc), True)
    doc["Status"] = "deleted"
    return doc


async def _to_thread(fn: Any, *args: Any) -> Any:
    import asyncio

    return await asyncio.to_thread(fn, *args)


async def delete_db_cluster_snapshot(
    state: RdsState, request: DeleteDBClusterSnapshotRequest, ctx: RequestContext
) -> DeleteDBClusterSnapshotResponse:
    doc = await _delete(state, ctx, "cluster-snapshot", str(request["DBClusterSnapshotIdentifier"]))
    return {"DBClusterSnapshot": views.cluster_snapshot(doc)}  # type: ignore[typeddict-item]


async def delete_db_snapshot(
    state: RdsState, request: DeleteDBSnapshotRequest, ctx: RequestContext
) -> DeleteDBSnapshotResponse:
    doc = await _delete(state, ctx, "snapshot", str(request["DBSnapshotIdentifier"]))
    return {"DBSnapshot": views.snapshot(doc)}  # type: ignore[typeddict-item]


def _copy(
    state: RdsState,
    ctx: RequestContext,
    kind: str,
    req: dict[str, Any],
    source_member: str,
    target_member: str,
) -> Doc:
    snapshots.no_cross_region(str(req[source_member]), ctx)
    source = snapshots.find(state, ctx, kind, str(req[source_member]))
    snapshot_id = snapshots.check_new(state, ctx, kind, str(req[target_member]))
    snapshots.available(source, kind)
    arn_member = "DBClusterSnapshotArn" if kind == "cluster-snapshot" else "DBSnapshotArn"
    tags = requests.tags(req.get("Tags"))
    if not tags and req.get("CopyTags"):
        tags = list(source.get("TagList") or [])
    doc = dict(source)
    doc.update(
        {
            snapshots.KINDS[kind][0]: snapshot_id,
            arn_member: names.arn(ctx, kind, snapshot_id),
            "Status": "creating",
            "PercentProgress": 0,
            "TagList": tags,
            "_created": clock.now(),
            "_engine": snapshots.key(ctx, kind, snapshot_id),
        }
    )
    if kind == "cluster-snapshot":
        doc["SourceDBClusterSnapshotArn"] = source[arn_member]
    else:
        doc["SourceDBSnapshotIdentifier"] = source[arn_member]
        doc["SourceRegion"] = ctx.region
    if req.get("KmsKeyId"):
        doc["KmsKeyId"] = str(req["KmsKeyId"])
    with state.store.transaction():
        snapshot_docs.record(state, ctx, kind, doc)
    snapshots.copy(state, kind, doc, source)
    return doc


def copy_db_cluster_snapshot(
    state: RdsState, request: CopyDBClusterSnapshotRequest, ctx: RequestContext
) -> CopyDBClusterSnapshotResponse:
    req: dict[str, Any] = dict(request)
    requests.only(
        req,
        "CopyDBClusterSnapshot",
        {
            "SourceDBClusterSnapshotIdentifier",
            "TargetDBClusterSnapshotIdentifier",
            "KmsKeyId",
            "CopyTags",
            "Tags",
        },
    )
    doc = _copy(
        state,
        ctx,
        "cluster-snapshot",
        req,
        "SourceDBClusterSnapshotIdentifier",
        "TargetDBClusterSnapshotIdentifier",
    )
    return {"DBClusterSnapshot": views.cluster_snapshot(doc)}  # type: ignore[typeddict-item]


def copy_db_snapshot(
    state: RdsState, request: CopyDBSnapshotRequest, ctx: RequestContext
) -> CopyDBSnapshotResponse:
    req: dict[str, Any] = dict(request)
    requests.only(
        req,
        "CopyDBSnapshot",
        {"SourceDBSnapshotIdentifier", "TargetDBSnapshotIdentifier", "KmsKeyId", "CopyTags", "Tags"},
    )
    doc = _copy(state, ctx, "snapshot", req, "SourceDBSnapshotIdentifier", "TargetDBSnapshotIdentifier")
    return {"DBSnapshot": views.snapshot(doc)}  # type: ignore[typeddict-item]
