"""RDS Proxy through CloudFormation as AWS's Lambda-to-RDS-Proxy patterns write it: a generated secret
the cluster resolves, a role for the proxy, AWS::RDS::DBProxy and its AWS::RDS::DBProxyTargetGroup
registering the cluster; pg8000 signs in through GetAtt Endpoint on 5432. A second stack restores a
cluster from a snapshot (DBCluster's SnapshotIdentifier) with the rows it held."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import pg8000.native
import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Resources:
  Vpc:
    Type: AWS::EC2::VPC
    Properties: {CidrBlock: 10.82.0.0/16}
  SubnetA:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.82.1.0/24, AvailabilityZone: us-east-1a}
  SubnetB:
    Type: AWS::EC2::Subnet
    Properties: {VpcId: !Ref Vpc, CidrBlock: 10.82.2.0/24, AvailabilityZone: us-east-1b}
  Secret:
    Type: AWS::SecretsManager::Secret
    Properties:
      GenerateSecretString:
        SecretStringTemplate: '{"username": "app_admin"}'
        GenerateStringKey: password
        PasswordLength: 24
        ExcludeCharacters: '"@/\\\\'
  Cluster:
    Type: AWS::RDS::DBCluster
    Properties:
      Engine: aurora-postgresql
      DatabaseName: app
      MasterUsername: !Sub '{{resolve:secretsmanager:${Secret}:SecretString:username}}'
      MasterUserPassword: !Sub '{{resolve:secretsmanager:${Secret}:SecretString:password}}'
  ProxyRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: '2012-10-17'
        Statement:
          - {Effect: Allow, Principal: {Service: rds.amazonaws.com}, Action: sts:AssumeRole}
      Policies:
        - PolicyName: secrets
          PolicyDocument:
            Version: '2012-10-17'
            Statement:
              - {Effect: Allow, Action: secretsmanager:GetSecretValue, Resource: !Ref Secret}
  Proxy:
    Type: AWS::RDS::DBProxy
    Properties:
      DBProxyName: app-proxy
      EngineFamily: POSTGRESQL
      RoleArn: !GetAtt ProxyRole.Arn
      RequireTLS: false
      IdleClientTimeout: 120
      Auth:
        - {AuthScheme: SECRETS, SecretArn: !Ref Secret, IAMAuth: DISABLED}
      VpcSubnetIds: [!Ref SubnetA, !Ref SubnetB]
  ProxyTargetGroup:
    Type: AWS::RDS::DBProxyTargetGroup
    Properties:
      DBProxyName: !Ref Proxy
      TargetGroupName: default
      DBClusterIdentifiers: [!Ref Cluster]
      ConnectionPoolConfigurationInfo:
        MaxConnectionsPercent: 90
        MaxIdleConnectionsPercent: 10
        ConnectionBorrowTimeout: 30
Outputs:
  ProxyEndpoint: {Value: !GetAtt Proxy.Endpoint}
  ProxyArn: {Value: !GetAtt Proxy.DBProxyArn}
  GroupArn: {Value: !Ref ProxyTargetGroup}
  SecretArn: {Value: !Ref Secret}
  ClusterName: {Value: !Ref Cluster}
"""

RESTORED = """Resources:
  Restored:
    Type: AWS::RDS::DBCluster
    Properties:
      Engine: aurora-postgresql
      SnapshotIdentifier: {snapshot}
      EnableHttpEndpoint: true
Outputs:
  Port: {{Value: !GetAtt Restored.Endpoint.Port}}
"""


def _outputs(cfn: Any, stack: str) -> dict[str, str]:
    described = cfn.describe_stacks(StackName=stack)["Stacks"][0]
    return {o["OutputKey"]: o["OutputValue"] for o in described.get("Outputs", [])}


def _reasons(cfn: Any, stack: str) -> list[str]:
    events = cfn.describe_stack_events(StackName=stack)["StackEvents"]
    return [
        f"{e['LogicalResourceId']}: {e['ResourceStatusReason']}"
        for e in events
        if e.get("ResourceStatusReason")
    ]


def test_a_proxy_stack_forwards_to_its_cluster_and_a_snapshot_restores_in_a_stack(
    labcloud: LabcloudProcess,
) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    ids = {
        "proxied": cfn.create_stack(
            StackName="proxied", TemplateBody=TEMPLATE, Capabilities=["CAPABILITY_IAM"]
        )["StackId"]
    }
    assert wait_stack(cfn, "proxied")["StackStatus"] == "CREATE_COMPLETE", _reasons(cfn, "proxied")
    out = _outputs(cfn, "proxied")
    rds = labcloud.boto3_client("rds")
    group = rds.describe_db_proxy_target_groups(DBProxyName="app-proxy")["TargetGroups"][0]
    assert group["TargetGroupArn"] == out["GroupArn"]
    assert group["ConnectionPoolConfig"]["MaxConnectionsPercent"] == 90
    targets = rds.describe_db_proxy_targets(DBProxyName="app-proxy")["Targets"]
    assert [(t["Type"], t["TrackedClusterId"]) for t in targets] == [("TRACKED_CLUSTER", out["ClusterName"])]
    secret = json.loads(
        labcloud.boto3_client("secretsmanager").get_secret_value(SecretId=out["SecretArn"])["SecretString"]
    )
    conn = pg8000.native.Connection(
        secret["username"], host=out["ProxyEndpoint"], port=5432, password=secret["password"], database="app"
    )
    try:
        conn.run("CREATE TABLE kept (id int)")
        conn.run("INSERT INTO kept VALUES (5)")
    finally:
        conn.close()

    rds.create_db_cluster_snapshot(
        DBClusterSnapshotIdentifier="for-stack", DBClusterIdentifier=out["ClusterName"]
    )
    while (
        rds.describe_db_cluster_snapshots(DBClusterSnapshotIdentifier="for-stack")["DBClusterSnapshots"][0][
            "Status"
        ]
        == "creating"
    ):
        time.sleep(0.1)
    ids["restored"] = cfn.create_stack(
        StackName="restored", TemplateBody=RESTORED.format(snapshot="for-stack")
    )["StackId"]
    assert wait_stack(cfn, "restored")["StackStatus"] == "CREATE_COMPLETE", _reasons(cfn, "restored")
    port = int(_outputs(cfn, "restored")["Port"])
    conn = pg8000.native.Connection(
        secret["username"], host="127.0.0.1", port=port, password=secret["password"], database="app"
    )
    try:
        assert conn.run("SELECT id FROM kept") == [[5]]
    finally:
        conn.close()

    for stack in ("restored", "proxied"):
        cfn.delete_stack(StackName=stack)
        assert wait_stack(cfn, ids[stack])["StackStatus"] == "DELETE_COMPLETE", _reasons(cfn, ids[stack])
    with pytest.raises(ClientError) as caught:
        rds.describe_db_proxies(DBProxyName="app-proxy")
    assert caught.value.response["Error"]["Code"] == "DBProxyNotFoundFault"
    assert rds.describe_db_clusters()["DBClusters"] == []
    rds.delete_db_cluster_snapshot(DBClusterSnapshotIdentifier="for-stack")
