"""Metric alarms over every protocol: configuration, describe filters, history, tags, the state
machine (evaluation, TreatMissingData, SetAlarmState) and Lambda alarm actions."""

from __future__ import annotations

import datetime as dt
import json
import os
import re
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cw_helpers import client, code_of, now
from lambda_helpers import create_role, deployer, events, wait_for

from labcloud.testing.server_process import LabcloudProcess

ALARM = {
    "Namespace": "Shop",
    "MetricName": "Errors",
    "Statistic": "Sum",
    "Period": 10,
    "EvaluationPeriods": 1,
    "Threshold": 1.0,
    "ComparisonOperator": "GreaterThanThreshold",
}


def _state(cw: Any, name: str) -> dict[str, Any]:
    alarm: dict[str, Any] = cw.describe_alarms(AlarmNames=[name])["MetricAlarms"][0]
    return alarm


def _wait_state(cw: Any, name: str, state: str, timeout: float = 30.0) -> dict[str, Any]:
    result: dict[str, Any] = wait_for(
        lambda: (a := _state(cw, name))["StateValue"] == state and a, timeout=timeout, interval=0.3
    )
    return result


def _put_recent(cw: Any, value: float, seconds: int = 25, name: str = "Errors") -> None:
    base = now().replace(microsecond=0)
    cw.put_metric_data(
        Namespace="Shop",
        MetricData=[
            {
                "MetricName": name,
                "Timestamp": base - dt.timedelta(seconds=i),
                "Value": value,
                "StorageResolution": 1,
            }
            for i in range(seconds)
        ],
    )


def test_put_describe_update_delete_and_history(cw: Any) -> None:
    cw.put_metric_alarm(
        AlarmName="orders-errors",
        AlarmDescription="too many errors",
        **ALARM,
        Dimensions=[{"Name": "Service", "Value": "orders"}],
        TreatMissingData="ignore",
        Tags=[{"Key": "team", "Value": "shop"}],
    )
    cw.put_metric_alarm(
        AlarmName="orders-latency",
        Namespace="Shop",
        MetricName="Latency",
        ExtendedStatistic="p99",
        Period=60,
        EvaluationPeriods=3,
        DatapointsToAlarm=2,
        Threshold=250.0,
        ComparisonOperator="GreaterThanOrEqualToThreshold",
    )
    # missing data ignored: the evaluator (which may run at any moment) never moves it on its own
    cw.put_metric_alarm(AlarmName="billing", **ALARM, TreatMissingData="ignore")
    alarm = _state(cw, "orders-errors")
    assert alarm["AlarmArn"] == "arn:aws:cloudwatch:us-east-1:000000000000:alarm:orders-errors"
    assert alarm["StateReason"] == "Unchecked: Initial alarm creation"
    assert alarm["ActionsEnabled"] is True
    assert alarm["Dimensions"] == [{"Name": "Service", "Value": "orders"}]
    assert alarm["TreatMissingData"] == "ignore"  # no data: the evaluator leaves it as created
    assert isinstance(alarm["AlarmConfigurationUpdatedTimestamp"], dt.datetime)
    assert [a["AlarmName"] for a in cw.describe_alarms(AlarmNamePrefix="orders-")["MetricAlarms"]] == [
        "orders-errors",
        "orders-latency",
    ]
    assert len(cw.describe_alarms()["MetricAlarms"]) == 3
    page = cw.describe_alarms(MaxRecords=2)
    assert len(page["MetricAlarms"]) == 2
    rest = cw.describe_alarms(MaxRecords=2, NextToken=page["NextToken"])
    assert [a["AlarmName"] for a in rest["MetricAlarms"]] == ["orders-latency"] and "NextToken" not in rest
    latency = _state(cw, "orders-latency")
    assert latency["ExtendedStatistic"] == "p99" and latency["DatapointsToAlarm"] == 2
    found = cw.describe_alarms_for_metric(
        Namespace="Shop", MetricName="Errors", Dimensions=[{"Name": "Service", "Value": "orders"}]
    )["MetricAlarms"]
    assert [a["AlarmName"] for a in found] == ["orders-errors"]
    assert [
        a["AlarmName"]
        for a in cw.describe_alarms_for_metric(
            Namespace="Shop", MetricName="Errors", Statistic="Sum", Period=10
        )["MetricAlarms"]
    ] == ["billing", "orders-errors"]
    # updating keeps the state and overwrites the configuration
    cw.set_alarm_state(AlarmName="billing", StateValue="ALARM", StateReason="testing")
    cw.put_metric_alarm(AlarmName="billing", **{**ALARM, "Threshold": 99.0}, TreatMissingData="ignore")
    updated = _state(cw, "billing")
    assert updated["Threshold"] == 99.0 and updated["StateValue"] == "ALARM"
    history = cw.describe_alarm_history(AlarmName="billing")["AlarmHistoryItems"]
    summaries = [h["HistorySummary"] for h in history]
    assert summaries == [
        'Alarm "billing" updated',
        "Alarm updated from INSUFFICIENT_DATA to ALARM",
        'Alarm "billing" created',
    ]
    assert [h["HistoryItemType"] for h in history] == [
        "ConfigurationUpdate",
        "StateUpdate",
        "ConfigurationUpdate",
    ]
    assert json.loads(history[1]["HistoryData"])["newState"]["stateReason"] == "testing"
    only_state = cw.describe_alarm_history(
        AlarmName="billing", HistoryItemType="StateUpdate", ScanBy="TimestampAscending"
    )["AlarmHistoryItems"]
    assert len(only_state) == 1
    cw.delete_alarms(AlarmNames=["billing", "orders-latency"])
    assert [a["AlarmName"] for a in cw.describe_alarms()["MetricAlarms"]] == ["orders-errors"]
    with pytest.raises(ClientError) as error:
        cw.delete_alarms(AlarmNames=["orders-errors", "ghost"])
    assert code_of(error) == "ResourceNotFound"
    assert len(cw.describe_alarms()["MetricAlarms"]) == 1  # nothing deleted


def test_tags(cw: Any) -> None:
    cw.put_metric_alarm(AlarmName="tagged", **ALARM, Tags=[{"Key": "team", "Value": "shop"}])
    arn = _state(cw, "tagged")["AlarmArn"]
    cw.tag_resource(ResourceARN=arn, Tags=[{"Key": "env", "Value": "lab"}, {"Key": "team", "Value": "ops"}])
    assert sorted((t["Key"], t["Value"]) for t in cw.list_tags_for_resource(ResourceARN=arn)["Tags"]) == [
        ("env", "lab"),
        ("team", "ops"),
    ]
    cw.untag_resource(ResourceARN=arn, TagKeys=["team"])
    assert cw.list_tags_for_resource(ResourceARN=arn)["Tags"] == [{"Key": "env", "Value": "lab"}]
    with pytest.raises(ClientError) as error:
        cw.list_tags_for_resource(ResourceARN=arn.replace("tagged", "ghost"))
    assert code_of(error) == "ResourceNotFoundException"
    with pytest.raises(ClientError) as error:
        cw.tag_resource(ResourceARN="not-an-arn", Tags=[{"Key": "a", "Value": "b"}])
    assert code_of(error) == "InvalidParameterValue"
    with pytest.raises(ClientError) as error:
        cw.tag_resource(ResourceARN=arn, Tags=[{"Key": f"k{i}", "Value": "v"} for i in range(51)])
    assert code_of(error) == "LimitExceeded"


@pytest.mark.parametrize(
    "change, code",
    [
        ({"Statistic": None}, "MissingParameter"),
        ({"ExtendedStatistic": "p90"}, "InvalidParameterCombination"),
        ({"Statistic": None, "ExtendedStatistic": "p101"}, "InvalidParameterValue"),
        ({"Period": 45}, "InvalidParameterValue"),
        ({"Period": 0}, "ValidationError"),
        ({"EvaluationPeriods": 0}, "ValidationError"),
        ({"EvaluationPeriods": 2, "DatapointsToAlarm": 3}, "ValidationError"),
        ({"Period": 3000 * 60, "EvaluationPeriods": 4}, "ValidationError"),
        ({"Period": 600, "EvaluationPeriods": 145}, "ValidationError"),
        ({"TreatMissingData": "sometimes"}, "ValidationError"),
        ({"ComparisonOperator": "Bigger"}, "ValidationError"),
        ({"ComparisonOperator": "LessThanLowerOrGreaterThanUpperThreshold"}, "ValidationError"),
        ({"Threshold": None}, "MissingParameter"),
        ({"MetricName": None}, "MissingParameter"),
        # optional in today's model (PromQL alarms), required of a metric alarm (a KeyError 500 before, issue 20)
        ({"ComparisonOperator": None}, "MissingParameter"),
        ({"EvaluationPeriods": None}, "MissingParameter"),
        ({"AlarmActions": ["arn:aws:sqs:us-east-1:000000000000:queue"]}, "InvalidParameterValue"),
        ({"AlarmActions": ["nonsense"]}, "InvalidParameterValue"),
        ({"AlarmActions": ["arn:aws:lambda:eu-west-1:000000000000:function:f"]}, "InvalidParameterValue"),
        (
            {"OKActions": [f"arn:aws:lambda:us-east-1:000000000000:function:f{i}" for i in range(6)]},
            "ValidationError",
        ),
        (
            {
                "Metrics": [
                    {
                        "Id": "m",
                        "MetricStat": {
                            "Metric": {"Namespace": "a", "MetricName": "b"},
                            "Period": 60,
                            "Stat": "Sum",
                        },
                    }
                ]
            },
            "InvalidParameterCombination",
        ),
        (
            {"EvaluateLowSampleCountPercentile": "ignore", "Statistic": None, "ExtendedStatistic": "p90"},
            "InvalidParameterValue",
        ),
    ],
)
def test_put_metric_alarm_rejections(cw: Any, change: dict[str, Any], code: str) -> None:
    params = {**ALARM, **change}
    params = {k: v for k, v in params.items() if v is not None}
    with pytest.raises(ClientError) as error:
        cw.put_metric_alarm(AlarmName="bad", **params)
    assert code_of(error) == code
    assert cw.describe_alarms()["MetricAlarms"] == []


def test_describe_alarm_rejections(cw: Any) -> None:
    with pytest.raises(ClientError) as error:
        cw.describe_alarms(AlarmNames=["a"], AlarmNamePrefix="a")
    assert code_of(error) == "InvalidParameterCombination"
    with pytest.raises(ClientError) as error:
        cw.describe_alarms(NextToken="nope")
    assert code_of(error) == "InvalidNextToken"
    with pytest.raises(ClientError) as error:
        cw.describe_alarm_history(NextToken="nope")
    assert code_of(error) == "InvalidNextToken"
    with pytest.raises(ClientError) as error:
        cw.describe_alarms(MaxRecords=101)
    assert code_of(error) == "ValidationError"


def test_set_alarm_state_and_action_switches(cw: Any) -> None:
    cw.put_metric_alarm(AlarmName="manual", **ALARM, TreatMissingData="ignore")
    with pytest.raises(ClientError) as error:
        cw.set_alarm_state(AlarmName="ghost", StateValue="OK", StateReason="x")
    assert code_of(error) == "ResourceNotFound"
    with pytest.raises(ClientError) as error:
        cw.set_alarm_state(AlarmName="manual", StateValue="OK", StateReason="x", StateReasonData="{not json")
    assert code_of(error) == "InvalidFormat"
    with pytest.raises(ClientError) as error:
        cw.set_alarm_state(AlarmName="manual", StateValue="RED", StateReason="x")
    assert code_of(error) == "ValidationError"
    with pytest.raises(ClientError) as error:
        cw.set_alarm_state(AlarmName="manual", StateValue="OK")
    assert code_of(error) == "MissingParameter"
    cw.set_alarm_state(
        AlarmName="manual", StateValue="ALARM", StateReason="drill", StateReasonData='{"a": 1}'
    )
    alarm = _state(cw, "manual")
    assert (alarm["StateValue"], alarm["StateReason"], alarm["StateReasonData"]) == (
        "ALARM",
        "drill",
        '{"a": 1}',
    )
    assert [a["AlarmName"] for a in cw.describe_alarms(StateValue="ALARM")["MetricAlarms"]] == ["manual"]
    assert cw.describe_alarms(StateValue="OK")["MetricAlarms"] == []
    cw.disable_alarm_actions(AlarmNames=["manual", "ghost"])  # unknown names are ignored, as in CloudWatch
    assert _state(cw, "manual")["ActionsEnabled"] is False
    cw.enable_alarm_actions(AlarmNames=["manual"])
    assert _state(cw, "manual")["ActionsEnabled"] is True


def test_evaluation_goes_to_alarm_and_back_with_aws_reasons(cw: Any) -> None:
    cw.put_metric_alarm(AlarmName="errors", **ALARM)
    _put_recent(cw, 5.0)
    alarm = _wait_state(cw, "errors", "ALARM")
    assert re.fullmatch(
        r"Threshold Crossed: 1 out of the last 1 datapoints \[50\.0 \(\d\d/\d\d/\d\d \d\d:\d\d:\d0\)\] was greater "
        r"than the threshold \(1\.0\) \(minimum 1 datapoint for INSUFFICIENT_DATA -> ALARM transition\)\.",
        alarm["StateReason"],
    ), alarm["StateReason"]
    data = json.loads(alarm["StateReasonData"])
    assert data["statistic"] == "Sum" and data["period"] == 10 and data["threshold"] == 1.0
    assert data["recentDatapoints"] == [50.0]  # ten 1-second values of 5 in a 10-second Sum
    _put_recent(cw, -10.0, seconds=40)  # the sum of each 10-second period drops below the threshold
    alarm = _wait_state(cw, "errors", "OK")
    assert "was not greater than the threshold (1.0)" in alarm["StateReason"]
    assert "ALARM -> OK transition" in alarm["StateReason"]
    history = [
        h["HistorySummary"]
        for h in cw.describe_alarm_history(AlarmName="errors", HistoryItemType="StateUpdate")[
            "AlarmHistoryItems"
        ]
    ]
    assert history == ["Alarm updated from ALARM to OK", "Alarm updated from INSUFFICIENT_DATA to ALARM"]


def test_treat_missing_data(cbor: Any) -> None:
    for treat in ("missing", "ignore", "breaching", "notBreaching"):
        cbor.put_metric_alarm(
            AlarmName=f"quiet-{treat}", **{**ALARM, "MetricName": "Silent"}, TreatMissingData=treat
        )
    assert _wait_state(cbor, "quiet-breaching", "ALARM")["StateReason"].startswith(
        "Threshold Crossed: 1 out of the last 1 datapoints [] was greater than the threshold (1.0)"
    )
    _wait_state(cbor, "quiet-notBreaching", "OK")
    # missing and ignore: all data missing → no decision on a new alarm
    assert _state(cbor, "quiet-missing")["StateValue"] == "INSUFFICIENT_DATA"
    assert _state(cbor, "quiet-ignore")["StateValue"] == "INSUFFICIENT_DATA"
    cbor.set_alarm_state(AlarmName="quiet-missing", StateValue="OK", StateReason="manual")
    cbor.set_alarm_state(AlarmName="quiet-ignore", StateValue="ALARM", StateReason="manual")
    back = _wait_state(cbor, "quiet-missing", "INSUFFICIENT_DATA")
    assert back["StateReason"] == "Insufficient Data: 1 datapoint was unknown."
    assert _state(cbor, "quiet-ignore")["StateValue"] == "ALARM"  # ignore keeps the state


def test_metric_math_alarm(cw: Any) -> None:
    cw.put_metric_alarm(
        AlarmName="ratio",
        EvaluationPeriods=1,
        Threshold=50.0,
        ComparisonOperator="GreaterThanOrEqualToThreshold",
        Metrics=[
            {
                "Id": "bad",
                "MetricStat": {
                    "Metric": {"Namespace": "Shop", "MetricName": "Bad"},
                    "Period": 10,
                    "Stat": "Sum",
                },
                "ReturnData": False,
            },
            {
                "Id": "all",
                "MetricStat": {
                    "Metric": {"Namespace": "Shop", "MetricName": "All"},
                    "Period": 10,
                    "Stat": "Sum",
                },
                "ReturnData": False,
            },
            {"Id": "pct", "Expression": "100 * bad / all", "Label": "failure %", "Period": 10},
        ],
    )
    described = _state(cw, "ratio")
    assert "Metrics" in described and "MetricName" not in described and "Period" not in described
    _put_recent(cw, 3.0, name="Bad")
    _put_recent(cw, 4.0, name="All")
    _wait_state(cw, "ratio", "ALARM")


def test_lambda_alarm_action_receives_cloudwatch_event(server: Any) -> None:
    cw = client(server, "smithy-rpc-v2-cbor")
    deploy = deployer(server, create_role(server))
    arn = deploy("on-alarm", "def handler(event, context):\n    return event\n")["FunctionArn"]
    cw.put_metric_alarm(
        AlarmName="paging",
        AlarmDescription="page someone",
        **ALARM,
        Dimensions=[{"Name": "Service", "Value": "orders"}],
        AlarmActions=[arn],
        OKActions=[arn],
    )
    cw.set_alarm_state(AlarmName="paging", StateValue="ALARM", StateReason="drill")
    started = wait_for(lambda: events(server, "lambda.invocation.started"))
    event = started[0]["data"]["event"]
    assert event["source"] == "aws.cloudwatch"
    assert event["alarmArn"] == "arn:aws:cloudwatch:us-east-1:000000000000:alarm:paging"
    assert event["accountId"] == "000000000000" and event["region"] == "us-east-1"
    data = event["alarmData"]
    assert data["alarmName"] == "paging"
    assert data["state"]["value"] == "ALARM" and data["state"]["reason"] == "drill"
    assert data["previousState"]["value"] == "INSUFFICIENT_DATA"
    assert data["previousState"]["reason"] == "Unchecked: Initial alarm creation"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0000", event["time"])
    assert data["configuration"]["description"] == "page someone"
    metric = data["configuration"]["metrics"][0]
    assert metric["metricStat"] == {
        "metric": {"namespace": "Shop", "name": "Errors", "dimensions": {"Service": "orders"}},
        "period": 10,
        "stat": "Sum",
    }
    assert metric["returnData"] is True
    actions = wait_for(
        lambda: cw.describe_alarm_history(AlarmName="paging", HistoryItemType="Action")["AlarmHistoryItems"]
    )
    assert actions[0]["HistorySummary"] == f"Successfully executed action {arn}"
    # disabled actions do not run
    cw.disable_alarm_actions(AlarmNames=["paging"])
    cw.set_alarm_state(AlarmName="paging", StateValue="OK", StateReason="calm")
    cw.set_alarm_state(AlarmName="paging", StateValue="ALARM", StateReason="again")
    assert (
        len(cw.describe_alarm_history(AlarmName="paging", HistoryItemType="Action")["AlarmHistoryItems"]) == 1
    )


def test_alarm_limit_exceeded() -> None:
    server = LabcloudProcess(
        in_memory=True, env={**os.environ, "LABCLOUD_CLOUDWATCH_MAX_ALARMS": "2"}
    ).start()
    try:
        cw = client(server, "query")
        cw.put_metric_alarm(AlarmName="a1", **ALARM)
        cw.put_metric_alarm(AlarmName="a2", **ALARM)
        cw.put_metric_alarm(AlarmName="a2", **ALARM)  # an update is not a new alarm
        with pytest.raises(ClientError) as error:
            cw.put_metric_alarm(AlarmName="a3", **ALARM)
        assert code_of(error) == "LimitExceeded"
    finally:
        server.stop()
