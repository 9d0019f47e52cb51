"""Schema facts over a resource's life: a change to a create-only property (a nested one too) replaces
the resource while other changes update it in place, generated names are shortened within the type's
length and character rules as CloudFormation shortens them."""

from __future__ import annotations

import json
import re
import time
from typing import Any

from cfn_helpers import events, wait_stack

PIPE = """Resources:
  Stream:
    Type: AWS::Kinesis::Stream
    Properties: {ShardCount: 1}
  Out:
    Type: AWS::SQS::Queue
  PipeRole:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement:
          - Effect: Allow
            Principal: {Service: pipes.amazonaws.com}
            Action: sts:AssumeRole
      Policies:
        - PolicyName: pipe
          PolicyDocument:
            Version: "2012-10-17"
            Statement:
              - Effect: Allow
                Action: ["kinesis:*", "sqs:SendMessage"]
                Resource: "*"
  Copy:
    Type: AWS::Pipes::Pipe
    Properties:
      RoleArn: !GetAtt PipeRole.Arn
      Source: !GetAtt Stream.Arn
      Target: !GetAtt Out.Arn
      Description: DESCRIPTION
      SourceParameters:
        KinesisStreamParameters: {StartingPosition: POSITION, BatchSize: 5}
"""


def physical(cfn: Any, stack: str, logical: str) -> str:
    detail = cfn.describe_stack_resource(StackName=stack, LogicalResourceId=logical)["StackResourceDetail"]
    return str(detail["PhysicalResourceId"])


def deploy(cfn: Any, verb: str, description: str, position: str) -> str:
    body = PIPE.replace("DESCRIPTION", description).replace("POSITION", position)
    getattr(cfn, verb)(StackName="piped", TemplateBody=body, Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "piped", timeout=120)
    return str(stack["StackStatus"])


def test_a_nested_create_only_property_replaces_and_others_update_in_place(labcloud: Any, cfn: Any) -> None:
    pipes = labcloud.boto3_client("pipes")
    assert deploy(cfn, "create_stack", "first", "TRIM_HORIZON") == "CREATE_COMPLETE"
    first = physical(cfn, "piped", "Copy")
    assert deploy(cfn, "update_stack", "second", "TRIM_HORIZON") == "UPDATE_COMPLETE"
    assert physical(cfn, "piped", "Copy") == first  # Description is not create-only: in place
    assert pipes.describe_pipe(Name=first)["Description"] == "second"
    # SourceParameters/KinesisStreamParameters/StartingPosition is create-only in the schema
    assert deploy(cfn, "update_stack", "second", "LATEST") == "UPDATE_COMPLETE"
    second = physical(cfn, "piped", "Copy")
    assert second != first
    assert (
        "Copy",
        "UPDATE_IN_PROGRESS",
        "Requested update requires the creation of a new physical resource; hence creating one.",
    ) in events(cfn, "piped")
    described = pipes.describe_pipe(Name=second)["SourceParameters"]["KinesisStreamParameters"]
    assert described["StartingPosition"] == "LATEST"
    assert [p["Name"] for p in pipes.list_pipes()["Pipes"]] == [second]


def test_a_create_only_top_level_property_replaces(labcloud: Any, cfn: Any) -> None:
    def template(name: str, timeout: int) -> str:
        queue = {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": name, "VisibilityTimeout": timeout}}
        return json.dumps({"Resources": {"Q": queue}})

    cfn.create_stack(StackName="queue", TemplateBody=template("first", 30))
    assert wait_stack(cfn, "queue")["StackStatus"] == "CREATE_COMPLETE"
    url = physical(cfn, "queue", "Q")
    cfn.update_stack(StackName="queue", TemplateBody=template("first", 40))
    assert wait_stack(cfn, "queue")["StackStatus"] == "UPDATE_COMPLETE"
    assert physical(cfn, "queue", "Q") == url
    cfn.update_stack(StackName="queue", TemplateBody=template("renamed", 40))
    assert wait_stack(cfn, "queue")["StackStatus"] == "UPDATE_COMPLETE"
    assert physical(cfn, "queue", "Q").endswith("/renamed")
    urls = labcloud.boto3_client("sqs").list_queues().get("QueueUrls", [])
    assert [u.rsplit("/", 1)[1] for u in urls] == ["renamed"]


STACK = "schemanames-with-a-long-stack-name-for-tests"  # 44 characters
LOGICAL = "AnEquallyLongLogicalIdForTheGeneratedName"  # 41 characters


def test_generated_names_share_the_room_fairly_within_the_schema_rules(labcloud: Any, cfn: Any) -> None:
    function = {
        "Type": "AWS::Lambda::Function",
        "Properties": {
            "Role": {"Fn::GetAtt": ["Role", "Arn"]},
            "Runtime": "python3.12",
            "Handler": "index.handler",
            "Code": {"ZipFile": "def handler(event, context):\n    return 1\n"},
        },
    }
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    role = {"Type": "AWS::IAM::Role", "Properties": {"AssumeRolePolicyDocument": trust}}
    resources = {LOGICAL: {"Type": "AWS::S3::Bucket"}, "Role": role, f"{LOGICAL}Fn": function}
    cfn.create_stack(
        StackName=STACK, TemplateBody=json.dumps({"Resources": resources}), Capabilities=["CAPABILITY_IAM"]
    )
    assert wait_stack(cfn, STACK)["StackStatus"] == "CREATE_COMPLETE"
    bucket = physical(cfn, STACK, LOGICAL)
    # 63 characters: 12 random, two dashes, 49 shared as 25 (stack) and 24 (logical id); lower case
    assert len(bucket) == 63
    assert re.fullmatch(re.escape(f"{STACK[:25]}-{LOGICAL[:24]}-".lower()) + "[a-z0-9]{12}", bucket)
    function_name = physical(cfn, STACK, f"{LOGICAL}Fn")
    # 64 characters: 50 shared as 25 and 25; Lambda's pattern keeps the case
    assert len(function_name) == 64
    assert re.fullmatch(re.escape(f"{STACK[:25]}-{LOGICAL[:25]}-") + "[A-Z0-9]{12}", function_name)
    assert labcloud.boto3_client("lambda").get_function(FunctionName=function_name)


def test_a_short_part_leaves_its_share_to_the_other(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(
        StackName="s", TemplateBody=json.dumps({"Resources": {LOGICAL * 2: {"Type": "AWS::S3::Bucket"}}})
    )
    assert wait_stack(cfn, "s")["StackStatus"] == "CREATE_COMPLETE"
    bucket = physical(cfn, "s", LOGICAL * 2)
    assert re.fullmatch(re.escape(f"s-{(LOGICAL * 2)[:48]}-".lower()) + "[a-z0-9]{12}", bucket)


def test_a_change_set_names_what_the_schema_makes_a_replacement(cfn: Any) -> None:
    def template(name: str, timeout: Any, kms: str) -> str:
        props = {"QueueName": name, "VisibilityTimeout": timeout, "KmsMasterKeyId": kms}
        return json.dumps({"Resources": {"Q": {"Type": "AWS::SQS::Queue", "Properties": props}}})

    cfn.create_stack(StackName="planned", TemplateBody=template("planned", 30, "alias/aws/sqs"))
    assert wait_stack(cfn, "planned")["StackStatus"] == "CREATE_COMPLETE"

    def changes(body: str) -> list[dict[str, Any]]:
        cfn.create_change_set(StackName="planned", ChangeSetName="plan", TemplateBody=body)
        wait_for_change_set(cfn)
        described = cfn.describe_change_set(StackName="planned", ChangeSetName="plan")
        cfn.delete_change_set(StackName="planned", ChangeSetName="plan")
        return [c["ResourceChange"] for c in described["Changes"]]

    [renamed] = changes(template("replanned", "30", "alias/aws/sqs"))  # "30" is 30 once converted
    assert renamed["Replacement"] == "True"
    assert [(d["Target"]["Name"], d["Target"]["RequiresRecreation"]) for d in renamed["Details"]] == [
        ("QueueName", "Always")
    ]
    [modified] = changes(template("planned", 60, "alias/other"))
    assert modified["Replacement"] == "False"
    assert sorted((d["Target"]["Name"], d["Target"]["RequiresRecreation"]) for d in modified["Details"]) == [
        ("KmsMasterKeyId", "Never"),
        ("VisibilityTimeout", "Never"),
    ]


def wait_for_change_set(cfn: Any) -> None:
    for _ in range(200):
        status = cfn.describe_change_set(StackName="planned", ChangeSetName="plan")["Status"]
        if status not in ("CREATE_PENDING", "CREATE_IN_PROGRESS"):
            assert status == "CREATE_COMPLETE"
            return
        time.sleep(0.05)
    raise AssertionError("change set still pending")
