"""Builders for IAM tests: policy documents, the seed lab's worker role, clients using STS credentials, and
``failure`` (an expected error's code, status and message)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from botocore.exceptions import ClientError

ACCOUNT = "000000000000"
REGION = "us-east-1"
WORKER_ROLE = "labex-q05-worker-role"
WORKER_SESSION = "labex-q05-worker"
QUEUE_ARN = f"arn:aws:sqs:{REGION}:{ACCOUNT}:labex-q05-jobs"
TABLE_ARN = f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/labex-q05-orders"


def document(*statements: dict[str, Any]) -> str:
    return json.dumps({"Version": "2012-10-17", "Statement": list(statements)})


def allow(action: Any, resource: Any = "*", **extra: Any) -> dict[str, Any]:
    return {"Effect": "Allow", "Action": action, "Resource": resource, **extra}


def deny(action: Any, resource: Any = "*", **extra: Any) -> dict[str, Any]:
    return {"Effect": "Deny", "Action": action, "Resource": resource, **extra}


def trust(*principals: dict[str, Any]) -> str:
    return document(*({"Effect": "Allow", "Principal": p, "Action": "sts:AssumeRole"} for p in principals))


LAMBDA_AND_ACCOUNT_TRUST = trust({"Service": "lambda.amazonaws.com"}, {"AWS": f"arn:aws:iam::{ACCOUNT}:root"})

SEED_POLICY = document(
    allow(["sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes"], QUEUE_ARN),
    allow(["dynamodb:PutItem", "dynamodb:GetItem"], TABLE_ARN),
    allow(["logs:CreateLogGroup", "logs:CreateLogStream", "logs:PutLogEvents"], "*"),
)


def make_role(
    iam: Any, name: str, policy: str | None = None, trust_policy: str = LAMBDA_AND_ACCOUNT_TRUST
) -> str:
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=trust_policy)["Role"]["Arn"]
    if policy is not None:
        iam.put_role_policy(RoleName=name, PolicyName=f"{name}-policy", PolicyDocument=policy)
    return arn


def assume(labcloud: Any, role_arn: str, session: str, **kwargs: Any) -> dict[str, Any]:
    creds: dict[str, Any] = labcloud.boto3_client("sts").assume_role(
        RoleArn=role_arn, RoleSessionName=session, **kwargs
    )["Credentials"]
    return creds


def client_factory(labcloud: Any, creds: dict[str, Any]) -> Callable[[str], Any]:
    def make(service: str) -> Any:
        return labcloud.boto3_client(
            service,
            aws_access_key_id=creds["AccessKeyId"],
            aws_secret_access_key=creds["SecretAccessKey"],
            aws_session_token=creds.get("SessionToken"),
        )

    return make


def role_clients(labcloud: Any, name: str, policy: str, session: str = "session") -> Callable[[str], Any]:
    """A role with ``policy`` inline, and clients acting as a session of it."""
    arn = make_role(labcloud.boto3_client("iam"), name, policy)
    return client_factory(labcloud, assume(labcloud, arn, session))


def error_of(info: Any) -> tuple[str, str, int]:
    response = info.value.response
    return (
        response["Error"]["Code"],
        response["Error"]["Message"],
        response["ResponseMetadata"]["HTTPStatusCode"],
    )


def denied_message(principal: str, action: str, resource: str, explicit: bool = False) -> str:
    head = f"User: {principal} is not authorized to perform: {action} on resource: {resource}"
    if explicit:
        return head + " with an explicit deny in an identity-based policy"
    return head + f" because no identity-based policy allows the {action} action"


def failure(call: Any) -> tuple[str, int, str]:
    """The (code, HTTP status, message) of the AWS error ``call()`` raises."""
    with pytest.raises(ClientError) as info:
        call()
    r = info.value.response
    return r["Error"]["Code"], r["ResponseMetadata"]["HTTPStatusCode"], r["Error"]["Message"]
