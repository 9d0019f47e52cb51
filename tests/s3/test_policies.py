"""Bucket policies and IAM enforcement for S3: role sessions, explicit denies, other accounts."""

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


def _session_client(labcloud: Any, role_name: str, inline: dict[str, Any] | None = None) -> tuple[Any, str]:
    iam = labcloud.boto3_client("iam")
    arn = iam.create_role(RoleName=role_name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    if inline:
        iam.put_role_policy(RoleName=role_name, PolicyName="inline", PolicyDocument=json.dumps(inline))
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="s3-test")["Credentials"]
    client = labcloud.boto3_client(
        "s3",
        aws_access_key_id=creds["AccessKeyId"],
        aws_secret_access_key=creds["SecretAccessKey"],
        aws_session_token=creds["SessionToken"],
    )
    return client, arn


def _policy(*statements: dict[str, Any]) -> str:
    return json.dumps({"Version": "2012-10-17", "Statement": list(statements)})


def test_bucket_policy_crud_and_errors(s3: Any, bucket: str) -> None:
    assert error_of(s3.get_bucket_policy, Bucket=bucket) == ("NoSuchBucketPolicy", 404)
    assert error_of(s3.put_bucket_policy, Bucket=bucket, Policy="not json") == ("MalformedPolicy", 400)
    assert error_of(
        s3.put_bucket_policy, Bucket=bucket, Policy=json.dumps({"Statement": [{"Effect": "Allow"}]})
    ) == ("MalformedPolicy", 400)
    document = _policy(
        {
            "Effect": "Allow",
            "Principal": "*",
            "Action": "s3:GetObject",
            "Resource": f"arn:aws:s3:::{bucket}/*",
        }
    )
    s3.put_bucket_policy(Bucket=bucket, Policy=document)
    assert json.loads(s3.get_bucket_policy(Bucket=bucket)["Policy"]) == json.loads(document)
    s3.delete_bucket_policy(Bucket=bucket)
    assert error_of(s3.get_bucket_policy, Bucket=bucket) == ("NoSuchBucketPolicy", 404)
    assert error_of(s3.put_bucket_policy, Bucket="missing-bucket", Policy=document) == ("NoSuchBucket", 404)


def test_role_sessions_are_enforced_and_bucket_policies_grant(labcloud: Any, s3: Any, bucket: str) -> None:
    s3.put_object(Bucket=bucket, Key="doc.txt", Body=b"secret")
    session, role_arn = _session_client(labcloud, "reader")
    assert error_of(session.get_object, Bucket=bucket, Key="doc.txt") == ("AccessDenied", 403)
    s3.put_bucket_policy(
        Bucket=bucket,
        Policy=_policy(
            {
                "Effect": "Allow",
                "Principal": {"AWS": role_arn},
                "Action": "s3:GetObject",
                "Resource": f"arn:aws:s3:::{bucket}/*",
            }
        ),
    )
    assert session.get_object(Bucket=bucket, Key="doc.txt")["Body"].read() == b"secret"
    assert error_of(session.list_objects_v2, Bucket=bucket) == ("AccessDenied", 403)
    assert error_of(session.put_object, Bucket=bucket, Key="x", Body=b"x") == ("AccessDenied", 403)


def test_bucket_policy_explicit_deny_beats_identity_allow(labcloud: Any, s3: Any, bucket: str) -> None:
    session, role_arn = _session_client(
        labcloud,
        "writer",
        {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}]},
    )
    session.put_object(Bucket=bucket, Key="open/a", Body=b"a")
    session.put_object(Bucket=bucket, Key="locked/a", Body=b"a")
    s3.put_bucket_policy(
        Bucket=bucket,
        Policy=_policy(
            {
                "Effect": "Deny",
                "Principal": "*",
                "Action": "s3:DeleteObject",
                "Resource": f"arn:aws:s3:::{bucket}/locked/*",
            }
        ),
    )
    session.delete_object(Bucket=bucket, Key="open/a")
    assert error_of(session.delete_object, Bucket=bucket, Key="locked/a") == ("AccessDenied", 403)
    assert [o["Key"] for o in session.list_objects_v2(Bucket=bucket)["Contents"]] == ["locked/a"]


def test_other_accounts_need_the_bucket_policy(labcloud: Any, s3: Any, bucket: str) -> None:
    s3.put_object(Bucket=bucket, Key="shared.txt", Body=b"for partners")
    partner = labcloud.boto3_client("s3", aws_access_key_id="111111111111")
    assert error_of(partner.get_object, Bucket=bucket, Key="shared.txt") == ("AccessDenied", 403)
    assert error_of(partner.list_objects_v2, Bucket=bucket) == ("AccessDenied", 403)
    s3.put_bucket_policy(
        Bucket=bucket,
        Policy=_policy(
            {
                "Effect": "Allow",
                "Principal": {"AWS": "arn:aws:iam::111111111111:root"},
                "Action": "s3:GetObject",
                "Resource": f"arn:aws:s3:::{bucket}/*",
            }
        ),
    )
    assert partner.get_object(Bucket=bucket, Key="shared.txt")["Body"].read() == b"for partners"
    assert error_of(partner.delete_object, Bucket=bucket, Key="shared.txt") == ("AccessDenied", 403)
    assert [b["Name"] for b in partner.list_buckets()["Buckets"]] == []


def test_signatures_of_minted_keys_are_verified_for_s3() -> None:
    from botocore.exceptions import ClientError

    from labcloud.testing.server_process import LabcloudProcess

    server = LabcloudProcess(in_memory=True, extra_args=["--verify-signatures"]).start()
    try:
        session, _arn = _session_client(
            server,
            "signer",
            {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}]},
        )
        session.create_bucket(Bucket="sig-bucket")
        for key in ("plain", "a b/c+d?x", "ünï/ключ"):
            session.put_object(Bucket="sig-bucket", Key=key, Body=b"signed body")
            assert session.get_object(Bucket="sig-bucket", Key=key)["Body"].read() == b"signed body"
        assert session.list_objects_v2(Bucket="sig-bucket", Prefix="a b/")["KeyCount"] == 1
        creds = session._request_signer._credentials  # the same session, with a wrong secret
        forged = server.boto3_client(
            "s3",
            aws_access_key_id=creds.access_key,
            aws_secret_access_key="wrong",
            aws_session_token=creds.token,
        )
        try:
            forged.list_objects_v2(Bucket="sig-bucket")
            raise AssertionError("a wrong secret was accepted")
        except ClientError as error:
            assert error.response["Error"]["Code"] == "SignatureDoesNotMatch"
            assert error.response["ResponseMetadata"]["HTTPStatusCode"] == 403
    finally:
        server.stop()


def test_a_policy_takes_effect_on_the_next_call_and_stops_when_deleted(s3: Any, bucket: str) -> None:
    # enforcement skips resource-policy lookups while no bucket has a policy: that knowledge must
    # follow PutBucketPolicy / DeleteBucketPolicy / DeleteBucket at once
    s3.put_object(Bucket=bucket, Key="a", Body=b"a")
    s3.put_object(Bucket=bucket, Key="b", Body=b"b")
    s3.put_bucket_policy(
        Bucket=bucket,
        Policy=_policy(
            {
                "Effect": "Deny",
                "Principal": "*",
                "Action": "s3:DeleteObject",
                "Resource": f"arn:aws:s3:::{bucket}/*",
            }
        ),
    )
    assert error_of(s3.delete_object, Bucket=bucket, Key="a") == ("AccessDenied", 403)
    s3.delete_bucket_policy(Bucket=bucket)
    s3.delete_object(Bucket=bucket, Key="a")
    assert [o["Key"] for o in s3.list_objects_v2(Bucket=bucket)["Contents"]] == ["b"]
