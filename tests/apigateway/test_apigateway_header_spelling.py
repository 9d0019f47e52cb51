"""REST APIs' proxy events keep header names as the client spelled them, and a repeated header's values
apart: ``headers`` has the last value, ``multiValueHeaders`` every value, as AWS sends them."""

from __future__ import annotations

import http.client
import json
from typing import Any

from apigw_helpers import allow_gateway, deploy_function, proxy_method

from labcloud.testing.server_process import LabcloudProcess


def send(port: int, path: str, fields: list[tuple[str, str]]) -> tuple[int, bytes]:
    """A GET with exactly these header fields, in this order and spelling."""
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


def test_rest_v1_headers_keep_their_spelling_and_repeats(labcloud: LabcloudProcess) -> None:
    apigw: Any = labcloud.boto3_client("apigateway")
    function = deploy_function(labcloud, "echo-spelling")
    api = apigw.create_rest_api(name="spelling")
    greedy = apigw.create_resource(restApiId=api["id"], parentId=api["rootResourceId"], pathPart="{proxy+}")
    proxy_method(apigw, api["id"], greedy["id"], "ANY", function)
    apigw.create_deployment(restApiId=api["id"], stageName="prod")
    allow_gateway(labcloud, "echo-spelling", api["id"])
    fields = [("X-Mixed-Case", "one"), ("x-rep", "a"), ("X-Rep", "b"), ("x-rep", "c, d")]
    status, body = send(labcloud.port, f"/_labcloud/execute-api/{api['id']}/prod/x", fields)
    assert status == 200, body
    event = json.loads(body)
    assert event["headers"]["X-Mixed-Case"] == "one" and "x-mixed-case" not in event["headers"]
    assert event["headers"]["Host"] == f"127.0.0.1:{labcloud.port}"
    assert event["multiValueHeaders"]["x-rep"] == ["a", "c, d"]
    assert event["multiValueHeaders"]["X-Rep"] == ["b"]
    assert event["headers"]["x-rep"] == "c, d"
    # API Gateway's own headers are added only when the client sent none of that name, in any spelling
    status, body = send(
        labcloud.port, f"/_labcloud/execute-api/{api['id']}/prod/x", [("X-Forwarded-For", "10.0.0.1")]
    )
    event = json.loads(body)
    assert event["headers"]["X-Forwarded-For"] == "10.0.0.1" and "x-forwarded-for" not in event["headers"]
