"""Anomaly detection: PutAnomalyDetector / DescribeAnomalyDetectors / DeleteAnomalyDetector and their
errors, labcloud's band (mean ± width × standard deviation of the two weeks before each datapoint) in
GetMetricData's ANOMALY_DETECTION_BAND, an alarm on the band going to ALARM on an outlier, a restart,
and IAM."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import time
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cw_helpers import cli_env, client

from labcloud.testing.server_process import LabcloudProcess

UTC = dt.timezone.utc
NS = "Shop"
DIMS = [{"Name": "Store", "Value": "north"}]


def _code(raised: Any) -> str:
    return str(raised.value.response["Error"]["Code"])


def _detector(**extra: Any) -> dict[str, Any]:
    return {"Namespace": NS, "MetricName": "Orders", "Dimensions": DIMS, "Stat": "Average", **extra}


def _put(cw: Any, values: list[float], start: int, step: int, name: str = "Orders") -> None:
    data = [
        {
            "MetricName": name,
            "Dimensions": DIMS,
            "Timestamp": dt.datetime.fromtimestamp(start + i * step, UTC),
            "Value": v,
        }
        for i, v in enumerate(values)
    ]
    cw.put_metric_data(Namespace=NS, MetricData=data)


def test_put_describe_delete(cw: Any) -> None:
    first = cw.put_anomaly_detector(SingleMetricAnomalyDetector=_detector())["AnomalyDetectorId"]
    zone = {"MetricTimezone": "Europe/Paris", "ExcludedTimeRanges": []}
    cw.put_anomaly_detector(**_detector(), Configuration=zone)  # the top-level form: the same detector
    cw.put_anomaly_detector(
        SingleMetricAnomalyDetector={"Namespace": NS, "MetricName": "Returns", "Stat": "p90"}
    )
    found = cw.describe_anomaly_detectors()["AnomalyDetectors"]
    assert [(d["MetricName"], d["Stat"]) for d in found] == [("Orders", "Average"), ("Returns", "p90")]
    orders = found[0]
    assert orders["AnomalyDetectorId"] == first
    assert orders["Configuration"] == {"MetricTimezone": "Europe/Paris", "ExcludedTimeRanges": []}
    assert orders["StateValue"] == "PENDING_TRAINING"  # no history yet
    assert orders["SingleMetricAnomalyDetector"] == {"AccountId": "000000000000", **_detector()}
    by_name = cw.describe_anomaly_detectors(MetricName="Returns")["AnomalyDetectors"]
    assert [d["MetricName"] for d in by_name] == ["Returns"]
    by_dims = cw.describe_anomaly_detectors(Dimensions=DIMS)["AnomalyDetectors"]
    assert [d["MetricName"] for d in by_dims] == ["Orders"]
    by_id = cw.describe_anomaly_detectors(AnomalyDetectorIds=[first])["AnomalyDetectors"]
    assert [d["AnomalyDetectorId"] for d in by_id] == [first]
    assert cw.describe_anomaly_detectors(AnomalyDetectorTypes=["METRIC_MATH"])["AnomalyDetectors"] == []
    page = cw.describe_anomaly_detectors(MaxResults=1)
    assert [d["MetricName"] for d in page["AnomalyDetectors"]] == ["Orders"]
    rest = cw.describe_anomaly_detectors(MaxResults=1, NextToken=page["NextToken"])
    assert [d["MetricName"] for d in rest["AnomalyDetectors"]] == ["Returns"]
    assert "NextToken" not in rest
    cw.delete_anomaly_detector(SingleMetricAnomalyDetector=_detector())
    cw.delete_anomaly_detector(AnomalyDetectorId=found[1]["AnomalyDetectorId"])
    assert cw.describe_anomaly_detectors()["AnomalyDetectors"] == []
    with pytest.raises(ClientError) as raised:
        cw.delete_anomaly_detector(**_detector())
    assert _code(raised) == "ResourceNotFoundException"


@pytest.mark.parametrize(
    ("params", "code"),
    [
        ({"SingleMetricAnomalyDetector": {"Namespace": NS, "MetricName": "Orders"}}, "MissingParameter"),
        ({"SingleMetricAnomalyDetector": _detector(), "Stat": "Sum"}, "InvalidParameterCombination"),
        ({**_detector(Stat="IQM")}, "InvalidParameterValue"),
        ({**_detector(), "Configuration": {"MetricTimezone": "Mars/Olympus"}}, "InvalidParameterValue"),
        ({**_detector(), "Configuration": {"AdaptationSpeed": "FAST"}}, "InvalidParameterValue"),
        ({**_detector(), "MetricCharacteristics": {"PeriodicSpikes": True}}, "InvalidParameterValue"),
        (
            {
                "MetricMathAnomalyDetector": {
                    "MetricDataQueries": [{"Id": "e1", "Expression": "SUM(METRICS())"}]
                }
            },
            "InvalidParameterValue",
        ),
        (
            {
                **_detector(),
                "Configuration": {
                    "ExcludedTimeRanges": [
                        {
                            "StartTime": dt.datetime(2026, 1, 2, tzinfo=UTC),
                            "EndTime": dt.datetime(2026, 1, 1, tzinfo=UTC),
                        }
                    ]
                },
            },
            "InvalidParameterValue",
        ),
    ],
)
def test_put_errors(server: LabcloudProcess, params: dict[str, Any], code: str) -> None:
    with pytest.raises(ClientError) as raised:
        client(server, "json").put_anomaly_detector(**params)
    assert _code(raised) == code


def test_at_most_ten_excluded_time_ranges(server: LabcloudProcess) -> None:
    day = dt.datetime(2026, 1, 1, tzinfo=UTC)
    ranges = [
        {"StartTime": day + dt.timedelta(days=i), "EndTime": day + dt.timedelta(days=i, hours=1)}
        for i in range(11)
    ]
    cw = client(server, "json")
    with pytest.raises(ClientError) as raised:
        cw.put_anomaly_detector(**_detector(), Configuration={"ExcludedTimeRanges": ranges})
    assert _code(raised) == "InvalidParameterValue"
    cw.put_anomaly_detector(**_detector(), Configuration={"ExcludedTimeRanges": ranges[:10]})
    stored = cw.describe_anomaly_detectors()["AnomalyDetectors"][0]["Configuration"]["ExcludedTimeRanges"]
    assert len(stored) == 10


def test_describe_and_delete_errors(server: LabcloudProcess) -> None:
    cw = client(server, "json")
    with pytest.raises(ClientError) as raised:
        cw.describe_anomaly_detectors(AnomalyDetectorIds=["x"], Namespace=NS)
    assert _code(raised) == "InvalidParameterCombination"
    with pytest.raises(ClientError) as raised:
        cw.describe_anomaly_detectors(NextToken="not-ours")
    assert _code(raised) == "InvalidNextToken"
    with pytest.raises(ClientError) as raised:
        cw.describe_anomaly_detectors(MaxResults=101)
    assert _code(raised) == "InvalidParameterValue"
    with pytest.raises(ClientError) as raised:
        cw.delete_anomaly_detector(AnomalyDetectorId="missing")
    assert _code(raised) == "ResourceNotFoundException"
    with pytest.raises(ClientError) as raised:
        cw.delete_anomaly_detector(AnomalyDetectorId="missing", Namespace=NS)
    assert _code(raised) == "InvalidParameterCombination"


def test_the_detector_limit() -> None:
    server = LabcloudProcess(in_memory=True, env={"LABCLOUD_CLOUDWATCH_MAX_ANOMALY_DETECTORS": "1"}).start()
    try:
        cw = client(server, "json")
        cw.put_anomaly_detector(**_detector())
        cw.put_anomaly_detector(**_detector())  # the same detector again is an update
        with pytest.raises(ClientError) as raised:
            cw.put_anomaly_detector(**_detector(Stat="Sum"))
        assert _code(raised) == "LimitExceededException"
    finally:
        server.stop()


def _band(cw: Any, start: int, end: int, width: str = "2") -> dict[str, Any]:
    stat = {
        "Metric": {"Namespace": NS, "MetricName": "Orders", "Dimensions": DIMS},
        "Period": 300,
        "Stat": "Average",
    }
    results = cw.get_metric_data(
        MetricDataQueries=[
            {"Id": "m1", "MetricStat": stat, "ReturnData": False},
            {"Id": "ad1", "Expression": f"ANOMALY_DETECTION_BAND(m1, {width})", "Label": "Orders (expected)"},
        ],
        StartTime=dt.datetime.fromtimestamp(start, UTC),
        EndTime=dt.datetime.fromtimestamp(end, UTC),
        ScanBy="TimestampAscending",
    )["MetricDataResults"]
    return {
        r["Label"]: {int(ts.timestamp()): v for ts, v in zip(r["Timestamps"], r["Values"], strict=True)}
        for r in results
        if r["Id"] == "ad1"
    }


def test_the_band_from_put_metric_data(cw: Any) -> None:
    base = int(time.time()) // 300 * 300 - 12 * 300
    # five spikes the detector excludes, then six datapoints of mean 11 and standard deviation 1
    _put(cw, [1000.0] * 5 + [10.0, 12.0, 10.0, 12.0, 10.0, 12.0], base, 300)
    after = base + 11 * 300
    raw = _band(cw, after, after + 300)
    assert set(raw) == {"Orders (expected) Upper", "Orders (expected) Lower"}
    assert raw["Orders (expected) Upper"][after] > 1000  # the spikes widen the untrained band
    excluded = {
        "StartTime": dt.datetime.fromtimestamp(base, UTC),
        "EndTime": dt.datetime.fromtimestamp(base + 4 * 300, UTC),
    }
    cw.put_anomaly_detector(**_detector(), Configuration={"ExcludedTimeRanges": [excluded]})
    band = _band(cw, after, after + 300)
    assert band["Orders (expected) Upper"] == {after: pytest.approx(13.0)}  # 11 + 2 × 1
    assert band["Orders (expected) Lower"] == {after: pytest.approx(9.0)}
    wide = _band(cw, after, after + 300, "3")
    assert wide["Orders (expected) Upper"] == {after: pytest.approx(14.0)}
    # before three datapoints of history a timestamp has no band
    early = _band(cw, base + 6 * 300, base + 7 * 300)
    assert early["Orders (expected) Upper"] == {}
    assert cw.describe_anomaly_detectors()["AnomalyDetectors"][0]["StateValue"] == "TRAINED"


@pytest.mark.parametrize(
    ("expression", "fragment"),
    [
        ("ANOMALY_DETECTION_BAND(m1, 2) * 2", "whole expression"),
        ("ANOMALY_DETECTION_BAND(e2)", "MetricStat"),
        ("ANOMALY_DETECTION_BAND(m1, -1)", "band width"),
    ],
)
def test_band_expression_errors(server: LabcloudProcess, expression: str, fragment: str) -> None:
    cw = client(server, "json")
    stat = {"Metric": {"Namespace": NS, "MetricName": "Orders"}, "Period": 300, "Stat": "Average"}
    now = dt.datetime.now(UTC)
    with pytest.raises(ClientError) as raised:
        cw.get_metric_data(
            MetricDataQueries=[
                {"Id": "m1", "MetricStat": stat},
                {"Id": "e2", "Expression": "m1 * 2"},
                {"Id": "ad1", "Expression": expression},
            ],
            StartTime=now - dt.timedelta(hours=1),
            EndTime=now,
        )
    assert _code(raised) == "ValidationError"
    assert fragment in raised.value.response["Error"]["Message"]


def _band_alarm(
    cw: Any, operator: str = "LessThanLowerOrGreaterThanUpperThreshold", band_id: str = "ad1", **extra: Any
) -> None:
    stat = {
        "Metric": {"Namespace": NS, "MetricName": "Orders", "Dimensions": DIMS},
        "Period": 60,
        "Stat": "Average",
    }
    cw.put_metric_alarm(
        AlarmName="orders-anomaly",
        ComparisonOperator=operator,
        EvaluationPeriods=3,
        DatapointsToAlarm=1,
        ThresholdMetricId=band_id,
        Metrics=[
            {"Id": "m1", "MetricStat": stat, "ReturnData": True},
            {"Id": "ad1", "Expression": "ANOMALY_DETECTION_BAND(m1, 2)", "Label": "Orders (expected)"},
        ],
        **extra,
    )


def _state(cw: Any) -> str:
    return str(cw.describe_alarms(AlarmNames=["orders-anomaly"])["MetricAlarms"][0]["StateValue"])


def _wait_for(cw: Any, wanted: str) -> None:
    deadline = time.monotonic() + 30
    while _state(cw) != wanted:
        assert time.monotonic() < deadline, _state(cw)
        time.sleep(0.2)


def test_an_alarm_on_the_band_goes_to_alarm_on_an_outlier(server: LabcloudProcess) -> None:
    cw = client(server, "json")
    minute = int(time.time()) // 60 * 60
    _put(cw, [10.0, 12.0] * 10, minute - 24 * 60, 60)  # twenty calm minutes, ending four minutes ago
    _band_alarm(cw)
    alarm = cw.describe_alarms(AlarmNames=["orders-anomaly"])["MetricAlarms"][0]
    assert alarm["ThresholdMetricId"] == "ad1"
    assert "Threshold" not in alarm
    _wait_for(cw, "INSUFFICIENT_DATA")  # no datapoint in the last three minutes
    _put(cw, [11.0], minute - 60, 60)
    _wait_for(cw, "OK")
    _put(cw, [100.0], minute - 120, 60)
    _wait_for(cw, "ALARM")
    reason = cw.describe_alarms(AlarmNames=["orders-anomaly"])["MetricAlarms"][0]["StateReason"]
    assert "100.0" in reason and "outside the thresholds" in reason


def test_an_upper_only_alarm_ignores_a_low_outlier(server: LabcloudProcess) -> None:
    cw = client(server, "json")
    minute = int(time.time()) // 60 * 60
    _put(cw, [10.0, 12.0] * 10, minute - 24 * 60, 60)
    _put(cw, [-50.0], minute - 60, 60)
    _band_alarm(cw, "GreaterThanUpperThreshold")
    _wait_for(cw, "OK")
    _band_alarm(cw, "LessThanLowerThreshold")
    _wait_for(cw, "ALARM")


@pytest.mark.parametrize(
    ("extra", "code"),
    [
        ({"Threshold": 1.0}, "InvalidParameterCombination"),
        ({"ComparisonOperator": "GreaterThanThreshold"}, "ValidationError"),
        ({"band_id": "nope"}, "ValidationError"),
        ({"band_id": "m1"}, "ValidationError"),
    ],
)
def test_band_alarm_errors(server: LabcloudProcess, extra: dict[str, Any], code: str) -> None:
    cw = client(server, "json")
    with pytest.raises(ClientError) as raised:
        _band_alarm(cw, **extra) if "ComparisonOperator" not in extra else _band_alarm(
            cw, extra["ComparisonOperator"]
        )
    assert _code(raised) == code


def test_a_band_operator_needs_a_threshold_metric(server: LabcloudProcess) -> None:
    with pytest.raises(ClientError) as raised:
        client(server, "json").put_metric_alarm(
            AlarmName="static",
            Namespace=NS,
            MetricName="Orders",
            Statistic="Average",
            Period=60,
            EvaluationPeriods=1,
            Threshold=1.0,
            ComparisonOperator="GreaterThanUpperThreshold",
        )
    assert _code(raised) == "ValidationError"


def test_detectors_and_band_alarms_survive_a_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        cw = client(server, "json")
        cw.put_anomaly_detector(**_detector(), Configuration={"MetricTimezone": "UTC"})
        _band_alarm(cw)
        server.kill()
        server.start()
        cw = client(server, "query")
        found = cw.describe_anomaly_detectors()["AnomalyDetectors"]
        assert [(d["MetricName"], d["Configuration"].get("MetricTimezone")) for d in found] == [
            ("Orders", "UTC")
        ]
        assert (
            cw.describe_alarms(AlarmNames=["orders-anomaly"])["MetricAlarms"][0]["ThresholdMetricId"] == "ad1"
        )
    finally:
        server.stop()


def test_iam_denies_put_anomaly_detector() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        admin = server.boto3_client("iam")
        admin.create_user(UserName="reader")
        admin.put_user_policy(
            UserName="reader",
            PolicyName="describe-only",
            PolicyDocument=json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [
                        {"Effect": "Allow", "Action": "cloudwatch:DescribeAnomalyDetectors", "Resource": "*"}
                    ],
                }
            ),
        )
        key = admin.create_access_key(UserName="reader")["AccessKey"]
        reader = server.boto3_client(
            "cloudwatch", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        assert reader.describe_anomaly_detectors()["AnomalyDetectors"] == []
        with pytest.raises(ClientError) as raised:
            reader.put_anomaly_detector(**_detector())
        assert _code(raised) == "AccessDeniedException"
    finally:
        server.stop()


def test_the_anomaly_detector_and_band_alarm_resources(server: LabcloudProcess) -> None:
    cfn, cw = server.boto3_client("cloudformation"), client(server, "json")
    stat = {
        "Metric": {"Namespace": NS, "MetricName": "Orders", "Dimensions": DIMS},
        "Period": 60,
        "Stat": "Average",
    }

    def template(zone: str) -> str:
        detector = {
            "Type": "AWS::CloudWatch::AnomalyDetector",
            "Properties": {
                "SingleMetricAnomalyDetector": _detector(),
                "Configuration": {
                    "MetricTimeZone": zone,
                    "ExcludedTimeRanges": [
                        {"StartTime": "2026-01-01T00:00:00", "EndTime": "2026-01-02T00:00:00"}
                    ],
                },
            },
        }
        alarm = {
            "Type": "AWS::CloudWatch::Alarm",
            "Properties": {
                "AlarmName": "orders-band",
                "ComparisonOperator": "GreaterThanUpperThreshold",
                "EvaluationPeriods": 2,
                "ThresholdMetricId": "ad1",
                "Metrics": [
                    {"Id": "m1", "MetricStat": stat, "ReturnData": True},
                    {"Id": "ad1", "Expression": "ANOMALY_DETECTION_BAND(m1, 2)", "ReturnData": True},
                ],
            },
        }
        return json.dumps(
            {
                "Resources": {"Detector": detector, "Alarm": alarm},
                "Outputs": {"Id": {"Value": {"Ref": "Detector"}}},
            }
        )

    cfn.create_stack(StackName="anomaly", TemplateBody=template("UTC"))
    cfn.get_waiter("stack_create_complete").wait(StackName="anomaly", WaiterConfig={"Delay": 1})
    output = cfn.describe_stacks(StackName="anomaly")["Stacks"][0]["Outputs"][0]["OutputValue"]
    found = cw.describe_anomaly_detectors()["AnomalyDetectors"]
    assert [d["AnomalyDetectorId"] for d in found] == [output]
    assert found[0]["Configuration"]["MetricTimezone"] == "UTC"
    assert found[0]["Configuration"]["ExcludedTimeRanges"][0]["StartTime"] == dt.datetime(
        2026, 1, 1, tzinfo=UTC
    )
    alarm = cw.describe_alarms(AlarmNames=["orders-band"])["MetricAlarms"][0]
    assert alarm["ThresholdMetricId"] == "ad1"
    assert alarm["ComparisonOperator"] == "GreaterThanUpperThreshold"
    cfn.update_stack(StackName="anomaly", TemplateBody=template("Europe/Paris"))
    cfn.get_waiter("stack_update_complete").wait(StackName="anomaly", WaiterConfig={"Delay": 1})
    found = cw.describe_anomaly_detectors()["AnomalyDetectors"]
    assert [(d["AnomalyDetectorId"], d["Configuration"]["MetricTimezone"]) for d in found] == [
        (output, "Europe/Paris")
    ]
    cfn.delete_stack(StackName="anomaly")
    cfn.get_waiter("stack_delete_complete").wait(StackName="anomaly", WaiterConfig={"Delay": 1})
    assert cw.describe_anomaly_detectors()["AnomalyDetectors"] == []
    assert cw.describe_alarms(AlarmNames=["orders-band"])["MetricAlarms"] == []


def test_the_map_shows_a_band_alarm_and_what_it_watches(server: LabcloudProcess) -> None:
    import urllib.request

    cw = client(server, "json")
    server.boto3_client("sqs").create_queue(QueueName="work")
    stat = {
        "Metric": {
            "Namespace": "AWS/SQS",
            "MetricName": "NumberOfMessagesSent",
            "Dimensions": [{"Name": "QueueName", "Value": "work"}],
        },
        "Period": 60,
        "Stat": "Sum",
    }
    cw.put_metric_alarm(
        AlarmName="invocations-band",
        ComparisonOperator="GreaterThanUpperThreshold",
        EvaluationPeriods=1,
        ThresholdMetricId="ad1",
        Metrics=[
            {"Id": "m1", "MetricStat": stat},
            {"Id": "ad1", "Expression": "ANOMALY_DETECTION_BAND(m1, 3)"},
        ],
    )
    with urllib.request.urlopen(server.endpoint + "/_labcloud/map", timeout=30) as response:
        doc = json.loads(response.read())
    alarm_arn = "arn:aws:cloudwatch:us-east-1:000000000000:alarm:invocations-band"
    (node,) = [n for n in doc["nodes"] if n["id"] == alarm_arn]
    assert (node["facts"]["band"], node["facts"]["metric"]) == (
        "ANOMALY_DETECTION_BAND(m1, 3)",
        "AWS/SQS NumberOfMessagesSent",
    )
    watches = [e for e in doc["edges"] if e["kind"] == "alarm-watch" and e["to"] == alarm_arn]
    assert [e["from"] for e in watches] == ["arn:aws:sqs:us-east-1:000000000000:work"]


def test_the_aws_cli_manages_a_detector(server: LabcloudProcess) -> None:
    def aws(*args: str) -> Any:
        result = subprocess.run(
            ["aws", "cloudwatch", *args, "--output", "json"],
            env=cli_env(server, None),
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        return json.loads(result.stdout) if result.stdout.strip() else None

    metric = ["--namespace", "AWS/Logs", "--metric-name", "IncomingBytes", "--stat", "SampleCount"]
    aws("put-anomaly-detector", *metric)
    found = aws("describe-anomaly-detectors", "--namespace", "AWS/Logs")["AnomalyDetectors"]
    assert [(d["MetricName"], d["Stat"], d["StateValue"]) for d in found] == [
        ("IncomingBytes", "SampleCount", "PENDING_TRAINING")
    ]
    aws("delete-anomaly-detector", *metric)
    assert aws("describe-anomaly-detectors")["AnomalyDetectors"] == []


def test_the_band_pages_with_max_datapoints(server: LabcloudProcess) -> None:
    cw = client(server, "json")
    base = int(time.time()) // 300 * 300 - 12 * 300
    _put(cw, [10.0, 12.0] * 4, base, 300)
    stat = {
        "Metric": {"Namespace": NS, "MetricName": "Orders", "Dimensions": DIMS},
        "Period": 300,
        "Stat": "Average",
    }
    params: dict[str, Any] = {
        "MetricDataQueries": [
            {"Id": "m1", "MetricStat": stat, "ReturnData": False},
            {"Id": "ad1", "Expression": "ANOMALY_DETECTION_BAND(m1)"},
        ],
        "StartTime": dt.datetime.fromtimestamp(base + 8 * 300, UTC),
        "EndTime": dt.datetime.fromtimestamp(base + 10 * 300, UTC),
        "MaxDatapoints": 3,
    }
    first = cw.get_metric_data(**params)
    assert [(r["Label"], len(r["Values"]), r["StatusCode"]) for r in first["MetricDataResults"]] == [
        ("ad1 Upper", 2, "Complete"),
        ("ad1 Lower", 1, "PartialData"),
    ]
    rest = cw.get_metric_data(**params, NextToken=first["NextToken"])
    assert [(r["Label"], len(r["Values"])) for r in rest["MetricDataResults"]] == [
        ("ad1 Upper", 0),
        ("ad1 Lower", 1),
    ]
    assert "NextToken" not in rest
