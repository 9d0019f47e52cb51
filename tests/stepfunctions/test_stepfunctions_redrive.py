"""RedriveExecution: a FAILED, ABORTED or TIMED_OUT standard execution runs again from the state it
stopped in (the states before it are not run again), with an ExecutionRedriven event, redriveCount,
redriveDate and the redrive filter of ListExecutions; AWS's errors for what cannot be redriven; a
redriven execution survives kill -9."""

from __future__ import annotations

import json
import signal
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
from botocore.config import Config
from botocore.exceptions import ClientError
from sfn_helpers import ROLE, history, output, types, wait_done

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
WAIT = {
    "StartAt": "Before",
    "States": {
        "Before": {"Type": "Pass", "Next": "Sleep"},
        "Sleep": {"Type": "Wait", "Seconds": 2, "Next": "After"},
        "After": {"Type": "Pass", "Parameters": {"redriven.$": "$$.Execution.RedriveCount"}, "End": True},
    },
}


def code(exc: pytest.ExceptionInfo[ClientError]) -> str:
    return str(exc.value.response["Error"]["Code"])


def machine(sfn: Any, definition: dict[str, Any], role: str = ROLE) -> str:
    return str(
        sfn.create_state_machine(
            name=f"r-{uuid.uuid4().hex[:10]}", definition=json.dumps(definition), roleArn=role
        )["stateMachineArn"]
    )


def test_a_failed_execution_redrives_from_the_state_that_failed(labcloud: LabcloudProcess, sfn: Any) -> None:
    iam = labcloud.boto3_client("iam")
    role = iam.create_role(RoleName="redrive", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    iam.attach_role_policy(RoleName="redrive", PolicyArn="arn:aws:iam::aws:policy/AmazonDynamoDBFullAccess")
    definition = {
        "StartAt": "First",
        "States": {
            "First": {"Type": "Pass", "Result": "once", "ResultPath": "$.first", "Next": "Read"},
            "Read": {
                "Type": "Task",
                "Resource": "arn:aws:states:::dynamodb:getItem",
                "Parameters": {"TableName": "flags", "Key": {"id": {"S": "go"}}},
                "ResultSelector": {"v.$": "$.Item.v.S"},
                "ResultPath": "$.read",
                "Next": "Done",
            },
            "Done": {
                "Type": "Pass",
                "Parameters": {
                    "first.$": "$.first",
                    "read.$": "$.read.v",
                    "count.$": "$$.Execution.RedriveCount",
                },
                "End": True,
            },
        },
    }
    arn = machine(sfn, definition, role)
    execution = sfn.start_execution(stateMachineArn=arn, input="{}")["executionArn"]
    failed = wait_done(sfn, execution)
    assert failed["status"] == "FAILED"
    assert failed["error"] == "DynamoDB.ResourceNotFoundException"
    assert failed["redriveStatus"] == "REDRIVABLE"
    assert failed["redriveCount"] == 0 and "redriveStatusReason" not in failed

    ddb = labcloud.boto3_client("dynamodb")
    ddb.create_table(
        TableName="flags",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    ddb.put_item(TableName="flags", Item={"id": {"S": "go"}, "v": {"S": "ready"}})
    redriven = sfn.redrive_execution(executionArn=execution)
    done = wait_done(sfn, execution)
    assert output(done) == {"first": "once", "read": "ready", "count": 1}
    assert done["redriveCount"] == 1
    assert done["redriveDate"] == redriven["redriveDate"]
    events = history(sfn, execution)
    kinds = [e["type"] for e in events]
    at = kinds.index("ExecutionRedriven")
    assert kinds[at - 1] == "ExecutionFailed"
    assert events[at]["executionRedrivenEventDetails"] == {"redriveCount": 1}
    assert events[at]["previousEventId"] == events[at - 1]["id"]
    assert events[at + 1]["type"] == "TaskStateEntered"
    assert events[at + 1]["stateEnteredEventDetails"]["name"] == "Read"
    assert events[at + 1]["previousEventId"] == events[at]["id"]
    assert kinds.count("PassStateEntered") == 2  # First ran once, Done once
    assert kinds[-1] == "ExecutionSucceeded"
    assert [e["id"] for e in events] == list(range(1, len(events) + 1))

    listed = sfn.list_executions(stateMachineArn=arn, redriveFilter="REDRIVEN")["executions"]
    assert [(e["executionArn"], e["redriveCount"]) for e in listed] == [(execution, 1)]
    assert sfn.list_executions(stateMachineArn=arn, redriveFilter="NOT_REDRIVEN")["executions"] == []
    with pytest.raises(ClientError) as exc:  # a succeeded execution cannot be redriven
        sfn.redrive_execution(executionArn=execution)
    assert code(exc) == "ExecutionNotRedrivable"
    assert sfn.describe_execution(executionArn=execution)["redriveStatus"] == "NOT_REDRIVABLE"


def test_an_aborted_execution_redrives_and_errors_are_aws_s(sfn: Any) -> None:
    arn = machine(sfn, WAIT)
    execution = sfn.start_execution(stateMachineArn=arn)["executionArn"]
    with pytest.raises(ClientError) as exc:  # still running
        sfn.redrive_execution(executionArn=execution)
    assert code(exc) == "ExecutionNotRedrivable"
    assert sfn.describe_execution(executionArn=execution)["redriveStatusReason"] == (
        "Execution is RUNNING and cannot be redriven"
    )
    sfn.stop_execution(executionArn=execution, error="Stopped", cause="by hand")
    token = str(uuid.uuid4())
    first = sfn.redrive_execution(executionArn=execution, clientToken=token)
    again = sfn.redrive_execution(executionArn=execution, clientToken=token)  # the same request
    assert first["redriveDate"] == again["redriveDate"]
    with pytest.raises(ClientError) as exc:  # another request while it runs again
        sfn.redrive_execution(executionArn=execution)
    assert code(exc) == "ExecutionNotRedrivable"
    done = wait_done(sfn, execution)
    assert output(done) == {"redriven": 1}
    kinds = types(sfn, execution)
    assert kinds[kinds.index("ExecutionAborted") + 1 :] == [
        "ExecutionRedriven",
        "WaitStateEntered",
        "WaitStateExited",
        "PassStateEntered",
        "PassStateExited",
        "ExecutionSucceeded",
    ]
    with pytest.raises(ClientError) as exc:
        sfn.redrive_execution(executionArn=execution.rsplit(":", 1)[0] + ":missing")
    assert code(exc) == "ExecutionDoesNotExist"
    with pytest.raises(ClientError) as exc:
        sfn.redrive_execution(executionArn=arn)
    assert code(exc) == "InvalidArn"


def test_a_timed_out_execution_redrives_with_its_whole_timeout_again(sfn: Any) -> None:
    definition = {"TimeoutSeconds": 1, **WAIT}
    arn = machine(sfn, definition)
    execution = sfn.start_execution(stateMachineArn=arn)["executionArn"]
    assert wait_done(sfn, execution)["status"] == "TIMED_OUT"
    sfn.redrive_execution(executionArn=execution)
    assert sfn.describe_execution(executionArn=execution)["status"] == "RUNNING"
    done = wait_done(sfn, execution)
    assert done["status"] == "TIMED_OUT" and done["redriveCount"] == 1
    kinds = types(sfn, execution)
    assert kinds.count("ExecutionTimedOut") == 2 and kinds.count("ExecutionRedriven") == 1


def test_the_aws_cli_redrives(labcloud: LabcloudProcess, sfn: Any) -> None:
    arn = machine(sfn, WAIT)
    execution = sfn.start_execution(stateMachineArn=arn)["executionArn"]
    sfn.stop_execution(executionArn=execution)
    out = labcloud.aws_json("stepfunctions", "redrive-execution", "--execution-arn", execution)
    assert "redriveDate" in out
    assert output(wait_done(sfn, execution)) == {"redriven": 1}


def test_a_redriven_execution_survives_kill_9(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        sfn = server.boto3_client("stepfunctions", config=Config(retries={"max_attempts": 1}))
        arn = machine(
            sfn,
            {**WAIT, "States": {**WAIT["States"], "Sleep": {"Type": "Wait", "Seconds": 3, "Next": "After"}}},
        )
        execution = sfn.start_execution(stateMachineArn=arn)["executionArn"]
        sfn.stop_execution(executionArn=execution)
        sfn.redrive_execution(executionArn=execution)
        deadline = time.time() + 5
        while "WaitStateEntered" not in types(sfn, execution)[-1:] and time.time() < deadline:
            time.sleep(0.05)
        server.stop(sig=signal.SIGKILL)
        server.start()
        sfn = server.boto3_client("stepfunctions", config=Config(retries={"max_attempts": 1}))
        done = wait_done(sfn, execution)
        assert output(done) == {"redriven": 1}
        kinds = types(sfn, execution)
        assert kinds.count("ExecutionRedriven") == 1 and kinds.count("ExecutionAborted") == 1
        assert kinds[-1] == "ExecutionSucceeded"
    finally:
        server.stop()
