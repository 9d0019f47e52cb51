"""GetLogEvents over the real server: head or tail, forward/backward tokens, time range, limit."""

from __future__ import annotations

import pytest
from botocore.exceptions import ClientError
from logs_helpers import code_of, now_ms


@pytest.fixture
def ten(put):
    t = now_ms() - 100_000
    put("g", "s", [(t + i * 1000, f"m{i}") for i in range(10)])
    return t


def _get(logs, **kwargs):
    return logs.get_log_events(logGroupName="g", logStreamName="s", **kwargs)


def _msgs(out):
    return [e["message"] for e in out["events"]]


def test_default_reads_the_latest_events(logs, ten):
    out = _get(logs, limit=3)
    assert _msgs(out) == ["m7", "m8", "m9"]
    assert out["events"][0]["timestamp"] == ten + 7000
    assert out["events"][0]["ingestionTime"] >= ten


def test_start_from_head_reads_the_oldest(logs, ten):
    assert _msgs(_get(logs, limit=3, startFromHead=True)) == ["m0", "m1", "m2"]
    assert _msgs(_get(logs, startFromHead=True)) == [f"m{i}" for i in range(10)]


def test_forward_tokens_walk_to_the_end_and_then_stop_changing(logs, ten):
    out = _get(logs, limit=4, startFromHead=True)
    seen = _msgs(out)
    token = out["nextForwardToken"]
    while True:
        out = _get(logs, limit=4, startFromHead=True, nextToken=token)
        seen += _msgs(out)
        if out["nextForwardToken"] == token:
            break
        token = out["nextForwardToken"]
    assert seen == [f"m{i}" for i in range(10)]
    assert out["events"] == []
    # Asking again at the end still answers the same token.
    assert _get(logs, nextToken=token, startFromHead=True)["nextForwardToken"] == token


def test_forward_token_sees_events_added_later(logs, put, ten):
    token = _get(logs, startFromHead=True)["nextForwardToken"]
    put("g", "s", [(now_ms(), "late")])
    out = _get(logs, nextToken=token, startFromHead=True)
    assert _msgs(out) == ["late"]


def test_backward_tokens_walk_to_the_start(logs, ten):
    out = _get(logs, limit=4)
    seen = [_msgs(out)]
    token = out["nextBackwardToken"]
    while True:
        out = _get(logs, limit=4, nextToken=token)
        if out["nextBackwardToken"] == token:
            assert out["events"] == []
            break
        seen.insert(0, _msgs(out))
        token = out["nextBackwardToken"]
    assert [m for page in seen for m in page] == [f"m{i}" for i in range(10)]


def test_time_range_is_start_inclusive_end_exclusive(logs, ten):
    out = _get(logs, startTime=ten + 2000, endTime=ten + 5000, startFromHead=True)
    assert _msgs(out) == ["m2", "m3", "m4"]


def test_empty_stream_has_stable_tokens(logs):
    logs.create_log_group(logGroupName="g")
    logs.create_log_stream(logGroupName="g", logStreamName="s")
    out = _get(logs, startFromHead=True)
    assert out["events"] == []
    again = _get(logs, startFromHead=True, nextToken=out["nextForwardToken"])
    assert again["nextForwardToken"] == out["nextForwardToken"]


def test_errors(logs, ten):
    with pytest.raises(ClientError) as info:
        logs.get_log_events(logGroupName="g", logStreamName="nope")
    assert code_of(info) == ("ResourceNotFoundException", "The specified log stream does not exist.")
    with pytest.raises(ClientError) as info:
        logs.get_log_events(logGroupName="nope", logStreamName="s")
    assert code_of(info) == ("ResourceNotFoundException", "The specified log group does not exist.")
    with pytest.raises(ClientError) as info:
        _get(logs, nextToken="garbage")
    assert code_of(info) == ("InvalidParameterException", "The specified nextToken is invalid.")
