"""A kill -9 that lands right after a resource's create committed, before the stack recorded the
physical id, leaves no orphan: the rollback after the restart deletes it (as AWS never leaves a
resource behind a ROLLBACK_COMPLETE). The server kills itself at that exact step through its
``LABCLOUD_CRASH_POINT`` hook, so each case is deterministic.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from cfn_helpers import events, send_then_crash, wait_stack

from labcloud.crash_points import ENV
from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
STACK = "orph"
#: one resource of each type whose physical id is known before its create (generated names mostly),
#: and an event source mapping (whose UUID the service assigns: found after the restart)
TEMPLATE: dict[str, Any] = {
    "Resources": {
        "Named": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "orph-named"}},
        "Fifo": {"Type": "AWS::SQS::Queue", "Properties": {"FifoQueue": True}},
        "Table": {
            "Type": "AWS::DynamoDB::Table",
            "Properties": {
                "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
                "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
                "BillingMode": "PAY_PER_REQUEST",
            },
        },
        "Role": {"Type": "AWS::IAM::Role", "Properties": {"AssumeRolePolicyDocument": TRUST}},
        "Managed": {
            "Type": "AWS::IAM::ManagedPolicy",
            "Properties": {
                "PolicyDocument": {"Statement": [{"Effect": "Allow", "Action": "sqs:*", "Resource": "*"}]},
                "Roles": [{"Ref": "Role"}],
            },
        },
        "Profile": {"Type": "AWS::IAM::InstanceProfile", "Properties": {"Roles": [{"Ref": "Role"}]}},
        "Fn": {
            "Type": "AWS::Lambda::Function",
            "Properties": {
                "Runtime": "python3.12",
                "Handler": "index.handler",
                "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                "Code": {"ZipFile": "def handler(event, context):\n    return event\n"},
            },
        },
        "Mapping": {
            "Type": "AWS::Lambda::EventSourceMapping",
            "Properties": {"FunctionName": {"Ref": "Fn"}, "EventSourceArn": {"Fn::GetAtt": ["Named", "Arn"]}},
        },
        "Logs": {"Type": "AWS::Logs::LogGroup", "Properties": {"RetentionInDays": 7}},
        "Bucket": {"Type": "AWS::S3::Bucket"},
        "Alarm": {
            "Type": "AWS::CloudWatch::Alarm",
            "Properties": {
                "MetricName": "Errors",
                "Namespace": "AWS/Lambda",
                "Statistic": "Sum",
                "Period": 60,
                "EvaluationPeriods": 1,
                "Threshold": 1,
                "ComparisonOperator": "GreaterThanOrEqualToThreshold",
            },
        },
    }
}


def crashing(data_dir: Path, point: str) -> LabcloudProcess:
    """A server that SIGKILLs itself at ``point``."""
    return LabcloudProcess(data_dir=data_dir, env={**os.environ, ENV: point}).start()


def wait_crashed(server: LabcloudProcess) -> None:
    assert server.proc is not None
    assert server.proc.wait(60) == -9
    server.proc = None
    server.env = {k: v for k, v in os.environ.items() if k != ENV}


def leftovers(server: LabcloudProcess) -> dict[str, list[str]]:
    """Everything the stack could have made that still exists."""
    sqs, ddb, iam = (server.boto3_client(s) for s in ("sqs", "dynamodb", "iam"))
    lam, logs, s3, cw = (server.boto3_client(s) for s in ("lambda", "logs", "s3", "cloudwatch"))
    found = {
        "queues": [u.rsplit("/", 1)[1] for u in sqs.list_queues().get("QueueUrls", [])],
        "tables": ddb.list_tables()["TableNames"],
        "roles": [r["RoleName"] for r in iam.list_roles()["Roles"]],
        "policies": [p["PolicyName"] for p in iam.list_policies(Scope="Local")["Policies"]],
        "profiles": [p["InstanceProfileName"] for p in iam.list_instance_profiles()["InstanceProfiles"]],
        "functions": [f["FunctionName"] for f in lam.list_functions()["Functions"]],
        "log groups": [g["logGroupName"] for g in logs.describe_log_groups()["logGroups"]],
        "buckets": [b["Name"] for b in s3.list_buckets()["Buckets"]],
        "alarms": [a["AlarmName"] for a in cw.describe_alarms()["MetricAlarms"]],
        "mappings": [
            m["FunctionArn"].rsplit(":", 1)[1]
            for m in lam.list_event_source_mappings()["EventSourceMappings"]
        ],
    }
    return {kind: [n for n in names if n.lower().startswith(STACK)] for kind, names in found.items()}


@pytest.mark.parametrize("logical_id", sorted(TEMPLATE["Resources"]))
def test_kill_right_after_a_create_leaves_no_orphan(tmp_path: Path, logical_id: str) -> None:
    server = crashing(tmp_path / "data", f"cfn.created:{logical_id}")
    try:
        send_then_crash(
            server,
            "create_stack",
            StackName=STACK,
            TemplateBody=json.dumps(TEMPLATE),
            Capabilities=["CAPABILITY_IAM"],
        )
        wait_crashed(server)
        server.start()
        cfn = server.boto3_client("cloudformation")
        assert wait_stack(cfn, STACK)["StackStatus"] == "ROLLBACK_COMPLETE"
        shown = events(cfn, STACK)
        assert (
            logical_id,
            "CREATE_FAILED",
            "labcloud restarted while this operation was in progress",
        ) in shown
        assert shown[-1] == (STACK, "ROLLBACK_COMPLETE", None)
        assert leftovers(server) == {k: [] for k in leftovers(server)}
    finally:
        server.stop()


def test_kill_right_after_a_create_with_rollback_disabled_keeps_the_resource_in_the_stack(
    tmp_path: Path,
) -> None:
    template = {"Resources": {"Named": TEMPLATE["Resources"]["Named"]}}
    server = crashing(tmp_path / "data", "cfn.created:Named")
    try:
        send_then_crash(
            server, "create_stack", StackName=STACK, TemplateBody=json.dumps(template), DisableRollback=True
        )
        wait_crashed(server)
        server.start()
        cfn = server.boto3_client("cloudformation")
        assert wait_stack(cfn, STACK)["StackStatus"] == "CREATE_FAILED"
        (resource,) = cfn.describe_stack_resources(StackName=STACK)["StackResources"]
        url = server.boto3_client("sqs").get_queue_url(QueueName="orph-named")["QueueUrl"]
        assert (resource["ResourceStatus"], resource["PhysicalResourceId"]) == ("CREATE_FAILED", url)
        cfn.delete_stack(StackName=STACK)
        wait_for_deleted(cfn)
        assert leftovers(server)["queues"] == []
    finally:
        server.stop()


def wait_for_deleted(cfn: Any) -> None:
    stacks = cfn.describe_stacks()["Stacks"]
    assert stacks == [] or wait_stack(cfn, stacks[0]["StackId"])["StackStatus"] == "DELETE_COMPLETE"


def test_kill_right_after_a_replacement_create_leaves_no_orphan(tmp_path: Path) -> None:
    def queue(name: str) -> str:
        return json.dumps(
            {"Resources": {"Q": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": name}}}}
        )

    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        cfn = server.boto3_client("cloudformation")
        cfn.create_stack(StackName=STACK, TemplateBody=queue("orph-a"))
        assert wait_stack(cfn, STACK)["StackStatus"] == "CREATE_COMPLETE"
        server.stop()
        server = crashing(tmp_path / "data", "cfn.created:Q")
        send_then_crash(server, "update_stack", StackName=STACK, TemplateBody=queue("orph-b"))
        wait_crashed(server)
        server.start()
        cfn = server.boto3_client("cloudformation")
        assert wait_stack(cfn, STACK)["StackStatus"] == "UPDATE_ROLLBACK_COMPLETE"
        assert leftovers(server)["queues"] == ["orph-a"]
        (resource,) = cfn.describe_stack_resources(StackName=STACK)["StackResources"]
        assert resource["PhysicalResourceId"].endswith("/orph-a")
    finally:
        server.stop()
