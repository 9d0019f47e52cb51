"""The view's execution graph JSON (/_labcloud/stepfunctions/graph and /machines), read over HTTP as the page reads it:
a machine's states and edges from its definition, and an execution's path over it (succeeded,
caught, failed and running states, each visit's input and output, retries, and the Lambda
invocation each attempt caused, by the request id the view's invocation list shows)."""

from __future__ import annotations

import json
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path
from typing import Any

from sfn_helpers import wait_done

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).parent.parent / "lambda_"))
from lambda_helpers import create_role, deployer  # noqa: E402

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
FLAKY = (
    "import os\n"
    "def handler(event, context):\n"
    "    mark = '/tmp/flaky-' + event['key']\n"
    "    if not os.path.exists(mark):\n"
    "        open(mark, 'w').close()\n"
    "        raise RuntimeError('first try fails')\n"
    "    return {'ok': event['key']}\n"
)


def fetch(labcloud: LabcloudProcess, path: str, **query: str) -> tuple[int, Any]:
    """GET a view-API path as the view's page does: (status, JSON body)."""
    url = labcloud.endpoint + path + ("?" + urllib.parse.urlencode(query) if query else "")
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def graph(labcloud: LabcloudProcess, **query: str) -> Any:
    status, body = fetch(labcloud, "/_labcloud/stepfunctions/graph", **query)
    assert status == 200, body
    return body


def definition(function_arn: str) -> dict[str, Any]:
    return {
        "StartAt": "Check",
        "States": {
            "Check": {
                "Type": "Choice",
                "Choices": [{"Variable": "$.mode", "StringEquals": "call", "Next": "Call"}],
                "Default": "Skip",
            },
            "Skip": {"Type": "Pass", "End": True},
            "Call": {
                "Type": "Task",
                "Resource": function_arn,
                "Parameters": {"key.$": "$.key"},
                "ResultPath": "$.result",
                "Retry": [{"ErrorEquals": ["RuntimeError"], "IntervalSeconds": 1, "MaxAttempts": 2}],
                "Catch": [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": "Recover"}],
                "Next": "Fan",
            },
            "Recover": {"Type": "Pass", "Next": "Fan"},
            "Fan": {
                "Type": "Parallel",
                "Branches": [
                    {"StartAt": "Left", "States": {"Left": {"Type": "Pass", "End": True}}},
                    {
                        "StartAt": "Right",
                        "States": {"Right": {"Type": "Wait", "SecondsPath": "$.wait", "End": True}},
                    },
                ],
                "Next": "Gate",
            },
            "Gate": {
                "Type": "Choice",
                "Choices": [{"Variable": "$[0].fail", "BooleanEquals": True, "Next": "Stop"}],
                "Default": "Done",
            },
            "Stop": {"Type": "Fail", "Error": "Told.ToStop", "Cause": "asked"},
            "Done": {"Type": "Succeed"},
        },
    }


def test_the_graph_of_a_machine_and_an_execution_over_it(labcloud: LabcloudProcess, sfn: Any) -> None:
    deploy = deployer(labcloud, create_role(labcloud))
    function_arn = deploy(f"flaky-{uuid.uuid4().hex[:6]}", FLAKY, Timeout=10)["FunctionArn"]
    iam = labcloud.boto3_client("iam")
    role_name = f"sfn-graph-{uuid.uuid4().hex[:6]}"
    role = iam.create_role(RoleName=role_name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    iam.attach_role_policy(RoleName=role_name, PolicyArn="arn:aws:iam::aws:policy/service-role/AWSLambdaRole")
    machine = sfn.create_state_machine(
        name=f"g-{uuid.uuid4().hex[:8]}", definition=json.dumps(definition(function_arn)), roleArn=role
    )["stateMachineArn"]

    body = graph(labcloud, stateMachineArn=machine)
    assert body["execution"] is None and body["states"] == {}
    assert body["graph"]["startAt"] == "Check"
    nodes = {n["id"]: n for n in body["graph"]["nodes"]}
    assert set(nodes) == {"Check", "Skip", "Call", "Recover", "Fan", "Left", "Right", "Gate", "Stop", "Done"}
    assert nodes["Left"]["parent"] == "Fan" and nodes["Right"]["branch"] == 1
    assert nodes["Call"]["resource"] == function_arn and nodes["Check"]["start"] is True
    edges = {(e["from"], e["to"], e["kind"]) for e in body["graph"]["edges"]}
    assert {
        ("Check", "Call", "choice"),
        ("Check", "Skip", "default"),
        ("Call", "Recover", "catch"),
        ("Call", "Fan", "next"),
        ("Fan", "Left", "branch"),
        ("Fan", "Right", "branch"),
        ("Gate", "Stop", "choice"),
    } <= edges

    key = uuid.uuid4().hex[:8]
    execution = sfn.start_execution(
        stateMachineArn=machine, input=json.dumps({"mode": "call", "key": key, "wait": 30})
    )["executionArn"]
    deadline = time.time() + 20
    states: dict[str, Any] = {}
    while time.time() < deadline:
        states = graph(labcloud, executionArn=execution)["states"]
        if states.get("Right", {}).get("status") == "running":
            break
        time.sleep(0.1)
    assert states["Right"]["status"] == "running"
    assert states["Fan"]["status"] == "running"
    assert states["Left"]["status"] == "succeeded"
    assert "Skip" not in states and "Done" not in states
    call = states["Call"]
    assert call["status"] == "succeeded" and call["retries"] == 1
    attempts = call["visits"][0]["attempts"]
    assert [a["status"] for a in attempts] == ["failed", "succeeded"]
    assert attempts[0]["error"] == "RuntimeError" and "first try fails" in attempts[0]["cause"]
    assert attempts[1]["output"] == {"ok": key}
    assert call["visits"][0]["input"] == {"mode": "call", "key": key, "wait": 30}
    assert call["visits"][0]["output"] == {"mode": "call", "key": key, "wait": 30, "result": {"ok": key}}
    # each attempt names the Lambda invocation it caused, as the view's invocation list has it
    ids = [a["lambdaRequestId"] for a in attempts]
    assert len(set(ids)) == 2
    _, events = fetch(labcloud, "/_labcloud/events", kind="lambda.invocation.finished")
    finished = {e["data"]["request_id"]: e["data"]["status"] for e in events["events"]}
    assert [finished[i] for i in ids] == ["error", "success"]
    sfn.stop_execution(executionArn=execution)
    stopped = graph(labcloud, executionArn=execution)
    assert stopped["execution"]["status"] == "ABORTED"
    assert stopped["states"]["Right"]["status"] == "failed"


def test_a_caught_failure_and_a_fail_state(labcloud: LabcloudProcess, sfn: Any) -> None:
    role = "arn:aws:iam::000000000000:role/sfn-role"
    machine = sfn.create_state_machine(
        name=f"g-{uuid.uuid4().hex[:8]}",
        roleArn=role,
        definition=json.dumps(
            {
                "StartAt": "Call",
                "States": {
                    "Call": {
                        "Type": "Task",
                        "Resource": "arn:aws:states:::lambda:invoke",
                        "Parameters": {"FunctionName": "no-such-function", "Payload": {}},
                        "Catch": [{"ErrorEquals": ["States.ALL"], "Next": "Stop"}],
                        "End": True,
                    },
                    "Stop": {"Type": "Fail", "Error": "Gave.Up"},
                },
            }
        ),
    )["stateMachineArn"]
    execution = sfn.start_execution(stateMachineArn=machine)["executionArn"]
    assert wait_done(sfn, execution)["status"] == "FAILED"
    body = graph(labcloud, executionArn=execution)
    assert body["execution"]["error"] == "Gave.Up"
    assert body["states"]["Call"]["status"] == "caught"
    assert body["states"]["Call"]["visits"][0]["attempts"][0]["error"] == "Lambda.AccessDeniedException"
    assert "lambdaRequestId" not in body["states"]["Call"]["visits"][0]["attempts"][0]
    assert body["states"]["Stop"]["status"] == "failed"
    _, listed = fetch(labcloud, "/_labcloud/stepfunctions/machines")
    mine = next(m for m in listed["stateMachines"] if m["stateMachineArn"] == machine)
    assert [e["executionArn"] for e in mine["executions"]] == [execution]


def test_graph_errors(labcloud: LabcloudProcess) -> None:
    where = "/_labcloud/stepfunctions/graph"
    status, body = fetch(
        labcloud, where, executionArn="arn:aws:states:us-east-1:000000000000:execution:m:none"
    )
    assert status == 404 and body["error"]["code"] == "ExecutionDoesNotExist"
    status, body = fetch(
        labcloud, where, stateMachineArn="arn:aws:states:us-east-1:000000000000:stateMachine:none"
    )
    assert status == 404 and body["error"]["code"] == "StateMachineDoesNotExist"
    status, body = fetch(labcloud, where)
    assert status == 400 and body["error"]["code"] == "ValidationException"


def test_the_page_loads_the_panel(labcloud: LabcloudProcess) -> None:
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/view/", timeout=10) as answer:
        assert "/_labcloud/view/static/stepfunctions.js" in answer.read().decode()
    with urllib.request.urlopen(
        labcloud.endpoint + "/_labcloud/view/static/stepfunctions.js", timeout=10
    ) as answer:
        assert answer.status == 200 and "/_labcloud/stepfunctions/graph" in answer.read().decode()
