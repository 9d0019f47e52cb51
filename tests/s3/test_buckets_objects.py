"""Buckets and objects through boto3: AWS's answers and exact error codes."""

from __future__ import annotations

import datetime as dt
import hashlib
from typing import Any

import pytest
from s3_helpers import error_of


def test_bucket_lifecycle_and_errors(labcloud: Any, s3: Any) -> None:
    answer = s3.create_bucket(Bucket="photos")
    assert answer["Location"] == "/photos"
    # us-east-1 keeps AWS's legacy answer for re-creating your own bucket: 200
    s3.create_bucket(Bucket="photos")
    west = labcloud.boto3_client("s3", region_name="eu-west-1")
    assert error_of(
        west.create_bucket, Bucket="photos", CreateBucketConfiguration={"LocationConstraint": "eu-west-1"}
    ) == ("BucketAlreadyOwnedByYou", 409)
    west.create_bucket(Bucket="west-photos", CreateBucketConfiguration={"LocationConstraint": "eu-west-1"})
    assert west.get_bucket_location(Bucket="west-photos")["LocationConstraint"] == "eu-west-1"
    assert s3.get_bucket_location(Bucket="photos")["LocationConstraint"] is None
    assert error_of(west.create_bucket, Bucket="no-constraint") == ("IllegalLocationConstraintException", 400)
    other = labcloud.boto3_client("s3", aws_access_key_id="111111111111")
    assert error_of(other.create_bucket, Bucket="photos") == ("BucketAlreadyExists", 409)
    for bad in ("ab", "Upper", "bad..dots", "192.168.1.1", "-dash", "x" * 64):
        assert error_of(s3.create_bucket, Bucket=bad) == ("InvalidBucketName", 400)
    names = [b["Name"] for b in s3.list_buckets()["Buckets"]]
    assert names == ["photos", "west-photos"]
    assert s3.head_bucket(Bucket="west-photos")["ResponseMetadata"]["HTTPHeaders"]["x-amz-bucket-region"] == (
        "eu-west-1"
    )
    assert error_of(s3.head_bucket, Bucket="missing-bucket") == ("404", 404)
    s3.put_object(Bucket="photos", Key="k", Body=b"x")
    assert error_of(s3.delete_bucket, Bucket="photos") == ("BucketNotEmpty", 409)
    s3.delete_object(Bucket="photos", Key="k")
    s3.delete_bucket(Bucket="photos")
    assert error_of(s3.delete_bucket, Bucket="photos") == ("NoSuchBucket", 404)
    assert error_of(s3.put_object, Bucket="photos", Key="k", Body=b"x") == ("NoSuchBucket", 404)


def test_put_get_head_with_metadata_and_content_headers(s3: Any, bucket: str) -> None:
    body = b"hello, labcloud"
    put = s3.put_object(
        Bucket=bucket,
        Key="dir/hello.txt",
        Body=body,
        ContentType="text/plain",
        Metadata={"Owner": "ana"},
        CacheControl="max-age=60",
        ContentDisposition="inline",
        ContentLanguage="en",
    )
    assert put["ETag"] == f'"{hashlib.md5(body).hexdigest()}"'
    got = s3.get_object(Bucket=bucket, Key="dir/hello.txt")
    assert got["Body"].read() == body
    assert got["ContentType"] == "text/plain"
    assert got["Metadata"] == {"owner": "ana"}
    assert (got["CacheControl"], got["ContentDisposition"], got["ContentLanguage"]) == (
        "max-age=60",
        "inline",
        "en",
    )
    assert got["ETag"] == put["ETag"] and got["ContentLength"] == len(body)
    head = s3.head_object(Bucket=bucket, Key="dir/hello.txt")
    assert head["ContentLength"] == len(body) and head["ETag"] == put["ETag"]
    s3.put_object(Bucket=bucket, Key="plain", Body=b"")
    empty = s3.get_object(Bucket=bucket, Key="plain")
    assert empty["Body"].read() == b"" and empty["ContentType"] == "binary/octet-stream"
    override = s3.get_object(Bucket=bucket, Key="dir/hello.txt", ResponseContentType="application/x-test")
    assert override["ContentType"] == "application/x-test"
    assert error_of(s3.get_object, Bucket=bucket, Key="missing") == ("NoSuchKey", 404)
    assert error_of(s3.head_object, Bucket=bucket, Key="missing") == ("404", 404)
    assert error_of(s3.get_object, Bucket="missing-bucket", Key="k") == ("NoSuchBucket", 404)


def test_keys_with_awkward_characters(s3: Any, bucket: str) -> None:
    keys = ["a b/c+d", "ünï/cødé.txt", "q?x#y", "a%2Fb", "trailing/", "~tilde&amp=1"]
    for key in keys:
        s3.put_object(Bucket=bucket, Key=key, Body=key.encode())
    for key in keys:
        assert s3.get_object(Bucket=bucket, Key=key)["Body"].read() == key.encode()
    listed = [o["Key"] for o in s3.list_objects_v2(Bucket=bucket)["Contents"]]
    assert listed == sorted(keys, key=lambda k: k.encode())


def test_ranges(s3: Any, bucket: str) -> None:
    s3.put_object(Bucket=bucket, Key="digits", Body=b"0123456789")
    part = s3.get_object(Bucket=bucket, Key="digits", Range="bytes=2-5")
    assert part["Body"].read() == b"2345"
    assert part["ContentRange"] == "bytes 2-5/10"
    assert part["ResponseMetadata"]["HTTPStatusCode"] == 206
    assert s3.get_object(Bucket=bucket, Key="digits", Range="bytes=7-")["Body"].read() == b"789"
    assert s3.get_object(Bucket=bucket, Key="digits", Range="bytes=-3")["Body"].read() == b"789"
    assert s3.get_object(Bucket=bucket, Key="digits", Range="bytes=8-100")["Body"].read() == b"89"
    assert error_of(s3.get_object, Bucket=bucket, Key="digits", Range="bytes=10-") == ("InvalidRange", 416)
    # a range S3 cannot parse is ignored: the whole object comes back
    whole = s3.get_object(Bucket=bucket, Key="digits", Range="bytes=5-2")
    assert whole["Body"].read() == b"0123456789" and whole["ResponseMetadata"]["HTTPStatusCode"] == 200


def test_conditional_requests(s3: Any, bucket: str) -> None:
    etag = s3.put_object(Bucket=bucket, Key="c", Body=b"v1")["ETag"]
    assert s3.get_object(Bucket=bucket, Key="c", IfMatch=etag)["Body"].read() == b"v1"
    assert error_of(s3.get_object, Bucket=bucket, Key="c", IfMatch='"nope"') == ("PreconditionFailed", 412)
    assert error_of(s3.get_object, Bucket=bucket, Key="c", IfNoneMatch=etag) == ("304", 304)
    future = dt.datetime.now(dt.timezone.utc) + dt.timedelta(hours=1)
    past = dt.datetime.now(dt.timezone.utc) - dt.timedelta(hours=1)
    assert error_of(s3.get_object, Bucket=bucket, Key="c", IfModifiedSince=future) == ("304", 304)
    assert s3.get_object(Bucket=bucket, Key="c", IfModifiedSince=past)["Body"].read() == b"v1"
    assert error_of(s3.get_object, Bucket=bucket, Key="c", IfUnmodifiedSince=past) == (
        "PreconditionFailed",
        412,
    )
    # a true If-Match wins over a false If-Unmodified-Since (RFC 7232, as S3 does)
    assert s3.get_object(Bucket=bucket, Key="c", IfMatch=etag, IfUnmodifiedSince=past)["Body"].read() == b"v1"
    assert error_of(s3.head_object, Bucket=bucket, Key="c", IfMatch='"nope"') == ("412", 412)
    # conditional writes
    assert error_of(s3.put_object, Bucket=bucket, Key="c", Body=b"v2", IfNoneMatch="*") == (
        "PreconditionFailed",
        412,
    )
    s3.put_object(Bucket=bucket, Key="new", Body=b"n", IfNoneMatch="*")
    assert error_of(s3.put_object, Bucket=bucket, Key="c", Body=b"v2", IfMatch='"nope"') == (
        "PreconditionFailed",
        412,
    )
    s3.put_object(Bucket=bucket, Key="c", Body=b"v2", IfMatch=etag)
    assert s3.get_object(Bucket=bucket, Key="c")["Body"].read() == b"v2"


def test_content_md5_and_checksums_are_checked(s3: Any, bucket: str) -> None:
    import base64

    good = base64.b64encode(hashlib.md5(b"data").digest()).decode()
    s3.put_object(Bucket=bucket, Key="m", Body=b"data", ContentMD5=good)
    wrong = base64.b64encode(hashlib.md5(b"other").digest()).decode()
    assert error_of(s3.put_object, Bucket=bucket, Key="m", Body=b"data", ContentMD5=wrong) == (
        "BadDigest",
        400,
    )
    assert error_of(s3.put_object, Bucket=bucket, Key="m", Body=b"data", ContentMD5="bm90LW1kNQ==") == (
        "InvalidDigest",
        400,
    )
    sha = base64.b64encode(hashlib.sha256(b"data").digest()).decode()
    put = s3.put_object(Bucket=bucket, Key="s", Body=b"data", ChecksumSHA256=sha)
    assert put["ChecksumSHA256"] == sha
    got = s3.get_object(Bucket=bucket, Key="s", ChecksumMode="ENABLED")
    assert got["ChecksumSHA256"] == sha and got["Body"].read() == b"data"
    bad = base64.b64encode(hashlib.sha256(b"else").digest()).decode()
    assert error_of(s3.put_object, Bucket=bucket, Key="s", Body=b"data", ChecksumSHA256=bad) == (
        "BadDigest",
        400,
    )
    assert s3.get_object(Bucket=bucket, Key="m")["Body"].read() == b"data"


def test_delete_objects_and_copy(s3: Any, bucket: str) -> None:
    for key in ("a", "b", "c"):
        s3.put_object(Bucket=bucket, Key=key, Body=key.encode(), Metadata={"k": key})
    answer = s3.delete_objects(Bucket=bucket, Delete={"Objects": [{"Key": "a"}, {"Key": "b"}, {"Key": "zz"}]})
    assert sorted(d["Key"] for d in answer["Deleted"]) == ["a", "b", "zz"]
    assert [o["Key"] for o in s3.list_objects_v2(Bucket=bucket)["Contents"]] == ["c"]
    quiet = s3.delete_objects(Bucket=bucket, Delete={"Objects": [{"Key": "nothing"}], "Quiet": True})
    assert "Deleted" not in quiet
    copied = s3.copy_object(Bucket=bucket, Key="c2", CopySource={"Bucket": bucket, "Key": "c"})
    assert copied["CopyObjectResult"]["ETag"] == s3.head_object(Bucket=bucket, Key="c")["ETag"]
    assert s3.get_object(Bucket=bucket, Key="c2")["Metadata"] == {"k": "c"}
    s3.copy_object(
        Bucket=bucket,
        Key="c3",
        CopySource=f"{bucket}/c",
        MetadataDirective="REPLACE",
        Metadata={"new": "1"},
        ContentType="text/x",
    )
    replaced = s3.get_object(Bucket=bucket, Key="c3")
    assert replaced["Metadata"] == {"new": "1"} and replaced["ContentType"] == "text/x"
    # deleting the source leaves the copy intact (its own file)
    s3.delete_object(Bucket=bucket, Key="c")
    assert s3.get_object(Bucket=bucket, Key="c2")["Body"].read() == b"c"
    assert error_of(s3.copy_object, Bucket=bucket, Key="c2", CopySource=f"{bucket}/c2") == (
        "InvalidRequest",
        400,
    )
    assert error_of(s3.copy_object, Bucket=bucket, Key="x", CopySource=f"{bucket}/gone") == ("NoSuchKey", 404)
    assert error_of(
        s3.copy_object, Bucket=bucket, Key="x", CopySource=f"{bucket}/c2", CopySourceIfMatch='"nope"'
    ) == ("PreconditionFailed", 412)


def test_unsupported_members_are_refused(s3: Any, bucket: str) -> None:
    assert error_of(s3.put_object, Bucket=bucket, Key="k", Body=b"x", Tagging="a=b") == (
        "NotImplemented",
        501,
    )
    assert error_of(s3.put_object, Bucket=bucket, Key="k", Body=b"x", StorageClass="GLACIER") == (
        "NotImplemented",
        501,
    )
    # SSE-KMS works (test_s3_sse_kms.py); its dual-layer variant does not
    assert error_of(
        s3.put_object, Bucket=bucket, Key="k", Body=b"x", ServerSideEncryption="aws:kms:dsse"
    ) == (
        "NotImplemented",
        501,
    )
    assert error_of(s3.get_bucket_accelerate_configuration, Bucket=bucket)[0] == "NotImplemented"
    assert "Contents" not in s3.list_objects_v2(Bucket=bucket)


@pytest.mark.parametrize("delimiter", ["/", ""])
def test_listing_prefixes_delimiters_and_paging(s3: Any, bucket: str, delimiter: str) -> None:
    keys = ["a/1", "a/2", "a/b/3", "b/1", "c", "d/1", "d/2"]
    for key in keys:
        s3.put_object(Bucket=bucket, Key=key, Body=b"")
    if delimiter:
        top = s3.list_objects_v2(Bucket=bucket, Delimiter="/")
        assert [p["Prefix"] for p in top["CommonPrefixes"]] == ["a/", "b/", "d/"]
        assert [o["Key"] for o in top["Contents"]] == ["c"]
        assert top["KeyCount"] == 4
        inner = s3.list_objects_v2(Bucket=bucket, Delimiter="/", Prefix="a/")
        assert [o["Key"] for o in inner["Contents"]] == ["a/1", "a/2"]
        assert [p["Prefix"] for p in inner["CommonPrefixes"]] == ["a/b/"]
        seen: list[str] = []
        token = None
        while True:
            kwargs: dict[str, Any] = {"Bucket": bucket, "Delimiter": "/", "MaxKeys": 2}
            if token:
                kwargs["ContinuationToken"] = token
            page = s3.list_objects_v2(**kwargs)
            seen += [p["Prefix"] for p in page.get("CommonPrefixes", [])] + [
                o["Key"] for o in page.get("Contents", [])
            ]
            if not page["IsTruncated"]:
                break
            token = page["NextContinuationToken"]
        assert sorted(seen) == ["a/", "b/", "c", "d/"]
        v1 = s3.list_objects(Bucket=bucket, Delimiter="/", MaxKeys=2)
        assert v1["IsTruncated"] and v1["NextMarker"] == "b/"
        rest = s3.list_objects(Bucket=bucket, Delimiter="/", Marker=v1["NextMarker"])
        assert [o["Key"] for o in rest["Contents"]] == ["c"] and [
            p["Prefix"] for p in rest["CommonPrefixes"]
        ] == ["d/"]
    else:
        paginator = s3.get_paginator("list_objects_v2")
        pages = list(paginator.paginate(Bucket=bucket, PaginationConfig={"PageSize": 3}))
        assert len(pages) == 3
        assert [o["Key"] for p in pages for o in p.get("Contents", [])] == keys
        assert [o["Key"] for o in s3.list_objects_v2(Bucket=bucket, StartAfter="b/1")["Contents"]] == keys[4:]
        assert [o["Key"] for o in s3.list_objects_v2(Bucket=bucket, Prefix="d")["Contents"]] == ["d/1", "d/2"]
        v1_pages = list(
            s3.get_paginator("list_objects").paginate(Bucket=bucket, PaginationConfig={"PageSize": 2})
        )
        assert [o["Key"] for p in v1_pages for o in p.get("Contents", [])] == keys
