"""EFS's control plane through boto3: file systems (CreationToken idempotency, modes, tags), mount targets
in EC2's subnets (one per zone, security groups), access points, policies, tags, and each error code."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError


def code_of(call: Any, **kwargs: Any) -> str:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return str(caught.value.response["Error"]["Code"])


def test_file_systems_are_made_once_per_creation_token(efs: Any) -> None:
    made = efs.create_file_system(
        CreationToken="one",
        PerformanceMode="generalPurpose",
        ThroughputMode="elastic",
        Encrypted=True,
        Tags=[{"Key": "Name", "Value": "shared"}],
    )
    assert made["LifeCycleState"] == "available" and made["FileSystemId"].startswith("fs-")
    assert made["Name"] == "shared" and made["Encrypted"] and made["ThroughputMode"] == "elastic"
    assert made["FileSystemArn"].endswith(f":file-system/{made['FileSystemId']}")
    with pytest.raises(ClientError) as caught:
        efs.create_file_system(CreationToken="one")
    assert caught.value.response["Error"]["Code"] == "FileSystemAlreadyExists"
    assert caught.value.response["FileSystemId"] == made["FileSystemId"]
    listed = efs.describe_file_systems(CreationToken="one")["FileSystems"]
    assert [f["FileSystemId"] for f in listed] == [made["FileSystemId"]]
    assert listed[0]["SizeInBytes"]["Value"] == 0 and listed[0]["NumberOfMountTargets"] == 0
    assert code_of(efs.describe_file_systems, FileSystemId="fs-0123456789abcdef0") == "FileSystemNotFound"
    assert code_of(efs.create_file_system, CreationToken="two", ThroughputMode="provisioned") == "BadRequest"
    assert code_of(efs.create_file_system, CreationToken="three", KmsKeyId="alias/x") == "BadRequest"
    efs.delete_file_system(FileSystemId=made["FileSystemId"])
    assert efs.describe_file_systems()["FileSystems"] == []
    assert code_of(efs.delete_file_system, FileSystemId=made["FileSystemId"]) == "FileSystemNotFound"


def test_mount_targets_one_per_zone_and_in_use_until_deleted(efs: Any, network: dict[str, str]) -> None:
    fs = efs.create_file_system(CreationToken="mt")["FileSystemId"]
    target = efs.create_mount_target(FileSystemId=fs, SubnetId=network["a"], SecurityGroups=[network["sg"]])
    assert target["LifeCycleState"] == "available" and target["VpcId"] == network["vpc"]
    assert target["AvailabilityZoneName"] == "us-east-1a" and target["IpAddress"].startswith("10.20.1.")
    other = efs.create_mount_target(FileSystemId=fs, SubnetId=network["b"])
    groups = efs.describe_mount_target_security_groups(MountTargetId=other["MountTargetId"])["SecurityGroups"]
    assert len(groups) == 1 and groups[0].startswith("sg-")  # the VPC's default group
    assert code_of(efs.create_mount_target, FileSystemId=fs, SubnetId=network["a2"]) == "MountTargetConflict"
    assert code_of(efs.create_mount_target, FileSystemId=fs, SubnetId="subnet-0000000000000000f") == (
        "SubnetNotFound"
    )
    assert (
        code_of(
            efs.create_mount_target, FileSystemId=fs, SubnetId=network["a2"], SecurityGroups=["sg-00000000"]
        )
        == "SecurityGroupNotFound"
    )
    assert code_of(efs.create_mount_target, FileSystemId="fs-0123456789abcdef0", SubnetId=network["a"]) == (
        "FileSystemNotFound"
    )
    listed = efs.describe_mount_targets(FileSystemId=fs)["MountTargets"]
    assert {m["MountTargetId"] for m in listed} == {target["MountTargetId"], other["MountTargetId"]}
    assert efs.describe_file_systems(FileSystemId=fs)["FileSystems"][0]["NumberOfMountTargets"] == 2
    assert code_of(efs.describe_mount_targets) == "BadRequest"
    assert (
        code_of(efs.describe_mount_targets, MountTargetId="fsmt-0123456789abcdef0") == "MountTargetNotFound"
    )
    assert code_of(efs.delete_file_system, FileSystemId=fs) == "FileSystemInUse"
    for mount in listed:
        efs.delete_mount_target(MountTargetId=mount["MountTargetId"])
    assert code_of(efs.delete_mount_target, MountTargetId=target["MountTargetId"]) == "MountTargetNotFound"
    efs.delete_file_system(FileSystemId=fs)


def test_access_points_policies_and_tags(efs: Any) -> None:
    fs = efs.create_file_system(CreationToken="ap")["FileSystemId"]
    point = efs.create_access_point(
        ClientToken="ap1",
        FileSystemId=fs,
        PosixUser={"Uid": 1001, "Gid": 1001},
        RootDirectory={
            "Path": "/lambda",
            "CreationInfo": {"OwnerUid": 1001, "OwnerGid": 1001, "Permissions": "750"},
        },
        Tags=[{"Key": "Name", "Value": "fn"}],
    )
    assert point["AccessPointId"].startswith("fsap-") and len(point["AccessPointId"]) == 22
    assert point["RootDirectory"]["CreationInfo"]["Permissions"] == "750" and point["Name"] == "fn"
    assert code_of(efs.create_access_point, ClientToken="ap1", FileSystemId=fs) == "AccessPointAlreadyExists"
    assert (
        code_of(
            efs.create_access_point, ClientToken="ap2", FileSystemId=fs, RootDirectory={"Path": "/a/../b"}
        )
        == "BadRequest"
    )
    assert code_of(efs.create_access_point, ClientToken="ap3", FileSystemId="fs-0123456789abcdef0") == (
        "FileSystemNotFound"
    )
    assert [p["AccessPointId"] for p in efs.describe_access_points(FileSystemId=fs)["AccessPoints"]] == [
        point["AccessPointId"]
    ]
    assert (
        code_of(efs.describe_access_points, AccessPointId="fsap-0123456789abcdef0") == "AccessPointNotFound"
    )

    assert code_of(efs.describe_file_system_policy, FileSystemId=fs) == "PolicyNotFound"
    policy = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {"Effect": "Allow", "Principal": {"AWS": "*"}, "Action": "elasticfilesystem:ClientMount"}
            ],
        }
    )
    assert efs.put_file_system_policy(FileSystemId=fs, Policy=policy)["Policy"] == policy
    assert efs.describe_file_system_policy(FileSystemId=fs)["Policy"] == policy
    assert code_of(efs.put_file_system_policy, FileSystemId=fs, Policy="{nope") == "InvalidPolicyException"
    efs.delete_file_system_policy(FileSystemId=fs)
    assert code_of(efs.describe_file_system_policy, FileSystemId=fs) == "PolicyNotFound"

    assert efs.describe_backup_policy(FileSystemId=fs)["BackupPolicy"]["Status"] == "DISABLED"
    efs.put_backup_policy(FileSystemId=fs, BackupPolicy={"Status": "ENABLED"})
    assert efs.describe_backup_policy(FileSystemId=fs)["BackupPolicy"]["Status"] == "ENABLED"
    assert code_of(efs.create_replication_configuration, SourceFileSystemId=fs, Destinations=[{}]) == (
        "BadRequest"
    )

    efs.tag_resource(ResourceId=fs, Tags=[{"Key": "team", "Value": "a"}])
    efs.tag_resource(ResourceId=point["AccessPointId"], Tags=[{"Key": "k", "Value": "v"}])
    assert efs.list_tags_for_resource(ResourceId=fs)["Tags"] == [{"Key": "team", "Value": "a"}]
    efs.untag_resource(ResourceId=point["AccessPointId"], TagKeys=["k", "Name"])
    assert efs.list_tags_for_resource(ResourceId=point["AccessPointId"])["Tags"] == []
    assert code_of(
        efs.tag_resource, ResourceId="fsap-0123456789abcdef0", Tags=[{"Key": "a", "Value": "b"}]
    ) == ("AccessPointNotFound")
    assert code_of(efs.tag_resource, ResourceId=fs, Tags=[{"Key": "aws:x", "Value": "b"}]) == "BadRequest"

    efs.delete_access_point(AccessPointId=point["AccessPointId"])
    assert code_of(efs.delete_access_point, AccessPointId=point["AccessPointId"]) == "AccessPointNotFound"
    efs.delete_file_system(FileSystemId=fs)
