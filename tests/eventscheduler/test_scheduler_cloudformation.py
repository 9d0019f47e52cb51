"""Scheduler through CloudFormation: AWS::Scheduler::ScheduleGroup, AWS::Scheduler::Schedule firing
into a queue as the stack's role, and SAM's ScheduleV2 event on a function; deleting the stack
removes them."""

from __future__ import annotations

import sys
from pathlib import Path

from scheduler_helpers import at_in, receive

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Transform: AWS::Serverless-2016-10-31
Resources:
  Out:
    Type: AWS::SQS::Queue
  Jobs:
    Type: AWS::Scheduler::ScheduleGroup
    Properties:
      Name: jobs
      Tags: [{Key: team, Value: core}]
  Runner:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement:
          - Effect: Allow
            Principal: {Service: scheduler.amazonaws.com}
            Action: sts:AssumeRole
      Policies:
        - PolicyName: send
          PolicyDocument:
            Version: "2012-10-17"
            Statement:
              - Effect: Allow
                Action: sqs:SendMessage
                Resource: !GetAtt Out.Arn
  Soon:
    Type: AWS::Scheduler::Schedule
    Properties:
      GroupName: !Ref Jobs
      ScheduleExpression: "AT_SOON"
      FlexibleTimeWindow: {Mode: "OFF"}
      Target:
        Arn: !GetAtt Out.Arn
        RoleArn: !GetAtt Runner.Arn
        Input: from-the-stack
  Worker:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        def handler(event, context):
            return event
      Events:
        Nightly:
          Type: ScheduleV2
          Properties:
            ScheduleExpression: cron(0 3 * * ? *)
            ScheduleExpressionTimezone: Europe/Berlin
Outputs:
  Queue:
    Value: !Ref Out
  ScheduleArn:
    Value: !GetAtt Soon.Arn
"""


def test_a_stack_of_schedules_fires_and_is_deleted(labcloud: LabcloudProcess):
    cfn = labcloud.boto3_client("cloudformation")
    scheduler = labcloud.boto3_client("scheduler")
    sqs = labcloud.boto3_client("sqs")
    capabilities = ["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    cfn.create_stack(
        StackName="jobs", TemplateBody=TEMPLATE.replace("AT_SOON", at_in(40)), Capabilities=capabilities
    )
    stack = wait_stack(cfn, "jobs", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["ScheduleArn"].startswith("arn:aws:scheduler:us-east-1:000000000000:schedule/jobs/")
    assert [s["Name"] for s in scheduler.list_schedules(GroupName="jobs")["Schedules"]] == [
        outputs["ScheduleArn"].rsplit("/", 1)[-1]
    ]
    nightly = scheduler.list_schedules(GroupName="default")["Schedules"]
    assert len(nightly) == 1
    got = scheduler.get_schedule(Name=nightly[0]["Name"])
    assert got["ScheduleExpression"] == "cron(0 3 * * ? *)"
    assert got["ScheduleExpressionTimezone"] == "Europe/Berlin"
    assert got["Target"]["Arn"].startswith("arn:aws:lambda:us-east-1:000000000000:function:")
    assert [m["Body"] for m in receive(sqs, outputs["Queue"], timeout=90)] == ["from-the-stack"]
    cfn.delete_stack(StackName="jobs")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert scheduler.list_schedules()["Schedules"] == []
    assert [g["Name"] for g in scheduler.list_schedule_groups()["ScheduleGroups"]] == ["default"]
