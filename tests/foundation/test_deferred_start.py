"""The server answers before it has built every service (``hub.py``): requests that arrive while the
rest is built in the background are answered as by a server built in full; background work stored
in the data dir (an event source mapping) resumes with no client call; a service's data from a newer
labcloud still makes the server exit 1.

``LABCLOUD_BUILD_PAUSE`` spaces the background builds out, so the requests surely arrive meanwhile.
"""

from __future__ import annotations

import io
import json
import os
import sqlite3
import subprocess
import sys
import time
import urllib.request
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from labcloud.services.registry import EVERY_REQUEST, PACKAGES
from labcloud.testing.server_process import LabcloudProcess, free_port


def _health(server: LabcloudProcess) -> dict[str, str]:
    with urllib.request.urlopen(server.endpoint + "/_labcloud/health", timeout=10) as response:
        services: dict[str, str] = json.loads(response.read())["services"]
    return services


def _slow_builds(seconds: float) -> dict[str, str]:
    return {**os.environ, "LABCLOUD_BUILD_PAUSE": str(seconds)}


def test_requests_during_the_background_build_are_answered(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data", env=_slow_builds(1.0)).start()
    try:
        before = _health(server)
        assert before["pipes"] == "starting" and before["ssm"] == "starting"
        assert before["iam"] == "running" and before["sts"] == "running"  # what every request needs

        def queue_round_trip() -> list[str]:
            sqs = server.boto3_client("sqs")
            url = sqs.create_queue(QueueName="early")["QueueUrl"]
            sqs.send_message(QueueUrl=url, MessageBody="hello")
            got = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=1)["Messages"]
            return [m["Body"] for m in got]

        def topic_to_queue() -> str:  # SNS reaches SQS through hub.call: that builds SQS too
            sns, sqs = server.boto3_client("sns"), server.boto3_client("sqs")
            url = sqs.create_queue(QueueName="fanout")["QueueUrl"]
            arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"][
                "QueueArn"
            ]
            topic = sns.create_topic(Name="t")["TopicArn"]
            allow = {
                "Effect": "Allow",
                "Principal": {"Service": "sns.amazonaws.com"},
                "Action": "sqs:SendMessage",
                "Resource": arn,
                "Condition": {"ArnEquals": {"aws:SourceArn": topic}},
            }
            policy = json.dumps({"Version": "2012-10-17", "Statement": [allow]})
            sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": policy})
            sns.subscribe(
                TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"}
            )
            sns.publish(TopicArn=topic, Message="via sns")
            body: str = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=5)["Messages"][0]["Body"]
            return body

        calls: dict[str, Any] = {
            "sqs": queue_round_trip,
            "sns": topic_to_queue,
            "ssm": lambda: server.boto3_client("ssm").put_parameter(Name="/p", Value="v", Type="String")[
                "Version"
            ],
            "pipes": lambda: server.boto3_client("pipes").list_pipes()["Pipes"],
            "ec2": lambda: len(server.boto3_client("ec2").describe_vpcs()["Vpcs"]),
        }
        with ThreadPoolExecutor(len(calls)) as pool:
            futures = {name: pool.submit(call) for name, call in calls.items()}
            answers = {name: future.result() for name, future in futures.items()}
        assert answers == {"sqs": ["hello"], "sns": "via sns", "ssm": 1, "pipes": [], "ec2": 1}

        during = _health(server)
        assert all(during[name] == "running" for name in ("sqs", "sns", "ssm", "pipes", "ec2"))
        # built on demand, not by waiting for the whole background build: the last service the background
        # builds is still waiting (about 30 s away at one build a second, however slow the calls above were)
        last = [name for name in PACKAGES if name not in EVERY_REQUEST][-1]
        assert during[last] == "starting"

        # labcloud's own routes (the view, snapshots, the services' own routes) see every service
        with urllib.request.urlopen(server.endpoint + "/_labcloud/sqs/queues", timeout=10) as response:
            assert response.status == 200
        assert set(_health(server).values()) == {"running"}
    finally:
        server.stop()


# Writes each message it is given into a DynamoDB table: the test sees the mapping work through
# DynamoDB only, so no call of its own builds Lambda or SQS.
RECORDER = """
import boto3
def handler(event, context):
    table = boto3.client("dynamodb")
    for record in event["Records"]:
        table.put_item(TableName="seen", Item={"body": {"S": record["body"]}})
"""

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _zip(code: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", code)
    return buffer.getvalue()


def test_a_stored_mapping_polls_after_a_restart_without_any_client_call(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        iam = server.boto3_client("iam")
        role = iam.create_role(RoleName="r", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
        for policy in ("AWSLambdaSQSQueueExecutionRole", "AmazonDynamoDBFullAccess"):
            prefix = "service-role/" if policy.startswith("AWSLambda") else ""
            iam.attach_role_policy(RoleName="r", PolicyArn=f"arn:aws:iam::aws:policy/{prefix}{policy}")
        dynamodb = server.boto3_client("dynamodb")
        dynamodb.create_table(
            TableName="seen",
            KeySchema=[{"AttributeName": "body", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "body", "AttributeType": "S"}],
            BillingMode="PAY_PER_REQUEST",
        )
        lam, sqs = server.boto3_client("lambda"), server.boto3_client("sqs")
        lam.create_function(
            FunctionName="recorder",
            Runtime="python3.12",
            Role=role,
            Handler="app.handler",
            Code={"ZipFile": _zip(RECORDER)},
        )
        url = sqs.create_queue(QueueName="work")["QueueUrl"]
        arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
        lam.create_event_source_mapping(EventSourceArn=arn, FunctionName="recorder", BatchSize=1)
        # visible only once the server has restarted: the poller of the restarted server must take it
        sqs.send_message(QueueUrl=url, MessageBody="after restart", DelaySeconds=4)
        server.stop()

        server.env = _slow_builds(0.2)
        server.start()
        assert _health(server)["lambda"] == "starting"
        dynamodb = server.boto3_client("dynamodb")  # builds DynamoDB only; Lambda and SQS come by themselves
        deadline = time.monotonic() + 60
        while "Item" not in dynamodb.get_item(TableName="seen", Key={"body": {"S": "after restart"}}):
            assert time.monotonic() < deadline, "the mapping did not poll after the restart"
            time.sleep(0.2)
    finally:
        server.stop()


def test_a_service_schema_from_a_newer_labcloud_still_refuses_the_start(tmp_path: Path) -> None:
    first = LabcloudProcess(data_dir=tmp_path / "d").start()
    first.get("/_labcloud/events")  # labcloud's own routes build every service (and record its schema)
    first.stop()
    conn = sqlite3.connect(tmp_path / "d" / "labcloud.db")
    conn.execute("UPDATE labcloud_schema SET version=99 WHERE owner='pipes'")  # built last, in the background
    conn.commit()
    conn.close()
    command = [sys.executable, "-m", "labcloud.cli", "up", "--port", str(free_port())]
    result = subprocess.run(
        [*command, "--data-dir", str(tmp_path / "d")], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 1
    assert "the data dir's pipes schema is at version 99, newer than this labcloud knows" in result.stderr
