"""Acknowledged metric data and alarms survive a restart, including a ``kill -9`` of the server."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from cw_helpers import client, now

from labcloud.testing.server_process import LabcloudProcess


def _sum(cw: Any) -> float:
    points = cw.get_metric_statistics(
        Namespace="Keep",
        MetricName="Orders",
        StartTime=now() - dt.timedelta(minutes=5),
        EndTime=now() + dt.timedelta(minutes=1),
        Period=300,
        Statistics=["Sum"],
        ExtendedStatistics=["p50"],
    )["Datapoints"]
    return sum(p["Sum"] for p in points)


def test_metrics_and_alarms_survive_kill_and_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        cw = client(server, "smithy-rpc-v2-cbor")
        cw.put_metric_data(Namespace="Keep", MetricData=[{"MetricName": "Orders", "Values": [1.0, 2.0, 3.0]}])
        cw.put_metric_alarm(
            AlarmName="kept",
            Namespace="Keep",
            MetricName="Orders",
            Statistic="Sum",
            Period=60,
            EvaluationPeriods=1,
            Threshold=100.0,
            ComparisonOperator="GreaterThanThreshold",
            Tags=[{"Key": "k", "Value": "v"}],
        )
        cw.set_alarm_state(AlarmName="kept", StateValue="ALARM", StateReason="before the crash")
        server.kill()
        server.start()
        cw = client(server, "json")
        assert _sum(cw) == 6.0
        alarm = cw.describe_alarms(AlarmNames=["kept"])["MetricAlarms"][0]
        assert alarm["Threshold"] == 100.0 and alarm["Statistic"] == "Sum"
        assert cw.list_tags_for_resource(ResourceARN=alarm["AlarmArn"])["Tags"] == [
            {"Key": "k", "Value": "v"}
        ]
        states = cw.describe_alarm_history(
            AlarmName="kept", HistoryItemType="StateUpdate", ScanBy="TimestampAscending"
        )["AlarmHistoryItems"]
        assert states[0]["HistorySummary"] == "Alarm updated from INSUFFICIENT_DATA to ALARM"
        assert json.loads(states[0]["HistoryData"])["newState"]["stateReason"] == "before the crash"
        cw.put_metric_data(Namespace="Keep", MetricData=[{"MetricName": "Orders", "Value": 4.0}])
        server.stop()
        server.start()
        assert _sum(client(server, "query")) == 10.0
    finally:
        server.stop()


def test_a_data_dir_from_before_rollups_is_migrated(tmp_path: Any) -> None:
    import sqlite3

    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    hour = now().replace(minute=0, second=0, microsecond=0) - dt.timedelta(hours=1)
    try:
        cw = client(server, "json")
        cw.put_metric_data(
            Namespace="Old",
            MetricData=[
                {"MetricName": "Jobs", "Timestamp": hour + dt.timedelta(minutes=m), "Value": 2.0}
                for m in range(60)
            ],
        )
        server.stop()
        # the data dir as the first CloudWatch release left it: no rollups table, schema version 0
        with sqlite3.connect(tmp_path / "data" / "labcloud.db") as conn:
            conn.execute("DROP TABLE cw_rollups")
            conn.execute("DELETE FROM labcloud_schema WHERE owner='cloudwatch'")
        server.start()
        answer = client(server, "json").get_metric_statistics(
            Namespace="Old",
            MetricName="Jobs",
            StartTime=hour,
            EndTime=hour + dt.timedelta(hours=1),
            Period=3600,
            Statistics=["Sum", "SampleCount"],
        )
        assert [(p["Sum"], p["SampleCount"]) for p in answer["Datapoints"]] == [(120.0, 60.0)]
    finally:
        server.stop()
