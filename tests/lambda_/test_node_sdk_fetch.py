"""Node.js functions find the AWS SDK v3 as on Lambda with nothing installed by hand (runtime/node_sdk.py).

A nodejs20.x function that ships no ``node_modules`` requires ``@aws-sdk/client-sqs`` (CommonJS) or imports
``@aws-sdk/client-dynamodb`` (ESM): labcloud fetches them from npm into the per-user cache (once per machine;
``.ci/run`` prefetches them) and the clients reach labcloud. A function shipping its own copy uses it, and
nothing is fetched for it; offline, a missing package is Lambda's ``Runtime.ImportModuleError`` and the log
says why and how to prefetch.
"""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from lambda_helpers import create_role, make_zip

from labcloud.testing.server_process import LabcloudProcess

SQS_CJS = """
const { SQSClient, SendMessageCommand } = require("@aws-sdk/client-sqs");
const sqs = new SQSClient({});
exports.handler = async (event) => {
  const sent = await sqs.send(new SendMessageCommand({ QueueUrl: event.queue, MessageBody: "from node" }));
  return { messageId: sent.MessageId };
};
"""
DYNAMODB_ESM = """
import { DynamoDBClient, PutItemCommand } from "@aws-sdk/client-dynamodb";
const dynamodb = new DynamoDBClient({});
export const handler = async (event) => {
  await dynamodb.send(new PutItemCommand({ TableName: event.table, Item: { pk: { S: "esm" } } }));
  return "written";
};
"""
OWN_COPY = {
    "index.js": 'const sqs = require("@aws-sdk/client-sqs");\nexports.handler = async () => sqs.whose;\n',
    "node_modules/@aws-sdk/client-sqs/package.json": '{"name": "@aws-sdk/client-sqs", "version": "0.0.1"}',
    "node_modules/@aws-sdk/client-sqs/index.js": 'exports.whose = "the function\'s own";\n',
}


def _deploy(
    server: LabcloudProcess, name: str, files: dict[str, str], handler: str = "index.handler"
) -> None:
    iam = server.boto3_client("iam")
    roles = [role["Arn"] for role in iam.list_roles()["Roles"] if role["RoleName"] == "node-sdk"]
    server.boto3_client("lambda").create_function(
        FunctionName=name,
        Runtime="nodejs20.x",
        Role=roles[0] if roles else create_role(server, "node-sdk"),
        Handler=handler,
        Code={"ZipFile": make_zip(dict(files))},
        Timeout=30,
    )


def _invoke(server: LabcloudProcess, name: str, event: dict[str, Any]) -> tuple[dict[str, Any], str]:
    answer = server.boto3_client("lambda").invoke(
        FunctionName=name, Payload=json.dumps(event).encode(), LogType="Tail"
    )
    return answer, base64.b64decode(answer["LogResult"]).decode()


@pytest.fixture(scope="module")
def online(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    env = {
        k: v for k, v in os.environ.items() if k not in ("LABCLOUD_NODE_SDK_DIR", "LABCLOUD_PUBLIC_LAYERS")
    }
    server = LabcloudProcess(in_memory=True, env=env).start()  # the per-user SDK cache
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def offline(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[LabcloudProcess, Path]]:
    cache = tmp_path_factory.mktemp("node-sdk")
    env = {k: v for k, v in os.environ.items() if k != "LABCLOUD_NODE_SDK_DIR"}
    env.update(
        LABCLOUD_PUBLIC_LAYERS="offline",
        LABCLOUD_NODE_SDK_CACHE=str(cache),  # nothing fetched yet (nor a folder installed by hand looked at)
    )
    server = LabcloudProcess(in_memory=True, env=env).start()
    try:
        yield server, cache
    finally:
        server.stop()


@pytest.fixture(scope="module")
def unreachable(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    env = {
        k: v for k, v in os.environ.items() if k not in ("LABCLOUD_NODE_SDK_DIR", "LABCLOUD_PUBLIC_LAYERS")
    }
    env.update(
        LABCLOUD_NODE_SDK_CACHE=str(tmp_path_factory.mktemp("node-sdk")),
        npm_config_cache=str(tmp_path_factory.mktemp("npm")),  # nothing in npm's own cache either
        npm_config_registry="http://127.0.0.1:9/",  # nothing listens on the discard port
        npm_config_fetch_retry_mintimeout="100",
        npm_config_fetch_retry_maxtimeout="200",
    )
    server = LabcloudProcess(in_memory=True, env=env).start()
    try:
        yield server
    finally:
        server.stop()


def test_a_function_with_no_node_modules_sends_with_the_sdk_labcloud_fetched(online: LabcloudProcess) -> None:
    sqs = online.boto3_client("sqs")
    queue = sqs.create_queue(QueueName="from-node")["QueueUrl"]
    _deploy(online, "sqs-cjs", {"index.js": SQS_CJS})
    answer, log = _invoke(online, "sqs-cjs", {"queue": queue})
    assert "FunctionError" not in answer, log
    sent = json.loads(answer["Payload"].read())
    received = sqs.receive_message(QueueUrl=queue, WaitTimeSeconds=0)["Messages"]
    assert [m["MessageId"] for m in received] == [sent["messageId"]]
    assert received[0]["Body"] == "from node"


def test_an_esm_handler_imports_the_dynamodb_client(online: LabcloudProcess) -> None:
    dynamodb = online.boto3_client("dynamodb")
    dynamodb.create_table(
        TableName="from-esm",
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        BillingMode="PAY_PER_REQUEST",
    )
    _deploy(online, "ddb-esm", {"index.mjs": DYNAMODB_ESM})
    answer, log = _invoke(online, "ddb-esm", {"table": "from-esm"})
    assert "FunctionError" not in answer, log
    assert json.loads(answer["Payload"].read()) == "written"
    item = dynamodb.get_item(TableName="from-esm", Key={"pk": {"S": "esm"}})["Item"]
    assert item == {"pk": {"S": "esm"}}


def test_offline_a_missing_sdk_package_is_an_import_error_and_the_log_says_why(
    offline: tuple[LabcloudProcess, Path],
) -> None:
    server, cache = offline
    _deploy(server, "offline-sqs", {"index.js": SQS_CJS})
    answer, log = _invoke(server, "offline-sqs", {"queue": "unused"})
    assert answer["FunctionError"] == "Unhandled"
    error = json.loads(answer["Payload"].read())
    assert error["errorType"] == "Runtime.ImportModuleError"
    assert "Cannot find module '@aws-sdk/client-sqs'" in error["errorMessage"]
    assert "labcloud: could not fetch the AWS SDK for JavaScript package(s) @aws-sdk/client-sqs" in log
    assert "LABCLOUD_PUBLIC_LAYERS=offline" in log
    assert "labcloud layers prefetch --node-sdk @aws-sdk/client-sqs" in log
    assert not (cache / "sets").exists()


def test_a_function_shipping_its_own_client_uses_it_and_nothing_is_missing(
    offline: tuple[LabcloudProcess, Path],
) -> None:
    server, cache = offline
    _deploy(server, "own-copy", OWN_COPY)
    answer, log = _invoke(server, "own-copy", {})
    assert "FunctionError" not in answer, log
    assert json.loads(answer["Payload"].read()) == "the function's own"
    assert "labcloud: could not fetch" not in log  # not counted as missing: nothing to fetch
    assert not (cache / "sets").exists()


def test_an_unreachable_registry_is_an_import_error_and_the_log_says_npm_failed(
    unreachable: LabcloudProcess,
) -> None:
    _deploy(unreachable, "no-registry", {"index.js": SQS_CJS})
    answer, log = _invoke(unreachable, "no-registry", {"queue": "unused"})
    error = json.loads(answer["Payload"].read())
    assert answer["FunctionError"] == "Unhandled"
    assert error["errorType"] == "Runtime.ImportModuleError"
    assert "could not fetch the AWS SDK for JavaScript package(s) @aws-sdk/client-sqs" in log
    assert "npm install @aws-sdk/client-sqs@<=3.1178.0 (npm) failed: npm error code ECONNREFUSED" in log
