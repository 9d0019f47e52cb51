"""Lifecycle rules (Put/Get/DeleteBucketLifecycleConfiguration): S3's validation and error codes, and the
sweeper on the server clock: expiration (with its notifications), aborting old multipart uploads,
transitions to other storage classes, ``x-amz-expiration``, and the configuration surviving a restart."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
from s3_helpers import error_of

from labcloud.testing.server_process import LabcloudProcess

DAY = 86400


def _rules(*rules: dict[str, Any]) -> dict[str, Any]:
    return {"Rules": list(rules)}


def _expire(days: int = 1, prefix: str = "logs/", rule_id: str = "old-logs") -> dict[str, Any]:
    return {"ID": rule_id, "Status": "Enabled", "Filter": {"Prefix": prefix}, "Expiration": {"Days": days}}


def _until(check: Callable[[], bool], timeout: float = 30.0) -> bool:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def _keys(s3: Any, bucket: str) -> list[str]:
    return [o["Key"] for o in s3.list_objects_v2(Bucket=bucket).get("Contents", [])]


def test_put_get_delete(s3: Any, bucket: str) -> None:
    assert error_of(s3.get_bucket_lifecycle_configuration, Bucket=bucket) == (
        "NoSuchLifecycleConfiguration",
        404,
    )
    answer = s3.put_bucket_lifecycle_configuration(
        Bucket=bucket,
        LifecycleConfiguration=_rules(
            _expire(30),
            {
                "ID": "big-tmp",
                "Status": "Disabled",
                "Filter": {"Prefix": "tmp/"},
                "Transitions": [{"Days": 30, "StorageClass": "STANDARD_IA"}],
                "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 7},
            },
            {
                "Status": "Enabled",
                "Prefix": "",
                "Expiration": {"Date": datetime(2030, 1, 1, tzinfo=timezone.utc)},
            },
            {
                "ID": "tagged",
                "Status": "Enabled",
                "Filter": {"Tag": {"Key": "k", "Value": "v"}},
                "Expiration": {"Days": 5},
            },
        ),
    )
    assert answer["TransitionDefaultMinimumObjectSize"] == "all_storage_classes_128K"
    got = s3.get_bucket_lifecycle_configuration(Bucket=bucket)
    assert got["TransitionDefaultMinimumObjectSize"] == "all_storage_classes_128K"
    rules = got["Rules"]
    assert rules[0] == {
        "ID": "old-logs",
        "Status": "Enabled",
        "Filter": {"Prefix": "logs/"},
        "Expiration": {"Days": 30},
    }
    assert rules[1]["Transitions"] == [{"Days": 30, "StorageClass": "STANDARD_IA"}]
    assert rules[1]["AbortIncompleteMultipartUpload"] == {"DaysAfterInitiation": 7}
    assert rules[1]["Filter"] == {"Prefix": "tmp/"}
    assert rules[2]["Prefix"] == "" and "Filter" not in rules[2]
    assert rules[2]["Expiration"]["Date"] == datetime(2030, 1, 1, tzinfo=timezone.utc)
    assert rules[2]["ID"]  # S3 names a rule without an ID
    assert rules[3]["Filter"] == {"Tag": {"Key": "k", "Value": "v"}}
    # a put replaces the whole configuration
    s3.put_bucket_lifecycle_configuration(
        Bucket=bucket,
        LifecycleConfiguration=_rules(
            {
                "ID": "sized",
                "Status": "Enabled",
                "Filter": {
                    "And": {"Prefix": "a/", "ObjectSizeGreaterThan": 10, "Tags": [{"Key": "x", "Value": "y"}]}
                },
                "Expiration": {"Days": 1},
            }
        ),
        TransitionDefaultMinimumObjectSize="varies_by_storage_class",
    )
    got = s3.get_bucket_lifecycle_configuration(Bucket=bucket)
    assert got["TransitionDefaultMinimumObjectSize"] == "varies_by_storage_class"
    assert got["Rules"] == [
        {
            "ID": "sized",
            "Status": "Enabled",
            "Filter": {
                "And": {"Prefix": "a/", "ObjectSizeGreaterThan": 10, "Tags": [{"Key": "x", "Value": "y"}]}
            },
            "Expiration": {"Days": 1},
        }
    ]
    s3.delete_bucket_lifecycle(Bucket=bucket)
    assert error_of(s3.get_bucket_lifecycle_configuration, Bucket=bucket) == (
        "NoSuchLifecycleConfiguration",
        404,
    )
    s3.delete_bucket_lifecycle(Bucket=bucket)  # deleting none is not an error


MIDNIGHT = datetime(2030, 1, 1, tzinfo=timezone.utc)
NOT_MIDNIGHT = datetime(2030, 1, 1, 12, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    ("rules", "code"),
    [
        ([], "MalformedXML"),
        ([_expire(rule_id=f"r{i}") for i in range(1001)], "MalformedXML"),
        ([{"ID": "a", "Status": "On", "Filter": {}, "Expiration": {"Days": 1}}], "MalformedXML"),
        ([{"ID": "a", "Status": "Enabled", "Expiration": {"Days": 1}}], "MalformedXML"),
        (
            [{"ID": "a", "Status": "Enabled", "Prefix": "x", "Filter": {}, "Expiration": {"Days": 1}}],
            "MalformedXML",
        ),
        (
            [
                {
                    "ID": "a",
                    "Status": "Enabled",
                    "Filter": {"Prefix": "x", "ObjectSizeLessThan": 5},
                    "Expiration": {"Days": 1},
                }
            ],
            "MalformedXML",
        ),
        (
            [{"ID": "a", "Status": "Enabled", "Filter": {"And": {"Prefix": "x"}}, "Expiration": {"Days": 1}}],
            "MalformedXML",
        ),
        (
            [{"ID": "a", "Status": "Enabled", "Filter": {}, "Expiration": {"Days": 1, "Date": MIDNIGHT}}],
            "MalformedXML",
        ),
        (
            [
                {
                    "ID": "a",
                    "Status": "Enabled",
                    "Filter": {},
                    "Transitions": [{"Days": 1, "StorageClass": "STANDARD"}],
                }
            ],
            "MalformedXML",
        ),
        ([_expire(rule_id="same"), _expire(rule_id="same")], "InvalidArgument"),
        ([_expire(rule_id="x" * 256)], "InvalidArgument"),
        ([_expire(days=0)], "InvalidArgument"),
        (
            [{"ID": "a", "Status": "Enabled", "Filter": {}, "Expiration": {"Date": NOT_MIDNIGHT}}],
            "InvalidArgument",
        ),
        (
            [
                {
                    "ID": "a",
                    "Status": "Enabled",
                    "Filter": {},
                    "Transitions": [{"Days": 10, "StorageClass": "STANDARD_IA"}],
                }
            ],
            "InvalidArgument",
        ),
        (
            [
                {
                    "ID": "a",
                    "Status": "Enabled",
                    "Filter": {},
                    "Expiration": {"Days": 5},
                    "Transitions": [{"Days": 10, "StorageClass": "GLACIER"}],
                }
            ],
            "InvalidArgument",
        ),
        (
            [
                {
                    "ID": "a",
                    "Status": "Enabled",
                    "Filter": {"And": {"ObjectSizeGreaterThan": 100, "ObjectSizeLessThan": 50}},
                    "Expiration": {"Days": 5},
                }
            ],
            "InvalidArgument",
        ),
        ([{"ID": "a", "Status": "Enabled", "Filter": {"Prefix": "x"}}], "InvalidRequest"),
        (
            [
                {
                    "ID": "a",
                    "Status": "Enabled",
                    "Filter": {},
                    "NoncurrentVersionExpiration": {"NoncurrentDays": 0},
                }
            ],
            "InvalidArgument",
        ),
        (
            [
                {
                    "ID": "a",
                    "Status": "Enabled",
                    "Filter": {},
                    "NoncurrentVersionTransitions": [{"NoncurrentDays": 3, "StorageClass": "STANDARD"}],
                }
            ],
            "MalformedXML",
        ),
        (
            [
                {
                    "ID": "a",
                    "Status": "Enabled",
                    "Filter": {},
                    "Expiration": {"ExpiredObjectDeleteMarker": True, "Days": 3},
                }
            ],
            "MalformedXML",
        ),
        (
            [
                {
                    "ID": "a",
                    "Status": "Enabled",
                    "Filter": {"Tag": {"Key": "k", "Value": "v"}},
                    "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 1},
                }
            ],
            "InvalidRequest",
        ),
        (
            [
                {
                    "ID": "a",
                    "Status": "Enabled",
                    "Filter": {},
                    "Transitions": [
                        {"Days": 40, "StorageClass": "GLACIER"},
                        {"Date": MIDNIGHT, "StorageClass": "DEEP_ARCHIVE"},
                    ],
                }
            ],
            "InvalidRequest",
        ),
    ],
    ids=[
        "no-rules",
        "over-1000-rules",
        "bad-status",
        "no-filter-no-prefix",
        "filter-and-prefix",
        "filter-two-conditions",
        "and-with-one-condition",
        "days-and-date",
        "transition-to-standard",
        "duplicate-id",
        "id-too-long",
        "zero-days",
        "date-not-midnight",
        "standard-ia-before-30-days",
        "expiration-before-transition",
        "size-range-empty",
        "no-action",
        "noncurrent-days-zero",
        "noncurrent-transition-to-standard",
        "delete-marker-with-days",
        "abort-with-tag-filter",
        "mixed-date-and-days-transitions",
    ],
)
def test_invalid_configurations_are_refused(
    s3: Any, bucket: str, rules: list[dict[str, Any]], code: str
) -> None:
    assert error_of(
        s3.put_bucket_lifecycle_configuration, Bucket=bucket, LifecycleConfiguration={"Rules": rules}
    ) == (
        code,
        400,
    )
    assert error_of(s3.get_bucket_lifecycle_configuration, Bucket=bucket)[0] == "NoSuchLifecycleConfiguration"


VERSION_RULES = [
    {
        "ID": "versions",
        "Status": "Enabled",
        "Filter": {},
        "NoncurrentVersionExpiration": {"NoncurrentDays": 30},
    },
    {
        "ID": "cold-versions",
        "Status": "Enabled",
        "Filter": {"Prefix": "logs/"},
        "NoncurrentVersionTransitions": [{"NoncurrentDays": 3, "StorageClass": "GLACIER"}],
    },
    {"ID": "markers", "Status": "Enabled", "Filter": {}, "Expiration": {"ExpiredObjectDeleteMarker": True}},
]


def test_version_rules_on_a_bucket_without_versioning(s3: Any, bucket: str) -> None:
    # as on AWS: kept (the CDK bootstrap bucket declares one), with nothing to act on
    s3.put_bucket_lifecycle_configuration(Bucket=bucket, LifecycleConfiguration=_rules(*VERSION_RULES))
    assert s3.get_bucket_lifecycle_configuration(Bucket=bucket)["Rules"] == VERSION_RULES


def test_version_rules_on_a_versioned_bucket(s3: Any, bucket: str) -> None:
    # versioned (the CDK bootstrap bucket is): kept and answered, the sweeper acts on them
    # (tests/s3/test_s3_lifecycle_versions.py)
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Enabled"})
    s3.put_bucket_lifecycle_configuration(Bucket=bucket, LifecycleConfiguration=_rules(*VERSION_RULES))
    assert s3.get_bucket_lifecycle_configuration(Bucket=bucket)["Rules"] == VERSION_RULES


def test_invalid_minimum_object_size(s3: Any, bucket: str) -> None:
    assert error_of(
        s3.put_bucket_lifecycle_configuration,
        Bucket=bucket,
        LifecycleConfiguration=_rules(_expire()),
        TransitionDefaultMinimumObjectSize="tiny",
    ) == ("InvalidArgument", 400)


def test_missing_bucket(s3: Any) -> None:
    assert error_of(
        s3.put_bucket_lifecycle_configuration, Bucket="nope-x", LifecycleConfiguration=_rules(_expire())
    ) == (
        "NoSuchBucket",
        404,
    )
    assert error_of(s3.get_bucket_lifecycle_configuration, Bucket="nope-x") == ("NoSuchBucket", 404)
    assert error_of(s3.delete_bucket_lifecycle, Bucket="nope-x") == ("NoSuchBucket", 404)


def test_expiration_by_days_with_notifications(
    labcloud: Any, labcloud_clock: Any, s3: Any, bucket: str
) -> None:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="expired")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    s3.put_bucket_notification_configuration(
        Bucket=bucket,
        NotificationConfiguration={
            "QueueConfigurations": [{"Id": "gone", "QueueArn": arn, "Events": ["s3:LifecycleExpiration:*"]}]
        },
    )
    sqs.purge_queue(QueueUrl=url)  # the s3:TestEvent
    s3.put_bucket_lifecycle_configuration(
        Bucket=bucket,
        LifecycleConfiguration=_rules(
            _expire(2),
            {"ID": "off", "Status": "Disabled", "Filter": {"Prefix": "keep/"}, "Expiration": {"Days": 1}},
        ),
    )
    put = s3.put_object(Bucket=bucket, Key="logs/a.txt", Body=b"a")
    expected = (int(labcloud_clock.now()) // DAY + 3) * DAY
    assert "expiry-date=" in put["Expiration"] and 'rule-id="old-logs"' in put["Expiration"]
    head = s3.head_object(Bucket=bucket, Key="logs/a.txt")
    assert head["Expiration"] == put["Expiration"]
    assert time.strftime("%d %b %Y 00:00:00 GMT", time.gmtime(expected)) in head["Expiration"]
    s3.put_object(Bucket=bucket, Key="keep/b.txt", Body=b"b")
    assert "Expiration" not in s3.head_object(Bucket=bucket, Key="keep/b.txt")
    assert "Expiration" not in s3.get_object(Bucket=bucket, Key="keep/b.txt")
    assert s3.get_object(Bucket=bucket, Key="logs/a.txt")["Expiration"] == put["Expiration"]
    copied = s3.copy_object(
        Bucket=bucket, Key="logs/c.txt", CopySource={"Bucket": bucket, "Key": "keep/b.txt"}
    )
    assert copied["Expiration"] == put["Expiration"]
    upload = s3.create_multipart_upload(Bucket=bucket, Key="logs/m.txt")["UploadId"]
    part = s3.upload_part(Bucket=bucket, Key="logs/m.txt", UploadId=upload, PartNumber=1, Body=b"m")
    done = s3.complete_multipart_upload(
        Bucket=bucket,
        Key="logs/m.txt",
        UploadId=upload,
        MultipartUpload={"Parts": [{"PartNumber": 1, "ETag": part["ETag"]}]},
    )
    assert done["Expiration"] == put["Expiration"]
    labcloud_clock.advance("1d")
    time.sleep(0.3)  # a round ran (the clock move wakes it); nothing is due yet
    assert sorted(_keys(s3, bucket)) == ["keep/b.txt", "logs/a.txt", "logs/c.txt", "logs/m.txt"]
    labcloud_clock.advance("2d")
    assert _until(lambda: _keys(s3, bucket) == ["keep/b.txt"])
    messages: list[dict[str, Any]] = []
    deadline = time.monotonic() + 30
    while not messages and time.monotonic() < deadline:
        messages = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=2).get("Messages", [])
    record = json.loads(messages[0]["Body"])["Records"][0]
    assert record["eventName"] == "LifecycleExpiration:Delete"
    assert record["s3"]["object"]["key"] in ("logs/a.txt", "logs/c.txt", "logs/m.txt")


def test_expiration_by_date_and_size(labcloud_clock: Any, s3: Any, bucket: str) -> None:
    s3.put_object(Bucket=bucket, Key="small", Body=b"x")
    s3.put_object(Bucket=bucket, Key="large", Body=b"x" * 2000)
    today = int(labcloud_clock.now()) // DAY * DAY
    when = datetime.fromtimestamp(today + 2 * DAY, timezone.utc)
    s3.put_bucket_lifecycle_configuration(
        Bucket=bucket,
        LifecycleConfiguration=_rules(
            {
                "ID": "big",
                "Status": "Enabled",
                "Filter": {"ObjectSizeGreaterThan": 1000},
                "Expiration": {"Date": when},
            }
        ),
    )
    assert 'rule-id="big"' in s3.head_object(Bucket=bucket, Key="large")["Expiration"]
    assert "Expiration" not in s3.head_object(Bucket=bucket, Key="small")
    labcloud_clock.advance("3d")
    assert _until(lambda: _keys(s3, bucket) == ["small"])


def test_abort_incomplete_multipart_uploads(labcloud_clock: Any, s3: Any, bucket: str) -> None:
    old = s3.create_multipart_upload(Bucket=bucket, Key="uploads/old")["UploadId"]
    s3.upload_part(Bucket=bucket, Key="uploads/old", UploadId=old, PartNumber=1, Body=b"p" * 100)
    s3.create_multipart_upload(Bucket=bucket, Key="elsewhere/old")
    s3.put_bucket_lifecycle_configuration(
        Bucket=bucket,
        LifecycleConfiguration=_rules(
            {
                "ID": "abort",
                "Status": "Enabled",
                "Filter": {"Prefix": "uploads/"},
                "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 3},
            }
        ),
    )
    labcloud_clock.advance("2d")
    fresh = s3.create_multipart_upload(Bucket=bucket, Key="uploads/new")["UploadId"]
    labcloud_clock.advance("2d")

    def uploads() -> list[str]:
        return sorted(u["Key"] for u in s3.list_multipart_uploads(Bucket=bucket).get("Uploads", []))

    assert _until(lambda: uploads() == ["elsewhere/old", "uploads/new"])
    assert error_of(s3.list_parts, Bucket=bucket, Key="uploads/old", UploadId=old) == ("NoSuchUpload", 404)
    s3.abort_multipart_upload(Bucket=bucket, Key="uploads/new", UploadId=fresh)


def test_transitions_change_the_storage_class(labcloud_clock: Any, s3: Any, bucket: str) -> None:
    big = b"b" * (200 * 1024)
    s3.put_object(Bucket=bucket, Key="archive/big", Body=big)
    s3.put_object(Bucket=bucket, Key="archive/small", Body=b"s")
    s3.put_object(Bucket=bucket, Key="warm/big", Body=big)
    s3.put_bucket_lifecycle_configuration(
        Bucket=bucket,
        LifecycleConfiguration=_rules(
            {
                "ID": "cold",
                "Status": "Enabled",
                "Filter": {"Prefix": "archive/"},
                "Transitions": [
                    {"Days": 1, "StorageClass": "GLACIER"},
                    {"Days": 5, "StorageClass": "DEEP_ARCHIVE"},
                ],
            },
            {
                "ID": "warm",
                "Status": "Enabled",
                "Filter": {"Prefix": "warm/"},
                "Transitions": [{"Days": 30, "StorageClass": "STANDARD_IA"}],
            },
        ),
    )

    def classes() -> dict[str, str]:
        return {o["Key"]: o["StorageClass"] for o in s3.list_objects_v2(Bucket=bucket)["Contents"]}

    assert set(classes().values()) == {"STANDARD"}
    labcloud_clock.advance("2d")
    assert _until(lambda: classes()["archive/big"] == "GLACIER")
    assert classes() == {"archive/big": "GLACIER", "archive/small": "STANDARD", "warm/big": "STANDARD"}
    assert s3.head_object(Bucket=bucket, Key="archive/big")["StorageClass"] == "GLACIER"
    assert "StorageClass" not in s3.head_object(Bucket=bucket, Key="archive/small")  # S3 omits STANDARD
    assert error_of(s3.get_object, Bucket=bucket, Key="archive/big") == ("InvalidObjectState", 403)
    assert error_of(
        s3.copy_object, Bucket=bucket, Key="copy", CopySource={"Bucket": bucket, "Key": "archive/big"}
    ) == ("InvalidObjectState", 403)
    assert s3.get_object(Bucket=bucket, Key="archive/small")["Body"].read() == b"s"
    labcloud_clock.advance("30d")
    assert _until(
        lambda: classes()["archive/big"] == "DEEP_ARCHIVE" and classes()["warm/big"] == "STANDARD_IA"
    )
    assert (
        s3.get_object(Bucket=bucket, Key="warm/big")["Body"].read() == big
    )  # infrequent access stays readable
    s3.copy_object(Bucket=bucket, Key="warm/copy", CopySource={"Bucket": bucket, "Key": "warm/big"})
    assert "StorageClass" not in s3.head_object(Bucket=bucket, Key="warm/copy")
    # a new write is STANDARD again
    s3.put_object(Bucket=bucket, Key="archive/big", Body=b"new")
    assert s3.get_object(Bucket=bucket, Key="archive/big")["Body"].read() == b"new"


def test_cli_round_trip(labcloud: Any, bucket: str, tmp_path: Path) -> None:
    config = tmp_path / "lifecycle.json"
    config.write_text(json.dumps(_rules(_expire(7))))
    labcloud.aws(
        "s3api",
        "put-bucket-lifecycle-configuration",
        "--bucket",
        bucket,
        "--lifecycle-configuration",
        f"file://{config}",
    )
    got = labcloud.aws_json("s3api", "get-bucket-lifecycle-configuration", "--bucket", bucket)
    assert got["Rules"] == [
        {"ID": "old-logs", "Status": "Enabled", "Filter": {"Prefix": "logs/"}, "Expiration": {"Days": 7}}
    ]
    labcloud.aws("s3api", "delete-bucket-lifecycle", "--bucket", bucket)
    failed = labcloud.aws("s3api", "get-bucket-lifecycle-configuration", "--bucket", bucket, check=False)
    assert failed.returncode != 0 and "NoSuchLifecycleConfiguration" in failed.stderr


def test_lifecycle_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        s3 = server.boto3_client("s3")
        s3.create_bucket(Bucket="kept-rules")
        s3.put_object(Bucket="kept-rules", Key="logs/x", Body=b"x")
        s3.put_bucket_lifecycle_configuration(Bucket="kept-rules", LifecycleConfiguration=_rules(_expire(1)))
        server.kill()  # kill -9: an acknowledged put must survive
        server.start()
        s3 = server.boto3_client("s3")
        assert s3.get_bucket_lifecycle_configuration(Bucket="kept-rules")["Rules"][0]["ID"] == "old-logs"
        server.advance_clock("2d")
        assert _until(lambda: "Contents" not in s3.list_objects_v2(Bucket="kept-rules"))
    finally:
        server.stop()


def test_iam_actions(labcloud: Any, s3: Any, bucket: str) -> None:
    """Lifecycle: s3:GetLifecycleConfiguration / s3:PutLifecycleConfiguration (delete too); websites:
    s3:GetBucketWebsite / s3:PutBucketWebsite / s3:DeleteBucketWebsite."""
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
    arn = iam.create_role(RoleName="rules-reader", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    allowed = ["s3:GetLifecycleConfiguration", "s3:GetBucketWebsite", "s3:DeleteBucketWebsite"]
    iam.put_role_policy(
        RoleName="rules-reader",
        PolicyName="inline",
        PolicyDocument=json.dumps(
            {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": allowed, "Resource": "*"}]}
        ),
    )
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=arn, RoleSessionName="rules")["Credentials"]
    session = labcloud.boto3_client(
        "s3",
        aws_access_key_id=creds["AccessKeyId"],
        aws_secret_access_key=creds["SecretAccessKey"],
        aws_session_token=creds["SessionToken"],
    )
    s3.put_bucket_lifecycle_configuration(Bucket=bucket, LifecycleConfiguration=_rules(_expire()))
    assert session.get_bucket_lifecycle_configuration(Bucket=bucket)["Rules"][0]["ID"] == "old-logs"
    put = {"Bucket": bucket, "LifecycleConfiguration": _rules(_expire(5))}
    assert error_of(session.put_bucket_lifecycle_configuration, **put) == ("AccessDenied", 403)
    assert error_of(session.delete_bucket_lifecycle, Bucket=bucket) == ("AccessDenied", 403)
    website = {"IndexDocument": {"Suffix": "index.html"}}
    assert error_of(session.put_bucket_website, Bucket=bucket, WebsiteConfiguration=website) == (
        "AccessDenied",
        403,
    )
    assert error_of(session.get_bucket_website, Bucket=bucket) == ("NoSuchWebsiteConfiguration", 404)
    s3.put_bucket_website(Bucket=bucket, WebsiteConfiguration=website)
    session.delete_bucket_website(Bucket=bucket)
    assert error_of(s3.get_bucket_website, Bucket=bucket) == ("NoSuchWebsiteConfiguration", 404)


def test_expiration_reaches_eventbridge(labcloud: Any, labcloud_clock: Any, s3: Any, bucket: str) -> None:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="bus-out")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": "events.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": arn,
    }
    sqs.set_queue_attributes(
        QueueUrl=url, Attributes={"Policy": json.dumps({"Version": "2012-10-17", "Statement": [statement]})}
    )
    events = labcloud.boto3_client("events")
    pattern = {"source": ["aws.s3"], "detail-type": ["Object Deleted"]}
    events.put_rule(Name="expired", EventPattern=json.dumps(pattern))
    events.put_targets(Rule="expired", Targets=[{"Id": "q", "Arn": arn}])
    s3.put_bucket_notification_configuration(
        Bucket=bucket, NotificationConfiguration={"EventBridgeConfiguration": {}}
    )
    s3.put_object(Bucket=bucket, Key="logs/old", Body=b"x")
    s3.put_bucket_lifecycle_configuration(Bucket=bucket, LifecycleConfiguration=_rules(_expire(1)))
    labcloud_clock.advance("3d")
    messages: list[dict[str, Any]] = []
    deadline = time.monotonic() + 30
    while not messages and time.monotonic() < deadline:
        messages = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=2).get("Messages", [])
    assert messages, "no Object Deleted event reached the queue"
    detail = json.loads(messages[0]["Body"])["detail"]
    assert (detail["object"]["key"], detail["reason"], detail["deletion-type"]) == (
        "logs/old",
        "Lifecycle Expiration",
        "Permanently Deleted",
    )
    assert detail["requester"] == "s3.amazonaws.com"
