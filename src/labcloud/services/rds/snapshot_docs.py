"""The documents of DB snapshots and DB cluster snapshots (wire members, with labcloud's own keys under
``_``: the source's master password and database, the snapshot's data dir key), built from the cluster or
instance they are taken of, and recorded with their ``created`` event."""

from __future__ import annotations

from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.rds import names, snapshots
from labcloud.services.rds.events import publish
from labcloud.services.rds.state import RdsState

Doc = dict[str, Any]


def cluster_snapshot_doc(ctx: RequestContext, snapshot_id: str, cluster: Doc, tags: list[Any]) -> Doc:
    now = clock.now()
    doc: Doc = {
        "DBClusterSnapshotIdentifier": snapshot_id,
        "DBClusterSnapshotArn": names.arn(ctx, "cluster-snapshot", snapshot_id),
        "DBClusterIdentifier": cluster["DBClusterIdentifier"],
        "DbClusterResourceId": cluster["DbClusterResourceId"],
        "AvailabilityZones": list(cluster.get("AvailabilityZones") or []),
        "Engine": cluster["Engine"],
        "EngineMode": cluster.get("EngineMode", "provisioned"),
        "EngineVersion": cluster["EngineVersion"],
        "AllocatedStorage": int(cluster.get("AllocatedStorage") or 1),
        "Status": "creating",
        "Port": int(cluster["Port"]),
        "MasterUsername": cluster["MasterUsername"],
        "LicenseModel": "postgresql-license",
        "SnapshotType": "manual",
        "PercentProgress": 0,
        "StorageEncrypted": bool(cluster.get("StorageEncrypted")),
        "IAMDatabaseAuthenticationEnabled": bool(cluster.get("IAMDatabaseAuthenticationEnabled")),
        "StorageType": str(cluster.get("StorageType") or "aurora"),
        "TagList": tags,
        "_created": now,
        "_source_created": float(cluster["_created"]),
        "_account": ctx.account_id,
        "_region": ctx.region,
        "_password": cluster["_password"],
        "_database": cluster.get("_database"),
        "_engine": snapshots.key(ctx, "cluster-snapshot", snapshot_id),
    }
    if cluster.get("KmsKeyId"):
        doc["KmsKeyId"] = cluster["KmsKeyId"]
    return doc


def snapshot_doc(ctx: RequestContext, snapshot_id: str, instance: Doc, tags: list[Any]) -> Doc:
    now = clock.now()
    doc: Doc = {
        "DBSnapshotIdentifier": snapshot_id,
        "DBSnapshotArn": names.arn(ctx, "snapshot", snapshot_id),
        "DBInstanceIdentifier": instance["DBInstanceIdentifier"],
        "DbiResourceId": instance["DbiResourceId"],
        "Engine": instance["Engine"],
        "EngineVersion": instance["EngineVersion"],
        "AllocatedStorage": int(instance.get("AllocatedStorage") or 20),
        "Status": "creating",
        "Port": int(instance["_port"]),
        "AvailabilityZone": instance.get("AvailabilityZone"),
        "MasterUsername": instance["MasterUsername"],
        "LicenseModel": instance.get("LicenseModel", "postgresql-license"),
        "SnapshotType": "manual",
        "OptionGroupName": f"default:postgres-{str(instance['EngineVersion']).split('.')[0]}",
        "PercentProgress": 0,
        "StorageType": str(instance.get("StorageType") or "gp2"),
        "Encrypted": bool(instance.get("StorageEncrypted")),
        "IAMDatabaseAuthenticationEnabled": bool(instance.get("IAMDatabaseAuthenticationEnabled")),
        "SnapshotTarget": "region",
        "DedicatedLogVolume": False,
        "MultiTenant": False,
        "TagList": tags,
        "_created": now,
        "_source_created": float(instance["_created"]),
        "_account": ctx.account_id,
        "_region": ctx.region,
        "_password": instance["_password"],
        "_database": instance.get("_database"),
        "_class": instance.get("DBInstanceClass"),
        "_engine": snapshots.key(ctx, "snapshot", snapshot_id),
    }
    if instance.get("KmsKeyId"):
        doc["KmsKeyId"] = instance["KmsKeyId"]
    return doc


def record(state: RdsState, ctx: RequestContext, kind: str, doc: Doc) -> None:
    member = snapshots.KINDS[kind][0]
    state.records.put(kind, ctx.account_id, ctx.region, str(doc[member]), doc, float(doc["_created"]))
    publish(state, f"rds.{kind}.created", ctx, str(doc[member]))
