"""Helpers for API Gateway tests: a function deployed behind an API, the invoke URL, building methods."""

from __future__ import annotations

import io
import json
import zipfile
from typing import Any

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}

ECHO = """
import json

def handler(event, context):
    return {"statusCode": 200, "headers": {"Content-Type": "application/json", "X-Echo": "yes"},
            "body": json.dumps(event)}
"""


def make_zip(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    return buffer.getvalue()


def deploy_function(server: Any, name: str, code: str = ECHO) -> str:
    """A python function ``name`` running ``code`` (``app.handler``); its ARN."""
    iam = server.boto3_client("iam")
    try:
        role = iam.create_role(RoleName="apigw-test-role", AssumeRolePolicyDocument=json.dumps(TRUST))[
            "Role"
        ]["Arn"]
    except iam.exceptions.EntityAlreadyExistsException:
        role = iam.get_role(RoleName="apigw-test-role")["Role"]["Arn"]
    lam = server.boto3_client("lambda")
    arn: str = lam.create_function(
        FunctionName=name,
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": code})},
    )["FunctionArn"]
    lam.get_waiter("function_active_v2").wait(FunctionName=name)
    return arn


def allow_gateway(server: Any, function: str, api_id: str, source: str = "*/*/*") -> None:
    server.boto3_client("lambda").add_permission(
        FunctionName=function,
        StatementId=f"apigw-{api_id}",
        Action="lambda:InvokeFunction",
        Principal="apigateway.amazonaws.com",
        SourceArn=f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/{source}",
    )


def lambda_uri(function_arn: str) -> str:
    return f"arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/{function_arn}/invocations"


def proxy_method(apigw: Any, api_id: str, resource_id: str, method: str, function_arn: str) -> None:
    apigw.put_method(restApiId=api_id, resourceId=resource_id, httpMethod=method, authorizationType="NONE")
    apigw.put_integration(
        restApiId=api_id,
        resourceId=resource_id,
        httpMethod=method,
        type="AWS_PROXY",
        integrationHttpMethod="POST",
        uri=lambda_uri(function_arn),
    )


def invoke_url(server: Any, api_id: str, stage: str, path: str = "/") -> str:
    """The path form of the invoke URL (the host form needs a ``*.localhost`` resolver)."""
    return f"{server.endpoint}/_labcloud/execute-api/{api_id}/{stage}{path}"


def host_url(server: Any, api_id: str, stage: str, path: str = "/") -> str:
    port = server.endpoint.rsplit(":", 1)[1]
    return f"http://{api_id}.execute-api.localhost:{port}/{stage}{path}"


def http(
    url: str, method: str = "GET", body: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, dict[str, str], bytes]:
    """A plain HTTP request (urllib): status, headers (names lower-cased), body — errors included."""
    import urllib.error
    import urllib.request

    request = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


def wait_stack(cfn: Any, name: str, timeout: float = 120.0) -> dict[str, Any]:
    """The stack once it leaves its *_IN_PROGRESS state."""
    import time

    deadline = time.monotonic() + timeout
    while True:
        stack: dict[str, Any] = cfn.describe_stacks(StackName=name)["Stacks"][0]
        if not stack["StackStatus"].endswith("_IN_PROGRESS") or time.monotonic() > deadline:
            return stack
        time.sleep(0.2)
