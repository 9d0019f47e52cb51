"""Logging configurations: executions write AWS's log event shape to the CloudWatch Logs log group
the machine names, filtered by level (ALL, ERROR, FATAL) and includeExecutionData, for Standard and
Express machines; the configuration is checked as AWS checks it (one destination, a log group ARN
ending in ':*', the group existing)."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

import pytest
from botocore.exceptions import ClientError
from sfn_helpers import ROLE, history, wait_done

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"
OK = {"StartAt": "A", "States": {"A": {"Type": "Pass", "Result": {"secret": "s3"}, "End": True}}}
BAD = {
    "StartAt": "A",
    "States": {
        "A": {"Type": "Pass", "Next": "Boom"},
        "Boom": {"Type": "Fail", "Error": "Broken", "Cause": "on purpose"},
    },
}


def code(exc: pytest.ExceptionInfo[ClientError]) -> str:
    return str(exc.value.response["Error"]["Code"])


def group_arn(name: str) -> str:
    return f"arn:aws:logs:us-east-1:{ACCOUNT}:log-group:{name}:*"


def logging_config(level: str, group: str, data: bool = False) -> dict[str, Any]:
    return {
        "level": level,
        "includeExecutionData": data,
        "destinations": [{"cloudWatchLogsLogGroup": {"logGroupArn": group_arn(group)}}],
    }


def machine(sfn: Any, definition: dict[str, Any], **kwargs: Any) -> str:
    return str(
        sfn.create_state_machine(
            name=f"l-{uuid.uuid4().hex[:10]}", definition=json.dumps(definition), roleArn=ROLE, **kwargs
        )["stateMachineArn"]
    )


def logged(logs: Any, group: str, count: int) -> list[dict[str, Any]]:
    deadline = time.time() + 10
    while True:
        found = logs.filter_log_events(logGroupName=group)["events"]
        if len(found) >= count or time.time() > deadline:
            return list(found)
        time.sleep(0.05)


@pytest.fixture
def logs(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("logs")


def test_standard_all_with_execution_data(sfn: Any, logs: Any) -> None:
    logs.create_log_group(logGroupName="/sfn/all")
    arn = machine(sfn, OK, loggingConfiguration=logging_config("ALL", "/sfn/all", data=True))
    assert sfn.describe_state_machine(stateMachineArn=arn)["loggingConfiguration"] == logging_config(
        "ALL", "/sfn/all", data=True
    )
    execution = sfn.start_execution(stateMachineArn=arn, input='{"n": 1}')["executionArn"]
    assert wait_done(sfn, execution)["status"] == "SUCCEEDED"
    events = history(sfn, execution)
    found = logged(logs, "/sfn/all", len(events))
    messages = [json.loads(e["message"]) for e in found]
    assert [m["type"] for m in messages] == [e["type"] for e in events]
    first = messages[0]
    assert first["id"] == "1" and first["previous_event_id"] == "0"
    assert first["execution_arn"] == execution
    assert first["details"]["input"] == '{"n": 1}'
    assert first["details"]["roleArn"] == ROLE
    assert int(first["event_timestamp"]) == found[0]["timestamp"]
    assert json.loads(messages[-1]["details"]["output"]) == {"secret": "s3"}
    assert found[0]["logStreamName"].startswith(f"states/{arn.rsplit(':', 1)[-1]}/")


def test_error_and_fatal_levels_without_data(sfn: Any, logs: Any) -> None:
    logs.create_log_group(logGroupName="/sfn/fatal")
    arn = machine(sfn, BAD, loggingConfiguration=logging_config("FATAL", "/sfn/fatal"))
    ok = machine(sfn, OK, loggingConfiguration=logging_config("ERROR", "/sfn/fatal"))
    sfn.start_execution(stateMachineArn=ok)  # succeeds: nothing at the ERROR level
    execution = sfn.start_execution(stateMachineArn=arn, input='{"hidden": true}')["executionArn"]
    assert wait_done(sfn, execution)["status"] == "FAILED"
    found = logged(logs, "/sfn/fatal", 1)
    time.sleep(0.3)
    found = logs.filter_log_events(logGroupName="/sfn/fatal")["events"]
    messages = [json.loads(e["message"]) for e in found]
    assert [m["type"] for m in messages] == ["ExecutionFailed"]
    assert messages[0]["details"] == {"error": "Broken", "cause": "on purpose"}
    # includeExecutionData false leaves input and output out
    logs.create_log_group(logGroupName="/sfn/nodata")
    quiet = machine(sfn, OK, loggingConfiguration=logging_config("ALL", "/sfn/nodata"))
    done = sfn.start_execution(stateMachineArn=quiet, input='{"hidden": true}')["executionArn"]
    wait_done(sfn, done)
    messages = [json.loads(e["message"]) for e in logged(logs, "/sfn/nodata", 4)]
    assert messages and all("input" not in m["details"] and "output" not in m["details"] for m in messages)


def test_express_logs(labcloud: LabcloudProcess, logs: Any) -> None:
    from botocore.config import Config

    sfn = labcloud.boto3_client("stepfunctions", config=Config(inject_host_prefix=False))
    logs.create_log_group(logGroupName="/sfn/express")
    arn = machine(
        sfn, OK, type="EXPRESS", loggingConfiguration=logging_config("ALL", "/sfn/express", data=True)
    )
    done = sfn.start_sync_execution(stateMachineArn=arn, input='{"x": 1}')
    messages = [json.loads(e["message"]) for e in logged(logs, "/sfn/express", 6)]
    assert [m["type"] for m in messages] == [
        "ExecutionStarted",
        "PassStateEntered",
        "PassStateExited",
        "ExecutionSucceeded",
    ]
    assert {m["execution_arn"] for m in messages} == {done["executionArn"]}


def test_update_turns_logging_on(sfn: Any, logs: Any) -> None:
    arn = machine(sfn, OK)
    logs.create_log_group(logGroupName="/sfn/later")
    sfn.update_state_machine(stateMachineArn=arn, loggingConfiguration=logging_config("ALL", "/sfn/later"))
    wait_done(sfn, sfn.start_execution(stateMachineArn=arn)["executionArn"])
    assert len(logged(logs, "/sfn/later", 4)) == 4


def test_invalid_logging_configurations(sfn: Any, logs: Any) -> None:
    logs.create_log_group(logGroupName="/sfn/exists")
    good = {"cloudWatchLogsLogGroup": {"logGroupArn": group_arn("/sfn/exists")}}
    cases = [
        {"level": "ALL"},
        {"level": "ERROR", "destinations": [good, good]},
        {
            "level": "ALL",
            "destinations": [{"cloudWatchLogsLogGroup": {"logGroupArn": group_arn("/sfn/exists")[:-2]}}],
        },
        {
            "level": "ALL",
            "destinations": [{"cloudWatchLogsLogGroup": {"logGroupArn": group_arn("/sfn/none")}}],
        },
        {
            "level": "ALL",
            "destinations": [
                {
                    "cloudWatchLogsLogGroup": {
                        "logGroupArn": "arn:aws:logs:us-east-1:111122223333:log-group:/sfn/exists:*"
                    }
                }
            ],
        },
    ]
    for config in cases:
        with pytest.raises(ClientError) as exc:
            machine(sfn, OK, loggingConfiguration=config)
        assert code(exc) == "InvalidLoggingConfiguration", config
    arn = machine(sfn, OK)
    with pytest.raises(ClientError) as exc:
        sfn.update_state_machine(stateMachineArn=arn, loggingConfiguration={"level": "FATAL"})
    assert code(exc) == "InvalidLoggingConfiguration"


def test_the_aws_cli_configures_logging(labcloud: LabcloudProcess, logs: Any) -> None:
    logs.create_log_group(logGroupName="/sfn/cli")
    made = labcloud.aws_json(
        "stepfunctions",
        "create-state-machine",
        "--name",
        "cli-logged",
        "--definition",
        json.dumps(OK),
        "--role-arn",
        ROLE,
        "--logging-configuration",
        json.dumps(logging_config("ALL", "/sfn/cli")),
    )
    described = labcloud.aws_json(
        "stepfunctions", "describe-state-machine", "--state-machine-arn", made["stateMachineArn"]
    )
    assert described["loggingConfiguration"]["level"] == "ALL"
