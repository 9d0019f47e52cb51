"""HTTP API routes with ``AuthorizationType: AWS_IAM``: SigV4-signed requests (botocore's signer, curl's
``--aws-sigv4``) decided by the caller's IAM policies for ``execute-api:Invoke`` on
``<api>/<stage>/<METHOD>/<path>``, the signer in ``requestContext.authorizer.iam`` (payload 2.0) or
``requestContext.identity`` (1.0), and AWS's 403 answers for unsigned, mis-signed and refused callers."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from typing import Any

import pytest
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials
from botocore.exceptions import ClientError
from httpapi_helpers import allow, deploy_function, http, url

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def api(enforcing: LabcloudProcess) -> dict[str, str]:
    """``GET/POST /pets/{id}`` (payload 2.0) and ``GET /v1/{id}`` (payload 1.0), all AWS_IAM, stage ``prod``."""
    function = deploy_function(enforcing, "httpapi-iam-echo")
    v2 = enforcing.boto3_client("apigatewayv2")
    api_id: str = v2.create_api(Name="iam-routes", ProtocolType="HTTP")["ApiId"]
    allow(enforcing, function, api_id)
    for version, keys in (("2.0", ["GET /pets/{id}", "POST /pets/{id}"]), ("1.0", ["GET /v1/{id}"])):
        integration = v2.create_integration(
            ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=function, PayloadFormatVersion=version
        )["IntegrationId"]
        for key in keys:
            route = v2.create_route(
                ApiId=api_id, RouteKey=key, AuthorizationType="AWS_IAM", Target=f"integrations/{integration}"
            )
            assert route["AuthorizationType"] == "AWS_IAM" and "AuthorizerId" not in route
    v2.create_stage(ApiId=api_id, StageName="prod", AutoDeploy=True)
    return {"id": api_id, "arn": f"arn:aws:execute-api:us-east-1:{ACCOUNT}:{api_id}"}


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


def signed(target: str, key: str, secret: str, method: str = "GET") -> tuple[int, dict[str, str], Any]:
    request = AWSRequest(method=method, url=target, data=b"")
    SigV4Auth(Credentials(key, secret), "execute-api", "us-east-1").add_auth(request)
    status, headers, body = http(target, method=method, headers=dict(request.headers.items()))
    return status, headers, json.loads(body)


def test_an_allowed_signer_reaches_the_function_with_the_iam_block(
    enforcing: LabcloudProcess, api: dict[str, str]
) -> None:
    key, secret = user_keys(
        enforcing,
        "iam-reader",
        [
            {"Effect": "Allow", "Action": "execute-api:Invoke", "Resource": f"{api['arn']}/prod/*/pets/*"},
            {"Effect": "Deny", "Action": "execute-api:Invoke", "Resource": f"{api['arn']}/prod/POST/*"},
        ],
    )
    user_id = enforcing.boto3_client("iam").get_user(UserName="iam-reader")["User"]["UserId"]
    status, _, event = signed(url(enforcing, api["id"], "/prod/pets/7"), key, secret)
    assert status == 200, event
    assert event["requestContext"]["authorizer"] == {
        "iam": {
            "accessKey": key,
            "accountId": ACCOUNT,
            "callerId": user_id,
            "cognitoIdentity": None,
            "principalOrgId": None,
            "userArn": f"arn:aws:iam::{ACCOUNT}:user/iam-reader",
            "userId": user_id,
        }
    }

    status, headers, body = signed(url(enforcing, api["id"], "/prod/pets/7"), key, secret, "POST")
    assert status == 403 and headers["x-amzn-errortype"] == "AccessDeniedException"
    assert body == {
        "message": f"User: arn:aws:iam::{ACCOUNT}:user/iam-reader is not authorized to perform: "
        f"execute-api:Invoke on resource: {api['arn']}/prod/POST/pets/7 with an explicit deny"
    }


def test_a_signer_without_a_policy_is_refused(enforcing: LabcloudProcess, api: dict[str, str]) -> None:
    key, secret = user_keys(
        enforcing, "iam-nobody", [{"Effect": "Allow", "Action": "sqs:ListQueues", "Resource": "*"}]
    )
    status, headers, body = signed(url(enforcing, api["id"], "/prod/pets/2"), key, secret)
    assert status == 403 and headers["x-amzn-errortype"] == "AccessDeniedException"
    assert body == {
        "message": f"User: arn:aws:iam::{ACCOUNT}:user/iam-nobody is not authorized to perform: "
        f"execute-api:Invoke on resource: {api['arn']}/prod/GET/pets/2"
    }


def test_payload_1_0_carries_the_signer_in_the_identity(
    enforcing: LabcloudProcess, api: dict[str, str]
) -> None:
    status, _, event = signed(url(enforcing, api["id"], "/prod/v1/3"), "test", "test")
    assert status == 200, event
    identity = event["requestContext"]["identity"]
    assert identity["userArn"] == f"arn:aws:iam::{ACCOUNT}:root"
    assert identity["accessKey"] == "test" and identity["accountId"] == ACCOUNT
    assert "authorizer" not in event["requestContext"]


def test_curl_unsigned_is_forbidden_and_signed_is_served(
    enforcing: LabcloudProcess, api: dict[str, str]
) -> None:
    target = url(enforcing, api["id"], "/prod/pets/5")
    out = subprocess.run(
        ["curl", "-s", "-i", target], capture_output=True, text=True, timeout=30, check=True
    ).stdout
    head, _, body = out.partition("\n\n")  # text mode: CRLF read as LF
    assert head.startswith("HTTP/1.1 403")
    assert json.loads(body) == {"message": "Forbidden"}
    assert "apigw-requestid:" in head.lower()

    key, secret = user_keys(
        enforcing, "iam-curl", [{"Effect": "Allow", "Action": "execute-api:Invoke", "Resource": "*"}]
    )
    out = subprocess.run(
        ["curl", "-s", "--aws-sigv4", "aws:amz:us-east-1:execute-api", "--user", f"{key}:{secret}", target],
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    ).stdout
    event = json.loads(out)
    assert event["requestContext"]["authorizer"]["iam"]["userArn"] == f"arn:aws:iam::{ACCOUNT}:user/iam-curl"

    out = subprocess.run(
        ["curl", "-s", "--aws-sigv4", "aws:amz:us-east-1:execute-api", "--user", f"{key}:wrong", target],
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    ).stdout
    assert json.loads(out)["message"].startswith("The request signature we calculated does not match")


def test_an_unknown_key_is_refused(enforcing: LabcloudProcess, api: dict[str, str]) -> None:
    status, headers, body = signed(url(enforcing, api["id"], "/prod/pets/4"), "AKIAUNKNOWNKEY000000", "x")
    assert status == 403 and headers["x-amzn-errortype"] == "UnrecognizedClientException"
    assert body == {"message": "The security token included in the request is invalid."}


def test_aws_iam_takes_no_authorizer(enforcing: LabcloudProcess, api: dict[str, str]) -> None:
    v2 = enforcing.boto3_client("apigatewayv2")
    with pytest.raises(ClientError) as caught:
        v2.create_route(
            ApiId=api["id"], RouteKey="GET /x", AuthorizationType="AWS_IAM", AuthorizerId="abc123"
        )
    assert caught.value.response["Error"]["Code"] == "BadRequestException"


def test_an_imported_awssigv4_scheme_guards_its_routes(enforcing: LabcloudProcess) -> None:
    """SAM's ``EnableIamAuthorizer`` writes this scheme into the API's OpenAPI document."""
    function = deploy_function(enforcing, "httpapi-iam-imported")
    document = {
        "openapi": "3.0.1",
        "info": {"title": "iam-imported", "version": "1"},
        "components": {
            "securitySchemes": {
                "AWS_IAM": {
                    "type": "apiKey",
                    "name": "Authorization",
                    "in": "header",
                    "x-amazon-apigateway-authtype": "awsSigv4",
                }
            }
        },
        "paths": {
            "/hello": {
                "get": {
                    "security": [{"AWS_IAM": []}],
                    "x-amazon-apigateway-integration": {
                        "type": "aws_proxy",
                        "httpMethod": "POST",
                        "uri": function,
                        "payloadFormatVersion": "2.0",
                    },
                }
            }
        },
    }
    v2 = enforcing.boto3_client("apigatewayv2")
    api_id = v2.import_api(Body=json.dumps(document))["ApiId"]
    allow(enforcing, function, api_id)
    assert [r["AuthorizationType"] for r in v2.get_routes(ApiId=api_id)["Items"]] == ["AWS_IAM"]
    assert v2.get_authorizers(ApiId=api_id)["Items"] == []
    v2.create_stage(ApiId=api_id, StageName="$default", AutoDeploy=True)
    status, _, body = http(url(enforcing, api_id, "/hello"))
    assert (status, json.loads(body)) == (403, {"message": "Forbidden"})
    status, _, event = signed(url(enforcing, api_id, "/hello"), "test", "test")
    assert status == 200 and event["requestContext"]["authorizer"]["iam"]["accessKey"] == "test"
