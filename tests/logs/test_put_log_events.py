"""PutLogEvents' rules over the real server: order, span, size, age windows and sequence tokens."""

from __future__ import annotations

import pytest
from botocore.exceptions import ClientError
from logs_helpers import code_of, now_ms

DAY = 86_400_000
HOUR = 3_600_000


@pytest.fixture
def stream(logs):
    logs.create_log_group(logGroupName="g")
    logs.create_log_stream(logGroupName="g", logStreamName="s")
    return {"logGroupName": "g", "logStreamName": "s"}


def _messages(logs):
    return [
        e["message"]
        for e in logs.get_log_events(startFromHead=True, logGroupName="g", logStreamName="s")["events"]
    ]


def test_put_returns_a_sequence_token_and_keeps_messages_whole(logs, stream):
    t = now_ms()
    message = 'EVENT {"id": 1}\nRESULT {"ok": true}\n'
    out = logs.put_log_events(**stream, logEvents=[{"timestamp": t, "message": message}])
    assert len(out["nextSequenceToken"]) == 56 and out["nextSequenceToken"].isdigit()
    assert "rejectedLogEventsInfo" not in out
    assert _messages(logs) == [message]


def test_sequence_tokens_are_accepted_and_ignored(logs, stream):
    t = now_ms()
    first = logs.put_log_events(**stream, logEvents=[{"timestamp": t, "message": "a"}])["nextSequenceToken"]
    logs.put_log_events(**stream, sequenceToken="12345", logEvents=[{"timestamp": t, "message": "b"}])
    second = logs.put_log_events(**stream, sequenceToken=first, logEvents=[{"timestamp": t, "message": "c"}])
    assert second["nextSequenceToken"] != first
    assert _messages(logs) == ["a", "b", "c"]


def test_events_out_of_order_are_rejected(logs, stream):
    t = now_ms()
    with pytest.raises(ClientError) as info:
        logs.put_log_events(
            **stream, logEvents=[{"timestamp": t, "message": "b"}, {"timestamp": t - 1, "message": "a"}]
        )
    assert code_of(info) == (
        "InvalidParameterException",
        "Log events in a single PutLogEvents request must be in chronological order.",
    )
    assert _messages(logs) == []


def test_batch_spanning_more_than_a_day_is_rejected(logs, stream):
    t = now_ms()
    with pytest.raises(ClientError) as info:
        logs.put_log_events(
            **stream, logEvents=[{"timestamp": t - DAY - 1, "message": "a"}, {"timestamp": t, "message": "b"}]
        )
    assert code_of(info) == (
        "InvalidParameterException",
        "The batch of log events in a single PutLogEvents request cannot span more than 24 hours.",
    )
    logs.put_log_events(
        **stream, logEvents=[{"timestamp": t - DAY, "message": "a"}, {"timestamp": t, "message": "b"}]
    )
    assert _messages(logs) == ["a", "b"]


def test_batch_over_one_megabyte_is_rejected(logs, stream):
    t = now_ms()
    # 4 events of 262,118 bytes + 26 overhead each = exactly 1,048,576: accepted.
    fits = [{"timestamp": t, "message": "x" * 262_118} for _ in range(4)]
    logs.put_log_events(**stream, logEvents=fits)
    too_big = [*fits[:3], {"timestamp": t, "message": "x" * 262_119}]
    with pytest.raises(ClientError) as info:
        logs.put_log_events(**stream, logEvents=too_big)
    assert code_of(info) == (
        "InvalidParameterException",
        "Upload too large: 1048577 bytes exceeds limit of 1048576",
    )


def test_more_than_ten_thousand_events_is_rejected(logs, stream):
    t = now_ms()
    with pytest.raises(ClientError) as info:
        logs.put_log_events(**stream, logEvents=[{"timestamp": t, "message": "x"}] * 10_001)
    assert code_of(info)[0] == "InvalidParameterException"
    assert "Member must have length less than or equal to 10000" in code_of(info)[1]


def test_too_old_and_too_new_events_are_reported_and_dropped(logs, stream):
    t = now_ms()
    events = [
        {"timestamp": t - 14 * DAY - 2000, "message": "too old 1"},
        {"timestamp": t - 14 * DAY - 1000, "message": "too old 2"},
        {"timestamp": t - 14 * DAY + 60_000, "message": "kept 1"},
        {"timestamp": t - 14 * DAY + 60_001, "message": "kept 2"},
    ]
    out = logs.put_log_events(**stream, logEvents=events)
    assert out["rejectedLogEventsInfo"] == {"tooOldLogEventEndIndex": 2}
    assert _messages(logs) == ["kept 1", "kept 2"]
    out = logs.put_log_events(
        **stream,
        logEvents=[{"timestamp": t, "message": "now"}, {"timestamp": t + 3 * HOUR, "message": "too new"}],
    )
    assert out["rejectedLogEventsInfo"] == {"tooNewLogEventStartIndex": 1}
    assert _messages(logs)[-1] == "now"


def test_events_older_than_retention_are_expired(logs, stream):
    logs.put_retention_policy(logGroupName="g", retentionInDays=1)
    t = now_ms()
    out = logs.put_log_events(
        **stream,
        logEvents=[
            {"timestamp": t - DAY - 1000, "message": "expired"},
            {"timestamp": t - DAY + 60_000, "message": "kept"},
        ],
    )
    assert out["rejectedLogEventsInfo"] == {"expiredLogEventEndIndex": 1}
    assert _messages(logs) == ["kept"]


def test_all_events_rejected_gives_no_sequence_token(logs, stream):
    out = logs.put_log_events(**stream, logEvents=[{"timestamp": now_ms() - 20 * DAY, "message": "old"}])
    assert out["rejectedLogEventsInfo"] == {"tooOldLogEventEndIndex": 1}
    assert "nextSequenceToken" not in out


def test_put_into_missing_group_or_stream(logs, stream):
    event = [{"timestamp": now_ms(), "message": "x"}]
    with pytest.raises(ClientError) as info:
        logs.put_log_events(logGroupName="nope", logStreamName="s", logEvents=event)
    assert code_of(info) == ("ResourceNotFoundException", "The specified log group does not exist.")
    with pytest.raises(ClientError) as info:
        logs.put_log_events(logGroupName="g", logStreamName="nope", logEvents=event)
    assert code_of(info) == ("ResourceNotFoundException", "The specified log stream does not exist.")


def test_put_publishes_a_count(labcloud, logs, stream):
    t = now_ms()
    logs.put_log_events(
        **stream, logEvents=[{"timestamp": t, "message": "a"}, {"timestamp": t, "message": "b"}]
    )
    found = labcloud.get("/_labcloud/events?kind=logs.events.put")["events"]
    assert len(found) == 1
    assert found[0]["data"]["count"] == 2
    assert found[0]["data"]["log_group"] == "g" and found[0]["data"]["log_stream"] == "s"
    assert "a" not in found[0]["data"].values()


def test_span_counts_only_the_valid_events(logs, stream):
    # An event too old to keep does not stretch the batch past 24 hours: it is reported, the rest stored.
    t = now_ms()
    out = logs.put_log_events(
        **stream,
        logEvents=[
            {"timestamp": t - 15 * DAY, "message": "ancient"},
            {"timestamp": t - 1000, "message": "recent"},
            {"timestamp": t + 3 * 3_600_000, "message": "future"},
        ],
    )
    assert out["rejectedLogEventsInfo"] == {"tooOldLogEventEndIndex": 1, "tooNewLogEventStartIndex": 2}
    assert _messages(logs) == ["recent"]


def test_an_entity_is_reported_as_not_kept(logs, stream):
    out = logs.put_log_events(
        **stream,
        logEvents=[{"timestamp": now_ms(), "message": "with entity"}],
        entity={"keyAttributes": {"Type": "Service", "Name": "orders", "Environment": "lab"}},
    )
    assert out["rejectedEntityInfo"] == {"errorType": "UnsupportedLogGroupType"}
    assert "rejectedLogEventsInfo" not in out
    assert _messages(logs) == ["with entity"]
