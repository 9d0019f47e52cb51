"""Permissions boundaries: reported by GetRole/GetUser, and enforced as a cap on role sessions
(and users under --enforce-iam): the identity policies and the boundary must both allow."""

from __future__ import annotations

import pytest
from botocore.exceptions import ClientError
from iam_api_helpers import (
    ACCOUNT,
    LAMBDA_AND_ACCOUNT_TRUST,
    allow,
    assume,
    client_factory,
    deny,
    document,
    error_of,
)

from labcloud.testing.server_process import LabcloudProcess

SQS_ONLY = "arn:aws:iam::aws:policy/AmazonSQSFullAccess"
SESSION = f"arn:aws:sts::{ACCOUNT}:assumed-role/capped/job"


def _capped_role(labcloud, boundary: str = SQS_ONLY) -> str:
    iam = labcloud.boto3_client("iam")
    arn: str = iam.create_role(
        RoleName="capped", AssumeRolePolicyDocument=LAMBDA_AND_ACCOUNT_TRUST, PermissionsBoundary=boundary
    )["Role"]["Arn"]
    iam.put_role_policy(RoleName="capped", PolicyName="everything", PolicyDocument=document(allow("*")))
    return arn


def test_boundary_is_reported(labcloud):
    iam = labcloud.boto3_client("iam")
    created = iam.create_role(
        RoleName="capped", AssumeRolePolicyDocument=LAMBDA_AND_ACCOUNT_TRUST, PermissionsBoundary=SQS_ONLY
    )["Role"]
    expected = {"PermissionsBoundaryType": "PermissionsBoundaryPolicy", "PermissionsBoundaryArn": SQS_ONLY}
    assert created["PermissionsBoundary"] == expected
    assert iam.get_role(RoleName="capped")["Role"]["PermissionsBoundary"] == expected
    iam.delete_role_permissions_boundary(RoleName="capped")
    assert "PermissionsBoundary" not in iam.get_role(RoleName="capped")["Role"]
    iam.put_role_permissions_boundary(RoleName="capped", PermissionsBoundary=SQS_ONLY)
    assert iam.get_role(RoleName="capped")["Role"]["PermissionsBoundary"] == expected
    iam.create_user(UserName="dev", PermissionsBoundary=SQS_ONLY)
    assert iam.get_user(UserName="dev")["User"]["PermissionsBoundary"] == expected
    iam.delete_user_permissions_boundary(UserName="dev")
    assert "PermissionsBoundary" not in iam.get_user(UserName="dev")["User"]


def test_unknown_boundary_policy_is_refused(labcloud):
    iam = labcloud.boto3_client("iam")
    missing = f"arn:aws:iam::{ACCOUNT}:policy/nope"
    with pytest.raises(ClientError) as info:
        iam.create_role(
            RoleName="r", AssumeRolePolicyDocument=LAMBDA_AND_ACCOUNT_TRUST, PermissionsBoundary=missing
        )
    assert error_of(info) == (
        "NoSuchEntity",
        f"Scope ARN: {missing} does not exist or is not attachable.",
        404,
    )
    assert iam.list_roles()["Roles"] == []
    iam.create_user(UserName="dev")
    with pytest.raises(ClientError) as info:
        iam.put_user_permissions_boundary(UserName="dev", PermissionsBoundary=missing)
    assert error_of(info)[0] == "NoSuchEntity"


def test_boundary_caps_a_role_session(labcloud):
    arn = _capped_role(labcloud)
    clients = client_factory(labcloud, assume(labcloud, arn, "job"))
    assert clients("sqs").create_queue(QueueName="q")["QueueUrl"].endswith("/q")
    with pytest.raises(ClientError) as info:
        clients("dynamodb").describe_table(TableName="orders")
    assert error_of(info) == (
        "AccessDeniedException",
        f"User: {SESSION} is not authorized to perform: dynamodb:DescribeTable on resource: "
        f"arn:aws:dynamodb:us-east-1:{ACCOUNT}:table/orders because no permissions boundary allows the "
        "dynamodb:DescribeTable action",
        400,
    )


def test_boundary_grants_nothing_by_itself(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = iam.create_role(
        RoleName="capped", AssumeRolePolicyDocument=LAMBDA_AND_ACCOUNT_TRUST, PermissionsBoundary=SQS_ONLY
    )["Role"]["Arn"]
    with pytest.raises(ClientError) as info:
        client_factory(labcloud, assume(labcloud, arn, "job"))("sqs").create_queue(QueueName="q")
    assert error_of(info)[1].endswith("because no identity-based policy allows the sqs:createqueue action")


def test_explicit_deny_in_a_boundary_and_removing_it(labcloud):
    iam = labcloud.boto3_client("iam")
    cap = iam.create_policy(PolicyName="cap", PolicyDocument=document(allow("*"), deny("sqs:DeleteQueue")))[
        "Policy"
    ]["Arn"]
    arn = _capped_role(labcloud, cap)
    sqs = client_factory(labcloud, assume(labcloud, arn, "job"))("sqs")
    url = sqs.create_queue(QueueName="q")["QueueUrl"]
    with pytest.raises(ClientError) as info:
        sqs.delete_queue(QueueUrl=url)
    assert error_of(info)[1].endswith("with an explicit deny in a permissions boundary")
    iam.delete_role_permissions_boundary(RoleName="capped")
    sqs.delete_queue(QueueUrl=url)


def test_boundary_caps_users_under_enforce_iam():
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        iam = server.boto3_client("iam")
        iam.create_user(UserName="dev", PermissionsBoundary=SQS_ONLY)
        iam.put_user_policy(UserName="dev", PolicyName="all", PolicyDocument=document(allow("*")))
        key = iam.create_access_key(UserName="dev")["AccessKey"]
        creds = {"AccessKeyId": key["AccessKeyId"], "SecretAccessKey": key["SecretAccessKey"]}
        clients = client_factory(server, creds)
        clients("sqs").list_queues()
        with pytest.raises(ClientError) as info:
            clients("logs").describe_log_groups()
        assert error_of(info)[1].endswith(
            "because no permissions boundary allows the logs:DescribeLogGroups action"
        )
    finally:
        server.stop()


def test_unmask_needs_logs_unmask(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = iam.create_role(RoleName="reader", AssumeRolePolicyDocument=LAMBDA_AND_ACCOUNT_TRUST)["Role"]["Arn"]
    iam.put_role_policy(
        RoleName="reader", PolicyName="read", PolicyDocument=document(allow("logs:FilterLogEvents"))
    )
    labcloud.boto3_client("logs").create_log_group(logGroupName="g")
    logs = client_factory(labcloud, assume(labcloud, arn, "job"))("logs")
    assert logs.filter_log_events(logGroupName="g")["events"] == []
    with pytest.raises(ClientError) as info:
        logs.filter_log_events(logGroupName="g", unmask=True)
    assert error_of(info)[1] == (
        f"User: arn:aws:sts::{ACCOUNT}:assumed-role/reader/job is not authorized to perform: logs:Unmask on "
        f"resource: arn:aws:logs:us-east-1:{ACCOUNT}:log-group:g:* because no identity-based policy allows the "
        "logs:Unmask action"
    )
