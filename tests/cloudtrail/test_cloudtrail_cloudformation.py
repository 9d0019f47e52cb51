"""AWS::CloudTrail::Trail through CloudFormation: a logging trail with a data-event selector and tags beside its
bucket and bucket policy, updated in place (logging off, tags), deleted with its stack; a KMS key is refused."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Resources:
  Logs:
    Type: AWS::S3::Bucket
  LogsPolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref Logs
      PolicyDocument:
        Version: "2012-10-17"
        Statement:
          - Effect: Allow
            Principal: {Service: cloudtrail.amazonaws.com}
            Action: s3:PutObject
            Resource: !Sub "${Logs.Arn}/AWSLogs/*"
  Trail:
    Type: AWS::CloudTrail::Trail
    DependsOn: LogsPolicy
    Properties:
      S3BucketName: !Ref Logs
      IsLogging: LOGGING
      EXTRA
      EventSelectors:
        - ReadWriteType: All
          IncludeManagementEvents: true
          DataResources: [{Type: "AWS::Lambda::Function", Values: ["arn:aws:lambda"]}]
      Tags: [{Key: team, Value: TEAM}]
Outputs:
  Name: {Value: !Ref Trail}
  Arn: {Value: !GetAtt Trail.Arn}
"""


def _body(logging: str = "true", team: str = "a", extra: str = "") -> str:
    return TEMPLATE.replace("LOGGING", logging).replace("TEAM", team).replace("EXTRA", extra)


def _outputs(stack: dict[str, Any]) -> dict[str, str]:
    return {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}


def test_a_trail_stack_creates_updates_and_deletes(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    ct = labcloud.boto3_client("cloudtrail")
    cfn.create_stack(StackName="trails", TemplateBody=_body())
    stack = wait_stack(cfn, "trails", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    name, arn = _outputs(stack)["Name"], _outputs(stack)["Arn"]
    assert ct.get_trail(Name=name)["Trail"]["TrailARN"] == arn
    assert ct.get_trail_status(Name=arn)["IsLogging"] is True
    assert ct.get_event_selectors(TrailName=arn)["EventSelectors"][0]["DataResources"][0]["Values"] == [
        "arn:aws:lambda"
    ]
    cfn.update_stack(StackName="trails", TemplateBody=_body(logging="false", team="b"))
    stack = wait_stack(cfn, "trails", timeout=120)
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert ct.get_trail_status(Name=arn)["IsLogging"] is False
    assert ct.list_tags(ResourceIdList=[arn])["ResourceTagList"][0]["TagsList"] == [
        {"Key": "team", "Value": "b"}
    ]
    cfn.delete_stack(StackName="trails")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert ct.list_trails()["Trails"] == []

    cfn.create_stack(StackName="trails-kms", TemplateBody=_body(extra="KMSKeyId: alias/mine"))
    failed = wait_stack(cfn, "trails-kms", timeout=120)
    assert failed["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="trails-kms")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["LogicalResourceId"] == "Trail"]
    assert any("UnsupportedOperationException" in r or "KMS" in r for r in reasons), reasons


LOGS_TEMPLATE = """Resources:
  Logs:
    Type: AWS::S3::Bucket
  LogsPolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref Logs
      PolicyDocument:
        Version: "2012-10-17"
        Statement:
          - Effect: Allow
            Principal: {Service: cloudtrail.amazonaws.com}
            Action: s3:PutObject
            Resource: !Sub "${Logs.Arn}/AWSLogs/*"
  Events:
    Type: AWS::Logs::LogGroup
  ToLogs:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement:
          - Effect: Allow
            Principal: {Service: cloudtrail.amazonaws.com}
            Action: sts:AssumeRole
      Policies:
        - PolicyName: deliver
          PolicyDocument:
            Version: "2012-10-17"
            Statement:
              - Effect: Allow
                Action: [logs:CreateLogStream, logs:PutLogEvents]
                Resource: !GetAtt Events.Arn
  Trail:
    Type: AWS::CloudTrail::Trail
    DependsOn: LogsPolicy
    Properties:
      S3BucketName: !Ref Logs
      IsLogging: true
      LOGS
Outputs:
  Group: {Value: !GetAtt Events.Arn}
  Role: {Value: !GetAtt ToLogs.Arn}
  Name: {Value: !Ref Trail}
"""
LOGS = """CloudWatchLogsLogGroupArn: !GetAtt Events.Arn
      CloudWatchLogsRoleArn: !GetAtt ToLogs.Arn"""


def test_a_trail_stack_delivers_to_its_log_group_and_drops_it_on_update(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    ct = labcloud.boto3_client("cloudtrail")
    cfn.create_stack(
        StackName="trail-logs",
        TemplateBody=LOGS_TEMPLATE.replace("LOGS", LOGS),
        Capabilities=["CAPABILITY_IAM"],
    )
    stack = wait_stack(cfn, "trail-logs", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = _outputs(stack)
    assert out["Group"].endswith(":*")  # a log group's Arn attribute carries the wildcard CloudTrail needs
    trail = ct.get_trail(Name=out["Name"])["Trail"]
    assert (trail["CloudWatchLogsLogGroupArn"], trail["CloudWatchLogsRoleArn"]) == (out["Group"], out["Role"])
    cfn.update_stack(
        StackName="trail-logs",
        TemplateBody=LOGS_TEMPLATE.replace("LOGS", "IncludeGlobalServiceEvents: true"),
        Capabilities=["CAPABILITY_IAM"],
    )
    stack = wait_stack(cfn, "trail-logs", timeout=120)
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert "CloudWatchLogsLogGroupArn" not in ct.get_trail(Name=out["Name"])["Trail"]
    cfn.delete_stack(StackName="trail-logs")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
