"""Every refusal of the control plane, each with AWS's code and HTTP status (parametrized over one API)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from apigw_helpers import lambda_uri
from botocore.exceptions import ClientError

Setup = dict[str, str]


@pytest.fixture
def api(apigw: Any) -> Setup:
    created = apigw.create_rest_api(name="errors")
    api_id, root = created["id"], created["rootResourceId"]
    apigw.put_method(restApiId=api_id, resourceId=root, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(restApiId=api_id, resourceId=root, httpMethod="GET", type="MOCK")
    deployment = apigw.create_deployment(restApiId=api_id, stageName="prod")["id"]
    return {"api": api_id, "root": root, "deployment": deployment}


FN = lambda_uri("arn:aws:lambda:us-east-1:000000000000:function:f")
CASES: list[tuple[str, Callable[[Any, Setup], Any], str, int, str | None]] = [
    (
        "api key source",
        lambda c, s: c.create_rest_api(name="x", apiKeySource="NOPE"),
        "BadRequestException",
        400,
        None,
    ),
    (
        "compression size",
        lambda c, s: c.create_rest_api(name="x", minimumCompressionSize=10485761),
        "BadRequestException",
        400,
        "Invalid minimum compression size, must be between 0 and 10485760",
    ),
    ("clone", lambda c, s: c.create_rest_api(name="x", cloneFrom=s["api"]), "BadRequestException", 400, None),
    (
        "empty name",
        lambda c, s: c.update_rest_api(
            restApiId=s["api"], patchOperations=[{"op": "replace", "path": "/name", "value": ""}]
        ),
        "BadRequestException",
        400,
        None,
    ),
    (
        "bad op",
        lambda c, s: c.update_rest_api(restApiId=s["api"], patchOperations=[{"op": "jump", "path": "/name"}]),
        "BadRequestException",
        400,
        None,
    ),
    (
        "rename root",
        lambda c, s: c.update_resource(
            restApiId=s["api"],
            resourceId=s["root"],
            patchOperations=[{"op": "replace", "path": "/pathPart", "value": "x"}],
        ),
        "BadRequestException",
        400,
        None,
    ),
    (
        "delete root",
        lambda c, s: c.delete_resource(restApiId=s["api"], resourceId=s["root"]),
        "BadRequestException",
        400,
        None,
    ),
    (
        "unknown verb",
        lambda c, s: c.put_method(
            restApiId=s["api"], resourceId=s["root"], httpMethod="FETCH", authorizationType="NONE"
        ),
        "BadRequestException",
        400,
        None,
    ),
    (
        "cognito authorization",
        lambda c, s: c.put_method(
            restApiId=s["api"],
            resourceId=s["root"],
            httpMethod="POST",
            authorizationType="COGNITO_USER_POOLS",
        ),
        "BadRequestException",
        400,
        None,
    ),
    (
        "authorizer",
        lambda c, s: c.put_method(
            restApiId=s["api"],
            resourceId=s["root"],
            httpMethod="POST",
            authorizationType="CUSTOM",
            authorizerId="abc",
        ),
        "BadRequestException",
        400,
        None,
    ),
    (
        "credentials",
        lambda c, s: c.put_integration(
            restApiId=s["api"],
            resourceId=s["root"],
            httpMethod="GET",
            type="MOCK",
            credentials="arn:aws:iam::000000000000:role/r",
        ),
        "BadRequestException",
        400,
        None,
    ),
    (
        "vpc link",
        lambda c, s: c.put_integration(
            restApiId=s["api"],
            resourceId=s["root"],
            httpMethod="GET",
            type="MOCK",
            connectionType="VPC_LINK",
            connectionId="v",
        ),
        "BadRequestException",
        400,
        None,
    ),
    (
        "passthrough",
        lambda c, s: c.put_integration(
            restApiId=s["api"],
            resourceId=s["root"],
            httpMethod="GET",
            type="MOCK",
            passthroughBehavior="SOMETIMES",
        ),
        "BadRequestException",
        400,
        None,
    ),
    (
        "integration of a missing method",
        lambda c, s: c.put_integration(
            restApiId=s["api"], resourceId=s["root"], httpMethod="PUT", type="MOCK"
        ),
        "NotFoundException",
        404,
        "Invalid Method identifier specified",
    ),
    (
        "integration response of a missing integration",
        lambda c, s: (
            c.put_method(
                restApiId=s["api"], resourceId=s["root"], httpMethod="PUT", authorizationType="NONE"
            ),
            c.put_integration_response(
                restApiId=s["api"], resourceId=s["root"], httpMethod="PUT", statusCode="200"
            ),
        ),
        "NotFoundException",
        404,
        "Invalid Integration identifier specified",
    ),
    (
        "embed",
        lambda c, s: c.get_deployment(restApiId=s["api"], deploymentId=s["deployment"], embed=["everything"]),
        "BadRequestException",
        400,
        None,
    ),
    (
        "canary",
        lambda c, s: c.create_deployment(restApiId=s["api"], canarySettings={"percentTraffic": 10.0}),
        "BadRequestException",
        400,
        None,
    ),
    (
        "variable name",
        lambda c, s: c.create_stage(
            restApiId=s["api"], stageName="v", deploymentId=s["deployment"], variables={"a-b": "1"}
        ),
        "BadRequestException",
        400,
        None,
    ),
    (
        "cache cluster size",
        lambda c, s: c.create_stage(
            restApiId=s["api"],
            stageName="v",
            deploymentId=s["deployment"],
            cacheClusterEnabled=True,
            cacheClusterSize="3",
        ),
        "BadRequestException",
        400,
        None,
    ),
    (
        "stage onto a missing deployment",
        lambda c, s: c.update_stage(
            restApiId=s["api"],
            stageName="prod",
            patchOperations=[{"op": "replace", "path": "/deploymentId", "value": "nope00"}],
        ),
        "NotFoundException",
        404,
        "Invalid Deployment identifier specified",
    ),
    (
        "bad arn",
        lambda c, s: c.get_tags(resourceArn="arn:aws:sqs:us-east-1:0:q"),
        "BadRequestException",
        400,
        None,
    ),
    (
        "too many tags",
        lambda c, s: c.tag_resource(
            resourceArn=f"arn:aws:apigateway:us-east-1::/restapis/{s['api']}",
            tags={f"k{i}": "v" for i in range(51)},
        ),
        "BadRequestException",
        400,
        None,
    ),
    (
        "missing api",
        lambda c, s: c.get_resources(restApiId="nope123456"),
        "NotFoundException",
        404,
        "Invalid API identifier specified 000000000000:nope123456",
    ),
]


@pytest.mark.parametrize(("case", "call", "code", "status", "message"), CASES, ids=[c[0] for c in CASES])
def test_refusals(
    apigw: Any,
    api: Setup,
    case: str,
    call: Callable[[Any, Setup], Any],
    code: str,
    status: int,
    message: str | None,
) -> None:
    with pytest.raises(ClientError) as excinfo:
        call(apigw, api)
    error = excinfo.value.response
    assert (error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"]) == (code, status)
    assert error["ResponseMetadata"]["HTTPHeaders"]["x-amzn-errortype"].startswith(code)
    if message is not None:
        assert error["Error"]["Message"] == message
