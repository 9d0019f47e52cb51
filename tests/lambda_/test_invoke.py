"""Invoke through boto3 and the aws CLI: results, function errors, limits, logs, credentials, concurrency."""

from __future__ import annotations

import base64
import json
import threading
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import events, make_zip, wait_for

ECHO = """
import os
def handler(event, context):
    print("seen", event)
    return {"event": event, "foo": os.environ.get("FOO"), "fn": context.function_name,
            "key": os.environ.get("AWS_ACCESS_KEY_ID"), "has_secret": bool(os.environ.get("AWS_SECRET_ACCESS_KEY")),
            "endpoint": os.environ.get("AWS_ENDPOINT_URL"), "region": os.environ.get("AWS_REGION"),
            "memory": os.environ.get("AWS_LAMBDA_FUNCTION_MEMORY_SIZE")}
"""


def _invoke(lam: Any, name: str, payload: Any = None, **kwargs: Any) -> tuple[dict[str, Any], Any]:
    answer = lam.invoke(
        FunctionName=name, Payload=json.dumps(payload if payload is not None else {}), **kwargs
    )
    body = answer["Payload"].read()
    return answer, json.loads(body) if body else None


def test_success_env_and_credentials(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("echo", ECHO, Environment={"Variables": {"FOO": "bar"}}, MemorySize=256)
    answer, body = _invoke(lam, "echo", {"a": 1})
    assert answer["StatusCode"] == 200
    assert "FunctionError" not in answer
    assert answer["ExecutedVersion"] == "$LATEST"
    assert body["event"] == {"a": 1}
    assert body["foo"] == "bar"
    assert body["fn"] == "echo"
    assert body["key"] and body["key"] not in ("test", "labcloud") and body["has_secret"]
    assert body["endpoint"] == labcloud.endpoint
    assert body["region"] == "us-east-1"
    assert body["memory"] == "256"
    finished = wait_for(lambda: events(labcloud, "lambda.invocation.finished"))
    assert finished[0]["data"]["trigger"] == "sync"
    assert finished[0]["data"]["status"] == "success"
    assert finished[0]["data"]["result"]["event"] == {"a": 1}
    assert "seen {'a': 1}" in finished[0]["data"]["log"]
    started = events(labcloud, "lambda.invocation.started")
    assert started[0]["data"]["event"] == {"a": 1}
    assert started[0]["data"]["request_id"] == answer["ResponseMetadata"]["RequestId"]


def test_handler_exception_is_unhandled(deploy: Any, lam: Any) -> None:
    deploy("boom", "def handler(event, context):\n    raise ValueError('bad order ' + str(event['id']))\n")
    answer, body = _invoke(lam, "boom", {"id": 7})
    assert answer["StatusCode"] == 200
    assert answer["FunctionError"] == "Unhandled"
    assert body["errorType"] == "ValueError"
    assert body["errorMessage"] == "bad order 7"
    assert isinstance(body["stackTrace"], list)


def test_import_error_and_missing_handler(deploy: Any, lam: Any) -> None:
    deploy("broken", "import not_a_module_xyz\n")
    answer, body = _invoke(lam, "broken")
    assert answer["FunctionError"] == "Unhandled"
    assert body["errorType"] == "Runtime.ImportModuleError"
    assert body["errorMessage"] == "Unable to import module 'app': No module named 'not_a_module_xyz'"
    deploy("nohandler", "def other(event, context):\n    return 1\n")
    answer, body = _invoke(lam, "nohandler")
    assert answer["FunctionError"] == "Unhandled"
    assert body["errorType"] == "Runtime.HandlerNotFound"
    assert body["errorMessage"] == "Handler 'handler' missing on module 'app'"


def test_timeout_and_memory(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("slow", "import time\ndef handler(event, context):\n    time.sleep(5)\n", Timeout=1)
    answer, body = _invoke(lam, "slow")
    assert answer["FunctionError"] == "Unhandled"
    assert "Task timed out after 1.00 seconds" in body["errorMessage"]
    deploy(
        "hog",
        "def handler(event, context):\n    x = bytearray(400 * 1024 * 1024)\n    return len(x)\n",
        MemorySize=128,
    )
    answer, body = _invoke(lam, "hog")
    assert answer["FunctionError"] == "Unhandled"
    assert body["errorType"] == "Runtime.OutOfMemory"
    statuses = [e["data"]["status"] for e in events(labcloud, "lambda.invocation.finished")]
    assert statuses == ["timeout", "oom"]


def test_log_tail_and_cloudwatch_logs(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("talker", "def handler(event, context):\n    print('RESULT done')\n    return 'ok'\n")
    answer, body = _invoke(lam, "talker", LogType="Tail")
    assert body == "ok"
    tail = base64.b64decode(answer["LogResult"]).decode()
    request_id = answer["ResponseMetadata"]["RequestId"]
    assert f"START RequestId: {request_id} Version: $LATEST" in tail
    assert "RESULT done" in tail
    assert f"REPORT RequestId: {request_id}" in tail
    logs = labcloud.boto3_client("logs")

    def messages() -> list[str]:
        try:
            found = logs.filter_log_events(logGroupName="/aws/lambda/talker")["events"]
        except ClientError:
            return []
        return [e["message"] for e in found]

    lines = wait_for(lambda: any(m.startswith("REPORT") for m in messages()) and messages())
    assert any(m == "RESULT done\n" for m in lines)
    assert any(m.startswith(f"END RequestId: {request_id}") for m in lines)


def test_no_logs_without_logs_permission(labcloud: Any, lam: Any) -> None:
    from lambda_helpers import create_role, deployer

    arn = create_role(labcloud, "bare-role", ())
    deployer(labcloud, arn)("quiet", "def handler(event, context):\n    print('x')\n    return 1\n")
    answer, body = _invoke(lam, "quiet")
    assert body == 1
    logs = labcloud.boto3_client("logs")
    groups = logs.describe_log_groups(logGroupNamePrefix="/aws/lambda/quiet")["logGroups"]
    assert groups == []


def test_dry_run_event_and_payload_limits(deploy: Any, lam: Any) -> None:
    deploy("limits", "def handler(event, context):\n    return 1\n")
    assert lam.invoke(FunctionName="limits", InvocationType="DryRun")["StatusCode"] == 204
    assert lam.invoke(FunctionName="limits", InvocationType="Event", Payload=b"{}")["StatusCode"] == 202
    # Event payloads up to 1 MB (AWS raised the limit from 256 KB); one byte more is refused.
    body = json.dumps({"x": "y" * 300_000})
    assert lam.invoke(FunctionName="limits", InvocationType="Event", Payload=body)["StatusCode"] == 202
    with pytest.raises(ClientError) as err:
        lam.invoke(
            FunctionName="limits", InvocationType="Event", Payload=b'"' + b"y" * (1_048_576 - 1) + b'"'
        )
    assert err.value.response["Error"]["Code"] == "RequestTooLargeException"
    assert err.value.response["Error"]["Message"] == (
        "Request must be smaller than 1048576 bytes for the InvokeFunction operation"
    )
    assert err.value.response["ResponseMetadata"]["HTTPStatusCode"] == 413
    # The deprecated InvokeAsync keeps its 256 KB limit.
    with pytest.raises(ClientError) as err:
        lam.invoke_async(FunctionName="limits", InvokeArgs=body)
    assert err.value.response["Error"]["Code"] == "RequestTooLargeException"
    assert err.value.response["ResponseMetadata"]["HTTPStatusCode"] == 413
    with pytest.raises(ClientError) as err:
        lam.invoke(FunctionName="limits", Payload=b"{not json")
    assert err.value.response["Error"]["Code"] == "InvalidRequestContentException"
    with pytest.raises(ClientError) as err:
        lam.invoke(FunctionName="nope", Payload=b"{}")
    assert err.value.response["Error"]["Code"] == "ResourceNotFoundException"
    assert err.value.response["Error"]["Message"] == (
        "Function not found: arn:aws:lambda:us-east-1:000000000000:function:nope"
    )


def test_reserved_concurrency_scale_out_and_throttle(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy(
        "sleepy",
        "import os, time\ndef handler(event, context):\n    time.sleep(event['s'])\n    return os.getpid()\n",
    )
    lam.put_function_concurrency(FunctionName="sleepy", ReservedConcurrentExecutions=2)
    results: list[Any] = []

    def call() -> None:
        results.append(_invoke(lam, "sleepy", {"s": 1.5})[1])

    threads = [threading.Thread(target=call) for _ in range(2)]
    for thread in threads:
        thread.start()
    wait_for(lambda: len(events(labcloud, "lambda.invocation.started")) >= 2)
    with pytest.raises(ClientError) as err:
        _invoke(lam, "sleepy", {"s": 0})
    assert err.value.response["Error"]["Code"] == "TooManyRequestsException"
    assert err.value.response["Error"]["Message"] == "Rate Exceeded."
    assert err.value.response["Reason"] == "ReservedFunctionConcurrentInvocationLimitExceeded"
    for thread in threads:
        thread.join()
    assert len(set(results)) == 2  # two sandboxes, two processes
    lam.put_function_concurrency(FunctionName="sleepy", ReservedConcurrentExecutions=0)
    with pytest.raises(ClientError) as err:
        _invoke(lam, "sleepy", {"s": 0})
    assert err.value.response["Error"]["Code"] == "TooManyRequestsException"


def test_cli_create_invoke_update_and_wait(labcloud: Any, role_arn: str, tmp_path: Path) -> None:
    first = tmp_path / "function.zip"
    first.write_bytes(
        make_zip({"app.py": "def handler(event, context):\n    return {'v': 1, 'in': event}\n"})
    )
    created = labcloud.aws_json(
        "lambda",
        "create-function",
        "--function-name",
        "cli-fn",
        "--runtime",
        "python3.12",
        "--role",
        role_arn,
        "--handler",
        "app.handler",
        "--zip-file",
        f"fileb://{first}",
    )
    assert created["State"] == "Pending"
    labcloud.aws("lambda", "wait", "function-active", "--function-name", "cli-fn")
    out = tmp_path / "out.json"
    answer = labcloud.aws_json("lambda", "invoke", "--function-name", "cli-fn", str(out))
    assert answer == {"StatusCode": 200, "ExecutedVersion": "$LATEST"}
    assert json.loads(out.read_text()) == {"v": 1, "in": {}}
    second = tmp_path / "function2.zip"
    second.write_bytes(make_zip({"app.py": "def handler(event, context):\n    return {'v': 2}\n"}))
    import hashlib

    expected = base64.b64encode(hashlib.sha256(second.read_bytes()).digest()).decode()
    sha = labcloud.aws(
        "lambda",
        "update-function-code",
        "--function-name",
        "cli-fn",
        "--zip-file",
        f"fileb://{second}",
        "--query",
        "CodeSha256",
        "--output",
        "text",
    ).stdout.strip()
    assert sha == expected
    labcloud.aws("lambda", "wait", "function-updated", "--function-name", "cli-fn")
    labcloud.aws("lambda", "invoke", "--function-name", "cli-fn", str(out))
    assert json.loads(out.read_text()) == {"v": 2}
    failing = labcloud.aws("lambda", "invoke", "--function-name", "missing-fn", str(out), check=False)
    assert failing.returncode != 0
    assert "ResourceNotFoundException" in failing.stderr


def test_the_invocations_route_filters_by_function(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("first", "def handler(event, context):\n    return 1\n")
    deploy("first-two", "def handler(event, context):\n    return 2\n")
    _invoke(lam, "first")
    _invoke(lam, "first-two")
    _invoke(lam, "first-two")
    wait_for(lambda: len(events(labcloud, "lambda.invocation.finished")) == 3)
    for name, count in (("first", 1), ("first-two", 2), ("none", 0)):
        listed = labcloud.get(f"/_labcloud/lambda/invocations?function={name}")["invocations"]
        assert [e["data"]["function_name"] for e in listed] == [name] * count
