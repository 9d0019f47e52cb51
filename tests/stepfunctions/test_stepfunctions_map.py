"""The resource map's Step Functions part: a state machine node, its Task targets (a function, a table,
a queue) and its role as edges, its executions of the last minute, and failing when one failed."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from sfn_helpers import wait_done

from labcloud.testing.server_process import LabcloudProcess

ROLE = "arn:aws:iam::000000000000:role/flow-role"


def get_map(labcloud: LabcloudProcess) -> dict[str, Any]:
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        return dict(json.loads(response.read()))


def test_a_machine_its_task_targets_and_its_failures(labcloud: LabcloudProcess, sfn: Any) -> None:
    url = labcloud.boto3_client("sqs").create_queue(QueueName="out")["QueueUrl"]
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    labcloud.boto3_client("iam").create_role(RoleName="flow-role", AssumeRolePolicyDocument=json.dumps(trust))
    definition = {
        "StartAt": "Choose",
        "States": {
            "Choose": {
                "Type": "Choice",
                "Choices": [{"Variable": "$.fail", "BooleanEquals": True, "Next": "Broken"}],
                "Default": "Fan",
            },
            "Broken": {"Type": "Fail", "Error": "E"},
            "Fan": {
                "Type": "Parallel",
                "Branches": [
                    {
                        "StartAt": "Call",
                        "States": {
                            "Call": {
                                "Type": "Task",
                                "Resource": "arn:aws:states:::lambda:invoke",
                                "Parameters": {"FunctionName": "worker"},
                                "End": True,
                            }
                        },
                    },
                    {
                        "StartAt": "Save",
                        "States": {
                            "Save": {
                                "Type": "Task",
                                "Resource": "arn:aws:states:::dynamodb:putItem",
                                "Parameters": {"TableName": "items", "Item": {}},
                                "End": True,
                            }
                        },
                    },
                ],
                "Next": "Send",
            },
            "Send": {
                "Type": "Task",
                "Resource": "arn:aws:states:::sqs:sendMessage",
                "Parameters": {"QueueUrl": url, "MessageBody": "x"},
                "End": True,
            },
        },
    }
    machine = sfn.create_state_machine(name="flow", definition=json.dumps(definition), roleArn=ROLE)[
        "stateMachineArn"
    ]
    doc = get_map(labcloud)
    node = next(n for n in doc["nodes"] if n["id"] == machine)
    assert (node["kind"], node["label"], node["status"]) == ("stepfunctions.state_machine", "flow", "ok")
    edges = {(e["kind"], e["to"], e["label"]) for e in doc["edges"] if e["from"] == machine}
    assert edges == {
        ("task", "arn:aws:lambda:us-east-1:000000000000:function:worker", "invoke"),
        ("task", "arn:aws:dynamodb:us-east-1:000000000000:table/items", "putItem"),
        ("task", "arn:aws:sqs:us-east-1:000000000000:out", "sendMessage"),
        ("role", ROLE, ""),
    }
    failed = sfn.start_execution(stateMachineArn=machine, input='{"fail": true}')["executionArn"]
    assert wait_done(sfn, failed)["status"] == "FAILED"
    node = next(n for n in get_map(labcloud)["nodes"] if n["id"] == machine)
    assert node["status"] == "failing" and node["facts"]["executions_last_minute"] == 1
