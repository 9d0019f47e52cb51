"""The real ``aws sqs`` CLI (awscli v1) against labcloud: the seed lab's commands and their output."""

from __future__ import annotations

import json

from labcloud.services.sqs.md5 import md5_of_body
from labcloud.testing.server_process import LabcloudProcess


def test_seed_lab_commands(labcloud: LabcloudProcess) -> None:
    empty = labcloud.aws("sqs", "list-queues")
    assert empty.stdout.strip() == ""
    created = labcloud.aws_json("sqs", "create-queue", "--queue-name", "labex-q05-jobs")
    url = created["QueueUrl"]
    assert url == f"{labcloud.endpoint}/000000000000/labex-q05-jobs"
    sent = labcloud.aws_json("sqs", "send-message", "--queue-url", url, "--message-body", "job-1")
    assert sent["MD5OfMessageBody"] == md5_of_body("job-1")
    attrs = labcloud.aws_json(
        "sqs",
        "get-queue-attributes",
        "--queue-url",
        url,
        "--attribute-names",
        "QueueArn",
        "ApproximateNumberOfMessages",
        "ApproximateNumberOfMessagesNotVisible",
    )
    assert attrs["Attributes"] == {
        "QueueArn": "arn:aws:sqs:us-east-1:000000000000:labex-q05-jobs",
        "ApproximateNumberOfMessages": "1",
        "ApproximateNumberOfMessagesNotVisible": "0",
    }
    listed = labcloud.aws_json("sqs", "list-queues")
    assert listed == {"QueueUrls": [url]}
    labcloud.aws("sqs", "delete-queue", "--queue-url", url)
    assert labcloud.aws("sqs", "list-queues").stdout.strip() == ""


def test_cli_receive_and_delete(labcloud: LabcloudProcess) -> None:
    url = labcloud.aws_json("sqs", "create-queue", "--queue-name", "cli-q")["QueueUrl"]
    labcloud.aws(
        "sqs",
        "send-message",
        "--queue-url",
        url,
        "--message-body",
        "hi",
        "--message-attributes",
        json.dumps({"k": {"DataType": "String", "StringValue": "v"}}),
    )
    got = labcloud.aws_json(
        "sqs",
        "receive-message",
        "--queue-url",
        url,
        "--attribute-names",
        "All",
        "--message-attribute-names",
        "All",
        "--wait-time-seconds",
        "1",
    )
    message = got["Messages"][0]
    assert message["Body"] == "hi"
    assert message["MessageAttributes"] == {"k": {"StringValue": "v", "DataType": "String"}}
    assert message["Attributes"]["ApproximateReceiveCount"] == "1"
    labcloud.aws("sqs", "delete-message", "--queue-url", url, "--receipt-handle", message["ReceiptHandle"])
    attrs = labcloud.aws_json("sqs", "get-queue-attributes", "--queue-url", url, "--attribute-names", "All")
    assert attrs["Attributes"]["ApproximateNumberOfMessages"] == "0"
    assert attrs["Attributes"]["ApproximateNumberOfMessagesNotVisible"] == "0"


def test_cli_error_output(labcloud: LabcloudProcess) -> None:
    result = labcloud.aws("sqs", "get-queue-url", "--queue-name", "missing", check=False)
    assert result.returncode != 0
    assert "AWS.SimpleQueueService.NonExistentQueue" in result.stderr
    assert "The specified queue does not exist." in result.stderr
