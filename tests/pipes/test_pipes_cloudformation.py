"""Pipes through CloudFormation: an AWS::Pipes::Pipe from one queue to another as the stack's role
carries a message (its Description spanning lines, which the schema's ^.*$ allows), is updated in place,
and is deleted with the stack; a pipe whose role Pipes may not assume fails its resource with the
pipe's StateReason."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pipes_helpers import receive

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

TEMPLATE = """Resources:
  In:
    Type: AWS::SQS::Queue
  Out:
    Type: AWS::SQS::Queue
  PipeRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement:
          - Effect: Allow
            Principal: {Service: PRINCIPAL}
            Action: sts:AssumeRole
      Policies:
        - PolicyName: pipe
          PolicyDocument:
            Version: "2012-10-17"
            Statement:
              - Effect: Allow
                Action: [sqs:ReceiveMessage, sqs:DeleteMessage, sqs:GetQueueAttributes, sqs:SendMessage]
                Resource: "*"
  Copy:
    Type: AWS::Pipes::Pipe
    Properties:
      Name: stacked
      Description: |
        Copies orders from In to Out.
        Schema ^.*$ in AWS's resource schema: many lines are fine.
      RoleArn: !GetAtt PipeRole.Arn
      Source: !GetAtt In.Arn
      Target: !GetAtt Out.Arn
      SourceParameters:
        SqsQueueParameters: {BatchSize: "BATCH"}
      TargetParameters:
        InputTemplate: '{"copied": <$.body>}'
      Tags: {team: core}
Outputs:
  In:
    Value: !Ref In
  Out:
    Value: !Ref Out
  PipeArn:
    Value: !GetAtt Copy.Arn
  PipeState:
    Value: !GetAtt Copy.CurrentState
"""


def test_a_stack_pipe_carries_messages_updates_and_is_deleted(labcloud: LabcloudProcess):
    cfn = labcloud.boto3_client("cloudformation")
    pipes = labcloud.boto3_client("pipes")
    sqs = labcloud.boto3_client("sqs")
    body = TEMPLATE.replace("PRINCIPAL", "pipes.amazonaws.com")
    cfn.create_stack(
        StackName="piped", TemplateBody=body.replace("BATCH", "5"), Capabilities=["CAPABILITY_IAM"]
    )
    stack = wait_stack(cfn, "piped", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["PipeArn"] == "arn:aws:pipes:us-east-1:000000000000:pipe/stacked"
    assert outputs["PipeState"] == "RUNNING"
    described = pipes.describe_pipe(Name="stacked")
    assert described["SourceParameters"] == {"SqsQueueParameters": {"BatchSize": 5}}
    assert described["Tags"] == {"team": "core"}
    assert described["Description"].splitlines()[1].startswith("Schema ^.*$")
    sqs.send_message(QueueUrl=outputs["In"], MessageBody='{"n": 1}')
    assert [json.loads(m["Body"]) for m in receive(sqs, outputs["Out"])] == [{"copied": {"n": 1}}]
    cfn.update_stack(
        StackName="piped", TemplateBody=body.replace("BATCH", "2"), Capabilities=["CAPABILITY_IAM"]
    )
    assert wait_stack(cfn, "piped", timeout=120)["StackStatus"] == "UPDATE_COMPLETE"
    assert pipes.describe_pipe(Name="stacked")["SourceParameters"] == {"SqsQueueParameters": {"BatchSize": 2}}
    cfn.delete_stack(StackName="piped")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
    assert pipes.list_pipes()["Pipes"] == []


def test_a_pipe_that_fails_to_start_fails_its_stack(labcloud: LabcloudProcess):
    cfn = labcloud.boto3_client("cloudformation")
    body = TEMPLATE.replace("PRINCIPAL", "lambda.amazonaws.com").replace("BATCH", "5")
    cfn.create_stack(StackName="unpiped", TemplateBody=body, Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "unpiped", timeout=120)
    assert stack["StackStatus"] in ("ROLLBACK_COMPLETE", "CREATE_FAILED")
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="unpiped")["StackEvents"]
        if e["LogicalResourceId"] == "Copy" and e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert reasons and "CREATE_FAILED: Pipes does not have permission to assume the role" in reasons[0]
