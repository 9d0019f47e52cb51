"""aws:ResourceAccount (the account that owns the resource: its ARN's, or for a bucket its owner's) and
aws:SecureTransport (true for a loopback client) in identity policies, as the CDK bootstrap roles use them."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError
from iam_api_helpers import allow, document, error_of, role_clients


def _reader(labcloud: Any, name: str, account: str) -> Any:
    return role_clients(
        labcloud,
        name,
        document(
            allow(
                ["s3:List*", "sqs:GetQueueAttributes"],
                Condition={"StringEquals": {"aws:ResourceAccount": account}},
            )
        ),
    )


def test_resource_account_is_the_owner(labcloud: Any) -> None:
    labcloud.boto3_client("s3").create_bucket(Bucket="owned")
    url = labcloud.boto3_client("sqs").create_queue(QueueName="owned")["QueueUrl"]
    mine = _reader(labcloud, "mine", "000000000000")
    mine("s3").list_objects_v2(Bucket="owned")  # a bucket ARN has no account: the owner's is used
    mine("sqs").get_queue_attributes(QueueUrl=url)
    other = _reader(labcloud, "other", "111111111111")
    with pytest.raises(ClientError) as info:
        other("s3").list_objects_v2(Bucket="owned")
    assert error_of(info)[0] == "AccessDenied"
    with pytest.raises(ClientError) as info:
        other("sqs").get_queue_attributes(QueueUrl=url)
    assert error_of(info)[0] in ("AccessDenied", "AccessDeniedException")


def test_s3_resource_account(labcloud: Any) -> None:
    """The CDK deploy role's cross-account artifacts statement: S3 outside the account only."""
    labcloud.boto3_client("s3").create_bucket(Bucket="local-artifacts")
    clients = role_clients(
        labcloud,
        "pipeline",
        document(
            allow("s3:List*", Condition={"StringNotEquals": {"s3:ResourceAccount": "000000000000"}}),
            allow(
                "s3:List*",
                "arn:aws:s3:::local-artifacts",
                Condition={"StringEquals": {"s3:ResourceAccount": "000000000000"}},
            ),
        ),
    )
    clients("s3").list_objects_v2(Bucket="local-artifacts")
    labcloud.boto3_client("s3").create_bucket(Bucket="other-local")
    with pytest.raises(ClientError) as info:
        clients("s3").list_objects_v2(Bucket="other-local")
    assert error_of(info)[0] == "AccessDenied"


def test_bucket_policy_denying_insecure_transport_lets_loopback_clients_in(labcloud: Any) -> None:
    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket="tls-only")
    s3.put_bucket_policy(
        Bucket="tls-only",
        Policy=document(
            {
                "Effect": "Deny",
                "Principal": "*",
                "Action": "s3:*",
                "Resource": ["arn:aws:s3:::tls-only", "arn:aws:s3:::tls-only/*"],
                "Condition": {"Bool": {"aws:SecureTransport": "false"}},
            }
        ),
    )
    clients = role_clients(labcloud, "writer", document(allow("s3:*")))
    clients("s3").put_object(Bucket="tls-only", Key="k", Body=b"x")
    assert clients("s3").get_object(Bucket="tls-only", Key="k")["Body"].read() == b"x"
