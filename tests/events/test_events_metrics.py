"""AWS/Events metrics in CloudWatch: MatchedEvents, TriggeredRules, Invocations and FailedInvocations per rule."""

from __future__ import annotations

import datetime as dt
import time
from typing import Any

from events_helpers import queue, receive

from labcloud.testing.server_process import LabcloudProcess


def total(cloudwatch: Any, name: str, rule: str) -> float:
    now = dt.datetime.now(dt.timezone.utc)
    answer = cloudwatch.get_metric_statistics(
        Namespace="AWS/Events",
        MetricName=name,
        Dimensions=[{"Name": "RuleName", "Value": rule}],
        StartTime=now - dt.timedelta(minutes=5),
        EndTime=now + dt.timedelta(minutes=1),
        Period=60,
        Statistics=["Sum"],
    )
    return sum(point["Sum"] for point in answer["Datapoints"])


def test_rule_metrics(labcloud: LabcloudProcess, events: Any, sqs: Any):
    cloudwatch = labcloud.boto3_client("cloudwatch")
    url, arn = queue(sqs, "ok")
    events.put_rule(Name="good", EventPattern='{"source": ["shop"]}')
    events.put_targets(Rule="good", Targets=[{"Id": "q", "Arn": arn}])
    queue(sqs, "gone")
    events.put_rule(Name="bad", EventPattern='{"source": ["shop"]}')
    events.put_targets(Rule="bad", Targets=[{"Id": "q", "Arn": arn.replace(":ok", ":gone")}])
    sqs.delete_queue(QueueUrl=sqs.get_queue_url(QueueName="gone")["QueueUrl"])
    entry = {"Source": "shop", "DetailType": "x", "Detail": "{}"}
    events.put_events(Entries=[entry, entry])
    assert len(receive(sqs, url, count=2)) == 2
    expected = {
        ("good", "MatchedEvents"): 2,
        ("good", "TriggeredRules"): 2,
        ("good", "Invocations"): 2,
        ("good", "FailedInvocations"): 0,
        ("bad", "Invocations"): 2,
        ("bad", "FailedInvocations"): 2,
    }
    deadline = time.monotonic() + 30
    while True:
        got = {key: total(cloudwatch, key[1], key[0]) for key in expected}
        if got == expected or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert got == expected
