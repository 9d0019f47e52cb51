"""AWS/RDS and ECS/ContainerInsights, sampled by labcloud (a lab-mode server: ``--metrics-resolution 1``):
DatabaseConnections as the cluster's real postgres counts its clients (a connection opened by the test shows
up), ServerlessDatabaseCapacity as the configured minimum ACUs per cluster and ``db.serverless`` instance;
RunningTaskCount / PendingTaskCount / DesiredTaskCount only for a cluster with Container Insights on, and
no invented CPU or memory metric anywhere (read with GetMetricData and ListMetrics)."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pg8000.native
import pytest

from labcloud.testing.server_process import LabcloudProcess

TESTS = Path(__file__).resolve().parent.parent
for folder in ("rds", "ecs"):
    sys.path.insert(0, str(TESTS / folder))
from ecs_helpers import fargate_service  # noqa: E402
from rds_helpers import PASSWORD, cluster_with_secret, wait_instance  # noqa: E402


@pytest.fixture(scope="module")
def lab() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--metrics-resolution", "1"]).start()
    try:
        yield server
    finally:
        server.stop()


def _until(read: Callable[[], Any], done: Callable[[Any], bool], what: str, timeout: float = 30.0) -> Any:
    deadline = time.monotonic() + timeout
    got = read()
    while not done(got) and time.monotonic() < deadline:
        time.sleep(0.2)
        got = read()
    assert done(got), f"{what}: {got}"
    return got


def _latest(cw: Any, namespace: str, name: str, dims: dict[str, str], since: datetime) -> list[float]:
    """The metric's 1-second maxima since ``since``, newest first."""
    answer = cw.get_metric_data(
        MetricDataQueries=[
            {
                "Id": "m",
                "MetricStat": {
                    "Metric": {
                        "Namespace": namespace,
                        "MetricName": name,
                        "Dimensions": [{"Name": k, "Value": v} for k, v in dims.items()],
                    },
                    "Period": 1,
                    "Stat": "Maximum",
                },
            }
        ],
        StartTime=since,
        EndTime=datetime.now(timezone.utc) + timedelta(minutes=1),
        ScanBy="TimestampDescending",
    )
    return list(answer["MetricDataResults"][0]["Values"])


def test_rds_connections_and_serverless_capacity(lab: LabcloudProcess) -> None:
    made = cluster_with_secret(lab, "metered")
    rds, cw = lab.boto3_client("rds"), lab.boto3_client("cloudwatch")
    rds.create_db_instance(
        DBInstanceIdentifier="metered-1",
        DBInstanceClass="db.serverless",
        Engine="aurora-postgresql",
        DBClusterIdentifier="metered",
    )
    wait_instance(rds, "metered-1")
    cluster = {"DBClusterIdentifier": "metered"}
    writer = {"DBInstanceIdentifier": "metered-1"}
    start = datetime.now(timezone.utc) - timedelta(seconds=5)
    idle = _until(lambda: _latest(cw, "AWS/RDS", "DatabaseConnections", cluster, start), bool, "no sample")[0]
    clients = [
        pg8000.native.Connection(
            "master", host="127.0.0.1", port=int(made["port"]), password=PASSWORD, database="app"
        )
        for _ in range(3)
    ]
    try:
        opened = datetime.now(timezone.utc)
        _until(
            lambda: _latest(cw, "AWS/RDS", "DatabaseConnections", cluster, opened),
            lambda got: bool(got) and got[0] == idle + 3,
            "the three clients were not counted",
        )
        _until(
            lambda: _latest(cw, "AWS/RDS", "DatabaseConnections", writer, opened),
            lambda got: bool(got) and got[0] == idle + 3,
            "the writer instance does not report its server's connections",
        )
    finally:
        for client in clients:
            client.close()
    capacity = _latest(cw, "AWS/RDS", "ServerlessDatabaseCapacity", cluster, start)
    assert capacity and set(capacity) == {0.5}
    assert set(_latest(cw, "AWS/RDS", "ServerlessDatabaseCapacity", writer, start)) == {0.5}
    listed = cw.list_metrics(Namespace="AWS/RDS")["Metrics"]
    names = {m["MetricName"] for m in listed}
    assert names == {"DatabaseConnections", "ServerlessDatabaseCapacity"}
    dims = {(d["Name"], d["Value"]) for m in listed for d in m["Dimensions"]}
    assert dims == {("DBClusterIdentifier", "metered"), ("DBInstanceIdentifier", "metered-1")}


def test_ecs_task_counts_only_with_container_insights(lab: LabcloudProcess) -> None:
    fargate_service(lab, "watched", "enabled", 2)
    fargate_service(lab, "quiet", "disabled", 1)
    cw = lab.boto3_client("cloudwatch")
    dims = {"ClusterName": "watched", "ServiceName": "web"}
    start = datetime.now(timezone.utc) - timedelta(seconds=5)
    # tasks read RUNNING two seconds after they start, as DescribeTasks says
    _until(
        lambda: _latest(cw, "ECS/ContainerInsights", "RunningTaskCount", dims, start),
        lambda got: bool(got) and got[0] == 2,
        "RunningTaskCount did not reach 2",
    )
    assert _latest(cw, "ECS/ContainerInsights", "DesiredTaskCount", dims, start)[0] == 2
    assert _latest(cw, "ECS/ContainerInsights", "PendingTaskCount", dims, start)[0] == 0
    listed = cw.list_metrics(Namespace="ECS/ContainerInsights")["Metrics"]
    assert {m["MetricName"] for m in listed} == {"RunningTaskCount", "PendingTaskCount", "DesiredTaskCount"}
    clusters = {d["Value"] for m in listed for d in m["Dimensions"] if d["Name"] == "ClusterName"}
    assert clusters == {"watched"}
    assert cw.list_metrics(Namespace="AWS/ECS")["Metrics"] == []
