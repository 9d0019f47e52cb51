"""The Step Functions API through boto3 and the aws CLI: state machines (create, idempotent create,
describe, list, update, delete, tags, ValidateStateMachineDefinition) and executions (start with name
idempotency, describe, list with a status filter and pages, stop, history pages, express sync runs),
and every error path with AWS's error code."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from botocore.exceptions import ClientError
from sfn_helpers import ROLE, history, types, wait_done

from labcloud.testing.server_process import LabcloudProcess

PASS = {"StartAt": "A", "States": {"A": {"Type": "Pass", "End": True}}}
WAIT = {"StartAt": "W", "States": {"W": {"Type": "Wait", "Seconds": 30, "End": True}}}


def code(exc: pytest.ExceptionInfo[ClientError]) -> str:
    return str(exc.value.response["Error"]["Code"])


def message(exc: pytest.ExceptionInfo[ClientError]) -> str:
    return str(exc.value.response["Error"]["Message"])


def create(sfn: Any, name: str, definition: dict[str, Any] = PASS, **kwargs: Any) -> str:
    return str(
        sfn.create_state_machine(name=name, definition=json.dumps(definition), roleArn=ROLE, **kwargs)[
            "stateMachineArn"
        ]
    )


# ---------------------------------------------------------------------------------------------- machines


def test_create_describe_list_update_delete(sfn: Any) -> None:
    arn = create(sfn, "orders", tags=[{"key": "team", "value": "a"}])
    assert arn == "arn:aws:states:us-east-1:000000000000:stateMachine:orders"
    found = sfn.describe_state_machine(stateMachineArn=arn)
    assert found["name"] == "orders" and found["type"] == "STANDARD" and found["status"] == "ACTIVE"
    assert json.loads(found["definition"]) == PASS and found["roleArn"] == ROLE
    assert found["loggingConfiguration"] == {"level": "OFF", "includeExecutionData": False}
    assert found["tracingConfiguration"] == {"enabled": False}
    express = create(sfn, "fast", type="EXPRESS")
    listed = sfn.list_state_machines()["stateMachines"]
    assert [(m["name"], m["type"]) for m in listed] == [("fast", "EXPRESS"), ("orders", "STANDARD")]
    updated = sfn.update_state_machine(
        stateMachineArn=arn, definition=json.dumps(WAIT), tracingConfiguration={"enabled": True}
    )
    assert updated["revisionId"] != found["revisionId"]
    again = sfn.describe_state_machine(stateMachineArn=arn)
    assert json.loads(again["definition"]) == WAIT and again["tracingConfiguration"] == {"enabled": True}
    sfn.delete_state_machine(stateMachineArn=express)
    sfn.delete_state_machine(stateMachineArn=express)  # deleting again is not an error
    with pytest.raises(ClientError) as exc:
        sfn.describe_state_machine(stateMachineArn=express)
    assert code(exc) == "StateMachineDoesNotExist"
    assert message(exc) == f"State Machine Does Not Exist: '{express}'"


def test_create_is_idempotent_only_for_the_same_definition(sfn: Any) -> None:
    arn = create(sfn, "same")
    assert create(sfn, "same") == arn
    with pytest.raises(ClientError) as exc:
        create(sfn, "same", WAIT)
    assert code(exc) == "StateMachineAlreadyExists"


def test_list_pages(sfn: Any) -> None:
    for i in range(5):
        create(sfn, f"m{i}")
    names, token = [], None
    while True:
        page = sfn.list_state_machines(maxResults=2, **({"nextToken": token} if token else {}))
        names += [m["name"] for m in page["stateMachines"]]
        token = page.get("nextToken")
        if not token:
            break
    assert names == ["m0", "m1", "m2", "m3", "m4"]


@pytest.mark.parametrize(
    "definition, expected",
    [
        ("{nope", "INVALID_JSON_DESCRIPTION"),
        (json.dumps({"States": {}}), "SCHEMA_VALIDATION_FAILED: These fields are required: [StartAt] at /"),
        (
            json.dumps({"StartAt": "A", "States": {"A": {"Type": "Bogus", "End": True}}}),
            'SCHEMA_VALIDATION_FAILED: The field "Type" should have one of these values: '
            "[Task, Wait, Pass, Succeed, Fail, Choice, Parallel, Map] at /States/A/Type",
        ),
        (
            json.dumps({"StartAt": "A", "States": {"A": {"Type": "Pass", "Next": "B"}}}),
            "MISSING_TRANSITION_TARGET: Missing 'Next' target: B at /States/A/Next",
        ),
        (
            json.dumps(
                {"StartAt": "A", "States": {"A": {"Type": "Pass", "End": True}, "B": {"Type": "Succeed"}}}
            ),
            'UNREACHABLE_STATE: State "B" is not reachable. at /States/B',
        ),
        (
            json.dumps(
                {
                    "StartAt": "T",
                    "States": {"T": {"Type": "Task", "Resource": "arn:aws:states:::nope:x", "End": True}},
                }
            ),
            "The resource provided arn:aws:states:::nope:x is not recognized",
        ),
        (
            json.dumps(
                {
                    "StartAt": "A",
                    "States": {"A": {"Type": "Pass", "Parameters": {"x.$": "States.Nope("}, "End": True}},
                }
            ),
            "SCHEMA_VALIDATION_FAILED",
        ),
        (
            json.dumps(
                {"QueryLanguage": "XPath", "StartAt": "A", "States": {"A": {"Type": "Pass", "End": True}}}
            ),
            'SCHEMA_VALIDATION_FAILED: The field "QueryLanguage" should have one of these values: [JSONPath, JSONata]',
        ),
    ],
)
def test_invalid_definitions(sfn: Any, definition: str, expected: str) -> None:
    with pytest.raises(ClientError) as exc:
        sfn.create_state_machine(name="bad", definition=definition, roleArn=ROLE)
    assert code(exc) == "InvalidDefinition"
    assert message(exc).startswith("Invalid State Machine Definition: '") and expected in message(exc)
    checked = sfn.validate_state_machine_definition(definition=definition)
    assert checked["result"] == "FAIL" and checked["diagnostics"][0]["severity"] == "ERROR"
    assert checked["diagnostics"][0]["code"] == expected.split(":")[0] or expected in json.dumps(
        checked["diagnostics"]
    )


def test_validate_a_good_definition(sfn: Any) -> None:
    checked = sfn.validate_state_machine_definition(definition=json.dumps(PASS))
    checked.pop("ResponseMetadata")
    assert checked == {"result": "OK", "diagnostics": [], "truncated": False}


@pytest.mark.parametrize(
    "kwargs, error",
    [
        ({"name": "has space"}, "InvalidName"),
        ({"name": "a" * 81}, "ValidationException"),  # the model's length bound
        ({"roleArn": "not-an-arn"}, "InvalidArn"),
        ({"loggingConfiguration": {"level": "ALL"}}, "InvalidLoggingConfiguration"),
        ({"versionDescription": "without publish"}, "ValidationException"),
        ({"tags": [{"key": f"k{i}", "value": "v"} for i in range(51)]}, "TooManyTags"),
        ({"type": "OTHER"}, "ValidationException"),
    ],
)
def test_create_errors(sfn: Any, kwargs: dict[str, Any], error: str) -> None:
    params = {"name": "x", "definition": json.dumps(PASS), "roleArn": ROLE, **kwargs}
    with pytest.raises(ClientError) as exc:
        sfn.create_state_machine(**params)
    assert code(exc) == error


def test_update_errors(sfn: Any) -> None:
    arn = create(sfn, "u")
    with pytest.raises(ClientError) as exc:
        sfn.update_state_machine(stateMachineArn=arn)
    assert code(exc) == "MissingRequiredParameter"
    with pytest.raises(ClientError) as exc:
        sfn.update_state_machine(stateMachineArn=arn, definition="{}")
    assert code(exc) == "InvalidDefinition"
    with pytest.raises(ClientError) as exc:
        sfn.update_state_machine(stateMachineArn=arn + "x", definition=json.dumps(PASS))
    assert code(exc) == "StateMachineDoesNotExist"
    with pytest.raises(ClientError) as exc:
        sfn.describe_state_machine(stateMachineArn="arn:aws:sqs:us-east-1:000000000000:q")
    assert code(exc) == "InvalidArn"


def test_tags(sfn: Any) -> None:
    arn = create(sfn, "t")
    sfn.tag_resource(resourceArn=arn, tags=[{"key": "a", "value": "1"}, {"key": "b", "value": "2"}])
    sfn.untag_resource(resourceArn=arn, tagKeys=["a"])
    assert sfn.list_tags_for_resource(resourceArn=arn)["tags"] == [{"key": "b", "value": "2"}]
    with pytest.raises(ClientError) as exc:
        sfn.list_tags_for_resource(resourceArn=arn + "-gone")
    assert code(exc) == "ResourceNotFound"
    with pytest.raises(ClientError) as exc:
        sfn.tag_resource(resourceArn=arn, tags=[{"key": f"k{i}", "value": "v"} for i in range(50)])
    assert code(exc) == "TooManyTags"


# ---------------------------------------------------------------------------------------------- executions


def test_start_is_idempotent_by_name_and_input(sfn: Any) -> None:
    arn = create(sfn, "idem", WAIT)
    first = sfn.start_execution(stateMachineArn=arn, name="run-1", input='{"a":1}')
    again = sfn.start_execution(stateMachineArn=arn, name="run-1", input='{"a":1}')
    assert (
        again["executionArn"]
        == first["executionArn"]
        == "arn:aws:states:us-east-1:000000000000:execution:idem:run-1"
    )
    assert again["startDate"] == first["startDate"]
    with pytest.raises(ClientError) as exc:
        sfn.start_execution(stateMachineArn=arn, name="run-1", input='{"a":2}')
    assert code(exc) == "ExecutionAlreadyExists"
    assert message(exc) == f"Execution Already Exists: '{first['executionArn']}'"
    sfn.stop_execution(executionArn=first["executionArn"])
    with pytest.raises(ClientError) as exc:  # a closed execution's name is taken too
        sfn.start_execution(stateMachineArn=arn, name="run-1", input='{"a":1}')
    assert code(exc) == "ExecutionAlreadyExists"


@pytest.mark.parametrize(
    "kwargs, error",
    [
        ({"input": "{not json"}, "InvalidExecutionInput"),
        ({"name": "bad/name"}, "InvalidName"),
        (
            {"stateMachineArn": "arn:aws:states:us-east-1:000000000000:stateMachine:none"},
            "StateMachineDoesNotExist",
        ),
        ({"stateMachineArn": "arn:aws:states:us-east-1:000000000000:activity:a"}, "InvalidArn"),
    ],
)
def test_start_errors(sfn: Any, kwargs: dict[str, Any], error: str) -> None:
    arn = create(sfn, "s")
    with pytest.raises(ClientError) as exc:
        sfn.start_execution(**{"stateMachineArn": arn, **kwargs})
    assert code(exc) == error


def test_describe_list_and_stop(sfn: Any) -> None:
    waiting = create(sfn, "waiting", WAIT)
    arns = [sfn.start_execution(stateMachineArn=waiting, name=f"e{i}")["executionArn"] for i in range(3)]
    stopped = sfn.stop_execution(executionArn=arns[0], error="Halt", cause="by test")
    found = sfn.describe_execution(executionArn=arns[0])
    assert found["status"] == "ABORTED" and found["error"] == "Halt" and found["cause"] == "by test"
    assert found["stopDate"] == stopped["stopDate"]
    events = history(sfn, arns[0])
    assert [e["type"] for e in events] == ["ExecutionStarted", "WaitStateEntered", "ExecutionAborted"]
    assert events[-1]["executionAbortedEventDetails"] == {"error": "Halt", "cause": "by test"}
    assert events[-1]["previousEventId"] == 2
    running = sfn.list_executions(stateMachineArn=waiting, statusFilter="RUNNING")["executions"]
    assert sorted(e["name"] for e in running) == ["e1", "e2"]
    aborted = sfn.list_executions(stateMachineArn=waiting, statusFilter="ABORTED")["executions"]
    assert [e["name"] for e in aborted] == ["e0"] and "stopDate" in aborted[0]
    names, token = [], None
    while True:
        page = sfn.list_executions(
            stateMachineArn=waiting, maxResults=1, **({"nextToken": token} if token else {})
        )
        names += [e["name"] for e in page["executions"]]
        token = page.get("nextToken")
        if not token:
            break
    assert sorted(names) == ["e0", "e1", "e2"] and len(names) == 3
    running_one = sfn.describe_execution(executionArn=arns[1])
    assert running_one["status"] == "RUNNING" and "stopDate" not in running_one
    with pytest.raises(ClientError) as exc:
        sfn.list_executions(stateMachineArn=waiting, nextToken="garbage!!")
    assert code(exc) == "InvalidToken"
    with pytest.raises(ClientError) as exc:
        sfn.describe_execution(executionArn=arns[1] + "-none")
    assert code(exc) == "ExecutionDoesNotExist"
    for arn in arns[1:]:
        sfn.stop_execution(executionArn=arn)


def test_history_pages_reverse_order_and_without_data(sfn: Any) -> None:
    arn = create(
        sfn,
        "h",
        {"StartAt": "A", "States": {"A": {"Type": "Pass", "Next": "B"}, "B": {"Type": "Pass", "End": True}}},
    )
    execution = sfn.start_execution(stateMachineArn=arn, input='{"secret":1}')["executionArn"]
    wait_done(sfn, execution)
    first = sfn.get_execution_history(executionArn=execution, maxResults=2)
    assert [e["id"] for e in first["events"]] == [1, 2] and first["nextToken"]
    rest = sfn.get_execution_history(executionArn=execution, maxResults=100, nextToken=first["nextToken"])
    assert [e["id"] for e in rest["events"]] == [3, 4, 5, 6] and "nextToken" not in rest
    backwards = sfn.get_execution_history(executionArn=execution, reverseOrder=True)
    assert [e["id"] for e in backwards["events"]] == [6, 5, 4, 3, 2, 1]
    bare = sfn.get_execution_history(executionArn=execution, includeExecutionData=False)["events"]
    assert "input" not in bare[0]["executionStartedEventDetails"] and bare[1]["stateEnteredEventDetails"] == {
        "name": "A"
    }


def test_describe_state_machine_for_execution_shows_the_definition_it_ran(sfn: Any) -> None:
    arn = create(sfn, "d", WAIT)
    execution = sfn.start_execution(stateMachineArn=arn)["executionArn"]
    sfn.update_state_machine(stateMachineArn=arn, definition=json.dumps(PASS))
    ran = sfn.describe_state_machine_for_execution(executionArn=execution)
    assert json.loads(ran["definition"]) == WAIT and ran["stateMachineArn"] == arn and ran["name"] == "d"
    sfn.stop_execution(executionArn=execution)


def test_express_sync_execution(sfn: Any) -> None:
    arn = create(
        sfn,
        "express",
        {
            "StartAt": "A",
            "States": {"A": {"Type": "Pass", "Parameters": {"sum.$": "States.MathAdd($.a, 1)"}, "End": True}},
        },
        type="EXPRESS",
    )
    done = sfn.start_sync_execution(stateMachineArn=arn, input='{"a":41}', name="sync-1")
    assert done["status"] == "SUCCEEDED" and json.loads(done["output"]) == {"sum": 42}
    assert done["executionArn"].startswith("arn:aws:states:us-east-1:000000000000:express:express:sync-1:")
    failing = create(
        sfn,
        "express-fail",
        {"StartAt": "F", "States": {"F": {"Type": "Fail", "Error": "E", "Cause": "C"}}},
        type="EXPRESS",
    )
    failed = sfn.start_sync_execution(stateMachineArn=failing)
    assert (failed["status"], failed["error"], failed["cause"]) == ("FAILED", "E", "C")
    asynchronous = sfn.start_execution(stateMachineArn=arn)
    assert ":express:" in asynchronous["executionArn"]
    with pytest.raises(ClientError) as exc:
        sfn.list_executions(stateMachineArn=arn)
    assert code(exc) == "StateMachineTypeNotSupported"
    with pytest.raises(ClientError) as exc:
        sfn.describe_execution(executionArn=done["executionArn"])
    assert code(exc) == "InvalidArn"
    standard = create(sfn, "std")
    with pytest.raises(ClientError) as exc:
        sfn.start_sync_execution(stateMachineArn=standard)
    assert code(exc) == "StateMachineTypeNotSupported"


def test_deleting_a_machine_aborts_its_running_executions(sfn: Any) -> None:
    arn = create(sfn, "del", WAIT)
    execution = sfn.start_execution(stateMachineArn=arn)["executionArn"]
    sfn.delete_state_machine(stateMachineArn=arn)
    with pytest.raises(ClientError) as exc:
        sfn.describe_execution(executionArn=execution)
    assert code(exc) == "ExecutionDoesNotExist"


def test_the_aws_cli(labcloud: LabcloudProcess, sfn: Any) -> None:
    made = labcloud.aws_json(
        "stepfunctions",
        "create-state-machine",
        "--name",
        "cli",
        "--definition",
        json.dumps(PASS),
        "--role-arn",
        ROLE,
    )
    started = labcloud.aws_json(
        "stepfunctions",
        "start-execution",
        "--state-machine-arn",
        made["stateMachineArn"],
        "--input",
        '{"via":"cli"}',
    )
    done = wait_done(sfn, started["executionArn"])
    described = labcloud.aws_json(
        "stepfunctions", "describe-execution", "--execution-arn", started["executionArn"]
    )
    assert described["status"] == "SUCCEEDED" == done["status"] and json.loads(described["output"]) == {
        "via": "cli"
    }
    assert types(sfn, started["executionArn"])[-1] == "ExecutionSucceeded"
    listed = labcloud.aws_json("stepfunctions", "list-state-machines")
    assert [m["name"] for m in listed["stateMachines"]] == ["cli"]


def test_executions_run_concurrently_with_real_timers(sfn: Any) -> None:
    arn = create(
        sfn, "timers", {"StartAt": "W", "States": {"W": {"Type": "Wait", "Seconds": 1, "End": True}}}
    )
    began = time.monotonic()
    arns = [sfn.start_execution(stateMachineArn=arn)["executionArn"] for _ in range(20)]
    assert all(wait_done(sfn, a)["status"] == "SUCCEEDED" for a in arns)
    assert (
        time.monotonic() - began < 15
    )  # twenty 1 s waits overlap: a bound on waiting, far above the 1 s they take


def test_versions_and_aliases_are_empty_lists(sfn: Any) -> None:
    arn = create(sfn, "no-versions")
    assert sfn.list_state_machine_versions(stateMachineArn=arn)["stateMachineVersions"] == []
    assert sfn.list_state_machine_aliases(stateMachineArn=arn)["stateMachineAliases"] == []
    with pytest.raises(ClientError) as exc:
        sfn.list_state_machine_versions(stateMachineArn=arn + "-gone")
    assert code(exc) == "StateMachineDoesNotExist"


def test_another_account_cannot_reach_a_machine_or_its_executions(
    labcloud: LabcloudProcess, sfn: Any
) -> None:
    arn = create(sfn, "private", WAIT)
    execution = sfn.start_execution(stateMachineArn=arn)["executionArn"]
    other = labcloud.boto3_client("stepfunctions", aws_access_key_id="111122223333")
    calls = [
        lambda: other.describe_state_machine(stateMachineArn=arn),
        lambda: other.start_execution(stateMachineArn=arn),
        lambda: other.delete_state_machine(stateMachineArn=arn),
        lambda: other.describe_execution(executionArn=execution),
        lambda: other.stop_execution(executionArn=execution),
        lambda: other.get_execution_history(executionArn=execution),
        lambda: other.list_tags_for_resource(resourceArn=arn),
    ]
    for call in calls:
        with pytest.raises(ClientError) as exc:
            call()
        assert code(exc) == "AccessDeniedException"
        assert "arn:aws:iam::111122223333:root is not authorized to perform: states:" in message(exc)
    assert other.list_state_machines()["stateMachines"] == []
    assert sfn.describe_execution(executionArn=execution)["status"] == "RUNNING"
    sfn.stop_execution(executionArn=execution)
