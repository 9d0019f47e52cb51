"""HTTP APIs' part of the resource map: an API node, its Lambda routes as edges with last minute's traffic."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from httpapi_helpers import allow, deploy_function, http, url

from labcloud.testing.server_process import LabcloudProcess


def test_an_http_api_and_its_routes_are_on_the_map(labcloud: LabcloudProcess, v2: Any) -> None:
    fn = deploy_function(labcloud, "httpapi-mapped")
    api_id = v2.create_api(Name="mapped-http", ProtocolType="HTTP", Target=fn)["ApiId"]
    allow(labcloud, fn, api_id)
    for _ in range(2):
        assert http(url(labcloud, api_id, "/x"))[0] == 200
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        document = json.loads(response.read())
    arn = f"arn:aws:apigateway:us-east-1::/apis/{api_id}"
    [node] = [n for n in document["nodes"] if n["id"] == arn]
    assert node["kind"] == "apigatewayv2.api" and node["label"] == "mapped-http"
    assert node["facts"]["stages"] == ["$default"] and node["facts"]["routes"] == 1
    [edge] = [e for e in document["edges"] if e["kind"] == "route" and e["from"] == arn]
    assert (
        edge["to"] == fn and edge["label"] == "$default" and edge["traffic"] == {"requests": 2, "errors": 0}
    )


def test_a_lambda_authorizer_is_an_edge(labcloud: LabcloudProcess, v2: Any) -> None:
    fn = deploy_function(labcloud, "httpapi-map-gate")
    api_id = v2.create_api(Name="gated-map", ProtocolType="HTTP")["ApiId"]
    uri = f"arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/{fn}/invocations"
    v2.create_authorizer(
        ApiId=api_id,
        Name="gate",
        AuthorizerType="REQUEST",
        AuthorizerUri=uri,
        AuthorizerPayloadFormatVersion="2.0",
        IdentitySource=[],
    )
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        document = json.loads(response.read())
    arn = f"arn:aws:apigateway:us-east-1::/apis/{api_id}"
    [edge] = [e for e in document["edges"] if e["kind"] == "authorizer" and e["from"] == arn]
    assert (edge["to"], edge["label"]) == (fn, "gate")
