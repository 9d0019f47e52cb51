"""Lambda without proxy (integration type AWS): request and response mapping templates, header mappings
from the answer's body, and an error's errorMessage selecting the integration response."""

from __future__ import annotations

import json
from typing import Any

from apigw_helpers import allow_gateway, deploy_function, http, invoke_url, lambda_uri

from labcloud.testing.server_process import LabcloudProcess

GREETER = """
def handler(event, context):
    if event["name"] == "nobody":
        raise ValueError("Not found: " + event["name"])
    if event["name"] == "crash":
        raise RuntimeError("boom")
    return {"name": event["name"], "count": len(event["body"]), "kind": "greeting"}
"""


def custom_api(labcloud: LabcloudProcess, apigw: Any) -> str:
    function = deploy_function(labcloud, "greeter", GREETER)
    api = apigw.create_rest_api(name="custom")
    api_id, root = api["id"], api["rootResourceId"]
    who = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="{name}")["id"]
    base = {"restApiId": api_id, "resourceId": who, "httpMethod": "POST"}
    apigw.put_method(**base, authorizationType="NONE")
    apigw.put_integration(
        **base,
        type="AWS",
        integrationHttpMethod="POST",
        uri=lambda_uri(function),
        passthroughBehavior="NEVER",
        requestTemplates={
            "application/json": '{"name": "$input.params(\'name\')", "body": $input.json(\'$.items\')}'
        },
    )
    for status in ("200", "404"):
        apigw.put_method_response(**base, statusCode=status)
    apigw.put_integration_response(
        **base,
        statusCode="200",
        responseTemplates={
            "application/json": '{"greeting": "hello $input.path(\'$.name\')", "items": $input.path(\'$.count\')}'
        },
        responseParameters={"method.response.header.X-Kind": "integration.response.body.kind"},
    )
    apigw.put_integration_response(
        **base,
        statusCode="404",
        selectionPattern="Not found.*",
        responseTemplates={"application/json": '{"error": "$input.path(\'$.errorMessage\')"}'},
    )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    allow_gateway(labcloud, "greeter", api_id)
    return api_id


def test_templates_map_the_request_and_the_answer(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = custom_api(labcloud, apigw)
    status, headers, body = http(
        invoke_url(labcloud, api_id, "prod", "/ada"),
        method="POST",
        body=b'{"items": [1, 2, 3]}',
        headers={"Content-Type": "application/json"},
    )
    assert (status, json.loads(body)) == (200, {"greeting": "hello ada", "items": 3})
    assert headers["x-kind"] == "greeting" and headers["content-type"] == "application/json"


def test_an_error_message_selects_the_response(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = custom_api(labcloud, apigw)

    def post(path: str) -> tuple[int, dict[str, str], bytes]:
        return http(
            invoke_url(labcloud, api_id, "prod", path),
            method="POST",
            body=b'{"items": []}',
            headers={"Content-Type": "application/json"},
        )

    status, _, body = post("/nobody")
    assert (status, json.loads(body)) == (404, {"error": "Not found: nobody"})
    # an error no pattern selects gets the default response, as AWS maps it
    status, _, body = post("/crash")
    assert (status, body) == (200, b'{"greeting": "hello ", "items": }')  # missing members render as nothing


def test_a_content_type_without_template_is_415_under_never(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = custom_api(labcloud, apigw)
    status, headers, body = http(
        invoke_url(labcloud, api_id, "prod", "/ada"),
        method="POST",
        body=b"a=1",
        headers={"Content-Type": "text/plain"},
    )
    assert (status, json.loads(body)) == (415, {"message": "Unsupported Media Type"})
    assert headers["x-amzn-errortype"] == "UnsupportedMediaTypeException"
