"""EFS through CloudFormation with SAM: AWS::EFS::FileSystem, ::MountTarget and ::AccessPoint, and an
AWS::Serverless::Function whose FileSystemConfigs mount the access point; the function writes and reads a
file, the access point's tags change in place, LifecyclePolicies fail clearly, and all goes with its stack."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Transform: AWS::Serverless-2016-10-31
Resources:
  Vpc:
    Type: AWS::EC2::VPC
    Properties: {CidrBlock: 10.50.0.0/16}
  Subnet:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.50.1.0/24, AvailabilityZone: us-east-1a}
  Group:
    Type: AWS::EC2::SecurityGroup
    Properties: {GroupDescription: nfs, VpcId: !Ref Vpc}
  Files:
    Type: AWS::EFS::FileSystem
    Properties:
      Encrypted: true
      ThroughputMode: elastic
      BackupPolicy: {Status: ENABLED}
      FileSystemTags: [{Key: Name, Value: cfn-files}]
  Target:
    Type: AWS::EFS::MountTarget
    Properties: {FileSystemId: !Ref Files, SubnetId: !Ref Subnet, SecurityGroups: [!Ref Group]}
  Point:
    Type: AWS::EFS::AccessPoint
    Properties:
      FileSystemId: !Ref Files
      PosixUser: {Uid: "1001", Gid: "1001"}
      RootDirectory:
        Path: /fn
        CreationInfo: {OwnerUid: "1001", OwnerGid: "1001", Permissions: "755"}
      AccessPointTags: [{Key: team, Value: TEAM}]
  Fn:
    Type: AWS::Serverless::Function
    DependsOn: Target
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            with open("/mnt/files/x.txt", "w") as f:
                f.write("from sam")
            with open("/mnt/files/x.txt") as f:
                return f.read()
      VpcConfig: {SubnetIds: [!Ref Subnet], SecurityGroupIds: [!Ref Group]}
      FileSystemConfigs: [{Arn: !GetAtt Point.Arn, LocalMountPath: /mnt/files}]
Outputs:
  FileSystem: {Value: !Ref Files}
  FileSystemArn: {Value: !GetAtt Files.Arn}
  Point: {Value: !GetAtt Point.AccessPointId}
  Fn: {Value: !Ref Fn}
"""


def _outputs(stack: dict[str, Any]) -> dict[str, str]:
    return {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}


def test_a_sam_function_mounting_efs_deploys_runs_updates_and_deletes(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    efs = labcloud.boto3_client("efs")
    cfn.create_stack(
        StackName="files",
        TemplateBody=TEMPLATE.replace("TEAM", "a"),
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "files", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = _outputs(stack)
    assert out["FileSystemArn"].endswith(f":file-system/{out['FileSystem']}")
    assert efs.describe_backup_policy(FileSystemId=out["FileSystem"])["BackupPolicy"]["Status"] == "ENABLED"
    answer = labcloud.boto3_client("lambda").invoke(FunctionName=out["Fn"], Payload=b"{}")
    assert json.loads(answer["Payload"].read()) == "from sam"
    cfn.update_stack(
        StackName="files",
        TemplateBody=TEMPLATE.replace("TEAM", "b"),
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "files", timeout=120)
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert _outputs(stack)["Point"] == out["Point"]
    assert efs.list_tags_for_resource(ResourceId=out["Point"])["Tags"] == [{"Key": "team", "Value": "b"}]
    cfn.delete_stack(StackName="files")
    cfn.get_waiter("stack_delete_complete").wait(
        StackName="files", WaiterConfig={"Delay": 1, "MaxAttempts": 120}
    )
    assert efs.describe_file_systems()["FileSystems"] == []

    lifecycle = "Resources:\n  F:\n    Type: AWS::EFS::FileSystem\n    Properties:\n      LifecyclePolicies: [{TransitionToIA: AFTER_30_DAYS}]\n"
    cfn.create_stack(StackName="lifecycle", TemplateBody=lifecycle)
    stack = wait_stack(cfn, "lifecycle", timeout=60)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="lifecycle")["StackEvents"]
    assert any("LifecyclePolicies" in str(e.get("ResourceStatusReason")) for e in events)
