"""A secret's KMS key and resource policy are enforced as on AWS: a disabled key fails reads, a caller
without kms:Decrypt on a customer key is refused, the resource policy's explicit deny wins, and
PutResourcePolicy/ValidateResourcePolicy judge policies."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from sm_helpers import failure

sys.path.insert(0, str(Path(__file__).parent.parent / "iam"))
from iam_api_helpers import allow, assume, client_factory, document, make_role  # noqa: E402

ACCOUNT = "000000000000"
DECRYPTION_FAILURE = (
    "DecryptionFailure",
    "Secrets Manager can't decrypt the protected secret text using the provided KMS key.",
)


def test_a_disabled_key_fails_reads_until_enabled(sm: Any, kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    sm.create_secret(Name="k", SecretString="v", KmsKeyId=key)
    kms.disable_key(KeyId=key)
    assert failure(lambda: sm.get_secret_value(SecretId="k")) == DECRYPTION_FAILURE
    assert failure(lambda: sm.put_secret_value(SecretId="k", SecretString="w"))[0] == "EncryptionFailure"
    kms.enable_key(KeyId=key)
    assert sm.get_secret_value(SecretId="k")["SecretString"] == "v"
    assert failure(lambda: sm.create_secret(Name="nokey", SecretString="v", KmsKeyId="alias/none"))[0] == (
        "EncryptionFailure"
    )
    assert failure(lambda: sm.describe_secret(SecretId="nokey"))[0] == "ResourceNotFoundException"


def test_the_default_key_is_the_aws_managed_key(sm: Any, kms: Any) -> None:
    sm.create_secret(Name="d", SecretString="v")
    managed = kms.describe_key(KeyId="alias/aws/secretsmanager")["KeyMetadata"]
    versions = sm.list_secret_version_ids(SecretId="d")["Versions"]
    assert versions[0]["KmsKeyIds"] == [managed["Arn"]]


def test_a_role_needs_kms_decrypt_on_a_customer_key(labcloud: Any, sm: Any, kms: Any) -> None:
    key = kms.create_key()["KeyMetadata"]
    sm.create_secret(Name="cmk", SecretString="v", KmsKeyId=key["Arn"])
    sm.create_secret(Name="managed", SecretString="m")
    iam = labcloud.boto3_client("iam")
    reader_arn = make_role(iam, "reader", document(allow("secretsmanager:GetSecretValue")))
    reader = client_factory(labcloud, assume(labcloud, reader_arn, "ss"))("secretsmanager")
    # the AWS managed key lets every principal of the account use it
    assert reader.get_secret_value(SecretId="managed")["SecretString"] == "m"
    assert failure(lambda: reader.get_secret_value(SecretId="cmk")) == (
        "AccessDeniedException",
        "Access to KMS is not allowed",
    )
    both_arn = make_role(
        iam, "reader2", document(allow("secretsmanager:GetSecretValue"), allow("kms:Decrypt", key["Arn"]))
    )
    both = client_factory(labcloud, assume(labcloud, both_arn, "ss"))("secretsmanager")
    assert both.get_secret_value(SecretId="cmk")["SecretString"] == "v"


def test_identity_policies_name_the_secret_arn(labcloud: Any, sm: Any) -> None:
    mine = sm.create_secret(Name="mine", SecretString="1")["ARN"]
    sm.create_secret(Name="theirs", SecretString="2")
    role = make_role(
        labcloud.boto3_client("iam"),
        "one-secret",
        document(allow("secretsmanager:GetSecretValue", mine), allow("secretsmanager:BatchGetSecretValue")),
    )
    client = client_factory(labcloud, assume(labcloud, role, "ss"))("secretsmanager")
    assert client.get_secret_value(SecretId="mine")["SecretString"] == "1"
    code, message = failure(lambda: client.get_secret_value(SecretId="theirs"))
    assert code == "AccessDeniedException" and "secretsmanager:GetSecretValue" in message
    out = client.batch_get_secret_value(SecretIdList=["mine", "theirs"])
    assert [v["Name"] for v in out["SecretValues"]] == ["mine"]
    assert [(e["SecretId"], e["ErrorCode"]) for e in out["Errors"]] == [("theirs", "AccessDeniedException")]


def test_resource_policy_deny_and_public_policies(labcloud: Any, sm: Any) -> None:
    arn = sm.create_secret(Name="guarded", SecretString="v")["ARN"]
    role = make_role(
        labcloud.boto3_client("iam"), "guarded-reader", document(allow("secretsmanager:*"), allow("kms:*"))
    )
    deny = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Deny",
                    "Principal": {"AWS": role},
                    "Action": "secretsmanager:GetSecretValue",
                    "Resource": "*",
                }
            ],
        }
    )
    sm.put_resource_policy(SecretId="guarded", ResourcePolicy=deny)
    assert json.loads(sm.get_resource_policy(SecretId="guarded")["ResourcePolicy"]) == json.loads(deny)
    client = client_factory(labcloud, assume(labcloud, role, "ss"))("secretsmanager")
    code, message = failure(lambda: client.get_secret_value(SecretId=arn))
    assert code == "AccessDeniedException" and "explicit deny in a resource-based policy" in message
    sm.delete_resource_policy(SecretId="guarded")
    assert "ResourcePolicy" not in sm.get_resource_policy(SecretId="guarded")
    assert client.get_secret_value(SecretId=arn)["SecretString"] == "v"
    public = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": "*",
                    "Action": "secretsmanager:GetSecretValue",
                    "Resource": "*",
                }
            ],
        }
    )
    assert (
        failure(
            lambda: sm.put_resource_policy(SecretId="guarded", ResourcePolicy=public, BlockPublicPolicy=True)
        )[0]
        == "PublicPolicyException"
    )
    assert failure(lambda: sm.put_resource_policy(SecretId="guarded", ResourcePolicy="{nope"))[0] == (
        "MalformedPolicyDocumentException"
    )
    verdict = sm.validate_resource_policy(SecretId="guarded", ResourcePolicy=public)
    assert verdict["PolicyValidationPassed"] is False and verdict["ValidationErrors"]
    passed = sm.validate_resource_policy(ResourcePolicy=deny)
    assert (passed["PolicyValidationPassed"], passed["ValidationErrors"]) == (True, [])
    assert sm.validate_resource_policy(ResourcePolicy="{nope")["PolicyValidationPassed"] is False


def test_another_account_reads_only_what_the_policies_share(labcloud: Any, sm: Any, kms: Any) -> None:
    other = labcloud.boto3_client("secretsmanager", aws_access_key_id="111111111111")
    default_arn = sm.create_secret(Name="default-key", SecretString="d")["ARN"]
    code, message = failure(lambda: other.get_secret_value(SecretId=default_arn))
    assert code == "AccessDeniedException" and "arn:aws:iam::111111111111:root" in message
    # by name the secret is looked up in the caller's own account
    assert failure(lambda: other.get_secret_value(SecretId="default-key"))[0] == "ResourceNotFoundException"
    share = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"AWS": "arn:aws:iam::111111111111:root"},
                    "Action": "secretsmanager:GetSecretValue",
                    "Resource": "*",
                }
            ],
        }
    )
    sm.put_resource_policy(SecretId="default-key", ResourcePolicy=share)
    # the secret is shared, but the AWS managed key cannot be used from another account (as on AWS)
    assert failure(lambda: other.get_secret_value(SecretId=default_arn)) == (
        "AccessDeniedException",
        "Access to KMS is not allowed",
    )
    key = kms.create_key(
        Policy=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Effect": "Allow",
                        "Principal": {"AWS": f"arn:aws:iam::{ACCOUNT}:root"},
                        "Action": "kms:*",
                        "Resource": "*",
                    },
                    {
                        "Effect": "Allow",
                        "Principal": {"AWS": "arn:aws:iam::111111111111:root"},
                        "Action": "kms:Decrypt",
                        "Resource": "*",
                    },
                ],
            }
        )
    )["KeyMetadata"]
    shared_arn = sm.create_secret(Name="shared", SecretString="s", KmsKeyId=key["Arn"])["ARN"]
    sm.put_resource_policy(SecretId="shared", ResourcePolicy=share)
    assert other.get_secret_value(SecretId=shared_arn)["SecretString"] == "s"
    assert (
        failure(lambda: other.put_secret_value(SecretId=shared_arn, SecretString="x"))[0]
        == "AccessDeniedException"
    )
