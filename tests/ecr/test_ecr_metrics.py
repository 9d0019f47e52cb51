"""ECR's usage metrics in CloudWatch: ``CallCount`` in ``AWS/Usage`` (Service ECR, Type API, Resource the
action, Class None) for the actions ECR's quotas cover, counted for API calls and for the calls a registry
pull is made of, read back with ListMetrics and GetMetricData; other actions publish nothing."""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Iterator
from typing import Any

import pytest
from ecr_helpers import RegistryClient, TinyImage, push

from labcloud.testing.server_process import LabcloudProcess

UTC = dt.timezone.utc


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    data = tmp_path_factory.mktemp("ecr-metrics") / "data"
    process = LabcloudProcess(data_dir=data, extra_args=["--metrics-resolution", "1"]).start()
    try:
        yield process
    finally:
        process.stop()


def _dims(action: str) -> list[dict[str, str]]:
    return [
        {"Name": "Class", "Value": "None"},
        {"Name": "Resource", "Value": action},
        {"Name": "Service", "Value": "ECR"},
        {"Name": "Type", "Value": "API"},
    ]


def _sums(cw: Any, actions: list[str]) -> dict[str, float]:
    now = dt.datetime.now(UTC)
    queries = [
        {
            "Id": f"m{i}",
            "MetricStat": {
                "Metric": {"Namespace": "AWS/Usage", "MetricName": "CallCount", "Dimensions": _dims(action)},
                "Period": 3600,
                "Stat": "Sum",
            },
        }
        for i, action in enumerate(actions)
    ]
    answer = cw.get_metric_data(
        MetricDataQueries=queries,
        StartTime=now - dt.timedelta(hours=1),
        EndTime=now + dt.timedelta(minutes=5),
    )
    by_id = {r["Id"]: sum(r["Values"]) for r in answer["MetricDataResults"]}
    return {action: by_id[f"m{i}"] for i, action in enumerate(actions)}


def test_call_counts_of_api_calls_and_registry_pulls(server: LabcloudProcess) -> None:
    ecr = server.boto3_client("ecr")
    cw = server.boto3_client("cloudwatch")
    uri = ecr.create_repository(repositoryName="metered")["repository"]["repositoryUri"]
    image = TinyImage(layer=b"a layer counted by the usage metrics")
    push(ecr, "metered", image, "v1")  # 2 BatchCheckLayerAvailability, 2 uploads of 3 calls, 1 PutImage
    ecr.batch_get_image(repositoryName="metered", imageIds=[{"imageTag": "v1"}])
    ecr.describe_repositories()
    host, _, name = uri.partition("/")
    registry = RegistryClient.for_ecr(f"http://{host}", ecr)  # one GetAuthorizationToken
    pulled = registry.call(
        "GET", f"/v2/{name}/manifests/v1", headers={"Accept": "application/vnd.oci.image.manifest.v1+json"}
    )
    assert pulled.status == 200  # a pull's manifest is a BatchGetImage
    expected = {
        "BatchCheckLayerAvailability": 2.0,
        "InitiateLayerUpload": 2.0,
        "UploadLayerPart": 2.0,
        "CompleteLayerUpload": 2.0,
        "PutImage": 1.0,
        "GetAuthorizationToken": 1.0,
    }
    deadline = time.monotonic() + 60
    sums = _sums(cw, [*expected, "BatchGetImage"])
    while (sums["BatchGetImage"] < 2 or any(sums[a] < n for a, n in expected.items())) and (
        time.monotonic() < deadline
    ):
        time.sleep(0.5)
        sums = _sums(cw, [*expected, "BatchGetImage"])
    assert {a: sums[a] for a in expected} == expected
    assert sums["BatchGetImage"] >= 2  # the API's and the registry's (which may read the manifest again)
    listed = cw.list_metrics(Namespace="AWS/Usage", Dimensions=[{"Name": "Service", "Value": "ECR"}])[
        "Metrics"
    ]
    resources = {d["Value"] for m in listed for d in m["Dimensions"] if d["Name"] == "Resource"}
    assert set(expected) | {"BatchGetImage"} <= resources
    assert "DescribeRepositories" not in resources and "CreateRepository" not in resources
    assert {m["MetricName"] for m in listed} == {"CallCount"}
