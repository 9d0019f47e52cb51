"""A Node.js durable function written for AWS (``withDurableExecution`` from AWS's
``@aws/durable-execution-sdk-js``, given to sandboxes like the v3 SDK: ``LABCLOUD_NODE_SDK_DIR``) runs its
steps and a wait against labcloud's checkpoint API with no code change; moving the clock ends the wait."""

from __future__ import annotations

import io
import json
import os
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from sdks import js_modules

from labcloud.testing.server_process import LabcloudProcess

FUNCTION = """
const { withDurableExecution } = require("@aws/durable-execution-sdk-js");

exports.handler = withDurableExecution(async (event, context) => {
  const sum = await context.step("add", async () => event.a + event.b);
  await context.wait({ seconds: 3600 });
  const doubled = await context.step("double", async () => sum * 2);
  return { sum, doubled };
});
"""
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    env = {**os.environ, "LABCLOUD_NODE_SDK_DIR": js_modules()}
    process = LabcloudProcess(data_dir=tmp_path / "data", in_memory=True, env=env).start()
    try:
        yield process
    finally:
        process.stop()


def _until(check: object, timeout: float = 60.0) -> object:
    deadline = time.monotonic() + timeout
    while True:
        value = check()  # type: ignore[operator]
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.2)


@pytest.mark.timeout(600)
def test_a_node_durable_function_runs_unchanged(server: LabcloudProcess) -> None:
    iam = server.boto3_client("iam")
    role = iam.create_role(RoleName="durable-node", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    iam.attach_role_policy(
        RoleName="durable-node",
        PolicyArn="arn:aws:iam::aws:policy/service-role/AWSLambdaBasicDurableExecutionRolePolicy",
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("index.js", FUNCTION)
    lam = server.boto3_client("lambda")
    lam.create_function(
        FunctionName="node-durable",
        Runtime="nodejs20.x",
        Role=role,
        Handler="index.handler",
        Code={"ZipFile": buffer.getvalue()},
        Timeout=30,
        DurableConfig={"ExecutionTimeout": 86400},
    )
    arn = lam.invoke(
        FunctionName="node-durable:$LATEST", InvocationType="Event", Payload=json.dumps({"a": 1, "b": 2})
    )["DurableExecutionArn"]

    def history() -> list[str]:
        return [e["EventType"] for e in lam.get_durable_execution_history(DurableExecutionArn=arn)["Events"]]

    assert _until(lambda: "WaitStarted" in history()), history()
    assert lam.get_durable_execution(DurableExecutionArn=arn)["Status"] == "RUNNING"
    server.advance_clock("2h")
    ended = _until(
        lambda: (got := lam.get_durable_execution(DurableExecutionArn=arn))["Status"] != "RUNNING" and got
    )
    assert isinstance(ended, dict), ended
    assert ended["Status"] == "SUCCEEDED", ended
    assert json.loads(ended["Result"]) == {"sum": 3, "doubled": 6}
    assert history()[-1] == "ExecutionSucceeded"
