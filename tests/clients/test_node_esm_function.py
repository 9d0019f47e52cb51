"""An ES module Node.js function (``index.mjs``, ``export const handler``, top-level await) that imports the
JavaScript SDK v3 the runtime offers reaches labcloud with no code change, through boto3 Invoke and an SQS
event source mapping; loading failures come back with Lambda's error types and messages."""

from __future__ import annotations

import io
import json
import time
import zipfile
from collections.abc import Iterator
from typing import Any

import pytest
from sdks import js_modules

from labcloud.runtime import confine
from labcloud.testing.server_process import LabcloudProcess

FUNCTION = """
import { SQSClient, GetQueueUrlCommand, SendMessageCommand } from "@aws-sdk/client-sqs";
import { DynamoDBClient, PutItemCommand } from "@aws-sdk/client-dynamodb";

const sqs = new SQSClient({});
const dynamodb = new DynamoDBClient({});
const region = await sqs.config.region();  // top-level await, before the first event

export const handler = async (event) => {
  if (event.Records) {
    for (const record of event.Records) {
      await dynamodb.send(new PutItemCommand({
        TableName: "esm-table", Item: { pk: { S: record.messageId }, body: { S: record.body } },
      }));
    }
    return { batchItemFailures: [] };
  }
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: event.queue }));
  const sent = await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: event.body }));
  return { queueUrl: QueueUrl, messageId: sent.MessageId, region };
};
"""
MISSING_PACKAGE = """
import { S3Client } from "@aws-sdk/client-not-offered";
export const handler = async () => "unreachable";
"""
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _zip(files: dict[str, str]) -> bytes:
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return data.getvalue()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    import os

    env = {**os.environ, "LABCLOUD_NODE_SDK_DIR": js_modules()}
    running = LabcloudProcess(data_dir=tmp_path_factory.mktemp("esm"), in_memory=True, env=env).start()
    try:
        iam = running.boto3_client("iam")
        iam.create_role(RoleName="esm-node", AssumeRolePolicyDocument=json.dumps(TRUST))
        for policy in ("AmazonSQSFullAccess", "AmazonDynamoDBFullAccess"):
            iam.attach_role_policy(RoleName="esm-node", PolicyArn=f"arn:aws:iam::aws:policy/{policy}")
        yield running
    finally:
        running.stop()


def _deploy(
    server: LabcloudProcess, name: str, files: dict[str, str], handler: str = "index.handler"
) -> None:
    role = server.boto3_client("iam").get_role(RoleName="esm-node")["Role"]["Arn"]
    server.boto3_client("lambda").create_function(
        FunctionName=name, Runtime="nodejs20.x", Role=role, Handler=handler, Code={"ZipFile": _zip(files)}
    )


def _invoke(server: LabcloudProcess, name: str, event: dict[str, Any]) -> dict[str, Any]:
    answer = server.boto3_client("lambda").invoke(FunctionName=name, Payload=json.dumps(event).encode())
    payload: dict[str, Any] = json.loads(answer["Payload"].read())
    if "FunctionError" in answer:
        payload["FunctionError"] = answer["FunctionError"]
    return payload


@pytest.mark.timeout(600)
def test_an_mjs_function_imports_the_sdk_and_reaches_labcloud(server: LabcloudProcess) -> None:
    sqs = server.boto3_client("sqs")
    url = sqs.create_queue(QueueName="esm-out")["QueueUrl"]
    _deploy(server, "esm-invoke", {"index.mjs": FUNCTION})
    answer = _invoke(server, "esm-invoke", {"queue": "esm-out", "body": "hello from an ES module"})
    assert "FunctionError" not in answer, answer
    assert answer["queueUrl"] == url and answer["region"] == "us-east-1"
    got = sqs.receive_message(QueueUrl=url)["Messages"][0]
    assert (got["Body"], got["MessageId"]) == ("hello from an ES module", answer["messageId"])


@pytest.mark.timeout(600)
def test_a_type_module_function_drains_a_queue_through_a_mapping(server: LabcloudProcess) -> None:
    sqs, ddb = server.boto3_client("sqs"), server.boto3_client("dynamodb")
    ddb.create_table(
        TableName="esm-table",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    url = sqs.create_queue(QueueName="esm-in")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    files = {"index.js": FUNCTION, "package.json": json.dumps({"name": "drain", "type": "module"})}
    _deploy(server, "esm-drain", files)
    sent = {sqs.send_message(QueueUrl=url, MessageBody=f"m{n}")["MessageId"]: f"m{n}" for n in range(5)}
    server.boto3_client("lambda").create_event_source_mapping(
        FunctionName="esm-drain", EventSourceArn=arn, BatchSize=10
    )
    deadline = time.monotonic() + 60
    stored: dict[str, str] = {}
    while len(stored) < len(sent) and time.monotonic() < deadline:
        items = ddb.scan(TableName="esm-table")["Items"]
        stored = {item["pk"]["S"]: item["body"]["S"] for item in items}
        time.sleep(0.2)
    assert stored == sent
    attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    assert (
        attributes["ApproximateNumberOfMessages"],
        attributes["ApproximateNumberOfMessagesNotVisible"],
    ) == (
        "0",
        "0",
    )


@pytest.mark.timeout(600)
def test_loading_failures_have_lambdas_error_types(server: LabcloudProcess) -> None:
    _deploy(server, "esm-no-export", {"index.mjs": FUNCTION}, handler="index.absent")
    no_export = _invoke(server, "esm-no-export", {})
    assert (no_export["FunctionError"], no_export["errorType"]) == ("Unhandled", "Runtime.HandlerNotFound")
    assert no_export["errorMessage"] == "index.absent is undefined or not exported"

    _deploy(server, "esm-no-file", {"main.mjs": FUNCTION})
    no_file = _invoke(server, "esm-no-file", {})
    assert (no_file["FunctionError"], no_file["errorType"]) == ("Unhandled", "Runtime.ImportModuleError")
    assert no_file["errorMessage"] == "Error: Cannot find module 'index'"

    _deploy(server, "esm-no-package", {"index.mjs": MISSING_PACKAGE})
    no_package = _invoke(server, "esm-no-package", {})
    assert (no_package["FunctionError"], no_package["errorType"]) == (
        "Unhandled",
        "Runtime.ImportModuleError",
    )
    message = "Error: Cannot find package '@aws-sdk/client-not-offered' imported from "
    if confine.protections().namespaces:  # where a confined sandbox sees its code, as on Lambda
        assert no_package["errorMessage"] == message + "/var/task/index.mjs"
    else:
        assert no_package["errorMessage"].startswith(message) and no_package["errorMessage"].endswith(
            "/index.mjs"
        )
