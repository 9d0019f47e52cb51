"""ListObjectVersions (order, IsLatest, prefixes and delimiters, KeyMarker/VersionIdMarker paging and its
errors), the aws CLI on a versioned bucket, versions surviving a kill -9, notifications and EventBridge
events of version writes and delete markers, and IAM's version actions."""

from __future__ import annotations

import base64
import hashlib
import json
import sys
import time
from pathlib import Path
from typing import Any

from s3_helpers import error_of

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
from lambda_helpers import create_role, make_zip  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess

ENABLED = {"Status": "Enabled"}


def _entries(page: dict[str, Any]) -> list[tuple[str, str, bool, bool]]:
    """(key, version id, is latest, is a marker) of a page, in S3's order (key, then newest first)."""
    versions = [
        (v["Key"], v["VersionId"], v["IsLatest"], False, v["LastModified"]) for v in page.get("Versions", [])
    ]
    markers = [
        (m["Key"], m["VersionId"], m["IsLatest"], True, m["LastModified"])
        for m in page.get("DeleteMarkers", [])
    ]
    return [e[:4] for e in versions + markers]


def _fill(s3: Any, bucket: str) -> dict[str, list[str]]:
    """Three keys with several versions and a marker: their version ids, newest first."""
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration=ENABLED)
    ids: dict[str, list[str]] = {}
    for key, count in (("a", 3), ("dir/b", 2), ("dir/c", 1)):
        for n in range(count):
            ids.setdefault(key, []).insert(
                0, s3.put_object(Bucket=bucket, Key=key, Body=f"{key}{n}".encode())["VersionId"]
            )
    ids["a"].insert(0, s3.delete_object(Bucket=bucket, Key="a")["VersionId"])
    return ids


def test_listing_order_and_is_latest(s3: Any, bucket: str) -> None:
    ids = _fill(s3, bucket)
    page = s3.list_object_versions(Bucket=bucket)
    assert page["IsTruncated"] is False
    assert page["Name"] == bucket and page["MaxKeys"] == 1000
    versions = [(v["Key"], v["VersionId"], v["IsLatest"]) for v in page["Versions"]]
    assert versions == [
        ("a", ids["a"][1], False),
        ("a", ids["a"][2], False),
        ("a", ids["a"][3], False),
        ("dir/b", ids["dir/b"][0], True),
        ("dir/b", ids["dir/b"][1], False),
        ("dir/c", ids["dir/c"][0], True),
    ]
    assert [(m["Key"], m["VersionId"], m["IsLatest"]) for m in page["DeleteMarkers"]] == [
        ("a", ids["a"][0], True)
    ]
    assert page["Versions"][0]["Size"] == 2 and page["Versions"][0]["StorageClass"] == "STANDARD"
    assert page["DeleteMarkers"][0]["Owner"]["ID"]


def test_prefix_and_delimiter(s3: Any, bucket: str) -> None:
    ids = _fill(s3, bucket)
    rolled = s3.list_object_versions(Bucket=bucket, Delimiter="/")
    assert rolled["CommonPrefixes"] == [{"Prefix": "dir/"}]
    assert {v["Key"] for v in rolled["Versions"]} == {"a"}
    under = s3.list_object_versions(Bucket=bucket, Prefix="dir/")
    assert [v["VersionId"] for v in under["Versions"]] == ids["dir/b"] + ids["dir/c"]
    assert "DeleteMarkers" not in under


def test_paging_with_key_and_version_markers(s3: Any, bucket: str) -> None:
    ids = _fill(s3, bucket)
    walked: list[tuple[str, str, bool, bool]] = []
    kwargs: dict[str, Any] = {}
    pages = 0
    while True:
        page = s3.list_object_versions(Bucket=bucket, MaxKeys=2, **kwargs)
        pages += 1
        got = _entries(page)
        assert len(got) <= 2
        walked += got
        if not page["IsTruncated"]:
            break
        kwargs = {"KeyMarker": page["NextKeyMarker"], "VersionIdMarker": page["NextVersionIdMarker"]}
    assert pages == 4
    # within a page boto3 separates versions from markers: compare per key, newest first
    order = {
        (key, vid): n for n, (key, vid) in enumerate((k, v) for k in ("a", "dir/b", "dir/c") for v in ids[k])
    }
    assert sorted(walked, key=lambda e: order[(e[0], e[1])]) == [
        ("a", ids["a"][0], True, True),
        ("a", ids["a"][1], False, False),
        ("a", ids["a"][2], False, False),
        ("a", ids["a"][3], False, False),
        ("dir/b", ids["dir/b"][0], True, False),
        ("dir/b", ids["dir/b"][1], False, False),
        ("dir/c", ids["dir/c"][0], True, False),
    ]
    after_a = s3.list_object_versions(Bucket=bucket, KeyMarker="a")
    assert [v["Key"] for v in after_a["Versions"]] == ["dir/b", "dir/b", "dir/c"]
    assert after_a["KeyMarker"] == "a"
    paginator = s3.get_paginator("list_object_versions")
    total = sum(
        len(p.get("Versions", [])) + len(p.get("DeleteMarkers", []))
        for p in paginator.paginate(Bucket=bucket, PaginationConfig={"PageSize": 3})
    )
    assert total == 7


def test_listing_errors(s3: Any, bucket: str) -> None:
    _fill(s3, bucket)
    assert error_of(s3.list_object_versions, Bucket=bucket, VersionIdMarker="A" * 32) == (
        "InvalidArgument",
        400,
    )
    assert error_of(s3.list_object_versions, Bucket=bucket, KeyMarker="a", VersionIdMarker="bad") == (
        "InvalidArgument",
        400,
    )
    assert error_of(s3.list_object_versions, Bucket=bucket, MaxKeys=-1) == ("InvalidArgument", 400)
    assert error_of(s3.list_object_versions, Bucket="no-such-bucket-v") == ("NoSuchBucket", 404)


def test_the_aws_cli_on_a_versioned_bucket(
    labcloud: LabcloudProcess, s3: Any, bucket: str, tmp_path: Path
) -> None:
    labcloud.aws(
        "s3api", "put-bucket-versioning", "--bucket", bucket, "--versioning-configuration", "Status=Enabled"
    )
    assert labcloud.aws_json("s3api", "get-bucket-versioning", "--bucket", bucket) == {"Status": "Enabled"}
    source = tmp_path / "f.txt"
    for text in ("one", "two"):
        source.write_text(text)
        put = labcloud.aws_json(
            "s3api", "put-object", "--bucket", bucket, "--key", "f.txt", "--body", str(source)
        )
        assert len(put["VersionId"]) == 32
    listed = labcloud.aws_json("s3api", "list-object-versions", "--bucket", bucket)
    assert [v["IsLatest"] for v in listed["Versions"]] == [True, False]
    first = listed["Versions"][1]["VersionId"]
    out = tmp_path / "out.txt"
    labcloud.aws("s3api", "get-object", "--bucket", bucket, "--key", "f.txt", "--version-id", first, str(out))
    assert out.read_text() == "one"
    deleted = labcloud.aws_json("s3api", "delete-object", "--bucket", bucket, "--key", "f.txt")
    assert deleted["DeleteMarker"] is True
    refused = labcloud.aws(
        "s3api",
        "get-object",
        "--bucket",
        bucket,
        "--key",
        "f.txt",
        "--version-id",
        "junk",
        str(out),
        check=False,
    )
    assert refused.returncode != 0 and "(InvalidArgument)" in refused.stderr


def _files(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file()]


def test_versions_survive_a_kill(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        s3 = server.boto3_client("s3")
        s3.create_bucket(Bucket="kept-versions")
        s3.put_bucket_versioning(Bucket="kept-versions", VersioningConfiguration=ENABLED)
        first = s3.put_object(Bucket="kept-versions", Key="k", Body=b"first")["VersionId"]
        s3.put_object(Bucket="kept-versions", Key="k", Body=b"second")
        marker = s3.delete_object(Bucket="kept-versions", Key="k")["VersionId"]
        server.kill()  # kill -9: every acknowledged version must survive, with its file
        server.start()
        s3 = server.boto3_client("s3")
        assert s3.get_bucket_versioning(Bucket="kept-versions")["Status"] == "Enabled"
        assert s3.get_object(Bucket="kept-versions", Key="k", VersionId=first)["Body"].read() == b"first"
        assert error_of(s3.get_object, Bucket="kept-versions", Key="k") == ("NoSuchKey", 404)
        s3.delete_object(Bucket="kept-versions", Key="k", VersionId=marker)
        assert s3.get_object(Bucket="kept-versions", Key="k")["Body"].read() == b"second"
        view = server.get("/_labcloud/s3/buckets")["buckets"][0]
        assert (view["versioning"], view["objects"], view["older_versions"]) == ("Enabled", 1, 1)
        assert len(_files(tmp_path / "data" / "s3")) == 2
        s3.delete_object(Bucket="kept-versions", Key="k", VersionId=first)  # for good: its file goes too
        assert len(_files(tmp_path / "data" / "s3")) == 1
    finally:
        server.stop()


def _drain(sqs: Any, url: str, want: int, timeout: float = 15.0) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while len(found) < want and time.monotonic() < deadline:
        for message in sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1).get(
            "Messages", []
        ):
            found.append(json.loads(message["Body"]))
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return found


def test_notifications_carry_version_ids_and_delete_markers(
    labcloud: LabcloudProcess, s3: Any, bucket: str
) -> None:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="versions")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration=ENABLED)
    s3.put_bucket_notification_configuration(
        Bucket=bucket,
        NotificationConfiguration={
            "QueueConfigurations": [
                {"QueueArn": arn, "Events": ["s3:ObjectCreated:*", "s3:ObjectRemoved:DeleteMarkerCreated"]}
            ]
        },
    )
    _drain(sqs, url, 1, timeout=3)  # the s3:TestEvent
    put = s3.put_object(Bucket=bucket, Key="n.txt", Body=b"x")["VersionId"]
    marker = s3.delete_object(Bucket=bucket, Key="n.txt")["VersionId"]
    s3.delete_object(Bucket=bucket, Key="n.txt", VersionId=put)  # ObjectRemoved:Delete: not subscribed
    records = [r for event in _drain(sqs, url, 2) for r in event.get("Records", [])]
    by_name = {r["eventName"]: r["s3"]["object"] for r in records}
    assert set(by_name) == {"ObjectCreated:Put", "ObjectRemoved:DeleteMarkerCreated"}
    assert by_name["ObjectCreated:Put"]["versionId"] == put
    assert list(by_name["ObjectCreated:Put"]) == ["key", "size", "eTag", "versionId", "sequencer"]
    assert by_name["ObjectRemoved:DeleteMarkerCreated"]["versionId"] == marker
    assert _drain(sqs, url, 1, timeout=2) == []


def test_eventbridge_says_delete_marker_created(labcloud: LabcloudProcess, s3: Any, bucket: str) -> None:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="version-bus")["QueueUrl"]
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
    events.put_rule(
        Name="s3-deletes", EventPattern=json.dumps({"source": ["aws.s3"], "detail-type": ["Object Deleted"]})
    )
    events.put_targets(Rule="s3-deletes", Targets=[{"Id": "q", "Arn": arn}])
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration=ENABLED)
    s3.put_bucket_notification_configuration(
        Bucket=bucket, NotificationConfiguration={"EventBridgeConfiguration": {}}
    )
    s3.put_object(Bucket=bucket, Key="e.txt", Body=b"x")
    marker = s3.delete_object(Bucket=bucket, Key="e.txt")["VersionId"]
    (event,) = _drain(sqs, url, 1)
    assert event["detail"]["deletion-type"] == "Delete Marker Created"
    assert event["detail"]["object"]["version-id"] == marker


def test_iam_version_actions(labcloud: LabcloudProcess, s3: Any, bucket: str) -> None:
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration=ENABLED)
    version = s3.put_object(Bucket=bucket, Key="doc", Body=b"x")["VersionId"]
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
    role = iam.create_role(RoleName="latest-only", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    allow = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["s3:GetObject", "s3:DeleteObject", "s3:ListBucket", "s3:GetBucketVersioning"],
                "Resource": [f"arn:aws:s3:::{bucket}", f"arn:aws:s3:::{bucket}/*"],
            }
        ],
    }
    iam.put_role_policy(RoleName="latest-only", PolicyName="p", PolicyDocument=json.dumps(allow))
    creds = labcloud.boto3_client("sts").assume_role(RoleArn=role, RoleSessionName="versions")["Credentials"]
    session = labcloud.boto3_client(
        "s3",
        aws_access_key_id=creds["AccessKeyId"],
        aws_secret_access_key=creds["SecretAccessKey"],
        aws_session_token=creds["SessionToken"],
    )
    assert session.get_object(Bucket=bucket, Key="doc")["Body"].read() == b"x"
    assert session.get_bucket_versioning(Bucket=bucket)["Status"] == "Enabled"
    assert error_of(session.get_object, Bucket=bucket, Key="doc", VersionId=version) == ("AccessDenied", 403)
    assert error_of(session.delete_object, Bucket=bucket, Key="doc", VersionId=version) == (
        "AccessDenied",
        403,
    )
    assert error_of(session.list_object_versions, Bucket=bucket) == ("AccessDenied", 403)
    assert error_of(session.put_bucket_versioning, Bucket=bucket, VersioningConfiguration=ENABLED) == (
        "AccessDenied",
        403,
    )
    # a multi-delete naming a version needs s3:DeleteObjectVersion on it
    items = {"Objects": [{"Key": "doc", "VersionId": version}]}
    assert error_of(session.delete_objects, Bucket=bucket, Delete=items) == ("AccessDenied", 403)
    assert session.delete_object(Bucket=bucket, Key="doc")["DeleteMarker"] is True  # s3:DeleteObject suffices


def test_lambda_code_from_an_older_version(labcloud: LabcloudProcess, s3: Any, bucket: str) -> None:
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration=ENABLED)
    old_zip = make_zip({"app.py": "def handler(event, context):\n    return 'old'\n"})
    old = s3.put_object(Bucket=bucket, Key="code.zip", Body=old_zip)["VersionId"]
    s3.put_object(
        Bucket=bucket, Key="code.zip", Body=make_zip({"app.py": "def handler(e, c):\n    return 'new'\n"})
    )
    made = labcloud.boto3_client("lambda").create_function(
        FunctionName="from-version",
        Runtime="python3.12",
        Role=create_role(labcloud),
        Handler="app.handler",
        Code={"S3Bucket": bucket, "S3Key": "code.zip", "S3ObjectVersion": old},
    )
    assert made["CodeSha256"] == base64.b64encode(hashlib.sha256(old_zip).digest()).decode()
