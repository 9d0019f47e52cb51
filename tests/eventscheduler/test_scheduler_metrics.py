"""AWS/Scheduler metrics in CloudWatch: each attempt counted, a refused target's errors, a given-up firing
sent to its dead-letter queue or dropped; account-wide and per ScheduleGroup."""

from __future__ import annotations

import datetime as dt
import time
from typing import Any

from scheduler_helpers import at_in, execution_role, queue, receive, wait_for

from labcloud.testing.server_process import LabcloudProcess

OFF = {"Mode": "OFF"}


def total(cloudwatch: Any, name: str, group: str | None) -> float:
    now = dt.datetime.now(dt.timezone.utc)
    answer = cloudwatch.get_metric_statistics(
        Namespace="AWS/Scheduler",
        MetricName=name,
        Dimensions=[{"Name": "ScheduleGroup", "Value": group}] if group else [],
        StartTime=now - dt.timedelta(minutes=5),
        EndTime=now + dt.timedelta(minutes=1),
        Period=60,
        Statistics=["Sum"],
    )
    return sum(point["Sum"] for point in answer["Datapoints"])


def test_scheduler_metrics(labcloud: LabcloudProcess, scheduler: Any, sqs: Any):
    cloudwatch = labcloud.boto3_client("cloudwatch")
    url, arn = queue(sqs, "metered")
    _, dlq_arn = queue(sqs, "metered-dlq")
    scheduler.create_schedule_group(Name="metered")
    role = execution_role(labcloud, "metered-role", ["sqs:SendMessage"])
    denied = execution_role(labcloud, "metered-denied", [])
    scheduler.create_schedule(
        Name="ok",
        GroupName="metered",
        ScheduleExpression=at_in(2),
        FlexibleTimeWindow=OFF,
        Target={"Arn": arn, "RoleArn": role, "Input": "ok"},
    )
    scheduler.create_schedule(
        Name="dropped",
        GroupName="metered",
        ScheduleExpression=at_in(2),
        FlexibleTimeWindow=OFF,
        Target={"Arn": arn, "RoleArn": denied, "Input": "no"},
    )
    scheduler.create_schedule(
        Name="lettered",
        ScheduleExpression=at_in(2),
        FlexibleTimeWindow=OFF,
        Target={"Arn": arn, "RoleArn": denied, "Input": "no", "DeadLetterConfig": {"Arn": dlq_arn}},
    )
    assert [m["Body"] for m in receive(sqs, url, timeout=20)] == ["ok"]
    assert len(wait_for(labcloud, "scheduler.target.failed", count=2, timeout=20)) == 2
    expected = {
        ("metered", "InvocationAttemptCount"): 2,
        ("metered", "TargetErrorCount"): 1,
        ("metered", "InvocationDroppedCount"): 1,
        ("default", "TargetErrorCount"): 1,
        ("default", "InvocationsFailedToBeSentToDeadLetterCount"): 1,
        (None, "InvocationAttemptCount"): 3,
        (None, "TargetErrorCount"): 2,
        (None, "InvocationDroppedCount"): 2,
    }
    deadline = time.monotonic() + 30
    while True:
        got = {key: total(cloudwatch, key[1], key[0]) for key in expected}
        if got == expected or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert got == expected
