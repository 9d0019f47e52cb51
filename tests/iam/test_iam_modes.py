"""``--enforce-iam`` (users' policies enforced, unknown keys refused) and ``--verify-signatures``."""

from __future__ import annotations

import pytest
from botocore.exceptions import ClientError
from iam_api_helpers import allow, denied_message, document, error_of, make_role

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module")
def enforcing():
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def verifying():
    server = LabcloudProcess(in_memory=True, extra_args=["--verify-signatures"]).start()
    try:
        yield server
    finally:
        server.stop()


def _client(server, service, key, secret, token=None, **kwargs):
    return server.boto3_client(
        service, aws_access_key_id=key, aws_secret_access_key=secret, aws_session_token=token, **kwargs
    )


@pytest.mark.parametrize(
    ("service", "call", "code", "status"),
    [
        ("sts", lambda c: c.get_caller_identity(), "InvalidClientTokenId", 403),
        ("iam", lambda c: c.list_roles(), "InvalidClientTokenId", 403),
        ("sqs", lambda c: c.list_queues(), "InvalidClientTokenId", 403),
        ("dynamodb", lambda c: c.list_tables(), "UnrecognizedClientException", 400),
        ("logs", lambda c: c.describe_log_groups(), "UnrecognizedClientException", 400),
        ("lambda", lambda c: c.list_functions(), "UnrecognizedClientException", 403),
    ],
)
def test_enforce_iam_refuses_unknown_keys(enforcing, service, call, code, status):
    with pytest.raises(ClientError) as info:
        call(_client(enforcing, service, "AKIAUNKNOWNKEY000000", "x"))
    assert error_of(info) == (code, "The security token included in the request is invalid.", status)


def test_enforce_iam_keeps_root_keys_and_enforces_users(enforcing):
    enforcing.reset()
    iam = enforcing.boto3_client("iam")
    assert enforcing.boto3_client("sts").get_caller_identity()["Arn"] == "arn:aws:iam::000000000000:root"
    user = iam.create_user(UserName="dev")["User"]["Arn"]
    key = iam.create_access_key(UserName="dev")["AccessKey"]
    iam.put_user_policy(
        UserName="dev",
        PolicyName="read",
        PolicyDocument=document(allow(["dynamodb:GetItem", "logs:Describe*"])),
    )
    ddb = _client(enforcing, "dynamodb", key["AccessKeyId"], key["SecretAccessKey"])
    logs = _client(enforcing, "logs", key["AccessKeyId"], key["SecretAccessKey"])
    assert logs.describe_log_groups()["logGroups"] == []
    with pytest.raises(ClientError) as info:
        ddb.put_item(TableName="tbl", Item={"id": {"S": "1"}})
    table = "arn:aws:dynamodb:us-east-1:000000000000:table/tbl"
    assert error_of(info) == ("AccessDeniedException", denied_message(user, "dynamodb:PutItem", table), 400)
    # A user's own IAM calls are governed too.
    with pytest.raises(ClientError) as info:
        _client(enforcing, "iam", key["AccessKeyId"], key["SecretAccessKey"]).get_user()
    assert error_of(info) == ("AccessDenied", denied_message(user, "iam:GetUser", user), 403)
    iam.attach_user_policy(UserName="dev", PolicyArn="arn:aws:iam::aws:policy/IAMReadOnlyAccess")
    assert (
        _client(enforcing, "iam", key["AccessKeyId"], key["SecretAccessKey"]).get_user()["User"]["Arn"]
        == user
    )


def test_users_are_not_enforced_without_the_flag(labcloud):
    iam = labcloud.boto3_client("iam")
    iam.create_user(UserName="free")
    key = iam.create_access_key(UserName="free")["AccessKey"]
    logs = _client(labcloud, "logs", key["AccessKeyId"], key["SecretAccessKey"])
    assert logs.describe_log_groups()["logGroups"] == []


def _verifying_user(server):
    server.reset()
    iam = server.boto3_client("iam")
    iam.create_user(UserName="signer")
    iam.attach_user_policy(UserName="signer", PolicyArn="arn:aws:iam::aws:policy/AdministratorAccess")
    return iam.create_access_key(UserName="signer")["AccessKey"]


def test_verify_signatures_accepts_correct_signatures(verifying):
    key = _verifying_user(verifying)
    good = {"key": key["AccessKeyId"], "secret": key["SecretAccessKey"]}
    assert _client(verifying, "sts", **good).get_caller_identity()["Arn"].endswith(":user/signer")
    assert _client(verifying, "iam", **good).list_roles(PathPrefix="/a+b=c/")["Roles"] == []
    logs = _client(verifying, "logs", **good)
    logs.create_log_group(logGroupName="/aws/lambda/x")
    assert [g["logGroupName"] for g in logs.describe_log_groups()["logGroups"]] == ["/aws/lambda/x"]
    for service, call in (
        ("lambda", lambda c: c.get_function(FunctionName="my-fn:live")),
        ("dynamodb", lambda c: c.list_tables()),
        ("sqs", lambda c: c.list_queues()),
    ):
        try:
            call(_client(verifying, service, **good))
        except ClientError as error:  # the provider may answer anything but a signature failure
            assert error.response["Error"]["Code"] not in (
                "InvalidSignatureException",
                "SignatureDoesNotMatch",
            )
    make_role(verifying.boto3_client("iam"), "assumable")
    creds = _client(verifying, "sts", **good).assume_role(
        RoleArn="arn:aws:iam::000000000000:role/assumable", RoleSessionName="signed"
    )["Credentials"]
    session = _client(verifying, "sts", creds["AccessKeyId"], creds["SecretAccessKey"], creds["SessionToken"])
    assert session.get_caller_identity()["Arn"].endswith(":assumed-role/assumable/signed")
    # Root/test keys have no secret labcloud knows: they are not checked.
    assert (
        verifying.boto3_client("sts", aws_secret_access_key="anything").get_caller_identity()["Account"]
        == "000000000000"
    )


@pytest.mark.parametrize(
    ("service", "call", "code", "status"),
    [
        ("sts", lambda c: c.get_caller_identity(), "SignatureDoesNotMatch", 403),
        ("iam", lambda c: c.list_roles(), "SignatureDoesNotMatch", 403),
        ("sqs", lambda c: c.list_queues(), "SignatureDoesNotMatch", 403),
        ("dynamodb", lambda c: c.list_tables(), "InvalidSignatureException", 400),
        ("logs", lambda c: c.describe_log_groups(), "InvalidSignatureException", 400),
        ("lambda", lambda c: c.get_function(FunctionName="f:1"), "InvalidSignatureException", 403),
    ],
)
def test_verify_signatures_rejects_a_wrong_secret(verifying, service, call, code, status):
    key = _verifying_user(verifying)
    with pytest.raises(ClientError) as info:
        call(_client(verifying, service, key["AccessKeyId"], "wrong" + key["SecretAccessKey"][5:]))
    assert error_of(info) == (
        code,
        (
            "The request signature we calculated does not match the signature you provided. Check your AWS Secret "
            "Access Key and signing method. Consult the service documentation for details."
        ),
        status,
    )


def test_verify_signatures_checks_the_session_token(verifying):
    _verifying_user(verifying)
    make_role(verifying.boto3_client("iam"), "tokened")
    creds = verifying.boto3_client("sts").assume_role(
        RoleArn="arn:aws:iam::000000000000:role/tokened", RoleSessionName="tt"
    )["Credentials"]
    with pytest.raises(ClientError) as info:
        _client(
            verifying, "sts", creds["AccessKeyId"], creds["SecretAccessKey"], "not-the-token"
        ).get_caller_identity()
    assert error_of(info) == (
        "InvalidClientTokenId",
        "The security token included in the request is invalid.",
        403,
    )
