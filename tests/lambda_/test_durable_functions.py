"""Lambda durable functions: DurableConfig, executions run by AWS's durable execution SDK inside a
python sandbox (steps, a wait fired by moving labcloud's clock, a callback, a retried step), Stop,
history and listings, every error path's code, and a running execution surviving kill -9."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import create_role, deployer, wait_for

from labcloud.testing.server_process import LabcloudProcess

DURABLE_POLICIES = (
    "arn:aws:iam::aws:policy/service-role/AWSLambdaBasicDurableExecutionRolePolicy",
    "arn:aws:iam::aws:policy/AmazonDynamoDBFullAccess",
)

WORKFLOW = """
from aws_durable_execution_sdk_python import DurableContext, durable_execution
from aws_durable_execution_sdk_python.config import Duration

@durable_execution
def handler(event, context: DurableContext):
    total = context.step(lambda _: event["a"] + event["b"], name="add")
    context.wait(Duration(seconds=3600), name="an hour")
    doubled = context.step(lambda _: total * 2, name="double")
    return {"total": total, "doubled": doubled}
"""

QUICK = """
from aws_durable_execution_sdk_python import DurableContext, durable_execution

@durable_execution
def handler(event, context: DurableContext):
    return {"echo": context.step(lambda _: event["x"], name="echo")}
"""

CALLBACK = """
from aws_durable_execution_sdk_python import DurableContext, durable_execution

@durable_execution
def handler(event, context: DurableContext):
    callback = context.create_callback(name="approval")
    context.step(lambda _: callback.callback_id, name="announce")
    return {"approved": callback.result()}
"""

# Fails while the flag item exists; the test removes it between attempts (a sandbox sees none of the
# test's files).
RETRIED = """
import boto3
from aws_durable_execution_sdk_python import DurableContext, durable_execution

def flaky(_):
    flags = boto3.client("dynamodb")
    if "Item" in flags.get_item(TableName="flags", Key={"id": {"S": "fail"}}):
        raise RuntimeError("not yet")
    return "done"

@durable_execution
def handler(event, context: DurableContext):
    return {"step": context.step(flaky, name="flaky")}
"""

FAILING = """
from aws_durable_execution_sdk_python import DurableContext, durable_execution

@durable_execution
def handler(event, context: DurableContext):
    raise ValueError("bad order")
"""


def _deploy(server: Any, name: str, code: str, timeout: int = 300, retention: int = 7) -> dict[str, Any]:
    role = create_role(server, name="durable-role", policies=DURABLE_POLICIES)
    return deployer(server, role)(
        name,
        code,
        Runtime="python3.13",
        Timeout=30,
        DurableConfig={"ExecutionTimeout": timeout, "RetentionPeriodInDays": retention},
    )


def _status(lam: Any, arn: str) -> str:
    return str(lam.get_durable_execution(DurableExecutionArn=arn)["Status"])


def _ended(lam: Any, arn: str, timeout: float = 60.0) -> dict[str, Any]:
    found: dict[str, Any] = wait_for(
        lambda: (
            (answer := lam.get_durable_execution(DurableExecutionArn=arn))["Status"] != "RUNNING" and answer
        ),
        timeout=timeout,
    )
    return found


def _error(call: Callable[[], Any]) -> tuple[str, int, str]:
    with pytest.raises(ClientError) as caught:
        call()
    response = caught.value.response
    return (
        response["Error"]["Code"],
        response["ResponseMetadata"]["HTTPStatusCode"],
        response["Error"]["Message"],
    )


def _history(lam: Any, arn: str) -> list[str]:
    return [e["EventType"] for e in lam.get_durable_execution_history(DurableExecutionArn=arn)["Events"]]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        yield process
    finally:
        process.stop()


def test_durable_config_is_kept_and_validated(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    created = _deploy(server, "quick", QUICK, timeout=600, retention=3)
    assert created["DurableConfig"] == {"ExecutionTimeout": 600, "RetentionPeriodInDays": 3}
    got = lam.get_function(FunctionName="quick")["Configuration"]["DurableConfig"]
    assert got == {"ExecutionTimeout": 600, "RetentionPeriodInDays": 3}
    updated = lam.update_function_configuration(FunctionName="quick", DurableConfig={"ExecutionTimeout": 120})
    assert updated["DurableConfig"] == {"ExecutionTimeout": 120, "RetentionPeriodInDays": 3}
    assert lam.get_function_configuration(FunctionName="quick")["DurableConfig"]["ExecutionTimeout"] == 120

    plain = deployer(server, create_role(server, name="plain-role"))(
        "plain", "def handler(e, c):\n    return 1\n"
    )
    assert "DurableConfig" not in plain
    code, status, _ = _error(
        lambda: lam.update_function_configuration(
            FunctionName="plain", DurableConfig={"ExecutionTimeout": 60}
        )
    )
    assert (code, status) == ("InvalidParameterValueException", 400)
    code, status, _ = _error(
        lambda: lam.update_function_configuration(
            FunctionName="quick",
            DurableConfig={"ExecutionTimeout": 60, "KMSKeyArn": "arn:aws:kms:us-east-1:1:key/x"},
        )
    )
    assert (code, status) == ("InvalidParameterValueException", 400)


def test_steps_and_a_wait_fired_by_the_clock(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    _deploy(server, "workflow", WORKFLOW, timeout=86400)
    started = lam.invoke(
        FunctionName="workflow",
        Qualifier="$LATEST",
        InvocationType="Event",
        Payload=json.dumps({"a": 2, "b": 3}),
        DurableExecutionName="order-1",
    )
    assert started["StatusCode"] == 202
    arn = started["DurableExecutionArn"]
    assert ":function:workflow:$LATEST/durable-execution/order-1/" in arn
    wait_for(lambda: "WaitStarted" in _history(lam, arn))
    assert _status(lam, arn) == "RUNNING"

    server.advance_clock("2h")
    ended = _ended(lam, arn)
    assert ended["Status"] == "SUCCEEDED"
    assert json.loads(ended["Result"]) == {"total": 5, "doubled": 10}
    assert json.loads(ended["InputPayload"]) == {"a": 2, "b": 3}
    assert ended["DurableExecutionName"] == "order-1"
    history = _history(lam, arn)
    assert history[0] == "ExecutionStarted" and history[-1] == "ExecutionSucceeded"
    for kind in ("StepStarted", "StepSucceeded", "WaitStarted", "WaitSucceeded"):
        assert kind in history
    listed = lam.list_durable_executions_by_function(FunctionName="workflow")["DurableExecutions"]
    assert [(e["DurableExecutionArn"], e["Status"]) for e in listed] == [(arn, "SUCCEEDED")]
    assert (
        lam.list_durable_executions_by_function(FunctionName="workflow", Statuses=["RUNNING"])[
            "DurableExecutions"
        ]
        == []
    )
    # the same name again is refused once the first has ended
    code, status, _ = _error(
        lambda: lam.invoke(
            FunctionName="workflow",
            Qualifier="$LATEST",
            InvocationType="Event",
            Payload=b"{}",
            DurableExecutionName="order-1",
        )
    )
    assert (code, status) == ("DurableExecutionAlreadyStartedException", 409)


def test_synchronous_invoke_answers_the_result(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    _deploy(server, "quick", QUICK)
    answer = lam.invoke(FunctionName="quick:$LATEST", Payload=json.dumps({"x": "hi"}))
    assert answer["StatusCode"] == 200
    assert json.loads(answer["Payload"].read()) == {"echo": "hi"}
    arn = answer["DurableExecutionArn"]
    assert _status(lam, arn) == "SUCCEEDED"
    # kept RetentionPeriodInDays (7) days of labcloud's clock, then gone
    server.advance_clock("6d")
    assert _status(lam, arn) == "SUCCEEDED"
    server.advance_clock("2d")
    wait_for(lambda: not lam.list_durable_executions_by_function(FunctionName="quick")["DurableExecutions"])
    code, status, _ = _error(lambda: lam.get_durable_execution(DurableExecutionArn=arn))
    assert (code, status) == ("ResourceNotFoundException", 404)


def test_callback_completed_by_send_success(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    _deploy(server, "approve", CALLBACK)
    arn = lam.invoke(FunctionName="approve:$LATEST", InvocationType="Event", Payload=b"{}")[
        "DurableExecutionArn"
    ]
    state_ops = wait_for(
        lambda: [
            e
            for e in lam.get_durable_execution_history(DurableExecutionArn=arn)["Events"]
            if e["EventType"] == "CallbackStarted"
        ]
    )
    callback_id = state_ops[0]["CallbackStartedDetails"]["CallbackId"]
    wait_for(lambda: "StepSucceeded" in _history(lam, arn))
    # the view's map shows the durable function and its running execution
    nodes = server.get("/_labcloud/map")["nodes"]
    facts = next(n["facts"] for n in nodes if n["kind"] == "lambda.function" and n["label"] == "approve")
    assert facts["durable"] == {"execution_timeout": 300, "retention_days": 7, "running_executions": 1}
    lam.send_durable_execution_callback_heartbeat(CallbackId=callback_id)
    lam.send_durable_execution_callback_success(
        CallbackId=callback_id, Result=b"yes"
    )  # the SDK passes it through
    ended = _ended(lam, arn)
    assert ended["Status"] == "SUCCEEDED"
    assert json.loads(ended["Result"]) == {"approved": "yes"}
    assert "CallbackSucceeded" in _history(lam, arn)
    # a completed callback cannot be completed again; an unknown one is not found
    code, status, _ = _error(lambda: lam.send_durable_execution_callback_success(CallbackId=callback_id))
    assert (code, status) == ("InvalidParameterValueException", 400)
    code, status, _ = _error(lambda: lam.send_durable_execution_callback_failure(CallbackId="bm9uZQ=="))
    assert (code, status) == ("ResourceNotFoundException", 404)
    code, status, _ = _error(lambda: lam.send_durable_execution_callback_heartbeat(CallbackId="bm9uZQ=="))
    assert (code, status) == ("ResourceNotFoundException", 404)


def test_a_failing_step_is_retried_when_its_time_comes(server: LabcloudProcess) -> None:
    dynamodb = server.boto3_client("dynamodb")
    dynamodb.create_table(
        TableName="flags",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    dynamodb.put_item(TableName="flags", Item={"id": {"S": "fail"}})
    lam = server.boto3_client("lambda")
    _deploy(server, "flaky", RETRIED)
    arn = lam.invoke(FunctionName="flaky:$LATEST", InvocationType="Event", Payload=b"{}")[
        "DurableExecutionArn"
    ]
    wait_for(lambda: "StepFailed" in _history(lam, arn))
    dynamodb.delete_item(TableName="flags", Key={"id": {"S": "fail"}})
    server.advance_clock("2m")
    ended = _ended(lam, arn)
    assert ended["Status"] == "SUCCEEDED"
    assert json.loads(ended["Result"]) == {"step": "done"}
    failed = [
        e
        for e in lam.get_durable_execution_history(DurableExecutionArn=arn)["Events"]
        if e["EventType"] == "StepFailed"
    ]
    assert failed[0]["StepFailedDetails"]["RetryDetails"]["CurrentAttempt"] == 1
    assert failed[0]["StepFailedDetails"]["Error"]["Payload"]["ErrorMessage"] == "not yet"


def test_a_failing_handler_fails_the_execution(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    _deploy(server, "failing", FAILING)
    answer = lam.invoke(FunctionName="failing:$LATEST", Payload=b"{}")
    assert answer["FunctionError"] == "Unhandled"
    ended = lam.get_durable_execution(DurableExecutionArn=answer["DurableExecutionArn"])
    assert ended["Status"] == "FAILED"
    assert ended["Error"]["ErrorMessage"] == "bad order"
    assert _history(lam, answer["DurableExecutionArn"])[-1] == "ExecutionFailed"


def test_stop_state_and_error_codes(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    _deploy(server, "approve", CALLBACK, timeout=3600)
    # an unqualified invocation is refused, as are long executions invoked synchronously
    code, status, message = _error(lambda: lam.invoke(FunctionName="approve", Payload=b"{}"))
    assert (code, status) == ("InvalidParameterValueException", 400)
    assert "unqualified ARN" in message
    code, status, _ = _error(lambda: lam.invoke(FunctionName="approve:$LATEST", Payload=b"{}"))
    assert (code, status) == ("InvalidParameterValueException", 400)
    plain = deployer(server, create_role(server, name="plain-role"))(
        "plain", "def handler(e, c):\n    return 1\n"
    )
    assert plain["FunctionName"] == "plain"
    code, status, _ = _error(
        lambda: lam.invoke(FunctionName="plain", Payload=b"{}", DurableExecutionName="x")
    )
    assert (code, status) == ("InvalidParameterValueException", 400)

    arn = lam.invoke(FunctionName="approve:$LATEST", InvocationType="Event", Payload=b"{}")[
        "DurableExecutionArn"
    ]
    wait_for(lambda: "CallbackStarted" in _history(lam, arn))
    # the checkpoint API wants the running invocation's token
    code, status, _ = _error(
        lambda: lam.get_durable_execution_state(DurableExecutionArn=arn, CheckpointToken="c3RhbGU=")
    )
    assert (code, status) == ("InvalidParameterValueException", 400)
    code, status, _ = _error(
        lambda: lam.checkpoint_durable_execution(
            DurableExecutionArn=arn, CheckpointToken="c3RhbGU=", Updates=[]
        )
    )
    assert (code, status) == ("InvalidParameterValueException", 400)

    stopped = lam.stop_durable_execution(
        DurableExecutionArn=arn, Error={"ErrorType": "Cancelled", "ErrorMessage": "by the operator"}
    )
    assert stopped["StopTimestamp"]
    ended = lam.get_durable_execution(DurableExecutionArn=arn)
    assert ended["Status"] == "STOPPED"
    assert ended["Error"] == {"ErrorType": "Cancelled", "ErrorMessage": "by the operator"}
    assert _history(lam, arn)[-1] == "ExecutionStopped"
    code, status, _ = _error(lambda: lam.stop_durable_execution(DurableExecutionArn=arn))
    assert (code, status) == ("InvalidParameterValueException", 400)

    missing = arn.rsplit("/", 1)[0] + "/0000"
    for call in (
        lambda: lam.get_durable_execution(DurableExecutionArn=missing),
        lambda: lam.get_durable_execution_history(DurableExecutionArn=missing),
        lambda: lam.stop_durable_execution(DurableExecutionArn=missing),
    ):
        code, status, _ = _error(call)
        assert (code, status) == ("ResourceNotFoundException", 404)
    code, status, _ = _error(
        lambda: lam.checkpoint_durable_execution(DurableExecutionArn=missing, CheckpointToken="dA==")
    )
    assert (code, status) == ("InvalidParameterValueException", 400)
    code, status, _ = _error(lambda: lam.pause_durable_execution(DurableExecutionArn=arn))
    assert (code, status) == ("InvalidParameterValueException", 400)
    code, status, _ = _error(lambda: lam.list_durable_executions_by_function(FunctionName="nothing"))
    assert (code, status) == ("ResourceNotFoundException", 404)


def test_execution_timeout_ends_a_running_execution(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    _deploy(server, "approve", CALLBACK, timeout=600)
    arn = lam.invoke(FunctionName="approve:$LATEST", InvocationType="Event", Payload=b"{}")[
        "DurableExecutionArn"
    ]
    wait_for(lambda: "CallbackStarted" in _history(lam, arn))
    server.advance_clock("11m")
    assert _ended(lam, arn)["Status"] == "TIMED_OUT"
    assert _history(lam, arn)[-1] == "ExecutionTimedOut"


def test_a_waiting_execution_survives_kill_and_restart(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    _deploy(server, "workflow", WORKFLOW, timeout=86400)
    arn = lam.invoke(
        FunctionName="workflow:$LATEST", InvocationType="Event", Payload=json.dumps({"a": 1, "b": 1})
    )["DurableExecutionArn"]
    wait_for(lambda: "WaitStarted" in _history(lam, arn))
    server.kill()
    server.start()
    lam = server.boto3_client("lambda")
    assert _status(lam, arn) == "RUNNING"
    server.advance_clock("2h")
    ended = _ended(lam, arn)
    assert ended["Status"] == "SUCCEEDED"
    assert json.loads(ended["Result"]) == {"total": 2, "doubled": 4}


def test_the_aws_cli_reads_executions(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    _deploy(server, "quick", QUICK)
    arn = lam.invoke(FunctionName="quick:$LATEST", Payload=json.dumps({"x": 1}))["DurableExecutionArn"]
    listed = json.loads(
        server.aws("lambda", "list-durable-executions-by-function", "--function-name", "quick").stdout
    )
    assert [e["DurableExecutionArn"] for e in listed["DurableExecutions"]] == [arn]
    got = json.loads(server.aws("lambda", "get-durable-execution", "--durable-execution-arn", arn).stdout)
    assert got["Status"] == "SUCCEEDED"


CHAINED = """
from aws_durable_execution_sdk_python import DurableContext, durable_execution
from aws_durable_execution_sdk_python.config import InvokeConfig

@durable_execution
def handler(event, context: DurableContext):
    doubled = context.invoke("double:$LATEST", {"n": event["n"]}, name="double it")
    # a tenant-isolated function is invoked for the tenant the options name
    tenant = context.invoke("whose:$LATEST", {}, name="whose", config=InvokeConfig(tenant_id="acme"))
    return {"doubled": doubled, "tenant": tenant}
"""


def test_a_chained_invoke_runs_the_other_function(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    _deploy(server, "chain", CHAINED)
    deploy = deployer(server, create_role(server, name="plain-role"))
    deploy("double", "def handler(event, context):\n    return event['n'] * 2\n")
    deploy(
        "whose",
        "def handler(event, context):\n    return context.tenant_id\n",
        TenancyConfig={"TenantIsolationMode": "PER_TENANT"},
    )
    answer = lam.invoke(FunctionName="chain:$LATEST", Payload=json.dumps({"n": 21}))
    assert json.loads(answer["Payload"].read()) == {"doubled": 42, "tenant": "acme"}
    history = _history(lam, answer["DurableExecutionArn"])
    assert history[1:3] == ["ChainedInvokeStarted", "ChainedInvokeSucceeded"]


def test_a_role_without_the_durable_actions_fails_the_execution(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    role = create_role(
        server,
        name="no-durable-role",
        policies=("arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",),
    )
    deployer(server, role)(
        "denied", QUICK, Runtime="python3.13", Timeout=30, DurableConfig={"ExecutionTimeout": 300}
    )
    answer = lam.invoke(FunctionName="denied:$LATEST", Payload=json.dumps({"x": 1}))
    assert answer["FunctionError"] == "Unhandled"
    ended = lam.get_durable_execution(DurableExecutionArn=answer["DurableExecutionArn"])
    assert ended["Status"] == "FAILED"
    assert "AccessDenied" in json.dumps(ended["Error"])
    assert "lambda:CheckpointDurableExecution" in json.dumps(ended["Error"])


BIG = """
from aws_durable_execution_sdk_python import DurableContext, durable_execution
from aws_durable_execution_sdk_python.config import Duration

@durable_execution
def handler(event, context: DurableContext):
    # AWS's SDK checkpoints results up to 256 KB: 30 of 200 KB pass the invocation event's budget
    parts = [context.step(lambda _, i=i: str(i % 10) * 200_000, name=f"part {i}") for i in range(30)]
    context.wait(Duration(seconds=60), name="pause")
    return {"sizes": sorted({len(p) for p in parts}), "firsts": "".join(p[0] for p in parts)}
"""


def test_a_large_state_is_paged_through_get_durable_execution_state(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    role = create_role(server, name="durable-role", policies=DURABLE_POLICIES)
    deployer(server, role)(
        "big",
        BIG,
        Runtime="python3.13",
        Timeout=60,
        MemorySize=1024,
        DurableConfig={"ExecutionTimeout": 3600},
    )
    arn = lam.invoke(FunctionName="big:$LATEST", InvocationType="Event", Payload=b"{}")["DurableExecutionArn"]
    wait_for(lambda: "WaitStarted" in _history(lam, arn), timeout=60)
    server.advance_clock("5m")  # the replay's event holds 5 MB of operations; the SDK pages the rest
    ended = _ended(lam, arn)
    assert ended["Status"] == "SUCCEEDED", ended
    assert json.loads(ended["Result"]) == {"sizes": [200_000], "firsts": "0123456789" * 3}
    assert _history(lam, arn).count("StepSucceeded") == 30  # no step ran again on the replay


# Speaks the checkpoint protocol by hand with the envelope's token (no SDK), to reach its error paths.
RAW = """
import json
import boto3
from botocore.exceptions import ClientError

def handler(event, context):
    lam = boto3.client("lambda")
    arn, first = event["DurableExecutionArn"], event["CheckpointToken"]
    token = first
    codes = {}

    def attempt(key, updates):
        nonlocal token
        try:
            token = lam.checkpoint_durable_execution(
                DurableExecutionArn=arn, CheckpointToken=token, Updates=updates
            )["CheckpointToken"]
            codes[key] = "ok"
        except ClientError as error:
            codes[key] = error.response["Error"]["Code"]

    attempt("wait-succeed-without-start", [{"Id": "w1", "Type": "WAIT", "Action": "SUCCEED"}])
    attempt("step-start", [{"Id": "s1", "Type": "STEP", "Action": "START", "Name": "one"}])
    attempt("another-type", [{"Id": "s1", "Type": "WAIT", "Action": "START", "WaitOptions": {"WaitSeconds": 5}}])
    attempt("step-cancel", [{"Id": "s1", "Type": "STEP", "Action": "CANCEL"}])
    attempt("callback-succeed", [{"Id": "c1", "Type": "CALLBACK", "Action": "SUCCEED"}])
    attempt("too-many", [{"Id": f"m{i}", "Type": "STEP", "Action": "START"} for i in range(3001)])
    attempt("step-succeed", [{"Id": "s1", "Type": "STEP", "Action": "SUCCEED", "Payload": "1"}])
    try:
        lam.checkpoint_durable_execution(DurableExecutionArn=arn, CheckpointToken=first, Updates=[])
        codes["stale-token"] = "ok"
    except ClientError as error:
        codes["stale-token"] = error.response["Error"]["Code"]
    state = lam.get_durable_execution_state(DurableExecutionArn=arn, CheckpointToken=token)
    codes["state"] = [(o["Id"], o["Type"], o["Status"]) for o in state["Operations"]]
    return {"Status": "SUCCEEDED", "Result": json.dumps(codes)}
"""


def test_checkpoint_error_paths(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    _deploy(server, "raw", RAW)
    answer = lam.invoke(FunctionName="raw:$LATEST", Payload=b"{}")
    codes = json.loads(answer["Payload"].read())
    iv = "InvalidParameterValueException"
    assert codes == {
        "wait-succeed-without-start": iv,
        "step-start": "ok",
        "another-type": iv,
        "step-cancel": iv,
        "callback-succeed": iv,
        "too-many": iv,
        "step-succeed": "ok",
        "stale-token": iv,
        "state": [
            [answer["DurableExecutionArn"].rsplit("/", 1)[1], "EXECUTION", "STARTED"],
            ["s1", "STEP", "SUCCEEDED"],
        ],
    }


TIMED_CALLBACK = """
from aws_durable_execution_sdk_python import DurableContext, durable_execution
from aws_durable_execution_sdk_python.config import CallbackConfig, Duration

@durable_execution
def handler(event, context: DurableContext):
    callback = context.create_callback(name="approval", config=CallbackConfig(timeout=Duration(seconds=600)))
    context.step(lambda _: callback.callback_id, name="announce")
    return {"approved": callback.result()}
"""


def test_a_callback_times_out(server: LabcloudProcess) -> None:
    lam = server.boto3_client("lambda")
    _deploy(server, "timed", TIMED_CALLBACK, timeout=3600)
    arn = lam.invoke(FunctionName="timed:$LATEST", InvocationType="Event", Payload=b"{}")[
        "DurableExecutionArn"
    ]
    wait_for(lambda: "StepSucceeded" in _history(lam, arn))
    started = next(
        e
        for e in lam.get_durable_execution_history(DurableExecutionArn=arn)["Events"]
        if e["EventType"] == "CallbackStarted"
    )
    assert started["CallbackStartedDetails"]["Timeout"] == 600
    server.advance_clock("11m")
    ended = _ended(lam, arn)
    assert ended["Status"] == "FAILED"
    assert "CallbackTimedOut" in _history(lam, arn)
    callback_id = started["CallbackStartedDetails"]["CallbackId"]
    code, status, _ = _error(lambda: lam.send_durable_execution_callback_success(CallbackId=callback_id))
    assert (code, status) == ("CallbackTimeoutException", 400)


URL_HANDLER = """
import json
from aws_durable_execution_sdk_python import DurableContext, durable_execution

@durable_execution
def handler(event, context: DurableContext):
    path = context.step(lambda _: event["rawPath"], name="read path")
    return {"statusCode": 200, "body": json.dumps({"path": path})}
"""


def test_a_function_url_on_an_alias_starts_an_execution(server: LabcloudProcess) -> None:
    from url_helpers import call_url

    lam = server.boto3_client("lambda")
    _deploy(server, "web", URL_HANDLER)
    version = lam.publish_version(FunctionName="web")["Version"]
    lam.create_alias(FunctionName="web", Name="live", FunctionVersion=version)
    url = lam.create_function_url_config(FunctionName="web", Qualifier="live", AuthType="NONE")["FunctionUrl"]
    for statement, action, extra in (
        ("url-public", "lambda:InvokeFunctionUrl", {"FunctionUrlAuthType": "NONE"}),
        ("url-invoke", "lambda:InvokeFunction", {"InvokedViaFunctionUrl": True}),
    ):
        lam.add_permission(
            FunctionName="web", StatementId=statement, Action=action, Principal="*", Qualifier="live", **extra
        )
    answer = call_url(server.port, url, "/orders/7")
    assert answer.status == 200, answer.body
    assert answer.json() == {"path": "/orders/7"}
    executions = lam.list_durable_executions_by_function(FunctionName="web")["DurableExecutions"]
    assert [(e["Status"], e["FunctionArn"].rsplit(":", 1)[1]) for e in executions] == [("SUCCEEDED", version)]


RECORDS = """
from aws_durable_execution_sdk_python import DurableContext, durable_execution

@durable_execution
def handler(event, context: DurableContext):
    return {"bodies": context.step(lambda _: [r["body"] for r in event["Records"]], name="read")}
"""


def test_an_sqs_mapping_starts_an_execution_per_batch(server: LabcloudProcess) -> None:
    sqs = server.boto3_client("sqs")
    url = sqs.create_queue(QueueName="orders")["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    role = create_role(
        server,
        name="durable-sqs-role",
        policies=(*DURABLE_POLICIES, "arn:aws:iam::aws:policy/service-role/AWSLambdaSQSQueueExecutionRole"),
    )
    lam = server.boto3_client("lambda")
    deployer(server, role)(
        "consume", RECORDS, Runtime="python3.13", Timeout=30, DurableConfig={"ExecutionTimeout": 300}
    )
    version = lam.publish_version(FunctionName="consume")["Version"]
    lam.create_alias(FunctionName="consume", Name="live", FunctionVersion=version)
    lam.create_event_source_mapping(FunctionName="consume:live", EventSourceArn=queue_arn, BatchSize=1)
    sqs.send_message(QueueUrl=url, MessageBody="order-1")
    done = wait_for(
        lambda: [
            e
            for e in lam.list_durable_executions_by_function(FunctionName="consume")["DurableExecutions"]
            if e["Status"] == "SUCCEEDED"
        ],
        timeout=60,
    )
    got = lam.get_durable_execution(DurableExecutionArn=done[0]["DurableExecutionArn"])
    assert json.loads(got["Result"]) == {"bodies": ["order-1"]}
    wait_for(
        lambda: (
            sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"][
                "ApproximateNumberOfMessagesNotVisible"
            ]
            == "0"
        )
    )
