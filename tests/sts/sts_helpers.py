"""Small builders for STS tests."""

from __future__ import annotations

import json
from typing import Any

ACCOUNT = "000000000000"


def trust(*principals: dict[str, Any]) -> str:
    return json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {"Effect": "Allow", "Principal": p, "Action": "sts:AssumeRole"} for p in principals
            ],
        }
    )


def role(iam: Any, name: str, trust_policy: str, **kwargs: Any) -> str:
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=trust_policy, **kwargs)["Role"]["Arn"]
    return arn


def session_client(labcloud: Any, service: str, creds: dict[str, Any], **kwargs: Any) -> Any:
    return labcloud.boto3_client(
        service,
        aws_access_key_id=creds["AccessKeyId"],
        aws_secret_access_key=creds["SecretAccessKey"],
        aws_session_token=creds.get("SessionToken"),
        **kwargs,
    )


def error_of(info: Any) -> tuple[str, str, int]:
    response = info.value.response
    return (
        response["Error"]["Code"],
        response["Error"]["Message"],
        response["ResponseMetadata"]["HTTPStatusCode"],
    )
