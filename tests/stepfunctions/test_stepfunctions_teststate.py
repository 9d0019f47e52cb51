"""TestState: one state run on its own with boto3 and the aws CLI: Pass with inspection data at the
DEBUG level, Choice's next state, Fail, a Task calling DynamoDB as the role (succeeded, retriable,
caught, failed), JSONata with variables, a state picked out of a whole machine, and AWS's error codes."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from sfn_helpers import ROLE

from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def code(exc: pytest.ExceptionInfo[ClientError]) -> str:
    return str(exc.value.response["Error"]["Code"])


def test_pass_at_the_debug_level(sfn: Any) -> None:
    state = {
        "Type": "Pass",
        "InputPath": "$.order",
        "Parameters": {"id.$": "$.id", "twice.$": "States.MathAdd($.n, $.n)"},
        "ResultPath": "$.out",
        "Next": "Ship",
    }
    found = sfn.test_state(
        definition=json.dumps(state),
        input=json.dumps({"order": {"id": "a1", "n": 4}}),
        inspectionLevel="DEBUG",
    )
    assert found["status"] == "SUCCEEDED"
    assert found["nextState"] == "Ship"
    assert json.loads(found["output"]) == {"order": {"id": "a1", "n": 4}, "out": {"id": "a1", "twice": 8}}
    data = found["inspectionData"]
    assert json.loads(data["input"]) == {"order": {"id": "a1", "n": 4}}
    assert json.loads(data["afterInputPath"]) == {"id": "a1", "n": 4}
    assert json.loads(data["afterParameters"]) == {"id": "a1", "twice": 8}
    assert json.loads(data["result"]) == {"id": "a1", "twice": 8}
    assert json.loads(data["afterResultPath"]) == {
        "order": {"id": "a1", "n": 4},
        "out": {"id": "a1", "twice": 8},
    }
    info = sfn.test_state(definition=json.dumps(state), input=json.dumps({"order": {"id": "a1", "n": 4}}))
    assert "inspectionData" not in info  # INFO, the default, shows the output only


def test_choice_wait_fail_and_succeed(sfn: Any) -> None:
    choice = {
        "Type": "Choice",
        "Choices": [{"Variable": "$.n", "NumericGreaterThan": 10, "Next": "Big"}],
        "Default": "Small",
    }
    assert sfn.test_state(definition=json.dumps(choice), input='{"n": 11}')["nextState"] == "Big"
    assert sfn.test_state(definition=json.dumps(choice), input='{"n": 1}')["nextState"] == "Small"
    no_default = {"Type": "Choice", "Choices": [choice["Choices"][0]]}  # type: ignore[index]
    missed = sfn.test_state(definition=json.dumps(no_default), input='{"n": 1}')
    assert (missed["status"], missed["error"]) == ("FAILED", "States.NoChoiceMatched")
    wait = sfn.test_state(
        definition=json.dumps({"Type": "Wait", "Seconds": 3600, "Next": "After"}), input="{}"
    )
    assert (wait["status"], wait["nextState"]) == ("SUCCEEDED", "After")  # a Wait does not wait
    fail = sfn.test_state(definition=json.dumps({"Type": "Fail", "Error": "Bad", "Cause": "why"}))
    assert (fail["status"], fail["error"], fail["cause"]) == ("FAILED", "Bad", "why")
    done = sfn.test_state(definition=json.dumps({"Type": "Succeed"}), input='{"x": 1}')
    assert (
        done["status"] == "SUCCEEDED" and "nextState" not in done and json.loads(done["output"]) == {"x": 1}
    )


def test_a_task_runs_as_the_role(labcloud: LabcloudProcess, sfn: Any) -> None:
    iam = labcloud.boto3_client("iam")
    role = iam.create_role(RoleName="tester", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    iam.attach_role_policy(RoleName="tester", PolicyArn="arn:aws:iam::aws:policy/AmazonDynamoDBFullAccess")
    ddb = labcloud.boto3_client("dynamodb")
    ddb.create_table(
        TableName="items",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    ddb.put_item(TableName="items", Item={"id": {"S": "k"}, "v": {"S": "hello"}})
    task = {
        "Type": "Task",
        "Resource": "arn:aws:states:::dynamodb:getItem",
        "Parameters": {"TableName.$": "$.table", "Key": {"id": {"S": "k"}}},
        "ResultSelector": {"v.$": "$.Item.v.S"},
        "ResultPath": "$.got",
        "Next": "Next",
    }
    found = sfn.test_state(
        definition=json.dumps(task), roleArn=role, input='{"table": "items"}', inspectionLevel="DEBUG"
    )
    assert found["status"] == "SUCCEEDED", found
    assert json.loads(found["output"]) == {"table": "items", "got": {"v": "hello"}}
    data = found["inspectionData"]
    assert json.loads(data["afterParameters"]) == {"TableName": "items", "Key": {"id": {"S": "k"}}}
    assert json.loads(data["result"])["Item"]["v"] == {"S": "hello"}
    assert json.loads(data["afterResultSelector"]) == {"v": "hello"}
    assert ddb.get_item(TableName="items", Key={"id": {"S": "k"}})["Item"]["v"]["S"] == "hello"

    missing = {"table": "nope"}
    failed = sfn.test_state(definition=json.dumps(task), roleArn=role, input=json.dumps(missing))
    assert (failed["status"], failed["error"]) == ("FAILED", "DynamoDB.ResourceNotFoundException")
    retried = {
        **task,
        "Retry": [{"ErrorEquals": ["States.Timeout"]}, {"ErrorEquals": ["States.ALL"], "IntervalSeconds": 4}],
    }
    found = sfn.test_state(
        definition=json.dumps(retried), roleArn=role, input=json.dumps(missing), inspectionLevel="DEBUG"
    )
    assert (found["status"], found["error"]) == ("RETRIABLE", "DynamoDB.ResourceNotFoundException")
    assert found["inspectionData"]["errorDetails"] == {"retryIndex": 1, "retryBackoffIntervalSeconds": 4}
    caught = {**task, "Catch": [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": "Recover"}]}
    found = sfn.test_state(definition=json.dumps(caught), roleArn=role, input=json.dumps(missing))
    assert (found["status"], found["nextState"], found["error"]) == (
        "CAUGHT_ERROR",
        "Recover",
        "DynamoDB.ResourceNotFoundException",
    )
    assert json.loads(found["output"])["error"]["Error"] == "DynamoDB.ResourceNotFoundException"
    # IAM applies: a role without DynamoDB permissions is refused
    bare = iam.create_role(RoleName="bare", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    denied = sfn.test_state(definition=json.dumps(task), roleArn=bare, input='{"table": "items"}')
    assert (denied["status"], denied["error"]) == ("FAILED", "DynamoDB.AccessDeniedException")


def test_jsonata_variables_and_a_state_of_a_whole_machine(sfn: Any) -> None:
    state = {
        "Type": "Pass",
        "QueryLanguage": "JSONata",
        "Assign": {"total": "{% $total + $states.input.n %}"},
        "Output": "{% {'n': $states.input.n * 2} %}",
        "End": True,
    }
    found = sfn.test_state(
        definition=json.dumps(state), input='{"n": 5}', variables='{"total": 10}', inspectionLevel="DEBUG"
    )
    assert json.loads(found["output"]) == {"n": 10}
    assert json.loads(found["inspectionData"]["variables"]) == {"total": 15}
    machine = {
        "StartAt": "One",
        "States": {
            "One": {"Type": "Pass", "Result": 1, "Next": "Two"},
            "Two": {"Type": "Pass", "Parameters": {"name.$": "$$.State.Name"}, "Next": "Three"},
            "Three": {"Type": "Succeed"},
        },
    }
    picked = sfn.test_state(definition=json.dumps(machine), stateName="Two")
    assert (json.loads(picked["output"]), picked["nextState"]) == ({"name": "Two"}, "Three")


@pytest.mark.parametrize(
    "kwargs, error",
    [
        ({"definition": "{not json"}, "InvalidDefinition"),
        ({"definition": json.dumps({"Type": "Nope"})}, "InvalidDefinition"),
        ({"definition": json.dumps({"Type": "Pass", "End": True}), "input": "{bad"}, "InvalidExecutionInput"),
        (
            {"definition": json.dumps({"Type": "Pass", "End": True}), "revealSecrets": True},
            "ValidationException",
        ),
        (
            {
                "definition": json.dumps(
                    {"Type": "Task", "Resource": "arn:aws:states:::dynamodb:getItem", "End": True}
                )
            },
            "ValidationException",
        ),
        (
            {
                "definition": json.dumps(
                    {
                        "Type": "Task",
                        "Resource": "arn:aws:states:::sqs:sendMessage.waitForTaskToken",
                        "End": True,
                    }
                ),
                "roleArn": ROLE,
            },
            "ValidationException",
        ),
        ({"definition": json.dumps({"Type": "Pass", "End": True}), "roleArn": "role"}, "InvalidArn"),
        (
            {
                "definition": json.dumps({"StartAt": "A", "States": {"A": {"Type": "Pass", "End": True}}}),
                "stateName": "B",
            },
            "ValidationException",
        ),
        (
            {"definition": json.dumps({"Type": "Pass", "End": True}), "mock": {"result": "{}"}},
            "ValidationException",
        ),
    ],
)
def test_errors(sfn: Any, kwargs: dict[str, Any], error: str) -> None:
    with pytest.raises(ClientError) as exc:
        sfn.test_state(**kwargs)
    assert code(exc) == error


def test_the_aws_cli(labcloud: LabcloudProcess) -> None:
    found = labcloud.aws_json(
        "stepfunctions",
        "test-state",
        "--definition",
        json.dumps({"Type": "Pass", "Result": {"ok": True}, "Next": "B"}),
        "--inspection-level",
        "DEBUG",
    )
    assert found["status"] == "SUCCEEDED" and found["nextState"] == "B"
    assert json.loads(found["inspectionData"]["result"]) == {"ok": True}
