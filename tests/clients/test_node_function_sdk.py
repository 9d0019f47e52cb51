"""A Node.js function that uses the JavaScript SDK v3 with no endpoint, as written for AWS, reaches labcloud.

Lambda's Node.js runtimes carry the v3 SDK; labcloud gives sandboxes a ``node_modules`` installed with npm
(``LABCLOUD_NODE_SDK_DIR``, runtime/node_sdk.py): here the SDK matrix's folder. The function builds its
clients with ``new SQSClient({})`` / ``new DynamoDBClient({})``: the region, the credentials and
``AWS_ENDPOINT_URL`` come from the sandbox's environment.
"""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sdks import js_modules

from labcloud.testing.server_process import LabcloudProcess

FUNCTION = """
const { SQSClient, GetQueueUrlCommand, SendMessageCommand } = require("@aws-sdk/client-sqs");
const { DynamoDBClient, PutItemCommand } = require("@aws-sdk/client-dynamodb");

const sqs = new SQSClient({});
const dynamodb = new DynamoDBClient({});

exports.handler = async (event) => {
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: event.queue }));
  const sent = await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: event.body }));
  await dynamodb.send(new PutItemCommand({
    TableName: event.table, Item: { pk: { S: "from-node" }, body: { S: event.body } },
  }));
  return { queueUrl: QueueUrl, messageId: sent.MessageId, region: await sqs.config.region() };
};
"""
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _zip() -> bytes:
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as archive:
        archive.writestr("index.js", FUNCTION)
    return data.getvalue()


def _server(sdk_dir: str, folder: Path) -> LabcloudProcess:
    import os

    env = dict(os.environ)
    env["LABCLOUD_NODE_SDK_DIR"] = sdk_dir
    return LabcloudProcess(data_dir=folder, in_memory=True, env=env).start()


@pytest.fixture(scope="module")
def with_sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    server = _server(js_modules(), tmp_path_factory.mktemp("with-sdk"))
    try:
        yield server
    finally:
        server.stop()


def _deploy(server: LabcloudProcess, runtime: str) -> None:
    iam = server.boto3_client("iam")
    name = f"node-{runtime}"
    role = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    for policy in (
        "AmazonSQSFullAccess",
        "AmazonDynamoDBFullAccess",
    ):  # the role's policies apply in the sandbox
        iam.attach_role_policy(RoleName=name, PolicyArn=f"arn:aws:iam::aws:policy/{policy}")
    server.boto3_client("lambda").create_function(
        FunctionName=f"node-sdk-{runtime.replace('.', '-')}",
        Runtime=runtime,
        Role=role,
        Handler="index.handler",
        Code={"ZipFile": _zip()},
    )


def _invoke(server: LabcloudProcess, runtime: str, body: str) -> dict[str, Any]:
    answer = server.boto3_client("lambda").invoke(
        FunctionName=f"node-sdk-{runtime.replace('.', '-')}",
        Payload=json.dumps({"queue": "node-queue", "table": "node-table", "body": body}).encode(),
    )
    payload: dict[str, Any] = json.loads(answer["Payload"].read())
    if "FunctionError" in answer:
        payload["FunctionError"] = answer["FunctionError"]
    return payload


def _resources(server: LabcloudProcess) -> str:
    server.boto3_client("sqs").create_queue(QueueName="node-queue")
    server.boto3_client("dynamodb").create_table(
        TableName="node-table",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    return str(server.boto3_client("sqs").get_queue_url(QueueName="node-queue")["QueueUrl"])


@pytest.mark.timeout(600)
@pytest.mark.parametrize("runtime", ["nodejs20.x", "nodejs18.x"])
def test_a_v3_function_reaches_labcloud_with_no_code_change(with_sdk: LabcloudProcess, runtime: str) -> None:
    with_sdk.reset()
    url = _resources(with_sdk)
    _deploy(with_sdk, runtime)
    answer = _invoke(with_sdk, runtime, f"hello from {runtime}")
    assert "FunctionError" not in answer, answer
    assert answer["queueUrl"] == url and answer["region"] == "us-east-1"
    got = with_sdk.boto3_client("sqs").receive_message(QueueUrl=url)["Messages"][0]
    assert got["Body"] == f"hello from {runtime}" and got["MessageId"] == answer["messageId"]
    item = with_sdk.boto3_client("dynamodb").get_item(TableName="node-table", Key={"pk": {"S": "from-node"}})
    assert item["Item"]["body"] == {"S": f"hello from {runtime}"}


@pytest.mark.timeout(600)
def test_without_an_installed_sdk_the_require_fails_as_lambda_says(tmp_path: Path) -> None:
    server = _server(str(tmp_path / "no-sdk-here"), tmp_path / "data")
    try:
        _resources(server)
        _deploy(server, "nodejs20.x")
        answer = _invoke(server, "nodejs20.x", "never sent")
        lam = server.boto3_client("lambda")
        lam.update_function_configuration(FunctionName="node-sdk-nodejs20-x", Handler="absent.handler")
        lam.get_waiter("function_updated").wait(FunctionName="node-sdk-nodejs20-x")
        no_handler = _invoke(server, "nodejs20.x", "never sent")
    finally:
        server.stop()
    assert answer["FunctionError"] == "Unhandled"
    assert answer["errorType"] == "Runtime.ImportModuleError"
    assert answer["errorMessage"] == "Error: Cannot find module '@aws-sdk/client-sqs'"
    # the handler's own file missing is named by its module path, as before
    assert no_handler["errorType"] == "Runtime.ImportModuleError"
    assert no_handler["errorMessage"] == "Error: Cannot find module 'absent'"
