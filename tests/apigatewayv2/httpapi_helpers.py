"""Helpers for HTTP API tests: a function to put behind an API, the invoke URLs, plain HTTP requests."""

from __future__ import annotations

import io
import json
import urllib.error
import urllib.request
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
    return {"statusCode": 200, "headers": {"Content-Type": "application/json"}, "body": json.dumps(event),
            "cookies": ["a=1; Path=/"]}
"""


def deploy_function(server: Any, name: str, code: str = ECHO) -> str:
    iam = server.boto3_client("iam")
    try:
        role = iam.create_role(RoleName="httpapi-role", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"][
            "Arn"
        ]
    except iam.exceptions.EntityAlreadyExistsException:
        role = iam.get_role(RoleName="httpapi-role")["Role"]["Arn"]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", code)
    lam = server.boto3_client("lambda")
    arn: str = lam.create_function(
        FunctionName=name,
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": buffer.getvalue()},
    )["FunctionArn"]
    lam.get_waiter("function_active_v2").wait(FunctionName=name)
    return arn


def allow(server: Any, function: str, api_id: str) -> None:
    server.boto3_client("lambda").add_permission(
        FunctionName=function,
        StatementId=f"httpapi-{api_id}",
        Action="lambda:InvokeFunction",
        Principal="apigateway.amazonaws.com",
        SourceArn=f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/*",
    )


def url(server: Any, api_id: str, path: str = "/") -> str:
    """The path form of an invoke URL (``path`` includes the stage, none for ``$default``)."""
    return f"{server.endpoint}/_labcloud/execute-api/{api_id}{path}"


def http(
    target: str, method: str = "GET", body: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(target, data=body, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()
