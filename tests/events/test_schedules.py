"""Scheduled rules: the "Scheduled Event" a rate rule sends its targets, and a rule that fell due
while the server was down firing once after the restart (however many periods it missed)."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any

from events_helpers import bodies, error_of, queue, receive

from labcloud.testing.server_process import LabcloudProcess


def overdue(data_dir: Path, rule: str, seconds: float) -> None:
    """Move the stored next firing time of ``rule`` into the past (the server is stopped)."""
    with sqlite3.connect(data_dir / "labcloud.db") as db:
        changed = db.execute(
            "UPDATE events_rules SET next_fire = ? WHERE name = ?", (time.time() - seconds, rule)
        ).rowcount
    assert changed == 1


def test_schedule_expressions_are_checked(events: Any):
    for good in (
        "rate(1 minute)",
        "rate(2 hours)",
        "cron(0/15 * ? * MON-FRI *)",
        "cron(0 10 L * ? 2030-2032)",
    ):
        events.put_rule(Name="ok", ScheduleExpression=good)
        assert events.describe_rule(Name="ok")["ScheduleExpression"] == good
    for bad in (
        "rate(1 minutes)",
        "rate(0 hours)",
        "rate(5 weeks)",
        "cron(0 10 * * * *)",
        "cron(0 10 ? * 9 *)",
    ):
        assert error_of(events.put_rule, Name="bad", ScheduleExpression=bad) == {
            "Code": "ValidationException",
            "Message": "Parameter ScheduleExpression is not valid.",
        }


def test_a_due_schedule_fires_once_after_a_restart_with_the_scheduled_event(tmp_path: Path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        events = server.boto3_client("events")
        sqs = server.boto3_client("sqs")
        url, arn = queue(sqs, "ticks")
        rule_arn = events.put_rule(Name="tick", ScheduleExpression="rate(1 minute)")["RuleArn"]
        events.put_targets(Rule="tick", Targets=[{"Id": "q", "Arn": arn}])
        assert receive(sqs, url, timeout=2) == []  # the first firing is a period after creation
        server.kill()
        overdue(tmp_path, "tick", 3600)  # sixty periods missed while down
        server.start()
        sqs = server.boto3_client("sqs")
        fired = bodies(receive(sqs, url, timeout=15))
        assert len(fired) == 1
        event = fired[0]
        assert event["source"] == "aws.events"
        assert event["detail-type"] == "Scheduled Event"
        assert event["resources"] == [rule_arn]
        assert event["detail"] == {}
        assert event["account"] == "000000000000"
        assert receive(sqs, url, timeout=3) == []
        nxt = (
            sqlite3.connect(tmp_path / "labcloud.db")
            .execute("SELECT next_fire FROM events_rules")
            .fetchone()[0]
        )
        assert time.time() < nxt <= time.time() + 60
    finally:
        server.stop()


def test_a_disabled_schedule_does_not_fire(tmp_path: Path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        events = server.boto3_client("events")
        sqs = server.boto3_client("sqs")
        url, arn = queue(sqs, "ticks")
        events.put_rule(Name="tick", ScheduleExpression="rate(1 minute)")
        events.put_targets(Rule="tick", Targets=[{"Id": "q", "Arn": arn, "Input": json.dumps({"tick": 1})}])
        server.kill()
        overdue(tmp_path, "tick", 10)
        server.start()
        sqs = server.boto3_client("sqs")
        assert [m["Body"] for m in receive(sqs, url, timeout=15)] == ['{"tick": 1}']
        events = server.boto3_client("events")
        events.disable_rule(Name="tick")
        server.kill()
        with sqlite3.connect(tmp_path / "labcloud.db") as db:
            assert db.execute("SELECT next_fire FROM events_rules").fetchone()[0] is None
        server.start()
        assert receive(server.boto3_client("sqs"), url, timeout=3) == []
    finally:
        server.stop()
