"""STS over the real server: caller identities, AssumeRole with trust policies, session tokens."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest
from botocore.exceptions import ClientError
from sts_helpers import ACCOUNT, error_of, role, session_client, trust

ROOT = f"arn:aws:iam::{ACCOUNT}:root"


def test_caller_identity_of_root(labcloud):
    identity = labcloud.boto3_client("sts").get_caller_identity()
    assert (identity["Account"], identity["Arn"], identity["UserId"]) == (ACCOUNT, ROOT, ACCOUNT)


def test_caller_identity_with_a_twelve_digit_key_selects_the_account(labcloud):
    sts = labcloud.boto3_client("sts", aws_access_key_id="111122223333")
    assert sts.get_caller_identity()["Arn"] == "arn:aws:iam::111122223333:root"


def test_assume_role_returns_session_credentials(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = role(iam, "app", trust({"AWS": ACCOUNT}))
    role_id = iam.get_role(RoleName="app")["Role"]["RoleId"]
    before = datetime.now(timezone.utc)
    out = labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="job-1", DurationSeconds=900)
    creds = out["Credentials"]
    assert creds["AccessKeyId"].startswith("ASIA") and len(creds["AccessKeyId"]) == 20
    assert len(creds["SecretAccessKey"]) == 40 and len(creds["SessionToken"]) > 100
    expires = creds["Expiration"]
    assert before + timedelta(seconds=890) <= expires <= before + timedelta(seconds=905)
    assert out["AssumedRoleUser"] == {
        "AssumedRoleId": f"{role_id}:job-1",
        "Arn": f"arn:aws:sts::{ACCOUNT}:assumed-role/app/job-1",
    }
    identity = session_client(labcloud, "sts", creds).get_caller_identity()
    assert (identity["Arn"], identity["UserId"], identity["Account"]) == (
        f"arn:aws:sts::{ACCOUNT}:assumed-role/app/job-1",
        f"{role_id}:job-1",
        ACCOUNT,
    )


def test_trust_policy_that_refuses(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = role(iam, "lambda-only", trust({"Service": "lambda.amazonaws.com"}))
    with pytest.raises(ClientError) as info:
        labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="me")
    assert error_of(info) == (
        "AccessDenied",
        f"User: {ROOT} is not authorized to perform: sts:AssumeRole on resource: {arn}",
        403,
    )


def test_assume_missing_role_is_access_denied(labcloud):
    arn = f"arn:aws:iam::{ACCOUNT}:role/nobody"
    with pytest.raises(ClientError) as info:
        labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="me")
    assert error_of(info) == (
        "AccessDenied",
        f"User: {ROOT} is not authorized to perform: sts:AssumeRole on resource: {arn}",
        403,
    )


def test_trust_for_a_user_and_external_id_condition(labcloud):
    iam = labcloud.boto3_client("iam")
    user = iam.create_user(UserName="dev")["User"]["Arn"]
    key = iam.create_access_key(UserName="dev")["AccessKey"]
    policy = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"AWS": user},
                    "Action": "sts:AssumeRole",
                    "Condition": {"StringEquals": {"sts:ExternalId": "s3cret"}},
                }
            ],
        }
    )
    arn = role(iam, "ext", policy)
    sts = session_client(labcloud, "sts", key)
    with pytest.raises(ClientError) as info:
        sts.assume_role(RoleArn=arn, RoleSessionName="dev", ExternalId="wrong")
    assert error_of(info) == (
        "AccessDenied",
        f"User: {user} is not authorized to perform: sts:AssumeRole on resource: {arn}",
        403,
    )
    creds = sts.assume_role(RoleArn=arn, RoleSessionName="dev", ExternalId="s3cret")["Credentials"]
    assert (
        session_client(labcloud, "sts", creds).get_caller_identity()["Arn"].endswith(":assumed-role/ext/dev")
    )


def test_duration_limits(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = role(iam, "short", trust({"AWS": ACCOUNT}))
    sts = labcloud.boto3_client("sts")
    with pytest.raises(ClientError) as info:
        sts.assume_role(RoleArn=arn, RoleSessionName="me", DurationSeconds=7200)
    assert error_of(info) == (
        "ValidationError",
        "The requested DurationSeconds exceeds the MaxSessionDuration set for this role.",
        400,
    )
    iam.update_role(RoleName="short", MaxSessionDuration=7200)
    creds = sts.assume_role(RoleArn=arn, RoleSessionName="me", DurationSeconds=7200)["Credentials"]
    assert creds["Expiration"] > datetime.now(timezone.utc) + timedelta(seconds=7000)
    # Role chaining is limited to one hour.
    iam.update_assume_role_policy(RoleName="short", PolicyDocument=trust({"AWS": ACCOUNT}))
    iam.put_role_policy(
        RoleName="short",
        PolicyName="chain",
        PolicyDocument=(
            '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":"sts:AssumeRole","Resource":"*"}]}'
        ),
    )
    chained = session_client(labcloud, "sts", creds)
    with pytest.raises(ClientError) as info:
        chained.assume_role(RoleArn=arn, RoleSessionName="again", DurationSeconds=3601)
    assert error_of(info)[0] == "ValidationError"
    assert chained.assume_role(RoleArn=arn, RoleSessionName="again")["AssumedRoleUser"]["Arn"].endswith(
        "/again"
    )


def test_role_session_needs_identity_permission_to_assume(labcloud):
    iam = labcloud.boto3_client("iam")
    first = role(iam, "first", trust({"AWS": ACCOUNT}))
    second = role(iam, "second", trust({"AWS": ACCOUNT}))
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=first, RoleSessionName="aa")["Credentials"]
    with pytest.raises(ClientError) as info:
        session_client(labcloud, "sts", creds).assume_role(RoleArn=second, RoleSessionName="bb")
    assert error_of(info) == (
        "AccessDenied",
        (
            f"User: arn:aws:sts::{ACCOUNT}:assumed-role/first/aa is not authorized to perform: sts:AssumeRole on "
            f"resource: {second} because no identity-based policy allows the sts:AssumeRole action"
        ),
        403,
    )


def test_get_session_token(labcloud):
    iam = labcloud.boto3_client("iam")
    user = iam.create_user(UserName="tok")["User"]
    key = iam.create_access_key(UserName="tok")["AccessKey"]
    creds = session_client(labcloud, "sts", key).get_session_token(DurationSeconds=900)["Credentials"]
    assert creds["AccessKeyId"].startswith("ASIA")
    identity = session_client(labcloud, "sts", creds).get_caller_identity()
    assert (identity["Arn"], identity["UserId"]) == (user["Arn"], user["UserId"])
    role_arn = role(iam, "r", trust({"AWS": ACCOUNT}))
    session = labcloud.boto3_client("sts").assume_role(RoleArn=role_arn, RoleSessionName="xx")["Credentials"]
    with pytest.raises(ClientError) as info:
        session_client(labcloud, "sts", session).get_session_token()
    assert error_of(info) == ("AccessDenied", "Cannot call GetSessionToken with session credentials", 403)
