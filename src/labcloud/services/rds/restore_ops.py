"""RestoreDBClusterFromSnapshot and RestoreDBInstanceFromDBSnapshot: a new cluster or standalone
instance whose postgres server starts from a copy of the snapshot's data dir (the rows the snapshot
holds, none written after it), with the snapshot's master user and password and database."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.rds import cluster_ops, instance_ops, requests, snapshots
from labcloud.services.rds.errors import invalid_value
from labcloud.services.rds.state import RdsState

if TYPE_CHECKING:
    from labcloud.services.rds.api import (
        RestoreDBClusterFromSnapshotRequest,
        RestoreDBClusterFromSnapshotResponse,
        RestoreDBInstanceFromDBSnapshotRequest,
        RestoreDBInstanceFromDBSnapshotResponse,
    )

#: The restore members passed on as CreateDBCluster / CreateDBInstance members of the same name.
_CLUSTER = {
    "AvailabilityZones", "DBClusterIdentifier", "Engine", "EngineVersion", "EngineMode", "Port",
    "DBSubnetGroupName", "VpcSecurityGroupIds", "Tags", "KmsKeyId", "EnableIAMDatabaseAuthentication",
    "EnableCloudwatchLogsExports", "DBClusterParameterGroupName", "DeletionProtection", "CopyTagsToSnapshot",
    "StorageType", "NetworkType", "ServerlessV2ScalingConfiguration", "BackupRetentionPeriod",
    "PreferredBackupWindow", "EngineLifecycleSupport",
}  # fmt: skip
_INSTANCE = {
    "DBInstanceIdentifier", "DBInstanceClass", "Port", "AvailabilityZone", "DBSubnetGroupName", "MultiAZ",
    "PubliclyAccessible", "AutoMinorVersionUpgrade", "LicenseModel", "Engine", "StorageType", "Tags",
    "VpcSecurityGroupIds", "CopyTagsToSnapshot", "EnableIAMDatabaseAuthentication", "EnableCloudwatchLogsExports",
    "DBParameterGroupName", "DeletionProtection", "NetworkType", "AllocatedStorage", "BackupRetentionPeriod",
    "PreferredBackupWindow", "CACertificateIdentifier", "EngineLifecycleSupport",
}  # fmt: skip


def _same_version(given: Any, snapshot: dict[str, Any]) -> None:
    if given and str(given).split(".")[0] != str(snapshot["EngineVersion"]).split(".")[0]:
        raise invalid_value(
            f"labcloud restores a snapshot on its own engine version ({snapshot['EngineVersion']}), not {given}."
        )


async def restore_db_cluster_from_snapshot(
    state: RdsState, request: RestoreDBClusterFromSnapshotRequest, ctx: RequestContext
) -> RestoreDBClusterFromSnapshotResponse:
    req: dict[str, Any] = dict(request)
    requests.only(req, "RestoreDBClusterFromSnapshot", _CLUSTER | {"SnapshotIdentifier"})
    snapshot = snapshots.find(state, ctx, "cluster-snapshot", str(req["SnapshotIdentifier"]))
    snapshots.available(snapshot, "cluster-snapshot")
    _same_version(req.get("EngineVersion"), snapshot)
    create = {k: v for k, v in req.items() if k in _CLUSTER}
    create.update(
        {
            "EngineVersion": req.get("EngineVersion") or snapshot["EngineVersion"],
            "MasterUsername": snapshot["MasterUsername"],
            "MasterUserPassword": snapshot["_password"],
            "StorageEncrypted": bool(snapshot.get("StorageEncrypted")),
        }
    )
    if snapshot.get("_database"):
        create["DatabaseName"] = snapshot["_database"]
    answer = await cluster_ops.create(state, create, ctx, snapshots.path_of(state, snapshot))
    return answer


async def restore_db_instance_from_db_snapshot(
    state: RdsState, request: RestoreDBInstanceFromDBSnapshotRequest, ctx: RequestContext
) -> RestoreDBInstanceFromDBSnapshotResponse:
    req: dict[str, Any] = dict(request)
    requests.only(req, "RestoreDBInstanceFromDBSnapshot", _INSTANCE | {"DBSnapshotIdentifier"})
    if not req.get("DBSnapshotIdentifier"):
        raise invalid_value("The parameter DBSnapshotIdentifier must be provided and must not be blank.")
    snapshot = snapshots.find(state, ctx, "snapshot", str(req["DBSnapshotIdentifier"]))
    snapshots.available(snapshot, "snapshot")
    create = {k: v for k, v in req.items() if k in _INSTANCE}
    create.update(
        {
            "DBInstanceClass": req.get("DBInstanceClass") or snapshot.get("_class") or "db.t3.micro",
            "Engine": req.get("Engine") or snapshot["Engine"],
            "EngineVersion": snapshot["EngineVersion"],
            "AllocatedStorage": req.get("AllocatedStorage") or snapshot["AllocatedStorage"],
            "MasterUsername": snapshot["MasterUsername"],
            "MasterUserPassword": snapshot["_password"],
            "StorageEncrypted": bool(snapshot.get("Encrypted")),
        }
    )
    if snapshot.get("_database"):
        create["DBName"] = snapshot["_database"]
    answer = await instance_ops.create(state, create, ctx, snapshots.path_of(state, snapshot))
    return answer
