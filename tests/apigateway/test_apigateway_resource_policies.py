"""REST API resource policies at the invoke URL: Deny wins (with conditions such as aws:SourceIp), a
method without authorization needs an Allow, another account's AWS_IAM caller needs the policy's
Allow; AWS's 403 messages, and ``execute-api:/`` resources expanded to the API's ARN."""

from __future__ import annotations

import json
from typing import Any

import pytest
from apigw_helpers import http, invoke_url
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials

from labcloud.testing.server_process import LabcloudProcess


def policy(*statements: dict[str, Any]) -> str:
    return json.dumps({"Version": "2012-10-17", "Statement": list(statements)})


ALLOW_ALL = {
    "Effect": "Allow",
    "Principal": "*",
    "Action": "execute-api:Invoke",
    "Resource": "execute-api:/*",
}


def guarded_api(apigw: Any, document: str, authorization: str = "NONE") -> str:
    """GET /open and GET /private (MOCK), deployed to ``prod``, with the resource policy ``document``."""
    api = apigw.create_rest_api(name="guarded", policy=document)
    api_id, root = api["id"], api["rootResourceId"]
    for part in ("open", "private"):
        resource = apigw.create_resource(restApiId=api_id, parentId=root, pathPart=part)["id"]
        apigw.put_method(
            restApiId=api_id, resourceId=resource, httpMethod="GET", authorizationType=authorization
        )
        apigw.put_integration(
            restApiId=api_id,
            resourceId=resource,
            httpMethod="GET",
            type="MOCK",
            requestTemplates={"application/json": '{"statusCode": 200}'},
        )
        apigw.put_method_response(restApiId=api_id, resourceId=resource, httpMethod="GET", statusCode="200")
        apigw.put_integration_response(
            restApiId=api_id, resourceId=resource, httpMethod="GET", statusCode="200", responseTemplates={}
        )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    return api_id


def arn(api_id: str, path: str) -> str:
    return f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/prod/GET{path}"


def test_an_explicit_deny_by_source_ip_wins(labcloud: LabcloudProcess, apigw: Any) -> None:
    deny = {
        "Effect": "Deny",
        "Principal": "*",
        "Action": "execute-api:Invoke",
        "Resource": "execute-api:/*/GET/private",
        "Condition": {"NotIpAddress": {"aws:SourceIp": ["10.0.0.0/8"]}},
    }
    api_id = guarded_api(apigw, policy(ALLOW_ALL, deny))
    stored = json.loads(json.loads('"' + apigw.get_rest_api(restApiId=api_id)["policy"] + '"'))  # escaped
    assert stored["Statement"][0]["Resource"] == f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/*"
    assert http(invoke_url(labcloud, api_id, "prod", "/open"))[0] == 200
    status, headers, body = http(invoke_url(labcloud, api_id, "prod", "/private"))
    assert status == 403 and headers["x-amzn-errortype"] == "AccessDeniedException"
    assert json.loads(body) == {
        "message": "User: anonymous is not authorized to perform: execute-api:Invoke on resource: "
        f"{arn(api_id, '/private')} with an explicit deny"
    }


def test_without_an_allow_anonymous_callers_are_refused(labcloud: LabcloudProcess, apigw: Any) -> None:
    only_account = {**ALLOW_ALL, "Principal": {"AWS": "arn:aws:iam::000000000000:root"}}
    api_id = guarded_api(apigw, policy(only_account))
    status, _, body = http(invoke_url(labcloud, api_id, "prod", "/open"))
    assert (status, json.loads(body)) == (
        403,
        {
            "message": "User: anonymous is not authorized to perform: execute-api:Invoke on resource: "
            f"{arn(api_id, '/open')}"
        },
    )
    apigw.update_rest_api(
        restApiId=api_id, patchOperations=[{"op": "replace", "path": "/policy", "value": policy(ALLOW_ALL)}]
    )
    assert http(invoke_url(labcloud, api_id, "prod", "/open"))[0] == 200


def signed_get(url: str, key: str) -> tuple[int, Any]:
    request = AWSRequest(method="GET", url=url, data=b"")
    SigV4Auth(Credentials(key, "secret"), "execute-api", "us-east-1").add_auth(request)
    status, _, body = http(url, headers=dict(request.headers.items()))
    return status, json.loads(body) if body else None


def test_another_accounts_iam_caller_needs_the_policys_allow(labcloud: LabcloudProcess, apigw: Any) -> None:
    other = {**ALLOW_ALL, "Principal": {"AWS": "222222222222"}, "Resource": "execute-api:/*/GET/open"}
    api_id = guarded_api(apigw, policy(other), authorization="AWS_IAM")
    # a 12-digit access key acts as that account's root
    assert signed_get(invoke_url(labcloud, api_id, "prod", "/open"), "222222222222")[0] == 200
    status, body = signed_get(invoke_url(labcloud, api_id, "prod", "/private"), "222222222222")
    assert (status, body) == (
        403,
        {
            "message": "User: arn:aws:iam::222222222222:root is not authorized to perform: execute-api:Invoke "
            f"on resource: {arn(api_id, '/private')}"
        },
    )
    assert signed_get(invoke_url(labcloud, api_id, "prod", "/open"), "333333333333")[0] == 403
    assert signed_get(invoke_url(labcloud, api_id, "prod", "/private"), "test")[0] == 200  # own account


def test_a_policy_from_an_openapi_definition(labcloud: LabcloudProcess, apigw: Any) -> None:
    definition = {
        "swagger": "2.0",
        "info": {"title": "imported", "version": "1"},
        "x-amazon-apigateway-policy": json.loads(
            policy({**ALLOW_ALL, "Effect": "Deny", "Resource": "execute-api:/*/*/*"})
        ),
        "paths": {
            "/": {
                "get": {
                    "responses": {"200": {"description": "ok"}},
                    "x-amazon-apigateway-integration": {
                        "type": "mock",
                        "requestTemplates": {"application/json": '{"statusCode": 200}'},
                        "responses": {"default": {"statusCode": "200"}},
                    },
                }
            }
        },
    }
    api_id = apigw.import_rest_api(body=json.dumps(definition).encode())["id"]
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    assert http(invoke_url(labcloud, api_id, "prod", "/"))[0] == 403


@pytest.mark.parametrize(
    "document", ["not json", policy({"Effect": "Allow", "Action": "execute-api:Invoke"})]
)
def test_invalid_policies_are_bad_requests(labcloud: LabcloudProcess, apigw: Any, document: str) -> None:
    with pytest.raises(apigw.exceptions.BadRequestException):
        apigw.create_rest_api(name="bad", policy=document)
