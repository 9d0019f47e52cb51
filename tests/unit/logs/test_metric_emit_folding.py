"""metric_emit folds matching events into PutMetricData requests: per minute, per dimension set,
at most 150 distinct values per datum and 1000 data per request; defaults only for idle minutes."""

from __future__ import annotations

import json

from labcloud.services.logs.metric_emit import requests_for

MINUTE = 60_000
BASE = 1_700_000_000_000 // MINUTE * MINUTE


def _transformation(**extra):
    return {"metricName": "M", "metricNamespace": "N", "metricValue": "$.v", **extra}


def test_values_fold_per_minute_and_chunk_at_150_distinct_values():
    events = [(BASE + i, json.dumps({"v": i})) for i in range(200)] + [(BASE + MINUTE, json.dumps({"v": 1}))]
    (request,) = requests_for([("{ $.v = * }", _transformation())], events, 0)
    assert request["Namespace"] == "N"
    first, second, third = request["MetricData"]
    assert (len(first["Values"]), len(second["Values"]), third["Values"]) == (150, 50, [1.0])
    assert sum(first["Counts"]) + sum(second["Counts"]) == 200
    assert first["Timestamp"].timestamp() * 1000 == BASE
    assert third["Timestamp"].timestamp() * 1000 == BASE + MINUTE
    assert first["Unit"] == "None" and first["Dimensions"] == []


def test_default_value_only_for_minutes_without_a_match():
    events = [(BASE, "ERROR x"), (BASE + 1, "ok"), (BASE + MINUTE, "ok"), (BASE + 2 * MINUTE, "ok")]
    (request,) = requests_for([("ERROR", _transformation(metricValue="1", defaultValue=0.0))], events, 0)
    got = [
        (d["Timestamp"].timestamp() * 1000 - BASE, d["Values"], d["Counts"]) for d in request["MetricData"]
    ]
    assert got == [(0, [1.0], [1.0]), (MINUTE, [0.0], [1.0]), (2 * MINUTE, [0.0], [1.0])]


def test_requests_split_at_1000_data_and_old_events_are_left_out():
    events = [(BASE + i * MINUTE, json.dumps({"v": 1, "k": str(i % 2)})) for i in range(1001)]
    dims = {"K": "$.k"}
    requests = requests_for([("{ $.v = 1 }", _transformation(dimensions=dims))], events, 0)
    assert [len(r["MetricData"]) for r in requests] == [1000, 1]
    assert requests_for([("{ $.v = 1 }", _transformation())], events, BASE + 1001 * MINUTE) == []


def test_nested_json_paths_and_array_indexes():
    events = [(BASE, json.dumps({"a": {"b": [{"c": 2.5}]}, "name": True}))]
    transformation = _transformation(metricValue="$.a.b[0].c", dimensions={"Flag": "$.name"})
    (request,) = requests_for([("{ $.a.b[0].c > 1 }", transformation)], events, 0)
    (datum,) = request["MetricData"]
    assert datum["Values"] == [2.5]
    assert datum["Dimensions"] == [{"Name": "Flag", "Value": "true"}]
