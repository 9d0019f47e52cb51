"""Schedules on the moved clock: a nightly EventBridge rule and an EventBridge Scheduler ``at()`` schedule
a day ahead both fire as soon as ``labcloud clock advance`` passes their time, with the moved time in the
event they send."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

from clock_helpers import queue, receive

from labcloud.testing.pytest_plugin import ServerClock
from labcloud.testing.server_process import LabcloudProcess

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "scheduler.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def test_a_nightly_cron_rule_fires_after_the_clock_passes_two_oclock(
    labcloud: LabcloudProcess, labcloud_clock: ServerClock
):
    events = labcloud.boto3_client("events")
    sqs = labcloud.boto3_client("sqs")
    url, arn = queue(sqs, "nightly", allow="events.amazonaws.com")
    labcloud_clock.set("2030-03-01T01:00:00Z")
    rule_arn = events.put_rule(Name="nightly", ScheduleExpression="cron(0 2 * * ? *)")["RuleArn"]
    events.put_targets(Rule="nightly", Targets=[{"Id": "q", "Arn": arn}])
    assert receive(sqs, url, timeout=2) == []  # 01:00: not yet
    labcloud_clock.advance("59m")
    assert receive(sqs, url, timeout=2) == []  # 01:59
    labcloud_clock.advance("2m")
    fired = [json.loads(m["Body"]) for m in receive(sqs, url)]
    assert len(fired) == 1
    assert fired[0]["detail-type"] == "Scheduled Event"
    assert fired[0]["resources"] == [rule_arn]
    assert fired[0]["time"] == "2030-03-01T02:00:00Z"
    labcloud_clock.advance("1d")  # the next night: once more
    assert [json.loads(m["Body"])["time"] for m in receive(sqs, url)] == ["2030-03-02T02:00:00Z"]


def test_a_scheduler_at_schedule_a_day_ahead_fires_after_advancing_a_day(
    labcloud: LabcloudProcess, labcloud_clock: ServerClock
):
    scheduler = labcloud.boto3_client("scheduler")
    sqs = labcloud.boto3_client("sqs")
    iam = labcloud.boto3_client("iam")
    url, arn = queue(sqs, "tomorrow")
    role = iam.create_role(RoleName="sender", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    allow = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "sqs:*", "Resource": "*"}]}
    iam.put_role_policy(RoleName="sender", PolicyName="send", PolicyDocument=json.dumps(allow))
    server_now = datetime.fromtimestamp(labcloud_clock.now(), tz=timezone.utc)
    when = (server_now + timedelta(days=1)).strftime("%Y-%m-%dT%H:%M:%S")
    scheduler.create_schedule(
        Name="tomorrow",
        ScheduleExpression=f"at({when})",
        FlexibleTimeWindow={"Mode": "OFF"},
        Target={"Arn": arn, "RoleArn": role, "Input": "wake up"},
    )
    assert receive(sqs, url, timeout=2) == []
    labcloud_clock.advance("1d")
    labcloud_clock.advance("1m")
    assert [m["Body"] for m in receive(sqs, url)] == ["wake up"]
    assert receive(sqs, url, timeout=2) == []  # at(): once
