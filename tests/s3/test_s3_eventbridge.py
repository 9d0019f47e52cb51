"""S3 Event Notifications to EventBridge: with ``EventBridgeConfiguration`` on a bucket, object creations
and deletions reach the default bus as AWS's "Object Created"/"Object Deleted" events (``source:
aws.s3``) and a rule matching them delivers to an SQS queue; turning it off stops them; the AWS CLI
reads the configuration back."""

from __future__ import annotations

import json
import time
from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def _events_queue(labcloud: LabcloudProcess, name: str) -> tuple[Any, str]:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName=name)["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": "events.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": arn,
    }
    policy = json.dumps({"Version": "2012-10-17", "Statement": [statement]})
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": policy})
    events = labcloud.boto3_client("events")
    pattern = {"source": ["aws.s3"], "detail": {"bucket": {"name": ["test-bucket"]}}}
    events.put_rule(Name="s3-changes", EventPattern=json.dumps(pattern))
    events.put_targets(Rule="s3-changes", Targets=[{"Id": "q", "Arn": arn}])
    return sqs, url


def _drain(sqs: Any, url: str, want: int, timeout: float = 15.0) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while len(found) < want and time.monotonic() < deadline:
        answer = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1)
        for message in answer.get("Messages", []):
            found.append(json.loads(message["Body"]))
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return found


def test_object_created_and_deleted_reach_the_default_bus(labcloud: LabcloudProcess, s3: Any, bucket: str):
    sqs, url = _events_queue(labcloud, "s3-bus")
    s3.put_object(Bucket=bucket, Key="before.txt", Body=b"not sent")  # no EventBridge yet
    s3.put_bucket_notification_configuration(
        Bucket=bucket, NotificationConfiguration={"EventBridgeConfiguration": {}}
    )
    assert s3.get_bucket_notification_configuration(Bucket=bucket)["EventBridgeConfiguration"] == {}
    put = s3.put_object(Bucket=bucket, Key="photos/cat.jpg", Body=b"meow")
    s3.delete_object(Bucket=bucket, Key="photos/cat.jpg")
    found = sorted(_drain(sqs, url, 2), key=lambda event: event["detail-type"], reverse=True)
    assert [e["detail-type"] for e in found] == ["Object Deleted", "Object Created"]
    created, deleted = found[1], found[0]
    assert created["detail-type"] == "Object Created"
    assert created["source"] == "aws.s3"
    assert created["account"] == "000000000000"
    assert created["region"] == "us-east-1"
    assert created["resources"] == ["arn:aws:s3:::test-bucket"]
    detail = created["detail"]
    assert detail["version"] == "0"
    assert detail["bucket"] == {"name": "test-bucket"}
    assert detail["object"]["key"] == "photos/cat.jpg"
    assert detail["object"]["size"] == 4
    assert detail["object"]["etag"] == put["ETag"].strip('"')
    assert detail["object"]["sequencer"]
    assert detail["reason"] == "PutObject"
    assert detail["requester"] == "000000000000"
    assert detail["request-id"]
    assert deleted["detail-type"] == "Object Deleted"
    assert deleted["detail"]["reason"] == "DeleteObject"
    assert deleted["detail"]["deletion-type"] == "Permanently Deleted"
    assert set(deleted["detail"]["object"]) == {"key", "sequencer"}
    assert _drain(sqs, url, 1, timeout=2) == []  # before.txt was never sent


def test_turning_it_off_stops_the_events_and_the_cli_reads_it(
    labcloud: LabcloudProcess, s3: Any, bucket: str
):
    sqs, url = _events_queue(labcloud, "s3-off")
    labcloud.aws(
        "s3api",
        "put-bucket-notification-configuration",
        "--bucket",
        bucket,
        "--notification-configuration",
        '{"EventBridgeConfiguration": {}}',
    )
    shown = labcloud.aws_json("s3api", "get-bucket-notification-configuration", "--bucket", bucket)
    assert shown == {"EventBridgeConfiguration": {}}
    s3.put_object(Bucket=bucket, Key="a.txt", Body=b"a")
    s3.copy_object(Bucket=bucket, Key="b.txt", CopySource={"Bucket": bucket, "Key": "a.txt"})
    reasons = sorted(e["detail"]["reason"] for e in _drain(sqs, url, 2))
    assert reasons == ["CopyObject", "PutObject"]
    s3.put_bucket_notification_configuration(Bucket=bucket, NotificationConfiguration={})
    assert "EventBridgeConfiguration" not in s3.get_bucket_notification_configuration(Bucket=bucket)
    s3.put_object(Bucket=bucket, Key="c.txt", Body=b"c")
    assert _drain(sqs, url, 1, timeout=2) == []
