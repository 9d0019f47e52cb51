"""Shared steps of the Firehose tests: a delivery role, a bucket, waiting for delivered objects."""

from __future__ import annotations

import json
import time
from typing import Any

from botocore.exceptions import ClientError

ACCOUNT = "000000000000"
REGION = "us-east-1"
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {
            "Effect": "Allow",
            "Principal": {"Service": "firehose.amazonaws.com"},
            "Action": "sts:AssumeRole",
            "Condition": {"StringEquals": {"sts:ExternalId": ACCOUNT}},
        }
    ],
}


def error_of(call: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
    try:
        call(*args, **kwargs)
    except ClientError as error:
        return {
            "Code": error.response["Error"]["Code"],
            "Message": error.response["Error"].get("Message", ""),
            "Status": error.response["ResponseMetadata"]["HTTPStatusCode"],
        }
    raise AssertionError("the call succeeded")


def delivery_role(server: Any, name: str, actions: list[str], trust: dict[str, Any] = TRUST) -> str:
    """A role Firehose acts as, allowed ``actions`` on every resource."""
    iam = server.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    if actions:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}],
        }
        iam.put_role_policy(RoleName=name, PolicyName="firehose", PolicyDocument=json.dumps(policy))
    return arn


def bucket(s3: Any, name: str) -> str:
    s3.create_bucket(Bucket=name)
    return f"arn:aws:s3:::{name}"


def objects(s3: Any, name: str, prefix: str = "") -> list[str]:
    listed = s3.list_objects_v2(Bucket=name, Prefix=prefix).get("Contents") or []
    return sorted(item["Key"] for item in listed)


def wait_objects(s3: Any, name: str, count: int = 1, prefix: str = "", timeout: float = 20.0) -> list[str]:
    deadline = time.monotonic() + timeout
    while True:
        found = objects(s3, name, prefix)
        if len(found) >= count or time.monotonic() > deadline:
            return found
        time.sleep(0.1)


def body(s3: Any, name: str, key: str) -> bytes:
    data: bytes = s3.get_object(Bucket=name, Key=key)["Body"].read()
    return data


LAMBDA_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def make_zip(files: dict[str, str]) -> bytes:
    import io
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    return buffer.getvalue()


def function(server: Any, name: str, code: str) -> str:
    """A python function ``name`` running ``code`` (``app.handler``); its ARN."""
    iam = server.boto3_client("iam")
    role = iam.create_role(RoleName=f"{name}-role", AssumeRolePolicyDocument=json.dumps(LAMBDA_TRUST))[
        "Role"
    ]["Arn"]
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
