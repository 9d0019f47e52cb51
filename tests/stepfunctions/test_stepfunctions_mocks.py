"""Step Functions Local's mock configuration: AWS's own example (the LambdaSQSIntegration machine and
its MockConfigFile.json) run unchanged with `<state machine ARN>#<TestCase>`: mocked returns, thrown
errors driving Retry and Catch with ordered responses across retries, unmocked states calling the
real service, the file given by SFN_MOCK_CONFIG or --sfn-mock-config, and the errors around it."""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.config import Config
from botocore.exceptions import ClientError
from sfn_helpers import history, output, types, wait_done

from labcloud.testing.server_process import LabcloudProcess

ROLE = "arn:aws:iam::123456789012:role/service-role/LambdaSQSIntegration"

# AWS's example state machine and mock configuration file (Step Functions Local docs), unchanged.
DEFINITION = {
    "Comment": "This state machine is called: LambdaSQSIntegration",
    "StartAt": "LambdaState",
    "States": {
        "LambdaState": {
            "Type": "Task",
            "Resource": "arn:aws:states:::lambda:invoke",
            "Parameters": {"Payload.$": "$", "FunctionName": "HelloWorldFunction"},
            "Retry": [
                {"ErrorEquals": ["States.ALL"], "IntervalSeconds": 2, "MaxAttempts": 3, "BackoffRate": 2}
            ],
            "Next": "SQSState",
        },
        "SQSState": {
            "Type": "Task",
            "Resource": "arn:aws:states:::sqs:sendMessage",
            "Parameters": {
                "QueueUrl": "https://sqs.us-east-1.amazonaws.com/123456789012/myQueue",
                "MessageBody.$": "$",
            },
            "End": True,
        },
    },
}
MOCK_CONFIG = {
    "StateMachines": {
        "LambdaSQSIntegration": {
            "TestCases": {
                "HappyPath": {"LambdaState": "MockedLambdaSuccess", "SQSState": "MockedSQSSuccess"},
                "RetryPath": {"LambdaState": "MockedLambdaRetry", "SQSState": "MockedSQSSuccess"},
                "HybridPath": {"LambdaState": "MockedLambdaSuccess"},
            }
        }
    },
    "MockedResponses": {
        "MockedLambdaSuccess": {
            "0": {"Return": {"StatusCode": 200, "Payload": {"StatusCode": 200, "body": "Hello from Lambda!"}}}
        },
        "LambdaMockedResourceNotReady": {
            "0": {
                "Throw": {
                    "Error": "Lambda.ResourceNotReadyException",
                    "Cause": "Lambda resource is not ready.",
                }
            }
        },
        "MockedSQSSuccess": {
            "0": {
                "Return": {
                    "MD5OfMessageBody": "3bcb6e8e-7h85-4375-b0bc-1a59812c6e51",
                    "MessageId": "3bcb6e8e-8b51-4375-b0bc-1a59812c6e51",
                }
            }
        },
        "MockedLambdaRetry": {
            "0": {
                "Throw": {
                    "Error": "Lambda.ResourceNotReadyException",
                    "Cause": "Lambda resource is not ready.",
                }
            },
            "1-2": {"Throw": {"Error": "Lambda.TimeoutException", "Cause": "Lambda timed out."}},
            "3": {
                "Return": {"StatusCode": 200, "Payload": {"StatusCode": 200, "body": "Hello from Lambda!"}}
            },
        },
    },
}
# A second machine of labcloud's own: Throw caught by Catch, and a mocked .waitForTaskToken.
CATCHING = {
    "StartAt": "Charge",
    "States": {
        "Charge": {
            "Type": "Task",
            "Resource": "arn:aws:states:::lambda:invoke.waitForTaskToken",
            "Parameters": {"FunctionName": "charge", "Payload": {"token.$": "$$.Task.Token"}},
            "Retry": [{"ErrorEquals": ["Card.Declined"], "IntervalSeconds": 1, "MaxAttempts": 1}],
            "Catch": [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.failure", "Next": "Refund"}],
            "Next": "Done",
        },
        "Refund": {"Type": "Pass", "Result": "refunded", "ResultPath": "$.refund", "End": True},
        "Done": {"Type": "Succeed"},
    },
}
CATCHING_CONFIG = {
    "Declined": {
        "0": {"Throw": {"Error": "Card.Declined", "Cause": "first"}},
        "1": {"Throw": {"Error": "Card.Stolen", "Cause": "second"}},
    },
    "Approved": {"0": {"Return": {"approved": True}}},
}


def write_config(path: Path) -> None:
    config = json.loads(json.dumps(MOCK_CONFIG))
    config["StateMachines"]["Payments"] = {
        "TestCases": {"Declined": {"Charge": "Declined"}, "Approved": {"Charge": "Approved"}}
    }
    config["StateMachines"]["PaymentsExpress"] = config["StateMachines"]["Payments"]
    config["MockedResponses"].update(CATCHING_CONFIG)
    path.write_text(json.dumps(config))


@pytest.fixture(scope="module")
def mocked(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    base = tmp_path_factory.mktemp("sfn-mocks")
    write_config(base / "MockConfigFile.json")
    env = {**os.environ, "SFN_MOCK_CONFIG": str(base / "MockConfigFile.json")}
    server = LabcloudProcess(data_dir=base / "data", env=env).start()
    try:
        yield server
    finally:
        server.stop()


def client(server: LabcloudProcess) -> Any:
    return server.boto3_client(
        "stepfunctions", config=Config(retries={"max_attempts": 1}, inject_host_prefix=False)
    )


@pytest.fixture(scope="module")
def machines(mocked: LabcloudProcess) -> dict[str, str]:
    sfn = client(mocked)
    out = {}
    for name, definition in (("LambdaSQSIntegration", DEFINITION), ("Payments", CATCHING)):
        out[name] = sfn.create_state_machine(name=name, definition=json.dumps(definition), roleArn=ROLE)[
            "stateMachineArn"
        ]
    return out


def test_happy_path_answers_every_task_from_the_mocks(
    mocked: LabcloudProcess, machines: dict[str, str]
) -> None:
    sfn = client(mocked)
    arn = machines["LambdaSQSIntegration"]
    started = sfn.start_execution(stateMachineArn=f"{arn}#HappyPath", name="happy", input="{}")
    assert started["executionArn"] == arn.replace(":stateMachine:", ":execution:") + ":happy"
    result = wait_done(sfn, started["executionArn"])
    assert output(result) == {
        "MD5OfMessageBody": "3bcb6e8e-7h85-4375-b0bc-1a59812c6e51",
        "MessageId": "3bcb6e8e-8b51-4375-b0bc-1a59812c6e51",
    }
    events = history(sfn, started["executionArn"])
    assert [e["type"] for e in events] == [
        "ExecutionStarted",
        "TaskStateEntered",
        "TaskScheduled",
        "TaskStarted",
        "TaskSucceeded",
        "TaskStateExited",
        "TaskStateEntered",
        "TaskScheduled",
        "TaskStarted",
        "TaskSucceeded",
        "TaskStateExited",
        "ExecutionSucceeded",
    ]
    lambda_done = next(e for e in events if e["type"] == "TaskSucceeded")["taskSucceededEventDetails"]
    assert json.loads(lambda_done["output"]) == {
        "StatusCode": 200,
        "Payload": {"StatusCode": 200, "body": "Hello from Lambda!"},
    }
    # the SQS state got the mocked Lambda result as its input: its parameters say so
    sqs_scheduled = [e for e in events if e["type"] == "TaskScheduled"][1]["taskScheduledEventDetails"]
    assert json.loads(sqs_scheduled["parameters"])["MessageBody"]["Payload"]["body"] == "Hello from Lambda!"


def test_retry_path_takes_the_ordered_responses_across_retries(
    mocked: LabcloudProcess, machines: dict[str, str]
) -> None:
    sfn = client(mocked)
    started = sfn.start_execution(stateMachineArn=f"{machines['LambdaSQSIntegration']}#RetryPath", input="{}")
    result = wait_done(sfn, started["executionArn"], timeout=40)  # 2 + 4 + 8 s of back-off, as written
    assert output(result)["MessageId"] == "3bcb6e8e-8b51-4375-b0bc-1a59812c6e51"
    events = history(sfn, started["executionArn"])
    failures = [
        (e["taskFailedEventDetails"]["error"], e["taskFailedEventDetails"]["cause"])
        for e in events
        if e["type"] == "TaskFailed"
    ]
    assert failures == [
        ("Lambda.ResourceNotReadyException", "Lambda resource is not ready."),
        ("Lambda.TimeoutException", "Lambda timed out."),
        ("Lambda.TimeoutException", "Lambda timed out."),
    ]
    assert [e["type"] for e in events].count("TaskSucceeded") == 2


def test_hybrid_path_calls_the_real_service_for_unmocked_states(
    mocked: LabcloudProcess, machines: dict[str, str]
) -> None:
    sfn = client(mocked)
    started = sfn.start_execution(
        stateMachineArn=f"{machines['LambdaSQSIntegration']}#HybridPath", input="{}"
    )
    result = wait_done(sfn, started["executionArn"])
    # the example's role is not a role here: the real SendMessage answered, as that role
    assert result["status"] == "FAILED" and result["error"] == "SQS.AccessDeniedException"
    assert "TaskSucceeded" in types(sfn, started["executionArn"])  # the mocked Lambda state


def test_a_throw_is_retried_then_caught(mocked: LabcloudProcess, machines: dict[str, str]) -> None:
    sfn = client(mocked)
    started = sfn.start_execution(stateMachineArn=f"{machines['Payments']}#Declined", input='{"order":1}')
    result = output(wait_done(sfn, started["executionArn"]))
    assert result == {
        "order": 1,
        "failure": {"Error": "Card.Stolen", "Cause": "second"},
        "refund": "refunded",
    }
    approved = sfn.start_execution(stateMachineArn=f"{machines['Payments']}#Approved", input="{}")
    assert wait_done(sfn, approved["executionArn"])["status"] == "SUCCEEDED"  # no token wait: mocked


def test_express_and_sync_starts_take_test_cases(mocked: LabcloudProcess) -> None:
    sfn = client(mocked)
    arn = sfn.create_state_machine(
        name="PaymentsExpress", definition=json.dumps(CATCHING), roleArn=ROLE, type="EXPRESS"
    )["stateMachineArn"]
    done = sfn.start_sync_execution(stateMachineArn=f"{arn}#Declined", input='{"order":2}')
    assert done["status"] == "SUCCEEDED"
    assert json.loads(done["output"])["failure"] == {"Error": "Card.Stolen", "Cause": "second"}
    started = sfn.start_execution(stateMachineArn=f"{arn}#Approved", input="{}")
    assert started["executionArn"].startswith(arn.replace(":stateMachine:", ":express:") + ":")
    other = sfn.create_state_machine(
        name="Payments-express", definition=json.dumps(CATCHING), roleArn=ROLE, type="EXPRESS"
    )["stateMachineArn"]
    with pytest.raises(ClientError) as err:  # the config names no machine Payments-express
        sfn.start_sync_execution(stateMachineArn=f"{other}#Declined", input="{}")
    assert err.value.response["Error"]["Code"] == "ValidationException"


def test_unknown_cases_and_machines_are_refused(mocked: LabcloudProcess, machines: dict[str, str]) -> None:
    sfn = client(mocked)
    for arn in (f"{machines['LambdaSQSIntegration']}#NoSuchCase", f"{machines['Payments']}#HappyPath"):
        with pytest.raises(ClientError) as err:
            sfn.start_execution(stateMachineArn=arn, input="{}")
        assert err.value.response["Error"]["Code"] == "ValidationException"
    with pytest.raises(ClientError) as err:
        sfn.start_execution(stateMachineArn=machines["Payments"].replace("Payments", "Gone") + "#Approved")
    assert err.value.response["Error"]["Code"] == "StateMachineDoesNotExist"


def test_the_aws_cli_starts_a_test_case(mocked: LabcloudProcess, machines: dict[str, str]) -> None:
    started = mocked.aws_json(
        "stepfunctions",
        "start-execution",
        "--state-machine-arn",
        f"{machines['LambdaSQSIntegration']}#HappyPath",
    )
    assert output(wait_done(client(mocked), started["executionArn"]))["MessageId"].startswith("3bcb6e8e")


def test_without_a_config_a_test_case_is_refused(sfn: Any) -> None:
    arn = sfn.create_state_machine(name="no-mocks-here", definition=json.dumps(CATCHING), roleArn=ROLE)[
        "stateMachineArn"
    ]
    with pytest.raises(ClientError) as err:
        sfn.start_execution(stateMachineArn=f"{arn}#Approved")
    assert err.value.response["Error"]["Code"] == "ValidationException"
    assert "--sfn-mock-config" in err.value.response["Error"]["Message"]


@pytest.mark.parametrize(
    "config",
    [
        "not json",
        {"MockedResponses": {"R": {"0": {"Return": 1, "Throw": {"Error": "E"}}}}},
        {"MockedResponses": {"R": {"1": {"Return": 1}}}},
        {"MockedResponses": {"R": {"0-1": {"Return": 1}, "1": {"Return": 2}}}},
        {"MockedResponses": {"R": {"0": {"Throw": {"Cause": "no error"}}}}},
        {"StateMachines": {"M": {"TestCases": {"C": {"S": "Missing"}}}}},
    ],
)
def test_a_malformed_config_is_named_at_start(tmp_path: Path, config: Any) -> None:
    path = tmp_path / "mocks.json"
    path.write_text(config if isinstance(config, str) else json.dumps(config))
    server = LabcloudProcess(data_dir=tmp_path / "data", extra_args=["--sfn-mock-config", str(path)]).start()
    try:
        sfn = client(server)
        arn = sfn.create_state_machine(name="M", definition=json.dumps(CATCHING), roleArn=ROLE)[
            "stateMachineArn"
        ]
        with pytest.raises(ClientError) as err:
            sfn.start_execution(stateMachineArn=f"{arn}#C")
        assert err.value.response["Error"]["Code"] == "ValidationException"
        assert "Invalid mock configuration" in err.value.response["Error"]["Message"]
        # fixed on disk: read again without a restart
        path.write_text(
            json.dumps(
                {
                    "StateMachines": {"M": {"TestCases": {"C": {"Charge": "A"}}}},
                    "MockedResponses": {"A": {"0": {"Return": {"ok": 1}}}},
                }
            )
        )
        os.utime(path, (1, 1))
        started = sfn.start_execution(stateMachineArn=f"{arn}#C")
        assert wait_done(sfn, started["executionArn"])["status"] == "SUCCEEDED"
    finally:
        server.stop()


def test_a_mocked_execution_keeps_its_case_across_kill_9(tmp_path: Path) -> None:
    write_config(tmp_path / "MockConfigFile.json")
    server = LabcloudProcess(
        data_dir=tmp_path / "data", extra_args=["--sfn-mock-config", str(tmp_path / "MockConfigFile.json")]
    ).start()
    try:
        sfn = client(server)
        waiting = {
            "StartAt": "Pause",
            "States": {
                "Pause": {"Type": "Wait", "Seconds": 2, "Next": "Charge"},
                **{k: v for k, v in CATCHING["States"].items()},
            },
        }
        arn = sfn.create_state_machine(name="Payments", definition=json.dumps(waiting), roleArn=ROLE)[
            "stateMachineArn"
        ]
        started = sfn.start_execution(stateMachineArn=f"{arn}#Approved", input="{}")
        server.stop(sig=signal.SIGKILL)
        server.start()
        sfn = client(server)
        result = wait_done(sfn, started["executionArn"], timeout=20)
        assert result["status"] == "SUCCEEDED"
        done = [e for e in history(sfn, started["executionArn"]) if e["type"] == "TaskSucceeded"]
        assert json.loads(done[0]["taskSucceededEventDetails"]["output"]) == {"approved": True}
    finally:
        server.stop()
