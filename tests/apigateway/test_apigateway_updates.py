"""UpdateIntegrationResponse, UpdateMethodResponse, UpdateDeployment and UpdateIntegration's cache members:
the patch paths Terraform and the console send, what they change at the invoke URL, and the refusals."""

from __future__ import annotations

import json
from typing import Any

import pytest
from apigw_helpers import http, invoke_url

from labcloud.testing.server_process import LabcloudProcess


def mock_api(apigw: Any) -> tuple[str, str]:
    api = apigw.create_rest_api(name="patched")
    api_id, root = api["id"], api["rootResourceId"]
    apigw.put_method(restApiId=api_id, resourceId=root, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
    )
    apigw.put_method_response(restApiId=api_id, resourceId=root, httpMethod="GET", statusCode="200")
    apigw.put_integration_response(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        statusCode="200",
        responseTemplates={"application/json": '{"v": 1}'},
    )
    return api_id, root


def test_update_integration_response(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, root = mock_api(apigw)
    updated = apigw.update_integration_response(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        statusCode="200",
        patchOperations=[
            {"op": "replace", "path": "/responseTemplates/application~1json", "value": '{"v": 2}'},
            {"op": "add", "path": "/responseParameters/method.response.header.X-V", "value": "'two'"},
            {"op": "replace", "path": "/selectionPattern", "value": ""},
        ],
    )
    assert updated == {
        "statusCode": "200",
        "responseTemplates": {"application/json": '{"v": 2}'},
        "responseParameters": {"method.response.header.X-V": "'two'"},
        "ResponseMetadata": updated["ResponseMetadata"],
    }
    got = apigw.get_integration_response(
        restApiId=api_id, resourceId=root, httpMethod="GET", statusCode="200"
    )
    assert got["responseTemplates"] == {"application/json": '{"v": 2}'}
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    status, headers, body = http(invoke_url(labcloud, api_id, "prod", "/"))
    assert (status, json.loads(body), headers["x-v"]) == (200, {"v": 2}, "two")
    removed = apigw.update_integration_response(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        statusCode="200",
        patchOperations=[{"op": "remove", "path": "/responseParameters/method.response.header.X-V"}],
    )
    assert "responseParameters" not in removed


def test_update_method_response(apigw: Any) -> None:
    api_id, root = mock_api(apigw)
    updated = apigw.update_method_response(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        statusCode="200",
        patchOperations=[
            {"op": "add", "path": "/responseParameters/method.response.header.X-V", "value": "true"},
            {"op": "add", "path": "/responseModels/application~1json", "value": "Empty"},
        ],
    )
    assert updated["responseParameters"] == {"method.response.header.X-V": True}
    assert updated["responseModels"] == {"application/json": "Empty"}
    got = apigw.get_method_response(restApiId=api_id, resourceId=root, httpMethod="GET", statusCode="200")
    assert got["responseParameters"] == {"method.response.header.X-V": True}


def test_update_deployment_and_integration_cache_members(apigw: Any) -> None:
    api_id, root = mock_api(apigw)
    deployment = apigw.create_deployment(restApiId=api_id, description="one")["id"]
    updated = apigw.update_deployment(
        restApiId=api_id,
        deploymentId=deployment,
        patchOperations=[{"op": "replace", "path": "/description", "value": "two"}],
    )
    assert updated["description"] == "two" and updated["id"] == deployment
    assert apigw.get_deployment(restApiId=api_id, deploymentId=deployment)["description"] == "two"
    integration = apigw.update_integration(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        patchOperations=[
            {"op": "add", "path": "/cacheKeyParameters/method.request.querystring.q", "value": ""},
            {"op": "replace", "path": "/cacheNamespace", "value": "ns1"},
        ],
    )
    assert integration["cacheKeyParameters"] == ["method.request.querystring.q"]
    assert integration["cacheNamespace"] == "ns1"
    removed = apigw.update_integration(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        patchOperations=[{"op": "remove", "path": "/cacheKeyParameters/method.request.querystring.q"}],
    )
    assert removed["cacheKeyParameters"] == []


@pytest.mark.parametrize(
    ("call", "code"),
    [
        (
            lambda c, a, r: c.update_integration_response(
                restApiId=a, resourceId=r, httpMethod="GET", statusCode="404", patchOperations=[]
            ),
            "NotFoundException",
        ),
        (
            lambda c, a, r: c.update_integration_response(
                restApiId=a,
                resourceId=r,
                httpMethod="GET",
                statusCode="200",
                patchOperations=[{"op": "replace", "path": "/statusCode", "value": "201"}],
            ),
            "BadRequestException",
        ),
        (
            lambda c, a, r: c.update_integration_response(
                restApiId=a, resourceId=r, httpMethod="POST", statusCode="200", patchOperations=[]
            ),
            "NotFoundException",
        ),
        (
            lambda c, a, r: c.update_method_response(
                restApiId=a, resourceId=r, httpMethod="GET", statusCode="500", patchOperations=[]
            ),
            "NotFoundException",
        ),
        (
            lambda c, a, r: c.update_method_response(
                restApiId=a,
                resourceId=r,
                httpMethod="GET",
                statusCode="200",
                patchOperations=[
                    {"op": "replace", "path": "/responseParameters/method.response.header.A", "value": "x"}
                ],
            ),
            "BadRequestException",
        ),
        (
            lambda c, a, r: c.update_deployment(restApiId=a, deploymentId="nope00", patchOperations=[]),
            "NotFoundException",
        ),
        (
            lambda c, a, r: c.update_deployment(
                restApiId=a,
                deploymentId=c.create_deployment(restApiId=a)["id"],
                patchOperations=[{"op": "replace", "path": "/canarySettings/percentTraffic", "value": "5"}],
            ),
            "BadRequestException",
        ),
        (
            lambda c, a, r: c.update_integration(
                restApiId=a,
                resourceId=r,
                httpMethod="GET",
                patchOperations=[{"op": "add", "path": "/cacheKeyParameters/stageVariables.x", "value": ""}],
            ),
            "BadRequestException",
        ),
    ],
)
def test_update_refusals(apigw: Any, call: Any, code: str) -> None:
    api_id, root = mock_api(apigw)
    with pytest.raises(apigw.exceptions.ClientError) as caught:
        call(apigw, api_id, root)
    assert caught.value.response["Error"]["Code"] == code
