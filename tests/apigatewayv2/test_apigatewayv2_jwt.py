"""JWT authorizers of HTTP APIs: the control plane (CreateAuthorizer ... DeleteAuthorizer, routes with
AuthorizationType JWT and scopes) with each refusal's exact code, and the data plane over plain HTTP
against a key set served by a loopback issuer in the test: AWS's 401/403 answers and challenges, the
claims and scopes in the 2.0 and 1.0 events, the key set cached, and an authorizer kept over a restart."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from httpapi_helpers import allow, deploy_function, http, url
from jwt_issuer import Issuer

from labcloud.testing.server_process import LabcloudProcess

UNAUTHORIZED = b'{"message":"Unauthorized"}'
FORBIDDEN = b'{"message":"Forbidden"}'


def code_of(call: Any, **kwargs: Any) -> tuple[str, int, str]:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    error = caught.value.response
    return error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"], error["Error"]["Message"]


@pytest.fixture
def issuer() -> Iterator[Issuer]:
    found = Issuer()
    yield found
    found.close()


def _jwt_authorizer(v2: Any, api_id: str, issuer_url: str, **extra: Any) -> str:
    authorizer_id: str = v2.create_authorizer(
        ApiId=api_id,
        Name="jwt",
        AuthorizerType="JWT",
        IdentitySource=["$request.header.Authorization"],
        JwtConfiguration={"Issuer": issuer_url, "Audience": ["my-app", "other-app"]},
        **extra,
    )["AuthorizerId"]
    return authorizer_id


def _protected_api(labcloud: LabcloudProcess, v2: Any, issuer: Issuer, fn: str, version: str = "2.0") -> str:
    api_id: str = v2.create_api(Name="jwt-api", ProtocolType="HTTP")["ApiId"]
    allow(labcloud, fn, api_id)
    iid = v2.create_integration(
        ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=fn, PayloadFormatVersion=version
    )["IntegrationId"]
    auth = _jwt_authorizer(v2, api_id, issuer.url)
    target = f"integrations/{iid}"
    v2.create_route(ApiId=api_id, RouteKey="GET /open", Target=target)
    v2.create_route(
        ApiId=api_id, RouteKey="GET /private", Target=target, AuthorizationType="JWT", AuthorizerId=auth
    )
    v2.create_route(
        ApiId=api_id,
        RouteKey="GET /scoped",
        Target=target,
        AuthorizationType="JWT",
        AuthorizerId=auth,
        AuthorizationScopes=["orders/read", "admin"],
    )
    v2.create_stage(ApiId=api_id, StageName="$default", AutoDeploy=True)
    return api_id


def test_authorizer_control_plane(v2: Any, issuer: Issuer) -> None:
    api_id = v2.create_api(Name="auth-cp", ProtocolType="HTTP")["ApiId"]
    created = v2.create_authorizer(
        ApiId=api_id,
        Name="jwt",
        AuthorizerType="JWT",
        IdentitySource=["$request.header.Authorization"],
        JwtConfiguration={"Issuer": issuer.url, "Audience": ["my-app"]},
    )
    assert created["ResponseMetadata"]["HTTPStatusCode"] == 201
    auth = created["AuthorizerId"]
    expected = {
        "AuthorizerId": auth,
        "AuthorizerType": "JWT",
        "IdentitySource": ["$request.header.Authorization"],
        "JwtConfiguration": {"Audience": ["my-app"], "Issuer": issuer.url},
        "Name": "jwt",
    }
    got = v2.get_authorizer(ApiId=api_id, AuthorizerId=auth)
    assert {k: v for k, v in got.items() if k != "ResponseMetadata"} == expected
    assert [a["AuthorizerId"] for a in v2.get_authorizers(ApiId=api_id)["Items"]] == [auth]
    updated = v2.update_authorizer(
        ApiId=api_id,
        AuthorizerId=auth,
        Name="renamed",
        JwtConfiguration={"Issuer": issuer.url, "Audience": ["b"]},
    )
    assert updated["Name"] == "renamed" and updated["JwtConfiguration"]["Audience"] == ["b"]
    route = v2.create_route(
        ApiId=api_id,
        RouteKey="GET /x",
        AuthorizationType="JWT",
        AuthorizerId=auth,
        AuthorizationScopes=["read"],
    )
    assert (route["AuthorizationType"], route["AuthorizerId"], route["AuthorizationScopes"]) == (
        "JWT",
        auth,
        ["read"],
    )
    assert code_of(v2.delete_authorizer, ApiId=api_id, AuthorizerId=auth)[:2] == ("ConflictException", 409)
    v2.delete_route(ApiId=api_id, RouteId=route["RouteId"])
    v2.delete_authorizer(ApiId=api_id, AuthorizerId=auth)
    assert code_of(v2.get_authorizer, ApiId=api_id, AuthorizerId=auth)[:2] == ("NotFoundException", 404)


def test_authorizer_and_route_refusals(v2: Any, issuer: Issuer) -> None:
    api_id = v2.create_api(Name="auth-refusals", ProtocolType="HTTP")["ApiId"]
    base: dict[str, Any] = {
        "ApiId": api_id,
        "Name": "a",
        "AuthorizerType": "JWT",
        "IdentitySource": ["$request.header.Authorization"],
        "JwtConfiguration": {"Issuer": issuer.url, "Audience": ["x"]},
    }
    refused = [
        {"JwtConfiguration": {"Audience": ["x"]}},
        {"IdentitySource": ["$request.header.A", "$request.header.B"]},
        {"IdentitySource": ["$context.requestId"]},
        {"AuthorizerUri": "arn:aws:lambda:us-east-1:000000000000:function:f"},
        {"AuthorizerType": "TOKEN"},
        {"JwtConfiguration": {"Issuer": "not a url"}},
        {"IdentityValidationExpression": ".*"},
        {"Name": ""},
    ]
    for change in refused:
        assert code_of(v2.create_authorizer, **{**base, **change})[:2] == ("BadRequestException", 400), change
    assert v2.get_authorizers(ApiId=api_id)["Items"] == []
    assert code_of(v2.create_authorizer, **{**base, "ApiId": "nope123"})[:2] == ("NotFoundException", 404)
    auth = v2.create_authorizer(**base)["AuthorizerId"]
    route_refusals: list[dict[str, Any]] = [
        {"AuthorizationType": "JWT"},
        {"AuthorizationType": "JWT", "AuthorizerId": "missing"},
        {"AuthorizationType": "CUSTOM", "AuthorizerId": auth},
        {"AuthorizationType": "AWS_IAM", "AuthorizerId": auth},
        {"AuthorizerId": auth},
        {"AuthorizationScopes": ["read"]},
        {"AuthorizationType": "BASIC", "AuthorizerId": auth},
    ]
    for change in route_refusals:
        assert code_of(v2.create_route, ApiId=api_id, RouteKey="GET /r", **change)[:2] == (
            "BadRequestException",
            400,
        ), change
    assert v2.get_routes(ApiId=api_id)["Items"] == []
    assert code_of(
        v2.update_authorizer,
        ApiId=api_id,
        AuthorizerId=auth,
        IdentitySource=["$request.header.A", "$request.header.B"],
    )[:2] == ("BadRequestException", 400)
    assert code_of(v2.update_authorizer, ApiId=api_id, AuthorizerId="zzz", Name="n")[:2] == (
        "NotFoundException",
        404,
    )


def test_jwt_data_plane(labcloud: LabcloudProcess, v2: Any, issuer: Issuer) -> None:
    fn = deploy_function(labcloud, "httpapi-jwt-echo")
    api_id = _protected_api(labcloud, v2, issuer, fn)

    def call(path: str, token: str | None) -> tuple[int, dict[str, str], bytes]:
        return http(
            url(labcloud, api_id, path), headers={"Authorization": token} if token is not None else {}
        )

    status, _, body = call("/open", None)
    assert status == 200 and "authorizer" not in json.loads(body)["requestContext"]

    good = issuer.token({"scope": "orders/read profile", "groups": ["a", "b"], "n": 7, "ok": True})
    status, headers, body = call("/private", f"Bearer {good}")
    assert status == 200, body
    context = json.loads(body)["requestContext"]["authorizer"]
    assert context["jwt"]["scopes"] == ["orders/read", "profile"]
    claims = context["jwt"]["claims"]
    assert claims["sub"] == "u1" and claims["aud"] == "my-app" and claims["iss"] == issuer.url
    assert claims["groups"] == "[a b]" and claims["n"] == "7" and claims["ok"] == "true"
    assert isinstance(claims["exp"], str)
    assert call("/private", good)[0] == 200  # the token alone, without Bearer
    assert call("/scoped", good)[0] == 200
    assert issuer.jwks_fetches == 1  # cached across requests

    def denied(token: str | None, path: str = "/private") -> tuple[int, bytes, str | None]:
        status, headers, body = call(path, token)
        return status, body, headers.get("www-authenticate")

    assert denied(None) == (401, UNAUTHORIZED, None)

    def invalid(description: str) -> tuple[int, bytes, str]:
        return 401, UNAUTHORIZED, f'Bearer scope="" error="invalid_token" error_description="{description}"'

    assert denied("Bearer not-a-token") == invalid("the token is malformed")
    assert denied(issuer.token(aud="someone-else")) == invalid("the token does not have a valid audience")
    assert denied(issuer.token(aud=None, client_id="other-app"))[0] == 200
    assert denied(issuer.token(aud=None, client_id="nobody")) == invalid(
        "the token does not have a valid audience"
    )
    assert denied(issuer.token(aud=["x", "other-app"]))[0] == 200
    assert denied(issuer.token(iss="http://127.0.0.1:1/elsewhere")) == invalid(
        "the token does not have a valid issuer"
    )
    assert denied(issuer.token(exp=1)) == invalid("the token has expired")
    assert denied(issuer.token(nbf=4102444800)) == invalid("the token is not valid yet")
    assert denied(issuer.token(iat=4102444800)) == invalid("the token was issued in the future")
    assert denied(issuer.token(alg="HS256")) == invalid("signing method HS256 is invalid")
    # signed by a key the issuer does not publish under the same kid
    forged_key = Issuer()
    try:
        forged = forged_key.token({"iss": issuer.url})
    finally:
        forged_key.close()
    assert denied(forged) == invalid("crypto/rsa: verification error")
    issuer.add_key("hidden", publish=False)
    assert denied(issuer.token(kid="hidden")) == invalid("the token's key id is not in the issuer's key set")
    assert denied(issuer.token({"scope": "profile"}), "/scoped") == (
        403,
        FORBIDDEN,
        'Bearer scope="orders/read admin" error="insufficient_scope" error_description="expected scopes: [orders/read admin]"',
    )
    assert denied(issuer.token({"scp": ["admin"]}), "/scoped")[0] == 200
    assert denied(good, "/scoped")[0] == 200


def test_rotated_key_is_fetched_and_payload_1(labcloud: LabcloudProcess, v2: Any, issuer: Issuer) -> None:
    fn = deploy_function(labcloud, "httpapi-jwt-echo1")
    api_id = _protected_api(labcloud, v2, issuer, fn, version="1.0")
    status, _, body = http(url(labcloud, api_id, "/private"), headers={"Authorization": issuer.token()})
    assert status == 200, body
    authorizer = json.loads(body)["requestContext"]["authorizer"]
    assert authorizer["claims"]["sub"] == "u1" and authorizer["scopes"] is None
    issuer.add_key("k2")  # rotation: a new kid not in the cached set makes labcloud fetch the set again
    status, _, body = http(
        url(labcloud, api_id, "/private"), headers={"Authorization": issuer.token(kid="k2")}
    )
    assert status == 200, body
    assert issuer.jwks_fetches == 2


def test_issuer_that_is_not_loopback_is_never_fetched(
    labcloud: LabcloudProcess, v2: Any, issuer: Issuer
) -> None:
    fn = deploy_function(labcloud, "httpapi-jwt-echo2")
    api_id = v2.create_api(Name="remote-issuer", ProtocolType="HTTP", Target=fn)["ApiId"]
    allow(labcloud, fn, api_id)
    auth = _jwt_authorizer(v2, api_id, "https://issuer.example.com")
    v2.create_route(
        ApiId=api_id,
        RouteKey="GET /private",
        AuthorizationType="JWT",
        AuthorizerId=auth,
        Target=v2.get_routes(ApiId=api_id)["Items"][0]["Target"],
    )
    token = issuer.token(iss="https://issuer.example.com")
    status, headers, body = http(url(labcloud, api_id, "/private"), headers={"Authorization": token})
    assert (status, body) == (401, UNAUTHORIZED)
    assert headers["www-authenticate"] == (
        'Bearer scope="" error="invalid_token" error_description="unable to fetch the issuer\'s signing keys"'
    )


def test_authorizer_survives_a_restart(tmp_path: Path, issuer: Issuer) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        v2 = server.boto3_client("apigatewayv2")
        api_id = v2.create_api(Name="kept-auth", ProtocolType="HTTP")["ApiId"]
        auth = _jwt_authorizer(v2, api_id, issuer.url)
        v2.create_route(
            ApiId=api_id,
            RouteKey="GET /p",
            AuthorizationType="JWT",
            AuthorizerId=auth,
            AuthorizationScopes=["s"],
        )
        server.kill()
        server.start()
        v2 = server.boto3_client("apigatewayv2")
        assert v2.get_authorizer(ApiId=api_id, AuthorizerId=auth)["JwtConfiguration"]["Issuer"] == issuer.url
        assert v2.get_routes(ApiId=api_id)["Items"][0]["AuthorizationScopes"] == ["s"]
    finally:
        server.stop()
