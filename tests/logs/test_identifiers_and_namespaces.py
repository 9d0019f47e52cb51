"""Log groups named by ARN (logGroupIdentifier), metric filter namespaces as CloudWatch allows them,
and the subscription filter shape DescribeSubscriptionFilters answers."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError

ACCOUNT = "000000000000"
SINK = f"arn:aws:lambda:us-east-1:{ACCOUNT}:function:sink"


def error_of(call: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as info:
        call()
    return info.value.response["Error"]["Code"], info.value.response["Error"]["Message"]


def test_describe_log_streams_by_group_arn(logs: Any, put: Any) -> None:
    put("/app/api", "one", ["hello"])
    arn = logs.describe_log_groups(logGroupNamePrefix="/app/api")["logGroups"][0]["logGroupArn"]
    assert arn == f"arn:aws:logs:us-east-1:{ACCOUNT}:log-group:/app/api"
    streams = logs.describe_log_streams(logGroupIdentifier=arn)["logStreams"]
    assert [s["logStreamName"] for s in streams] == ["one"]
    assert streams[0]["arn"] == f"{arn}:log-stream:one"
    assert [
        e["message"] for e in logs.get_log_events(logGroupIdentifier=arn, logStreamName="one")["events"]
    ] == ["hello"]
    assert [e["message"] for e in logs.filter_log_events(logGroupIdentifier=arn)["events"]] == ["hello"]


@pytest.mark.parametrize(
    "arn",
    [
        f"arn:aws:logs:us-west-2:{ACCOUNT}:log-group:/app/api",
        "arn:aws:logs:us-east-1:111122223333:log-group:/app/api",
        f"arn:aws:logs:us-east-1:{ACCOUNT}:log-group:/app/missing",
    ],
)
def test_group_arn_of_another_region_or_account_names_no_group(logs: Any, put: Any, arn: str) -> None:
    put("/app/api", "one", ["hello"])
    assert error_of(lambda: logs.describe_log_streams(logGroupIdentifier=arn)) == (
        "ResourceNotFoundException",
        "The specified log group does not exist.",
    )


def test_identifier_and_name_are_exclusive(logs: Any) -> None:
    logs.create_log_group(logGroupName="g")
    assert error_of(lambda: logs.describe_log_streams(logGroupIdentifier="g", logGroupName="g")) == (
        "InvalidParameterException",
        "LogGroup name and LogGroup identifier are mutually exclusive parameters.",
    )


@pytest.mark.parametrize("namespace", ["Lab:Orders", "My App/Errors #1", "AWS/Lambda", "a.b-c_d"])
def test_metric_filter_namespaces_cloudwatch_accepts(logs: Any, namespace: str) -> None:
    """Any CloudWatch namespace character (letters, digits, . - _ / # : and space) is accepted,
    though the model's pattern text forbids ':'."""
    logs.create_log_group(logGroupName="g")
    logs.put_metric_filter(
        logGroupName="g",
        filterName="f",
        filterPattern="ERROR",
        metricTransformations=[{"metricName": "Errors", "metricNamespace": namespace, "metricValue": "1"}],
    )
    found = logs.describe_metric_filters(metricName="Errors", metricNamespace=namespace)["metricFilters"]
    assert [(f["filterName"], f["metricTransformations"][0]["metricNamespace"]) for f in found] == [
        ("f", namespace)
    ]


@pytest.mark.parametrize("namespace", ["a$b", "a*b"])
def test_metric_filter_namespaces_cloudwatch_refuses(logs: Any, namespace: str) -> None:
    logs.create_log_group(logGroupName="g")
    code, message = error_of(
        lambda: logs.put_metric_filter(
            logGroupName="g",
            filterName="f",
            filterPattern="ERROR",
            metricTransformations=[
                {"metricName": "Errors", "metricNamespace": namespace, "metricValue": "1"}
            ],
        )
    )
    assert code == "InvalidParameterException"
    assert message.startswith(f"1 validation error detected: Value '{namespace}' at ")
    assert "metricNamespace" in message


def test_subscription_filter_shape_and_update(logs: Any) -> None:
    logs.create_log_group(logGroupName="g")
    logs.put_subscription_filter(logGroupName="g", filterName="f", filterPattern="ERROR", destinationArn=SINK)
    logs.put_subscription_filter(logGroupName="g", filterName="f", filterPattern="FATAL", destinationArn=SINK)
    (described,) = logs.describe_subscription_filters(logGroupName="g")["subscriptionFilters"]
    assert set(described) == {
        "filterName",
        "logGroupName",
        "filterPattern",
        "destinationArn",
        "distribution",
        "applyOnTransformedLogs",
        "creationTime",
    }
    assert (described["filterPattern"], described["applyOnTransformedLogs"], described["distribution"]) == (
        "FATAL",
        False,
        "ByLogStream",
    )
