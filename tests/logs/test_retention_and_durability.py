"""Retention really removes old events; everything acknowledged survives kill -9 and a restart."""

from __future__ import annotations

import time

import pytest
from logs_helpers import now_ms

from labcloud.testing.server_process import LabcloudProcess

DAY = 86_400_000


def _messages(logs, **kwargs):
    return [e["message"] for e in logs.filter_log_events(logGroupName="g", **kwargs)["events"]]


def test_retention_expires_old_events(logs, put):
    t = now_ms()
    put("g", "old", [(t - 5 * DAY, "five days"), (t - 5 * DAY + 1, "five days too")])
    put("g", "mid", [(t - 2 * DAY, "two days")])
    put("g", "new", [(t - 1000, "today")])
    before = logs.describe_log_groups()["logGroups"][0]["storedBytes"]

    logs.put_retention_policy(logGroupName="g", retentionInDays=3)

    assert _messages(logs) == ["two days", "today"]
    assert logs.get_log_events(logGroupName="g", logStreamName="old", startFromHead=True)["events"] == []
    after = logs.describe_log_groups()["logGroups"][0]["storedBytes"]
    assert after == before - len("five days") - len("five days too")
    streams = {s["logStreamName"]: s for s in logs.describe_log_streams(logGroupName="g")["logStreams"]}
    assert "firstEventTimestamp" not in streams["old"]
    assert streams["mid"]["firstEventTimestamp"] == t - 2 * DAY

    logs.put_retention_policy(logGroupName="g", retentionInDays=1)
    assert _messages(logs) == ["today"]
    # Removing the policy does not bring anything back.
    logs.delete_retention_policy(logGroupName="g")
    assert _messages(logs) == ["today"]


@pytest.fixture
def server(tmp_path):
    process = LabcloudProcess(data_dir=tmp_path).start()
    yield process
    process.stop()


def test_groups_streams_events_survive_a_crash(server, tmp_path):
    logs = server.boto3_client("logs")
    t = now_ms() - 1000
    logs.create_log_group(logGroupName="/aws/lambda/durable", tags={"team": "x"})
    logs.put_retention_policy(logGroupName="/aws/lambda/durable", retentionInDays=30)
    logs.create_log_stream(logGroupName="/aws/lambda/durable", logStreamName="s")
    logs.put_log_events(
        logGroupName="/aws/lambda/durable",
        logStreamName="s",
        logEvents=[{"timestamp": t, "message": "START\nRESULT 1"}, {"timestamp": t + 1, "message": "END"}],
    )
    logs.put_subscription_filter(
        logGroupName="/aws/lambda/durable",
        filterName="f",
        filterPattern="RESULT",
        destinationArn="arn:aws:lambda:us-east-1:000000000000:function:sink",
    )
    server.kill()

    again = LabcloudProcess(port=server.port, data_dir=tmp_path).start()
    try:
        logs = again.boto3_client("logs")
        group = logs.describe_log_groups()["logGroups"][0]
        assert group["logGroupName"] == "/aws/lambda/durable"
        assert group["retentionInDays"] == 30
        assert logs.list_tags_log_group(logGroupName="/aws/lambda/durable")["tags"] == {"team": "x"}
        events = logs.get_log_events(
            logGroupName="/aws/lambda/durable", logStreamName="s", startFromHead=True
        )
        assert [e["message"] for e in events["events"]] == ["START\nRESULT 1", "END"]
        filters = logs.describe_subscription_filters(logGroupName="/aws/lambda/durable")[
            "subscriptionFilters"
        ]
        assert [f["filterName"] for f in filters] == ["f"]
        found = logs.filter_log_events(logGroupName="/aws/lambda/durable", filterPattern="RESULT")["events"]
        assert [e["message"] for e in found] == ["START\nRESULT 1"]
    finally:
        again.stop()


def test_the_scheduled_sweep_deletes_what_retention_hides_once_the_clock_moves(logs, put, labcloud_clock):
    put("swept", "s", ["first", "second"])
    logs.put_retention_policy(logGroupName="swept", retentionInDays=1)

    def stored() -> int:
        return int(logs.describe_log_groups(logGroupNamePrefix="swept")["logGroups"][0]["storedBytes"])

    assert stored() == len("first") + len("second")
    labcloud_clock.advance("2d")
    # hidden from reads at once ...
    assert logs.filter_log_events(logGroupName="swept")["events"] == []
    # ... and deleted by the retention sweep, a periodic task of the scheduler that a clock move runs at once
    deadline = time.monotonic() + 10
    while stored() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert stored() == 0
