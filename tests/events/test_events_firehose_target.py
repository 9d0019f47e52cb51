"""A Firehose delivery stream as an EventBridge rule target: PutRecord as the target's role (required, as
on AWS), the InputTransformer's output as the record, and a refused delivery dead-lettered with the
error Firehose gave."""

from __future__ import annotations

import json
import time
from typing import Any

from events_helpers import error_of, queue, receive

from labcloud.testing.server_process import LabcloudProcess

ENTRY = {"Source": "com.shop", "DetailType": "Order Placed", "Detail": '{"order": "o-7", "n": 1}'}
PATTERN = '{"source": ["com.shop"]}'
EVENTS_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "events.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
FIREHOSE_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "firehose.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def role(labcloud: LabcloudProcess, name: str, trust: dict[str, Any], action: str) -> str:
    iam = labcloud.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    policy = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": action, "Resource": "*"}]}
    iam.put_role_policy(RoleName=name, PolicyName="p", PolicyDocument=json.dumps(policy))
    return arn


def delivery_stream(labcloud: LabcloudProcess, name: str, bucket: str) -> str:
    labcloud.boto3_client("s3").create_bucket(Bucket=bucket)
    writer = role(labcloud, f"{name}-writer", FIREHOSE_TRUST, "s3:PutObject")
    arn: str = labcloud.boto3_client("firehose").create_delivery_stream(
        DeliveryStreamName=name,
        ExtendedS3DestinationConfiguration={
            "RoleARN": writer,
            "BucketARN": f"arn:aws:s3:::{bucket}",
            "BufferingHints": {"SizeInMBs": 1, "IntervalInSeconds": 60},
        },
    )["DeliveryStreamARN"]
    return arn


def delivered(labcloud: LabcloudProcess, bucket: str, timeout: float = 15.0) -> list[bytes]:
    s3 = labcloud.boto3_client("s3")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        labcloud.advance_clock(61)
        keys = [item["Key"] for item in s3.list_objects_v2(Bucket=bucket).get("Contents") or []]
        if keys:
            return [s3.get_object(Bucket=bucket, Key=key)["Body"].read() for key in sorted(keys)]
        time.sleep(0.2)
    return []


def test_a_delivery_stream_target_needs_a_role_and_receives_the_transformed_event(
    labcloud: LabcloudProcess, events: Any
) -> None:
    stream = delivery_stream(labcloud, "orders-archive", "archive")
    events.put_rule(Name="to-firehose", EventPattern=PATTERN)
    assert error_of(events.put_targets, Rule="to-firehose", Targets=[{"Id": "f", "Arn": stream}]) == {
        "Code": "ValidationException",
        "Message": f"RoleArn is required for target {stream}.",
    }
    not_a_stream = "arn:aws:firehose:us-east-1:000000000000:stream/orders"
    assert (
        error_of(
            events.put_targets,
            Rule="to-firehose",
            Targets=[{"Id": "f", "Arn": not_a_stream, "RoleArn": stream}],
        )["Code"]
        == "ValidationException"
    )
    putter = role(labcloud, "events-firehose", EVENTS_TRUST, "firehose:PutRecord")
    events.put_targets(
        Rule="to-firehose",
        Targets=[
            {
                "Id": "f",
                "Arn": stream,
                "RoleArn": putter,
                "InputTransformer": {
                    "InputPathsMap": {"order": "$.detail.order"},
                    "InputTemplate": '{"archived": <order>}',
                },
            }
        ],
    )
    events.put_events(Entries=[ENTRY])
    assert delivered(labcloud, "archive") == [b'{"archived": "o-7"}']


def test_a_refused_put_goes_to_the_dead_letter_queue_with_firehose_s_error(
    labcloud: LabcloudProcess, events: Any, sqs: Any
) -> None:
    stream = delivery_stream(labcloud, "guarded", "guarded-archive")
    dlq_url, dlq_arn = queue(sqs, "firehose-dlq")
    weak = role(labcloud, "events-weak", EVENTS_TRUST, "kinesis:PutRecord")
    events.put_rule(Name="to-guarded", EventPattern=PATTERN)
    gone = stream.replace("guarded", "gone")
    events.put_targets(
        Rule="to-guarded",
        Targets=[
            {"Id": "weak", "Arn": stream, "RoleArn": weak, "DeadLetterConfig": {"Arn": dlq_arn}},
            {
                "Id": "gone",
                "Arn": gone,
                "RoleArn": role(labcloud, "events-strong", EVENTS_TRUST, "firehose:PutRecord"),
                "InputPath": "$.detail",
                "DeadLetterConfig": {"Arn": dlq_arn},
            },
        ],
    )
    event_id = events.put_events(Entries=[ENTRY])["Entries"][0]["EventId"]
    dead = receive(sqs, dlq_url, count=2, MessageAttributeNames=["All"])
    assert len(dead) == 2
    by_target = {
        m["MessageAttributes"]["TARGET_ARN"]["StringValue"]: {
            k: v["StringValue"] for k, v in m["MessageAttributes"].items()
        }
        for m in dead
    }
    assert by_target[stream]["ERROR_CODE"] == "AccessDeniedException"
    assert "firehose:putrecord" in by_target[stream]["ERROR_MESSAGE"].lower()
    assert by_target[gone]["ERROR_CODE"] == "ResourceNotFoundException"
    assert all(json.loads(m["Body"])["id"] == event_id for m in dead)
    assert delivered(labcloud, "guarded-archive", timeout=1.0) == []
