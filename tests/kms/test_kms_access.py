"""Key policies and grants enforced with IAM, with role sessions (always enforced), as AWS does: the
default policy delegates to IAM; a policy that does not delegate admits only whom it names; an explicit
deny in the key policy wins; grants let their grantee in."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from kms_helpers import failure

sys.path.insert(0, str(Path(__file__).parent.parent / "iam"))
from iam_api_helpers import allow, assume, client_factory, document, make_role  # noqa: E402

ACCOUNT = "000000000000"
ROOT = f"arn:aws:iam::{ACCOUNT}:root"


def _session(labcloud: Any, name: str, policy: str | None) -> tuple[str, Any]:
    arn = make_role(labcloud.boto3_client("iam"), name, policy)
    return arn, client_factory(labcloud, assume(labcloud, arn, "ss"))("kms")


def _key_policy(*statements: dict[str, Any]) -> str:
    return json.dumps({"Version": "2012-10-17", "Statement": list(statements)})


def test_the_default_policy_delegates_to_iam_and_aliases_authorize_as_the_key(
    labcloud: Any, kms: Any
) -> None:
    key = kms.create_key()["KeyMetadata"]
    kms.create_alias(AliasName="alias/app", TargetKeyId=key["KeyId"])
    _, user = _session(labcloud, "app-role", document(allow(["kms:Encrypt", "kms:Decrypt"], key["Arn"])))
    blob = user.encrypt(KeyId="alias/app", Plaintext=b"x")["CiphertextBlob"]
    assert user.decrypt(CiphertextBlob=blob)["Plaintext"] == b"x"
    code, message = failure(lambda: user.describe_key(KeyId="alias/app"))
    assert code == "AccessDeniedException"
    assert message == (
        f"User: arn:aws:sts::{ACCOUNT}:assumed-role/app-role/ss is not authorized to perform: kms:DescribeKey on"
        f" resource: {key['Arn']} because no identity-based policy allows the kms:DescribeKey action"
    )
    _, nobody = _session(labcloud, "no-kms-role", document(allow("sqs:*")))
    assert failure(lambda: nobody.decrypt(CiphertextBlob=blob))[0] == "AccessDeniedException"


def test_a_policy_without_delegation_admits_only_the_principals_it_names(labcloud: Any, kms: Any) -> None:
    named_arn = make_role(labcloud.boto3_client("iam"), "named-role", None)
    policy = _key_policy(
        {
            "Effect": "Allow",
            "Principal": {"AWS": ROOT},
            "Action": ["kms:PutKeyPolicy", "kms:GetKeyPolicy"],
            "Resource": "*",
        },
        {
            "Effect": "Allow",
            "Principal": {"AWS": named_arn},
            "Action": ["kms:Encrypt", "kms:Decrypt"],
            "Resource": "*",
        },
    )
    key = kms.create_key(Policy=policy)["KeyMetadata"]
    # the named role has no IAM policy at all: the key policy alone lets it in
    named = client_factory(labcloud, assume(labcloud, named_arn, "ss"))("kms")
    blob = named.encrypt(KeyId=key["KeyId"], Plaintext=b"x")["CiphertextBlob"]
    # a role whose IAM policy allows everything is still refused: the key policy does not delegate Decrypt
    _, admin = _session(labcloud, "admin-role", document(allow("kms:*")))
    code, message = failure(lambda: admin.decrypt(CiphertextBlob=blob))
    assert code == "AccessDeniedException"
    assert message.endswith("because no resource-based policy allows the kms:Decrypt action")
    # the account root is not named for Decrypt either
    assert failure(lambda: kms.decrypt(CiphertextBlob=blob))[0] == "AccessDeniedException"
    assert json.loads(kms.get_key_policy(KeyId=key["KeyId"])["Policy"]) == json.loads(policy)


def test_an_explicit_deny_in_the_key_policy_wins_over_iam(labcloud: Any, kms: Any) -> None:
    role_arn = make_role(labcloud.boto3_client("iam"), "denied-role", document(allow("kms:*")))
    policy = _key_policy(
        {"Effect": "Allow", "Principal": {"AWS": ROOT}, "Action": "kms:*", "Resource": "*"},
        {"Effect": "Deny", "Principal": {"AWS": role_arn}, "Action": "kms:Decrypt", "Resource": "*"},
    )
    key = kms.create_key(Policy=policy)["KeyMetadata"]
    user = client_factory(labcloud, assume(labcloud, role_arn, "ss"))("kms")
    blob = user.encrypt(KeyId=key["KeyId"], Plaintext=b"x")["CiphertextBlob"]
    code, message = failure(lambda: user.decrypt(CiphertextBlob=blob))
    assert code == "AccessDeniedException" and "explicit deny in a resource-based policy" in message
    assert kms.decrypt(CiphertextBlob=blob)["Plaintext"] == b"x"


def test_grants_let_their_grantee_in_until_revoked_or_retired(labcloud: Any, kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]
    grantee_arn, grantee = _session(labcloud, "grantee-role", document(allow("sqs:*")))
    blob = kms.encrypt(KeyId=key["KeyId"], Plaintext=b"x")["CiphertextBlob"]
    assert failure(lambda: grantee.decrypt(CiphertextBlob=blob))[0] == "AccessDeniedException"
    grant = kms.create_grant(
        KeyId=key["KeyId"],
        GranteePrincipal=grantee_arn,
        Operations=["Decrypt"],
        RetiringPrincipal=ROOT,
        Name="g",
    )
    assert grantee.decrypt(CiphertextBlob=blob)["Plaintext"] == b"x"
    assert failure(lambda: grantee.encrypt(KeyId=key["KeyId"], Plaintext=b"y"))[0] == "AccessDeniedException"
    listed = kms.list_grants(KeyId=key["KeyId"])["Grants"]
    assert [(g["GrantId"], g["GranteePrincipal"], g["Operations"], g["Name"]) for g in listed] == [
        (grant["GrantId"], grantee_arn, ["Decrypt"], "g")
    ]
    # the same name, grantee and operations: the same grant (CreateGrant is idempotent)
    again = kms.create_grant(
        KeyId=key["KeyId"],
        GranteePrincipal=grantee_arn,
        Operations=["Decrypt"],
        RetiringPrincipal=ROOT,
        Name="g",
    )
    assert again["GrantId"] == grant["GrantId"]
    kms.revoke_grant(KeyId=key["KeyId"], GrantId=grant["GrantId"])
    assert failure(lambda: grantee.decrypt(CiphertextBlob=blob))[0] == "AccessDeniedException"
    assert (
        failure(lambda: kms.revoke_grant(KeyId=key["KeyId"], GrantId=grant["GrantId"]))[0]
        == "NotFoundException"
    )
    second = kms.create_grant(
        KeyId=key["KeyId"], GranteePrincipal=grantee_arn, Operations=["Decrypt"], RetiringPrincipal=ROOT
    )
    kms.retire_grant(GrantToken=second["GrantToken"])
    assert kms.list_grants(KeyId=key["KeyId"])["Grants"] == []
    assert (
        failure(lambda: kms.retire_grant(GrantToken=second["GrantToken"]))[0] == "InvalidGrantTokenException"
    )
    assert (
        failure(
            lambda: kms.create_grant(KeyId=key["KeyId"], GranteePrincipal=grantee_arn, Operations=["Nope"])
        )[0]
        == "ValidationException"
    )
    assert (
        failure(
            lambda: kms.create_grant(
                KeyId=key["KeyId"],
                GranteePrincipal=grantee_arn,
                Operations=["Decrypt"],
                Constraints={"EncryptionContextEquals": {"a": "b"}},
            )
        )[0]
        == "ValidationException"
    )


def test_another_account_needs_the_key_policy_to_name_it(labcloud: Any, kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]
    blob = kms.encrypt(KeyId=key["KeyId"], Plaintext=b"mine")["CiphertextBlob"]
    other = labcloud.boto3_client("kms", aws_access_key_id="111111111111")
    code, message = failure(lambda: other.decrypt(CiphertextBlob=blob))
    assert code == "AccessDeniedException" and "arn:aws:iam::111111111111:root" in message
    # by bare key id the key is looked up in the caller's own account: not found there
    assert failure(lambda: other.describe_key(KeyId=key["KeyId"]))[0] == "NotFoundException"
    shared = _key_policy(
        {"Effect": "Allow", "Principal": {"AWS": ROOT}, "Action": "kms:*", "Resource": "*"},
        {
            "Effect": "Allow",
            "Principal": {"AWS": "arn:aws:iam::111111111111:root"},
            "Action": ["kms:Decrypt", "kms:DescribeKey"],
            "Resource": "*",
        },
    )
    kms.put_key_policy(KeyId=key["KeyId"], PolicyName="default", Policy=shared)
    assert other.decrypt(CiphertextBlob=blob)["Plaintext"] == b"mine"
    assert other.describe_key(KeyId=key["Arn"])["KeyMetadata"]["KeyId"] == key["KeyId"]
    assert failure(lambda: other.encrypt(KeyId=key["Arn"], Plaintext=b"x"))[0] == "AccessDeniedException"
    # naming this account's AWS managed key alias from another account does not bring the key into being
    managed_alias = f"arn:aws:kms:us-east-1:{ACCOUNT}:alias/aws/ssm"
    assert failure(lambda: other.describe_key(KeyId=managed_alias))[0] == "NotFoundException"
    assert [a["AliasName"] for a in kms.list_aliases()["Aliases"]] == []
