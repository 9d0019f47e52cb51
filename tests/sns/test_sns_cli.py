"""The real CLIs against labcloud's SNS: awscli v1 (in the venv) and AWS CLI v2 (/usr/bin/aws)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from sns_helpers import queue, receive

from labcloud.testing.server_process import LabcloudProcess

V2 = "/usr/bin/aws"


def cli(
    server: LabcloudProcess, program: str, *args: str, check: bool = True
) -> subprocess.CompletedProcess[str]:
    # v2.9 predates AWS_ENDPOINT_URL: it is given the endpoint, as labcloud's shim does
    endpoint = ["--endpoint-url", server.endpoint] if program == V2 else []
    result = subprocess.run(
        [program, *args, *endpoint, "--output", "json"],
        env=server.cli_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    if check and result.returncode != 0:
        raise AssertionError(f"{program} {' '.join(args)} failed:\n{result.stderr}")
    return result


def programs() -> list[str]:
    found = [str(shutil.which("aws"))]
    if shutil.which(V2) and V2 not in found:
        found.append(V2)
    return found


@pytest.mark.parametrize("program", programs())
def test_topic_subscribe_publish_and_errors(labcloud: LabcloudProcess, program: str, tmp_path: Path) -> None:
    sqs = labcloud.boto3_client("sqs")
    run = lambda *a, **k: cli(labcloud, program, *a, **k)  # noqa: E731
    topic = json.loads(run("sns", "create-topic", "--name", "cli-topic").stdout)["TopicArn"]
    assert topic == "arn:aws:sns:us-east-1:000000000000:cli-topic"
    run(
        "sns",
        "set-topic-attributes",
        "--topic-arn",
        topic,
        "--attribute-name",
        "DisplayName",
        "--attribute-value",
        "CLI",
    )
    attributes = json.loads(run("sns", "get-topic-attributes", "--topic-arn", topic).stdout)["Attributes"]
    assert attributes["DisplayName"] == "CLI"
    url, arn = queue(sqs, "cli-queue", topic)
    sub = json.loads(
        run(
            "sns",
            "subscribe",
            "--topic-arn",
            topic,
            "--protocol",
            "sqs",
            "--notification-endpoint",
            arn,
            "--attributes",
            '{"RawMessageDelivery":"true","FilterPolicy":"{\\"kind\\":[\\"a\\"]}"}',
        ).stdout
    )["SubscriptionArn"]
    listed = json.loads(run("sns", "list-subscriptions-by-topic", "--topic-arn", topic).stdout)[
        "Subscriptions"
    ]
    assert [s["SubscriptionArn"] for s in listed] == [sub]
    published = json.loads(
        run(
            "sns",
            "publish",
            "--topic-arn",
            topic,
            "--message",
            "from the cli",
            "--message-attributes",
            '{"kind":{"DataType":"String","StringValue":"a"}}',
        ).stdout
    )
    assert published["MessageId"]
    run("sns", "publish", "--topic-arn", topic, "--message", "filtered out")
    assert [m["Body"] for m in receive(sqs, url, 1)] == ["from the cli"]
    batch = json.loads(
        run(
            "sns",
            "publish-batch",
            "--topic-arn",
            topic,
            "--publish-batch-request-entries",
            json.dumps([{"Id": "1", "Message": "b1"}, {"Id": "2", "Message": ""}]),
        ).stdout
    )
    assert [s["Id"] for s in batch["Successful"]] == ["1"]
    assert batch["Failed"][0]["Code"] == "InvalidParameter"
    run("sns", "tag-resource", "--resource-arn", topic, "--tags", "Key=team,Value=cli")
    tags = json.loads(run("sns", "list-tags-for-resource", "--resource-arn", topic).stdout)["Tags"]
    assert tags == [{"Key": "team", "Value": "cli"}]
    failed = run("sns", "get-topic-attributes", "--topic-arn", topic + "-missing", check=False)
    assert failed.returncode != 0
    assert "(NotFound)" in failed.stderr and "Topic does not exist" in failed.stderr
    big = tmp_path / "big.txt"
    big.write_text("x" * 262_145)
    failed = run("sns", "publish", "--topic-arn", topic, "--message", f"file://{big}", check=False)
    assert "(InvalidParameter)" in failed.stderr and "Message too long" in failed.stderr
    run("sns", "unsubscribe", "--subscription-arn", sub)
    run("sns", "delete-topic", "--topic-arn", topic)
    assert json.loads(run("sns", "list-topics").stdout)["Topics"] == []


@pytest.mark.parametrize("program", programs())
def test_fifo_topic_with_the_cli(labcloud: LabcloudProcess, program: str) -> None:
    run = lambda *a, **k: cli(labcloud, program, *a, **k)  # noqa: E731
    topic = json.loads(
        run(
            "sns",
            "create-topic",
            "--name",
            "cli.fifo",
            "--attributes",
            "FifoTopic=true,ContentBasedDeduplication=true",
        ).stdout
    )["TopicArn"]
    first = json.loads(
        run("sns", "publish", "--topic-arn", topic, "--message", "m", "--message-group-id", "g").stdout
    )
    again = json.loads(
        run("sns", "publish", "--topic-arn", topic, "--message", "m", "--message-group-id", "g").stdout
    )
    assert first == again and len(first["SequenceNumber"]) == 20
    failed = run("sns", "publish", "--topic-arn", topic, "--message", "m", check=False)
    assert "The MessageGroupId parameter is required for FIFO topics" in failed.stderr
