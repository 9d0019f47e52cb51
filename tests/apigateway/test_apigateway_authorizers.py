"""Lambda authorizers (TOKEN and REQUEST) over plain HTTP: the events the function gets, its policy
evaluated against the method ARN, the context passed on, caching by TTL, and AWS's 401/403/500 answers."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from apigw_helpers import allow_gateway, deploy_function, http, invoke_url, lambda_uri, proxy_method

from labcloud.testing.server_process import LabcloudProcess

AUTHORIZER = """
import json, time

def handler(event, context):
    headers = {k.lower(): v for k, v in (event.get("headers") or {}).items()}  # REQUEST events: names as sent
    token = event.get("authorizationToken") or headers.get("x-token") or ""
    if token == "reject":
        raise Exception("Unauthorized")
    if token == "boom":
        raise Exception("something broke")
    if token == "garbage":
        return {"hello": "world"}
    if token == "echo":
        return {"principalId": "echo", "context": {"event": json.dumps(event)},
                "policyDocument": {"Version": "2012-10-17", "Statement": [
                    {"Effect": "Allow", "Action": "execute-api:Invoke", "Resource": event["methodArn"]}]}}
    effect = "Deny" if token == "deny" else "Allow"
    resource = event["methodArn"]
    if token == "posts-only":
        resource = resource.rsplit("/", 3)[0] + "/POST/*"
    if token.startswith("wild"):
        resource = resource.split("/")[0] + "/*/GET/*"
    return {
        "principalId": "user-" + token,
        "policyDocument": {"Version": "2012-10-17", "Statement": [
            {"Effect": effect, "Action": "execute-api:Invoke", "Resource": resource}]},
        "context": {"tier": "gold", "count": 3, "admin": True, "at": repr(time.time())},
    }
"""

UNAUTHORIZED = {"message": "Unauthorized"}
CONFIGURATION = {"message": None}


def build(
    labcloud: LabcloudProcess, apigw: Any, *, kind: str = "TOKEN", permit: bool = True, **authorizer: Any
) -> tuple[str, str]:
    """An API whose /pets/{id} (GET) reaches the echo function behind a Lambda authorizer; (api, authorizer)."""
    echo = deploy_function(labcloud, "echo")
    gate = deploy_function(labcloud, "gate", AUTHORIZER)
    api = apigw.create_rest_api(name="guarded")
    api_id, root = api["id"], api["rootResourceId"]
    defaults: dict[str, Any] = {"identitySource": "method.request.header.Authorization"}
    created = apigw.create_authorizer(
        restApiId=api_id, name="gate", type=kind, authorizerUri=lambda_uri(gate), **{**defaults, **authorizer}
    )
    pets = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="pets")["id"]
    pet = apigw.create_resource(restApiId=api_id, parentId=pets, pathPart="{id}")["id"]
    proxy_method(apigw, api_id, pet, "GET", echo)
    apigw.update_method(
        restApiId=api_id,
        resourceId=pet,
        httpMethod="GET",
        patchOperations=[
            {"op": "replace", "path": "/authorizationType", "value": "CUSTOM"},
            {"op": "replace", "path": "/authorizerId", "value": created["id"]},
        ],
    )
    apigw.create_deployment(restApiId=api_id, stageName="prod", variables={"env": "test"})
    allow_gateway(labcloud, "echo", api_id)
    if permit:
        allow_gateway(labcloud, "gate", api_id, source="authorizers/*")
    return api_id, created["id"]


def call(
    labcloud: LabcloudProcess, api_id: str, path: str = "/pets/1", **headers: str
) -> tuple[int, Any, Any]:
    status, answer_headers, body = http(invoke_url(labcloud, api_id, "prod", path), headers=headers)
    return status, answer_headers, json.loads(body)


def test_an_allowed_token_reaches_the_function_with_principal_and_context(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    api_id, _ = build(labcloud, apigw)
    status, _, event = call(labcloud, api_id, Authorization="good")
    assert status == 200, event
    authorizer = event["requestContext"]["authorizer"]
    assert authorizer["principalId"] == "user-good"
    # context values reach REST integrations as strings, as on AWS
    assert (authorizer["tier"], authorizer["count"], authorizer["admin"]) == ("gold", "3", "true")
    assert isinstance(authorizer["integrationLatency"], int)


def test_the_token_event_is_awss(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = build(labcloud, apigw, authorizerResultTtlInSeconds=0)
    status, _, event = call(labcloud, api_id, "/pets/42", Authorization="echo")
    assert status == 200, event
    sent = json.loads(event["requestContext"]["authorizer"]["event"])
    assert sent == {
        "type": "TOKEN",
        "authorizationToken": "echo",
        "methodArn": f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/prod/GET/pets/42",
    }


def test_missing_or_malformed_tokens_are_401_without_calling_the_function(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    api_id, _ = build(labcloud, apigw, identityValidationExpression="^[a-z-]+$")
    status, headers, body = call(labcloud, api_id)
    assert (status, body, headers["x-amzn-errortype"]) == (401, UNAUTHORIZED, "UnauthorizedException")
    assert headers["x-amzn-requestid"]
    status, headers, body = call(labcloud, api_id, Authorization="Bearer 123")  # fails the expression
    assert (status, body, headers["x-amzn-errortype"]) == (401, UNAUTHORIZED, "UnauthorizedException")
    status, headers, body = call(labcloud, api_id, Authorization="reject")  # the function says Unauthorized
    assert (status, body, headers["x-amzn-errortype"]) == (401, UNAUTHORIZED, "UnauthorizedException")


def test_deny_and_a_policy_for_other_methods_are_403(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = build(labcloud, apigw)
    status, headers, body = call(labcloud, api_id, Authorization="deny")
    assert status == 403 and headers["x-amzn-errortype"] == "AccessDeniedException"
    assert body == {"message": "User is not authorized to access this resource with an explicit deny"}
    status, headers, body = call(labcloud, api_id, Authorization="posts-only")
    assert status == 403 and headers["x-amzn-errortype"] == "AccessDeniedException"
    assert body == {"message": "User is not authorized to access this resource"}
    status, _, _ = call(labcloud, api_id, Authorization="wildcard")  # arn:...:api/*/GET/*
    assert status == 200


def test_a_failing_or_malformed_authorizer_is_a_configuration_error(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    api_id, _ = build(labcloud, apigw)
    for token in ("boom", "garbage"):
        status, headers, body = call(labcloud, api_id, Authorization=token)
        assert (status, body) == (500, CONFIGURATION), token
        assert headers["x-amzn-errortype"] == "AuthorizerConfigurationException"


def test_an_authorizer_api_gateway_may_not_invoke_is_a_configuration_error(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    api_id, _ = build(labcloud, apigw, permit=False)
    status, headers, body = call(labcloud, api_id, Authorization="good")
    assert (status, body) == (500, CONFIGURATION)
    assert headers["x-amzn-errortype"] == "AuthorizerConfigurationException"
    allow_gateway(labcloud, "gate", api_id, source="authorizers/*")
    assert call(labcloud, api_id, Authorization="good")[0] == 200


def test_results_are_cached_by_token_for_the_ttl(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = build(labcloud, apigw, authorizerResultTtlInSeconds=300)
    first = call(labcloud, api_id, Authorization="wild-a")[2]["requestContext"]["authorizer"]["at"]
    again = call(labcloud, api_id, "/pets/2", Authorization="wild-a")[2]["requestContext"]["authorizer"]["at"]
    other = call(labcloud, api_id, Authorization="wild-b")[2]["requestContext"]["authorizer"]["at"]
    assert first == again and other != first


def test_flush_stage_authorizers_cache_asks_the_authorizer_again(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    api_id, _ = build(labcloud, apigw, authorizerResultTtlInSeconds=300)
    first = call(labcloud, api_id, Authorization="wild-f")[2]["requestContext"]["authorizer"]["at"]
    assert call(labcloud, api_id, Authorization="wild-f")[2]["requestContext"]["authorizer"]["at"] == first
    apigw.flush_stage_authorizers_cache(restApiId=api_id, stageName="prod")
    assert call(labcloud, api_id, Authorization="wild-f")[2]["requestContext"]["authorizer"]["at"] != first
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.flush_stage_authorizers_cache(restApiId=api_id, stageName="nope")


def test_a_cached_policy_applies_to_the_next_method_arn(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = build(labcloud, apigw, authorizerResultTtlInSeconds=300)
    assert call(labcloud, api_id, "/pets/1", Authorization="good")[0] == 200
    # the cached policy names /pets/1 only: AWS's well-known 403 for another path within the TTL
    status, _, body = call(labcloud, api_id, "/pets/2", Authorization="good")
    assert (status, body) == (403, {"message": "User is not authorized to access this resource"})


def test_a_zero_ttl_calls_the_function_every_time(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, _ = build(labcloud, apigw, authorizerResultTtlInSeconds=0)
    first = call(labcloud, api_id, Authorization="good")[2]["requestContext"]["authorizer"]["at"]
    time.sleep(0.01)
    again = call(labcloud, api_id, Authorization="good")[2]["requestContext"]["authorizer"]["at"]
    assert first != again


def test_a_request_authorizer_gets_the_request_and_requires_its_sources(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    api_id, _ = build(
        labcloud,
        apigw,
        kind="REQUEST",
        identitySource="method.request.header.X-Token, method.request.querystring.who, stageVariables.env",
    )
    status, headers, body = call(labcloud, api_id, "/pets/9", **{"X-Token": "echo"})  # no ?who=
    assert (status, body, headers["x-amzn-errortype"]) == (401, UNAUTHORIZED, "UnauthorizedException")
    status, _, event = call(labcloud, api_id, "/pets/9?who=me", **{"X-Token": "echo"})
    assert status == 200, event
    sent = json.loads(event["requestContext"]["authorizer"]["event"])
    assert sent["type"] == "REQUEST"
    assert sent["methodArn"] == f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/prod/GET/pets/9"
    assert sent["resource"] == "/pets/{id}" and sent["path"] == "/pets/9" and sent["httpMethod"] == "GET"
    assert sent["headers"]["X-Token"] == "echo" and sent["queryStringParameters"] == {"who": "me"}
    assert sent["pathParameters"] == {"id": "9"} and sent["stageVariables"] == {"env": "test"}
    assert sent["requestContext"]["stage"] == "prod" and "body" not in sent


def test_context_reaches_mapping_templates(labcloud: LabcloudProcess, apigw: Any) -> None:
    gate = deploy_function(labcloud, "gate", AUTHORIZER)
    api = apigw.create_rest_api(name="mocked")
    api_id, root = api["id"], api["rootResourceId"]
    auth = apigw.create_authorizer(
        restApiId=api_id,
        name="gate",
        type="TOKEN",
        authorizerUri=lambda_uri(gate),
        identitySource="method.request.header.Authorization",
    )["id"]
    apigw.put_method(
        restApiId=api_id, resourceId=root, httpMethod="GET", authorizationType="CUSTOM", authorizerId=auth
    )
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
        responseTemplates={
            "application/json": '{"who": "$context.authorizer.principalId", "tier": "$context.authorizer.tier"}'
        },
    )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    allow_gateway(labcloud, "gate", api_id, source="authorizers/*")
    status, _, body = call(labcloud, api_id, "/", Authorization="wildcard")
    assert (status, body) == (200, {"who": "user-wildcard", "tier": "gold"})


def test_the_control_plane(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, authorizer_id = build(labcloud, apigw)
    got = apigw.get_authorizer(restApiId=api_id, authorizerId=authorizer_id)
    assert got["name"] == "gate" and got["type"] == "TOKEN"
    assert got["identitySource"] == "method.request.header.Authorization"
    assert got["authorizerResultTtlInSeconds"] == 300
    assert [a["id"] for a in apigw.get_authorizers(restApiId=api_id)["items"]] == [authorizer_id]
    updated = apigw.update_authorizer(
        restApiId=api_id,
        authorizerId=authorizer_id,
        patchOperations=[
            {"op": "replace", "path": "/name", "value": "renamed"},
            {"op": "replace", "path": "/authorizerResultTtlInSeconds", "value": "60"},
        ],
    )
    assert updated["name"] == "renamed" and updated["authorizerResultTtlInSeconds"] == 60
    with pytest.raises(apigw.exceptions.ConflictException):  # a method uses it
        apigw.delete_authorizer(restApiId=api_id, authorizerId=authorizer_id)
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.get_authorizer(restApiId=api_id, authorizerId="nope00")
    spare = apigw.create_authorizer(
        restApiId=api_id,
        name="spare",
        type="REQUEST",
        authorizerUri=got["authorizerUri"],
        identitySource="method.request.header.X-Key",
    )["id"]
    apigw.delete_authorizer(restApiId=api_id, authorizerId=spare)
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.get_authorizer(restApiId=api_id, authorizerId=spare)


@pytest.mark.parametrize(
    "params",
    [
        {
            "type": "COGNITO_USER_POOLS",
            "providerARNs": ["arn:aws:cognito-idp:us-east-1:000000000000:userpool/x"],
        },
        {"type": "TOKEN", "identitySource": "method.request.querystring.token"},
        {"type": "TOKEN"},
        {"type": "TOKEN", "identitySource": "method.request.header.A", "authorizerResultTtlInSeconds": 3601},
        {
            "type": "TOKEN",
            "identitySource": "method.request.header.A",
            "authorizerCredentials": "arn:aws:iam::000000000000:role/r",
        },
        {"type": "REQUEST", "identitySource": "method.request.body.x"},
        {"type": "NOPE", "identitySource": "method.request.header.A"},
    ],
)
def test_unsupported_or_invalid_authorizers_are_bad_requests(
    labcloud: LabcloudProcess, apigw: Any, params: dict[str, Any]
) -> None:
    api_id = apigw.create_rest_api(name="x")["id"]
    uri = lambda_uri("arn:aws:lambda:us-east-1:000000000000:function:gate")
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.create_authorizer(restApiId=api_id, name="a", authorizerUri=uri, **params)
    assert apigw.get_authorizers(restApiId=api_id)["items"] == []


def test_methods_refuse_unknown_authorizers_and_cognito(labcloud: LabcloudProcess, apigw: Any) -> None:
    api = apigw.create_rest_api(name="x")
    for params in (
        {"authorizationType": "CUSTOM"},
        {"authorizationType": "CUSTOM", "authorizerId": "nope00"},
        {"authorizationType": "COGNITO_USER_POOLS"},
        {"authorizationType": "NONE", "authorizerId": "nope00"},
    ):
        with pytest.raises(apigw.exceptions.BadRequestException):
            apigw.put_method(
                restApiId=api["id"], resourceId=api["rootResourceId"], httpMethod="GET", **params
            )


def test_test_invoke_authorizer(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id, authorizer_id = build(labcloud, apigw)
    allowed = apigw.test_invoke_authorizer(
        restApiId=api_id, authorizerId=authorizer_id, headers={"Authorization": "good"}
    )
    assert allowed["clientStatus"] == 200 and allowed["principalId"] == "user-good"
    assert json.loads(allowed["policy"])["Statement"][0]["Effect"] == "Allow"
    assert apigw.test_invoke_authorizer(restApiId=api_id, authorizerId=authorizer_id)["clientStatus"] == 401
    failed = apigw.test_invoke_authorizer(
        restApiId=api_id, authorizerId=authorizer_id, headers={"Authorization": "boom"}
    )
    assert failed["clientStatus"] == 500


def test_authorizers_survive_a_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        apigw = server.boto3_client("apigateway")
        api_id, authorizer_id = build(server, apigw)
        server.kill()
        server.start()
        apigw = server.boto3_client("apigateway")
        assert apigw.get_authorizer(restApiId=api_id, authorizerId=authorizer_id)["name"] == "gate"
        assert call(server, api_id, Authorization="deny")[0] == 403
        assert call(server, api_id, Authorization="good")[0] == 200
    finally:
        server.stop()
