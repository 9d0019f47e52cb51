"""PutMetricData, ListMetrics, GetMetricStatistics and GetMetricData over every protocol, with
CloudWatch's validation and its exact error codes."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cw_helpers import code_of, now

MINUTE = dt.timedelta(minutes=1)


def _minute(offset: int = 0) -> dt.datetime:
    current = now().replace(second=0, microsecond=0)
    return current + offset * MINUTE


def _stats(
    cw: Any, name: str, dims: list[dict[str, str]] | None = None, **kwargs: Any
) -> list[dict[str, Any]]:
    kwargs.setdefault("Statistics", ["SampleCount", "Sum", "Average", "Minimum", "Maximum"])
    answer = cw.get_metric_statistics(
        Namespace="Shop",
        MetricName=name,
        Dimensions=dims or [],
        StartTime=_minute(-10),
        EndTime=_minute(2),
        Period=60,
        **kwargs,
    )
    return sorted(answer["Datapoints"], key=lambda p: p["Timestamp"])


def test_values_counts_statistic_sets_and_percentiles(cw: Any) -> None:
    dims = [{"Name": "Service", "Value": "checkout"}]
    at = _minute(-3)
    cw.put_metric_data(
        Namespace="Shop",
        MetricData=[
            {
                "MetricName": "Latency",
                "Dimensions": dims,
                "Timestamp": at,
                "Value": 10.0,
                "Unit": "Milliseconds",
            },
            {
                "MetricName": "Latency",
                "Dimensions": dims,
                "Timestamp": at,
                "Values": [20.0, 30.0, 1000.0],
                "Counts": [2.0, 1.0, 1.0],
                "Unit": "Milliseconds",
            },
            {
                "MetricName": "Latency",
                "Dimensions": dims,
                "Timestamp": at + dt.timedelta(seconds=30),
                "StatisticValues": {"SampleCount": 4, "Sum": 40, "Minimum": 5, "Maximum": 15},
                "Unit": "Milliseconds",
            },
        ],
    )
    points = _stats(cw, "Latency", dims, ExtendedStatistics=["p50"])
    assert len(points) == 1
    point = points[0]
    assert point["Timestamp"] == at
    assert point["SampleCount"] == 9.0
    assert point["Sum"] == 10 + 40 + 30 + 1000 + 40
    assert point["Minimum"] == 5.0 and point["Maximum"] == 1000.0
    assert point["Average"] == pytest.approx(1120 / 9)
    assert point["Unit"] == "Milliseconds"
    # a bucket that received a statistic set has no complete distribution: no percentile, as in CloudWatch
    assert "ExtendedStatistics" not in point

    cw.put_metric_data(
        Namespace="Shop",
        MetricData=[
            {
                "MetricName": "Size",
                "Timestamp": at,
                "Values": [float(v) for v in range(1, 101)],
                "Unit": "Bytes",
            }
        ],
    )
    point = _stats(cw, "Size", Statistics=["SampleCount"], ExtendedStatistics=["p50", "p90", "p99", "p100"])[
        0
    ]
    assert point["ExtendedStatistics"] == {"p50": 50.0, "p90": 90.0, "p99": 99.0, "p100": 100.0}
    assert point["SampleCount"] == 100.0


def test_dimensions_identify_metrics_and_list_metrics_filters(cw: Any) -> None:
    cw.put_metric_data(
        Namespace="Shop",
        MetricData=[
            {
                "MetricName": "Orders",
                "Dimensions": [{"Name": "Region", "Value": "eu"}, {"Name": "Tier", "Value": "gold"}],
                "Value": 1,
            },
            {"MetricName": "Orders", "Dimensions": [{"Name": "Region", "Value": "us"}], "Value": 2},
            {"MetricName": "Refunds", "Value": 3},
        ],
    )
    cw.put_metric_data(Namespace="Other", MetricData=[{"MetricName": "Orders", "Value": 1}])
    everything = cw.list_metrics()["Metrics"]
    assert len(everything) == 4
    shop = cw.list_metrics(Namespace="Shop")["Metrics"]
    assert {m["MetricName"] for m in shop} == {"Orders", "Refunds"}
    by_dim = cw.list_metrics(Namespace="Shop", Dimensions=[{"Name": "Region"}])["Metrics"]
    assert len(by_dim) == 2
    by_value = cw.list_metrics(Dimensions=[{"Name": "Region", "Value": "eu"}])["Metrics"]
    assert by_value == [
        {
            "Namespace": "Shop",
            "MetricName": "Orders",
            "Dimensions": [{"Name": "Region", "Value": "eu"}, {"Name": "Tier", "Value": "gold"}],
        }
    ]
    assert len(cw.list_metrics(MetricName="Orders")["Metrics"]) == 3
    assert len(cw.list_metrics(Namespace="Shop", RecentlyActive="PT3H")["Metrics"]) == 3
    # statistics are per exact dimension set: Orders without dimensions has no data
    assert _stats(cw, "Orders") == []
    assert _stats(cw, "Orders", [{"Name": "Region", "Value": "us"}])[0]["Sum"] == 2.0


def test_list_metrics_pages_by_500(cbor: Any) -> None:
    for batch in range(2):
        cbor.put_metric_data(
            Namespace="Many", MetricData=[{"MetricName": f"m{batch}-{i}", "Value": 1.0} for i in range(300)]
        )
    first = cbor.list_metrics(Namespace="Many")
    assert len(first["Metrics"]) == 500 and "NextToken" in first
    second = cbor.list_metrics(Namespace="Many", NextToken=first["NextToken"])
    assert len(second["Metrics"]) == 100 and "NextToken" not in second
    with pytest.raises(ClientError) as error:
        cbor.list_metrics(NextToken="garbage")
    # the error ListMetrics's model declares (it lists no InvalidNextToken); found by the fuzzer
    assert code_of(error) == "InvalidParameterValue"
    assert (
        error.value.response["Error"]["Message"] == "The value garbage for parameter NextToken is not valid."
    )


def test_high_resolution_datapoints_and_period_rules(cw: Any) -> None:
    base = now().replace(microsecond=0) - dt.timedelta(seconds=30)
    cw.put_metric_data(
        Namespace="Shop",
        MetricData=[
            {
                "MetricName": "Hits",
                "Timestamp": base + dt.timedelta(seconds=i),
                "Value": float(i),
                "StorageResolution": 1,
            }
            for i in range(10)
        ],
    )
    answer = cw.get_metric_statistics(
        Namespace="Shop",
        MetricName="Hits",
        StartTime=base,
        EndTime=base + dt.timedelta(seconds=10),
        Period=5,
        Statistics=["Sum"],
    )
    assert sorted(p["Sum"] for p in answer["Datapoints"]) == [0 + 1 + 2 + 3 + 4, 5 + 6 + 7 + 8 + 9]
    for period in (7, 90):
        with pytest.raises(ClientError) as error:
            cw.get_metric_statistics(
                Namespace="Shop",
                MetricName="Hits",
                StartTime=base,
                EndTime=base + dt.timedelta(seconds=10),
                Period=period,
                Statistics=["Sum"],
            )
        assert code_of(error) == "InvalidParameterValue"
    with pytest.raises(ClientError) as error:  # 1-second periods only for the last three hours
        cw.get_metric_statistics(
            Namespace="Shop",
            MetricName="Hits",
            StartTime=now() - dt.timedelta(hours=4),
            EndTime=now() - dt.timedelta(hours=3, minutes=59),
            Period=1,
            Statistics=["Sum"],
        )
    assert code_of(error) == "InvalidParameterValue"
    with pytest.raises(ClientError) as error:
        cw.get_metric_statistics(
            Namespace="Shop",
            MetricName="Hits",
            StartTime=now() - dt.timedelta(days=3),
            EndTime=now(),
            Period=60,
            Statistics=["Sum"],
        )
    assert code_of(error) == "InvalidParameterCombination"
    assert "exceeds the limit of 1,440" in error.value.response["Error"]["Message"]


@pytest.mark.parametrize(
    "datum, code",
    [
        ({"MetricName": "m"}, "MissingParameter"),
        (
            {
                "MetricName": "m",
                "Value": 1.0,
                "StatisticValues": {"SampleCount": 1, "Sum": 1, "Minimum": 1, "Maximum": 1},
            },
            "InvalidParameterCombination",
        ),
        ({"MetricName": "m", "Value": 1.0, "Values": [1.0]}, "InvalidParameterCombination"),
        ({"MetricName": "m", "Values": [1.0, 2.0], "Counts": [1.0]}, "InvalidParameterCombination"),
        ({"MetricName": "m", "Value": 1.0, "Counts": [1.0]}, "InvalidParameterCombination"),
        ({"MetricName": "m", "Values": [1.0] * 151}, "InvalidParameterValue"),
        ({"MetricName": "m", "Value": 1.0, "StorageResolution": 5}, "InvalidParameterValue"),
        ({"MetricName": "m", "Value": 1e200}, "InvalidParameterValue"),
        (
            {"MetricName": "m", "StatisticValues": {"SampleCount": 0, "Sum": 1, "Minimum": 1, "Maximum": 1}},
            "InvalidParameterValue",
        ),
        (
            {"MetricName": "m", "StatisticValues": {"SampleCount": 2, "Sum": 1, "Minimum": 3, "Maximum": 1}},
            "InvalidParameterValue",
        ),
        (
            {
                "MetricName": "m",
                "Value": 1.0,
                "Dimensions": [{"Name": "a", "Value": "1"}, {"Name": "a", "Value": "2"}],
            },
            "InvalidParameterValue",
        ),
        ({"MetricName": "m", "Value": 1.0, "Timestamp": "past"}, "InvalidParameterValue"),
        ({"MetricName": "m", "Value": 1.0, "Timestamp": "future"}, "InvalidParameterValue"),
        ({"MetricName": "m", "Value": 1.0, "Unit": "Parsecs"}, "ValidationError"),
        (
            {
                "MetricName": "m",
                "Value": 1.0,
                "Dimensions": [{"Name": f"d{i}", "Value": "x"} for i in range(31)],
            },
            "ValidationError",
        ),
        ({"MetricName": "", "Value": 1.0}, "ValidationError"),
    ],
)
def test_put_metric_data_rejections(cw: Any, datum: dict[str, Any], code: str) -> None:
    if datum.get("Timestamp") == "past":
        datum = {**datum, "Timestamp": now() - dt.timedelta(days=15)}
    elif datum.get("Timestamp") == "future":
        datum = {**datum, "Timestamp": now() + dt.timedelta(hours=3)}
    with pytest.raises(ClientError) as error:
        cw.put_metric_data(Namespace="Shop", MetricData=[datum])
    assert code_of(error) == code
    assert cw.list_metrics(Namespace="Shop")["Metrics"] == []  # nothing of a rejected request is stored


def test_put_metric_data_request_level_rules(cw: Any) -> None:
    with pytest.raises(ClientError) as error:
        cw.put_metric_data(Namespace="AWS/Lambda", MetricData=[{"MetricName": "Invocations", "Value": 1.0}])
    assert code_of(error) == "InvalidParameterValue"
    with pytest.raises(ClientError) as error:
        cw.put_metric_data(
            Namespace="Shop", MetricData=[{"MetricName": f"m{i}", "Value": 1.0} for i in range(1001)]
        )
    assert code_of(error) == "InvalidParameterValue"
    with pytest.raises(ClientError) as error:
        cw.put_metric_data(Namespace="Shop")
    assert code_of(error) == "MissingParameter"
    with pytest.raises(ClientError) as error:
        cw.put_metric_data(Namespace="Shop", MetricData=[{"Value": 1.0}])
    assert code_of(error) == "MissingParameter"
    with pytest.raises(ClientError) as error:
        cw.put_metric_data(
            Namespace="Shop",
            EntityMetricData=[
                {
                    "Entity": {"KeyAttributes": {"Type": "Service", "Name": "shop", "Environment": "lab"}},
                    "MetricData": [{"MetricName": "m", "Value": 1.0}],
                }
            ],
        )
    assert code_of(error) == "InvalidParameterValue"
    assert "labcloud does not support" in error.value.response["Error"]["Message"]


def test_get_metric_statistics_rejections(cw: Any) -> None:
    base = {"Namespace": "Shop", "MetricName": "m", "Period": 60}
    with pytest.raises(ClientError) as error:
        cw.get_metric_statistics(StartTime=_minute(-5), EndTime=_minute(), **base)
    assert code_of(error) == "MissingParameter"
    with pytest.raises(ClientError) as error:
        cw.get_metric_statistics(StartTime=_minute(), EndTime=_minute(-5), Statistics=["Sum"], **base)
    assert code_of(error) == "InvalidParameterValue"
    with pytest.raises(ClientError) as error:
        cw.get_metric_statistics(
            StartTime=_minute(-5), EndTime=_minute(), ExtendedStatistics=["p101"], **base
        )
    assert code_of(error) == "InvalidParameterValue"
    with pytest.raises(ClientError) as error:
        cw.get_metric_statistics(StartTime=_minute(-5), EndTime=_minute(), Statistics=["Median"], **base)
    assert code_of(error) == "ValidationError"


def _query(qid: str, name: str, stat: str = "Sum", period: int = 60, **extra: Any) -> dict[str, Any]:
    return {
        "Id": qid,
        "MetricStat": {"Metric": {"Namespace": "Shop", "MetricName": name}, "Period": period, "Stat": stat},
        **extra,
    }


def test_get_metric_data_math_fill_if_and_scan_order(cw: Any) -> None:
    data = []
    for offset, (ok, failed) in enumerate([(8, 2), (9, 1), (10, 0)]):
        at = _minute(-5 + offset)
        data += [
            {"MetricName": "Ok", "Timestamp": at, "Value": float(ok)},
            {"MetricName": "Failed", "Timestamp": at, "Value": float(failed)},
        ]
    data.append({"MetricName": "Ok", "Timestamp": _minute(-1), "Value": 4.0})  # Failed has a gap here
    cw.put_metric_data(Namespace="Shop", MetricData=data)
    answer = cw.get_metric_data(
        StartTime=_minute(-5),
        EndTime=_minute(),
        ScanBy="TimestampAscending",
        MetricDataQueries=[
            _query("ok", "Ok", ReturnData=False),
            _query("failed", "Failed", ReturnData=False),
            {"Id": "rate", "Expression": "100 * failed / (ok + failed)", "Label": "Error rate"},
            {"Id": "filled", "Expression": "FILL(failed, 0)"},
            {"Id": "repeat", "Expression": "FILL(failed, REPEAT)"},
            {"Id": "total", "Expression": "SUM([ok, failed])"},
            {"Id": "peak", "Expression": "MAX(ok)"},
            {"Id": "flag", "Expression": "IF(ok > 8, 1, 0)"},
            {"Id": "avg", "Expression": "AVG(METRICS())"},
        ],
    )
    results = {r["Id"]: r for r in answer["MetricDataResults"]}
    assert set(results) == {"rate", "filled", "repeat", "total", "peak", "flag", "avg"}
    assert results["rate"]["Label"] == "Error rate"
    assert results["rate"]["Values"] == [20.0, 10.0, 0.0]
    assert results["filled"]["Values"] == [2.0, 1.0, 0.0, 0.0, 0.0]
    assert results["repeat"]["Values"] == [2.0, 1.0, 0.0, 0.0, 0.0]
    assert results["total"]["Values"] == [10.0, 10.0, 10.0, 4.0]
    assert results["peak"]["Values"] == [10.0] * 5
    assert results["flag"]["Values"] == [0.0, 1.0, 1.0, 0.0]
    assert results["avg"]["Values"] == [5.0, 5.0, 5.0, 4.0]
    assert [t for t in results["filled"]["Timestamps"]] == [_minute(-5 + i) for i in range(5)]
    assert all(r["StatusCode"] == "Complete" for r in results.values())
    descending = cw.get_metric_data(
        StartTime=_minute(-5), EndTime=_minute(), MetricDataQueries=[_query("ok", "Ok")]
    )
    assert descending["MetricDataResults"][0]["Values"] == [4.0, 10.0, 9.0, 8.0]


def test_get_metric_data_pagination(cw: Any) -> None:
    cw.put_metric_data(
        Namespace="Shop",
        MetricData=[
            {"MetricName": n, "Timestamp": _minute(-i), "Value": float(i)}
            for n in ("A", "B")
            for i in range(1, 6)
        ],
    )
    pages = []
    token = None
    while True:
        kwargs = {"NextToken": token} if token else {}
        page = cw.get_metric_data(
            StartTime=_minute(-10),
            EndTime=_minute(),
            MaxDatapoints=3,
            MetricDataQueries=[_query("a", "A"), _query("b", "B")],
            **kwargs,
        )
        pages.append(page)
        token = page.get("NextToken")
        if not token:
            break
    assert len(pages) == 4
    assert pages[0]["MetricDataResults"][0]["StatusCode"] == "PartialData"
    collected: dict[str, list[float]] = {"a": [], "b": []}
    for page in pages:
        for result in page["MetricDataResults"]:
            collected[result["Id"]] += result["Values"]
    assert collected == {"a": [1.0, 2.0, 3.0, 4.0, 5.0], "b": [1.0, 2.0, 3.0, 4.0, 5.0]}
    with pytest.raises(ClientError) as error:
        cw.get_metric_data(
            StartTime=_minute(-10),
            EndTime=_minute(),
            MetricDataQueries=[_query("a", "A")],
            NextToken="cw1.bm90IGEgbGlzdA==",
        )
    assert code_of(error) == "InvalidNextToken"


@pytest.mark.parametrize(
    "queries, code",
    [
        ([{"Id": "m1"}], "MissingParameter"),
        ([{"Id": "m1", "Expression": "1", **_query("x", "Ok")}], "InvalidParameterCombination"),
        ([_query("Bad", "Ok")], "ValidationError"),
        ([_query("a", "Ok"), _query("a", "Ok")], "ValidationError"),
        ([_query("a", "Ok"), {"Id": "e", "Expression": "a +"}], "ValidationError"),
        ([_query("a", "Ok"), {"Id": "e", "Expression": "nothere * 2"}], "ValidationError"),
        ([_query("a", "Ok"), {"Id": "e", "Expression": "STDDEV(a)"}], "ValidationError"),
        ([_query("a", "Ok", period=45)], "InvalidParameterValue"),
        ([_query("a", "Ok", stat="tm90")], "InvalidParameterValue"),
        ([_query("a", "Ok", ReturnData=False)], "ValidationError"),
    ],
)
def test_get_metric_data_rejections(cw: Any, queries: list[dict[str, Any]], code: str) -> None:
    with pytest.raises(ClientError) as error:
        cw.get_metric_data(StartTime=_minute(-10), EndTime=_minute(), MetricDataQueries=queries)
    assert code_of(error) == code


def test_aligned_ranges_read_rollups_with_the_same_answers(cbor: Any) -> None:
    hour = now().replace(minute=0, second=0, microsecond=0) - dt.timedelta(hours=1)
    data = [
        {
            "MetricName": "Rolled",
            "Timestamp": hour + dt.timedelta(minutes=m, seconds=s),
            "Value": float(m + s),
            "Unit": "Count",
            "StorageResolution": 1 if s else 60,
        }
        for m in range(0, 60, 7)
        for s in (0, 13)
    ]
    cbor.put_metric_data(Namespace="Shop", MetricData=data)

    def points(period: int, **kwargs: Any) -> list[dict[str, Any]]:
        answer = cbor.get_metric_statistics(
            Namespace="Shop",
            MetricName="Rolled",
            StartTime=hour,
            EndTime=hour + dt.timedelta(hours=1),
            Period=period,
            **kwargs,
        )
        return sorted(answer["Datapoints"], key=lambda p: p["Timestamp"])

    stats = ["SampleCount", "Sum", "Minimum", "Maximum"]
    minute = points(60, Statistics=stats)
    five = points(300, Statistics=stats, ExtendedStatistics=["p50"])
    hourly = points(3600, Statistics=stats, ExtendedStatistics=["p90"])
    assert (
        sum(p["Sum"] for p in minute)
        == sum(p["Sum"] for p in five)
        == hourly[0]["Sum"]
        == sum(d["Value"] for d in data)
    )
    assert (
        hourly[0]["SampleCount"] == len(data) and hourly[0]["Minimum"] == 0.0 and hourly[0]["Maximum"] == 69.0
    )
    assert hourly[0]["Unit"] == "Count"
    values = sorted(d["Value"] for d in data)
    assert hourly[0]["ExtendedStatistics"]["p90"] == values[int(0.9 * len(values) + 0.999) - 1]
    assert [p["Timestamp"] for p in five] == [
        hour + dt.timedelta(minutes=5 * k)
        for k in range(12)
        if any(5 * k <= m < 5 * k + 5 for m in range(0, 60, 7))
    ]
    first = five[0]  # minute 0: values 0 and 13, minute... 0-4 holds only minute 0
    assert (first["Sum"], first["ExtendedStatistics"]["p50"]) == (13.0, 0.0)
    by_data = cbor.get_metric_data(
        StartTime=hour,
        EndTime=hour + dt.timedelta(hours=1),
        ScanBy="TimestampAscending",
        MetricDataQueries=[
            {
                "Id": f"s{i}",
                "MetricStat": {
                    "Metric": {"Namespace": "Shop", "MetricName": "Rolled"},
                    "Period": 300,
                    "Stat": stat,
                },
            }
            for i, stat in enumerate(("Sum", "Average", "Maximum", "SampleCount"))
        ],
    )
    results = [r["Values"] for r in by_data["MetricDataResults"]]
    assert results[0] == [p["Sum"] for p in five]
    assert results[1] == [pytest.approx(p["Sum"] / p["SampleCount"]) for p in five]
    assert results[2] == [p["Maximum"] for p in five] and results[3] == [p["SampleCount"] for p in five]
