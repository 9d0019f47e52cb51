"""labcloud inside the test process (``labcloud.testing.mock_aws``): boto3 clients reach it without a socket,
every service answers as over HTTP, Lambda still runs in sandboxes, a mapping drains a queue."""

from __future__ import annotations

import base64
import io
import json
import socket
import time
import zipfile
from typing import Any

import boto3
import pytest
import smoke_boto3
from botocore.exceptions import EndpointConnectionError

from labcloud.testing import MockAws, mock_aws

WORKER = """
import os
import boto3

def handler(event, context):
    table = boto3.client("dynamodb", endpoint_url=os.environ["AWS_ENDPOINT_URL"])
    for record in event["Records"]:
        table.put_item(TableName="drained", Item={"id": {"S": record["body"]}})
    return {}
"""


def _zip(code: str) -> bytes:
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as archive:
        archive.writestr("app.py", code)
    return data.getvalue()


def test_every_service_answers_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    zipped = _zip("def handler(event, context):\n    return {'hello': event['name']}\n")
    monkeypatch.setenv("SMOKE_ZIP", base64.b64encode(zipped).decode())
    with mock_aws():
        results = smoke_boto3.run(None, "in-process")
    failures = [f"{r['step']}: {r['problem']}" for r in results if not r["ok"]]
    assert not failures, "\n".join(failures)
    assert len(results) == len(json.loads(open(smoke_boto3.PLAN).read())["steps"])


def test_each_activation_starts_from_a_fresh_account() -> None:
    with mock_aws():
        sqs = boto3.client("sqs", region_name="us-east-1")
        sqs.create_queue(QueueName="left-behind")
        assert len(sqs.list_queues()["QueueUrls"]) == 1
    with mock_aws() as aws:
        sqs = boto3.client("sqs", region_name="us-east-1")
        assert sqs.list_queues().get("QueueUrls", []) == []
        sqs.create_queue(QueueName="again")
        aws.reset()
        assert sqs.list_queues().get("QueueUrls", []) == []


@mock_aws
def test_as_a_decorator() -> None:
    ddb = boto3.client("dynamodb", region_name="us-east-1")
    assert ddb.list_tables()["TableNames"] == []
    with pytest.raises(ddb.exceptions.ResourceNotFoundException):
        ddb.describe_table(TableName="missing")


def test_the_pytest_fixture(labcloud_in_process: MockAws) -> None:
    s3 = boto3.client("s3", region_name="us-east-1")
    s3.create_bucket(Bucket="fixture-bucket")
    s3.put_object(Bucket="fixture-bucket", Key="a/b.txt", Body=b"body")  # virtual-hosted style, rewritten
    assert s3.get_object(Bucket="fixture-bucket", Key="a/b.txt")["Body"].read() == b"body"
    assert labcloud_in_process.server.endpoint.startswith("http://127.0.0.1:")


def test_inactive_clients_go_where_they_point() -> None:
    with mock_aws():
        pass
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed = probe.getsockname()[1]  # nothing listens once the probe closes
    client = boto3.client(
        "sqs",
        region_name="us-east-1",
        endpoint_url=f"http://127.0.0.1:{closed}",
        config=boto3.session.Config(retries={"max_attempts": 1}),
    )
    with pytest.raises(EndpointConnectionError):
        client.list_queues()


@pytest.mark.timeout(120)
def test_a_mapping_drains_a_queue_into_a_table_in_process() -> None:
    with mock_aws():
        iam = boto3.client("iam")
        role = iam.create_role(
            RoleName="worker",
            AssumeRolePolicyDocument=json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Allow",
                            "Principal": {"Service": "lambda.amazonaws.com"},
                            "Action": "sts:AssumeRole",
                        }
                    ],
                }
            ),
        )["Role"]["Arn"]
        iam.put_role_policy(
            RoleName="worker",
            PolicyName="work",
            PolicyDocument=json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Allow",
                            "Action": ["sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes"],
                            "Resource": "*",
                        },
                        {"Effect": "Allow", "Action": "dynamodb:PutItem", "Resource": "*"},
                    ],
                }
            ),
        )
        ddb = boto3.client("dynamodb")
        ddb.create_table(
            TableName="drained",
            BillingMode="PAY_PER_REQUEST",
            AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
            KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        )
        lam = boto3.client("lambda")
        lam.create_function(
            FunctionName="worker",
            Runtime="python3.12",
            Handler="app.handler",
            Role=role,
            Code={"ZipFile": _zip(WORKER)},
            Timeout=30,
        )
        sqs = boto3.client("sqs")
        url = sqs.create_queue(QueueName="jobs")["QueueUrl"]
        arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
        lam.create_event_source_mapping(FunctionName="worker", EventSourceArn=arn, BatchSize=1)
        for name in ("a", "b", "c"):
            sqs.send_message(QueueUrl=url, MessageBody=name)
        deadline = time.monotonic() + 60
        stored: list[Any] = []
        while time.monotonic() < deadline:
            stored = ddb.scan(TableName="drained")["Items"]
            if len(stored) == 3:
                break
            time.sleep(0.2)
        assert sorted(item["id"]["S"] for item in stored) == ["a", "b", "c"]
