"""API Gateway access-control benchmark: what each check adds to a MOCK request's latency.

Run: python bench/bench_apigateway_access.py   (starts its own labcloud; prints numbers, asserts nothing)

One kept-alive HTTP connection sends, round-robin, GET requests to five MOCK routes of one API:
``/open`` (no checks), ``/keyed`` (apiKeyRequired: key lookup, usage plan, throttle and quota,
the day's count written to the store), ``/authed`` (a TOKEN Lambda authorizer whose result is cached:
the function runs once, then its policy is evaluated per request), ``/validated`` (a request validator
with a draft-4 model and a required header) and ``/throttled`` (stage method throttling). Each route's
p50 and p99 are printed with the p50 added over ``/open``.
"""

from __future__ import annotations

import http.client
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "apigateway"))

from apigw_helpers import allow_gateway, deploy_function, lambda_uri  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

AUTHORIZER = """
def handler(event, context):
    return {"principalId": "bench", "policyDocument": {"Version": "2012-10-17", "Statement": [
        {"Effect": "Allow", "Action": "execute-api:Invoke", "Resource": "*"}]}}
"""
ROUNDS = 500
WARMUP = 50
KEY = "bench-key-0123456789abcdef"
ROUTES = ("open", "keyed", "authed", "validated", "throttled")


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def build(server: LabcloudProcess) -> str:
    apigw = server.boto3_client("apigateway")
    gate = deploy_function(server, "bench-gate", AUTHORIZER)
    api = apigw.create_rest_api(name="bench-access")
    api_id, root = api["id"], api["rootResourceId"]
    authorizer = apigw.create_authorizer(
        restApiId=api_id,
        name="gate",
        type="TOKEN",
        authorizerUri=lambda_uri(gate),
        identitySource="method.request.header.Authorization",
    )["id"]
    apigw.create_model(
        restApiId=api_id,
        name="Thing",
        contentType="application/json",
        schema=json.dumps({"type": "object", "properties": {"id": {"type": "integer"}}}),
    )
    validator = apigw.create_request_validator(
        restApiId=api_id, name="all", validateRequestBody=True, validateRequestParameters=True
    )["id"]
    extra = {
        "open": {},
        "keyed": {"apiKeyRequired": True},
        "authed": {"authorizationType": "CUSTOM", "authorizerId": authorizer},
        "validated": {
            "requestValidatorId": validator,
            "requestModels": {"application/json": "Thing"},
            "requestParameters": {"method.request.header.X-Id": True},
        },
        "throttled": {},
    }
    for route in ROUTES:
        resource = apigw.create_resource(restApiId=api_id, parentId=root, pathPart=route)["id"]
        apigw.put_method(
            restApiId=api_id,
            resourceId=resource,
            httpMethod="GET",
            **{"authorizationType": "NONE", **extra[route]},  # type: ignore[arg-type]
        )
        apigw.put_integration(
            restApiId=api_id,
            resourceId=resource,
            httpMethod="GET",
            type="MOCK",
            requestTemplates={"application/json": '{"statusCode": 200}'},
        )
        apigw.put_integration_response(
            restApiId=api_id, resourceId=resource, httpMethod="GET", statusCode="200"
        )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    apigw.update_stage(
        restApiId=api_id,
        stageName="prod",
        patchOperations=[
            {"op": "replace", "path": "/~1throttled/GET/throttling/rateLimit", "value": "100000"},
            {"op": "replace", "path": "/~1throttled/GET/throttling/burstLimit", "value": "100000"},
        ],
    )
    plan = apigw.create_usage_plan(
        name="bench",
        apiStages=[{"apiId": api_id, "stage": "prod"}],
        throttle={"rateLimit": 100000.0, "burstLimit": 100000},
        quota={"limit": 10_000_000, "period": "DAY"},
    )["id"]
    key = apigw.create_api_key(name="bench", enabled=True, value=KEY)["id"]
    apigw.create_usage_plan_key(usagePlanId=plan, keyId=key, keyType="API_KEY")
    allow_gateway(server, "bench-gate", api_id, source="authorizers/*")
    return api_id


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        api_id = build(server)
        conn = http.client.HTTPConnection("127.0.0.1", server.port)
        headers = {
            "Host": f"{api_id}.execute-api.localhost:{server.port}",
            "x-api-key": KEY,
            "Authorization": "allow",
            "X-Id": "1",
            "Content-Type": "application/json",
        }
        times: dict[str, list[float]] = {route: [] for route in ROUTES}
        for index in range(ROUNDS + WARMUP):
            for route in ROUTES:
                started = time.perf_counter()
                conn.request("GET", f"/prod/{route}", body=b'{"id": 1}', headers=headers)
                response = conn.getresponse()
                body = response.read()
                elapsed = (time.perf_counter() - started) * 1000.0
                if response.status != 200:
                    raise SystemExit(f"/{route} answered {response.status} {body[:200]!r}")
                if index >= WARMUP:
                    times[route].append(elapsed)
        base = pct(times["open"], 0.5)
        for route in ROUTES:
            p50, p99 = pct(times[route], 0.5), pct(times[route], 0.99)
            print(
                f"/{route:<10} p50 {p50:.3f} ms  p99 {p99:.3f} ms  added over /open (p50): {p50 - base:+.3f} ms"
            )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
