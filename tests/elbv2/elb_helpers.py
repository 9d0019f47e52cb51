"""Helpers for ELBv2 tests: a Lambda function to put behind a load balancer, its permission, a
listener's URL and plain HTTP requests."""

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
    return {"statusCode": 201, "statusDescription": "201 Created",
            "headers": {"Content-Type": "application/json", "X-Echo": "yes"},
            "multiValueHeaders": {"Content-Type": ["application/json"], "X-Multi": ["a", "b"]},
            "body": json.dumps(event), "isBase64Encoded": False}
"""


def deploy_function(server: Any, name: str, code: str = ECHO) -> str:
    iam = server.boto3_client("iam")
    try:
        role = iam.create_role(RoleName="elb-role", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    except iam.exceptions.EntityAlreadyExistsException:
        role = iam.get_role(RoleName="elb-role")["Role"]["Arn"]
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


def allow(server: Any, function: str, target_group: str) -> None:
    server.boto3_client("lambda").add_permission(
        FunctionName=function,
        StatementId="elb",
        Action="lambda:InvokeFunction",
        Principal="elasticloadbalancing.amazonaws.com",
        SourceArn=target_group,
    )


def http(
    url: str, method: str = "GET", body: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, dict[str, str], bytes]:
    """A plain request (redirects not followed): status, headers, body."""

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: Any, **kwargs: Any) -> None:
            return None

    opener = urllib.request.build_opener(NoRedirect)
    request = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with opener.open(request, timeout=60) as response:
            return response.status, _joined(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, _joined(error.headers), error.read()


def lb_url(server: Any, dns: str, path: str, port: int | None = None) -> str:
    return f"{server.endpoint}/_labcloud/elb/{dns}{'' if port is None else f':{port}'}{path}"


def _joined(message: Any) -> dict[str, str]:
    """Headers with a repeated field's values joined by ", " (as one would read them)."""
    out: dict[str, str] = {}
    for name, value in message.items():
        out[name] = f"{out[name]}, {value}" if name in out else value
    return out
