"""The real ``aws`` CLI (awscli v1) against CloudWatch: as installed (its botocore picks the json
protocol) and forced to the query protocol through AWS_DATA_PATH, for every operation labcloud
implements, with exact error codes."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
from typing import Any

import pytest
from cw_helpers import cli_env

CLI_PROTOCOLS = (None, "query", "smithy-rpc-v2-cbor")


def _aws(server: Any, protocol: str | None, *args: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        ["aws", "cloudwatch", *args, "--output", "json"],
        env=cli_env(server, protocol),
        capture_output=True,
        text=True,
        timeout=120,
    )
    if ok and result.returncode != 0:
        raise AssertionError(f"aws cloudwatch {' '.join(args)} failed:\n{result.stderr}")
    return result


def _json(server: Any, protocol: str | None, *args: str) -> Any:
    out = _aws(server, protocol, *args).stdout
    return json.loads(out) if out.strip() else None


def _iso(delta: dt.timedelta = dt.timedelta()) -> str:
    return (dt.datetime.now(dt.timezone.utc) + delta).strftime("%Y-%m-%dT%H:%M:%SZ")


def _mid_last_block() -> str:
    """The middle of the last whole 5-minute block: every put lands in one 300 s period, however slow the run."""
    now = int(dt.datetime.now(dt.timezone.utc).timestamp())
    middle = now - now % 300 - 150
    return dt.datetime.fromtimestamp(middle, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


@pytest.mark.parametrize("protocol", CLI_PROTOCOLS, ids=["cli-default-json", "cli-query", "cli-cbor"])
def test_every_operation_through_the_cli(server: Any, protocol: str | None) -> None:
    # put-metric-data, both the CLI's shorthand and a full --metric-data document
    stamp = _mid_last_block()
    _aws(
        server,
        protocol,
        "put-metric-data",
        "--namespace",
        "Lab",
        "--metric-name",
        "Jobs",
        "--value",
        "3",
        "--unit",
        "Count",
        "--dimensions",
        "Queue=orders",
        "--timestamp",
        stamp,
    )
    _aws(
        server,
        protocol,
        "put-metric-data",
        "--namespace",
        "Lab",
        "--metric-data",
        json.dumps(
            [
                {
                    "MetricName": "Jobs",
                    "Dimensions": [{"Name": "Queue", "Value": "orders"}],
                    "Values": [1, 2],
                    "Counts": [1, 1],
                    "Unit": "Count",
                    "Timestamp": stamp,
                },
                {
                    "MetricName": "Wait",
                    "Timestamp": stamp,
                    "StatisticValues": {"SampleCount": 2, "Sum": 10, "Minimum": 4, "Maximum": 6},
                },
            ]
        ),
    )
    metrics = _json(server, protocol, "list-metrics", "--namespace", "Lab")["Metrics"]
    assert sorted(m["MetricName"] for m in metrics) == ["Jobs", "Wait"]
    stats = _json(
        server,
        protocol,
        "get-metric-statistics",
        "--namespace",
        "Lab",
        "--metric-name",
        "Jobs",
        "--dimensions",
        "Name=Queue,Value=orders",
        "--start-time",
        _iso(-dt.timedelta(minutes=10)),
        "--end-time",
        _iso(dt.timedelta(minutes=1)),
        "--period",
        "300",
        "--statistics",
        "Sum",
        "SampleCount",
        "--extended-statistics",
        "p50",
    )
    point = stats["Datapoints"][0]
    assert (point["Sum"], point["SampleCount"], point["ExtendedStatistics"]["p50"]) == (6.0, 3.0, 2.0)
    data = _json(
        server,
        protocol,
        "get-metric-data",
        "--start-time",
        _iso(-dt.timedelta(minutes=10)),
        "--end-time",
        _iso(dt.timedelta(minutes=1)),
        "--metric-data-queries",
        json.dumps(
            [
                {
                    "Id": "jobs",
                    "MetricStat": {
                        "Metric": {
                            "Namespace": "Lab",
                            "MetricName": "Jobs",
                            "Dimensions": [{"Name": "Queue", "Value": "orders"}],
                        },
                        "Period": 300,
                        "Stat": "Sum",
                    },
                    "ReturnData": False,
                },
                {"Id": "double", "Expression": "jobs * 2"},
            ]
        ),
    )
    assert data["MetricDataResults"][0]["Values"] == [12.0]

    _aws(
        server,
        protocol,
        "put-metric-alarm",
        "--alarm-name",
        "jobs-high",
        "--namespace",
        "Lab",
        "--metric-name",
        "Jobs",
        "--dimensions",
        "Name=Queue,Value=orders",
        "--statistic",
        "Sum",
        "--period",
        "60",
        "--evaluation-periods",
        "1",
        "--threshold",
        "1",
        "--comparison-operator",
        "GreaterThanThreshold",
        "--treat-missing-data",
        "ignore",
        "--tags",
        "Key=team,Value=lab",
    )
    alarms = _json(server, protocol, "describe-alarms", "--alarm-names", "jobs-high")["MetricAlarms"]
    assert alarms[0]["AlarmName"] == "jobs-high" and alarms[0]["Threshold"] == 1.0
    arn = alarms[0]["AlarmArn"]
    for_metric = _json(
        server, protocol, "describe-alarms-for-metric", "--namespace", "Lab", "--metric-name", "Jobs"
    )
    assert [a["AlarmName"] for a in for_metric["MetricAlarms"]] == ["jobs-high"]
    _aws(
        server,
        protocol,
        "set-alarm-state",
        "--alarm-name",
        "jobs-high",
        "--state-value",
        "ALARM",
        "--state-reason",
        "cli drill",
    )
    assert (
        _json(server, protocol, "describe-alarms", "--state-value", "ALARM")["MetricAlarms"][0]["StateReason"]
        == "cli drill"
    )
    history = _json(server, protocol, "describe-alarm-history", "--alarm-name", "jobs-high")[
        "AlarmHistoryItems"
    ]
    assert any(h["HistorySummary"] == "Alarm updated from INSUFFICIENT_DATA to ALARM" for h in history)
    _aws(server, protocol, "disable-alarm-actions", "--alarm-names", "jobs-high")
    assert _json(server, protocol, "describe-alarms")["MetricAlarms"][0]["ActionsEnabled"] is False
    _aws(server, protocol, "enable-alarm-actions", "--alarm-names", "jobs-high")
    _aws(server, protocol, "tag-resource", "--resource-arn", arn, "--tags", "Key=env,Value=dev")
    tags = _json(server, protocol, "list-tags-for-resource", "--resource-arn", arn)["Tags"]
    assert sorted(t["Key"] for t in tags) == ["env", "team"]
    _aws(server, protocol, "untag-resource", "--resource-arn", arn, "--tag-keys", "team")
    assert _json(server, protocol, "list-tags-for-resource", "--resource-arn", arn)["Tags"] == [
        {"Key": "env", "Value": "dev"}
    ]
    _aws(server, protocol, "delete-alarms", "--alarm-names", "jobs-high")
    assert _json(server, protocol, "describe-alarms")["MetricAlarms"] == []


@pytest.mark.parametrize("protocol", CLI_PROTOCOLS[:2], ids=["cli-default-json", "cli-query"])
@pytest.mark.parametrize(
    "args, code",
    [
        (
            ("put-metric-data", "--namespace", "AWS/SQS", "--metric-name", "x", "--value", "1"),
            "InvalidParameterValue",
        ),
        (
            ("put-metric-data", "--namespace", "Lab", "--metric-data", '[{"MetricName": "x"}]'),
            "MissingParameter",
        ),
        (
            (
                "put-metric-data",
                "--namespace",
                "Lab",
                "--metric-data",
                '[{"MetricName": "x", "Value": 1, "Values": [1]}]',
            ),
            "InvalidParameterCombination",
        ),
        (
            ("set-alarm-state", "--alarm-name", "ghost", "--state-value", "OK", "--state-reason", "x"),
            "ResourceNotFound",
        ),
        (("delete-alarms", "--alarm-names", "ghost"), "ResourceNotFound"),
        (("describe-alarms", "--next-token", "bogus"), "InvalidNextToken"),
        (
            (
                "put-metric-alarm",
                "--alarm-name",
                "a",
                "--namespace",
                "Lab",
                "--metric-name",
                "x",
                "--statistic",
                "Sum",
                "--period",
                "60",
                "--evaluation-periods",
                "2",
                "--datapoints-to-alarm",
                "3",
                "--threshold",
                "1",
                "--comparison-operator",
                "GreaterThanThreshold",
            ),
            "ValidationError",
        ),
        (
            (
                "list-tags-for-resource",
                "--resource-arn",
                "arn:aws:cloudwatch:us-east-1:000000000000:alarm:ghost",
            ),
            "ResourceNotFoundException",
        ),
        (("put-composite-alarm", "--alarm-name", "c", "--alarm-rule", "ALARM(a)"), "ValidationError"),
        (("put-composite-alarm", "--alarm-name", "c", "--alarm-rule", "ALARM(a) AND"), "ValidationError"),
        (
            ("put-composite-alarm", "--alarm-name", "c", "--alarm-rule", "TRUE", "--actions-suppressor", "x"),
            "InvalidParameterValue",
        ),
        (
            ("describe-alarms", "--children-of-alarm-name", "c", "--state-value", "OK"),
            "InvalidParameterCombination",
        ),
        (
            ("describe-insight-rules",),
            "NotImplementedException",
        ),
    ],
)
def test_cli_error_codes(server: Any, protocol: str | None, args: tuple[str, ...], code: str) -> None:
    result = _aws(server, protocol, *args, ok=False)
    assert result.returncode != 0
    assert f"({code})" in result.stderr, result.stderr
