"""Lambda (REQUEST) authorizers of HTTP APIs over plain HTTP: the authorizer events (2.0 and 1.0), simple
and IAM-policy answers, the context carried to the integration, results cached by identity for the TTL,
and AWS's 401 (missing identity), 403 (denied) and 500 (no permission, failure, malformed answer)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from httpapi_helpers import allow, deploy_function, http, url

from labcloud.testing.server_process import LabcloudProcess

AUTHORIZER = """
import json, uuid

def handler(event, context):
    # payload 1.0 spells header names as sent, 2.0 lower-cases them
    token = {k.lower(): v for k, v in event["headers"].items()}.get("authorization", "")
    nonce = str(uuid.uuid4())
    ctx = {"user": "alice", "nonce": nonce, "event": json.dumps(event)}
    if token == "boom":
        raise RuntimeError("boom")
    if token == "junk":
        return "not an answer"
    if "isAuthorized" in token or event["version"] == "2.0" and "policy" not in token:
        return {"isAuthorized": token.endswith("allow"), "context": ctx}
    arn = event.get("routeArn") or event.get("methodArn")
    effect = "Allow" if token.endswith("allow") else "Deny"
    prefix = arn.split("/")[0]
    return {
        "principalId": "user-1",
        "policyDocument": {
            "Version": "2012-10-17",
            "Statement": [{"Action": "execute-api:Invoke", "Effect": effect, "Resource": prefix + "/*/GET/allowed"}],
        },
        "context": ctx,
    }
"""

UNAUTHORIZED = b'{"message":"Unauthorized"}'
FORBIDDEN = b'{"message":"Forbidden"}'
ERROR = b'{"message":"Internal Server Error"}'


@pytest.fixture
def functions(labcloud: LabcloudProcess) -> dict[str, str]:
    return {
        "echo": deploy_function(labcloud, "httpapi-lauth-echo"),
        "auth": deploy_function(labcloud, "httpapi-lauth-fn", AUTHORIZER),
    }


def _api(
    labcloud: LabcloudProcess, v2: Any, functions: dict[str, str], *, grant: bool = True, **authorizer: Any
) -> str:
    api_id: str = v2.create_api(Name="lauth", ProtocolType="HTTP")["ApiId"]
    allow(labcloud, functions["echo"], api_id)
    if grant:
        allow(labcloud, functions["auth"], api_id)
    iid = v2.create_integration(
        ApiId=api_id,
        IntegrationType="AWS_PROXY",
        IntegrationUri=functions["echo"],
        PayloadFormatVersion="2.0",
    )["IntegrationId"]
    uri = f"arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/{functions['auth']}/invocations"
    settings = {"IdentitySource": ["$request.header.Authorization"], **authorizer}
    auth = v2.create_authorizer(
        ApiId=api_id, Name="fn", AuthorizerType="REQUEST", AuthorizerUri=uri, **settings
    )
    for key in ("GET /allowed", "GET /other"):
        v2.create_route(
            ApiId=api_id,
            RouteKey=key,
            Target=f"integrations/{iid}",
            AuthorizationType="CUSTOM",
            AuthorizerId=auth["AuthorizerId"],
        )
    v2.create_stage(ApiId=api_id, StageName="dev", AutoDeploy=True, StageVariables={"tier": "gold"})
    return api_id


def _get(labcloud: LabcloudProcess, api_id: str, path: str, token: str | None) -> tuple[int, bytes]:
    status, _, body = http(url(labcloud, api_id, path), headers={"Authorization": token} if token else {})
    return status, body


def _authorizer_of(body: bytes) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(body)["requestContext"]["authorizer"]["lambda"]
    return found


def test_simple_responses_payload_2(labcloud: LabcloudProcess, v2: Any, functions: dict[str, str]) -> None:
    api_id = _api(labcloud, v2, functions, AuthorizerPayloadFormatVersion="2.0", EnableSimpleResponses=True)
    status, body = _get(labcloud, api_id, "/dev/allowed?q=1", "allow")
    assert status == 200, body
    context = _authorizer_of(body)
    assert context["user"] == "alice"
    event = json.loads(context["event"])
    assert event["type"] == "REQUEST" and event["version"] == "2.0"
    assert event["routeArn"] == f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/dev/GET/allowed"
    assert event["identitySource"] == ["allow"] and event["routeKey"] == "GET /allowed"
    assert event["rawPath"] == "/dev/allowed" and event["queryStringParameters"] == {"q": "1"}
    assert event["stageVariables"] == {"tier": "gold"} and "body" not in event
    # TTL 0: each request calls the function again
    assert _authorizer_of(_get(labcloud, api_id, "/dev/allowed", "allow")[1])["nonce"] != context["nonce"]
    assert _get(labcloud, api_id, "/dev/allowed", "deny") == (403, FORBIDDEN)
    assert _get(labcloud, api_id, "/dev/allowed", None) == (401, UNAUTHORIZED)
    assert _get(labcloud, api_id, "/dev/allowed", "boom") == (500, ERROR)
    assert _get(labcloud, api_id, "/dev/allowed", "junk") == (500, ERROR)


def test_results_cached_for_the_ttl(labcloud: LabcloudProcess, v2: Any, functions: dict[str, str]) -> None:
    api_id = _api(
        labcloud,
        v2,
        functions,
        AuthorizerPayloadFormatVersion="2.0",
        EnableSimpleResponses=True,
        AuthorizerResultTtlInSeconds=300,
    )
    first = _authorizer_of(_get(labcloud, api_id, "/dev/allowed", "allow")[1])["nonce"]
    assert _authorizer_of(_get(labcloud, api_id, "/dev/other", "allow")[1])["nonce"] == first
    other = _authorizer_of(_get(labcloud, api_id, "/dev/allowed", "x-allow")[1])["nonce"]
    assert other != first  # another identity: another call
    v2.reset_authorizers_cache(ApiId=api_id, StageName="dev")
    assert _authorizer_of(_get(labcloud, api_id, "/dev/allowed", "allow")[1])["nonce"] != first
    with pytest.raises(v2.exceptions.NotFoundException):
        v2.reset_authorizers_cache(ApiId=api_id, StageName="nope")


def test_iam_policy_answers_payload_1(labcloud: LabcloudProcess, v2: Any, functions: dict[str, str]) -> None:
    api_id = _api(
        labcloud, v2, functions, AuthorizerPayloadFormatVersion="1.0", AuthorizerResultTtlInSeconds=60
    )
    status, body = _get(labcloud, api_id, "/dev/allowed", "policy-allow")
    assert status == 200, body
    context = _authorizer_of(body)
    assert context["principalId"] == "user-1" and context["user"] == "alice"
    event = json.loads(context["event"])
    assert event["type"] == "REQUEST" and event["version"] == "1.0"
    assert event["methodArn"] == f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/dev/GET/allowed"
    assert event["identitySource"] == "policy-allow" and event["authorizationToken"] == "policy-allow"
    assert event["httpMethod"] == "GET" and event["path"] == "/dev/allowed"
    # the cached policy is evaluated against each route: it allows only GET /allowed
    assert _get(labcloud, api_id, "/dev/other", "policy-allow") == (403, FORBIDDEN)
    assert _get(labcloud, api_id, "/dev/allowed", "policy-deny") == (403, FORBIDDEN)


def test_iam_policy_answers_payload_2(labcloud: LabcloudProcess, v2: Any, functions: dict[str, str]) -> None:
    api_id = _api(labcloud, v2, functions, AuthorizerPayloadFormatVersion="2.0")
    assert _get(labcloud, api_id, "/dev/allowed", "policy-allow")[0] == 200
    assert _get(labcloud, api_id, "/dev/other", "policy-allow") == (403, FORBIDDEN)
    # a simple answer where a policy is expected is malformed
    assert _get(labcloud, api_id, "/dev/allowed", "isAuthorized-allow") == (500, ERROR)


def test_function_without_permission(labcloud: LabcloudProcess, v2: Any, functions: dict[str, str]) -> None:
    api_id = _api(
        labcloud, v2, functions, grant=False, AuthorizerPayloadFormatVersion="2.0", EnableSimpleResponses=True
    )
    assert _get(labcloud, api_id, "/dev/allowed", "allow") == (500, ERROR)


def _role(labcloud: LabcloudProcess, name: str, service: str, actions: list[str]) -> str:
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Principal": {"Service": service}, "Action": "sts:AssumeRole"}],
    }
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    if actions:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}],
        }
        iam.put_role_policy(RoleName=name, PolicyName="invoke", PolicyDocument=json.dumps(policy))
    return arn


def test_function_called_as_the_credentials_role(
    labcloud: LabcloudProcess, v2: Any, functions: dict[str, str]
) -> None:
    settings = {"AuthorizerPayloadFormatVersion": "2.0", "EnableSimpleResponses": True}
    good = _role(labcloud, "lauth-invoker", "apigateway.amazonaws.com", ["lambda:InvokeFunction"])
    api_id = _api(labcloud, v2, functions, grant=False, AuthorizerCredentialsArn=good, **settings)
    assert _get(labcloud, api_id, "/dev/allowed", "allow")[0] == 200  # no function permission needed
    assert _get(labcloud, api_id, "/dev/allowed", "deny") == (403, FORBIDDEN)
    powerless = _role(labcloud, "lauth-powerless", "apigateway.amazonaws.com", ["sqs:SendMessage"])
    api_id = _api(labcloud, v2, functions, grant=True, AuthorizerCredentialsArn=powerless, **settings)
    assert _get(labcloud, api_id, "/dev/allowed", "allow") == (500, ERROR)  # IAM refuses the role's Invoke
    distrusting = _role(labcloud, "lauth-lambda-trust", "lambda.amazonaws.com", ["lambda:InvokeFunction"])
    api_id = _api(labcloud, v2, functions, grant=True, AuthorizerCredentialsArn=distrusting, **settings)
    assert _get(labcloud, api_id, "/dev/allowed", "allow") == (500, ERROR)  # API Gateway cannot assume it
    missing = "arn:aws:iam::000000000000:role/nobody"
    api_id = _api(labcloud, v2, functions, grant=True, AuthorizerCredentialsArn=missing, **settings)
    assert _get(labcloud, api_id, "/dev/allowed", "allow") == (500, ERROR)


def test_request_authorizer_refusals(v2: Any, functions: dict[str, str]) -> None:
    api_id = v2.create_api(Name="lauth-refusals", ProtocolType="HTTP")["ApiId"]
    base: dict[str, Any] = {
        "ApiId": api_id,
        "Name": "fn",
        "AuthorizerType": "REQUEST",
        "AuthorizerUri": functions["auth"],
        "AuthorizerPayloadFormatVersion": "2.0",
        "IdentitySource": ["$request.header.Authorization"],
    }
    created = v2.create_authorizer(**base, AuthorizerResultTtlInSeconds=30, EnableSimpleResponses=True)
    assert (created["AuthorizerResultTtlInSeconds"], created["EnableSimpleResponses"]) == (30, True)
    refused: list[dict[str, Any]] = [
        {"AuthorizerUri": "arn:aws:sqs:us-east-1:000000000000:q"},
        {"AuthorizerPayloadFormatVersion": "3.0"},
        {"AuthorizerPayloadFormatVersion": "1.0", "EnableSimpleResponses": True},
        {"AuthorizerResultTtlInSeconds": 3601},
        {"AuthorizerResultTtlInSeconds": 10, "IdentitySource": []},
        {"IdentitySource": ["$request.body.x"]},
        {"JwtConfiguration": {"Issuer": "http://127.0.0.1:1"}},
        {"AuthorizerCredentialsArn": "not-a-role"},
    ]
    for change in refused:
        with pytest.raises(ClientError) as caught:
            v2.create_authorizer(**{**base, **change})
        error = caught.value.response
        assert (error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"]) == (
            "BadRequestException",
            400,
        ), change
    # a TTL of 0 needs no identity source
    assert v2.create_authorizer(**{**base, "IdentitySource": []})["IdentitySource"] == []
