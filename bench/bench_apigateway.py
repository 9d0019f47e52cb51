"""API Gateway benchmark: the gateway's own cost over a direct Invoke, and MOCK requests/s.

Run: python bench/bench_apigateway.py   (starts its own labcloud; prints numbers, asserts nothing)

1. One kept-alive HTTP connection sends, alternately, a Lambda proxy request through the invoke URL
   (``Host: <api>.execute-api.localhost``) and a direct Lambda ``Invoke`` (POST .../invocations)
   carrying an event of the same size, to the same warm function. The gateway's added cost is the
   difference of the p50s (target: under 1 ms).
2. MOCK integration (request template, integration response, VTL response template): requests/s
   from one connection back to back, then from four connections on four threads.
"""

from __future__ import annotations

import http.client
import json
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "apigateway"))

from apigw_helpers import allow_gateway, deploy_function, proxy_method  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

HANDLER = """
def handler(event, context):
    return {"statusCode": 200, "headers": {"Content-Type": "text/plain"}, "body": "ok"}
"""
ROUNDS = 1000
WARMUP = 100
MOCK_SECONDS = 3.0
AUTH = (
    "AWS4-HMAC-SHA256 Credential=test/20260101/us-east-1/lambda/aws4_request, "
    "SignedHeaders=host;x-amz-date, Signature=00"
)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def gateway_vs_invoke(server: LabcloudProcess, api_id: str, function: str) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", server.port)
    host = f"{api_id}.execute-api.localhost:{server.port}"
    # a direct Invoke carrying what the gateway sends: the REST v1 event of the same request
    conn.request("GET", "/prod/bench?x=1", headers={"Host": host, "User-Agent": "bench"})
    response = conn.getresponse()
    response.read()
    event_size = 1600
    payload = json.dumps({"padding": "x" * event_size}).encode()
    invoke_path = f"/2015-03-31/functions/{function}/invocations"
    via_gateway: list[float] = []
    direct: list[float] = []
    for index in range(ROUNDS + WARMUP):
        started = time.perf_counter()
        conn.request("GET", "/prod/bench?x=1", headers={"Host": host, "User-Agent": "bench"})
        response = conn.getresponse()
        body = response.read()
        gateway_ms = (time.perf_counter() - started) * 1000
        if response.status != 200 or body != b"ok":
            raise SystemExit(f"gateway answered {response.status} {body[:200]!r}")
        started = time.perf_counter()
        conn.request(
            "POST",
            invoke_path,
            body=payload,
            headers={
                "Authorization": AUTH,
                "X-Amz-Date": "20260101T000000Z",
                "Content-Type": "application/json",
            },
        )
        response = conn.getresponse()
        body = response.read()
        direct_ms = (time.perf_counter() - started) * 1000
        if response.status != 200:
            raise SystemExit(f"Invoke answered {response.status} {body[:200]!r}")
        if index >= WARMUP:
            via_gateway.append(gateway_ms)
            direct.append(direct_ms)
    conn.close()
    added = [g - d for g, d in zip(via_gateway, direct, strict=True)]
    print(
        f"Lambda proxy through the gateway ({ROUNDS} warm requests): p50 {pct(via_gateway, 0.5):.3f} ms, "
        f"p99 {pct(via_gateway, 0.99):.3f} ms"
    )
    print(
        f"direct Invoke, same function and event size: p50 {pct(direct, 0.5):.3f} ms, p99 {pct(direct, 0.99):.3f} ms"
    )
    print(
        f"gateway's added cost: p50 difference {pct(via_gateway, 0.5) - pct(direct, 0.5):.3f} ms "
        f"(median of paired differences {statistics.median(added):.3f} ms; target < 1 ms)"
    )


def mock_requests(server: LabcloudProcess, api_id: str, connections: int) -> float:
    host = f"{api_id}.execute-api.localhost:{server.port}"
    counts = [0] * connections
    deadline = time.perf_counter() + MOCK_SECONDS

    def run(slot: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", server.port)
        while time.perf_counter() < deadline:
            conn.request("GET", "/prod/mock?name=bench", headers={"Host": host})
            response = conn.getresponse()
            body = response.read()
            if response.status != 200:
                raise SystemExit(f"MOCK answered {response.status} {body[:200]!r}")
            counts[slot] += 1
        conn.close()

    started = time.perf_counter()
    threads = [threading.Thread(target=run, args=(slot,)) for slot in range(connections)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sum(counts) / (time.perf_counter() - started)


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        function = deploy_function(server, "bench-proxy", HANDLER)
        apigw = server.boto3_client("apigateway")
        api = apigw.create_rest_api(name="bench")
        api_id, root = api["id"], api["rootResourceId"]
        bench = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="bench")["id"]
        proxy_method(apigw, api_id, bench, "GET", function)
        mock = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="mock")["id"]
        apigw.put_method(restApiId=api_id, resourceId=mock, httpMethod="GET", authorizationType="NONE")
        apigw.put_integration(
            restApiId=api_id,
            resourceId=mock,
            httpMethod="GET",
            type="MOCK",
            requestTemplates={"application/json": '{"statusCode": 200}'},
        )
        apigw.put_integration_response(
            restApiId=api_id,
            resourceId=mock,
            httpMethod="GET",
            statusCode="200",
            responseTemplates={
                "application/json": '{"hello": "$input.params(\'name\')", "stage": "$context.stage"}'
            },
        )
        apigw.create_deployment(restApiId=api_id, stageName="prod")
        allow_gateway(server, "bench-proxy", api_id)
        gateway_vs_invoke(server, api_id, function)
        for connections in (1, 4):
            rate = mock_requests(server, api_id, connections)
            print(
                f"MOCK integration with a VTL response template: {rate:.0f} requests/s ({connections} connection(s))"
            )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
