"""S3 Object Lock: a bucket created with Object Lock (versioning on), its default retention, per-version
retention (GOVERNANCE, COMPLIANCE) and legal holds set by headers or by Put/GetObjectRetention and
Put/GetObjectLegalHold, enforced on the server clock against DeleteObject, DeleteObjects and lifecycle,
the GOVERNANCE bypass and its IAM action, the aws CLI, and locks surviving a restart."""

from __future__ import annotations

import base64
import hashlib
import json
import time
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
from botocore.config import Config
from s3_helpers import error_of

from labcloud.testing.server_process import LabcloudProcess

DAY = 86400


def _locked_bucket(s3: Any, name: str = "vault", **rule: Any) -> str:
    s3.create_bucket(Bucket=name, ObjectLockEnabledForBucket=True)
    if rule:
        config = {"ObjectLockEnabled": "Enabled", "Rule": {"DefaultRetention": rule}}
        s3.put_object_lock_configuration(Bucket=name, ObjectLockConfiguration=config)
    return name


def _at(seconds: float) -> datetime:
    return datetime.fromtimestamp(int(seconds), tz=timezone.utc)  # S3 keeps whole seconds in headers


def _until(check: Callable[[], bool], timeout: float = 30.0) -> bool:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def test_bucket_created_with_object_lock(s3: Any) -> None:
    bucket = _locked_bucket(s3)
    assert s3.get_bucket_versioning(Bucket=bucket)["Status"] == "Enabled"
    got = s3.get_object_lock_configuration(Bucket=bucket)["ObjectLockConfiguration"]
    assert got == {"ObjectLockEnabled": "Enabled"}
    rule = {"DefaultRetention": {"Mode": "COMPLIANCE", "Years": 1}}
    s3.put_object_lock_configuration(
        Bucket=bucket, ObjectLockConfiguration={"ObjectLockEnabled": "Enabled", "Rule": rule}
    )
    got = s3.get_object_lock_configuration(Bucket=bucket)["ObjectLockConfiguration"]
    assert got == {"ObjectLockEnabled": "Enabled", "Rule": rule}
    # a lock-enabled bucket stays versioned
    suspend = {"Bucket": bucket, "VersioningConfiguration": {"Status": "Suspended"}}
    assert error_of(s3.put_bucket_versioning, **suspend) == ("InvalidBucketState", 409)


def test_configuration_errors(s3: Any) -> None:
    s3.create_bucket(Bucket="plain")
    assert error_of(s3.get_object_lock_configuration, Bucket="plain") == (
        "ObjectLockConfigurationNotFoundError",
        404,
    )
    enabled = {"ObjectLockEnabled": "Enabled"}
    put = s3.put_object_lock_configuration
    assert error_of(put, Bucket="plain", ObjectLockConfiguration=enabled) == ("InvalidBucketState", 409)
    # an existing versioned bucket can have Object Lock turned on, as AWS now allows
    s3.put_bucket_versioning(Bucket="plain", VersioningConfiguration={"Status": "Enabled"})
    put(Bucket="plain", ObjectLockConfiguration=enabled)
    assert s3.get_object_lock_configuration(Bucket="plain")["ObjectLockConfiguration"] == enabled
    for retention, code in (
        ({"Mode": "GOVERNANCE"}, "MalformedXML"),
        ({"Mode": "GOVERNANCE", "Days": 1, "Years": 1}, "MalformedXML"),
        ({"Mode": "FOREVER", "Days": 1}, "MalformedXML"),
        ({"Mode": "GOVERNANCE", "Days": 0}, "InvalidArgument"),
        ({"Mode": "COMPLIANCE", "Years": -1}, "InvalidArgument"),
    ):
        config = {**enabled, "Rule": {"DefaultRetention": retention}}
        assert error_of(put, Bucket="plain", ObjectLockConfiguration=config) == (code, 400), retention
    assert error_of(put, Bucket="plain", ObjectLockConfiguration={}) == ("MalformedXML", 400)
    # event holds are not there yet: refused, never ignored
    held = {"Mode": "GOVERNANCE", "Days": 1, "DefaultEventHold": {"Days": 1}}
    config = {**enabled, "Rule": {"DefaultRetention": held}}
    assert error_of(put, Bucket="plain", ObjectLockConfiguration=config) == ("InvalidRequest", 400)
    event = {"Bucket": "plain", "Key": "k", "Body": b"x", "ObjectLockEventHold": "ON"}
    assert error_of(s3.put_object, **event) == ("NotImplemented", 501)
    assert error_of(s3.get_object_lock_configuration, Bucket="nowhere") == ("NoSuchBucket", 404)


def test_default_retention_protects_versions(labcloud_clock: Any, s3: Any) -> None:
    bucket = _locked_bucket(s3, Mode="GOVERNANCE", Days=2)
    now = labcloud_clock.now()
    version = s3.put_object(Bucket=bucket, Key="a", Body=b"1")["VersionId"]
    head = s3.head_object(Bucket=bucket, Key="a")
    assert head["ObjectLockMode"] == "GOVERNANCE"
    assert abs(head["ObjectLockRetainUntilDate"].timestamp() - (now + 2 * DAY)) < 60
    retention = s3.get_object_retention(Bucket=bucket, Key="a", VersionId=version)["Retention"]
    assert retention["Mode"] == "GOVERNANCE"
    one = {"Bucket": bucket, "Key": "a", "VersionId": version}
    assert error_of(s3.delete_object, **one) == ("AccessDenied", 403)
    # a delete without a version id only places a delete marker: allowed
    assert s3.delete_object(Bucket=bucket, Key="a")["DeleteMarker"] is True
    gone = s3.delete_objects(Bucket=bucket, Delete={"Objects": [{"Key": "a", "VersionId": version}]})
    assert [(e["Key"], e["VersionId"], e["Code"]) for e in gone["Errors"]] == [("a", version, "AccessDenied")]
    # shortening GOVERNANCE needs the bypass
    shorter = {"Mode": "GOVERNANCE", "RetainUntilDate": _at(now + DAY)}
    assert error_of(s3.put_object_retention, Retention=shorter, **one) == ("AccessDenied", 403)
    s3.put_object_retention(Retention=shorter, BypassGovernanceRetention=True, **one)
    kept = s3.get_object_retention(**one)["Retention"]["RetainUntilDate"]
    assert abs(kept.timestamp() - (now + DAY)) < 1
    # the server clock passes the date: the version can go
    labcloud_clock.advance("1d")
    labcloud_clock.advance("1h")
    assert s3.delete_object(**one)["VersionId"] == version
    # and the bypass header removes a GOVERNANCE version at once
    other = s3.put_object(Bucket=bucket, Key="b", Body=b"2")["VersionId"]
    s3.delete_object(Bucket=bucket, Key="b", VersionId=other, BypassGovernanceRetention=True)
    assert "Versions" not in s3.list_object_versions(Bucket=bucket, Prefix="b")


def test_compliance_cannot_be_bypassed_or_shortened(labcloud_clock: Any, s3: Any) -> None:
    bucket = _locked_bucket(s3)
    now = labcloud_clock.now()
    until = _at(now + 3 * DAY)
    version = s3.put_object(
        Bucket=bucket,
        Key="ledger",
        Body=b"x",
        ObjectLockMode="COMPLIANCE",
        ObjectLockRetainUntilDate=until,
    )["VersionId"]
    one = {"Bucket": bucket, "Key": "ledger", "VersionId": version}
    got = s3.get_object(**one)
    assert (got["ObjectLockMode"], got["ObjectLockRetainUntilDate"]) == ("COMPLIANCE", until)
    assert error_of(s3.delete_object, BypassGovernanceRetention=True, **one) == ("AccessDenied", 403)
    for retention in (
        {"Mode": "COMPLIANCE", "RetainUntilDate": _at(now + DAY)},
        {"Mode": "GOVERNANCE", "RetainUntilDate": _at(now + 9 * DAY)},
        {},
    ):
        call = {"Retention": retention, "BypassGovernanceRetention": True, **one}
        assert error_of(s3.put_object_retention, **call) == ("AccessDenied", 403), retention
    longer = _at(now + 5 * DAY)
    s3.put_object_retention(Retention={"Mode": "COMPLIANCE", "RetainUntilDate": longer}, **one)
    assert s3.get_object_retention(**one)["Retention"] == {"Mode": "COMPLIANCE", "RetainUntilDate": longer}
    labcloud_clock.advance("4d")
    assert error_of(s3.delete_object, **one) == ("AccessDenied", 403)
    labcloud_clock.advance("2d")
    s3.delete_object(**one)


def test_legal_hold_blocks_until_removed(s3: Any) -> None:
    bucket = _locked_bucket(s3)
    version = s3.put_object(Bucket=bucket, Key="held", Body=b"x", ObjectLockLegalHoldStatus="ON")["VersionId"]
    one = {"Bucket": bucket, "Key": "held", "VersionId": version}
    assert s3.head_object(**one)["ObjectLockLegalHoldStatus"] == "ON"
    assert s3.get_object_legal_hold(**one)["LegalHold"] == {"Status": "ON"}
    assert error_of(s3.get_object_retention, **one) == ("NoSuchObjectLockConfiguration", 404)
    assert error_of(s3.delete_object, BypassGovernanceRetention=True, **one) == ("AccessDenied", 403)
    s3.put_object_legal_hold(LegalHold={"Status": "OFF"}, **one)
    assert s3.get_object_legal_hold(**one)["LegalHold"] == {"Status": "OFF"}
    gone = s3.delete_objects(Bucket=bucket, Delete={"Objects": [{"Key": "held", "VersionId": version}]})
    assert [d["VersionId"] for d in gone["Deleted"]] == [version]
    # a hold put on an older version by id
    first = s3.put_object(Bucket=bucket, Key="k", Body=b"1")["VersionId"]
    s3.put_object(Bucket=bucket, Key="k", Body=b"2")
    s3.put_object_legal_hold(Bucket=bucket, Key="k", VersionId=first, LegalHold={"Status": "ON"})
    assert error_of(s3.delete_object, Bucket=bucket, Key="k", VersionId=first) == ("AccessDenied", 403)
    assert error_of(s3.get_object_legal_hold, Bucket=bucket, Key="k") == (
        "NoSuchObjectLockConfiguration",
        404,
    )


def test_object_request_errors(labcloud: Any, labcloud_clock: Any, s3: Any) -> None:
    s3.create_bucket(Bucket="plain")
    s3.put_object(Bucket="plain", Key="k", Body=b"x")
    hold = {"Bucket": "plain", "Key": "k", "Body": b"x", "ObjectLockLegalHoldStatus": "ON"}
    assert error_of(s3.put_object, **hold) == ("InvalidRequest", 400)
    assert error_of(s3.put_object_legal_hold, Bucket="plain", Key="k", LegalHold={"Status": "ON"}) == (
        "InvalidRequest",
        400,
    )
    assert error_of(s3.get_object_retention, Bucket="plain", Key="k") == ("InvalidRequest", 400)
    bucket = _locked_bucket(s3)
    now = labcloud_clock.now()
    assert error_of(s3.put_object, Bucket=bucket, Key="k", Body=b"x", ObjectLockMode="GOVERNANCE") == (
        "InvalidArgument",
        400,
    )
    past = {"ObjectLockMode": "GOVERNANCE", "ObjectLockRetainUntilDate": _at(now - 60)}
    assert error_of(s3.put_object, Bucket=bucket, Key="k", Body=b"x", **past) == ("InvalidArgument", 400)
    s3.put_object(Bucket=bucket, Key="k", Body=b"x")
    assert error_of(s3.get_object_retention, Bucket=bucket, Key="k") == ("NoSuchObjectLockConfiguration", 404)
    assert error_of(s3.get_object_retention, Bucket=bucket, Key="none") == ("NoSuchKey", 404)
    bad = {"Mode": "GOVERNANCE", "RetainUntilDate": _at(now - 60)}
    assert error_of(s3.put_object_retention, Bucket=bucket, Key="k", Retention=bad) == (
        "InvalidArgument",
        400,
    )
    # PutObject to a bucket with a default retention needs Content-MD5 or a checksum
    _locked_bucket(s3, "ruled", Mode="GOVERNANCE", Days=1)
    plain = labcloud.boto3_client("s3", config=Config(request_checksum_calculation="when_required"))
    assert error_of(plain.put_object, Bucket="ruled", Key="k", Body=b"x") == ("InvalidRequest", 400)
    md5 = base64.b64encode(hashlib.md5(b"x").digest()).decode()
    plain.put_object(Bucket="ruled", Key="k", Body=b"x", ContentMD5=md5)
    assert plain.head_object(Bucket="ruled", Key="k")["ObjectLockMode"] == "GOVERNANCE"


def test_copy_and_multipart_take_the_request_lock(labcloud_clock: Any, s3: Any) -> None:
    bucket = _locked_bucket(s3)
    until = _at(labcloud_clock.now() + DAY)
    s3.put_object(
        Bucket=bucket, Key="src", Body=b"x", ObjectLockMode="GOVERNANCE", ObjectLockRetainUntilDate=until
    )
    s3.copy_object(Bucket=bucket, Key="plain-copy", CopySource=f"{bucket}/src")
    assert "ObjectLockMode" not in s3.head_object(Bucket=bucket, Key="plain-copy")
    s3.copy_object(Bucket=bucket, Key="held-copy", CopySource=f"{bucket}/src", ObjectLockLegalHoldStatus="ON")
    assert s3.get_object_legal_hold(Bucket=bucket, Key="held-copy")["LegalHold"]["Status"] == "ON"
    upload = s3.create_multipart_upload(
        Bucket=bucket, Key="big", ObjectLockMode="COMPLIANCE", ObjectLockRetainUntilDate=until
    )["UploadId"]
    etag = s3.upload_part(Bucket=bucket, Key="big", UploadId=upload, PartNumber=1, Body=b"y")["ETag"]
    version = s3.complete_multipart_upload(
        Bucket=bucket,
        Key="big",
        UploadId=upload,
        MultipartUpload={"Parts": [{"PartNumber": 1, "ETag": etag}]},
    )["VersionId"]
    assert s3.get_object_retention(Bucket=bucket, Key="big")["Retention"] == {
        "Mode": "COMPLIANCE",
        "RetainUntilDate": until,
    }
    assert error_of(s3.delete_object, Bucket=bucket, Key="big", VersionId=version) == ("AccessDenied", 403)


def test_lifecycle_leaves_locked_versions(labcloud_clock: Any, s3: Any) -> None:
    bucket = _locked_bucket(s3)
    held = s3.put_object(Bucket=bucket, Key="a", Body=b"1", ObjectLockLegalHoldStatus="ON")["VersionId"]
    s3.put_object(Bucket=bucket, Key="a", Body=b"2")
    free = s3.put_object(Bucket=bucket, Key="b", Body=b"1")["VersionId"]
    s3.put_object(Bucket=bucket, Key="b", Body=b"2")
    rule = {
        "ID": "old-versions",
        "Status": "Enabled",
        "Filter": {"Prefix": ""},
        "NoncurrentVersionExpiration": {"NoncurrentDays": 1},
    }
    s3.put_bucket_lifecycle_configuration(Bucket=bucket, LifecycleConfiguration={"Rules": [rule]})
    labcloud_clock.advance("3d")

    def versions() -> set[str]:
        return {v["VersionId"] for v in s3.list_object_versions(Bucket=bucket).get("Versions", [])}

    assert _until(lambda: free not in versions())
    assert held in versions()


def test_bypass_needs_its_iam_action(labcloud: Any, s3: Any) -> None:
    bucket = _locked_bucket(s3, Mode="GOVERNANCE", Days=1)
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"AWS": "arn:aws:iam::000000000000:root"},
                "Action": "sts:AssumeRole",
            }
        ],
    }
    sessions = {}
    for name, actions in (
        ("cleaner", ["s3:DeleteObjectVersion", "s3:GetBucketObjectLockConfiguration"]),
        ("admin", ["s3:DeleteObjectVersion", "s3:BypassGovernanceRetention", "s3:PutObjectLegalHold"]),
    ):
        arn = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
        statement = {"Effect": "Allow", "Action": actions, "Resource": "*"}
        iam.put_role_policy(
            RoleName=name,
            PolicyName="inline",
            PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": [statement]}),
        )
        creds = labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName=name)["Credentials"]
        sessions[name] = labcloud.boto3_client(
            "s3",
            aws_access_key_id=creds["AccessKeyId"],
            aws_secret_access_key=creds["SecretAccessKey"],
            aws_session_token=creds["SessionToken"],
        )
    version = s3.put_object(Bucket=bucket, Key="k", Body=b"x")["VersionId"]
    one = {"Bucket": bucket, "Key": "k", "VersionId": version, "BypassGovernanceRetention": True}
    cleaner, admin = sessions["cleaner"], sessions["admin"]
    assert cleaner.get_object_lock_configuration(Bucket=bucket)["ObjectLockConfiguration"]["Rule"]
    assert error_of(cleaner.delete_object, **one) == ("AccessDenied", 403)
    assert error_of(cleaner.put_object_legal_hold, LegalHold={"Status": "ON"}, Bucket=bucket, Key="k") == (
        "AccessDenied",
        403,
    )
    rule = {"ObjectLockEnabled": "Enabled"}
    assert error_of(admin.put_object_lock_configuration, Bucket=bucket, ObjectLockConfiguration=rule) == (
        "AccessDenied",
        403,
    )
    admin.delete_object(**one)


def test_aws_cli(labcloud: Any, labcloud_clock: Any) -> None:
    created = labcloud.aws(
        "s3api", "create-bucket", "--bucket", "cli-vault", "--object-lock-enabled-for-bucket"
    )
    assert created.returncode == 0, created.stderr
    config = '{"ObjectLockEnabled":"Enabled","Rule":{"DefaultRetention":{"Mode":"GOVERNANCE","Days":3}}}'
    labcloud.aws(
        "s3api",
        "put-object-lock-configuration",
        "--bucket",
        "cli-vault",
        "--object-lock-configuration",
        config,
    )
    got = json.loads(labcloud.aws("s3api", "get-object-lock-configuration", "--bucket", "cli-vault").stdout)
    assert got["ObjectLockConfiguration"]["Rule"]["DefaultRetention"] == {"Mode": "GOVERNANCE", "Days": 3}
    labcloud.aws("s3api", "put-object", "--bucket", "cli-vault", "--key", "k", "--body", __file__)
    labcloud.aws(
        "s3api", "put-object-legal-hold", "--bucket", "cli-vault", "--key", "k", "--legal-hold", "Status=ON"
    )
    head = json.loads(labcloud.aws("s3api", "head-object", "--bucket", "cli-vault", "--key", "k").stdout)
    assert (head["ObjectLockMode"], head["ObjectLockLegalHoldStatus"]) == ("GOVERNANCE", "ON")
    retention = json.loads(
        labcloud.aws("s3api", "get-object-retention", "--bucket", "cli-vault", "--key", "k").stdout
    )["Retention"]
    assert retention["Mode"] == "GOVERNANCE"
    denied = labcloud.aws(
        "s3api",
        "delete-object",
        "--bucket",
        "cli-vault",
        "--key",
        "k",
        "--version-id",
        head["VersionId"],
        "--bypass-governance-retention",
        check=False,
    )
    assert denied.returncode != 0 and "AccessDenied" in denied.stderr


@pytest.mark.timeout(120)
def test_locks_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        s3 = server.boto3_client("s3")
        bucket = _locked_bucket(s3, Mode="COMPLIANCE", Days=1)
        version = s3.put_object(Bucket=bucket, Key="k", Body=b"x")["VersionId"]
        s3.put_object_legal_hold(Bucket=bucket, Key="k", LegalHold={"Status": "ON"})
        s3.put_object(Bucket=bucket, Key="k", Body=b"newer")  # the locked version is an older one now
        server.kill()  # kill -9: acknowledged writes must survive
        server.start()
        s3 = server.boto3_client("s3")
        rule = s3.get_object_lock_configuration(Bucket=bucket)["ObjectLockConfiguration"]["Rule"]
        assert rule == {"DefaultRetention": {"Mode": "COMPLIANCE", "Days": 1}}
        one = {"Bucket": bucket, "Key": "k", "VersionId": version}
        assert s3.get_object_retention(**one)["Retention"]["Mode"] == "COMPLIANCE"
        assert s3.get_object_legal_hold(**one)["LegalHold"]["Status"] == "ON"
        assert error_of(s3.delete_object, **one) == ("AccessDenied", 403)
    finally:
        server.stop()
