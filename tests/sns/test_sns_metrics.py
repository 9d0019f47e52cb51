"""AWS/SNS metrics per TopicName, read back with CloudWatch's GetMetricStatistics."""

from __future__ import annotations

import datetime as dt
from typing import Any

from sns_helpers import queue, receive, wait_for


def total(cloudwatch: Any, name: str, topic: str) -> float:
    now = dt.datetime.now(dt.timezone.utc)
    points = cloudwatch.get_metric_statistics(
        Namespace="AWS/SNS",
        MetricName=name,
        Dimensions=[{"Name": "TopicName", "Value": topic}],
        StartTime=now - dt.timedelta(minutes=10),
        EndTime=now + dt.timedelta(minutes=1),
        Period=60,
        Statistics=["Sum"],
    )["Datapoints"]
    return float(sum(p["Sum"] for p in points))


def test_published_delivered_failed_and_filtered_out(labcloud: Any, sns: Any, sqs: Any) -> None:
    cloudwatch = labcloud.boto3_client("cloudwatch")
    topic = sns.create_topic(Name="measured")["TopicArn"]
    url, arn = queue(sqs, "open", topic)
    _, closed = queue(sqs, "closed", policy=False)
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"FilterPolicy": '{"k": ["v"]}'})
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=closed)
    matching = {"k": {"DataType": "String", "StringValue": "v"}}
    sns.publish(TopicArn=topic, Message="one", MessageAttributes=matching)
    sns.publish(TopicArn=topic, Message="two")
    sns.publish(TopicArn=topic, Message="three", MessageAttributes=matching)
    receive(sqs, url, 2)
    wanted = {
        "NumberOfMessagesPublished": 3.0,
        "NumberOfNotificationsDelivered": 2.0,
        "NumberOfNotificationsFailed": 3.0,
        "NumberOfNotificationsFilteredOut": 1.0,
    }
    wait_for(lambda: {n: total(cloudwatch, n, "measured") for n in wanted} == wanted, timeout=30, interval=1)
    assert total(cloudwatch, "PublishSize", "measured") == float(len("one") + len("two") + len("three"))
