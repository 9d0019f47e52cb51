"""S3 object versioning through boto3: the bucket's versioning state, version ids on writes, reads of a
version, delete markers, deleting versions for good, suspended buckets' ``null`` version, DeleteObjects
and CopyObject with versions, and every error code on the way."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError
from s3_helpers import error_of

ENABLED = {"Status": "Enabled"}
SUSPENDED = {"Status": "Suspended"}


def _versioned(s3: Any, bucket: str) -> str:
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration=ENABLED)
    return bucket


def _failure(call: Any, **kwargs: Any) -> dict[str, Any]:
    with pytest.raises(ClientError) as info:
        call(**kwargs)
    return info.value.response


def _body(s3: Any, bucket: str, key: str, **kwargs: Any) -> bytes:
    return bytes(s3.get_object(Bucket=bucket, Key=key, **kwargs)["Body"].read())


def test_versioning_configuration_put_get_and_errors(s3: Any, bucket: str) -> None:
    answer = s3.get_bucket_versioning(Bucket=bucket)
    assert "Status" not in answer and "MFADelete" not in answer  # never versioned: an empty configuration
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration=ENABLED)
    assert s3.get_bucket_versioning(Bucket=bucket)["Status"] == "Enabled"
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration=SUSPENDED)
    assert "MFADelete" not in s3.get_bucket_versioning(Bucket=bucket)  # answered once a request named it
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={**SUSPENDED, "MFADelete": "Disabled"})
    answer = s3.get_bucket_versioning(Bucket=bucket)
    assert (answer["Status"], answer["MFADelete"]) == ("Suspended", "Disabled")
    assert error_of(
        s3.put_bucket_versioning, Bucket=bucket, VersioningConfiguration={"Status": "Disabled"}
    ) == ("IllegalVersioningConfigurationException", 400)
    assert error_of(
        s3.put_bucket_versioning,
        Bucket=bucket,
        VersioningConfiguration={"Status": "Enabled", "MFADelete": "Enabled"},
    ) == ("AccessDenied", 403)
    assert error_of(
        s3.put_bucket_versioning,
        Bucket=bucket,
        VersioningConfiguration=ENABLED,
        MFA="arn:aws:iam::000000000000:mfa/root-account-mfa-device 123456",
    ) == ("InvalidRequest", 400)
    assert s3.get_bucket_versioning(Bucket=bucket)["Status"] == "Suspended"  # nothing refused was kept
    assert error_of(s3.get_bucket_versioning, Bucket="no-such-bucket-v") == ("NoSuchBucket", 404)
    assert error_of(s3.put_bucket_versioning, Bucket="no-such-bucket-v", VersioningConfiguration=ENABLED) == (
        "NoSuchBucket",
        404,
    )
    assert error_of(s3.get_bucket_versioning, Bucket=bucket, ExpectedBucketOwner="111111111111") == (
        "AccessDenied",
        403,
    )


def test_unversioned_bucket_answers_no_version_ids(s3: Any, bucket: str) -> None:
    put = s3.put_object(Bucket=bucket, Key="k", Body=b"one")
    assert "VersionId" not in put
    assert "VersionId" not in s3.get_object(Bucket=bucket, Key="k")
    assert "DeleteMarker" not in s3.delete_object(Bucket=bucket, Key="k")
    assert error_of(s3.get_object, Bucket=bucket, Key="k") == ("NoSuchKey", 404)
    assert s3.list_object_versions(Bucket=bucket).get("Versions") is None


def test_versions_are_kept_and_read_by_id(s3: Any, bucket: str) -> None:
    s3.put_object(Bucket=bucket, Key="doc", Body=b"before versioning")
    _versioned(s3, bucket)
    assert (
        s3.head_object(Bucket=bucket, Key="doc")["VersionId"] == "null"
    )  # what was there is the null version
    first = s3.put_object(Bucket=bucket, Key="doc", Body=b"first")["VersionId"]
    second = s3.put_object(Bucket=bucket, Key="doc", Body=b"second")["VersionId"]
    assert len({first, second, "null"}) == 3 and len(first) == 32
    assert _body(s3, bucket, "doc") == b"second"
    got = s3.get_object(Bucket=bucket, Key="doc")
    assert got["VersionId"] == second
    assert _body(s3, bucket, "doc", VersionId=first) == b"first"
    assert _body(s3, bucket, "doc", VersionId="null") == b"before versioning"
    head = s3.head_object(Bucket=bucket, Key="doc", VersionId=first)
    assert (head["VersionId"], head["ContentLength"]) == (first, 5)
    ranged = s3.get_object(Bucket=bucket, Key="doc", VersionId=first, Range="bytes=1-2")
    assert ranged["Body"].read() == b"ir"


def test_version_ids_never_hold_a_dash_the_cli_would_read_as_an_option(s3: Any, bucket: str) -> None:
    # "--version-id -6Ifz..." is an option to the aws CLI: S3's own ids use letters, digits, "." and "_"
    _versioned(s3, bucket)
    ids = [s3.put_object(Bucket=bucket, Key="k", Body=b"x")["VersionId"] for _ in range(120)]
    assert all(len(i) == 32 and "-" not in i for i in ids), [i for i in ids if "-" in i]
    assert len(set(ids)) == 120


def test_bad_and_unknown_version_ids(s3: Any, bucket: str) -> None:
    _versioned(s3, bucket)
    s3.put_object(Bucket=bucket, Key="doc", Body=b"x")
    bad = _failure(s3.get_object, Bucket=bucket, Key="doc", VersionId="not-a-version")
    assert bad["Error"]["Code"] == "InvalidArgument"
    assert bad["Error"]["Message"] == "Invalid version id specified"
    assert bad["ResponseMetadata"]["HTTPStatusCode"] == 400
    unknown = "A" * 32
    missing = _failure(s3.get_object, Bucket=bucket, Key="doc", VersionId=unknown)
    assert (missing["Error"]["Code"], missing["Error"]["VersionId"]) == ("NoSuchVersion", unknown)
    assert missing["ResponseMetadata"]["HTTPStatusCode"] == 404
    assert error_of(s3.head_object, Bucket=bucket, Key="doc", VersionId=unknown) == ("404", 404)
    assert error_of(s3.delete_object, Bucket=bucket, Key="doc", VersionId="bad id") == (
        "InvalidArgument",
        400,
    )
    assert error_of(s3.get_object, Bucket="no-such-bucket-v", Key="doc", VersionId=unknown) == (
        "NoSuchBucket",
        404,
    )


def test_delete_marker_hides_the_key_and_is_a_version(s3: Any, bucket: str) -> None:
    _versioned(s3, bucket)
    kept = s3.put_object(Bucket=bucket, Key="doc", Body=b"kept")["VersionId"]
    deleted = s3.delete_object(Bucket=bucket, Key="doc")
    assert deleted["DeleteMarker"] is True
    marker = deleted["VersionId"]
    assert marker != kept
    gone = _failure(s3.get_object, Bucket=bucket, Key="doc")
    assert (gone["Error"]["Code"], gone["ResponseMetadata"]["HTTPStatusCode"]) == ("NoSuchKey", 404)
    headers = gone["ResponseMetadata"]["HTTPHeaders"]
    assert (headers["x-amz-delete-marker"], headers["x-amz-version-id"]) == ("true", marker)
    head = _failure(s3.head_object, Bucket=bucket, Key="doc")
    assert head["ResponseMetadata"]["HTTPStatusCode"] == 404
    assert head["ResponseMetadata"]["HTTPHeaders"]["x-amz-delete-marker"] == "true"
    of_marker = _failure(s3.get_object, Bucket=bucket, Key="doc", VersionId=marker)
    assert (of_marker["Error"]["Code"], of_marker["ResponseMetadata"]["HTTPStatusCode"]) == (
        "MethodNotAllowed",
        405,
    )
    assert of_marker["ResponseMetadata"]["HTTPHeaders"]["x-amz-delete-marker"] == "true"
    assert error_of(s3.head_object, Bucket=bucket, Key="doc", VersionId=marker) == ("405", 405)
    assert s3.list_objects_v2(Bucket=bucket)["KeyCount"] == 0
    assert _body(s3, bucket, "doc", VersionId=kept) == b"kept"
    # removing the marker for good brings the object back
    undone = s3.delete_object(Bucket=bucket, Key="doc", VersionId=marker)
    assert (undone["DeleteMarker"], undone["VersionId"]) == (True, marker)
    assert _body(s3, bucket, "doc") == b"kept"
    assert s3.get_object(Bucket=bucket, Key="doc")["VersionId"] == kept


def test_deleting_a_version_for_good(s3: Any, bucket: str) -> None:
    _versioned(s3, bucket)
    first = s3.put_object(Bucket=bucket, Key="doc", Body=b"first")["VersionId"]
    second = s3.put_object(Bucket=bucket, Key="doc", Body=b"second")["VersionId"]
    answer = s3.delete_object(Bucket=bucket, Key="doc", VersionId=second)
    assert answer["VersionId"] == second and "DeleteMarker" not in answer
    assert _body(s3, bucket, "doc") == b"first"  # the next newest is current again
    assert error_of(s3.get_object, Bucket=bucket, Key="doc", VersionId=second) == ("NoSuchVersion", 404)
    s3.delete_object(Bucket=bucket, Key="doc", VersionId=first)
    assert error_of(s3.get_object, Bucket=bucket, Key="doc") == ("NoSuchKey", 404)
    assert s3.list_object_versions(Bucket=bucket).get("Versions") is None
    s3.delete_bucket(Bucket=bucket)  # nothing left: the bucket can go


def test_suspended_bucket_writes_the_null_version(s3: Any, bucket: str) -> None:
    _versioned(s3, bucket)
    enabled = s3.put_object(Bucket=bucket, Key="doc", Body=b"enabled")["VersionId"]
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration=SUSPENDED)
    assert s3.put_object(Bucket=bucket, Key="doc", Body=b"null one")["VersionId"] == "null"
    assert s3.put_object(Bucket=bucket, Key="doc", Body=b"null two")["VersionId"] == "null"
    versions = s3.list_object_versions(Bucket=bucket)["Versions"]
    assert [(v["VersionId"], v["IsLatest"]) for v in versions] == [("null", True), (enabled, False)]
    assert _body(s3, bucket, "doc", VersionId="null") == b"null two"
    marker = s3.delete_object(Bucket=bucket, Key="doc")
    assert (marker["DeleteMarker"], marker["VersionId"]) == (True, "null")
    listed = s3.list_object_versions(Bucket=bucket)
    assert [v["VersionId"] for v in listed["Versions"]] == [enabled]  # the null object went with the marker
    assert [(m["VersionId"], m["IsLatest"]) for m in listed["DeleteMarkers"]] == [("null", True)]


def test_delete_objects_with_version_ids(s3: Any, bucket: str) -> None:
    _versioned(s3, bucket)
    a1 = s3.put_object(Bucket=bucket, Key="a", Body=b"1")["VersionId"]
    s3.put_object(Bucket=bucket, Key="a", Body=b"2")
    s3.put_object(Bucket=bucket, Key="b", Body=b"1")
    answer = s3.delete_objects(
        Bucket=bucket,
        Delete={
            "Objects": [
                {"Key": "a", "VersionId": a1},
                {"Key": "b"},
                {"Key": "c", "VersionId": "no good"},
            ]
        },
    )
    deleted = {d["Key"]: d for d in answer["Deleted"]}
    assert deleted["a"] == {"Key": "a", "VersionId": a1}
    assert deleted["b"]["DeleteMarker"] is True and len(deleted["b"]["DeleteMarkerVersionId"]) == 32
    assert answer["Errors"] == [
        {
            "Key": "c",
            "VersionId": "no good",
            "Code": "NoSuchVersion",
            "Message": "The specified version does not exist.",
        }
    ]
    marker = deleted["b"]["DeleteMarkerVersionId"]
    again = s3.delete_objects(Bucket=bucket, Delete={"Objects": [{"Key": "b", "VersionId": marker}]})
    assert again["Deleted"] == [
        {"Key": "b", "VersionId": marker, "DeleteMarker": True, "DeleteMarkerVersionId": marker}
    ]
    assert _body(s3, bucket, "b") == b"1"
    assert [v["VersionId"] != a1 for v in s3.list_object_versions(Bucket=bucket, Prefix="a")["Versions"]] == [
        True
    ]


def test_copy_from_a_version_and_multipart_versions(s3: Any, bucket: str) -> None:
    _versioned(s3, bucket)
    old = s3.put_object(Bucket=bucket, Key="src", Body=b"old bytes")["VersionId"]
    s3.put_object(Bucket=bucket, Key="src", Body=b"new bytes")
    copied = s3.copy_object(
        Bucket=bucket, Key="dst", CopySource={"Bucket": bucket, "Key": "src", "VersionId": old}
    )
    assert copied["CopySourceVersionId"] == old
    assert len(copied["VersionId"]) == 32
    assert _body(s3, bucket, "dst") == b"old bytes"
    # copying an older version over its own key restores it as the newest version
    restored = s3.copy_object(
        Bucket=bucket, Key="src", CopySource={"Bucket": bucket, "Key": "src", "VersionId": old}
    )
    assert _body(s3, bucket, "src") == b"old bytes" and restored["VersionId"] != old
    assert error_of(
        s3.copy_object, Bucket=bucket, Key="src", CopySource={"Bucket": bucket, "Key": "src"}
    ) == (
        "InvalidRequest",
        400,
    )
    assert error_of(
        s3.copy_object,
        Bucket=bucket,
        Key="dst",
        CopySource={"Bucket": bucket, "Key": "src", "VersionId": "Z" * 32},
    ) == ("NoSuchVersion", 404)
    assert error_of(s3.copy_object, Bucket=bucket, Key="dst", CopySource=f"{bucket}/src?versionId=bad") == (
        "InvalidArgument",
        400,
    )
    marker = s3.delete_object(Bucket=bucket, Key="src")["VersionId"]
    assert error_of(
        s3.copy_object,
        Bucket=bucket,
        Key="dst",
        CopySource={"Bucket": bucket, "Key": "src", "VersionId": marker},
    ) == ("MethodNotAllowed", 405)
    upload = s3.create_multipart_upload(Bucket=bucket, Key="big")["UploadId"]
    part = s3.upload_part(Bucket=bucket, Key="big", UploadId=upload, PartNumber=1, Body=b"part")
    done = s3.complete_multipart_upload(
        Bucket=bucket,
        Key="big",
        UploadId=upload,
        MultipartUpload={"Parts": [{"PartNumber": 1, "ETag": part["ETag"]}]},
    )
    assert len(done["VersionId"]) == 32
    assert s3.head_object(Bucket=bucket, Key="big")["VersionId"] == done["VersionId"]


def test_delete_bucket_refuses_while_versions_or_markers_remain(s3: Any, bucket: str) -> None:
    _versioned(s3, bucket)
    version = s3.put_object(Bucket=bucket, Key="doc", Body=b"x")["VersionId"]
    marker = s3.delete_object(Bucket=bucket, Key="doc")["VersionId"]
    assert s3.list_objects_v2(Bucket=bucket)["KeyCount"] == 0
    assert error_of(s3.delete_bucket, Bucket=bucket) == ("BucketNotEmpty", 409)
    s3.delete_object(Bucket=bucket, Key="doc", VersionId=version)
    assert error_of(s3.delete_bucket, Bucket=bucket) == ("BucketNotEmpty", 409)  # the marker is still there
    s3.delete_object(Bucket=bucket, Key="doc", VersionId=marker)
    s3.delete_bucket(Bucket=bucket)
    assert error_of(s3.head_bucket, Bucket=bucket) == ("404", 404)
    s3.create_bucket(Bucket=bucket)  # a new bucket of the same name starts unversioned
    assert "Status" not in s3.get_bucket_versioning(Bucket=bucket)


def test_refused_requests_of_versioning(s3: Any, bucket: str) -> None:
    _versioned(s3, bucket)
    version = s3.put_object(Bucket=bucket, Key="doc", Body=b"x")["VersionId"]
    mfa = "arn:aws:iam::000000000000:mfa/root-account-mfa-device 123456"
    assert error_of(s3.delete_object, Bucket=bucket, Key="doc", VersionId=version, MFA=mfa) == (
        "InvalidRequest",
        400,
    )
    assert error_of(
        s3.delete_objects, Bucket=bucket, Delete={"Objects": [{"Key": "doc", "VersionId": version}]}, MFA=mfa
    ) == ("InvalidRequest", 400)
    assert _body(s3, bucket, "doc", VersionId=version) == b"x"  # nothing refused was deleted
    assert error_of(
        s3.put_bucket_versioning,
        Bucket=bucket,
        VersioningConfiguration=ENABLED,
        ExpectedBucketOwner="111111111111",
    ) == ("AccessDenied", 403)
    assert error_of(s3.list_object_versions, Bucket=bucket, OptionalObjectAttributes=["RestoreStatus"]) == (
        "NotImplemented",
        501,
    )
