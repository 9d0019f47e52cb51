"""AWS/ApiGateway metrics of HTTP APIs read back through CloudWatch's API (a lab-mode server with
1-second resolution): Count, 4xx, 5xx, Latency and IntegrationLatency per ApiId and ApiId + Stage."""

from __future__ import annotations

import datetime as dt
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from httpapi_helpers import http, url

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def lab() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--metrics-resolution", "1"]).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def backend() -> Iterator[str]:
    class Backend(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - http.server's naming
            self.send_response(200)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Backend)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


def _stat(cw: Any, name: str, dims: list[dict[str, str]], stat: str) -> float | None:
    now = dt.datetime.now(dt.timezone.utc)
    answer = cw.get_metric_statistics(
        Namespace="AWS/ApiGateway",
        MetricName=name,
        Dimensions=dims,
        StartTime=now - dt.timedelta(minutes=5),
        EndTime=now + dt.timedelta(minutes=1),
        Period=300,
        Statistics=[stat],
    )
    points = answer["Datapoints"]
    return float(points[0][stat]) if points else None


def test_request_metrics(lab: LabcloudProcess, backend: str) -> None:
    v2 = lab.boto3_client("apigatewayv2")
    api_id = v2.create_api(Name="metered", ProtocolType="HTTP")["ApiId"]
    iid = v2.create_integration(
        ApiId=api_id, IntegrationType="HTTP_PROXY", IntegrationUri=backend, IntegrationMethod="GET"
    )["IntegrationId"]
    v2.create_route(ApiId=api_id, RouteKey="GET /ok", Target=f"integrations/{iid}")
    v2.create_stage(ApiId=api_id, StageName="live", AutoDeploy=True)
    for path in ("/live/ok", "/live/ok", "/live/missing"):
        http(url(lab, api_id, path))
    cw = lab.boto3_client("cloudwatch")
    by_stage = [{"Name": "ApiId", "Value": api_id}, {"Name": "Stage", "Value": "live"}]
    deadline = time.monotonic() + 20
    while _stat(cw, "Count", by_stage, "Sum") != 3.0:
        assert time.monotonic() < deadline, _stat(cw, "Count", by_stage, "Sum")
        time.sleep(0.5)
    assert _stat(cw, "4xx", by_stage, "Sum") == 1.0
    assert _stat(cw, "5xx", by_stage, "Sum") == 0.0
    assert _stat(cw, "Latency", by_stage, "SampleCount") == 3.0
    assert _stat(cw, "IntegrationLatency", by_stage, "SampleCount") == 2.0
    assert _stat(cw, "Count", [{"Name": "ApiId", "Value": api_id}], "Sum") == 3.0
