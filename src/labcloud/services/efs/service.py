"""Amazon EFS (botocore ``efs``) in the service shape: operations table, state, contributions.

File systems whose files live under labcloud's data dir (``storage.py``), mount targets in EC2's subnets
(records: nothing serves NFS), access points, file system policies, tags and the backup flag. Lambda
functions mount an access point through ``interfaces.FileSystems`` (docs/efs.md). Replication answers
BadRequest by name; lifecycle changes, account preferences and UpdateFileSystem answer 501."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.efs import storage
from labcloud.services.efs.repo.schema import SCHEMA, TABLES
from labcloud.services.efs.state import EfsState
from labcloud.services.efs.tag_source import tag_source
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.efs import access_point_ops, file_system_ops, mount_target_ops, policy_ops, tag_ops
else:
    access_point_ops = lazy_module("labcloud.services.efs.access_point_ops")
    file_system_ops = lazy_module("labcloud.services.efs.file_system_ops")
    mount_target_ops = lazy_module("labcloud.services.efs.mount_target_ops")
    policy_ops = lazy_module("labcloud.services.efs.policy_ops")
    tag_ops = lazy_module("labcloud.services.efs.tag_ops")

OPERATIONS: dict[str, Operation[EfsState]] = {
    "CreateFileSystem": file_system_ops.create_file_system,
    "DescribeFileSystems": file_system_ops.describe_file_systems,
    "DeleteFileSystem": file_system_ops.delete_file_system,
    "DescribeBackupPolicy": file_system_ops.describe_backup_policy,
    "PutBackupPolicy": file_system_ops.put_backup_policy,
    "DescribeLifecycleConfiguration": file_system_ops.describe_lifecycle_configuration,
    "CreateReplicationConfiguration": file_system_ops.create_replication_configuration,
    "DeleteReplicationConfiguration": file_system_ops.delete_replication_configuration,
    "DescribeReplicationConfigurations": file_system_ops.describe_replication_configurations,
    "CreateMountTarget": mount_target_ops.create_mount_target,
    "DescribeMountTargets": mount_target_ops.describe_mount_targets,
    "DeleteMountTarget": mount_target_ops.delete_mount_target,
    "DescribeMountTargetSecurityGroups": mount_target_ops.describe_mount_target_security_groups,
    "ModifyMountTargetSecurityGroups": mount_target_ops.modify_mount_target_security_groups,
    "CreateAccessPoint": access_point_ops.create_access_point,
    "DescribeAccessPoints": access_point_ops.describe_access_points,
    "DeleteAccessPoint": access_point_ops.delete_access_point,
    "PutFileSystemPolicy": policy_ops.put_file_system_policy,
    "DescribeFileSystemPolicy": policy_ops.describe_file_system_policy,
    "DeleteFileSystemPolicy": policy_ops.delete_file_system_policy,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
    "CreateTags": tag_ops.create_tags,
    "DeleteTags": tag_ops.delete_tags,
    "DescribeTags": tag_ops.describe_tags,
}


def contributions(state: EfsState) -> Contributions:
    from labcloud.services.efs.interfaces import FileSystems, StorageSizes
    from labcloud.services.efs.mounts import Mounts
    from labcloud.services.efs.sizes import Sizes

    return Contributions(
        tag_sources=(tag_source(state),),
        offers=(Offer(FileSystems, Mounts(state)), Offer(StorageSizes, Sizes(state))),
    )


SERVICE: Service[EfsState] = Service(
    name="efs",
    state=EfsState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=storage.remove_all,
)
