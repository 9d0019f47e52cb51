"""The AWS Parameters and Secrets Lambda extension's HTTP interface: a function with the extension's
layer reads a secret and a SecureString over HTTP with its session token, as its execution role."""

from __future__ import annotations

import json
import uuid
from typing import Any

from lambda_helpers import wait_for

LAYER = "arn:aws:lambda:us-east-1:177933569100:layer:AWS-Parameters-and-Secrets-Lambda-Extension:12"
CODE = """
import json, os, urllib.error, urllib.parse, urllib.request

def get(path, token):
    port = os.environ.get("PARAMETERS_SECRETS_EXTENSION_HTTP_PORT", "2773")
    request = urllib.request.Request(f"http://localhost:{port}{path}")
    if token:
        request.add_header("X-Aws-Parameters-Secrets-Token", token)
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()

def handler(event, context):
    token = os.environ["AWS_SESSION_TOKEN"] if event.get("token", True) else ""
    return {
        "secret": get("/secretsmanager/get?secretId=" + urllib.parse.quote(event["secret"]), token),
        "parameter": get("/systemsmanager/parameters/get?withDecryption=true&name=" + urllib.parse.quote(event["parameter"]), token),
    }
"""
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _role(labcloud: Any, actions: list[str]) -> str:
    iam = labcloud.boto3_client("iam")
    name = f"ext-{uuid.uuid4().hex[:8]}"
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    if actions:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}],
        }
        iam.put_role_policy(RoleName=name, PolicyName="reads", PolicyDocument=json.dumps(policy))
    return arn


def _invoke(lam: Any, name: str, event: dict[str, Any]) -> dict[str, Any]:
    answer = lam.invoke(FunctionName=name, Payload=json.dumps(event).encode())
    payload: dict[str, Any] = json.loads(answer["Payload"].read())
    assert "FunctionError" not in answer, payload
    return payload


def test_a_function_reads_a_secret_and_a_secure_string(labcloud: Any, lam: Any) -> None:
    secret_name, parameter_name = f"db-{uuid.uuid4().hex[:6]}", f"/app/{uuid.uuid4().hex[:6]}/password"
    labcloud.boto3_client("secretsmanager").create_secret(Name=secret_name, SecretString='{"user": "admin"}')
    labcloud.boto3_client("ssm").put_parameter(Name=parameter_name, Value="s3cret", Type="SecureString")
    role = _role(labcloud, ["secretsmanager:GetSecretValue", "ssm:GetParameter", "kms:Decrypt"])
    name = f"ext-fn-{uuid.uuid4().hex[:6]}"
    lam.create_function(
        FunctionName=name,
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": _zip(CODE)},
        Layers=[LAYER],
        Environment={"Variables": {"SECRETS_MANAGER_TTL": "300"}},
    )
    wait_for(lambda: lam.get_function_configuration(FunctionName=name)["State"] == "Active")
    assert lam.get_function_configuration(FunctionName=name)["Layers"] == [{"Arn": LAYER, "CodeSize": 0}]
    out = _invoke(lam, name, {"secret": secret_name, "parameter": parameter_name})
    status, secret = out["secret"]
    assert status == 200 and secret["Name"] == secret_name and secret["SecretString"] == '{"user": "admin"}'
    assert "AWSCURRENT" in secret["VersionStages"]
    status, parameter = out["parameter"]
    assert status == 200 and parameter["Parameter"]["Value"] == "s3cret"
    assert parameter["Parameter"]["Type"] == "SecureString"
    # without the session token the extension refuses
    out = _invoke(lam, name, {"secret": secret_name, "parameter": parameter_name, "token": False})
    assert out["secret"][0] == 401 and out["parameter"][0] == 401


def test_the_role_decides(labcloud: Any, lam: Any) -> None:
    secret_name = f"db-{uuid.uuid4().hex[:6]}"
    labcloud.boto3_client("secretsmanager").create_secret(Name=secret_name, SecretString="x")
    name = f"ext-deny-{uuid.uuid4().hex[:6]}"
    lam.create_function(
        FunctionName=name,
        Runtime="python3.12",
        Role=_role(labcloud, ["ssm:GetParameter"]),
        Handler="app.handler",
        Code={"ZipFile": _zip(CODE)},
        Layers=[LAYER],
    )
    wait_for(lambda: lam.get_function_configuration(FunctionName=name)["State"] == "Active")
    out = _invoke(lam, name, {"secret": secret_name, "parameter": "/missing/parameter"})
    status, body = out["secret"]
    assert status == 400 and json.loads(body)["__type"] == "AccessDeniedException"
    status, body = out["parameter"]
    assert status == 400 and json.loads(body)["__type"] == "ParameterNotFound"


def _zip(code: str) -> bytes:
    from lambda_helpers import make_zip

    return make_zip({"app.py": code})
