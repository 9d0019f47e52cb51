"""Lifecycle rules on a versioned bucket, on the server clock: ``NoncurrentVersionExpiration`` (days counted
from when a version became noncurrent, ``NewerNoncurrentVersions`` kept), ``NoncurrentVersionTransitions``,
``ExpiredObjectDeleteMarker``, ``Expiration`` placing a delete marker (Enabled and Suspended), their
notifications, ListObjectVersions after each sweep, and the noncurrent times surviving a restart."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from s3_helpers import error_of

from labcloud.testing.server_process import LabcloudProcess

VERSION_FIELDS = {"ETag", "Size", "StorageClass", "Key", "VersionId", "IsLatest", "LastModified", "Owner"}
MARKER_FIELDS = {"Owner", "Key", "VersionId", "IsLatest", "LastModified"}


def _until(check: Callable[[], bool], timeout: float = 30.0) -> bool:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def _versioned(s3: Any, bucket: str, *rules: dict[str, Any], minimum: str | None = None) -> None:
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Enabled"})
    extra = {"TransitionDefaultMinimumObjectSize": minimum} if minimum else {}
    s3.put_bucket_lifecycle_configuration(
        Bucket=bucket, LifecycleConfiguration={"Rules": list(rules)}, **extra
    )


def _shape(s3: Any, bucket: str) -> dict[str, list[tuple[Any, ...]]]:
    """ListObjectVersions, checked field by field, as ``{"Versions": [(key, id, latest, class)], ...}``."""
    answer = s3.list_object_versions(Bucket=bucket)
    out: dict[str, list[tuple[Any, ...]]] = {}
    for entry in answer.get("Versions", []):
        assert set(entry) == VERSION_FIELDS
        out.setdefault("Versions", []).append(
            (entry["Key"], entry["VersionId"], entry["IsLatest"], entry["StorageClass"])
        )
    for entry in answer.get("DeleteMarkers", []):
        assert set(entry) == MARKER_FIELDS
        out.setdefault("DeleteMarkers", []).append((entry["Key"], entry["VersionId"], entry["IsLatest"]))
    assert answer["IsTruncated"] is False
    return out


def _put(s3: Any, bucket: str, key: str, body: bytes = b"x") -> str:
    return str(s3.put_object(Bucket=bucket, Key=key, Body=body)["VersionId"])


def _queue(labcloud: Any, s3: Any, bucket: str, name: str) -> tuple[Any, str]:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName=name)["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    s3.put_bucket_notification_configuration(
        Bucket=bucket,
        NotificationConfiguration={
            "QueueConfigurations": [{"Id": "lc", "QueueArn": arn, "Events": ["s3:LifecycleExpiration:*"]}]
        },
    )
    sqs.purge_queue(QueueUrl=url)  # the s3:TestEvent
    return sqs, url


def _records(sqs: Any, url: str, count: int) -> list[dict[str, Any]]:
    records: list[dict[str, Any]] = []
    deadline = time.monotonic() + 30
    while len(records) < count and time.monotonic() < deadline:
        for message in sqs.receive_message(QueueUrl=url, WaitTimeSeconds=1, MaxNumberOfMessages=10).get(
            "Messages", []
        ):
            records += json.loads(message["Body"])["Records"]
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return records


def test_noncurrent_expiration_keeps_the_newer_noncurrent_versions(
    labcloud: Any, labcloud_clock: Any, s3: Any, bucket: str
) -> None:
    _versioned(
        s3,
        bucket,
        {
            "ID": "old-versions",
            "Status": "Enabled",
            "Filter": {"Prefix": "docs/"},
            "NoncurrentVersionExpiration": {"NoncurrentDays": 2, "NewerNoncurrentVersions": 1},
        },
    )
    sqs, url = _queue(labcloud, s3, bucket, "noncurrent-gone")
    v1, v2, v3 = (_put(s3, bucket, "docs/a", body) for body in (b"1", b"2", b"3"))
    other = [_put(s3, bucket, "other/b", body) for body in (b"1", b"2")]
    labcloud_clock.advance("1d")
    v4 = _put(s3, bucket, "docs/a", b"4")  # v3 is noncurrent from today
    labcloud_clock.advance("2d")  # v1 and v2 are due; v3 is not yet (and is the newest noncurrent one)
    assert _until(lambda: len(s3.list_object_versions(Bucket=bucket, Prefix="docs/")["Versions"]) == 2)
    assert _shape(s3, bucket) == {
        "Versions": [
            ("docs/a", v4, True, "STANDARD"),
            ("docs/a", v3, False, "STANDARD"),
            ("other/b", other[1], True, "STANDARD"),
            ("other/b", other[0], False, "STANDARD"),
        ]
    }
    assert error_of(s3.get_object, Bucket=bucket, Key="docs/a", VersionId=v1) == ("NoSuchVersion", 404)
    assert s3.get_object(Bucket=bucket, Key="docs/a", VersionId=v3)["Body"].read() == b"3"
    records = _records(sqs, url, 2)
    assert sorted((r["eventName"], r["s3"]["object"]["versionId"]) for r in records) == sorted(
        [("LifecycleExpiration:Delete", v1), ("LifecycleExpiration:Delete", v2)]
    )
    labcloud_clock.advance("5d")  # v3 stays: it is the one newer noncurrent version the rule keeps
    time.sleep(0.3)
    assert [v["VersionId"] for v in s3.list_object_versions(Bucket=bucket, Prefix="docs/")["Versions"]] == [
        v4,
        v3,
    ]


def test_noncurrent_days_count_from_when_a_version_became_noncurrent(
    labcloud_clock: Any, s3: Any, bucket: str
) -> None:
    _versioned(
        s3,
        bucket,
        {"ID": "nc", "Status": "Enabled", "Filter": {}, "NoncurrentVersionExpiration": {"NoncurrentDays": 2}},
    )
    v1 = _put(s3, bucket, "k")
    marker = s3.delete_object(Bucket=bucket, Key="k")["VersionId"]  # v1 noncurrent now; the marker current
    labcloud_clock.advance("5d")  # v1 goes (5 days noncurrent); the marker is current: it stays
    assert _until(lambda: "Versions" not in s3.list_object_versions(Bucket=bucket))
    assert _shape(s3, bucket) == {"DeleteMarkers": [("k", marker, True)]}
    v2 = _put(s3, bucket, "k")  # the marker is noncurrent from now, 5 days after it was placed
    labcloud_clock.advance("1d")
    time.sleep(0.3)  # a round ran: not due (counted from creation it would have been)
    assert _shape(s3, bucket) == {
        "Versions": [("k", v2, True, "STANDARD")],
        "DeleteMarkers": [("k", marker, False)],
    }
    labcloud_clock.advance("2d")
    assert _until(lambda: "DeleteMarkers" not in s3.list_object_versions(Bucket=bucket))
    assert _shape(s3, bucket) == {"Versions": [("k", v2, True, "STANDARD")]}
    assert v1 != v2


def test_expiration_places_a_delete_marker_and_expired_markers_go(
    labcloud: Any, labcloud_clock: Any, s3: Any, bucket: str
) -> None:
    _versioned(
        s3,
        bucket,
        {"ID": "exp", "Status": "Enabled", "Filter": {"Prefix": "logs/"}, "Expiration": {"Days": 2}},
    )
    sqs, url = _queue(labcloud, s3, bucket, "expired-marker")
    v1 = _put(s3, bucket, "logs/a", b"data")
    labcloud_clock.advance("3d")
    assert _until(lambda: "DeleteMarkers" in s3.list_object_versions(Bucket=bucket))
    shape = _shape(s3, bucket)
    marker = shape["DeleteMarkers"][0][1]
    assert shape == {
        "Versions": [("logs/a", v1, False, "STANDARD")],
        "DeleteMarkers": [("logs/a", marker, True)],
    }
    assert error_of(s3.get_object, Bucket=bucket, Key="logs/a") == ("NoSuchKey", 404)
    assert s3.get_object(Bucket=bucket, Key="logs/a", VersionId=v1)["Body"].read() == b"data"  # kept
    [record] = _records(sqs, url, 1)
    assert (record["eventName"], record["s3"]["object"]["versionId"]) == (
        "LifecycleExpiration:DeleteMarkerCreated",
        marker,
    )
    # the marker stays while a version is under it; once it is the only one left, Expiration removes it
    labcloud_clock.advance("1d")
    time.sleep(0.3)
    assert _shape(s3, bucket)["DeleteMarkers"] == [("logs/a", marker, True)]
    s3.delete_object(Bucket=bucket, Key="logs/a", VersionId=v1)
    labcloud_clock.advance("1d")
    assert _until(lambda: _shape(s3, bucket) == {})
    [record] = _records(sqs, url, 1)
    assert (record["eventName"], record["s3"]["object"]["versionId"]) == (
        "LifecycleExpiration:Delete",
        marker,
    )


def test_expired_object_delete_marker(labcloud_clock: Any, s3: Any, bucket: str) -> None:
    _versioned(
        s3,
        bucket,
        {
            "ID": "markers",
            "Status": "Enabled",
            "Filter": {},
            "Expiration": {"ExpiredObjectDeleteMarker": True},
        },
        {
            "ID": "tmp",
            "Status": "Enabled",
            "Filter": {"Prefix": "tmp/"},
            "NoncurrentVersionExpiration": {"NoncurrentDays": 1},
        },
    )
    _put(s3, bucket, "tmp/x")
    s3.delete_object(Bucket=bucket, Key="tmp/x")
    kept = _put(s3, bucket, "keep/y")
    kept_marker = s3.delete_object(Bucket=bucket, Key="keep/y")["VersionId"]
    s3.delete_object(Bucket=bucket, Key="solo")  # a marker with no version under it
    labcloud_clock.advance("2d")
    # tmp/x: its version expired, then its marker was the only version left; solo's marker too
    assert _until(
        lambda: (
            _shape(s3, bucket)
            == {
                "Versions": [("keep/y", kept, False, "STANDARD")],
                "DeleteMarkers": [("keep/y", kept_marker, True)],
            }
        )
    )


def test_noncurrent_transitions(labcloud_clock: Any, s3: Any, bucket: str) -> None:
    _versioned(
        s3,
        bucket,
        {
            "ID": "cold",
            "Status": "Enabled",
            "Filter": {},
            "NoncurrentVersionTransitions": [
                {"NoncurrentDays": 1, "StorageClass": "GLACIER_IR", "NewerNoncurrentVersions": 1},
                {"NoncurrentDays": 10, "StorageClass": "DEEP_ARCHIVE"},
            ],
        },
        minimum="varies_by_storage_class",
    )
    v1, v2, v3 = (_put(s3, bucket, "k", body) for body in (b"1", b"2", b"3"))
    labcloud_clock.advance("2d")
    expected = {
        "Versions": [
            ("k", v3, True, "STANDARD"),
            ("k", v2, False, "STANDARD"),
            ("k", v1, False, "GLACIER_IR"),
        ]
    }
    assert _until(lambda: _shape(s3, bucket) == expected)
    labcloud_clock.advance("10d")
    expected = {
        "Versions": [
            ("k", v3, True, "STANDARD"),
            ("k", v2, False, "DEEP_ARCHIVE"),
            ("k", v1, False, "DEEP_ARCHIVE"),
        ]
    }
    assert _until(lambda: _shape(s3, bucket) == expected)


def test_expiration_on_a_suspended_bucket_replaces_the_null_version(
    labcloud_clock: Any, s3: Any, bucket: str
) -> None:
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Enabled"})
    v1 = _put(s3, bucket, "k", b"1")
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Suspended"})
    assert _put(s3, bucket, "k", b"2") == "null"
    rule = {"ID": "exp", "Status": "Enabled", "Filter": {}, "Expiration": {"Days": 1}}
    s3.put_bucket_lifecycle_configuration(Bucket=bucket, LifecycleConfiguration={"Rules": [rule]})
    labcloud_clock.advance("2d")
    expected = {"Versions": [("k", v1, False, "STANDARD")], "DeleteMarkers": [("k", "null", True)]}
    assert _until(lambda: _shape(s3, bucket) == expected)


def test_noncurrent_times_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        s3 = server.boto3_client("s3")
        s3.create_bucket(Bucket="kept-versions")
        rule = {
            "ID": "nc",
            "Status": "Enabled",
            "Filter": {},
            "NoncurrentVersionExpiration": {"NoncurrentDays": 3},
        }
        _versioned(s3, "kept-versions", rule)
        _put(s3, "kept-versions", "k", b"old")
        server.advance_clock("2d")
        v2 = _put(s3, "kept-versions", "k", b"new")  # v1 noncurrent from day 2
        blobs = tmp_path / "data" / "s3" / "blobs"
        assert len([p for p in blobs.rglob("*") if p.is_file()]) == 2
        server.kill()  # kill -9: acknowledged writes must survive
        server.start()
        s3 = server.boto3_client("s3")
        server.advance_clock("2d")  # 4 days after creation, 2 after becoming noncurrent: not due
        time.sleep(0.3)
        assert len(s3.list_object_versions(Bucket="kept-versions")["Versions"]) == 2
        server.advance_clock("2d")
        assert _until(lambda: len(s3.list_object_versions(Bucket="kept-versions")["Versions"]) == 1)
        assert s3.list_object_versions(Bucket="kept-versions")["Versions"][0]["VersionId"] == v2
        assert _until(lambda: len([p for p in blobs.rglob("*") if p.is_file()]) == 1)  # its file went too
    finally:
        server.stop()


def test_noncurrent_transition_minimum_days(s3: Any, bucket: str) -> None:
    rule = {
        "ID": "ia",
        "Status": "Enabled",
        "Filter": {},
        "NoncurrentVersionTransitions": [{"NoncurrentDays": 29, "StorageClass": "STANDARD_IA"}],
    }
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Enabled"})
    assert error_of(
        s3.put_bucket_lifecycle_configuration, Bucket=bucket, LifecycleConfiguration={"Rules": [rule]}
    ) == ("InvalidArgument", 400)
    rule["NoncurrentVersionTransitions"] = [{"NoncurrentDays": 30, "StorageClass": "STANDARD_IA"}]
    s3.put_bucket_lifecycle_configuration(Bucket=bucket, LifecycleConfiguration={"Rules": [rule]})
