"""MOCK integrations with VTL templates, HTTP_PROXY to a loopback server, and an API kept over a restart."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from apigw_helpers import http, invoke_url

from labcloud.testing.server_process import LabcloudProcess

RESPONSE_TEMPLATE = """#set($body = $input.params())
{
  "stage": "$context.stage",
  "resourcePath": "$context.resourcePath",
  "requestId": "$context.requestId",
  "color": "$stageVariables.color",
  "unset": "$stageVariables.unset",
  "id": "$input.params('id')",
  "escaped": "$util.escapeJavaScript($input.params('q'))",
  "b64": "$util.base64Encode('hi')",
  "url": "$util.urlEncode('a b&c')",
  "agent": "$input.params('User-Agent')"
}"""


def mock_api(apigw: Any) -> tuple[str, str]:
    api = apigw.create_rest_api(name="mock")
    api_id, root = api["id"], api["rootResourceId"]
    item = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="{id}")["id"]
    apigw.put_method(restApiId=api_id, resourceId=item, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api_id,
        resourceId=item,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={
            "application/json": '#if($input.params("id") == "missing"){"statusCode": 404}#else{"statusCode": 200}#end'
        },
    )
    for status in ("200", "404"):
        apigw.put_method_response(restApiId=api_id, resourceId=item, httpMethod="GET", statusCode=status)
    apigw.put_integration_response(
        restApiId=api_id,
        resourceId=item,
        httpMethod="GET",
        statusCode="200",
        responseTemplates={"application/json": RESPONSE_TEMPLATE},
        responseParameters={"method.response.header.X-Static": "'fixed'"},
    )
    apigw.put_integration_response(
        restApiId=api_id,
        resourceId=item,
        httpMethod="GET",
        statusCode="404",
        selectionPattern="404",
        responseTemplates={"application/json": '{"message": "no item $input.params(\'id\')"}'},
    )
    apigw.create_deployment(restApiId=api_id, stageName="test", variables={"color": "green"})
    return api_id, item


def test_mock_templates_select_the_response_and_render_vtl(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, item = mock_api(apigw)
    status, headers, body = http(
        invoke_url(labcloud, api_id, "test", "/42?q=say%20%22hi%22"), headers={"User-Agent": "probe/1"}
    )
    assert status == 200, body
    assert headers["x-static"] == "fixed" and headers["content-type"] == "application/json"
    rendered = json.loads(body)
    assert rendered == {
        "stage": "test",
        "resourcePath": "/{id}",
        "requestId": headers["x-amzn-requestid"],
        "color": "green",
        "unset": "",
        "id": "42",
        "escaped": 'say "hi"',  # escaped by the template, so the rendered JSON holds it
        "b64": "aGk=",
        "url": "a%20b%26c",
        "agent": "probe/1",
    }
    status, _, body = http(invoke_url(labcloud, api_id, "test", "/missing"))
    assert (status, json.loads(body)) == (404, {"message": "no item missing"})


def test_mock_without_a_matching_integration_response_is_500(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, item = mock_api(apigw)
    apigw.delete_integration_response(restApiId=api_id, resourceId=item, httpMethod="GET", statusCode="200")
    apigw.create_deployment(restApiId=api_id, stageName="test")
    status, headers, body = http(invoke_url(labcloud, api_id, "test", "/1"))
    assert (status, json.loads(body)) == (500, {"message": "Internal server error"})
    assert headers["x-amzn-errortype"] == "InternalServerErrorException"


class _Backend(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        body = json.dumps({"path": self.path, "forwarded": self.headers.get("x-forwarded-for")}).encode()
        self.send_response(207)
        self.send_header("Content-Type", "application/json")
        self.send_header("X-Backend", "yes")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def backend() -> Iterator[int]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Backend)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


def test_http_proxy_reaches_a_loopback_backend(labcloud: LabcloudProcess, apigw: Any, backend: int) -> None:
    api = apigw.create_rest_api(name="http")
    greedy = apigw.create_resource(restApiId=api["id"], parentId=api["rootResourceId"], pathPart="{proxy+}")[
        "id"
    ]
    apigw.put_method(restApiId=api["id"], resourceId=greedy, httpMethod="ANY", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api["id"],
        resourceId=greedy,
        httpMethod="ANY",
        type="HTTP_PROXY",
        integrationHttpMethod="ANY",
        uri=f"http://127.0.0.1:{backend}/base/{{proxy}}",
        requestParameters={"integration.request.path.proxy": "method.request.path.proxy"},
    )
    apigw.create_deployment(restApiId=api["id"], stageName="v1")
    status, headers, body = http(invoke_url(labcloud, api["id"], "v1", "/a/b?x=1"))
    assert status == 207 and headers["x-backend"] == "yes" and headers["x-amz-apigw-id"]
    assert json.loads(body) == {"path": "/base/a/b?x=1", "forwarded": "127.0.0.1"}


def test_an_api_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        apigw = server.boto3_client("apigateway")
        api_id, _ = mock_api(apigw)
        apigw.tag_resource(resourceArn=f"arn:aws:apigateway:us-east-1::/restapis/{api_id}", tags={"k": "v"})
        server.kill()
        server.start()
        apigw = server.boto3_client("apigateway")
        assert apigw.get_rest_api(restApiId=api_id)["tags"] == {"k": "v"}
        assert apigw.get_stage(restApiId=api_id, stageName="test")["variables"] == {"color": "green"}
        status, _, body = http(invoke_url(server, api_id, "test", "/7?q=x"))
        assert status == 200 and json.loads(body)["id"] == "7"
    finally:
        server.stop()


def test_test_invoke_method_runs_the_live_method(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, item = mock_api(apigw)
    # an undeployed change is what TestInvokeMethod sees
    apigw.put_integration_response(
        restApiId=api_id,
        resourceId=item,
        httpMethod="GET",
        statusCode="200",
        responseTemplates={
            "application/json": '{"id": "$input.params(\'id\')", "stage": "$context.stage", "v": "$stageVariables.v"}'
        },
    )
    answer = apigw.test_invoke_method(
        restApiId=api_id,
        resourceId=item,
        httpMethod="GET",
        pathWithQueryString="/abc?q=1",
        stageVariables={"v": "tested"},
    )
    assert answer["status"] == 200
    assert json.loads(answer["body"]) == {"id": "abc", "stage": "test-invoke-stage", "v": "tested"}
    assert answer["headers"]["Content-Type"] == "application/json"
    assert "Method completed with status: 200" in answer["log"] and answer["latency"] >= 0
    missing = apigw.test_invoke_method(
        restApiId=api_id, resourceId=item, httpMethod="GET", pathWithQueryString="/missing"
    )
    assert (missing["status"], json.loads(missing["body"])) == (404, {"message": "no item missing"})
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.test_invoke_method(
            restApiId=api_id, resourceId=item, httpMethod="GET", pathWithQueryString="/a/b"
        )
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.test_invoke_method(restApiId=api_id, resourceId=item, httpMethod="POST")
