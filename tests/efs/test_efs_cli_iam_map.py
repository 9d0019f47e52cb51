"""The ``aws`` CLI against EFS, IAM's ``elasticfilesystem:`` actions on file system and access point ARNs,
and the view's map drawing file systems, their mount targets and access points."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def test_the_aws_cli_creates_describes_and_refuses(labcloud: LabcloudProcess) -> None:
    made = labcloud.aws_json(
        "efs", "create-file-system", "--creation-token", "cli", "--tags", "Key=Name,Value=cli-files"
    )
    fs = made["FileSystemId"]
    assert made["LifeCycleState"] == "available" and made["Name"] == "cli-files"
    point = labcloud.aws_json(
        "efs",
        "create-access-point",
        "--file-system-id",
        fs,
        "--posix-user",
        "Uid=1000,Gid=1000",
        "--root-directory",
        "Path=/cli,CreationInfo={OwnerUid=1000,OwnerGid=1000,Permissions=700}",
    )
    listed = labcloud.aws_json("efs", "describe-access-points", "--file-system-id", fs)["AccessPoints"]
    assert [p["AccessPointId"] for p in listed] == [point["AccessPointId"]]
    again = labcloud.aws("efs", "create-file-system", "--creation-token", "cli", check=False)
    assert again.returncode != 0 and "FileSystemAlreadyExists" in again.stderr
    gone = labcloud.aws(
        "efs", "describe-mount-targets", "--mount-target-id", "fsmt-0123456789abcdef0", check=False
    )
    assert gone.returncode != 0 and "MountTargetNotFound" in gone.stderr


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def test_iam_grants_efs_actions_on_file_system_arns(enforcing: LabcloudProcess) -> None:
    root = enforcing.boto3_client("efs")
    mine = root.create_file_system(CreationToken="mine")
    theirs = root.create_file_system(CreationToken="theirs")["FileSystemId"]
    iam = enforcing.boto3_client("iam")
    iam.create_user(UserName="files")
    key = iam.create_access_key(UserName="files")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["elasticfilesystem:DescribeFileSystems", "elasticfilesystem:TagResource"],
                "Resource": mine["FileSystemArn"],
            }
        ],
    }
    iam.put_user_policy(UserName="files", PolicyName="p", PolicyDocument=json.dumps(policy))
    efs: Any = enforcing.boto3_client(
        "efs", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )
    assert (
        efs.describe_file_systems(FileSystemId=mine["FileSystemId"])["FileSystems"][0]["CreationToken"]
        == "mine"
    )
    efs.tag_resource(ResourceId=mine["FileSystemId"], Tags=[{"Key": "a", "Value": "b"}])
    for call, kwargs in (
        (efs.describe_file_systems, {"FileSystemId": theirs}),
        (efs.delete_file_system, {"FileSystemId": mine["FileSystemId"]}),
        (efs.create_file_system, {"CreationToken": "new"}),
    ):
        with pytest.raises(ClientError) as caught:
            call(**kwargs)
        assert caught.value.response["Error"]["Code"] == "AccessDeniedException"


def test_the_map_draws_file_systems_mount_targets_and_access_points(labcloud: LabcloudProcess) -> None:
    ec2 = labcloud.boto3_client("ec2")
    efs = labcloud.boto3_client("efs")
    vpc = ec2.create_vpc(CidrBlock="10.60.0.0/16")["Vpc"]["VpcId"]
    subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.60.1.0/24", AvailabilityZone="us-east-1a")["Subnet"]
    fs = efs.create_file_system(CreationToken="map", Tags=[{"Key": "Name", "Value": "drawn"}])
    efs.create_mount_target(FileSystemId=fs["FileSystemId"], SubnetId=subnet["SubnetId"])
    point = efs.create_access_point(ClientToken="map", FileSystemId=fs["FileSystemId"])
    drawn = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in drawn["nodes"]}
    assert nodes[fs["FileSystemArn"]]["kind"] == "efs.file_system"
    assert nodes[fs["FileSystemArn"]]["facts"]["mount_targets"] == 1
    assert nodes[point["AccessPointArn"]]["kind"] == "efs.access_point"
    edges = {(e["kind"], e["from"], e["to"]) for e in drawn["edges"]}
    assert ("access-point-of", point["AccessPointArn"], fs["FileSystemArn"]) in edges
    assert ("mount-target", fs["FileSystemArn"], subnet["SubnetId"]) in edges
