"""Parameter mapping of HTTP API integrations over plain HTTP: RequestParameters (append/overwrite/remove
of headers and query strings, overwrite:path) seen by a loopback backend, ResponseParameters by status
code (headers, overwrite:statuscode) on HTTP_PROXY and Lambda answers, and each refusal's exact code."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl

import pytest
from botocore.exceptions import ClientError
from httpapi_helpers import allow, deploy_function, http, url

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def backend() -> Iterator[str]:
    class Backend(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - http.server's naming
            body = json.dumps(
                {
                    "path": self.path,
                    "headers": {k.lower(): v for k, v in self.headers.items()},
                    "user": {"id": 7},
                }
            ).encode()
            self.send_response(404 if "missing" in self.path else 200)
            self.send_header("Content-Type", "application/json")
            self.send_header("X-Backend", "yes")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Backend)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    server.server_close()


def test_request_and_response_mapping_on_http_proxy(labcloud: LabcloudProcess, v2: Any, backend: str) -> None:
    api_id = v2.create_api(Name="mapped", ProtocolType="HTTP")["ApiId"]
    integration = v2.create_integration(
        ApiId=api_id,
        IntegrationType="HTTP_PROXY",
        IntegrationUri=f"{backend}/base",
        IntegrationMethod="GET",
        RequestParameters={
            "append:header.x-tag": "$request.header.x-in",
            "overwrite:header.x-stage": "${stageVariables.color}-${context.stage}",
            "remove:header.x-secret": "''",
            "append:querystring.extra": "$request.path.id",
            "overwrite:querystring.q": "fixed",
            "remove:querystring.drop": "''",
            "overwrite:path": "/v2/items/$request.path.id",
        },
        ResponseParameters={
            "200": {
                "overwrite:statuscode": "201",
                "append:header.x-user": "$response.body.user.id",
                "remove:header.x-backend": "''",
                "overwrite:header.x-req": "$context.requestId",
            },
            "404": {"overwrite:statuscode": "410"},
        },
    )
    assert integration["RequestParameters"]["overwrite:path"] == "/v2/items/$request.path.id"
    assert integration["ResponseParameters"]["404"] == {"overwrite:statuscode": "410"}
    v2.create_route(
        ApiId=api_id, RouteKey="GET /items/{id}", Target=f"integrations/{integration['IntegrationId']}"
    )
    v2.create_stage(ApiId=api_id, StageName="live", AutoDeploy=True, StageVariables={"color": "blue"})
    status, headers, body = http(
        url(labcloud, api_id, "/live/items/42?q=mine&drop=1&keep=2"),
        headers={"X-Tag": "a", "X-In": "b", "X-Secret": "s"},
    )
    assert status == 201, body
    seen = json.loads(body)
    path, _, query = seen["path"].partition("?")
    assert path == "/v2/items/42" and sorted(parse_qsl(query)) == [
        ("extra", "42"),
        ("keep", "2"),
        ("q", "fixed"),
    ]
    assert seen["headers"]["x-tag"] == "a,b" and seen["headers"]["x-stage"] == "blue-live"
    assert "x-secret" not in seen["headers"]
    assert headers["x-user"] == "7" and headers["x-req"] == headers["apigw-requestid"]
    assert "x-backend" not in headers
    status, _, _ = http(url(labcloud, api_id, "/live/items/missing"))
    assert status == 410


def test_response_mapping_on_lambda_answers(labcloud: LabcloudProcess, v2: Any) -> None:
    fn = deploy_function(labcloud, "httpapi-mapped")
    api_id = v2.create_api(Name="mapped-fn", ProtocolType="HTTP")["ApiId"]
    allow(labcloud, fn, api_id)
    iid = v2.create_integration(
        ApiId=api_id,
        IntegrationType="AWS_PROXY",
        IntegrationUri=fn,
        PayloadFormatVersion="2.0",
        ResponseParameters={
            "200": {"overwrite:header.x-mapped": "yes", "overwrite:header.content-type": "text/x"}
        },
    )["IntegrationId"]
    v2.create_route(ApiId=api_id, RouteKey="$default", Target=f"integrations/{iid}")
    v2.create_stage(ApiId=api_id, StageName="$default", AutoDeploy=True)
    status, headers, _ = http(url(labcloud, api_id, "/x"))
    assert status == 200 and headers["x-mapped"] == "yes" and headers["content-type"] == "text/x"


def _code(v2: Any, **kwargs: Any) -> tuple[str, int, str]:
    with pytest.raises(ClientError) as caught:
        v2.create_integration(**kwargs)
    error = caught.value.response
    return error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"], error["Error"]["Message"]


def test_mapping_refusals(labcloud: LabcloudProcess, v2: Any, backend: str) -> None:
    api_id = v2.create_api(Name="mapping-refusals", ProtocolType="HTTP")["ApiId"]
    proxy = {
        "ApiId": api_id,
        "IntegrationType": "HTTP_PROXY",
        "IntegrationUri": backend,
        "IntegrationMethod": "ANY",
    }
    assert _code(v2, **proxy, RequestParameters={"rewrite:header.x": "1"}) == (
        "BadRequestException",
        400,
        "Invalid mapping expression specified: Validation Result: warnings : [], "
        "errors : [Invalid mapping expression parameter specified: rewrite:header.x]",
    )
    refused_requests = [
        {"overwrite:header.content-length": "1"},
        {"append:header.X-Amzn-Trace-Id": "1"},
        {"overwrite:body": "x"},
        {"append:path": "x"},
        {"overwrite:header.x": "$request.cookie.a"},
        {"overwrite:header.x": "$response.header.a"},
    ]
    for parameters in refused_requests:
        assert _code(v2, **proxy, RequestParameters=parameters)[:2] == ("BadRequestException", 400), (
            parameters
        )
    refused_responses: list[dict[str, Any]] = [
        {"700": {"overwrite:statuscode": "200"}},
        {"abc": {"overwrite:statuscode": "200"}},
        {"200": {"overwrite:statuscode": "abc"}},
        {"200": {"overwrite:querystring.a": "1"}},
        {"200": {"append:header.x": "$request.header.y"}},
        {"200": {"overwrite:header.connection": "close"}},
    ]
    for parameters in refused_responses:
        assert _code(v2, **proxy, ResponseParameters=parameters)[:2] == ("BadRequestException", 400), (
            parameters
        )
    fn = "arn:aws:lambda:us-east-1:000000000000:function:f"
    lam = {
        "ApiId": api_id,
        "IntegrationType": "AWS_PROXY",
        "IntegrationUri": fn,
        "PayloadFormatVersion": "2.0",
    }
    assert _code(v2, **lam, RequestParameters={"overwrite:header.x": "1"})[:2] == ("BadRequestException", 400)
    assert v2.get_integrations(ApiId=api_id)["Items"] == []
