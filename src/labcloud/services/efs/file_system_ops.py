"""CreateFileSystem (CreationToken idempotency), DescribeFileSystems, DeleteFileSystem, the backup flag,
the lifecycle configuration (read as none), and replication refused by name.

A file system is ``available`` at once (labcloud makes its folder in the same request); AWS answers
``creating`` first for a few seconds, so clients that wait for ``available`` go on at their first poll."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.efs import errors, storage
from labcloud.services.efs.events import publish
from labcloud.services.efs.state import EfsState
from labcloud.services.efs.tagging import checked
from labcloud.services.efs.views import arn, file_system, new_id

if TYPE_CHECKING:
    from labcloud.services.efs.api import (
        CreateFileSystemRequest,
        CreateFileSystemResponse,
        CreateReplicationConfigurationRequest,
        CreateReplicationConfigurationResponse,
        DeleteFileSystemRequest,
        DeleteFileSystemResponse,
        DeleteReplicationConfigurationRequest,
        DeleteReplicationConfigurationResponse,
        DescribeBackupPolicyRequest,
        DescribeBackupPolicyResponse,
        DescribeFileSystemsRequest,
        DescribeFileSystemsResponse,
        DescribeLifecycleConfigurationRequest,
        DescribeLifecycleConfigurationResponse,
        DescribeReplicationConfigurationsRequest,
        DescribeReplicationConfigurationsResponse,
        PutBackupPolicyRequest,
        PutBackupPolicyResponse,
    )

_PERFORMANCE = ("generalPurpose", "maxIO")
_THROUGHPUT = ("bursting", "provisioned", "elastic")


def find(state: EfsState, ctx: RequestContext, fs_id: str) -> dict[str, Any]:
    doc = state.records.get("fs", ctx.account_id, ctx.region, fs_id)
    if doc is None:
        raise errors.fs_not_found(fs_id)
    return doc


def described(state: EfsState, ctx: RequestContext, doc: dict[str, Any]) -> dict[str, Any]:
    fs_id = str(doc["FileSystemId"])
    targets = len(state.records.listed("mt", ctx.account_id, ctx.region, fs_id))
    return file_system(doc, targets, storage.size(state, fs_id), clock.now())


def create_file_system(
    state: EfsState, request: CreateFileSystemRequest, ctx: RequestContext
) -> CreateFileSystemResponse:
    token = request["CreationToken"]
    existing = state.records.by_token("fs", ctx.account_id, ctx.region, token)
    if existing is not None:
        raise errors.fs_exists(str(existing["FileSystemId"]), token)
    performance = request.get("PerformanceMode", "generalPurpose")
    if performance not in _PERFORMANCE:
        raise errors.bad_request(f"Invalid PerformanceMode '{performance}'")
    throughput = request.get("ThroughputMode", "bursting")
    if throughput not in _THROUGHPUT:
        raise errors.bad_request(f"Invalid ThroughputMode '{throughput}'")
    provisioned = request.get("ProvisionedThroughputInMibps")
    if throughput == "provisioned" and provisioned is None:
        raise errors.bad_request(
            "ProvisionedThroughputInMibps is required when ThroughputMode is provisioned"
        )
    if throughput != "provisioned" and provisioned is not None:
        raise errors.bad_request(
            "ProvisionedThroughputInMibps can be set only when ThroughputMode is provisioned"
        )
    if performance == "maxIO" and throughput == "elastic":
        raise errors.bad_request("Max I/O performance mode is not supported with elastic throughput mode")
    encrypted = bool(request.get("Encrypted", False))
    if request.get("KmsKeyId") and not encrypted:
        raise errors.bad_request("KmsKeyId can be specified only when Encrypted is true")
    if state.records.count("fs", ctx.account_id, ctx.region) >= state.max_file_systems:
        raise errors.fs_limit(f"You have reached the limit of {state.max_file_systems} file systems.")
    tags = checked({}, request.get("Tags") or [])
    fs_id = new_id("fs")
    now = clock.now()
    doc: dict[str, Any] = {
        "OwnerId": ctx.account_id,
        "CreationToken": token,
        "FileSystemId": fs_id,
        "FileSystemArn": arn(ctx, "file-system", fs_id),
        "LifeCycleState": "available",
        "PerformanceMode": performance,
        "Encrypted": encrypted,
        "ThroughputMode": throughput,
        "FileSystemProtection": {"ReplicationOverwriteProtection": "ENABLED"},
        "_created": now,
        "_tags": tags,
        "_backup": "ENABLED" if request.get("Backup") else "DISABLED",
    }
    if encrypted:
        doc["KmsKeyId"] = request.get("KmsKeyId") or (
            f"arn:aws:kms:{ctx.region}:{ctx.account_id}:alias/aws/elasticfilesystem"
        )
    if provisioned is not None:
        doc["ProvisionedThroughputInMibps"] = float(provisioned)
    zone = request.get("AvailabilityZoneName")
    if zone:
        doc["AvailabilityZoneName"] = zone
        doc["AvailabilityZoneId"] = f"use1-az{(ord(zone[-1]) - ord('a')) % 6 + 1}"
    storage.create(state, fs_id)
    with state.store.transaction():
        state.records.put_file_system(ctx.account_id, ctx.region, doc, now)
        publish(state, "efs.file_system.created", ctx, fs_id, performance=performance, throughput=throughput)
    out: Any = file_system(doc, 0, 0, now)
    return cast("CreateFileSystemResponse", out)


def describe_file_systems(
    state: EfsState, request: DescribeFileSystemsRequest, ctx: RequestContext
) -> DescribeFileSystemsResponse:
    fs_id = request.get("FileSystemId")
    token = request.get("CreationToken")
    if fs_id:
        docs = [find(state, ctx, fs_id)]
        if token and docs[0]["CreationToken"] != token:
            docs = []
    elif token:
        one = state.records.by_token("fs", ctx.account_id, ctx.region, token)
        docs = [one] if one else []
    else:
        docs = state.records.listed("fs", ctx.account_id, ctx.region)
    start = _marker(request.get("Marker"))
    most = int(request.get("MaxItems") or 100)
    page = docs[start : start + most]
    out: dict[str, Any] = {"FileSystems": [described(state, ctx, d) for d in page]}
    if request.get("Marker"):
        out["Marker"] = request["Marker"]
    if start + most < len(docs):
        out["NextMarker"] = str(start + most)
    return cast("DescribeFileSystemsResponse", out)


def _marker(marker: str | None) -> int:
    if not marker:
        return 0
    if not marker.isdigit():
        raise errors.bad_request(f"Invalid Marker '{marker}'")
    return int(marker)


def delete_file_system(
    state: EfsState, request: DeleteFileSystemRequest, ctx: RequestContext
) -> DeleteFileSystemResponse:
    fs_id = request["FileSystemId"]
    find(state, ctx, fs_id)
    if state.records.listed("mt", ctx.account_id, ctx.region, fs_id):
        raise errors.fs_in_use(fs_id)
    with state.store.transaction():
        for point in state.records.listed("ap", ctx.account_id, ctx.region, fs_id):
            state.records.delete("ap", str(point["AccessPointId"]))
        state.records.delete("fs", fs_id)
        publish(state, "efs.file_system.deleted", ctx, fs_id)
        state.store.after_commit(lambda: storage.remove(state, fs_id))
    return cast("DeleteFileSystemResponse", {})


def describe_backup_policy(
    state: EfsState, request: DescribeBackupPolicyRequest, ctx: RequestContext
) -> DescribeBackupPolicyResponse:
    doc = find(state, ctx, request["FileSystemId"])
    return cast("DescribeBackupPolicyResponse", {"BackupPolicy": {"Status": doc.get("_backup", "DISABLED")}})


def put_backup_policy(
    state: EfsState, request: PutBackupPolicyRequest, ctx: RequestContext
) -> PutBackupPolicyResponse:
    doc = find(state, ctx, request["FileSystemId"])
    status = request["BackupPolicy"]["Status"]
    if status not in ("ENABLED", "DISABLED"):
        raise errors.bad_request(
            f"Invalid BackupPolicy status '{status}': labcloud keeps ENABLED or DISABLED"
        )
    doc["_backup"] = status
    with state.store.transaction():
        state.records.update("fs", str(doc["FileSystemId"]), doc)
        publish(state, "efs.file_system.backup_policy", ctx, str(doc["FileSystemId"]), status=status)
    return cast("PutBackupPolicyResponse", {"BackupPolicy": {"Status": status}})


def describe_lifecycle_configuration(
    state: EfsState, request: DescribeLifecycleConfigurationRequest, ctx: RequestContext
) -> DescribeLifecycleConfigurationResponse:
    find(state, ctx, request["FileSystemId"])
    return cast("DescribeLifecycleConfigurationResponse", {"LifecyclePolicies": []})


def create_replication_configuration(
    state: EfsState, request: CreateReplicationConfigurationRequest, ctx: RequestContext
) -> CreateReplicationConfigurationResponse:
    raise errors.unsupported("replication: EFS replication configurations cannot be used")


def delete_replication_configuration(
    state: EfsState, request: DeleteReplicationConfigurationRequest, ctx: RequestContext
) -> DeleteReplicationConfigurationResponse:
    raise errors.unsupported("replication: EFS replication configurations cannot be used")


def describe_replication_configurations(
    state: EfsState, request: DescribeReplicationConfigurationsRequest, ctx: RequestContext
) -> DescribeReplicationConfigurationsResponse:
    raise errors.unsupported("replication: EFS replication configurations cannot be used")
