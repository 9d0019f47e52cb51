"""Log streams over the real server: create, delete, and DescribeLogStreams' orders and pages."""

from __future__ import annotations

import pytest
from botocore.exceptions import ClientError
from logs_helpers import code_of, now_ms


def test_create_and_describe_stream(logs):
    logs.create_log_group(logGroupName="g")
    logs.create_log_stream(logGroupName="g", logStreamName="2024/01/01/[$LATEST]abc")
    stream = logs.describe_log_streams(logGroupName="g")["logStreams"][0]
    assert stream["logStreamName"] == "2024/01/01/[$LATEST]abc"
    assert (
        stream["arn"] == "arn:aws:logs:us-east-1:000000000000:log-group:g:log-stream:2024/01/01/[$LATEST]abc"
    )
    assert stream["storedBytes"] == 0
    for absent in ("firstEventTimestamp", "lastEventTimestamp", "lastIngestionTime", "uploadSequenceToken"):
        assert absent not in stream


def test_stream_timestamps_follow_its_events(logs, put):
    t = now_ms()
    token = put("g", "s", [(t - 5000, "a"), (t - 1000, "b")])["nextSequenceToken"]
    put("g", "s", [(t - 9000, "older, put later")])
    stream = logs.describe_log_streams(logGroupName="g")["logStreams"][0]
    assert stream["firstEventTimestamp"] == t - 9000
    assert stream["lastEventTimestamp"] == t - 1000
    assert stream["lastIngestionTime"] >= t
    assert stream["uploadSequenceToken"] != token


def test_duplicate_stream_and_missing_group(logs):
    logs.create_log_group(logGroupName="g")
    logs.create_log_stream(logGroupName="g", logStreamName="s")
    with pytest.raises(ClientError) as info:
        logs.create_log_stream(logGroupName="g", logStreamName="s")
    assert code_of(info) == ("ResourceAlreadyExistsException", "The specified log stream already exists")
    with pytest.raises(ClientError) as info:
        logs.create_log_stream(logGroupName="missing", logStreamName="s")
    assert code_of(info) == ("ResourceNotFoundException", "The specified log group does not exist.")


def test_stream_name_with_colon_is_invalid(logs):
    logs.create_log_group(logGroupName="g")
    with pytest.raises(ClientError) as info:
        logs.create_log_stream(logGroupName="g", logStreamName="a:b")
    assert info.value.response["Error"]["Code"] == "InvalidParameterException"


def test_delete_stream_removes_its_events_only(logs, put):
    put("g", "a", ["from a"])
    put("g", "b", ["from b"])
    logs.delete_log_stream(logGroupName="g", logStreamName="a")
    assert [s["logStreamName"] for s in logs.describe_log_streams(logGroupName="g")["logStreams"]] == ["b"]
    assert [e["message"] for e in logs.filter_log_events(logGroupName="g")["events"]] == ["from b"]
    with pytest.raises(ClientError) as info:
        logs.delete_log_stream(logGroupName="g", logStreamName="a")
    assert code_of(info) == ("ResourceNotFoundException", "The specified log stream does not exist.")
    with pytest.raises(ClientError) as info:
        logs.delete_log_stream(logGroupName="nope", logStreamName="a")
    assert code_of(info) == ("ResourceNotFoundException", "The specified log group does not exist.")


def test_describe_streams_orderings(logs, put):
    t = now_ms()
    put("g", "b", [(t - 3000, "x")])
    put("g", "a", [(t - 1000, "x")])
    put("g", "c", [(t - 2000, "x")])
    logs.create_log_stream(logGroupName="g", logStreamName="d-empty")

    def names(**kwargs):
        return [
            s["logStreamName"] for s in logs.describe_log_streams(logGroupName="g", **kwargs)["logStreams"]
        ]

    assert names() == ["a", "b", "c", "d-empty"]
    assert names(descending=True) == ["d-empty", "c", "b", "a"]
    assert names(orderBy="LastEventTime") == ["d-empty", "b", "c", "a"]
    assert names(orderBy="LastEventTime", descending=True) == ["a", "c", "b", "d-empty"]
    assert names(logStreamNamePrefix="d") == ["d-empty"]


def test_prefix_with_last_event_time_is_rejected(logs):
    logs.create_log_group(logGroupName="g")
    with pytest.raises(ClientError) as info:
        logs.describe_log_streams(logGroupName="g", orderBy="LastEventTime", logStreamNamePrefix="a")
    assert code_of(info) == (
        "InvalidParameterException",
        "Cannot order by LastEventTime with a logStreamNamePrefix.",
    )


def test_describe_streams_pages_in_both_orders(logs, put):
    t = now_ms()
    for i in range(5):
        put("g", f"s{i}", [(t - 10_000 + i * 1000, "x")])
    for kwargs in (
        {},
        {"descending": True},
        {"orderBy": "LastEventTime"},
        {"orderBy": "LastEventTime", "descending": True},
    ):
        whole = [
            s["logStreamName"] for s in logs.describe_log_streams(logGroupName="g", **kwargs)["logStreams"]
        ]
        pages = logs.get_paginator("describe_log_streams").paginate(
            logGroupName="g", PaginationConfig={"PageSize": 2}, **kwargs
        )
        assert [s["logStreamName"] for page in pages for s in page["logStreams"]] == whole
    first = logs.describe_log_streams(logGroupName="g", limit=2)
    assert len(first["logStreams"]) == 2 and first["nextToken"]


def test_describe_streams_by_identifier_and_missing_group(logs):
    logs.create_log_group(logGroupName="g")
    logs.create_log_stream(logGroupName="g", logStreamName="s")
    arn = logs.describe_log_groups()["logGroups"][0]["logGroupArn"]
    assert logs.describe_log_streams(logGroupIdentifier=arn)["logStreams"][0]["logStreamName"] == "s"
    with pytest.raises(ClientError) as info:
        logs.describe_log_streams(logGroupName="nope")
    assert code_of(info) == ("ResourceNotFoundException", "The specified log group does not exist.")


def test_bad_next_token_is_rejected(logs):
    logs.create_log_group(logGroupName="g")
    with pytest.raises(ClientError) as info:
        logs.describe_log_streams(logGroupName="g", nextToken="!!!not-a-token")
    assert code_of(info) == ("InvalidParameterException", "The specified nextToken is invalid.")
