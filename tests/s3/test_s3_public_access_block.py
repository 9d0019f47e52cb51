"""Public access block: Put/Get/DeletePublicAccessBlock, BlockPublicPolicy refusing public policies (as AWS
defines them), RestrictPublicBuckets keeping other accounts out, and the aws CLI."""

from __future__ import annotations

import json
from typing import Any

from s3_helpers import error_of

ALL_ON = {
    flag: True
    for flag in ("BlockPublicAcls", "IgnorePublicAcls", "BlockPublicPolicy", "RestrictPublicBuckets")
}


def policy(bucket: str, principal: Any, condition: Any = None) -> str:
    statement: dict[str, Any] = {
        "Effect": "Allow",
        "Principal": principal,
        "Action": "s3:GetObject",
        "Resource": f"arn:aws:s3:::{bucket}/*",
    }
    if condition:
        statement["Condition"] = condition
    return json.dumps({"Version": "2012-10-17", "Statement": [statement]})


def test_put_get_delete(s3: Any, bucket: str) -> None:
    assert error_of(s3.get_public_access_block, Bucket=bucket) == (
        "NoSuchPublicAccessBlockConfiguration",
        404,
    )
    s3.put_public_access_block(Bucket=bucket, PublicAccessBlockConfiguration={"BlockPublicPolicy": True})
    got = s3.get_public_access_block(Bucket=bucket)["PublicAccessBlockConfiguration"]
    assert got == {
        "BlockPublicAcls": False,
        "IgnorePublicAcls": False,
        "BlockPublicPolicy": True,
        "RestrictPublicBuckets": False,
    }
    s3.put_public_access_block(Bucket=bucket, PublicAccessBlockConfiguration=ALL_ON)
    assert s3.get_public_access_block(Bucket=bucket)["PublicAccessBlockConfiguration"] == ALL_ON
    s3.delete_public_access_block(Bucket=bucket)
    assert error_of(s3.get_public_access_block, Bucket=bucket) == (
        "NoSuchPublicAccessBlockConfiguration",
        404,
    )
    assert error_of(s3.get_public_access_block, Bucket="no-such-bucket-x") == ("NoSuchBucket", 404)
    assert error_of(
        s3.put_public_access_block, Bucket="no-such-bucket-x", PublicAccessBlockConfiguration=ALL_ON
    ) == ("NoSuchBucket", 404)


def test_block_public_policy(s3: Any, bucket: str) -> None:
    public = [
        policy(bucket, "*"),
        policy(bucket, {"AWS": "*"}),
        policy(bucket, "*", {"StringLike": {"aws:SourceArn": "arn:aws:sns:*"}}),  # a wildcard value
        policy(bucket, "*", {"IpAddress": {"aws:SourceIp": "0.0.0.0/0"}}),  # every address
        policy(bucket, "*", {"StringNotEquals": {"aws:SourceAccount": "000000000000"}}),  # negated
    ]
    private = [
        policy(bucket, {"AWS": "arn:aws:iam::111111111111:root"}),
        policy(bucket, "*", {"StringEquals": {"aws:SourceAccount": "000000000000"}}),
        policy(bucket, "*", {"IpAddress": {"aws:SourceIp": "10.1.0.0/16"}}),
        policy(bucket, "*", {"StringEquals": {"aws:PrincipalOrgID": "o-abc123"}}),
        policy(bucket, {"Service": "cloudfront.amazonaws.com"}),
    ]
    for document in public:  # no block yet: accepted
        s3.put_bucket_policy(Bucket=bucket, Policy=document)
    s3.put_public_access_block(Bucket=bucket, PublicAccessBlockConfiguration={"BlockPublicPolicy": True})
    for document in public:
        assert error_of(s3.put_bucket_policy, Bucket=bucket, Policy=document) == ("AccessDenied", 403), (
            document
        )
    for document in private:
        s3.put_bucket_policy(Bucket=bucket, Policy=document)
        assert s3.get_bucket_policy(Bucket=bucket)["Policy"] == document
    s3.put_public_access_block(Bucket=bucket, PublicAccessBlockConfiguration={"BlockPublicPolicy": False})
    s3.put_bucket_policy(Bucket=bucket, Policy=public[0])


def test_restrict_public_buckets_keeps_other_accounts_out(labcloud: Any, s3: Any, bucket: str) -> None:
    s3.put_object(Bucket=bucket, Key="open.txt", Body=b"everyone")
    s3.put_bucket_policy(Bucket=bucket, Policy=policy(bucket, "*"))
    partner = labcloud.boto3_client("s3", aws_access_key_id="111111111111")
    assert partner.get_object(Bucket=bucket, Key="open.txt")["Body"].read() == b"everyone"
    s3.put_public_access_block(Bucket=bucket, PublicAccessBlockConfiguration={"RestrictPublicBuckets": True})
    assert error_of(partner.get_object, Bucket=bucket, Key="open.txt") == ("AccessDenied", 403)
    assert s3.get_object(Bucket=bucket, Key="open.txt")["Body"].read() == b"everyone"  # the owner still reads
    s3.delete_public_access_block(Bucket=bucket)
    assert partner.get_object(Bucket=bucket, Key="open.txt")["Body"].read() == b"everyone"


def test_public_access_block_with_the_aws_cli(labcloud: Any, bucket: str) -> None:
    config = "BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true"
    labcloud.aws(
        "s3api", "put-public-access-block", "--bucket", bucket, "--public-access-block-configuration", config
    )
    got = labcloud.aws_json("s3api", "get-public-access-block", "--bucket", bucket)
    assert got == {"PublicAccessBlockConfiguration": ALL_ON}
    failed = labcloud.aws(
        "s3api", "put-bucket-policy", "--bucket", bucket, "--policy", policy(bucket, "*"), check=False
    )
    assert failed.returncode != 0 and "AccessDenied" in failed.stderr and "BlockPublicPolicy" in failed.stderr
    labcloud.aws("s3api", "delete-public-access-block", "--bucket", bucket)
    failed = labcloud.aws("s3api", "get-public-access-block", "--bucket", bucket, check=False)
    assert "NoSuchPublicAccessBlockConfiguration" in failed.stderr
