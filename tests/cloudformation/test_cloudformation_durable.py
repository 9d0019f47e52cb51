"""Durability of the stack features that keep state of their own: a stack policy, a drift result and a
wait condition handle's signals survive a restart (a signal sent before it completes a wait added after);
a parent killed while its nested stack is created rolls back with the child on restart."""

from __future__ import annotations

import json
import os
import urllib.request
from pathlib import Path

from cfn_helpers import events, wait_stack

from labcloud.crash_points import ENV
from labcloud.testing.server_process import LabcloudProcess

POLICY = json.dumps(
    {"Statement": [{"Effect": "Allow", "Action": "Update:*", "Principal": "*", "Resource": "*"}]}
)


def template(with_wait: bool) -> str:
    resources: dict[str, object] = {
        "Handle": {"Type": "AWS::CloudFormation::WaitConditionHandle"},
        "Queue": {"Type": "AWS::SQS::Queue", "Properties": {"VisibilityTimeout": 30}},
    }
    outputs: dict[str, object] = {"Url": {"Value": {"Ref": "Handle"}}}
    if with_wait:
        resources["Wait"] = {
            "Type": "AWS::CloudFormation::WaitCondition",
            "Properties": {"Handle": {"Ref": "Handle"}, "Timeout": 60},
        }
        outputs["Data"] = {"Value": {"Fn::GetAtt": ["Wait", "Data"]}}
    return json.dumps({"Resources": resources, "Outputs": outputs})


def test_policy_drift_and_signals_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        cfn = server.boto3_client("cloudformation")
        cfn.create_stack(StackName="durable", TemplateBody=template(False), StackPolicyBody=POLICY)
        stack = wait_stack(cfn, "durable")
        assert stack["StackStatus"] == "CREATE_COMPLETE"
        url = stack["Outputs"][0]["OutputValue"]
        signal = json.dumps(
            {"Status": "SUCCESS", "Reason": "", "UniqueId": "early", "Data": "ready"}
        ).encode()
        request = urllib.request.Request(url, data=signal, method="PUT", headers={"content-type": ""})
        with urllib.request.urlopen(request, timeout=10) as response:
            assert response.status == 200
        detection = cfn.detect_stack_drift(StackName="durable")["StackDriftDetectionId"]

        server.stop()
        server.start()
        cfn = server.boto3_client("cloudformation")
        assert cfn.get_stack_policy(StackName="durable")["StackPolicyBody"] == POLICY
        status = cfn.describe_stack_drift_detection_status(StackDriftDetectionId=detection)
        assert status["StackDriftStatus"] == "IN_SYNC"
        drifts = cfn.describe_stack_resource_drifts(StackName="durable")["StackResourceDrifts"]
        assert {d["LogicalResourceId"]: d["StackResourceDriftStatus"] for d in drifts} == {
            "Handle": "NOT_CHECKED",
            "Queue": "IN_SYNC",
        }
        cfn.update_stack(StackName="durable", TemplateBody=template(True))
        stack = wait_stack(cfn, "durable")
        assert stack["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "durable")
        outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
        assert json.loads(outputs["Data"]) == {"early": "ready"}
    finally:
        server.stop()


def test_kill_while_a_nested_stack_is_created_rolls_both_back(tmp_path: Path) -> None:
    crash = {**os.environ, ENV: "cfn.created:Inner"}  # killed once the child's queue exists
    server = LabcloudProcess(data_dir=tmp_path / "data", env=crash).start()
    try:
        s3 = server.boto3_client("s3")
        s3.create_bucket(Bucket="templates")
        child = {"Resources": {"Inner": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "inner"}}}}
        s3.put_object(Bucket="templates", Key="child.json", Body=json.dumps(child).encode())
        parent = {
            "Resources": {
                "Child": {
                    "Type": "AWS::CloudFormation::Stack",
                    "Properties": {"TemplateURL": f"{server.endpoint}/templates/child.json"},
                }
            }
        }
        cfn = server.boto3_client("cloudformation")
        cfn.create_stack(StackName="outer", TemplateBody=json.dumps(parent))
        assert server.proc is not None and server.proc.wait(60) == -9
        server.proc = None
        server.env = {k: v for k, v in os.environ.items() if k != ENV}
        server.start()
        cfn = server.boto3_client("cloudformation")
        assert wait_stack(cfn, "outer")["StackStatus"] == "ROLLBACK_COMPLETE", events(cfn, "outer")
        children = [
            s for s in cfn.list_stacks()["StackSummaries"] if s["StackName"].startswith("outer-Child-")
        ]
        assert [s["StackStatus"] for s in children] == ["DELETE_COMPLETE"]
        assert server.boto3_client("sqs").list_queues().get("QueueUrls", []) == []
    finally:
        server.stop()
