"""HTTP APIs' data plane over plain HTTP: route selection, the Lambda proxy events (2.0 and 1.0), the
2.0 answer rules, AWS's 404 and 500 answers, CORS preflight, the $default stage at / and named stages."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any

from httpapi_helpers import allow, deploy_function, http, url

from labcloud.testing.server_process import LabcloudProcess


def _route(v2: Any, api_id: str, key: str, integration: str) -> None:
    v2.create_route(ApiId=api_id, RouteKey=key, Target=f"integrations/{integration}")


def test_payload_2_event_and_route_selection(labcloud: LabcloudProcess, v2: Any) -> None:
    fn = deploy_function(labcloud, "httpapi-echo")
    api_id = v2.create_api(Name="echo", ProtocolType="HTTP")["ApiId"]
    allow(labcloud, fn, api_id)
    iid = v2.create_integration(
        ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=fn, PayloadFormatVersion="2.0"
    )["IntegrationId"]
    for key in ("GET /items/{id}", "GET /items/special", "ANY /{proxy+}", "$default"):
        _route(v2, api_id, key, iid)
    v2.create_stage(ApiId=api_id, StageName="prod", AutoDeploy=True, StageVariables={"color": "blue"})

    status, headers, body = http(
        url(labcloud, api_id, "/prod/items/42?a=1&a=2&b=x"),
        headers={"Cookie": "c1=v1; c2=v2", "User-Agent": "tester/1", "X-Custom": "yes"},
    )
    assert status == 200 and headers["apigw-requestid"]
    assert headers["set-cookie"] == "a=1; Path=/"
    event = json.loads(body)
    assert event["version"] == "2.0" and event["routeKey"] == "GET /items/{id}"
    assert event["rawPath"] == "/prod/items/42" and event["rawQueryString"] == "a=1&a=2&b=x"
    assert event["cookies"] == ["c1=v1", "c2=v2"]
    assert event["queryStringParameters"] == {"a": "1,2", "b": "x"}
    assert event["headers"]["x-custom"] == "yes" and "cookie" not in event["headers"]
    assert event["pathParameters"] == {"id": "42"} and event["stageVariables"] == {"color": "blue"}
    assert event["isBase64Encoded"] is False and "body" not in event
    context = event["requestContext"]
    assert context["accountId"] == "000000000000" and context["apiId"] == api_id
    assert context["domainName"] == f"{api_id}.execute-api.us-east-1.amazonaws.com"
    assert context["domainPrefix"] == api_id and context["stage"] == "prod"
    assert context["routeKey"] == "GET /items/{id}" and context["requestId"] == headers["apigw-requestid"]
    assert context["http"] == {
        "method": "GET",
        "path": "/prod/items/42",
        "protocol": "HTTP/1.1",
        "sourceIp": "127.0.0.1",
        "userAgent": "tester/1",
    }
    assert isinstance(context["timeEpoch"], int) and context["time"].endswith(" +0000")
    assert set(event) == {
        "version", "routeKey", "rawPath", "rawQueryString", "cookies", "headers", "queryStringParameters",
        "requestContext", "pathParameters", "stageVariables", "isBase64Encoded",
    }  # fmt: skip

    def route_of(path: str, method: str = "GET", body: bytes | None = None) -> dict[str, Any]:
        status, _, answer = http(url(labcloud, api_id, path), method=method, body=body)
        assert status == 200, answer
        found: dict[str, Any] = json.loads(answer)
        return found

    assert route_of("/prod/items/special")["routeKey"] == "GET /items/special"
    greedy = route_of("/prod/a/b/c", "POST", b'{"k": 1}')
    assert greedy["routeKey"] == "ANY /{proxy+}" and greedy["pathParameters"] == {"proxy": "a/b/c"}
    assert greedy["body"] == '{"k": 1}' and greedy["isBase64Encoded"] is False
    assert route_of("/prod/")["routeKey"] == "$default"
    binary = route_of("/prod/bin", "PUT", b"\xff\x00")
    assert binary["isBase64Encoded"] is True and binary["body"] == "/wA="


def test_default_stage_payload_1_and_the_2_answer_rules(labcloud: LabcloudProcess, v2: Any) -> None:
    code = """
import json

def handler(event, context):
    path = event.get("rawPath") or event.get("path")
    if path.endswith("/text"):
        return "plain words"
    if path.endswith("/object"):
        return {"hello": "world"}
    if path.endswith("/bad"):
        return {"statusCode": "not a number"}
    if path.endswith("/fail"):
        raise RuntimeError("boom")
    return {"statusCode": 201, "body": json.dumps(event), "headers": {"content-type": "application/json"}}
"""
    fn = deploy_function(labcloud, "httpapi-rules", code)
    api_id = v2.create_api(Name="rules", ProtocolType="HTTP", Target=fn)["ApiId"]  # quick create: $default
    allow(labcloud, fn, api_id)
    assert http(url(labcloud, api_id, "/text"))[::2] == (200, b"plain words")
    status, headers, body = http(url(labcloud, api_id, "/object"))
    assert (status, headers["content-type"], json.loads(body)) == (
        200,
        "application/json",
        {"hello": "world"},
    )
    assert http(url(labcloud, api_id, "/bad"))[::2] == (500, b'{"message": "Internal Server Error"}')
    assert http(url(labcloud, api_id, "/fail"))[::2] == (500, b'{"message": "Internal Server Error"}')
    status, _, body = http(url(labcloud, api_id, "/x/y"))
    assert status == 201 and json.loads(body)["rawPath"] == "/x/y"
    assert json.loads(body)["requestContext"]["stage"] == "$default"

    v1 = v2.create_integration(
        ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=fn, PayloadFormatVersion="1.0"
    )["IntegrationId"]
    _route(v2, api_id, "POST /v1/{name}", v1)
    status, _, body = http(
        url(labcloud, api_id, "/v1/joe?q=1&q=2"), "POST", b"hi", {"Content-Type": "text/plain"}
    )
    event = json.loads(body)
    assert status == 201 and event["version"] == "1.0" and event["resource"] == "/v1/{name}"
    assert event["httpMethod"] == "POST" and event["path"] == "/v1/joe" and event["body"] == "hi"
    assert event["pathParameters"] == {"name": "joe"}
    assert event["multiValueQueryStringParameters"] == {"q": ["1", "2"]}
    assert event["queryStringParameters"] == {"q": "2"}


def test_not_found_permission_and_undeployed_stage(labcloud: LabcloudProcess, v2: Any) -> None:
    fn = deploy_function(labcloud, "httpapi-guarded")
    api_id = v2.create_api(Name="guarded", ProtocolType="HTTP")["ApiId"]
    iid = v2.create_integration(
        ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=fn, PayloadFormatVersion="2.0"
    )["IntegrationId"]
    _route(v2, api_id, "GET /here", iid)
    v2.create_stage(ApiId=api_id, StageName="live", AutoDeploy=True)
    v2.create_stage(ApiId=api_id, StageName="manual")
    not_found = b'{"message": "Not Found"}'
    assert http(url(labcloud, api_id, "/live/elsewhere"))[::2] == (404, not_found)
    assert http(url(labcloud, api_id, "/nostage/here"))[::2] == (404, not_found)
    assert http(url(labcloud, "zzzzzzzzzz", "/live/here"))[0] == 403  # not an HTTP API: REST's answer
    # no permission for apigateway.amazonaws.com: AWS answers 500
    assert http(url(labcloud, api_id, "/live/here"))[::2] == (500, b'{"message": "Internal Server Error"}')
    allow(labcloud, fn, api_id)
    assert http(url(labcloud, api_id, "/live/here"))[0] == 200
    # a stage without AutoDeploy serves its deployment only
    assert http(url(labcloud, api_id, "/manual/here"))[0] == 404
    v2.create_deployment(ApiId=api_id, StageName="manual")
    assert http(url(labcloud, api_id, "/manual/here"))[0] == 200


def test_cors_preflight_and_answer_headers(labcloud: LabcloudProcess, v2: Any) -> None:
    fn = deploy_function(labcloud, "httpapi-cors")
    api_id = v2.create_api(
        Name="cors",
        ProtocolType="HTTP",
        Target=fn,
        CorsConfiguration={
            "AllowOrigins": ["http://app.example"],
            "AllowMethods": ["GET", "POST"],
            "AllowHeaders": ["content-type"],
            "MaxAge": 300,
            "ExposeHeaders": ["x-total"],
        },
    )["ApiId"]
    allow(labcloud, fn, api_id)
    preflight = {"Origin": "http://app.example", "Access-Control-Request-Method": "POST"}
    status, headers, _ = http(url(labcloud, api_id, "/things"), "OPTIONS", headers=preflight)
    assert status == 204 and headers["access-control-allow-origin"] == "http://app.example"
    assert (
        headers["access-control-allow-methods"] == "GET,POST" and headers["access-control-max-age"] == "300"
    )
    assert headers["access-control-allow-headers"] == "content-type"
    status, headers, _ = http(
        url(labcloud, api_id, "/things"), "OPTIONS", headers={**preflight, "Origin": "http://evil.example"}
    )
    assert status == 204 and "access-control-allow-origin" not in headers
    status, headers, _ = http(url(labcloud, api_id, "/things"), headers={"Origin": "http://app.example"})
    assert status == 200 and headers["access-control-allow-origin"] == "http://app.example"
    assert headers["access-control-expose-headers"] == "x-total"


def test_http_proxy_to_a_loopback_server(labcloud: LabcloudProcess, v2: Any) -> None:
    class Backend(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - http.server's naming
            body = json.dumps({"path": self.path}).encode()
            self.send_response(207)
            self.send_header("Content-Type", "application/json")
            self.send_header("X-Backend", "yes")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = HTTPServer(("127.0.0.1", 0), Backend)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        backend = f"http://127.0.0.1:{server.server_port}/base/{{proxy}}"
        api_id = v2.create_api(Name="proxy", ProtocolType="HTTP")["ApiId"]
        iid = v2.create_integration(
            ApiId=api_id, IntegrationType="HTTP_PROXY", IntegrationUri=backend, IntegrationMethod="ANY"
        )["IntegrationId"]
        _route(v2, api_id, "GET /api/{proxy+}", iid)
        v2.create_stage(ApiId=api_id, StageName="$default", AutoDeploy=True)
        status, headers, body = http(url(labcloud, api_id, "/api/a/b?x=1"))
        assert status == 207 and headers["x-backend"] == "yes"
        assert json.loads(body) == {"path": "/base/a/b?x=1"}
    finally:
        server.shutdown()


SLOW = """
import time

def handler(event, context):
    time.sleep(3)
    return "late"
"""


def test_timeout_size_and_disabled_endpoint(labcloud: LabcloudProcess, v2: Any) -> None:
    fn = deploy_function(labcloud, "httpapi-slow", SLOW)
    api_id = v2.create_api(Name="slow", ProtocolType="HTTP")["ApiId"]
    allow(labcloud, fn, api_id)
    iid = v2.create_integration(
        ApiId=api_id,
        IntegrationType="AWS_PROXY",
        IntegrationUri=fn,
        PayloadFormatVersion="2.0",
        TimeoutInMillis=1000,
    )["IntegrationId"]
    _route(v2, api_id, "ANY /slow", iid)
    v2.create_stage(ApiId=api_id, StageName="$default", AutoDeploy=True)
    assert http(url(labcloud, api_id, "/slow"))[::2] == (503, b'{"message": "Service Unavailable"}')
    big = b"x" * (10 * 1024 * 1024 + 1)
    assert http(url(labcloud, api_id, "/slow"), "POST", big)[0] == 413
    v2.update_api(ApiId=api_id, DisableExecuteApiEndpoint=True)
    assert http(url(labcloud, api_id, "/slow"))[::2] == (404, b'{"message": "Not Found"}')
