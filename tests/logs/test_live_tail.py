"""StartLiveTail over the wire: botocore parses our application/vnd.amazon.eventstream framing.

AWS serves StartLiveTail on a ``stream-`` host prefix; against a local endpoint the client must
not inject it (``inject_host_prefix=False``), which these tests do.
"""

from __future__ import annotations

import threading
from typing import Any

import pytest
from botocore.config import Config
from botocore.exceptions import ClientError
from logs_helpers import code_of, now_ms

GROUP = "/aws/lambda/tail"
ARN = f"arn:aws:logs:us-east-1:000000000000:log-group:{GROUP}"


@pytest.fixture
def tail_client(labcloud: Any) -> Any:
    return labcloud.boto3_client(
        "logs", config=Config(inject_host_prefix=False, retries={"max_attempts": 1}, read_timeout=30)
    )


def _put(logs: Any, stream: str, messages: list[str]) -> None:
    t = now_ms()
    logs.put_log_events(
        logGroupName=GROUP,
        logStreamName=stream,
        logEvents=[{"timestamp": t + i, "message": m} for i, m in enumerate(messages)],
    )


def test_live_tail_streams_new_matching_events(logs, tail_client):
    logs.create_log_group(logGroupName=GROUP)
    for stream in ("a", "b"):
        logs.create_log_stream(logGroupName=GROUP, logStreamName=stream)
    _put(logs, "a", ["ERROR before the session"])
    response = tail_client.start_live_tail(logGroupIdentifiers=[ARN], logEventFilterPattern="ERROR")
    stream = response["responseStream"]
    events = iter(stream)
    start = next(events)["sessionStart"]
    assert set(start) == {"requestId", "sessionId", "logGroupIdentifiers", "logEventFilterPattern"}
    assert start["logGroupIdentifiers"] == [ARN]
    assert start["logEventFilterPattern"] == "ERROR"
    _put(logs, "a", ["INFO fine", "ERROR one"])
    _put(logs, "b", ["ERROR two"])
    seen: list[dict[str, Any]] = []
    for _ in range(10):  # updates come every second; the events arrive within a few
        update = next(events)["sessionUpdate"]
        assert update["sessionMetadata"] == {"sampled": False}
        seen += update["sessionResults"]
        if len(seen) >= 2:
            break
    stream.close()
    assert [(e["logStreamName"], e["message"], e["logGroupIdentifier"]) for e in seen] == [
        ("a", "ERROR one", ARN),
        ("b", "ERROR two", ARN),
    ]
    assert all(isinstance(e["timestamp"], int) and isinstance(e["ingestionTime"], int) for e in seen)


def test_live_tail_stream_selection(logs, tail_client):
    logs.create_log_group(logGroupName=GROUP)
    for stream in ("web-1", "worker-1"):
        logs.create_log_stream(logGroupName=GROUP, logStreamName=stream)
    response = tail_client.start_live_tail(logGroupIdentifiers=[ARN], logStreamNamePrefixes=["web"])
    stream = response["responseStream"]
    events = iter(stream)
    assert next(events)["sessionStart"]["logStreamNamePrefixes"] == ["web"]
    done = threading.Event()

    def writer() -> None:
        _put(logs, "worker-1", ["from the worker"])
        _put(logs, "web-1", ["from the web"])
        done.set()

    threading.Thread(target=writer).start()
    seen: list[str] = []
    for _ in range(10):
        seen += [e["message"] for e in next(events)["sessionUpdate"]["sessionResults"]]
        if seen and done.is_set():
            break
    stream.close()
    assert seen == ["from the web"]


def test_live_tail_errors(logs, tail_client):
    with pytest.raises(ClientError) as info:
        tail_client.start_live_tail(logGroupIdentifiers=[ARN])
    assert code_of(info) == ("ResourceNotFoundException", "The specified log group does not exist.")
    logs.create_log_group(logGroupName=GROUP)
    logs.create_log_group(logGroupName="/other")
    with pytest.raises(ClientError) as info:
        tail_client.start_live_tail(logGroupIdentifiers=[ARN, "/other"], logStreamNames=["s"])
    assert code_of(info) == (
        "InvalidParameterException",
        "logStreamNames and logStreamNamePrefixes can only be specified with exactly one log group.",
    )
    with pytest.raises(ClientError) as info:
        tail_client.start_live_tail(
            logGroupIdentifiers=[ARN], logStreamNames=["s"], logStreamNamePrefixes=["s"]
        )
    assert code_of(info) == (
        "InvalidParameterException",
        "logStreamNames and logStreamNamePrefixes are mutually exclusive parameters.",
    )
    with pytest.raises(ClientError) as info:
        tail_client.start_live_tail(logGroupIdentifiers=[ARN + ":*"])
    assert code_of(info)[0] == "InvalidParameterException"


def test_cli_start_live_tail_prints_new_messages(labcloud, logs):
    """The aws CLI (with labcloud's environment, which turns host prefix injection off) tails live."""
    import subprocess

    logs.create_log_group(logGroupName=GROUP)
    logs.create_log_stream(logGroupName=GROUP, logStreamName="cli")
    process = subprocess.Popen(
        [
            "aws",
            "logs",
            "start-live-tail",
            "--log-group-identifiers",
            ARN,
            "--log-event-filter-pattern",
            "tail",
        ],
        env=labcloud.cli_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.append(process.stdout.readline()), daemon=True)
    reader.start()
    try:
        for _ in range(40):  # keep writing until the session (started asynchronously) sees one
            _put(logs, "cli", ["skip me", "hello tail"])
            reader.join(timeout=0.5)
            if lines:
                break
    finally:
        process.terminate()
        process.communicate(timeout=20)
    assert lines == ["hello tail\n"]
