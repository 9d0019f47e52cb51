"""AWS_IAM methods at the invoke URL: SigV4-signed requests, ``execute-api:Invoke`` decided by the
caller's identity policies, and AWS's 403 answers for unsigned, mis-signed and refused callers; Lambda
integrations with ``credentials`` (a role, or the caller's own: SAM's CALLER_CREDENTIALS, apigw-iam)
invoke the function as that principal, IAM deciding ``lambda:InvokeFunction``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from apigw_helpers import deploy_function, http, invoke_url, lambda_uri
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def iam_api(apigw: Any) -> str:
    """/pets/{id} GET and POST, AWS_IAM, answered by MOCK integrations that echo the caller's identity."""
    api = apigw.create_rest_api(name="iam-guarded")
    api_id, root = api["id"], api["rootResourceId"]
    pets = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="pets")["id"]
    pet = apigw.create_resource(restApiId=api_id, parentId=pets, pathPart="{id}")["id"]
    for method in ("GET", "POST"):
        apigw.put_method(restApiId=api_id, resourceId=pet, httpMethod=method, authorizationType="AWS_IAM")
        apigw.put_integration(
            restApiId=api_id,
            resourceId=pet,
            httpMethod=method,
            type="MOCK",
            requestTemplates={"application/json": '{"statusCode": 200}'},
        )
        apigw.put_method_response(restApiId=api_id, resourceId=pet, httpMethod=method, statusCode="200")
        apigw.put_integration_response(
            restApiId=api_id,
            resourceId=pet,
            httpMethod=method,
            statusCode="200",
            responseTemplates={
                "application/json": '{"arn": "$context.identity.userArn", "key": "$context.identity.accessKey"}'
            },
        )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    return api_id


def user_keys(server: LabcloudProcess, name: str, statements: list[dict[str, Any]]) -> tuple[str, str]:
    iam = server.boto3_client("iam")
    iam.create_user(UserName=name)
    iam.put_user_policy(
        UserName=name,
        PolicyName="invoke",
        PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": statements}),
    )
    key = iam.create_access_key(UserName=name)["AccessKey"]
    return key["AccessKeyId"], key["SecretAccessKey"]


def signed(url: str, key: str, secret: str, method: str = "GET") -> tuple[int, dict[str, str], Any]:
    request = AWSRequest(method=method, url=url, data=b"")
    SigV4Auth(Credentials(key, secret), "execute-api", "us-east-1").add_auth(request)
    status, headers, body = http(url, method=method, headers=dict(request.headers.items()))
    return status, headers, json.loads(body)


def test_a_caller_is_allowed_what_their_policy_allows(enforcing: LabcloudProcess) -> None:
    apigw = enforcing.boto3_client("apigateway")
    api_id = iam_api(apigw)
    arn = f"arn:aws:execute-api:us-east-1:000000000000:{api_id}"
    key, secret = user_keys(
        enforcing,
        "reader",
        [
            {"Effect": "Allow", "Action": "execute-api:Invoke", "Resource": f"{arn}/prod/*/pets/*"},
            {"Effect": "Deny", "Action": "execute-api:Invoke", "Resource": f"{arn}/prod/POST/*"},
        ],
    )
    url = invoke_url(enforcing, api_id, "prod", "/pets/1")
    status, _, body = signed(url, key, secret)
    assert status == 200, body
    assert body == {"arn": "arn:aws:iam::000000000000:user/reader", "key": key}

    status, headers, body = signed(url, key, secret, "POST")
    assert status == 403 and headers["x-amzn-errortype"] == "AccessDeniedException"
    assert body == {
        "message": "User: arn:aws:iam::000000000000:user/reader is not authorized to perform: "
        f"execute-api:Invoke on resource: {arn}/prod/POST/pets/1 with an explicit deny"
    }


def test_a_caller_without_a_policy_is_refused(enforcing: LabcloudProcess) -> None:
    apigw = enforcing.boto3_client("apigateway")
    api_id = iam_api(apigw)
    key, secret = user_keys(
        enforcing, "nobody", [{"Effect": "Allow", "Action": "sqs:ListQueues", "Resource": "*"}]
    )
    status, headers, body = signed(invoke_url(enforcing, api_id, "prod", "/pets/2"), key, secret)
    assert status == 403 and headers["x-amzn-errortype"] == "AccessDeniedException"
    assert body == {
        "message": "User: arn:aws:iam::000000000000:user/nobody is not authorized to perform: "
        f"execute-api:Invoke on resource: arn:aws:execute-api:us-east-1:000000000000:{api_id}/prod/GET/pets/2"
    }


def test_unsigned_missigned_and_unknown_callers_are_403(enforcing: LabcloudProcess) -> None:
    apigw = enforcing.boto3_client("apigateway")
    api_id = iam_api(apigw)
    url = invoke_url(enforcing, api_id, "prod", "/pets/3")
    status, headers, body = http(url)
    assert (status, json.loads(body)) == (403, {"message": "Missing Authentication Token"})
    assert headers["x-amzn-errortype"] == "MissingAuthenticationTokenException"

    key, _ = user_keys(
        enforcing, "signer", [{"Effect": "Allow", "Action": "execute-api:Invoke", "Resource": "*"}]
    )
    status, headers, body = signed(url, key, "not-the-secret")
    assert status == 403 and headers["x-amzn-errortype"] == "InvalidSignatureException"
    assert body["message"].startswith("The request signature we calculated does not match")

    status, headers, body = signed(url, "AKIAUNKNOWNKEY000000", "whatever")
    assert status == 403 and headers["x-amzn-errortype"] == "UnrecognizedClientException"
    assert body == {"message": "The security token included in the request is invalid."}


def test_the_account_root_is_allowed(enforcing: LabcloudProcess) -> None:
    apigw = enforcing.boto3_client("apigateway")
    api_id = iam_api(apigw)
    status, _, body = signed(invoke_url(enforcing, api_id, "prod", "/pets/4"), "test", "test")
    assert status == 200 and body["arn"] == "arn:aws:iam::000000000000:root"


def _role(server: LabcloudProcess, name: str, statements: list[dict[str, Any]]) -> str:
    iam = server.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "apigateway.amazonaws.com"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    if statements:
        iam.put_role_policy(
            RoleName=name,
            PolicyName="invoke",
            PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": statements}),
        )
    return arn


def test_lambda_integrations_invoke_as_their_credentials(enforcing: LabcloudProcess) -> None:
    """No resource policy lets API Gateway invoke the function: the credentials' principal does."""
    function = deploy_function(enforcing, "creds-echo")
    invoke = [{"Effect": "Allow", "Action": "lambda:InvokeFunction", "Resource": function}]
    apigw = enforcing.boto3_client("apigateway")
    api = apigw.create_rest_api(name="credentials")
    api_id, root = api["id"], api["rootResourceId"]
    routes = {
        "caller": ("AWS_IAM", "arn:aws:iam::*:user/*"),
        "role": ("NONE", _role(enforcing, "gateway-invoker", invoke)),
        "powerless": ("NONE", _role(enforcing, "gateway-powerless", [])),
    }
    for part, (auth, credentials) in routes.items():
        resource = apigw.create_resource(restApiId=api_id, parentId=root, pathPart=part)["id"]
        apigw.put_method(restApiId=api_id, resourceId=resource, httpMethod="GET", authorizationType=auth)
        apigw.put_integration(
            restApiId=api_id,
            resourceId=resource,
            httpMethod="GET",
            type="AWS_PROXY",
            integrationHttpMethod="POST",
            uri=lambda_uri(function),
            credentials=credentials,
        )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    execute = {"Effect": "Allow", "Action": "execute-api:Invoke", "Resource": "*"}
    key, secret = user_keys(enforcing, "lambda-caller", [execute, *invoke])
    status, _, body = signed(invoke_url(enforcing, api_id, "prod", "/caller"), key, secret)
    assert status == 200 and body["requestContext"]["identity"]["userArn"].endswith(":user/lambda-caller")
    key, secret = user_keys(enforcing, "gateway-only", [execute])
    status, _, body = signed(invoke_url(enforcing, api_id, "prod", "/caller"), key, secret)
    assert (status, body) == (500, {"message": "Internal server error"})

    status, _, answer = http(invoke_url(enforcing, api_id, "prod", "/role"))
    assert status == 200 and json.loads(answer)["path"] == "/role"
    status, _, answer = http(invoke_url(enforcing, api_id, "prod", "/powerless"))
    assert (status, json.loads(answer)) == (500, {"message": "Internal server error"})

    apigw.put_method(restApiId=api_id, resourceId=root, httpMethod="ANY", authorizationType="NONE")
    for kind, credentials in (("MOCK", "arn:aws:iam::000000000000:role/gateway-invoker"), ("AWS_PROXY", "*")):
        with pytest.raises(ClientError) as info:
            apigw.put_integration(
                restApiId=api_id,
                resourceId=root,
                httpMethod="ANY",
                type=kind,
                integrationHttpMethod="POST",
                uri=lambda_uri(function),
                credentials=credentials,
            )
        assert info.value.response["Error"]["Code"] == "BadRequestException", kind
