"""Embedded metric format lines → PutMetricData parameter sets (``services/lambda_/emf.py``)."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from labcloud.services.lambda_.emf import requests_for


def _line(metrics: list[dict[str, Any]], dims: list[list[str]], **members: Any) -> str:
    directive = {"Namespace": "Shop", "Dimensions": dims, "Metrics": metrics}
    return json.dumps({"_aws": {"Timestamp": 1_700_000_000_000, "CloudWatchMetrics": [directive]}, **members})


def test_each_dimension_set_gets_each_metric_with_its_values() -> None:
    line = _line(
        [
            {"Name": "Orders", "Unit": "Count"},
            {"Name": "Latency", "Unit": "Milliseconds", "StorageResolution": 1},
        ],
        [["service"], ["service", "region"]],
        service="cart",
        region="eu",
        Orders=2,
        Latency=[1.5, 2.5],
    )
    (request,) = requests_for(["START RequestId: x", line])
    assert request["Namespace"] == "Shop"
    data = request["MetricData"]
    assert [(d["MetricName"], len(d["Dimensions"]), d["Values"]) for d in data] == [
        ("Orders", 1, [2.0]),
        ("Latency", 1, [1.5, 2.5]),
        ("Orders", 2, [2.0]),
        ("Latency", 2, [1.5, 2.5]),
    ]
    assert data[1]["StorageResolution"] == 1 and data[1]["Unit"] == "Milliseconds"
    assert data[0]["Timestamp"] == dt.datetime.fromtimestamp(1_700_000_000, dt.timezone.utc)


def test_lines_breaking_the_format_are_no_metrics() -> None:
    good = {"Name": "Orders"}
    assert (
        requests_for(
            [
                json.dumps({"_aws": {"CloudWatchMetrics": []}, "Orders": 1}),  # no Timestamp
                _line([good], [["service"]], Orders="two", service="cart"),  # not a number
                _line([good], [["service"]], Orders=[1] * 101, service="cart"),  # over 100 values
                _line([good] * 101, [], Orders=1),  # over 100 metrics
                _line([good], [[f"d{i}" for i in range(31)]], Orders=1, **{f"d{i}": "x" for i in range(31)}),
                _line([good], [["service"]], Orders=1),  # the only dimension set lacks its value
                "{not json",
            ]
        )
        == []
    )


def test_a_missing_dimension_value_drops_that_set_only() -> None:
    (request,) = requests_for(
        [_line([{"Name": "Orders"}], [["service"], ["tenant"]], service="cart", Orders=1)]
    )
    assert [d["Dimensions"] for d in request["MetricData"]] == [[{"Name": "service", "Value": "cart"}]]
