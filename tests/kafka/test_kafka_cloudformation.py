"""MSK through CloudFormation, shaped like AWS's MSK patterns: a VPC with two subnets, an
AWS::MSK::Configuration, an AWS::MSK::Cluster using it with SASL/IAM and an AWS::MSK::ServerlessCluster;
Ref and GetAtt as AWS defines them, a new ServerProperties adding a revision in place, and everything
going with its stack."""

from __future__ import annotations

import sys
from pathlib import Path

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Resources:
  Vpc:
    Type: AWS::EC2::VPC
    Properties: {CidrBlock: 10.75.0.0/16}
  SubnetA:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.75.1.0/24, AvailabilityZone: us-east-1a}
  SubnetB:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.75.2.0/24, AvailabilityZone: us-east-1b}
  Group:
    Type: AWS::EC2::SecurityGroup
    Properties: {GroupDescription: msk, VpcId: !Ref Vpc}
  Config:
    Type: AWS::MSK::Configuration
    Properties:
      Name: cfn-msk-config
      KafkaVersionsList: ["3.5.1"]
      ServerProperties: |
        PROPERTIES
  Cluster:
    Type: AWS::MSK::Cluster
    Properties:
      ClusterName: cfn-msk
      KafkaVersion: "3.5.1"
      NumberOfBrokerNodes: 2
      ConfigurationInfo: {Arn: !Ref Config, Revision: 1}
      ClientAuthentication: {Sasl: {Iam: {Enabled: true}}}
      BrokerNodeGroupInfo:
        InstanceType: kafka.m5.large
        ClientSubnets: [!Ref SubnetA, !Ref SubnetB]
        SecurityGroups: [!Ref Group]
        StorageInfo: {EBSStorageInfo: {VolumeSize: 20}}
      Tags: {team: data}
  Serverless:
    Type: AWS::MSK::ServerlessCluster
    Properties:
      ClusterName: cfn-msk-serverless
      VpcConfigs: [{SubnetIds: [!Ref SubnetA, !Ref SubnetB], SecurityGroups: [!Ref Group]}]
      ClientAuthentication: {Sasl: {Iam: {Enabled: true}}}
Outputs:
  ClusterArn: {Value: !GetAtt Cluster.Arn}
  ServerlessArn: {Value: !Ref Serverless}
  Revision: {Value: !GetAtt Config.LatestRevision.Revision}
"""


def test_msk_resources_deploy_update_and_go(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    kafka = labcloud.boto3_client("kafka")
    stack_id = cfn.create_stack(
        StackName="msk", TemplateBody=TEMPLATE.replace("PROPERTIES", "num.partitions=1")
    )["StackId"]
    stack = wait_stack(cfn, stack_id)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["Revision"] == "1"
    info = kafka.describe_cluster(ClusterArn=outputs["ClusterArn"])["ClusterInfo"]
    assert info["State"] == "ACTIVE" and info["Tags"] == {"team": "data"}
    assert info["BrokerNodeGroupInfo"]["StorageInfo"] == {"EbsStorageInfo": {"VolumeSize": 20}}
    serverless = kafka.describe_cluster_v2(ClusterArn=outputs["ServerlessArn"])["ClusterInfo"]
    assert serverless["Serverless"]["VpcConfigs"][0]["SecurityGroupIds"] == [
        info["BrokerNodeGroupInfo"]["SecurityGroups"][0]
    ]
    cfn.update_stack(StackName="msk", TemplateBody=TEMPLATE.replace("PROPERTIES", "num.partitions=2"))
    stack = wait_stack(cfn, stack_id)
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}["Revision"] == "2"
    cfn.delete_stack(StackName="msk")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert kafka.list_clusters_v2(ClusterNameFilter="cfn-msk")["ClusterInfoList"] == []
    assert all(c["Name"] != "cfn-msk-config" for c in kafka.list_configurations()["Configurations"])
