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
