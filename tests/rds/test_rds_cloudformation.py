"""RDS through CloudFormation as AWS's serverless patterns use it: a generated secret whose values the
cluster resolves ({{resolve:secretsmanager:...}}), an Aurora Serverless v2 cluster with the Data API, a
db.serverless instance, a subnet group and parameter groups, GetAtt Endpoint.Address/Port, a SAM
function that writes and reads rows, an in-place update, and everything gone with the stack."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Transform: AWS::Serverless-2016-10-31
Parameters:
  MaxCapacity: {Type: Number, Default: 2}
Resources:
  Vpc:
    Type: AWS::EC2::VPC
    Properties: {CidrBlock: 10.81.0.0/16}
  SubnetA:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.81.1.0/24, AvailabilityZone: us-east-1a}
  SubnetB:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.81.2.0/24, AvailabilityZone: us-east-1b}
  Subnets:
    Type: AWS::RDS::DBSubnetGroup
    Properties:
      DBSubnetGroupDescription: aurora subnets
      SubnetIds: [!Ref SubnetA, !Ref SubnetB]
  ClusterParams:
    Type: AWS::RDS::DBClusterParameterGroup
    Properties:
      Family: aurora-postgresql16
      Description: cluster parameters
      Parameters: {log_min_duration_statement: "500"}
  InstanceParams:
    Type: AWS::RDS::DBParameterGroup
    Properties: {Family: aurora-postgresql16, Description: instance parameters}
  Secret:
    Type: AWS::SecretsManager::Secret
    Properties:
      GenerateSecretString:
        SecretStringTemplate: '{"username": "app_admin"}'
        GenerateStringKey: password
        PasswordLength: 24
        ExcludeCharacters: '"@/\\'
  Cluster:
    Type: AWS::RDS::DBCluster
    Properties:
      Engine: aurora-postgresql
      EngineMode: provisioned
      EngineVersion: '16.4'
      DatabaseName: shop
      MasterUsername: !Sub '{{resolve:secretsmanager:${Secret}:SecretString:username}}'
      MasterUserPassword: !Sub '{{resolve:secretsmanager:${Secret}:SecretString:password}}'
      DBSubnetGroupName: !Ref Subnets
      DBClusterParameterGroupName: !Ref ClusterParams
      StorageEncrypted: true
      EnableHttpEndpoint: true
      ServerlessV2ScalingConfiguration: {MinCapacity: 0, MaxCapacity: !Ref MaxCapacity}
      Tags: [{Key: project, Value: shop}]
  Writer:
    Type: AWS::RDS::DBInstance
    Properties:
      Engine: aurora-postgresql
      DBInstanceClass: db.serverless
      DBClusterIdentifier: !Ref Cluster
      DBParameterGroupName: !Ref InstanceParams
      PubliclyAccessible: false
  Fn:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      Timeout: 30
      InlineCode: |
        import os, boto3
        data = boto3.client("rds-data")
        DB = {"resourceArn": os.environ["CLUSTER"], "secretArn": os.environ["SECRET"], "database": "shop"}
        def handler(event, context):
            data.execute_statement(sql="CREATE TABLE IF NOT EXISTS items (name text)", **DB)
            data.execute_statement(sql="INSERT INTO items VALUES (:n)",
                                   parameters=[{"name": "n", "value": {"stringValue": event["name"]}}], **DB)
            return data.execute_statement(sql="SELECT name FROM items", **DB)["records"]
      Environment:
        Variables:
          CLUSTER: !GetAtt Cluster.DBClusterArn
          SECRET: !Ref Secret
      Policies:
        - AWSSecretsManagerGetSecretValuePolicy: {SecretArn: !Ref Secret}
        - Statement:
            - {Effect: Allow, Action: 'rds-data:ExecuteStatement', Resource: !GetAtt Cluster.DBClusterArn}
    DependsOn: Writer
Outputs:
  Address: {Value: !GetAtt Cluster.Endpoint.Address}
  Port: {Value: !GetAtt Cluster.Endpoint.Port}
  WriterPort: {Value: !GetAtt Writer.Endpoint.Port}
  ClusterName: {Value: !Ref Cluster}
  Function: {Value: !Ref Fn}
"""


def _reasons(cfn: Any, stack: str) -> list[str]:
    events = cfn.describe_stack_events(StackName=stack)["StackEvents"]
    return [
        f"{e['LogicalResourceId']}: {e['ResourceStatusReason']}"
        for e in events
        if e.get("ResourceStatusReason")
    ]


def _outputs(cfn: Any, stack: str) -> dict[str, str]:
    described = cfn.describe_stacks(StackName=stack)["Stacks"][0]
    return {o["OutputKey"]: o["OutputValue"] for o in described.get("Outputs", [])}


def test_an_aurora_serverless_v2_stack_with_the_data_api(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    stack_id = cfn.create_stack(
        StackName="shop", TemplateBody=TEMPLATE, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )["StackId"]
    assert wait_stack(cfn, "shop")["StackStatus"] == "CREATE_COMPLETE", _reasons(cfn, "shop")
    out = _outputs(cfn, "shop")
    rds = labcloud.boto3_client("rds")
    cluster = rds.describe_db_clusters(DBClusterIdentifier=out["ClusterName"])["DBClusters"][0]
    assert out["Address"] == "127.0.0.1" and out["Port"] == str(cluster["Port"]) == out["WriterPort"]
    assert cluster["Status"] == "available" and cluster["HttpEndpointEnabled"] is True
    assert cluster["MasterUsername"] == "app_admin" and cluster["DBSubnetGroup"].startswith("shop-subnets-")
    assert [m["IsClusterWriter"] for m in cluster["DBClusterMembers"]] == [True]
    answer = labcloud.boto3_client("lambda").invoke(
        FunctionName=out["Function"], Payload=json.dumps({"name": "pen"})
    )
    payload = json.loads(answer["Payload"].read())
    assert "FunctionError" not in answer, payload
    assert payload == [[{"stringValue": "pen"}]]
    cfn.update_stack(
        StackName="shop",
        TemplateBody=TEMPLATE,
        Parameters=[{"ParameterKey": "MaxCapacity", "ParameterValue": "8"}],
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    assert wait_stack(cfn, "shop")["StackStatus"] == "UPDATE_COMPLETE", _reasons(cfn, "shop")
    scaled = rds.describe_db_clusters(DBClusterIdentifier=out["ClusterName"])["DBClusters"][0]
    assert scaled["ServerlessV2ScalingConfiguration"] == {"MinCapacity": 0.0, "MaxCapacity": 8.0}
    cfn.delete_stack(StackName="shop")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE", _reasons(cfn, stack_id)
    with pytest.raises(ClientError) as caught:
        rds.describe_db_clusters(DBClusterIdentifier=out["ClusterName"])
    assert caught.value.response["Error"]["Code"] == "DBClusterNotFoundFault"
    assert rds.describe_db_subnet_groups()["DBSubnetGroups"] == []
    assert rds.describe_db_cluster_parameter_groups()["DBClusterParameterGroups"] == []


def test_a_mysql_cluster_fails_its_stack_clearly(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    template = {
        "Resources": {
            "Db": {
                "Type": "AWS::RDS::DBCluster",
                "Properties": {
                    "Engine": "aurora-mysql",
                    "MasterUsername": "admin1",
                    "MasterUserPassword": "s3cret-pw1",
                },
            }
        }
    }
    cfn.create_stack(StackName="mysql", TemplateBody=json.dumps(template))
    assert wait_stack(cfn, "mysql")["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="mysql")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["LogicalResourceId"] == "Db"]
    assert any("aurora-mysql" in r and "PostgreSQL only" in r for r in reasons), reasons


def test_an_aurora_serverless_v1_cluster_fails_its_stack_saying_why(labcloud: LabcloudProcess) -> None:
    """ScalingConfiguration (Serverless v1) reaches RDS, whose refusal names it (not a template error)."""
    cfn = labcloud.boto3_client("cloudformation")
    template = {
        "Resources": {
            "Db": {
                "Type": "AWS::RDS::DBCluster",
                "Properties": {
                    "Engine": "aurora-postgresql",
                    "EngineMode": "serverless",
                    "ScalingConfiguration": {"MinCapacity": 2, "MaxCapacity": 4},
                    "MasterUsername": "admin1",
                    "MasterUserPassword": "s3cret-pw1",
                },
            }
        }
    }
    cfn.create_stack(StackName="serverless-v1", TemplateBody=json.dumps(template))
    assert wait_stack(cfn, "serverless-v1")["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="serverless-v1")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["LogicalResourceId"] == "Db"]
    assert any("ScalingConfiguration" in r and "extraneous" not in r for r in reasons), reasons
