"""The access point types through a stack: AWS::S3::AccessPoint (Ref, GetAtt Alias/Arn/Name/NetworkOrigin,
its Policy changed in place), AWS::S3ObjectLambda::AccessPoint and AWS::S3ObjectLambda::AccessPointPolicy;
all gone with the stack."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from tests.s3control.conftest import ACCOUNT

sys.path.insert(0, str(Path(__file__).parent.parent / "cloudformation"))
from cfn_helpers import events, wait_stack  # noqa: E402

TEMPLATE = """Parameters:
  Action: {Type: String, Default: 's3:GetObject'}
Resources:
  Data:
    Type: AWS::S3::Bucket
  Point:
    Type: AWS::S3::AccessPoint
    Properties:
      Bucket: !Ref Data
      Name: stack-point
      Policy:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: {AWS: !Sub 'arn:aws:iam::${AWS::AccountId}:root'}
            Action: !Ref Action
            Resource: !Sub 'arn:aws:s3:${AWS::Region}:${AWS::AccountId}:accesspoint/stack-point/object/*'
  Shaped:
    Type: AWS::S3ObjectLambda::AccessPoint
    Properties:
      ObjectLambdaConfiguration:
        SupportingAccessPoint: !GetAtt Point.Arn
        TransformationConfigurations:
          - Actions: [GetObject]
            ContentTransformation:
              AwsLambda: {FunctionArn: !Sub 'arn:aws:lambda:${AWS::Region}:${AWS::AccountId}:function:shape'}
  ShapedPolicy:
    Type: AWS::S3ObjectLambda::AccessPointPolicy
    Properties:
      ObjectLambdaAccessPoint: !Ref Shaped
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: {AWS: !Sub 'arn:aws:iam::${AWS::AccountId}:root'}
            Action: 's3-object-lambda:GetObject'
            Resource: !GetAtt Shaped.Arn
Outputs:
  Name: {Value: !Ref Point}
  Alias: {Value: !GetAtt Point.Alias}
  Arn: {Value: !GetAtt Point.Arn}
  Origin: {Value: !GetAtt Point.NetworkOrigin}
  Shaped: {Value: !Ref Shaped}
  ShapedArn: {Value: !GetAtt Shaped.Arn}
  ShapedAlias: {Value: !GetAtt Shaped.Alias.Value}
"""


def test_access_points_through_a_stack(labcloud: Any, control: Any, s3: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="points", TemplateBody=TEMPLATE)
    stack = wait_stack(cfn, "points")
    assert stack["StackStatus"] == "CREATE_COMPLETE", (stack.get("StackStatusReason"), events(cfn, "points"))
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert out["Name"] == "stack-point" and out["Origin"] == "Internet"
    assert out["Arn"] == f"arn:aws:s3:us-east-1:{ACCOUNT}:accesspoint/stack-point"
    got = control.get_access_point(AccountId=ACCOUNT, Name="stack-point")
    assert got["Alias"] == out["Alias"]
    policy = json.loads(control.get_access_point_policy(AccountId=ACCOUNT, Name="stack-point")["Policy"])
    assert policy["Statement"][0]["Action"] == "s3:GetObject"
    assert out["ShapedArn"] == f"arn:aws:s3-object-lambda:us-east-1:{ACCOUNT}:accesspoint/{out['Shaped']}"
    assert out["ShapedAlias"].endswith("--ol-s3")
    assert control.get_access_point_policy_for_object_lambda(AccountId=ACCOUNT, Name=out["Shaped"])["Policy"]
    bucket = cfn.describe_stack_resource(StackName="points", LogicalResourceId="Data")["StackResourceDetail"]
    s3.put_object(Bucket=bucket["PhysicalResourceId"], Key="k", Body=b"v")
    assert s3.get_object(Bucket=out["Alias"], Key="k")["Body"].read() == b"v"

    cfn.update_stack(
        StackName="points",
        TemplateBody=TEMPLATE,
        Parameters=[{"ParameterKey": "Action", "ParameterValue": "s3:PutObject"}],
    )
    stack = wait_stack(cfn, "points")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", (stack.get("StackStatusReason"), events(cfn, "points"))
    assert (
        control.get_access_point(AccountId=ACCOUNT, Name="stack-point")["Alias"] == out["Alias"]
    )  # in place
    policy = json.loads(control.get_access_point_policy(AccountId=ACCOUNT, Name="stack-point")["Policy"])
    assert policy["Statement"][0]["Action"] == "s3:PutObject"

    s3.delete_object(Bucket=bucket["PhysicalResourceId"], Key="k")
    cfn.delete_stack(StackName="points")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE", events(
        cfn, stack["StackId"]
    )
    assert control.list_access_points(AccountId=ACCOUNT)["AccessPointList"] == []
    assert (
        control.list_access_points_for_object_lambda(AccountId=ACCOUNT)["ObjectLambdaAccessPointList"] == []
    )
