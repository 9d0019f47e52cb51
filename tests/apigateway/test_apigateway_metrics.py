"""AWS/ApiGateway execution metrics per ApiName and ApiName + Stage, and per ApiName + Method + Resource +
Stage for the methods whose stage setting metrics/enabled is on (detailed metrics, as the
apigw-execution-access-logs pattern's MethodSettings turn on), read back with GetMetricStatistics."""

from __future__ import annotations

import datetime as dt
import time
from typing import Any

import pytest
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
    with pytest.raises(apigw.exceptions.BadRequestException, match="Invalid boolean value 'yes'"):
        apigw.update_stage(
            restApiId=api_id,
            stageName="prod",
            patchOperations=[{"op": "replace", "path": "/~1/GET/metrics/enabled", "value": "yes"}],
        )
    stage = apigw.update_stage(  # GET / only: DELETE / keeps the stage's defaults (no detailed metrics)
        restApiId=api_id,
        stageName="prod",
        patchOperations=[{"op": "replace", "path": "/~1/GET/metrics/enabled", "value": "true"}],
    )
    assert [found["metricsEnabled"] for found in stage["methodSettings"].values()] == [True]
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
    detailed = {"ApiName": "measured", "Method": "GET", "Resource": "/", "Stage": "prod"}
    assert (stats(cloudwatch, "Count", detailed), stats(cloudwatch, "4XXError", detailed)) == (3.0, 0.0)
    assert stats(cloudwatch, "Latency", detailed, "Maximum") > 0.0
    assert stats(cloudwatch, "Count", {**detailed, "Method": "DELETE"}) == 0.0
