"""kms:ViaService: S3 asks KMS for its caller with ``kms:ViaService = s3.<region>.amazonaws.com``, so a key
policy may let principals use the key through S3 only (the CDK bootstrap's customer key does)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError

ACCOUNT = "000000000000"


def _key(kms: Any, via: str) -> str:
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {  # the account administers the key but may not use it directly
                "Effect": "Allow",
                "Principal": {"AWS": ACCOUNT},
                "Action": ["kms:Describe*", "kms:Get*", "kms:List*", "kms:Put*", "kms:ScheduleKeyDeletion"],
                "Resource": "*",
            },
            {
                "Effect": "Allow",
                "Principal": {"AWS": "*"},
                "Action": ["kms:Decrypt", "kms:Encrypt", "kms:GenerateDataKey*"],
                "Resource": "*",
                "Condition": {"StringEquals": {"kms:CallerAccount": ACCOUNT, "kms:ViaService": via}},
            },
        ],
    }
    return str(kms.create_key(Policy=json.dumps(policy))["KeyMetadata"]["Arn"])


def test_key_usable_through_s3_only(labcloud: Any) -> None:
    kms, s3 = labcloud.boto3_client("kms"), labcloud.boto3_client("s3")
    key = _key(kms, "s3.us-east-1.amazonaws.com")
    s3.create_bucket(Bucket="assets")
    s3.put_bucket_encryption(
        Bucket="assets",
        ServerSideEncryptionConfiguration={
            "Rules": [
                {"ApplyServerSideEncryptionByDefault": {"SSEAlgorithm": "aws:kms", "KMSMasterKeyID": key}}
            ]
        },
    )
    written = s3.put_object(Bucket="assets", Key="a.zip", Body=b"zip")
    assert (written["ServerSideEncryption"], written["SSEKMSKeyId"]) == ("aws:kms", key)
    assert s3.get_object(Bucket="assets", Key="a.zip")["Body"].read() == b"zip"
    with pytest.raises(ClientError) as info:
        kms.encrypt(KeyId=key, Plaintext=b"direct")
    assert info.value.response["Error"]["Code"] == "AccessDeniedException"


def test_key_for_another_service_refuses_s3(labcloud: Any) -> None:
    kms, s3 = labcloud.boto3_client("kms"), labcloud.boto3_client("s3")
    key = _key(kms, "secretsmanager.us-east-1.amazonaws.com")
    s3.create_bucket(Bucket="elsewhere")
    with pytest.raises(ClientError) as info:
        s3.put_object(Bucket="elsewhere", Key="k", Body=b"x", ServerSideEncryption="aws:kms", SSEKMSKeyId=key)
    assert (
        info.value.response["Error"]["Code"],
        info.value.response["ResponseMetadata"]["HTTPStatusCode"],
    ) == (
        "AccessDenied",
        403,
    )
