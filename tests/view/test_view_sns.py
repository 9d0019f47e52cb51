"""The view's SNS and Kinesis panels: the outbox of email and SMS notifications labcloud recorded
instead of sending, each message's delivery outcomes, and streams with their shards and records."""

from __future__ import annotations

import json
import time
from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def test_the_outbox_panel_lists_sent_email_and_sms(labcloud: LabcloudProcess, page: Any) -> None:
    sns = labcloud.boto3_client("sns")
    topic = sns.create_topic(Name="alerts")["TopicArn"]
    sns.subscribe(TopicArn=topic, Protocol="sms", Endpoint="+15555550100")
    sns.publish(TopicArn=topic, Message="disk is full", Subject="Disk")
    sns.publish(PhoneNumber="+15555550199", Message="your code is 4242")
    page.goto(labcloud.endpoint + "/_labcloud/view/")
    rows = page.locator("#sns-outbox tr")
    rows.nth(1).wait_for(timeout=15000)
    texts = [rows.nth(i).inner_text() for i in range(rows.count())]
    assert any("+15555550199" in t and "your code is 4242" in t for t in texts)
    assert any("+15555550100" in t and "Disk" in t and "disk is full" in t for t in texts)
    assert page.locator("#sns-outbox-empty").is_hidden()
    assert page.page_errors == []


def test_the_messages_panel_shows_each_delivery_outcome(labcloud: LabcloudProcess, page: Any) -> None:
    sns = labcloud.boto3_client("sns")
    sqs = labcloud.boto3_client("sqs")
    topic = sns.create_topic(Name="orders-view")["TopicArn"]
    url = sqs.create_queue(QueueName="billing-view")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    policy = {
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "sns.amazonaws.com"},
                "Action": "sqs:SendMessage",
                "Resource": arn,
            }
        ]
    }
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": json.dumps(policy)})
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn)
    sns.subscribe(
        TopicArn=topic,
        Protocol="sms",
        Endpoint="+15555550123",
        Attributes={"FilterPolicy": json.dumps({"kind": ["urgent"]})},
    )
    message_id = sns.publish(TopicArn=topic, Message="order 1")["MessageId"]
    page.goto(labcloud.endpoint + "/_labcloud/view/")
    row = page.locator(f'#sns-messages tr[data-message-id="{message_id}"]')
    row.locator(".sns-outcome.success").wait_for(timeout=15000)
    text = row.inner_text()
    assert "orders-view" in text
    assert "delivered \u2192 sqs:billing-view" in text
    assert "filtered out \u2192 sms" in text
    assert page.page_errors == []


def test_the_kinesis_panel_shows_shards_and_records(labcloud: LabcloudProcess, page: Any) -> None:
    kinesis = labcloud.boto3_client("kinesis")
    kinesis.create_stream(StreamName="clicks-view", ShardCount=2)
    for _ in range(50):
        status = kinesis.describe_stream_summary(StreamName="clicks-view")["StreamDescriptionSummary"][
            "StreamStatus"
        ]
        if status == "ACTIVE":
            break
        time.sleep(0.1)
    put = kinesis.put_record(StreamName="clicks-view", PartitionKey="user-1", Data=b'{"page": "/cart"}')
    kinesis.split_shard(
        StreamName="clicks-view", ShardToSplit="shardId-000000000001", NewStartingHashKey=str(3 * 2**126)
    )
    page.goto(labcloud.endpoint + "/_labcloud/view/")
    stream = page.locator('#kinesis-streams [data-stream$=":stream/clicks-view"]')
    stream.locator('tr[data-shard="shardId-000000000003"]').wait_for(timeout=15000)
    shards = [row.inner_text() for row in stream.locator("tr.kinesis-shard").all()]
    assert len(shards) == 4
    assert any("shardId-000000000001" in t and "closed" in t for t in shards)
    assert any("shardId-000000000003" in t and "open" in t and "shardId-000000000001" in t for t in shards)
    stream.locator(f'tr[data-shard="{put["ShardId"]}"]').click()
    record = page.locator("#kinesis-record-rows tr.kinesis-record").first
    record.wait_for(timeout=15000)
    assert "user-1" in record.inner_text() and '{"page": "/cart"}' in record.inner_text()
    assert page.page_errors == []
