"""HTTP APIs' proxy events and header spelling: payload 1.0 keeps names as sent and repeated values apart
(as REST APIs do); payload 2.0 lower-cases names and joins a repeated header's values with commas."""

from __future__ import annotations

import http.client
import json
from typing import Any

from httpapi_helpers import allow, deploy_function

from labcloud.testing.server_process import LabcloudProcess

FIELDS = [("X-Mixed-Case", "one"), ("x-rep", "a"), ("X-Rep", "b")]


def send(port: int, path: str, fields: list[tuple[str, str]]) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        conn.putrequest("GET", path, skip_host=True, skip_accept_encoding=True)
        conn.putheader("Host", f"127.0.0.1:{port}")
        for name, value in fields:
            conn.putheader(name, value)
        conn.endheaders()
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


def test_payload_1_keeps_spelling_and_2_joins_with_commas(labcloud: LabcloudProcess) -> None:
    v2: Any = labcloud.boto3_client("apigatewayv2")
    fn = deploy_function(labcloud, "httpapi-spelling")
    api_id = v2.create_api(Name="spelling", ProtocolType="HTTP", Target=fn)[
        "ApiId"
    ]  # payload 2.0 at $default
    allow(labcloud, fn, api_id)
    one = v2.create_integration(
        ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=fn, PayloadFormatVersion="1.0"
    )
    v2.create_route(ApiId=api_id, RouteKey="GET /v1", Target=f"integrations/{one['IntegrationId']}")

    status, body = send(labcloud.port, f"/_labcloud/execute-api/{api_id}/v2", FIELDS)
    assert status == 200, body
    headers = json.loads(body)["headers"]
    assert headers["x-mixed-case"] == "one" and headers["x-rep"] == "a,b"
    assert "X-Mixed-Case" not in headers

    status, body = send(labcloud.port, f"/_labcloud/execute-api/{api_id}/v1", FIELDS)
    assert status == 200, body
    event = json.loads(body)
    assert event["version"] == "1.0"
    assert (
        event["headers"]["X-Mixed-Case"] == "one" and event["headers"]["Host"] == f"127.0.0.1:{labcloud.port}"
    )
    assert event["multiValueHeaders"]["x-rep"] == ["a"] and event["multiValueHeaders"]["X-Rep"] == ["b"]
