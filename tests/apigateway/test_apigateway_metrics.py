"""AWS/ApiGateway execution metrics per ApiName and ApiName + Stage, read back with GetMetricStatistics."""

from __future__ import annotations

import datetime as dt
import time
from typing import Any

from apigw_helpers import http, invoke_url

from labcloud.testing.server_process import LabcloudProcess


def stats(cloudwatch: Any, name: str, dims: dict[str, str], statistic: str = "Sum") -> float:
    now = dt.datetime.now(dt.timezone.utc)
    points = cloudwatch.get_metric_statistics(
        Namespace="AWS/ApiGateway",
        MetricName=name,
        Dimensions=[{"Name": k, "Value": v} for k, v in dims.items()],
        StartTime=now - dt.timedelta(minutes=10),
        EndTime=now + dt.timedelta(minutes=1),
        Period=60,
        Statistics=[statistic],
    )["Datapoints"]
    return (
        float(sum(p[statistic] for p in points))
        if statistic != "Maximum"
        else max((float(p["Maximum"]) for p in points), default=0.0)
    )


def test_count_errors_and_latencies(labcloud: LabcloudProcess, apigw: Any) -> None:
    api = apigw.create_rest_api(name="measured")
    api_id, root = api["id"], api["rootResourceId"]
    for method, code in (("GET", "200"), ("DELETE", "404")):
        apigw.put_method(restApiId=api_id, resourceId=root, httpMethod=method, authorizationType="NONE")
        apigw.put_integration(
            restApiId=api_id,
            resourceId=root,
            httpMethod=method,
            type="MOCK",
            requestTemplates={"application/json": f'{{"statusCode": {code}}}'},
        )
        apigw.put_integration_response(
            restApiId=api_id, resourceId=root, httpMethod=method, statusCode=code, selectionPattern=code
        )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    assert [http(invoke_url(labcloud, api_id, "prod", "/"))[0] for _ in range(3)] == [200, 200, 200]
    assert http(invoke_url(labcloud, api_id, "prod", "/"), method="DELETE")[0] == 404
    cloudwatch = labcloud.boto3_client("cloudwatch")
    staged = {"ApiName": "measured", "Stage": "prod"}
    wanted = {"Count": 4.0, "4XXError": 1.0, "5XXError": 0.0}
    deadline = time.monotonic() + 30
    while {n: stats(cloudwatch, n, staged) for n in wanted} != wanted and time.monotonic() < deadline:
        time.sleep(1)
    assert {n: stats(cloudwatch, n, staged) for n in wanted} == wanted
    assert stats(cloudwatch, "Count", {"ApiName": "measured"}) == 4.0
    assert stats(cloudwatch, "Latency", staged, "Maximum") > 0.0
    assert stats(cloudwatch, "IntegrationLatency", staged, "Maximum") > 0.0


def test_detailed_metrics_per_method_when_enabled(labcloud: LabcloudProcess, apigw: Any) -> None:
    """``metrics/enabled`` (Terraform's ``metrics_enabled``) adds ApiName + Method + Resource + Stage
    metrics for the methods it names, and only those."""
    api = apigw.create_rest_api(name="detailed")
    api_id, root = api["id"], api["rootResourceId"]
    for method in ("GET", "POST"):
        apigw.put_method(restApiId=api_id, resourceId=root, httpMethod=method, authorizationType="NONE")
        apigw.put_integration(
            restApiId=api_id,
            resourceId=root,
            httpMethod=method,
            type="MOCK",
            requestTemplates={"application/json": '{"statusCode": 200}'},
        )
        apigw.put_integration_response(restApiId=api_id, resourceId=root, httpMethod=method, statusCode="200")
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    stage = apigw.update_stage(
        restApiId=api_id,
        stageName="prod",
        patchOperations=[{"op": "replace", "path": "/~1/GET/metrics/enabled", "value": "true"}],
    )
    assert [s["metricsEnabled"] for s in stage["methodSettings"].values()] == [True]
    url = invoke_url(labcloud, api_id, "prod", "/")
    assert [http(url)[0] for _ in range(2)] + [http(url, method="POST", body=b"{}")[0]] == [200, 200, 200]
    cloudwatch = labcloud.boto3_client("cloudwatch")
    detailed = {"ApiName": "detailed", "Method": "GET", "Resource": "/", "Stage": "prod"}
    deadline = time.monotonic() + 30
    while (
        stats(cloudwatch, "Count", {"ApiName": "detailed", "Stage": "prod"}) < 3
        and time.monotonic() < deadline
    ):
        time.sleep(0.2)
    assert stats(cloudwatch, "Count", {"ApiName": "detailed", "Stage": "prod"}) == 3.0
    assert stats(cloudwatch, "Count", detailed) == 2.0
    assert stats(cloudwatch, "Count", {**detailed, "Method": "POST"}) == 0.0  # not enabled for POST
    listed = cloudwatch.list_metrics(Namespace="AWS/ApiGateway", MetricName="Latency")["Metrics"]
    assert {"Name": "Method", "Value": "GET"} in [d for m in listed for d in m["Dimensions"]]
