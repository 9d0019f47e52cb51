"""Session durability across a crash, and the Python API other services use (mint_role_session)."""

from __future__ import annotations

import asyncio
import json

import pytest
from sts_helpers import ACCOUNT, role, session_client, trust

from labcloud.config import Settings
from labcloud.errors import AwsError
from labcloud.hub import Hub
from labcloud.testing.server_process import LabcloudProcess


def test_session_credentials_survive_kill_and_restart(tmp_path):
    first = LabcloudProcess(data_dir=tmp_path).start()
    try:
        arn = role(first.boto3_client("iam"), "durable", trust({"AWS": ACCOUNT}))
        creds = first.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="keep")["Credentials"]
    finally:
        first.kill()
    second = LabcloudProcess(data_dir=tmp_path).start()
    try:
        identity = session_client(second, "sts", creds).get_caller_identity()
        assert identity["Arn"] == f"arn:aws:sts::{ACCOUNT}:assumed-role/durable/keep"
    finally:
        second.stop()


def _run(coro):
    return asyncio.run(coro)


async def _with_hub(body):
    hub = Hub(Settings(in_memory=True))
    await hub.start()
    try:
        return await body(hub)
    finally:
        await hub.stop()
        hub.close()


def test_mint_role_session_gives_the_role_its_policies():
    async def body(hub):
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": "logs:*", "Resource": "*"}],
        }
        await hub.call(
            "iam",
            "CreateRole",
            {"RoleName": "fn-role", "AssumeRolePolicyDocument": trust({"Service": "lambda.amazonaws.com"})},
        )
        await hub.call(
            "iam",
            "PutRolePolicy",
            {"RoleName": "fn-role", "PolicyName": "logs", "PolicyDocument": json.dumps(policy)},
        )
        sts = hub.providers["sts"]
        creds = sts.mint_role_session(f"arn:aws:iam::{ACCOUNT}:role/fn-role", "fn", ACCOUNT)
        assert set(creds) == {"AccessKeyId", "SecretAccessKey", "SessionToken", "Expiration"}
        principal = hub.identity.principal_for(creds["AccessKeyId"], "logs")
        assert principal.arn == f"arn:aws:sts::{ACCOUNT}:assumed-role/fn-role/fn"
        assert principal.kind == "assumed-role" and principal.user_id.startswith("AROA")
        await hub.call("logs", "CreateLogGroup", {"logGroupName": "/aws/lambda/fn"}, principal=principal)
        with pytest.raises(AwsError) as info:
            await hub.call(
                "sqs", "ReceiveMessage", {"QueueUrl": f"http://x/{ACCOUNT}/q"}, principal=principal
            )
        assert (info.value.code, info.value.query_code, info.value.status) == (
            "AccessDeniedException",
            "AccessDenied",
            403,
        )
        # role_principal: the same identity without keys, for hub.call from inside labcloud.
        inner = sts.role_principal(f"arn:aws:iam::{ACCOUNT}:role/fn-role", "esm")
        await hub.call("logs", "CreateLogGroup", {"logGroupName": "/aws/lambda/other"}, principal=inner)

    _run(_with_hub(body))


def test_minted_session_of_a_missing_role_is_denied_everything():
    async def body(hub):
        sts = hub.providers["sts"]
        creds = sts.mint_role_session(f"arn:aws:iam::{ACCOUNT}:role/not-yet", "fn")
        principal = hub.identity.principal_for(creds["AccessKeyId"], "logs")
        with pytest.raises(AwsError) as info:
            await hub.call("logs", "CreateLogGroup", {"logGroupName": "g"}, principal=principal)
        assert info.value.message == (
            f"User: arn:aws:sts::{ACCOUNT}:assumed-role/not-yet/fn is not authorized to perform: logs:CreateLogGroup "
            f"on resource: arn:aws:logs:us-east-1:{ACCOUNT}:log-group:g:* because no identity-based policy allows "
            "the logs:CreateLogGroup action"
        )

    _run(_with_hub(body))


def test_expired_session_answers_expired_token_per_service():
    async def body(hub):
        creds = hub.providers["sts"].mint_role_session(
            f"arn:aws:iam::{ACCOUNT}:role/r", "old", duration_seconds=-1
        )
        for service, code, status in (
            ("sts", "ExpiredToken", 403),
            ("dynamodb", "ExpiredTokenException", 400),
            ("lambda", "ExpiredTokenException", 403),
        ):
            with pytest.raises(AwsError) as info:
                hub.identity.principal_for(creds["AccessKeyId"], service)
            assert (info.value.code, info.value.status) == (code, status)
            assert info.value.message == "The security token included in the request is expired"

    _run(_with_hub(body))


def test_is_allowed_checks_an_execution_role_before_a_mapping():
    async def body(hub):
        policy = {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Action": ["sqs:ReceiveMessage", "sqs:GetQueueAttributes"],
                    "Resource": "*",
                }
            ],
        }
        await hub.call(
            "iam",
            "CreateRole",
            {"RoleName": "esm-role", "AssumeRolePolicyDocument": trust({"Service": "lambda.amazonaws.com"})},
        )
        await hub.call(
            "iam",
            "PutRolePolicy",
            {"RoleName": "esm-role", "PolicyName": "p", "PolicyDocument": json.dumps(policy)},
        )
        iam, sts = hub.providers["iam"], hub.providers["sts"]
        principal = sts.role_principal(f"arn:aws:iam::{ACCOUNT}:role/esm-role", "esm")
        queue = f"arn:aws:sqs:us-east-1:{ACCOUNT}:jobs"
        assert iam.is_allowed(principal, "sqs:ReceiveMessage", queue).allowed
        denied = iam.is_allowed(principal, "sqs:DeleteMessage", queue)
        assert (denied.allowed, denied.kind) == (False, "implicit_deny")
        assert iam.is_allowed(hub.identity.root(), "sqs:DeleteMessage", queue).allowed

    _run(_with_hub(body))
