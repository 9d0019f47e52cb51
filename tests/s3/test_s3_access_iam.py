"""The IAM actions of the CORS, public access block, ownership controls and ACL operations: a role allowed
some of them reaches exactly those (AWS's action names: s3:PutBucketCORS also deletes, and so on)."""

from __future__ import annotations

import json
from typing import Any

from s3_helpers import error_of

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {
            "Effect": "Allow",
            "Principal": {"AWS": "arn:aws:iam::000000000000:root"},
            "Action": "sts:AssumeRole",
        }
    ],
}


def test_each_operation_needs_its_action(labcloud: Any, s3: Any, bucket: str) -> None:
    s3.put_object(Bucket=bucket, Key="k", Body=b"x")
    allowed = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": [
                    "s3:GetBucketCORS",
                    "s3:PutBucketPublicAccessBlock",
                    "s3:GetBucketOwnershipControls",
                ],
                "Resource": f"arn:aws:s3:::{bucket}",
            },
            {"Effect": "Allow", "Action": "s3:GetObjectAcl", "Resource": f"arn:aws:s3:::{bucket}/*"},
        ],
    }
    iam = labcloud.boto3_client("iam")
    arn = iam.create_role(RoleName="acl-reader", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    iam.put_role_policy(RoleName="acl-reader", PolicyName="inline", PolicyDocument=json.dumps(allowed))
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="acl-test")["Credentials"]
    role = labcloud.boto3_client(
        "s3",
        aws_access_key_id=creds["AccessKeyId"],
        aws_secret_access_key=creds["SecretAccessKey"],
        aws_session_token=creds["SessionToken"],
    )
    rules = {"CORSRules": [{"AllowedOrigins": ["*"], "AllowedMethods": ["GET"]}]}
    assert error_of(role.get_bucket_cors, Bucket=bucket) == ("NoSuchCORSConfiguration", 404)  # allowed
    assert error_of(role.put_bucket_cors, Bucket=bucket, CORSConfiguration=rules) == ("AccessDenied", 403)
    assert error_of(role.delete_bucket_cors, Bucket=bucket) == ("AccessDenied", 403)
    role.put_public_access_block(Bucket=bucket, PublicAccessBlockConfiguration={"BlockPublicAcls": True})
    role.delete_public_access_block(Bucket=bucket)  # s3:PutBucketPublicAccessBlock
    assert error_of(role.get_public_access_block, Bucket=bucket) == ("AccessDenied", 403)
    assert role.get_bucket_ownership_controls(Bucket=bucket)["OwnershipControls"]["Rules"]
    assert error_of(role.delete_bucket_ownership_controls, Bucket=bucket) == ("AccessDenied", 403)
    assert role.get_object_acl(Bucket=bucket, Key="k")["Grants"]
    assert error_of(role.put_object_acl, Bucket=bucket, Key="k", ACL="private") == ("AccessDenied", 403)
    assert error_of(role.get_bucket_acl, Bucket=bucket) == ("AccessDenied", 403)
    assert error_of(role.put_bucket_acl, Bucket=bucket, ACL="private") == ("AccessDenied", 403)
