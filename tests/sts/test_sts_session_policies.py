"""AssumeRole session policies limit the session (intersection with the role), survive a restart,
and the members labcloud has no implementation for (session tags, MFA) are refused."""

from __future__ import annotations

import json

import pytest
from botocore.exceptions import ClientError
from sts_helpers import ACCOUNT, error_of, role, session_client, trust

from labcloud.testing.server_process import LabcloudProcess

SESSION = f"arn:aws:sts::{ACCOUNT}:assumed-role/app/job"


def _allow(action: str, resource: str = "*") -> str:
    return json.dumps(
        {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": action, "Resource": resource}]}
    )


def _app_role(labcloud, allowed: str = "sqs:*") -> str:
    iam = labcloud.boto3_client("iam")
    arn = role(iam, "app", trust({"AWS": ACCOUNT}))
    iam.put_role_policy(RoleName="app", PolicyName="sqs", PolicyDocument=_allow(allowed))
    return arn


def test_inline_session_policy_narrows_the_role(labcloud):
    arn = _app_role(labcloud)
    out = labcloud.boto3_client("sts").assume_role(
        RoleArn=arn, RoleSessionName="job", Policy=_allow("sqs:ListQueues")
    )
    assert 1 <= out["PackedPolicySize"] <= 100
    sqs = session_client(labcloud, "sqs", out["Credentials"])
    assert sqs.list_queues().get("QueueUrls", []) == []
    with pytest.raises(ClientError) as info:
        sqs.create_queue(QueueName="q")
    code, message, _ = error_of(info)
    assert code == "AccessDenied"
    assert message == (
        f"User: {SESSION} is not authorized to perform: sqs:createqueue on resource: "
        f"arn:aws:sqs:us-east-1:{ACCOUNT}:q because no session policy allows the sqs:createqueue action"
    )


def test_session_policy_never_widens_the_role(labcloud):
    arn = _app_role(labcloud, allowed="sqs:ListQueues")
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="job", Policy=_allow("*"))[
        "Credentials"
    ]
    with pytest.raises(ClientError) as info:
        session_client(labcloud, "sqs", creds).create_queue(QueueName="q")
    code, message, _ = error_of(info)
    assert code == "AccessDenied"
    assert message.endswith("because no identity-based policy allows the sqs:createqueue action")


def test_explicit_deny_in_a_session_policy(labcloud):
    arn = _app_role(labcloud)
    deny = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {"Effect": "Allow", "Action": "*", "Resource": "*"},
                {"Effect": "Deny", "Action": "sqs:CreateQueue", "Resource": "*"},
            ],
        }
    )
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="job", Policy=deny)[
        "Credentials"
    ]
    with pytest.raises(ClientError) as info:
        session_client(labcloud, "sqs", creds).create_queue(QueueName="q")
    assert error_of(info)[1].endswith("with an explicit deny in a session policy")


def test_managed_policy_arns_as_session_policies(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = _app_role(labcloud, allowed="*")
    listing = iam.create_policy(PolicyName="list-only", PolicyDocument=_allow("sqs:ListQueues"))["Policy"][
        "Arn"
    ]
    creds = labcloud.boto3_client("sts").assume_role(
        RoleArn=arn, RoleSessionName="job", PolicyArns=[{"arn": listing}]
    )["Credentials"]
    sqs = session_client(labcloud, "sqs", creds)
    sqs.list_queues()
    with pytest.raises(ClientError) as info:
        sqs.create_queue(QueueName="q")
    assert error_of(info)[1].endswith("because no session policy allows the sqs:createqueue action")
    full = labcloud.boto3_client("sts").assume_role(
        RoleArn=arn,
        RoleSessionName="job",
        PolicyArns=[{"arn": "arn:aws:iam::aws:policy/AmazonSQSFullAccess"}],
    )["Credentials"]
    assert session_client(labcloud, "sqs", full).create_queue(QueueName="q")["QueueUrl"].endswith("/q")


def test_bad_session_policies_are_refused(labcloud):
    arn = _app_role(labcloud)
    sts = labcloud.boto3_client("sts")
    with pytest.raises(ClientError) as info:
        sts.assume_role(RoleArn=arn, RoleSessionName="job", Policy='{"Version": "2012-10-17"}')
    assert error_of(info)[0] == "MalformedPolicyDocument"
    missing = f"arn:aws:iam::{ACCOUNT}:policy/nope"
    with pytest.raises(ClientError) as info:
        sts.assume_role(RoleArn=arn, RoleSessionName="job", PolicyArns=[{"arn": missing}])
    assert error_of(info)[:2] == ("ValidationError", f"Policy {missing} does not exist or is not attachable.")


@pytest.mark.parametrize(
    ("extra", "member"),
    [
        ({"SerialNumber": f"arn:aws:iam::{ACCOUNT}:mfa/me", "TokenCode": "123456"}, "SerialNumber"),
        (
            {
                "ProvidedContexts": [
                    {
                        "ProviderArn": "arn:aws:iam::aws:contextProvider/IdentityCenter",
                        "ContextAssertion": "x" * 8,
                    }
                ]
            },
            "ProvidedContexts",
        ),
    ],
)
def test_assume_role_members_labcloud_lacks_are_refused(labcloud, extra, member):
    arn = _app_role(labcloud)
    with pytest.raises(ClientError) as info:
        labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="job", **extra)
    assert error_of(info) == ("ValidationError", f"labcloud does not support {member} in STS requests", 400)


def test_get_session_token_refuses_mfa(labcloud):
    with pytest.raises(ClientError) as info:
        labcloud.boto3_client("sts").get_session_token(
            SerialNumber=f"arn:aws:iam::{ACCOUNT}:mfa/me", TokenCode="123456"
        )
    assert error_of(info)[:2] == ("ValidationError", "labcloud does not support SerialNumber in STS requests")


def test_session_policy_survives_restart(tmp_path):
    first = LabcloudProcess(data_dir=tmp_path).start()
    try:
        iam = first.boto3_client("iam")
        arn = role(iam, "app", trust({"AWS": ACCOUNT}))
        iam.put_role_policy(RoleName="app", PolicyName="sqs", PolicyDocument=_allow("sqs:*"))
        creds = first.boto3_client("sts").assume_role(
            RoleArn=arn, RoleSessionName="job", Policy=_allow("sqs:ListQueues")
        )["Credentials"]
    finally:
        first.kill()
    second = LabcloudProcess(data_dir=tmp_path).start()
    try:
        sqs = session_client(second, "sqs", creds)
        sqs.list_queues()
        with pytest.raises(ClientError) as info:
            sqs.create_queue(QueueName="q")
        assert error_of(info)[1].endswith("because no session policy allows the sqs:createqueue action")
    finally:
        second.stop()
