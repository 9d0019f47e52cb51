"""The account password policy, GetAccountSummary, ListUsers' subset of a User, and the empty listings
of credentials labcloud cannot create (MFA devices, SSH keys, signing and server certificates)."""

from __future__ import annotations

import json
from typing import Any

from iam_api_helpers import failure

ACCOUNT = "000000000000"


def test_password_policy_lifecycle(iam: Any) -> None:
    missing = ("NoSuchEntity", 404, f"The Password Policy with domain name {ACCOUNT} cannot be found.")
    assert failure(iam.get_account_password_policy) == missing
    iam.update_account_password_policy(MinimumPasswordLength=12, RequireSymbols=True, MaxPasswordAge=90)
    assert iam.get_account_password_policy()["PasswordPolicy"] == {
        "MinimumPasswordLength": 12,
        "RequireSymbols": True,
        "RequireNumbers": False,
        "RequireUppercaseCharacters": False,
        "RequireLowercaseCharacters": False,
        "AllowUsersToChangePassword": False,
        "ExpirePasswords": True,
        "MaxPasswordAge": 90,
        "HardExpiry": False,
    }
    # An update replaces the whole policy; members left out take their defaults.
    iam.update_account_password_policy(PasswordReusePrevention=3)
    policy = iam.get_account_password_policy()["PasswordPolicy"]
    assert (
        policy["MinimumPasswordLength"],
        policy["ExpirePasswords"],
        policy["PasswordReusePrevention"],
    ) == (
        6,
        False,
        3,
    )
    assert "MaxPasswordAge" not in policy
    iam.delete_account_password_policy()
    assert failure(iam.get_account_password_policy) == missing
    assert failure(iam.delete_account_password_policy) == missing


def test_account_summary_counts_and_quotas(iam: Any) -> None:
    trust = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"Service": "lambda.amazonaws.com"},
                    "Action": "sts:AssumeRole",
                }
            ],
        }
    )
    iam.create_user(UserName="a")
    iam.create_user(UserName="b")
    iam.create_role(RoleName="r", AssumeRolePolicyDocument=trust)
    iam.create_group(GroupName="g")
    summary = iam.get_account_summary()["SummaryMap"]
    assert (summary["Users"], summary["Roles"], summary["Groups"], summary["Policies"]) == (2, 1, 1, 0)
    assert (summary["UsersQuota"], summary["RolesQuota"], summary["VersionsPerPolicyQuota"]) == (
        5000,
        1000,
        5,
    )
    assert summary["AccountMFAEnabled"] == 0


def test_list_users_leaves_out_tags_and_boundary(iam: Any) -> None:
    iam.create_user(
        UserName="tagged",
        Tags=[{"Key": "team", "Value": "a"}],
        PermissionsBoundary="arn:aws:iam::aws:policy/AdministratorAccess",
    )
    (listed,) = iam.list_users()["Users"]
    assert set(listed) == {"Path", "UserName", "UserId", "Arn", "CreateDate"}
    got = iam.get_user(UserName="tagged")["User"]
    assert got["Tags"] == [{"Key": "team", "Value": "a"}]
    assert (
        got["PermissionsBoundary"]["PermissionsBoundaryArn"] == "arn:aws:iam::aws:policy/AdministratorAccess"
    )


def test_credentials_labcloud_cannot_create_list_empty(iam: Any) -> None:
    iam.create_user(UserName="u")
    assert iam.list_mfa_devices(UserName="u")["MFADevices"] == []
    assert iam.list_virtual_mfa_devices()["VirtualMFADevices"] == []
    assert iam.list_ssh_public_keys(UserName="u")["SSHPublicKeys"] == []
    assert iam.list_signing_certificates(UserName="u")["Certificates"] == []
    assert iam.list_server_certificates()["ServerCertificateMetadataList"] == []
    assert failure(lambda: iam.list_mfa_devices(UserName="ghost")) == (
        "NoSuchEntity",
        404,
        "The user with name ghost cannot be found.",
    )


CONDITIONED = json.dumps(
    {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": "s3:GetObject",
                "Resource": "*",
                "Condition": {
                    "StringEquals": {"aws:username": "x", "s3:prefix": "home/"},
                    "DateGreaterThan": {"aws:CurrentTime": "2020-01-01T00:00:00Z"},
                },
            },
            {"Effect": "Deny", "Action": "*", "Resource": "*", "Condition": {"Bool": {"AWS:Username": "y"}}},
        ],
    }
)


def test_context_keys_for_custom_and_principal_policies(iam: Any) -> None:
    keys = iam.get_context_keys_for_custom_policy(PolicyInputList=[CONDITIONED])["ContextKeyNames"]
    assert keys == ["aws:username", "s3:prefix", "aws:CurrentTime"]
    iam.create_user(UserName="keyed")
    iam.put_user_policy(UserName="keyed", PolicyName="p", PolicyDocument=CONDITIONED)
    arn = iam.get_user(UserName="keyed")["User"]["Arn"]
    extra = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Action": "*",
                    "Resource": "*",
                    "Condition": {"IpAddress": {"aws:SourceIp": "10.0.0.0/8"}},
                }
            ],
        }
    )
    keys = iam.get_context_keys_for_principal_policy(PolicySourceArn=arn, PolicyInputList=[extra])[
        "ContextKeyNames"
    ]
    assert keys == ["aws:username", "s3:prefix", "aws:CurrentTime", "aws:SourceIp"]
    assert failure(
        lambda: iam.get_context_keys_for_principal_policy(
            PolicySourceArn=f"arn:aws:iam::{ACCOUNT}:user/ghost"
        )
    ) == ("NoSuchEntity", 404, "The user with name ghost cannot be found.")


def test_context_keys_of_a_malformed_policy_is_invalid_input(iam: Any) -> None:
    assert failure(lambda: iam.get_context_keys_for_custom_policy(PolicyInputList=["{not json"])) == (
        "InvalidInput",
        400,
        "This policy contains invalid Json",
    )
