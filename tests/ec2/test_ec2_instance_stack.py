"""AWS::EC2::Instance, AWS::EC2::KeyPair and AWS::EC2::LaunchTemplate through a stack: the AMI from SSM's
public parameters (a ``{{resolve:ssm:...}}`` and an ``AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>``
parameter), the key pair's private key in Parameter Store at ``/ec2/keypair/<id>``, an instance profile
checked in IAM, GetAtt PrivateIp/AvailabilityZone, a tag update in place, the map, and deletion."""

from __future__ import annotations

import json
import sys
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from cryptography.hazmat.primitives import serialization

sys.path.insert(0, str(Path(__file__).parent.parent / "cloudformation"))
from cfn_helpers import events, wait_stack  # noqa: E402

TEMPLATE = """Parameters:
  Ami:
    Type: AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>
    Default: /aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64
  Owner:
    Type: String
    Default: first
Resources:
  Vpc:
    Type: AWS::EC2::VPC
    Properties: {CidrBlock: 10.80.0.0/16}
  Subnet:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.80.1.0/24, AvailabilityZone: us-east-1a}
  Group:
    Type: AWS::EC2::SecurityGroup
    Properties:
      GroupDescription: ssh
      VpcId: !Ref Vpc
      SecurityGroupIngress: [{IpProtocol: tcp, FromPort: 22, ToPort: 22, CidrIp: 10.0.0.0/8}]
  Key:
    Type: AWS::EC2::KeyPair
    Properties: {KeyName: stack-key, KeyType: ed25519}
  Role:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement: [{Effect: Allow, Principal: {Service: ec2.amazonaws.com}, Action: sts:AssumeRole}]
  Profile:
    Type: AWS::IAM::InstanceProfile
    Properties: {Roles: [!Ref Role]}
  Template:
    Type: AWS::EC2::LaunchTemplate
    Properties:
      LaunchTemplateData:
        InstanceType: t3.micro
        MetadataOptions: {HttpTokens: required}
  Server:
    Type: AWS::EC2::Instance
    Properties:
      ImageId: !Ref Ami
      KeyName: !Ref Key
      SubnetId: !Ref Subnet
      SecurityGroupIds: [!GetAtt Group.GroupId]
      IamInstanceProfile: !Ref Profile
      LaunchTemplate: {LaunchTemplateId: !Ref Template, Version: !GetAtt Template.LatestVersionNumber}
      UserData: !Base64 "#!/bin/bash\\necho hi\\n"
      Tags: [{Key: Name, Value: server}, {Key: owner, Value: !Ref Owner}]
  Ubuntu:
    Type: AWS::EC2::Instance
    Properties:
      ImageId: "{{resolve:ssm:/aws/service/canonical/ubuntu/server/24.04/stable/current/amd64/hvm/ebs-gp3/ami-id}}"
      InstanceType: m5.large
      SubnetId: !Ref Subnet
  Windows:
    Type: AWS::EC2::Instance
    Properties:
      ImageId: "{{resolve:ssm:/aws/service/ami-windows-latest/Windows_Server-2022-English-Core-Base}}"
      InstanceType: t3.small
      SubnetId: !Ref Subnet
Outputs:
  Ip:
    Value: !GetAtt Server.PrivateIp
  Zone:
    Value: !GetAtt Server.AvailabilityZone
  KeyId:
    Value: !GetAtt Key.KeyPairId
  Fingerprint:
    Value: !GetAtt Key.KeyFingerprint
"""


@pytest.fixture
def cfn(labcloud: Any) -> Any:
    return labcloud.boto3_client("cloudformation")


def test_instance_key_pair_and_launch_template_stack(labcloud: Any, cfn: Any, ec2: Any) -> None:
    cfn.create_stack(StackName="servers", TemplateBody=TEMPLATE, Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "servers")
    assert stack["StackStatus"] == "CREATE_COMPLETE", (stack.get("StackStatusReason"), events(cfn, "servers"))
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    resources = {
        r["LogicalResourceId"]: r["PhysicalResourceId"]
        for r in cfn.describe_stack_resources(StackName="servers")["StackResources"]
    }
    assert resources["Key"] == "stack-key"
    [server] = ec2.describe_instances(InstanceIds=[resources["Server"]])["Reservations"][0]["Instances"]
    assert server["State"]["Name"] == "running"
    assert server["ImageId"] == "ami-0a1b2c3d4e5f60001" and server["InstanceType"] == "t3.micro"
    assert (server["KeyName"], server["SubnetId"]) == ("stack-key", resources["Subnet"])
    assert outputs["Ip"] == server["PrivateIpAddress"] == "10.80.1.4" and outputs["Zone"] == "us-east-1a"
    assert server["IamInstanceProfile"]["Arn"].endswith("/" + resources["Profile"])
    assert server["MetadataOptions"]["HttpTokens"] == "required"
    [ubuntu] = ec2.describe_instances(InstanceIds=[resources["Ubuntu"]])["Reservations"][0]["Instances"]
    assert ubuntu["ImageId"] == "ami-0c1d2e3f4a5b60011" and "Platform" not in ubuntu
    [windows] = ec2.describe_instances(InstanceIds=[resources["Windows"]])["Reservations"][0]["Instances"]
    assert (windows["ImageId"], windows["Platform"], windows["PlatformDetails"]) == (
        "ami-0d1e2f3a4b5c60022",
        "windows",
        "Windows",
    )

    ssm = labcloud.boto3_client("ssm")
    secret = ssm.get_parameter(Name=f"/ec2/keypair/{outputs['KeyId']}", WithDecryption=True)["Parameter"]
    assert secret["Type"] == "SecureString"
    private = serialization.load_ssh_private_key(secret["Value"].encode(), password=None)
    listed = ec2.describe_key_pairs(KeyNames=["stack-key"], IncludePublicKey=True)["KeyPairs"][0]
    ours = private.public_key().public_bytes(
        serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH
    )
    assert (
        listed["PublicKey"].startswith(ours.decode()) and listed["KeyFingerprint"] == outputs["Fingerprint"]
    )

    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        doc = json.loads(response.read())
    nodes = {n["id"]: n for n in doc["nodes"]}
    assert (
        nodes[resources["Server"]]["kind"] == "ec2.instance"
        and nodes[resources["Server"]]["label"] == "server"
    )
    assert any(e["from"] == resources["Server"] and e["to"] == resources["Vpc"] for e in doc["edges"])

    cfn.update_stack(
        StackName="servers",
        UsePreviousTemplate=True,
        Capabilities=["CAPABILITY_IAM"],
        Parameters=[{"ParameterKey": "Owner", "ParameterValue": "second"}],
    )
    assert wait_stack(cfn, "servers")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "servers")
    [again] = ec2.describe_instances(InstanceIds=[resources["Server"]])["Reservations"][0]["Instances"]
    assert {t["Key"]: t["Value"] for t in again["Tags"]}["owner"] == "second"

    cfn.delete_stack(StackName="servers")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE", events(
        cfn, stack["StackId"]
    )
    gone = ec2.describe_instances(InstanceIds=[resources["Server"]])["Reservations"][0]["Instances"][0]
    assert gone["State"]["Name"] == "terminated"
    assert ec2.describe_key_pairs(Filters=[{"Name": "key-name", "Values": ["stack-key"]}])["KeyPairs"] == []
    assert ssm.get_parameters(Names=[f"/ec2/keypair/{outputs['KeyId']}"])["InvalidParameters"] == [
        f"/ec2/keypair/{outputs['KeyId']}"
    ]
    assert (
        ec2.describe_launch_templates(Filters=[{"Name": "launch-template-name", "Values": ["servers-*"]}])[
            "LaunchTemplates"
        ]
        == []
    )
