"""The seed lab's commands, verbatim, through bash with the real aws CLI and jq."""

from __future__ import annotations

import json
import subprocess

from logs_helpers import now_ms

GROUP = "/aws/lambda/labex-q05-worker"
FILTER = (
    "aws logs filter-log-events --log-group-name /aws/lambda/labex-q05-worker --filter-pattern '\"RESULT\"'"
    ' --output json | jq -r \'.events[].message | split("\\n")[] | select(startswith("RESULT "))\''
)
DELETE = "aws logs delete-log-group --log-group-name /aws/lambda/labex-q05-worker"


def _bash(labcloud, command):
    return subprocess.run(
        ["bash", "-c", command], env=labcloud.cli_env(), capture_output=True, text=True, timeout=120
    )


def test_filter_pipeline_and_delete(labcloud, put, logs):
    rid = "5f2c0a61-0000-4000-8000-00000000abcd"
    t = now_ms() - 10_000
    events = [
        (t, f"START RequestId: {rid} Version: $LATEST\n"),
        (t + 1, 'EVENT {"id": "q-1", "n": 3}\nRESULT {"id": "q-1", "sum": 6}\n'),
        (t + 2, "log line mentioning RESULTS without the word alone\n"),
        (t + 3, f"END RequestId: {rid}\n"),
        (t + 4, f"REPORT RequestId: {rid}\tDuration: 12.00 ms\tBilled Duration: 12 ms\t\n"),
    ]
    put(GROUP, "2024/05/01/[$LATEST]aaaa", events)
    put(
        GROUP,
        "2024/05/01/[$LATEST]bbbb",
        [(t + 5, 'RESULT {"id": "q-2", "sum": 9}'), (t + 6, "INFO nothing here")],
    )

    result = _bash(labcloud, FILTER)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        'RESULT {"id": "q-1", "sum": 6}',
        'RESULT {"id": "q-2", "sum": 9}',
    ]

    raw = _bash(labcloud, FILTER.split(" | jq")[0])
    messages = [e["message"] for e in json.loads(raw.stdout)["events"]]
    # Whole events come back (the multi-line one stays one event); "RESULTS" contains RESULT too.
    assert messages == [events[1][1], events[2][1], 'RESULT {"id": "q-2", "sum": 9}']

    deleted = _bash(labcloud, DELETE)
    assert deleted.returncode == 0, deleted.stderr
    assert logs.describe_log_groups(logGroupNamePrefix="/aws/lambda/")["logGroups"] == []
    again = _bash(labcloud, "set -o pipefail; " + FILTER)
    assert again.returncode != 0
    assert again.stdout == ""
    assert "ResourceNotFoundException" in again.stderr
    assert "The specified log group does not exist." in again.stderr


def test_cli_paginates_filter_results_to_the_end(labcloud, put):
    t = now_ms() - 20_000
    put(GROUP, "s", [(t + i, f"RESULT {i}") for i in range(25)])
    out = labcloud.aws_json(
        "logs",
        "filter-log-events",
        "--log-group-name",
        GROUP,
        "--filter-pattern",
        "RESULT",
        "--page-size",
        "10",
    )
    assert [e["message"] for e in out["events"]] == [f"RESULT {i}" for i in range(25)]


def test_cli_get_log_events(labcloud, put):
    t = now_ms() - 5_000
    put(GROUP, "s", [(t, "first"), (t + 1, "second")])
    out = labcloud.aws_json(
        "logs", "get-log-events", "--log-group-name", GROUP, "--log-stream-name", "s", "--start-from-head"
    )
    assert [e["message"] for e in out["events"]] == ["first", "second"]
    assert out["nextForwardToken"].startswith("f/")
