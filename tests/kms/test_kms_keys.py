"""Key lifecycle with boto3: CreateKey per spec, DescribeKey, ListKeys, states, deletion windows, rotation,
key policies, tags and aliases, with AWS's error codes."""

from __future__ import annotations

import json
from typing import Any

import pytest
from kms_helpers import failure

ACCOUNT = "000000000000"


def test_create_key_defaults_to_a_symmetric_key_with_the_default_policy(kms: Any) -> None:
    meta = kms.create_key(Description="orders")["KeyMetadata"]
    assert meta["KeySpec"] == "SYMMETRIC_DEFAULT"
    assert meta["KeyUsage"] == "ENCRYPT_DECRYPT"
    assert meta["KeyState"] == "Enabled" and meta["Enabled"] is True
    assert meta["KeyManager"] == "CUSTOMER" and meta["Origin"] == "AWS_KMS"
    assert meta["Arn"] == f"arn:aws:kms:us-east-1:{ACCOUNT}:key/{meta['KeyId']}"
    assert meta["EncryptionAlgorithms"] == ["SYMMETRIC_DEFAULT"]
    policy = json.loads(kms.get_key_policy(KeyId=meta["KeyId"], PolicyName="default")["Policy"])
    assert policy["Statement"] == [
        {
            "Sid": "Enable IAM User Permissions",
            "Effect": "Allow",
            "Principal": {"AWS": f"arn:aws:iam::{ACCOUNT}:root"},
            "Action": "kms:*",
            "Resource": "*",
        }
    ]
    assert kms.list_key_policies(KeyId=meta["KeyId"])["PolicyNames"] == ["default"]


@pytest.mark.parametrize(
    ("spec", "usage", "member", "algorithms"),
    [
        ("HMAC_256", "GENERATE_VERIFY_MAC", "MacAlgorithms", ["HMAC_SHA_256"]),
        ("HMAC_512", "GENERATE_VERIFY_MAC", "MacAlgorithms", ["HMAC_SHA_512"]),
        ("RSA_2048", "SIGN_VERIFY", "SigningAlgorithms", None),
        ("RSA_3072", "ENCRYPT_DECRYPT", "EncryptionAlgorithms", ["RSAES_OAEP_SHA_1", "RSAES_OAEP_SHA_256"]),
        ("ECC_NIST_P256", "SIGN_VERIFY", "SigningAlgorithms", ["ECDSA_SHA_256"]),
        ("ECC_NIST_P384", "SIGN_VERIFY", "SigningAlgorithms", ["ECDSA_SHA_384"]),
    ],
)
def test_create_key_of_each_spec(kms: Any, spec: str, usage: str, member: str, algorithms: Any) -> None:
    meta = kms.create_key(KeySpec=spec, KeyUsage=usage)["KeyMetadata"]
    assert (meta["KeySpec"], meta["KeyUsage"]) == (spec, usage)
    assert meta[member] == (algorithms or meta[member]) and meta[member]


def test_incompatible_usage_and_unsupported_origin_are_refused(kms: Any) -> None:
    assert (
        failure(lambda: kms.create_key(KeySpec="HMAC_256", KeyUsage="ENCRYPT_DECRYPT"))[0]
        == "ValidationException"
    )
    assert failure(lambda: kms.create_key(KeySpec="ECC_NIST_P256", KeyUsage="ENCRYPT_DECRYPT"))[0] == (
        "ValidationException"
    )
    # EXTERNAL is served (test_kms_import.py); custom key stores are not
    assert failure(lambda: kms.create_key(Origin="AWS_CLOUDHSM"))[0] == "UnsupportedOperationException"
    assert failure(lambda: kms.create_key(Origin="EXTERNAL_KEY_STORE"))[0] == "UnsupportedOperationException"
    # KeyUsage defaults to ENCRYPT_DECRYPT whatever the spec, so HMAC and ECC keys must name theirs
    assert failure(lambda: kms.create_key(KeySpec="HMAC_256"))[0] == "ValidationException"
    assert failure(lambda: kms.create_key(KeySpec="ECC_NIST_P256"))[0] == "ValidationException"
    assert kms.create_key(KeySpec="RSA_2048")["KeyMetadata"]["KeyUsage"] == "ENCRYPT_DECRYPT"


def test_describe_by_id_arn_alias_and_alias_arn_and_not_found(kms: Any) -> None:
    meta = kms.create_key()["KeyMetadata"]
    kms.create_alias(AliasName="alias/orders", TargetKeyId=meta["KeyId"])
    for name in (meta["KeyId"], meta["Arn"], "alias/orders", f"arn:aws:kms:us-east-1:{ACCOUNT}:alias/orders"):
        assert kms.describe_key(KeyId=name)["KeyMetadata"]["KeyId"] == meta["KeyId"]
    missing = "11111111-2222-3333-4444-555555555555"
    assert failure(lambda: kms.describe_key(KeyId=missing)) == (
        "NotFoundException",
        f"Key 'arn:aws:kms:us-east-1:{ACCOUNT}:key/{missing}' does not exist",
    )
    assert failure(lambda: kms.describe_key(KeyId="alias/none")) == (
        "NotFoundException",
        f"Alias arn:aws:kms:us-east-1:{ACCOUNT}:alias/none is not found.",
    )
    assert failure(lambda: kms.describe_key(KeyId="not-a-key"))[0] == "NotFoundException"


def test_list_keys_pages_with_markers(kms: Any) -> None:
    made = [kms.create_key()["KeyMetadata"]["KeyId"] for _ in range(3)]
    first = kms.list_keys(Limit=2)
    assert first["Truncated"] is True and len(first["Keys"]) == 2
    second = kms.list_keys(Limit=2, Marker=first["NextMarker"])
    assert second["Truncated"] is False
    assert [k["KeyId"] for k in first["Keys"] + second["Keys"]] == made
    assert failure(lambda: kms.list_keys(Marker="garbage"))[0] == "InvalidMarkerException"


def test_disable_and_enable_and_the_disabled_exception(kms: Any) -> None:
    meta = kms.create_key()["KeyMetadata"]
    kms.disable_key(KeyId=meta["KeyId"])
    assert kms.describe_key(KeyId=meta["KeyId"])["KeyMetadata"]["KeyState"] == "Disabled"
    assert failure(lambda: kms.encrypt(KeyId=meta["KeyId"], Plaintext=b"x")) == (
        "DisabledException",
        f"{meta['Arn']} is disabled.",
    )
    kms.enable_key(KeyId=meta["KeyId"])
    assert kms.encrypt(KeyId=meta["KeyId"], Plaintext=b"x")["KeyId"] == meta["Arn"]


def test_schedule_and_cancel_deletion(kms: Any) -> None:
    meta = kms.create_key()["KeyMetadata"]
    blob = kms.encrypt(KeyId=meta["KeyId"], Plaintext=b"x")["CiphertextBlob"]
    for days in (6, 31):
        assert failure(lambda d=days: kms.schedule_key_deletion(KeyId=meta["KeyId"], PendingWindowInDays=d))[
            0
        ] == ("ValidationException")
    out = kms.schedule_key_deletion(KeyId=meta["KeyId"], PendingWindowInDays=7)
    assert out["KeyState"] == "PendingDeletion" and out["PendingWindowInDays"] == 7
    described = kms.describe_key(KeyId=meta["KeyId"])["KeyMetadata"]
    assert described["KeyState"] == "PendingDeletion" and described["PendingDeletionWindowInDays"] == 7
    assert "DeletionDate" in described
    pending = ("KMSInvalidStateException", f"{meta['Arn']} is pending deletion.")
    assert failure(lambda: kms.decrypt(CiphertextBlob=blob)) == pending
    assert failure(lambda: kms.enable_key(KeyId=meta["KeyId"])) == pending
    assert failure(lambda: kms.schedule_key_deletion(KeyId=meta["KeyId"])) == pending
    kms.cancel_key_deletion(KeyId=meta["KeyId"])
    assert kms.describe_key(KeyId=meta["KeyId"])["KeyMetadata"]["KeyState"] == "Disabled"
    assert failure(lambda: kms.cancel_key_deletion(KeyId=meta["KeyId"])) == (
        "KMSInvalidStateException",
        f"{meta['Arn']} is not pending deletion.",
    )
    kms.enable_key(KeyId=meta["KeyId"])
    assert kms.decrypt(CiphertextBlob=blob)["Plaintext"] == b"x"


def test_rotation_settings(kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    assert kms.get_key_rotation_status(KeyId=key)["KeyRotationEnabled"] is False
    kms.enable_key_rotation(KeyId=key, RotationPeriodInDays=180)
    status = kms.get_key_rotation_status(KeyId=key)
    assert status["KeyRotationEnabled"] is True and status["RotationPeriodInDays"] == 180
    kms.disable_key_rotation(KeyId=key)
    assert kms.get_key_rotation_status(KeyId=key)["KeyRotationEnabled"] is False
    signing = kms.create_key(KeySpec="ECC_NIST_P256", KeyUsage="SIGN_VERIFY")["KeyMetadata"]["KeyId"]
    assert failure(lambda: kms.enable_key_rotation(KeyId=signing))[0] == "UnsupportedOperationException"
    kms.disable_key(KeyId=key)
    assert failure(lambda: kms.enable_key_rotation(KeyId=key))[0] == "DisabledException"


def test_tags(kms: Any) -> None:
    key = kms.create_key(Tags=[{"TagKey": "team", "TagValue": "a"}])["KeyMetadata"]["KeyId"]
    kms.tag_resource(KeyId=key, Tags=[{"TagKey": "env", "TagValue": "dev"}])
    assert kms.list_resource_tags(KeyId=key)["Tags"] == [
        {"TagKey": "env", "TagValue": "dev"},
        {"TagKey": "team", "TagValue": "a"},
    ]
    kms.untag_resource(KeyId=key, TagKeys=["team"])
    assert kms.list_resource_tags(KeyId=key)["Tags"] == [{"TagKey": "env", "TagValue": "dev"}]
    assert failure(lambda: kms.tag_resource(KeyId=key, Tags=[{"TagKey": "aws:x", "TagValue": "1"}]))[0] == (
        "TagException"
    )


def test_aliases_create_update_delete_and_reserved_names(kms: Any) -> None:
    first = kms.create_key()["KeyMetadata"]["KeyId"]
    second = kms.create_key()["KeyMetadata"]["KeyId"]
    kms.create_alias(AliasName="alias/app", TargetKeyId=first)
    assert failure(lambda: kms.create_alias(AliasName="alias/app", TargetKeyId=second)) == (
        "AlreadyExistsException",
        f"An alias with the name arn:aws:kms:us-east-1:{ACCOUNT}:alias/app already exists",
    )
    assert failure(lambda: kms.create_alias(AliasName="alias/aws/mine", TargetKeyId=first))[0] == (
        "NotAuthorizedException"
    )
    assert failure(lambda: kms.create_alias(AliasName="app2", TargetKeyId=first))[0] == "ValidationException"
    kms.update_alias(AliasName="alias/app", TargetKeyId=second)
    assert kms.describe_key(KeyId="alias/app")["KeyMetadata"]["KeyId"] == second
    listed = kms.list_aliases(KeyId=second)["Aliases"]
    assert [(a["AliasName"], a["TargetKeyId"]) for a in listed] == [("alias/app", second)]
    hmac_key = kms.create_key(KeySpec="HMAC_256", KeyUsage="GENERATE_VERIFY_MAC")["KeyMetadata"]["KeyId"]
    assert (
        failure(lambda: kms.update_alias(AliasName="alias/app", TargetKeyId=hmac_key))[0]
        == "ValidationException"
    )
    kms.delete_alias(AliasName="alias/app")
    assert failure(lambda: kms.delete_alias(AliasName="alias/app"))[0] == "NotFoundException"
    kms.schedule_key_deletion(KeyId=first, PendingWindowInDays=7)
    assert failure(lambda: kms.create_alias(AliasName="alias/late", TargetKeyId=first))[0] == (
        "KMSInvalidStateException"
    )


def test_the_aws_managed_key_is_created_on_first_use_of_its_alias(kms: Any) -> None:
    meta = kms.describe_key(KeyId="alias/aws/secretsmanager")["KeyMetadata"]
    assert meta["KeyManager"] == "AWS"
    assert kms.describe_key(KeyId="alias/aws/secretsmanager")["KeyMetadata"]["KeyId"] == meta["KeyId"]
    # its policy lets nobody manage it, as on AWS
    assert failure(lambda: kms.disable_key(KeyId=meta["KeyId"]))[0] == "AccessDeniedException"
    assert [a["AliasName"] for a in kms.list_aliases()["Aliases"]] == ["alias/aws/secretsmanager"]


def test_put_key_policy_refuses_a_lockout_unless_bypassed(kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]
    other_only = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"AWS": f"arn:aws:iam::{ACCOUNT}:role/someone"},
                    "Action": "kms:Decrypt",
                    "Resource": "*",
                }
            ],
        }
    )
    assert failure(
        lambda: kms.put_key_policy(KeyId=key["KeyId"], PolicyName="default", Policy=other_only)
    ) == (
        "MalformedPolicyDocumentException",
        "The new key policy will not allow you to update the key policy in the future.",
    )
    assert failure(lambda: kms.put_key_policy(KeyId=key["KeyId"], PolicyName="default", Policy="{not json"))[
        0
    ] == ("MalformedPolicyDocumentException")
    kms.put_key_policy(
        KeyId=key["KeyId"], PolicyName="default", Policy=other_only, BypassPolicyLockoutSafetyCheck=True
    )
    assert failure(lambda: kms.get_key_policy(KeyId=key["KeyId"]))[0] == "AccessDeniedException"
