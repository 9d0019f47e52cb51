"""EventBridge archives and replays: events put on a bus kept by the archives whose pattern they match,
replayed in a time window to the rules named in the Destination (with ``replay-name``), the replay's
states, AWS's errors, and an archive surviving a restart."""

from __future__ import annotations

import datetime as dt
import time
from pathlib import Path
from typing import Any

from events_helpers import bodies, error_of, queue, receive

from labcloud.testing.server_process import LabcloudProcess

BUS = "arn:aws:events:us-east-1:000000000000:event-bus/default"
ENTRY = {"Source": "shop", "DetailType": "Order", "Detail": '{"order": 1}'}


def wait_replay(events: Any, name: str, state: str, timeout: float = 15.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    described = events.describe_replay(ReplayName=name)
    while described["State"] != state and time.monotonic() < deadline:
        time.sleep(0.1)
        described = events.describe_replay(ReplayName=name)
    assert described["State"] == state, described
    return dict(described)


def test_an_archive_keeps_the_events_its_pattern_matches(events: Any):
    created = events.create_archive(
        ArchiveName="orders", EventSourceArn=BUS, EventPattern='{"source": ["shop"]}', RetentionDays=7
    )
    assert created["ArchiveArn"] == "arn:aws:events:us-east-1:000000000000:archive/orders"
    assert created["State"] == "ENABLED"
    events.put_events(Entries=[ENTRY, ENTRY, {**ENTRY, "Source": "other"}])
    described = events.describe_archive(ArchiveName="orders")
    assert described["EventCount"] == 2 and described["SizeBytes"] > 0
    assert (described["EventSourceArn"], described["RetentionDays"]) == (BUS, 7)
    assert described["EventPattern"] == '{"source": ["shop"]}'
    listed = events.list_archives(NamePrefix="ord")["Archives"]
    assert [(a["ArchiveName"], a["EventCount"], a["State"]) for a in listed] == [("orders", 2, "ENABLED")]
    events.update_archive(ArchiveName="orders", RetentionDays=0, Description="all of them")
    described = events.describe_archive(ArchiveName="orders")
    assert (described["RetentionDays"], described["Description"]) == (0, "all of them")
    events.delete_archive(ArchiveName="orders")
    assert error_of(events.describe_archive, ArchiveName="orders")["Code"] == "ResourceNotFoundException"


def test_archive_errors(events: Any):
    events.create_archive(ArchiveName="once", EventSourceArn=BUS)
    assert error_of(events.create_archive, ArchiveName="once", EventSourceArn=BUS)["Code"] == (
        "ResourceAlreadyExistsException"
    )
    bad = error_of(
        events.create_archive, ArchiveName="bad", EventSourceArn=BUS, EventPattern='{"source": "x"}'
    )
    assert bad["Code"] == "InvalidEventPatternException"
    missing = BUS.replace("default", "nope")
    assert error_of(events.create_archive, ArchiveName="b", EventSourceArn=missing)["Code"] == (
        "ResourceNotFoundException"
    )
    for call in (events.describe_archive, events.delete_archive):
        assert error_of(call, ArchiveName="ghost")["Code"] == "ResourceNotFoundException"
    assert error_of(events.describe_replay, ReplayName="ghost")["Code"] == "ResourceNotFoundException"
    assert error_of(events.cancel_replay, ReplayName="ghost")["Code"] == "ResourceNotFoundException"


def test_a_replay_redelivers_the_window_to_the_named_rules(events: Any, sqs: Any):
    url_a, arn_a = queue(sqs, "replay-a")
    url_b, arn_b = queue(sqs, "replay-b")
    rule_a = events.put_rule(Name="a", EventPattern='{"source": ["shop"]}')["RuleArn"]
    events.put_targets(Rule="a", Targets=[{"Id": "q", "Arn": arn_a}])
    events.put_rule(Name="b", EventPattern='{"source": ["shop"]}')
    events.put_targets(Rule="b", Targets=[{"Id": "q", "Arn": arn_b}])
    archive = events.create_archive(ArchiveName="all", EventSourceArn=BUS)["ArchiveArn"]
    start = dt.datetime.now(dt.timezone.utc) - dt.timedelta(seconds=5)
    events.put_events(Entries=[{**ENTRY, "Detail": '{"order": 1}'}, {**ENTRY, "Detail": '{"order": 2}'}])
    originals = bodies(receive(sqs, url_a, count=2))
    assert all("replay-name" not in event for event in originals)
    assert len(receive(sqs, url_b, count=2)) == 2
    time.sleep(1.1)
    end = dt.datetime.now(dt.timezone.utc)
    started = events.start_replay(
        ReplayName="again",
        EventSourceArn=archive,
        EventStartTime=start,
        EventEndTime=end,
        Destination={"Arn": BUS, "FilterArns": [rule_a]},
    )
    assert started["State"] == "STARTING"
    done = wait_replay(events, "again", "COMPLETED")
    assert done["EventSourceArn"] == archive and "ReplayEndTime" in done and "EventLastReplayedTime" in done
    replayed = bodies(receive(sqs, url_a, count=2))
    assert sorted(event["detail"]["order"] for event in replayed) == [1, 2]
    assert {event["replay-name"] for event in replayed} == {"again"}
    assert {event["id"] for event in replayed} == {event["id"] for event in originals}
    assert receive(sqs, url_b, timeout=2) == []  # rule b was not named in FilterArns
    assert events.describe_archive(ArchiveName="all")["EventCount"] == 2  # replays are not archived again
    assert [r["ReplayName"] for r in events.list_replays(State="COMPLETED")["Replays"]] == ["again"]
    finished = error_of(events.cancel_replay, ReplayName="again")
    assert finished["Code"] == "IllegalStatusException"


def test_replay_errors(events: Any):
    archive = events.create_archive(ArchiveName="window", EventSourceArn=BUS)["ArchiveArn"]
    events.create_event_bus(Name="elsewhere")
    now = dt.datetime.now(dt.timezone.utc)
    window = {"EventStartTime": now - dt.timedelta(minutes=5), "EventEndTime": now - dt.timedelta(minutes=1)}
    future = error_of(
        events.start_replay,
        ReplayName="r",
        EventSourceArn=archive,
        EventStartTime=now - dt.timedelta(minutes=5),
        EventEndTime=now + dt.timedelta(minutes=5),
        Destination={"Arn": BUS},
    )
    assert future["Code"] == "ValidationException" and "future" in future["Message"]
    backwards = error_of(
        events.start_replay,
        ReplayName="r",
        EventSourceArn=archive,
        EventStartTime=now - dt.timedelta(minutes=1),
        EventEndTime=now - dt.timedelta(minutes=5),
        Destination={"Arn": BUS},
    )
    assert backwards["Code"] == "ValidationException"
    other_bus = error_of(
        events.start_replay,
        ReplayName="r",
        EventSourceArn=archive,
        Destination={"Arn": BUS.replace("default", "elsewhere")},
        **window,
    )
    assert other_bus["Code"] == "ValidationException" and "Cross event bus" in other_bus["Message"]
    no_rule = error_of(
        events.start_replay,
        ReplayName="r",
        EventSourceArn=archive,
        Destination={"Arn": BUS, "FilterArns": [BUS.replace("event-bus/default", "rule/none")]},
        **window,
    )
    assert no_rule["Code"] == "ResourceNotFoundException"
    events.start_replay(ReplayName="r", EventSourceArn=archive, Destination={"Arn": BUS}, **window)
    again = error_of(
        events.start_replay, ReplayName="r", EventSourceArn=archive, Destination={"Arn": BUS}, **window
    )
    assert again["Code"] == "ResourceAlreadyExistsException"
    assert wait_replay(events, "r", "COMPLETED")["State"] == "COMPLETED"


def test_an_archive_replays_after_a_restart(tmp_path: Path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        events = server.boto3_client("events")
        sqs = server.boto3_client("sqs")
        url, arn = queue(sqs, "kept")
        archive = events.create_archive(ArchiveName="durable", EventSourceArn=BUS)["ArchiveArn"]
        start = dt.datetime.now(dt.timezone.utc) - dt.timedelta(seconds=5)
        events.put_events(Entries=[ENTRY])
        time.sleep(1.1)
        server.kill()
        server.start()
        events = server.boto3_client("events")
        sqs = server.boto3_client("sqs")
        assert events.describe_archive(ArchiveName="durable")["EventCount"] == 1
        events.put_rule(Name="late", EventPattern='{"source": ["shop"]}')
        events.put_targets(Rule="late", Targets=[{"Id": "q", "Arn": arn}])
        events.start_replay(
            ReplayName="after",
            EventSourceArn=archive,
            EventStartTime=start,
            EventEndTime=dt.datetime.now(dt.timezone.utc),
            Destination={"Arn": BUS},
        )
        [event] = bodies(receive(sqs, url, timeout=15))
        assert event["replay-name"] == "after" and event["detail"] == {"order": 1}
    finally:
        server.stop()


def test_archives_and_replays_follow_the_moved_server_clock(events: Any, labcloud_clock: Any):
    labcloud_clock.advance("2d")
    moved = dt.datetime.fromtimestamp(labcloud_clock.now(), tz=dt.timezone.utc)
    archive = events.create_archive(ArchiveName="later", EventSourceArn=BUS)["ArchiveArn"]
    created = events.describe_archive(ArchiveName="later")["CreationTime"]
    assert abs((created - moved).total_seconds()) < 60
    # a window ending after wall time but before the server's now is not "in the future"
    started = events.start_replay(
        ReplayName="moved",
        EventSourceArn=archive,
        EventStartTime=moved - dt.timedelta(hours=2),
        EventEndTime=moved - dt.timedelta(hours=1),
        Destination={"Arn": BUS},
    )
    assert started["State"] == "STARTING"
    assert abs((events.describe_replay(ReplayName="moved")["ReplayStartTime"] - moved).total_seconds()) < 60
