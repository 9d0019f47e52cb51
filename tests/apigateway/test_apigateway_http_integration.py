"""HTTP (non-proxy) integrations to a loopback backend: request templates and parameters mapped into the
backend request, integration responses selected by the backend's status code, response templates and
headers; loopback only, and AWS's 500/504 answers."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from apigw_helpers import http, invoke_url, wait_stack

from labcloud.testing.server_process import LabcloudProcess


class _Backend(BaseHTTPRequestHandler):
    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        received = self.rfile.read(length).decode() if length else ""
        if self.path.startswith("/slow"):
            time.sleep(1.0)
        status = int(self.path.split("/status/", 1)[1].split("?")[0]) if "/status/" in self.path else 200
        body = json.dumps(
            {
                "method": self.command,
                "path": self.path,
                "body": received,
                "content_type": self.headers.get("Content-Type"),
                "x_tenant": self.headers.get("X-Tenant"),
                "x_client": self.headers.get("X-Client"),
            }
        ).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("X-Backend-Version", "7")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = _answer  # noqa: N815 - http.server's names

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def backend() -> Iterator[int]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Backend)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


REQUEST_TEMPLATE = (
    '{"order": $input.json(\'$.item\'), "stage": "$context.stage", "who": "$input.params(\'who\')"}'
)


def build(apigw: Any, backend: int, uri_path: str = "/orders/{id}", timeout: int = 29000) -> str:
    """POST /orders/{id} as an HTTP integration to the backend, answered 201 (2xx), 404 or 500."""
    api = apigw.create_rest_api(name="http-mapped")
    api_id = api["id"]
    orders = apigw.create_resource(restApiId=api_id, parentId=api["rootResourceId"], pathPart="orders")["id"]
    order = apigw.create_resource(restApiId=api_id, parentId=orders, pathPart="{id}")["id"]
    apigw.put_method(
        restApiId=api_id,
        resourceId=order,
        httpMethod="POST",
        authorizationType="NONE",
        requestParameters={"method.request.path.id": True, "method.request.header.X-Tenant": False},
    )
    apigw.put_integration(
        restApiId=api_id,
        resourceId=order,
        httpMethod="POST",
        type="HTTP",
        integrationHttpMethod="POST",
        uri=f"http://127.0.0.1:{backend}{uri_path}",
        requestParameters={
            "integration.request.path.id": "method.request.path.id",
            "integration.request.header.X-Tenant": "method.request.header.X-Tenant",
            "integration.request.querystring.src": "'gateway'",
        },
        requestTemplates={"application/json": REQUEST_TEMPLATE},
        passthroughBehavior="NEVER",
        timeoutInMillis=timeout,
    )
    for status in ("201", "404", "500"):
        apigw.put_method_response(
            restApiId=api_id,
            resourceId=order,
            httpMethod="POST",
            statusCode=status,
            responseParameters={"method.response.header.X-Version": False},
        )
    apigw.put_integration_response(
        restApiId=api_id,
        resourceId=order,
        httpMethod="POST",
        statusCode="201",
        selectionPattern="2\\d{2}",
        responseParameters={
            "method.response.header.X-Version": "integration.response.header.X-Backend-Version"
        },
        responseTemplates={
            "application/json": '{"saw": $input.json(\'$\'), "status": "$input.path(\'$.method\')"}'
        },
    )
    apigw.put_integration_response(
        restApiId=api_id,
        resourceId=order,
        httpMethod="POST",
        statusCode="404",
        selectionPattern="404",
        responseTemplates={"application/json": '{"message": "no such order"}'},
    )
    apigw.put_integration_response(
        restApiId=api_id,
        resourceId=order,
        httpMethod="POST",
        statusCode="500",
        selectionPattern="5\\d{2}",
    )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    return api_id


def post(
    labcloud: LabcloudProcess, api_id: str, path: str, body: dict[str, Any], **headers: str
) -> tuple[int, dict[str, str], Any]:
    status, answer_headers, raw = http(
        invoke_url(labcloud, api_id, "prod", path),
        "POST",
        json.dumps(body).encode(),
        {"Content-Type": "application/json", **headers},
    )
    return status, answer_headers, json.loads(raw) if raw else None


def test_the_request_and_answer_are_mapped(labcloud: LabcloudProcess, apigw: Any, backend: int) -> None:
    api_id = build(apigw, backend)
    status, headers, body = post(
        labcloud,
        api_id,
        "/orders/42?who=ann",
        {"item": {"sku": "a-1"}},
        **{"X-Tenant": "t1", "X-Client": "c"},
    )
    assert status == 201, body
    assert headers["x-version"] == "7" and headers["content-type"] == "application/json"
    saw = body["saw"]
    assert body["status"] == "POST"
    assert saw["method"] == "POST" and saw["path"] == "/orders/42?src=gateway"
    assert json.loads(saw["body"]) == {"order": {"sku": "a-1"}, "stage": "prod", "who": "ann"}
    assert saw["content_type"] == "application/json"
    # only mapped headers reach the backend, as on AWS
    assert (saw["x_tenant"], saw["x_client"]) == ("t1", None)


def test_integration_responses_are_selected_by_status(
    labcloud: LabcloudProcess, apigw: Any, backend: int
) -> None:
    not_found = build(apigw, backend, "/status/404")
    status, _, body = post(labcloud, not_found, "/orders/1", {"item": 1})
    assert (status, body) == (404, {"message": "no such order"})
    failing = build(apigw, backend, "/status/503")
    status, _, body = post(labcloud, failing, "/orders/1", {"item": 1})
    assert status == 500 and json.loads(body["body"]) == {"order": 1, "stage": "prod", "who": ""}
    # a status no integration response matches, without a default one: AWS's 500
    unmatched = build(apigw, backend, "/status/302")
    status, headers, body = post(labcloud, unmatched, "/orders/1", {"item": 1})
    assert (status, body) == (500, {"message": "Internal server error"})
    assert headers["x-amzn-errortype"] == "InternalServerErrorException"


def test_gateway_errors(labcloud: LabcloudProcess, apigw: Any, backend: int) -> None:
    api_id = build(apigw, backend)
    # passthroughBehavior NEVER and no template for text/plain: 415
    status, headers, raw = http(
        invoke_url(labcloud, api_id, "prod", "/orders/1"), "POST", b"hi", {"Content-Type": "text/plain"}
    )
    assert status == 415 and headers["x-amzn-errortype"] == "UnsupportedMediaTypeException"
    slow = build(apigw, backend, "/slow/{id}", timeout=200)
    status, headers, body = post(labcloud, slow, "/orders/1", {"item": 1})
    assert (status, body) == (504, {"message": "Endpoint request timed out"})
    closed = build(apigw, 1, "/orders/{id}")  # nothing listens on port 1
    status, _, body = post(labcloud, closed, "/orders/1", {"item": 1})
    assert (status, body) == (500, {"message": "Internal server error"})


def test_only_loopback_backends_are_accepted(labcloud: LabcloudProcess, apigw: Any) -> None:
    api = apigw.create_rest_api(name="outbound")
    root = api["rootResourceId"]
    apigw.put_method(restApiId=api["id"], resourceId=root, httpMethod="GET", authorizationType="NONE")
    for uri in ("http://example.com/x", "ftp://127.0.0.1/x", "not a url"):
        with pytest.raises(apigw.exceptions.BadRequestException):
            apigw.put_integration(
                restApiId=api["id"],
                resourceId=root,
                httpMethod="GET",
                type="HTTP",
                integrationHttpMethod="GET",
                uri=uri,
            )
    with pytest.raises(apigw.exceptions.BadRequestException):  # HTTP needs its backend's method
        apigw.put_integration(
            restApiId=api["id"], resourceId=root, httpMethod="GET", type="HTTP", uri="http://127.0.0.1:1/"
        )


def test_an_openapi_import_with_an_http_integration(
    labcloud: LabcloudProcess, apigw: Any, backend: int
) -> None:
    document = {
        "openapi": "3.0.1",
        "info": {"title": "imported-http", "version": "1"},
        "paths": {
            "/ping": {
                "get": {
                    "responses": {"200": {"description": "ok"}},
                    "x-amazon-apigateway-integration": {
                        "type": "http",
                        "httpMethod": "GET",
                        "uri": f"http://127.0.0.1:{backend}/pong",
                        "responses": {
                            "default": {
                                "statusCode": "200",
                                "responseTemplates": {
                                    "application/json": '{"path": "$input.path(\'$.path\')"}'
                                },
                            }
                        },
                    },
                }
            }
        },
    }
    api_id = apigw.import_rest_api(body=json.dumps(document))["id"]
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    status, _, raw = http(invoke_url(labcloud, api_id, "prod", "/ping"))
    assert (status, json.loads(raw)) == (200, {"path": "/pong"})


def test_a_cloudformation_method_with_an_http_integration(
    labcloud: LabcloudProcess, apigw: Any, backend: int
) -> None:
    template = {
        "Resources": {
            "Api": {"Type": "AWS::ApiGateway::RestApi", "Properties": {"Name": "cfn-http"}},
            "Get": {
                "Type": "AWS::ApiGateway::Method",
                "Properties": {
                    "RestApiId": {"Ref": "Api"},
                    "ResourceId": {"Fn::GetAtt": ["Api", "RootResourceId"]},
                    "HttpMethod": "GET",
                    "AuthorizationType": "NONE",
                    "Integration": {
                        "Type": "HTTP",
                        "IntegrationHttpMethod": "GET",
                        "Uri": f"http://127.0.0.1:{backend}/status/404",
                        "IntegrationResponses": [
                            {"StatusCode": "200", "ResponseTemplates": {"application/json": '{"ok": true}'}},
                            {
                                "StatusCode": "404",
                                "SelectionPattern": "404",
                                "ResponseTemplates": {"application/json": '{"ok": false}'},
                            },
                        ],
                    },
                    "MethodResponses": [{"StatusCode": "200"}, {"StatusCode": "404"}],
                },
            },
            "Deployment": {
                "Type": "AWS::ApiGateway::Deployment",
                "DependsOn": "Get",
                "Properties": {"RestApiId": {"Ref": "Api"}, "StageName": "prod"},
            },
        },
        "Outputs": {"ApiId": {"Value": {"Ref": "Api"}}},
    }
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="cfn-http", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "cfn-http")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    api_id = stack["Outputs"][0]["OutputValue"]
    status, _, raw = http(invoke_url(labcloud, api_id, "prod", "/"))
    assert (status, json.loads(raw)) == (404, {"ok": False})
