"""The EC2 resource types through a stack, and a SAM function whose VpcConfig names the template's own
subnets and security group."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent.parent / "cloudformation"))
from cfn_helpers import events, wait_stack  # noqa: E402

TEMPLATE = """Transform: AWS::Serverless-2016-10-31
Resources:
  Vpc:
    Type: AWS::EC2::VPC
    Properties:
      CidrBlock: 10.60.0.0/16
      EnableDnsHostnames: true
      Tags: [{Key: Name, Value: stack-vpc}]
  SubnetA:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.60.1.0/24, AvailabilityZone: us-east-1a}
  SubnetB:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.60.2.0/24, AvailabilityZone: us-east-1b, MapPublicIpOnLaunch: true}
  FnGroup:
    Type: AWS::EC2::SecurityGroup
    Properties:
      GroupDescription: function
      VpcId: !Ref Vpc
      SecurityGroupIngress:
        - {IpProtocol: tcp, FromPort: 443, ToPort: 443, CidrIp: 10.60.0.0/16}
      SecurityGroupEgress:
        - {IpProtocol: tcp, FromPort: 5432, ToPort: 5432, CidrIp: 10.60.0.0/16}
  DbGroup:
    Type: AWS::EC2::SecurityGroup
    Properties: {GroupDescription: db, VpcId: !Ref Vpc}
  DbFromFn:
    Type: AWS::EC2::SecurityGroupIngress
    Properties: {GroupId: !Ref DbGroup, IpProtocol: tcp, FromPort: 5432, ToPort: 5432, SourceSecurityGroupId: !Ref FnGroup}
  Gateway:
    Type: AWS::EC2::InternetGateway
  Attach:
    Type: AWS::EC2::VPCGatewayAttachment
    Properties: {VpcId: !Ref Vpc, InternetGatewayId: !Ref Gateway}
  Public:
    Type: AWS::EC2::RouteTable
    Properties: {VpcId: !Ref Vpc}
  Default:
    Type: AWS::EC2::Route
    DependsOn: Attach
    Properties: {RouteTableId: !Ref Public, DestinationCidrBlock: 0.0.0.0/0, GatewayId: !Ref Gateway}
  PublicB:
    Type: AWS::EC2::SubnetRouteTableAssociation
    Properties: {SubnetId: !Ref SubnetB, RouteTableId: !Ref Public}
  NatIp:
    Type: AWS::EC2::EIP
    DependsOn: Attach
    Properties: {Domain: vpc}
  Nat:
    Type: AWS::EC2::NatGateway
    DependsOn: Attach
    Properties: {SubnetId: !Ref SubnetB, AllocationId: !GetAtt NatIp.AllocationId}
  S3Endpoint:
    Type: AWS::EC2::VPCEndpoint
    Properties: {VpcId: !Ref Vpc, ServiceName: com.amazonaws.us-east-1.s3, RouteTableIds: [!Ref Public]}
  Fn:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            return "ran"
      VpcConfig:
        SubnetIds: [!Ref SubnetA]
        SecurityGroupIds: [!Ref FnGroup]
Outputs:
  Function:
    Value: !Ref Fn
  Group:
    Value: !GetAtt FnGroup.GroupId
  Ip:
    Value: !Ref NatIp
"""


@pytest.fixture
def cfn(labcloud: Any) -> Any:
    return labcloud.boto3_client("cloudformation")


def test_a_vpc_stack_with_a_function_in_it(labcloud: Any, cfn: Any, ec2: Any) -> None:
    cfn.create_stack(
        StackName="net", TemplateBody=TEMPLATE, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "net")
    assert stack["StackStatus"] == "CREATE_COMPLETE", (stack.get("StackStatusReason"), events(cfn, "net"))
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    resources = {
        r["LogicalResourceId"]: r["PhysicalResourceId"]
        for r in cfn.describe_stack_resources(StackName="net")["StackResources"]
    }
    vpc_id = resources["Vpc"]
    assert vpc_id.startswith("vpc-") and resources["SubnetA"].startswith("subnet-")
    assert ec2.describe_vpc_attribute(VpcId=vpc_id, Attribute="enableDnsHostnames")["EnableDnsHostnames"][
        "Value"
    ]
    group = ec2.describe_security_groups(GroupIds=[outputs["Group"]])["SecurityGroups"][0]
    assert [p["FromPort"] for p in group["IpPermissions"]] == [443]
    assert [p.get("FromPort") for p in group["IpPermissionsEgress"]] == [5432]  # the default rule replaced
    db = ec2.describe_security_groups(GroupIds=[resources["DbGroup"]])["SecurityGroups"][0]
    assert db["IpPermissions"][0]["UserIdGroupPairs"][0]["GroupId"] == outputs["Group"]
    assert resources["DbFromFn"].startswith("sgr-")
    table = ec2.describe_route_tables(RouteTableIds=[resources["Public"]])["RouteTables"][0]
    assert {
        r.get("DestinationCidrBlock"): r["GatewayId"] for r in table["Routes"] if "DestinationCidrBlock" in r
    } == {
        "10.60.0.0/16": "local",
        "0.0.0.0/0": resources["Gateway"],
    }
    assert any(r["GatewayId"] == resources["S3Endpoint"] for r in table["Routes"])
    assert [a.get("SubnetId") for a in table["Associations"]] == [resources["SubnetB"]]
    nat = ec2.describe_nat_gateways(NatGatewayIds=[resources["Nat"]])["NatGateways"][0]
    assert nat["State"] == "available" and nat["NatGatewayAddresses"][0]["PublicIp"] == outputs["Ip"]
    lam = labcloud.boto3_client("lambda")
    config = lam.get_function_configuration(FunctionName=outputs["Function"])
    assert config["VpcConfig"]["VpcId"] == vpc_id
    assert config["VpcConfig"]["SubnetIds"] == [resources["SubnetA"]]
    assert lam.invoke(FunctionName=outputs["Function"])["Payload"].read() == b'"ran"'

    cfn.delete_stack(StackName="net")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE", events(
        cfn, stack["StackId"]
    )
    assert ec2.describe_vpcs(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}])["Vpcs"] == []
    assert ec2.describe_addresses()["Addresses"] == []


def test_a_bad_subnet_fails_the_stack_with_ec2s_reason(cfn: Any) -> None:
    template = """Resources:
  Vpc:
    Type: AWS::EC2::VPC
    Properties: {CidrBlock: 10.61.0.0/16}
  Outside:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.99.0.0/24}
"""
    cfn.create_stack(StackName="badnet", TemplateBody=template)
    stack = wait_stack(cfn, "badnet")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        reason
        for logical, status, reason in events(cfn, "badnet")
        if logical == "Outside" and status == "CREATE_FAILED"
    ]
    assert reasons and "InvalidSubnet.Range" in reasons[0]


def test_a_secret_target_attachment_names_the_missing_database(cfn: Any) -> None:
    template = """Resources:
  Secret:
    Type: AWS::SecretsManager::Secret
    Properties: {Name: attach/db, SecretString: '{"username": "a"}'}
  Attach:
    Type: AWS::SecretsManager::SecretTargetAttachment
    Properties: {SecretId: !Ref Secret, TargetId: mydb, TargetType: AWS::RDS::DBInstance}
  BadType:
    Type: AWS::SecretsManager::SecretTargetAttachment
    Properties: {SecretId: !Ref Secret, TargetId: mydb, TargetType: AWS::S3::Bucket}
"""
    cfn.create_stack(StackName="attach", TemplateBody=template)
    assert wait_stack(cfn, "attach")["StackStatus"] == "ROLLBACK_COMPLETE"
    failed = {
        logical: reason for logical, status, reason in events(cfn, "attach") if status == "CREATE_FAILED"
    }
    assert "AWS::RDS::DBInstance" in failed.get("Attach", "") or "not a valid enum value" in failed.get(
        "BadType", ""
    )
    assert all("not supported by labcloud" not in reason for reason in failed.values())
