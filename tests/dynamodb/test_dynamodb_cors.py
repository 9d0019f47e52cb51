"""CORS for browser clients: the preflight is answered and DynamoDB responses carry the CORS headers."""

from __future__ import annotations

import http.client
import json
from typing import Any


def _request(
    labcloud: Any, method: str, headers: dict[str, str], body: bytes = b""
) -> http.client.HTTPResponse:
    conn = http.client.HTTPConnection("127.0.0.1", labcloud.port, timeout=10)
    conn.request(method, "/", body, headers)
    return conn.getresponse()


def test_preflight_is_allowed(labcloud: Any) -> None:
    response = _request(
        labcloud,
        "OPTIONS",
        {
            "Origin": "http://localhost:3000",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "authorization,content-type,x-amz-date,x-amz-target",
        },
    )
    assert response.status == 200
    assert response.getheader("access-control-allow-origin") == "*"
    assert "POST" in response.getheader("access-control-allow-methods", "")
    assert (
        response.getheader("access-control-allow-headers")
        == "authorization,content-type,x-amz-date,x-amz-target"
    )
    assert response.getheader("access-control-max-age") == "172800"


def test_responses_to_a_browser_carry_cors_headers(labcloud: Any) -> None:
    headers = {
        "Origin": "http://localhost:3000",
        "Content-Type": "application/x-amz-json-1.0",
        "X-Amz-Target": "DynamoDB_20120810.ListTables",
        "Authorization": "AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/dynamodb/aws4_request, "
        "SignedHeaders=host, Signature=0",
    }
    ok = _request(labcloud, "POST", headers, b"{}")
    assert ok.status == 200 and json.loads(ok.read()) == {"TableNames": []}
    assert ok.getheader("access-control-allow-origin") == "*"
    assert "x-amzn-RequestId" in ok.getheader("access-control-expose-headers", "")
    failed = _request(
        labcloud,
        "POST",
        {**headers, "X-Amz-Target": "DynamoDB_20120810.DescribeTable"},
        b'{"TableName": "missing"}',
    )
    assert failed.status == 400 and failed.getheader("access-control-allow-origin") == "*"
    plain = _request(labcloud, "POST", {k: v for k, v in headers.items() if k != "Origin"}, b"{}")
    assert plain.status == 200 and plain.getheader("access-control-allow-origin") is None
