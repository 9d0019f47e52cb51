"""FilterLogEvents over the real server: every pattern form end to end, streams, time range, pages."""

from __future__ import annotations

import pytest
from botocore.exceptions import ClientError
from logs_helpers import code_of, now_ms

RID = "c0ffee00-1111-2222-3333-444455556666"
# (stream, name, message): a Lambda stream and an app stream, in time order.
EVENTS = [
    ("lambda", "start", f"START RequestId: {RID} Version: $LATEST"),
    ("lambda", "multi", 'EVENT {"orderId": 7}\nRESULT {"status": "ok", "total": 12}'),
    ("lambda", "end", f"END RequestId: {RID}"),
    (
        "lambda",
        "report",
        f"REPORT RequestId: {RID}\tDuration: 2.50 ms\tBilled Duration: 3 ms\tMemory Size: 128 MB",
    ),
    ("app", "json_ok", '{"level": "INFO", "latency": 40, "user": {"name": "ana"}, "items": [1, 2]}'),
    ("app", "json_err", '{"level": "ERROR", "latency": 900, "user": {"name": "bo"}, "items": []}'),
    ("app", "access_ok", '10.0.0.1 - ana [01/Jan/2024:10:00:00 +0000] "GET /index.html HTTP/1.1" 200 512'),
    ("app", "access_404", '10.0.0.2 - bo [01/Jan/2024:10:00:01 +0000] "GET /missing HTTP/1.1" 404 2048'),
    ("app", "quoted", 'user said "hello world" twice'),
]


@pytest.fixture
def corpus(logs, put):
    t = now_ms() - 60_000
    for index, (stream, _, message) in enumerate(EVENTS):
        put("g", stream, [(t + index * 10, message)])
    return t


def names(logs, **kwargs):
    events = logs.filter_log_events(logGroupName="g", **kwargs)["events"]
    by_message = {message: name for _, name, message in EVENTS}
    return [by_message[e["message"]] for e in events]


ALL = [name for _, name, _ in EVENTS]


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ("", ALL),
        ("RequestId", ["start", "end", "report"]),
        ('"RESULT"', ["multi"]),
        ("RESULT", ["multi"]),
        ("result", []),
        ("RequestId Duration", ["report"]),
        ("?START ?END", ["start", "end"]),
        ("RequestId -REPORT", ["start", "end"]),
        ('"hello world"', ["quoted"]),
        ('"Billed Duration: 3 ms"', ["report"]),
        ("NOTHING_MATCHES_THIS", []),
        ('{ $.level = "ERROR" }', ["json_err"]),
        ("{ $.latency > 100 }", ["json_err"]),
        ('{ $.user.name = "an*" }', ["json_ok"]),
        ('{ $.level = "INFO" || $.latency >= 900 }', ["json_ok", "json_err"]),
        ('{ $.level != "INFO" && $.latency < 1000 }', ["json_err"]),
        ("{ $.items[1] = 2 }", ["json_ok"]),
        ("{ $.missing NOT EXISTS }", ["json_ok", "json_err"]),
        ('{ $.level = "DEBUG" }', []),
        ("[ip, id, user, timestamp, request, status_code = 404, size]", ["access_404"]),
        ("[ip, id, user, timestamp, request, status_code = 2*, size > 100]", ["access_ok"]),
        ("[ip, id, user, timestamp, request, status_code = 5*, size]", []),
        ("%Request[I]d%", ["start", "end", "report"]),
    ],
)
def test_patterns_select_exactly_their_events(logs, corpus, pattern, expected):
    assert names(logs, filterPattern=pattern) == expected


@pytest.mark.parametrize(
    "pattern", ['{ $.level = "ERROR"', "[a, b", "bad-term!", '"unterminated', "{ level = 1 }"]
)
def test_unparseable_patterns_are_rejected(logs, corpus, pattern):
    with pytest.raises(ClientError) as info:
        logs.filter_log_events(logGroupName="g", filterPattern=pattern)
    assert code_of(info)[0] == "InvalidParameterException"
    assert info.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400


def test_result_fields(logs, corpus):
    out = logs.filter_log_events(logGroupName="g", filterPattern='"RESULT"')
    (event,) = out["events"]
    assert event["logStreamName"] == "lambda"
    assert event["timestamp"] == corpus + 10
    assert event["message"] == EVENTS[1][2]
    assert event["ingestionTime"] >= corpus
    assert event["eventId"].isdigit() and len(event["eventId"]) == 56
    assert out["searchedLogStreams"] == []
    assert "nextToken" not in out
    ids = [e["eventId"] for e in logs.filter_log_events(logGroupName="g")["events"]]
    assert len(set(ids)) == len(EVENTS)


def test_stream_selection(logs, corpus):
    assert names(logs, logStreamNames=["lambda"], filterPattern="RequestId") == ["start", "end", "report"]
    assert names(logs, logStreamNames=["app"], filterPattern="RequestId") == []
    assert names(logs, logStreamNamePrefix="la") == ["start", "multi", "end", "report"]
    assert names(logs, logStreamNames=["no-such-stream"]) == []
    with pytest.raises(ClientError) as info:
        logs.filter_log_events(logGroupName="g", logStreamNames=["app"], logStreamNamePrefix="a")
    assert code_of(info)[0] == "InvalidParameterException"


def test_time_range(logs, corpus):
    assert names(logs, startTime=corpus + 10, endTime=corpus + 40) == ["multi", "end", "report"]


def test_pages_with_next_token(logs, corpus):
    first = logs.filter_log_events(logGroupName="g", limit=4)
    assert len(first["events"]) == 4
    rest = logs.filter_log_events(logGroupName="g", limit=4, nextToken=first["nextToken"])
    last = logs.filter_log_events(logGroupName="g", limit=4, nextToken=rest["nextToken"])
    assert "nextToken" not in last
    seen = [e["message"] for page in (first, rest, last) for e in page["events"]]
    assert seen == [message for _, _, message in EVENTS]
    paged = [
        e["message"]
        for page in logs.get_paginator("filter_log_events").paginate(
            logGroupName="g", filterPattern="RequestId", PaginationConfig={"PageSize": 1}
        )
        for e in page["events"]
    ]
    assert paged == [EVENTS[0][2], EVENTS[2][2], EVENTS[3][2]]


def test_no_next_token_when_the_limit_is_met_exactly(logs, corpus):
    out = logs.filter_log_events(logGroupName="g", filterPattern="RequestId", limit=3)
    assert len(out["events"]) == 3
    assert "nextToken" not in out


def test_missing_group_and_bad_token(logs, corpus):
    with pytest.raises(ClientError) as info:
        logs.filter_log_events(logGroupName="nope")
    assert code_of(info) == ("ResourceNotFoundException", "The specified log group does not exist.")
    with pytest.raises(ClientError) as info:
        logs.filter_log_events(logGroupName="g", nextToken="x")
    assert code_of(info) == ("InvalidParameterException", "The specified nextToken is invalid.")


def test_group_identifier_arn(logs, corpus):
    arn = logs.describe_log_groups()["logGroups"][0]["logGroupArn"]
    events = logs.filter_log_events(logGroupIdentifier=arn, filterPattern="RESULT")["events"]
    assert [e["message"] for e in events] == [EVENTS[1][2]]
