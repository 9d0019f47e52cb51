"""Gateway responses: AWS's defaults per type, and customised ones (status, template, headers) applied to
the gateway's own answers at the invoke URL (unknown routes, missing keys, invalid bodies, 5xx)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from apigw_helpers import http, invoke_url

from labcloud.testing.server_process import LabcloudProcess


def mock_api(apigw: Any) -> tuple[str, str]:
    """GET /keyed (apiKeyRequired), POST /broken (no integration response matches): MOCK, stage prod."""
    api = apigw.create_rest_api(name="responses")
    api_id, root = api["id"], api["rootResourceId"]
    keyed = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="keyed")["id"]
    apigw.put_method(
        restApiId=api_id, resourceId=keyed, httpMethod="GET", authorizationType="NONE", apiKeyRequired=True
    )
    apigw.put_integration(
        restApiId=api_id,
        resourceId=keyed,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
    )
    broken = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="broken")["id"]
    apigw.put_method(restApiId=api_id, resourceId=broken, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api_id,
        resourceId=broken,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
    )  # and no integration response: AWS's 500
    apigw.create_deployment(restApiId=api_id, stageName="prod", variables={"team": "blue"})
    return api_id, root


def test_defaults_are_awss(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = mock_api(apigw)
    items = apigw.get_gateway_responses(restApiId=api_id, limit=500)["items"]
    assert len(items) == 21 and all(i["defaultResponse"] for i in items)
    got = apigw.get_gateway_response(restApiId=api_id, responseType="UNAUTHORIZED")
    assert got["statusCode"] == "401" and got["defaultResponse"] is True
    assert got["responseTemplates"] == {"application/json": '{"message":$context.error.messageString}'}
    assert "statusCode" not in apigw.get_gateway_response(restApiId=api_id, responseType="DEFAULT_4XX")
    status, _, body = http(invoke_url(labcloud, api_id, "prod", "/nowhere"))
    assert (status, json.loads(body)) == (403, {"message": "Missing Authentication Token"})


def test_a_customised_response_changes_status_body_and_headers(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = mock_api(apigw)
    apigw.put_gateway_response(
        restApiId=api_id,
        responseType="MISSING_AUTHENTICATION_TOKEN",
        statusCode="404",
        responseParameters={
            "gatewayresponse.header.Access-Control-Allow-Origin": "'*'",
            "gatewayresponse.header.X-Echo": "method.request.header.x-in",
            "gatewayresponse.header.X-Team": "stageVariables.team",
        },
        responseTemplates={
            "application/json": '{"error": $context.error.messageString, "type": "$context.error.responseType", '
            '"id": "$context.requestId"}'
        },
    )
    status, headers, body = http(invoke_url(labcloud, api_id, "prod", "/nowhere"), headers={"X-In": "hi"})
    assert status == 404
    assert json.loads(body) == {
        "error": "Missing Authentication Token",
        "type": "MISSING_AUTHENTICATION_TOKEN",
        "id": headers["x-amzn-requestid"],
    }
    assert headers["access-control-allow-origin"] == "*"
    assert headers["x-amzn-errortype"] == "MissingAuthenticationTokenException"
    assert "x-echo" not in headers  # no route: no method request to take it from


def test_default_4xx_and_5xx_cover_types_not_customised(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = mock_api(apigw)
    apigw.put_gateway_response(
        restApiId=api_id,
        responseType="DEFAULT_4XX",
        responseParameters={"gatewayresponse.header.X-Echo": "method.request.header.x-in"},
        responseTemplates={"application/json": '{"oops": "$context.error.responseType"}'},
    )
    apigw.put_gateway_response(
        restApiId=api_id,
        responseType="DEFAULT_5XX",
        statusCode="503",
        responseTemplates={"application/json": '{"down": true}'},
    )
    status, headers, body = http(invoke_url(labcloud, api_id, "prod", "/keyed"), headers={"X-In": "hi"})
    assert (status, json.loads(body)) == (403, {"oops": "INVALID_API_KEY"})
    assert headers["x-echo"] == "hi" and headers["x-amzn-errortype"] == "ForbiddenException"
    status, headers, body = http(invoke_url(labcloud, api_id, "prod", "/broken"))
    assert (status, json.loads(body)) == (503, {"down": True})
    assert headers["x-amzn-errortype"] == "InternalServerErrorException" and headers["x-amzn-requestid"]


def test_the_control_plane(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = mock_api(apigw)
    put = apigw.put_gateway_response(restApiId=api_id, responseType="THROTTLED", statusCode="503")
    assert put["defaultResponse"] is False and put["statusCode"] == "503"
    updated = apigw.update_gateway_response(
        restApiId=api_id,
        responseType="THROTTLED",
        patchOperations=[
            {"op": "replace", "path": "/statusCode", "value": "429"},
            {"op": "add", "path": "/responseTemplates/application~1json", "value": '{"slow": "down"}'},
        ],
    )
    assert updated["statusCode"] == "429" and updated["responseTemplates"] == {
        "application/json": '{"slow": "down"}'
    }
    customised = [
        i
        for i in apigw.get_gateway_responses(restApiId=api_id, limit=500)["items"]
        if not i["defaultResponse"]
    ]
    assert [i["responseType"] for i in customised] == ["THROTTLED"]
    apigw.delete_gateway_response(restApiId=api_id, responseType="THROTTLED")
    assert apigw.get_gateway_response(restApiId=api_id, responseType="THROTTLED")["defaultResponse"] is True
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.delete_gateway_response(restApiId=api_id, responseType="THROTTLED")
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.put_gateway_response(restApiId=api_id, responseType="NOT_A_TYPE")
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.put_gateway_response(
            restApiId=api_id,
            responseType="THROTTLED",
            responseParameters={"gatewayresponse.header.X": "unquoted"},
        )
