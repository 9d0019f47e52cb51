"""Metric filters: Put/Describe/Delete/TestMetricFilter with AWS's checks, and the metric data
matching events produce in CloudWatch (boto3 and the aws CLI against a real server)."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from logs_helpers import code_of, now_ms

GROUP = "/aws/lambda/orders"
LATENCY = {
    "metricName": "Latency",
    "metricNamespace": "Orders",
    "metricValue": "$.latency",
    "unit": "Milliseconds",
}


def _put_filter(
    logs: Any, name: str = "latency", pattern: str = "{ $.latency = * }", **transformation: Any
) -> None:
    logs.put_metric_filter(
        logGroupName=GROUP,
        filterName=name,
        filterPattern=pattern,
        metricTransformations=[{**LATENCY, **transformation}],
    )


@pytest.fixture
def group(logs: Any) -> str:
    logs.create_log_group(logGroupName=GROUP)
    logs.create_log_stream(logGroupName=GROUP, logStreamName="s")
    return GROUP


def _stats(
    cw: Any, namespace: str, name: str, dimensions: list[dict[str, str]] | None = None
) -> list[dict[str, Any]]:
    end = dt.datetime.now(dt.timezone.utc) + dt.timedelta(minutes=2)
    points: list[dict[str, Any]] = cw.get_metric_statistics(
        Namespace=namespace,
        MetricName=name,
        Dimensions=dimensions or [],
        StartTime=end - dt.timedelta(hours=1),
        EndTime=end,
        Period=3600,
        Statistics=["Sum", "SampleCount", "Maximum"],
    )["Datapoints"]
    return points


# ------------------------------------------------------------------ the API and its shapes


def test_put_and_describe_shapes(logs, group):
    _put_filter(logs)
    _put_filter(logs, "errors", "ERROR", metricName="Errors", metricValue="1", defaultValue=0.0, unit="Count")
    filters = logs.describe_metric_filters(logGroupName=group)["metricFilters"]
    for item in filters:
        assert isinstance(item.pop("creationTime"), int)
    assert filters == [
        {
            "filterName": "errors",
            "filterPattern": "ERROR",
            "metricTransformations": [
                {
                    "metricName": "Errors",
                    "metricNamespace": "Orders",
                    "metricValue": "1",
                    "defaultValue": 0.0,
                    "unit": "Count",
                }
            ],
            "logGroupName": group,
            "applyOnTransformedLogs": False,
        },
        {
            "filterName": "latency",
            "filterPattern": "{ $.latency = * }",
            "metricTransformations": [LATENCY],
            "logGroupName": group,
            "applyOnTransformedLogs": False,
        },
    ]
    assert logs.describe_log_groups(logGroupNamePrefix=group)["logGroups"][0]["metricFilterCount"] == 2


def test_put_replaces_a_filter_of_the_same_name(logs, group):
    _put_filter(logs)
    created = logs.describe_metric_filters(logGroupName=group)["metricFilters"][0]["creationTime"]
    _put_filter(logs, pattern="{ $.latency > 10 }", metricName="SlowLatency")
    (item,) = logs.describe_metric_filters(logGroupName=group)["metricFilters"]
    assert item["filterPattern"] == "{ $.latency > 10 }"
    assert item["metricTransformations"][0]["metricName"] == "SlowLatency"
    assert item["creationTime"] == created


def test_describe_selections_and_pages(logs, group):
    logs.create_log_group(logGroupName="/other")
    for name in ("a1", "a2", "b1"):
        _put_filter(logs, name)
    logs.put_metric_filter(
        logGroupName="/other",
        filterName="a3",
        filterPattern="",
        metricTransformations=[{"metricName": "Latency", "metricNamespace": "Orders", "metricValue": "1"}],
    )
    names = lambda out: [(f["logGroupName"], f["filterName"]) for f in out["metricFilters"]]  # noqa: E731
    assert names(logs.describe_metric_filters(logGroupName=group, filterNamePrefix="a")) == [
        (group, "a1"),
        (group, "a2"),
    ]
    # Without logGroupName the whole account's filters are listed, ordered by group then name.
    assert names(logs.describe_metric_filters(metricName="Latency", metricNamespace="Orders")) == [
        ("/aws/lambda/orders", "a1"),
        ("/aws/lambda/orders", "a2"),
        ("/aws/lambda/orders", "b1"),
        ("/other", "a3"),
    ]
    assert names(logs.describe_metric_filters(metricName="Nope", metricNamespace="Orders")) == []
    first = logs.describe_metric_filters(limit=2)
    assert names(first) == [(group, "a1"), (group, "a2")]
    second = logs.describe_metric_filters(limit=2, nextToken=first["nextToken"])
    assert names(second) == [(group, "b1"), ("/other", "a3")]
    assert "nextToken" not in second
    paginated = logs.get_paginator("describe_metric_filters").paginate(PaginationConfig={"PageSize": 1})
    assert len([f for page in paginated for f in page["metricFilters"]]) == 4


def test_describe_requires_name_and_namespace_together(logs, group):
    with pytest.raises(ClientError) as info:
        logs.describe_metric_filters(metricName="Latency")
    assert code_of(info) == (
        "InvalidParameterException",
        "If either metricName or metricNamespace is specified, then both must be specified.",
    )


def test_unknown_group_and_filter(logs, group):
    for call in (
        lambda: logs.describe_metric_filters(logGroupName="/nope"),
        lambda: logs.put_metric_filter(
            logGroupName="/nope",
            filterName="f",
            filterPattern="",
            metricTransformations=[LATENCY],
        ),
        lambda: logs.delete_metric_filter(logGroupName="/nope", filterName="f"),
    ):
        with pytest.raises(ClientError) as info:
            call()
        assert code_of(info) == ("ResourceNotFoundException", "The specified log group does not exist.")
    with pytest.raises(ClientError) as info:
        logs.delete_metric_filter(logGroupName=group, filterName="missing")
    assert code_of(info) == ("ResourceNotFoundException", "The specified metric filter does not exist.")


def test_delete_metric_filter(logs, group):
    _put_filter(logs)
    assert (
        logs.delete_metric_filter(logGroupName=group, filterName="latency")["ResponseMetadata"][
            "HTTPStatusCode"
        ]
        == 200
    )
    assert logs.describe_metric_filters(logGroupName=group)["metricFilters"] == []
    assert logs.describe_log_groups(logGroupNamePrefix=group)["logGroups"][0]["metricFilterCount"] == 0


@pytest.mark.parametrize(
    ("pattern", "transformation", "message"),
    [
        (
            "ERROR",
            {"dimensions": {"Fn": "$.fn"}},
            "The specified filter pattern does not support dimensions",
        ),
        (
            "{ $.latency = * }",
            {"dimensions": {"Fn": "$.fn"}, "defaultValue": 0.0},
            "Invalid metric transformation: dimensions and default value are mutually exclusive properties",
        ),
        (
            "{ $.latency = * }",
            {"dimensions": {"A": "$.a", "B": "$.b", "C": "$.c", "D": "$.d"}},
            "Invalid metric transformation: a metric filter can have at most 3 dimensions",
        ),
        ("{ $.latency = * }", {"metricValue": "fast"}, "Invalid metric value: fast"),
        ("{ $.latency = ", {}, "Invalid character(s) in term '{ $.latency ='"),
    ],
)
def test_transformation_checks(logs, group, pattern, transformation, message):
    with pytest.raises(ClientError) as info:
        logs.put_metric_filter(
            logGroupName=group,
            filterName="f",
            filterPattern=pattern,
            metricTransformations=[{**LATENCY, **transformation}],
        )
    code, text = code_of(info)
    assert code == "InvalidParameterException"
    if pattern.endswith("= "):
        assert text  # the filter pattern language's own message
    else:
        assert text == message


def test_model_checks_exactly_one_transformation_and_the_unit(logs, group):
    with pytest.raises(ClientError) as info:
        logs.put_metric_filter(
            logGroupName=group, filterName="f", filterPattern="", metricTransformations=[LATENCY, LATENCY]
        )
    code, message = code_of(info)
    assert code == "InvalidParameterException"
    assert "metricTransformations" in message and "less than or equal to 1" in message
    with pytest.raises(ClientError) as info:
        logs.put_metric_filter(
            logGroupName=group,
            filterName="f",
            filterPattern="",
            metricTransformations=[{**LATENCY, "unit": "Furlongs"}],
        )
    code, message = code_of(info)
    assert code == "InvalidParameterException"
    assert "Member must satisfy enum value set" in message


def test_unsupported_options_are_refused(logs, group):
    with pytest.raises(ClientError) as info:
        logs.put_metric_filter(
            logGroupName=group,
            filterName="f",
            filterPattern="",
            metricTransformations=[LATENCY],
            applyOnTransformedLogs=True,
        )
    assert code_of(info) == (
        "InvalidParameterException",
        "labcloud does not support log transformers: applyOnTransformedLogs must be false",
    )


def test_one_hundred_filters_per_group(logs, group):
    for index in range(100):
        _put_filter(logs, f"f{index:03d}")
    with pytest.raises(ClientError) as info:
        _put_filter(logs, "one-too-many")
    assert code_of(info) == ("LimitExceededException", "Resource limit exceeded.")
    _put_filter(logs, "f000", metricName="Replaced")  # replacing an existing one is not a new filter


def test_test_metric_filter(logs):
    out = logs.test_metric_filter(
        filterPattern="[ip, user, status = 5*, bytes]",
        logEventMessages=["1.2.3.4 alice 200 10", "5.6.7.8 bob 503 99", "broken"],
    )
    assert out["matches"] == [
        {
            "eventNumber": 2,
            "eventMessage": "5.6.7.8 bob 503 99",
            "extractedValues": {"$ip": "5.6.7.8", "$user": "bob", "$status": "503", "$bytes": "99"},
        }
    ]
    assert logs.test_metric_filter(filterPattern="ERROR", logEventMessages=["ok", "ERROR x"])["matches"] == [
        {"eventNumber": 2, "eventMessage": "ERROR x", "extractedValues": {}}
    ]
    with pytest.raises(ClientError) as info:
        logs.test_metric_filter(filterPattern='{ $.a = "x" ', logEventMessages=["x"])
    assert code_of(info)[0] == "InvalidParameterException"


# ------------------------------------------------------------------ metric data


def test_matching_events_reach_cloudwatch(labcloud, logs, group):
    cw = labcloud.boto3_client("cloudwatch")
    _put_filter(logs, dimensions={"Function": "$.fn"})
    _put_filter(logs, "errors", "ERROR", metricName="Errors", metricValue="1", defaultValue=0.0, unit="Count")
    t = now_ms() - 1000
    logs.put_log_events(
        logGroupName=group,
        logStreamName="s",
        logEvents=[
            {"timestamp": t, "message": json.dumps({"fn": "pay", "latency": 120})},
            {"timestamp": t, "message": json.dumps({"fn": "pay", "latency": 80})},
            {"timestamp": t + 1, "message": json.dumps({"fn": "ship", "latency": 7.5})},
            {"timestamp": t + 2, "message": json.dumps({"fn": "ship", "latency": "n/a"})},
            {"timestamp": t + 3, "message": json.dumps({"latency": 1})},
            {"timestamp": t + 4, "message": "ERROR boom"},
        ],
    )
    (pay,) = _stats(cw, "Orders", "Latency", [{"Name": "Function", "Value": "pay"}])
    assert (pay["Sum"], pay["SampleCount"], pay["Maximum"], pay["Unit"]) == (
        200.0,
        2.0,
        120.0,
        "Milliseconds",
    )
    (ship,) = _stats(cw, "Orders", "Latency", [{"Name": "Function", "Value": "ship"}])
    assert (ship["Sum"], ship["SampleCount"]) == (7.5, 1.0)  # a non-numeric value emits nothing
    # An event without the dimension's field emits nothing either.
    assert _stats(cw, "Orders", "Latency") == []
    (errors,) = _stats(cw, "Orders", "Errors")
    assert (errors["Sum"], errors["SampleCount"], errors["Unit"]) == (1.0, 1.0, "Count")
    metrics = cw.list_metrics(Namespace="Orders")["Metrics"]
    assert sorted((m["MetricName"], tuple(d["Value"] for d in m["Dimensions"])) for m in metrics) == [
        ("Errors", ()),
        ("Latency", ("pay",)),
        ("Latency", ("ship",)),
    ]


def test_default_value_for_a_minute_without_matches(labcloud, logs, group):
    cw = labcloud.boto3_client("cloudwatch")
    _put_filter(logs, "errors", "ERROR", metricName="Errors", metricValue="1", defaultValue=0.0, unit="Count")
    t = now_ms() - 1000
    logs.put_log_events(
        logGroupName=group,
        logStreamName="s",
        logEvents=[{"timestamp": t, "message": "all good"}, {"timestamp": t + 1, "message": "still fine"}],
    )
    (errors,) = _stats(cw, "Orders", "Errors")
    assert (errors["Sum"], errors["SampleCount"]) == (0.0, 1.0)


def test_space_delimited_value_and_dimension(labcloud, logs, group):
    cw = labcloud.boto3_client("cloudwatch")
    logs.put_metric_filter(
        logGroupName=group,
        filterName="bytes",
        filterPattern="[ip, method, status, bytes]",
        metricTransformations=[
            {
                "metricName": "Bytes",
                "metricNamespace": "Web",
                "metricValue": "$bytes",
                "dimensions": {"Method": "$method"},
                "unit": "Bytes",
            }
        ],
    )
    t = now_ms() - 1000
    logs.put_log_events(
        logGroupName=group,
        logStreamName="s",
        logEvents=[
            {"timestamp": t, "message": "1.1.1.1 GET 200 100"},
            {"timestamp": t + 1, "message": "1.1.1.1 GET 200 50"},
            {"timestamp": t + 2, "message": "1.1.1.1 POST 201 7"},
            {"timestamp": t + 3, "message": "not four fields"},
        ],
    )
    (get,) = _stats(cw, "Web", "Bytes", [{"Name": "Method", "Value": "GET"}])
    assert (get["Sum"], get["SampleCount"]) == (150.0, 2.0)
    (post,) = _stats(cw, "Web", "Bytes", [{"Name": "Method", "Value": "POST"}])
    assert post["Sum"] == 7.0


def test_cli_put_describe_test_delete(labcloud, logs, group):
    labcloud.aws(
        "logs",
        "put-metric-filter",
        "--log-group-name",
        group,
        "--filter-name",
        "cli",
        "--filter-pattern",
        "{ $.latency > 100 }",
        "--metric-transformations",
        "metricName=Slow,metricNamespace=Orders,metricValue=1,defaultValue=0",
    )
    described = labcloud.aws_json("logs", "describe-metric-filters", "--log-group-name", group)
    (item,) = described["metricFilters"]
    assert item["metricTransformations"] == [
        {"metricName": "Slow", "metricNamespace": "Orders", "metricValue": "1", "defaultValue": 0.0}
    ]
    tested = labcloud.aws_json(
        "logs",
        "test-metric-filter",
        "--filter-pattern",
        "{ $.latency > 100 }",
        "--log-event-messages",
        '{"latency": 150}',
        '{"latency": 5}',
    )
    assert tested == {
        "matches": [{"eventNumber": 1, "eventMessage": '{"latency": 150}', "extractedValues": {}}]
    }
    labcloud.aws("logs", "delete-metric-filter", "--log-group-name", group, "--filter-name", "cli")
    failed = labcloud.aws(
        "logs", "delete-metric-filter", "--log-group-name", group, "--filter-name", "cli", check=False
    )
    assert failed.returncode == 255  # awscli v1
    assert "ResourceNotFoundException" in failed.stderr
    assert "The specified metric filter does not exist." in failed.stderr


def test_lambda_log_lines_feed_a_metric_filter(labcloud, logs):
    from logs_helpers import basic_role, lambda_zip, wait_until

    cw = labcloud.boto3_client("cloudwatch")
    fn = labcloud.boto3_client("lambda")
    fn.create_function(
        FunctionName="orders",
        Runtime="python3.12",
        Role=basic_role(labcloud),
        Handler="app.handler",
        Code={
            "ZipFile": lambda_zip(
                'import json\ndef handler(event, context):\n    print(json.dumps({"total": event["total"]}))\n    return 1\n'
            )
        },
    )
    logs.create_log_group(logGroupName=GROUP)
    logs.put_metric_filter(
        logGroupName=GROUP,
        filterName="totals",
        filterPattern="{ $.total > 0 }",
        metricTransformations=[
            {"metricName": "OrderTotal", "metricNamespace": "Shop", "metricValue": "$.total"}
        ],
    )
    for total in (5, 7, 0):
        fn.invoke(FunctionName="orders", Payload=json.dumps({"total": total}))
    (point,) = wait_until(lambda: [p for p in _stats(cw, "Shop", "OrderTotal") if p["SampleCount"] == 2.0])
    assert (point["Sum"], point["Unit"]) == (12.0, "None")
