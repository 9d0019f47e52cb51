"""API Gateway's part of the resource map: an API node, its Lambda routes as edges with last minute's traffic."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from apigw_helpers import allow_gateway, deploy_function, http, invoke_url, proxy_method

from labcloud.testing.server_process import LabcloudProcess

FAILING = """
def handler(event, context):
    raise RuntimeError("no")
"""


def get_map(labcloud: LabcloudProcess) -> dict[str, Any]:
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        document: dict[str, Any] = json.loads(response.read())
    return document


def test_routes_to_functions_are_edges_with_traffic(labcloud: LabcloudProcess, apigw: Any) -> None:
    ok = deploy_function(labcloud, "ok-fn")
    bad = deploy_function(labcloud, "bad-fn", FAILING)
    api = apigw.create_rest_api(name="mapped")
    api_id, root = api["id"], api["rootResourceId"]
    broken = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="broken")["id"]
    proxy_method(apigw, api_id, root, "GET", ok)
    proxy_method(apigw, api_id, broken, "POST", bad)
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    allow_gateway(labcloud, "ok-fn", api_id)
    allow_gateway(labcloud, "bad-fn", api_id)
    for _ in range(2):
        assert http(invoke_url(labcloud, api_id, "prod", "/"))[0] == 200
    assert http(invoke_url(labcloud, api_id, "prod", "/broken"), method="POST", body=b"{}")[0] == 502

    document = get_map(labcloud)
    api_arn = f"arn:aws:apigateway:us-east-1::/restapis/{api_id}"
    [node] = [n for n in document["nodes"] if n["id"] == api_arn]
    assert node["kind"] == "apigateway.restapi" and node["label"] == "mapped"
    assert node["facts"] == {"stages": ["prod"], "routes": 2, "requests_last_minute": 3}
    assert node["status"] == "failing" and node["reasons"] == ["1 5xx answer(s) in the last minute"]
    edges = {e["label"]: e for e in document["edges"] if e["kind"] == "route"}
    assert edges["GET /"]["to"] == ok and edges["GET /"]["traffic"] == {"requests": 2, "errors": 0}
    assert edges["POST /broken"]["to"] == bad and edges["POST /broken"]["traffic"] == {
        "requests": 1,
        "errors": 1,
    }
    assert {n["id"] for n in document["nodes"]} >= {ok, bad}  # the functions are Lambda's own nodes


def test_lambda_authorizers_are_edges_to_their_functions(labcloud: LabcloudProcess, apigw: Any) -> None:
    gate = deploy_function(labcloud, "gate-fn")
    api_id = apigw.create_rest_api(name="gated")["id"]
    apigw.create_authorizer(
        restApiId=api_id,
        name="gate",
        type="TOKEN",
        authorizerUri=f"arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/{gate}/invocations",
        identitySource="method.request.header.Authorization",
    )
    document = get_map(labcloud)
    [edge] = [e for e in document["edges"] if e["kind"] == "authorizer"]
    assert edge["from"] == f"arn:aws:apigateway:us-east-1::/restapis/{api_id}"
    assert edge["to"] == gate and edge["label"] == "gate (TOKEN)"
