"""End to end: a REST API (COGNITO_USER_POOLS authorizer) and an HTTP API (JWT authorizer whose issuer is
a labcloud pool) in front of a function, called over plain HTTP with and without the pool's tokens."""

from __future__ import annotations

import io
import json
import urllib.error
import urllib.request
import zipfile
from typing import Any

from cognito_helpers import PASSWORD, confirmed_user, error_code, pool_with_client

from labcloud.testing.server_process import LabcloudProcess

UNAUTHORIZED = {"message": "Unauthorized"}
ECHO = """
import json

def handler(event, context):
    return {"statusCode": 200, "headers": {"Content-Type": "application/json"}, "body": json.dumps(event)}
"""
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _function(labcloud: LabcloudProcess, name: str) -> str:
    role = labcloud.boto3_client("iam").create_role(
        RoleName=f"{name}-role", AssumeRolePolicyDocument=json.dumps(TRUST)
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", ECHO)
    lam = labcloud.boto3_client("lambda")
    arn: str = lam.create_function(
        FunctionName=name,
        Runtime="python3.12",
        Role=role["Role"]["Arn"],
        Handler="app.handler",
        Code={"ZipFile": buffer.getvalue()},
    )["FunctionArn"]
    lam.get_waiter("function_active_v2").wait(FunctionName=name)
    return arn


def _allow(labcloud: LabcloudProcess, function: str, api_id: str) -> None:
    labcloud.boto3_client("lambda").add_permission(
        FunctionName=function,
        StatementId=f"api-{api_id}",
        Action="lambda:InvokeFunction",
        Principal="apigateway.amazonaws.com",
        SourceArn=f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/*",
    )


def _get(url: str, token: str | None = None, scheme: str = "") -> tuple[int, Any]:
    headers = {"Authorization": scheme + token} if token is not None else {}
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def _tokens(idp: Any, client_id: str) -> dict[str, str]:
    result: dict[str, str] = idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "alice", "PASSWORD": PASSWORD},
    )["AuthenticationResult"]
    return result


def test_rest_api_with_a_cognito_authorizer(labcloud: LabcloudProcess, idp: Any) -> None:
    pool_id, client_id = pool_with_client(idp)
    pool_arn = idp.describe_user_pool(UserPoolId=pool_id)["UserPool"]["Arn"]
    confirmed_user(idp, pool_id, email="alice@example.com")
    idp.create_group(UserPoolId=pool_id, GroupName="admins")
    idp.admin_add_user_to_group(UserPoolId=pool_id, Username="alice", GroupName="admins")
    fn = _function(labcloud, "rest-echo")
    apigw = labcloud.boto3_client("apigateway")
    api_id = apigw.create_rest_api(name="orders")["id"]
    _allow(labcloud, fn, api_id)
    root = apigw.get_resources(restApiId=api_id)["items"][0]["id"]
    code, _ = error_code(
        apigw.create_authorizer,
        restApiId=api_id,
        name="bad",
        type="COGNITO_USER_POOLS",
        identitySource="method.request.header.Authorization",
    )
    assert code == "BadRequestException"
    code, _ = error_code(
        apigw.create_authorizer,
        restApiId=api_id,
        name="bad",
        type="COGNITO_USER_POOLS",
        providerARNs=["not-an-arn"],
        identitySource="method.request.header.Authorization",
    )
    assert code == "BadRequestException"
    authorizer = apigw.create_authorizer(
        restApiId=api_id,
        name="pool",
        type="COGNITO_USER_POOLS",
        providerARNs=[pool_arn],
        identitySource="method.request.header.Authorization",
    )
    assert authorizer["providerARNs"] == [pool_arn]
    uri = f"arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/{fn}/invocations"
    for path, scopes in (("orders", None), ("scoped", ["aws.cognito.signin.user.admin"])):
        resource = apigw.create_resource(restApiId=api_id, parentId=root, pathPart=path)["id"]
        extra = {"authorizationScopes": scopes} if scopes else {}
        apigw.put_method(
            restApiId=api_id,
            resourceId=resource,
            httpMethod="GET",
            authorizationType="COGNITO_USER_POOLS",
            authorizerId=authorizer["id"],
            **extra,
        )
        apigw.put_integration(
            restApiId=api_id,
            resourceId=resource,
            httpMethod="GET",
            type="AWS_PROXY",
            integrationHttpMethod="POST",
            uri=uri,
        )
    code, _ = error_code(
        apigw.put_method,
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        authorizationType="COGNITO_USER_POOLS",
    )
    assert code == "BadRequestException"
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    base = f"{labcloud.endpoint}/_labcloud/execute-api/{api_id}/prod"
    tokens = _tokens(idp, client_id)
    assert _get(f"{base}/orders") == (401, UNAUTHORIZED)
    assert _get(f"{base}/orders", "not-a-token") == (401, UNAUTHORIZED)
    assert _get(f"{base}/orders", tokens["AccessToken"])[0] == 401  # no scopes: the ID token is wanted
    status, body = _get(f"{base}/orders", tokens["IdToken"])
    assert status == 200, body
    claims = body["requestContext"]["authorizer"]["claims"]
    assert claims["cognito:username"] == "alice" and claims["email"] == "alice@example.com"
    assert (
        claims["token_use"] == "id" and claims["aud"] == client_id and claims["cognito:groups"] == "[admins]"
    )
    assert _get(f"{base}/scoped", tokens["IdToken"])[0] == 401
    status, body = _get(f"{base}/scoped", tokens["AccessToken"])
    assert status == 200 and body["requestContext"]["authorizer"]["claims"]["token_use"] == "access"
    other = idp.create_user_pool(PoolName="other")["UserPool"]["Id"]
    other_client = idp.create_user_pool_client(
        UserPoolId=other, ClientName="c", ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH"]
    )["UserPoolClient"]["ClientId"]
    confirmed_user(idp, other)
    assert _get(f"{base}/orders", _tokens(idp, other_client)["IdToken"]) == (401, UNAUTHORIZED)


def test_http_api_with_a_jwt_authorizer_on_a_pool(
    labcloud: LabcloudProcess, idp: Any, labcloud_clock: Any
) -> None:
    pool_id, client_id = pool_with_client(idp)
    confirmed_user(idp, pool_id)
    fn = _function(labcloud, "http-echo")
    v2 = labcloud.boto3_client("apigatewayv2")
    api_id = v2.create_api(Name="jwt", ProtocolType="HTTP")["ApiId"]
    _allow(labcloud, fn, api_id)
    integration = v2.create_integration(
        ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=fn, PayloadFormatVersion="2.0"
    )["IntegrationId"]
    authorizer = v2.create_authorizer(
        ApiId=api_id,
        Name="pool",
        AuthorizerType="JWT",
        IdentitySource=["$request.header.Authorization"],
        JwtConfiguration={
            "Issuer": f"https://cognito-idp.us-east-1.amazonaws.com/{pool_id}",
            "Audience": [client_id],
        },
    )["AuthorizerId"]
    v2.create_route(
        ApiId=api_id,
        RouteKey="GET /me",
        Target=f"integrations/{integration}",
        AuthorizationType="JWT",
        AuthorizerId=authorizer,
    )
    v2.create_stage(ApiId=api_id, StageName="$default", AutoDeploy=True)
    url = f"{labcloud.endpoint}/_labcloud/execute-api/{api_id}/me"
    tokens = _tokens(idp, client_id)
    assert _get(url) == (401, UNAUTHORIZED)
    assert _get(url, "junk", "Bearer ")[0] == 401
    status, body = _get(url, tokens["IdToken"], "Bearer ")
    assert status == 200, body
    claims = body["requestContext"]["authorizer"]["jwt"]["claims"]
    assert claims["cognito:username"] == "alice" and claims["aud"] == client_id
    status, body = _get(url, tokens["AccessToken"], "Bearer ")  # an access token's client_id is its audience
    assert status == 200, body
    labcloud_clock.advance("2h")
    assert _get(url, tokens["IdToken"], "Bearer ")[0] == 401
