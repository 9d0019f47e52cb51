"""Small helpers shared by the logs server tests (imported by name; pytest puts this folder on the path)."""

from __future__ import annotations

import json
import time
from typing import Any


def now_ms() -> int:
    return int(time.time() * 1000)


def code_of(info: Any) -> tuple[str, str]:
    error = info.value.response["Error"]
    return error["Code"], error.get("Message", "")


def lambda_zip(code: str) -> bytes:
    """A deployment package with ``app.py`` holding ``code``."""
    import io
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("app.py", code)
    return buffer.getvalue()


def basic_role(server: Any, name: str = "logs-test-lambda-role") -> str:
    """An execution role allowed to write its logs (AWSLambdaBasicExecutionRole)."""
    import json

    iam = server.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    iam.attach_role_policy(
        RoleName=name, PolicyArn="arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole"
    )
    return arn


def wait_until(check: Any, timeout: float = 20.0) -> Any:
    """Poll ``check`` until it returns something truthy (a bound on waiting, not a timing assertion)."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"condition not reached within {timeout} s (last value {value!r})")
        time.sleep(0.1)


def logs_key(kms: Any, region: str = "us-east-1", account: str = "000000000000") -> str:
    """The ARN of a new KMS key whose policy lets CloudWatch Logs use it (as AWS documents)."""
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"AWS": f"arn:aws:iam::{account}:root"},
                "Action": "kms:*",
                "Resource": "*",
            },
            {
                "Effect": "Allow",
                "Principal": {"Service": f"logs.{region}.amazonaws.com"},
                "Action": [
                    "kms:Encrypt*",
                    "kms:Decrypt*",
                    "kms:ReEncrypt*",
                    "kms:GenerateDataKey*",
                    "kms:Describe*",
                ],
                "Resource": "*",
            },
        ],
    }
    return str(kms.create_key(Policy=json.dumps(policy))["KeyMetadata"]["Arn"])
