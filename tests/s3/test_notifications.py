"""Event notifications from a bucket to a real Lambda function and to an SQS queue."""

from __future__ import annotations

import json
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

from s3_helpers import error_of

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
from lambda_helpers import create_role, make_zip  # noqa: E402

RECORDER = """
import boto3, json, os
def handler(event, context):
    sqs = boto3.client("sqs")
    sqs.send_message(QueueUrl=os.environ["OUT"], MessageBody=json.dumps(event))
    return "ok"
"""


def _drain(sqs: Any, url: str, want: int, timeout: float = 30.0) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while len(found) < want and time.monotonic() < deadline:
        for message in sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1).get(
            "Messages", []
        ):
            found.append(json.loads(message["Body"]))
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return found


def test_notifications_to_sqs_with_filters(labcloud: Any, s3: Any, bucket: str) -> None:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="s3-events")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    s3.put_bucket_notification_configuration(
        Bucket=bucket,
        NotificationConfiguration={
            "QueueConfigurations": [
                {
                    "Id": "images",
                    "QueueArn": arn,
                    "Events": ["s3:ObjectCreated:*", "s3:ObjectRemoved:Delete"],
                    "Filter": {
                        "Key": {
                            "FilterRules": [
                                {"Name": "prefix", "Value": "img/"},
                                {"Name": "suffix", "Value": ".png"},
                            ]
                        }
                    },
                }
            ]
        },
    )
    config = s3.get_bucket_notification_configuration(Bucket=bucket)
    assert config["QueueConfigurations"][0]["Id"] == "images"
    assert config["QueueConfigurations"][0]["Events"] == ["s3:ObjectCreated:*", "s3:ObjectRemoved:Delete"]
    test_event = _drain(sqs, url, 1)
    assert test_event[0]["Event"] == "s3:TestEvent" and test_event[0]["Bucket"] == bucket
    s3.put_object(Bucket=bucket, Key="img/a b.png", Body=b"png!")
    s3.put_object(Bucket=bucket, Key="img/skip.jpg", Body=b"jpg")
    s3.put_object(Bucket=bucket, Key="other/c.png", Body=b"png")
    s3.copy_object(Bucket=bucket, Key="img/copy.png", CopySource=f"{bucket}/img/a b.png")
    s3.delete_object(Bucket=bucket, Key="img/a b.png")
    records = [r for event in _drain(sqs, url, 3) for r in event["Records"]]
    assert [r["eventName"] for r in records] == [
        "ObjectCreated:Put",
        "ObjectCreated:Copy",
        "ObjectRemoved:Delete",
    ]
    first = records[0]
    assert (
        first["eventSource"] == "aws:s3"
        and first["eventVersion"] == "2.1"
        and first["awsRegion"] == "us-east-1"
    )
    assert first["s3"]["configurationId"] == "images"
    assert first["s3"]["bucket"] == {
        "name": bucket,
        "ownerIdentity": first["s3"]["bucket"]["ownerIdentity"],
        "arn": f"arn:aws:s3:::{bucket}",
    }
    assert first["s3"]["object"]["key"] == "img/a+b.png"  # keys are URL-encoded in records, as on AWS
    assert first["s3"]["object"]["size"] == 4
    assert first["s3"]["object"]["eTag"] == s3.head_object(Bucket=bucket, Key="img/copy.png")["ETag"].strip(
        '"'
    )
    assert "size" not in records[2]["s3"]["object"]
    s3.put_bucket_notification_configuration(Bucket=bucket, NotificationConfiguration={})
    assert "QueueConfigurations" not in s3.get_bucket_notification_configuration(Bucket=bucket)


def test_notification_configuration_errors(labcloud: Any, s3: Any, bucket: str) -> None:
    missing_queue = "arn:aws:sqs:us-east-1:000000000000:nope"
    assert error_of(
        s3.put_bucket_notification_configuration,
        Bucket=bucket,
        NotificationConfiguration={
            "QueueConfigurations": [{"QueueArn": missing_queue, "Events": ["s3:ObjectCreated:*"]}]
        },
    ) == ("InvalidArgument", 400)
    fn = "arn:aws:lambda:us-east-1:000000000000:function:nope"
    assert error_of(
        s3.put_bucket_notification_configuration,
        Bucket=bucket,
        NotificationConfiguration={
            "LambdaFunctionConfigurations": [{"LambdaFunctionArn": fn, "Events": ["s3:ObjectCreated:*"]}]
        },
    ) == ("InvalidArgument", 400)
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="q")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    assert error_of(
        s3.put_bucket_notification_configuration,
        Bucket=bucket,
        NotificationConfiguration={"QueueConfigurations": [{"QueueArn": arn, "Events": ["s3:Bogus"]}]},
    ) == ("InvalidArgument", 400)
    assert error_of(
        s3.put_bucket_notification_configuration,
        Bucket=bucket,
        NotificationConfiguration={
            "QueueConfigurations": [
                {
                    "QueueArn": arn,
                    "Events": ["s3:ObjectCreated:*"],
                    "Filter": {"Key": {"FilterRules": [{"Name": "middle", "Value": "x"}]}},
                }
            ]
        },
    ) == ("InvalidArgument", 400)
    assert error_of(
        s3.put_bucket_notification_configuration,
        Bucket=bucket,
        NotificationConfiguration={
            "TopicConfigurations": [
                {"TopicArn": "arn:aws:sns:us-east-1:000000000000:missing", "Events": ["s3:ObjectCreated:*"]}
            ]
        },
    ) == ("InvalidArgument", 400)
    assert error_of(s3.get_bucket_notification_configuration, Bucket="missing-bucket") == (
        "NoSuchBucket",
        404,
    )


def test_notifications_invoke_a_real_lambda_function(labcloud: Any, s3: Any, bucket: str) -> None:
    sqs = labcloud.boto3_client("sqs")
    lam = labcloud.boto3_client("lambda")
    out = sqs.create_queue(QueueName="lambda-saw")["QueueUrl"]
    role = create_role(labcloud)
    fn = lam.create_function(
        FunctionName="on-upload",
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": RECORDER})},
        Environment={"Variables": {"OUT": out}},
    )["FunctionArn"]
    s3.put_bucket_notification_configuration(
        Bucket=bucket,
        NotificationConfiguration={
            "LambdaFunctionConfigurations": [
                {"Id": "uploads", "LambdaFunctionArn": fn, "Events": ["s3:ObjectCreated:Put"]}
            ]
        },
    )
    s3.put_object(Bucket=bucket, Key="uploads/report.csv", Body=b"a,b\n")
    s3.delete_object(Bucket=bucket, Key="uploads/report.csv")  # not subscribed: no second invocation
    seen = _drain(sqs, out, 1)
    assert len(seen) == 1
    record = seen[0]["Records"][0]
    assert record["eventName"] == "ObjectCreated:Put"
    assert record["s3"]["object"]["key"] == "uploads/report.csv"
    assert record["s3"]["configurationId"] == "uploads"
    assert _drain(sqs, out, 1, timeout=3) == []


def test_view_snapshot_lists_buckets(labcloud: Any, s3: Any, bucket: str) -> None:
    s3.put_object(Bucket=bucket, Key="a.txt", Body=b"12345")
    snapshot = labcloud.get("/_labcloud/s3/buckets")["buckets"]
    assert [(b["name"], b["objects"], b["bytes"]) for b in snapshot] == [(bucket, 1, 5)]
    assert snapshot[0]["recent"][0]["key"] == "a.txt"
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/view/") as response:
        assert b"/_labcloud/view/static/s3.js" in response.read()
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/view/static/s3.js") as response:
        assert b"/_labcloud/s3/buckets" in response.read()
    events = labcloud.get("/_labcloud/events?service=s3")
    kinds = [e["kind"] for e in (events.get("events") if isinstance(events, dict) else events)]
    assert "s3.object.created" in kinds and "s3.bucket.created" in kinds


def test_notifications_to_an_sns_topic(labcloud: Any, s3: Any, bucket: str) -> None:
    """TopicConfigurations (Terraform's ``topic`` block, AWS's s3-sns-terraform pattern): the test event,
    then one record per matching change, published with S3's subject."""
    sns, sqs = labcloud.boto3_client("sns"), labcloud.boto3_client("sqs")
    topic = sns.create_topic(Name="s3-events")["TopicArn"]
    url = sqs.create_queue(QueueName="s3-topic-saw")["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    allow_topic = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "sns.amazonaws.com"},
                "Action": "sqs:SendMessage",
                "Resource": queue_arn,
            }
        ],
    }
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": json.dumps(allow_topic)})
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=queue_arn)
    s3.put_bucket_notification_configuration(
        Bucket=bucket,
        NotificationConfiguration={
            "TopicConfigurations": [
                {
                    "Id": "pdfs",
                    "TopicArn": topic,
                    "Events": ["s3:ObjectCreated:*"],
                    "Filter": {"Key": {"FilterRules": [{"Name": "suffix", "Value": ".pdf"}]}},
                }
            ]
        },
    )
    got = s3.get_bucket_notification_configuration(Bucket=bucket)["TopicConfigurations"]
    assert [(c["Id"], c["TopicArn"], c["Events"]) for c in got] == [("pdfs", topic, ["s3:ObjectCreated:*"])]
    s3.put_object(Bucket=bucket, Key="skip.txt", Body=b"x")
    s3.put_object(Bucket=bucket, Key="doc.pdf", Body=b"%PDF")
    envelopes = _drain(sqs, url, 2)
    assert {e["Subject"] for e in envelopes} == {"Amazon S3 Notification"}
    messages = sorted((json.loads(e["Message"]) for e in envelopes), key=lambda m: "Records" in m)
    assert messages[0]["Event"] == "s3:TestEvent"
    (only,) = messages[1]["Records"]
    assert (only["eventName"], only["s3"]["object"]["key"], only["s3"]["configurationId"]) == (
        "ObjectCreated:Put",
        "doc.pdf",
        "pdfs",
    )
