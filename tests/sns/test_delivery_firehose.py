"""SNS topics delivering to Firehose delivery streams: SubscriptionRoleArn required (InvalidParameter),
the JSON metadata or the raw message as records (one a line), FilterPolicy applied, PutRecord made as the
subscription's role, and a role that cannot write counted as a failed notification."""

from __future__ import annotations

import json
import time
from typing import Any

from sns_helpers import error_of, queue, receive

from labcloud.testing.server_process import LabcloudProcess


def role(labcloud: LabcloudProcess, name: str, service: str, actions: list[str]) -> str:
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Principal": {"Service": service}, "Action": "sts:AssumeRole"}],
    }
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    if actions:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}],
        }
        iam.put_role_policy(RoleName=name, PolicyName="p", PolicyDocument=json.dumps(policy))
    return arn


def delivery_stream(labcloud: LabcloudProcess, name: str) -> str:
    labcloud.boto3_client("s3").create_bucket(Bucket=name)
    writer = role(labcloud, f"{name}-writer", "firehose.amazonaws.com", ["s3:PutObject"])
    arn: str = labcloud.boto3_client("firehose").create_delivery_stream(
        DeliveryStreamName=name,
        ExtendedS3DestinationConfiguration={
            "RoleARN": writer,
            "BucketARN": f"arn:aws:s3:::{name}",
            "BufferingHints": {"SizeInMBs": 1, "IntervalInSeconds": 60},
        },
    )["DeliveryStreamARN"]
    return arn


def archived(labcloud: LabcloudProcess, bucket: str, lines: int, timeout: float = 15.0) -> list[bytes]:
    s3 = labcloud.boto3_client("s3")
    deadline = time.monotonic() + timeout
    found: list[bytes] = []
    while time.monotonic() < deadline:
        labcloud.advance_clock(61)
        keys = sorted(item["Key"] for item in s3.list_objects_v2(Bucket=bucket).get("Contents") or [])
        found = [
            line for key in keys for line in s3.get_object(Bucket=bucket, Key=key)["Body"].read().splitlines()
        ]
        if len(found) >= lines:
            return found
        time.sleep(0.2)
    return found


def test_a_firehose_subscription_needs_a_subscription_role(labcloud: LabcloudProcess, sns: Any) -> None:
    topic = sns.create_topic(Name="needs-role")["TopicArn"]
    stream = "arn:aws:firehose:us-east-1:000000000000:deliverystream/s"
    assert error_of(lambda: sns.subscribe(TopicArn=topic, Protocol="firehose", Endpoint=stream)) == {
        "code": "InvalidParameter",
        "message": "Invalid parameter: Attributes Reason: SubscriptionRoleArn is required for the firehose protocol",
        "status": 400,
    }
    not_a_role = {"SubscriptionRoleArn": "arn:aws:iam::000000000000:user/u"}
    err = error_of(
        lambda: sns.subscribe(TopicArn=topic, Protocol="firehose", Endpoint=stream, Attributes=not_a_role)
    )
    assert err["code"] == "InvalidParameter"
    good = {"SubscriptionRoleArn": "arn:aws:iam::000000000000:role/r"}
    arn = sns.subscribe(
        TopicArn=topic, Protocol="firehose", Endpoint=stream, Attributes=good, ReturnSubscriptionArn=True
    )["SubscriptionArn"]
    shown = sns.get_subscription_attributes(SubscriptionArn=arn)["Attributes"]
    assert shown["SubscriptionRoleArn"] == good["SubscriptionRoleArn"]
    assert shown["PendingConfirmation"] == "false"
    err = error_of(
        lambda: sns.set_subscription_attributes(
            SubscriptionArn=arn, AttributeName="SubscriptionRoleArn", AttributeValue=""
        )
    )
    assert err["code"] == "InvalidParameter"
    fifo = sns.create_topic(Name="t.fifo", Attributes={"FifoTopic": "true"})["TopicArn"]
    err = error_of(
        lambda: sns.subscribe(TopicArn=fifo, Protocol="firehose", Endpoint=stream, Attributes=good)
    )
    assert err["code"] == "InvalidParameter"


def test_notifications_are_archived_through_the_delivery_stream(labcloud: LabcloudProcess, sns: Any) -> None:
    stream = delivery_stream(labcloud, "sns-archive")
    raw_stream = delivery_stream(labcloud, "sns-raw-archive")
    putter = role(
        labcloud, "sns-to-firehose", "sns.amazonaws.com", ["firehose:PutRecord", "firehose:PutRecordBatch"]
    )
    topic = sns.create_topic(Name="orders")["TopicArn"]
    subscription = sns.subscribe(
        TopicArn=topic,
        Protocol="firehose",
        Endpoint=stream,
        Attributes={"SubscriptionRoleArn": putter},
        ReturnSubscriptionArn=True,
    )["SubscriptionArn"]
    sns.subscribe(
        TopicArn=topic,
        Protocol="firehose",
        Endpoint=raw_stream,
        Attributes={
            "SubscriptionRoleArn": putter,
            "RawMessageDelivery": "true",
            "FilterPolicy": '{"kind": ["big"]}',
        },
    )
    big = {"kind": {"DataType": "String", "StringValue": "big"}}
    first = sns.publish(TopicArn=topic, Message="order 1", Subject="new", MessageAttributes=big)["MessageId"]
    sns.publish(TopicArn=topic, Message="order 2")
    lines = [json.loads(line) for line in archived(labcloud, "sns-archive", 2)]
    assert [line["Message"] for line in lines] == ["order 1", "order 2"]
    assert lines[0]["MessageId"] == first
    assert lines[0]["Type"] == "Notification"
    assert lines[0]["TopicArn"] == topic
    assert lines[0]["Subject"] == "new"
    assert lines[0]["MessageAttributes"] == {"kind": {"Type": "String", "Value": "big"}}
    assert subscription in lines[0]["UnsubscribeURL"]
    assert "Signature" not in lines[0]
    assert archived(labcloud, "sns-raw-archive", 1) == [b"order 1"]


def test_a_role_that_cannot_put_fails_the_notification_to_its_dead_letter_queue(
    labcloud: LabcloudProcess, sns: Any, sqs: Any
) -> None:
    stream = delivery_stream(labcloud, "sns-guarded")
    topic = sns.create_topic(Name="guarded")["TopicArn"]
    dlq_url, dlq_arn = queue(sqs, "firehose-dlq", topic)
    weak = role(labcloud, "sns-weak", "sns.amazonaws.com", ["sqs:SendMessage"])
    untrusting = role(labcloud, "sns-untrusting", "lambda.amazonaws.com", ["firehose:PutRecord"])
    redrive = json.dumps({"deadLetterTargetArn": dlq_arn})
    # a role whose policies do not allow the put, and one that does not trust SNS at all
    for name, endpoint in ((weak, stream), (untrusting, stream.replace("sns-guarded", "sns-guarded-2"))):
        attributes = {"SubscriptionRoleArn": name, "RedrivePolicy": redrive}
        sns.subscribe(TopicArn=topic, Protocol="firehose", Endpoint=endpoint, Attributes=attributes)
    sns.publish(TopicArn=topic, Message="kept back")
    dead = receive(sqs, dlq_url, 2, MessageAttributeNames=["All"])
    codes = sorted(m["MessageAttributes"]["ErrorCode"]["StringValue"] for m in dead)
    assert codes == ["AccessDenied", "AccessDeniedException"]
    assert all(json.loads(m["Body"])["Message"] == "kept back" for m in dead)
    assert archived(labcloud, "sns-guarded", 1, timeout=1.0) == []
