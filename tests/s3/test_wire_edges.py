"""Malformed S3 requests on the wire get S3's XML errors (never a 500, never a hang)."""

from __future__ import annotations

import http.client
import xml.etree.ElementTree as ET
from typing import Any

import pytest

AUTH = "AWS4-HMAC-SHA256 Credential=test/20260101/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=00"
CHUNKED = {"Content-Encoding": "aws-chunked"}

CASES = [
    ("POST", "/edge-bucket?delete", b"<Delete><Object><Key>a</Key></Object>", {}, 400, "MalformedXML"),
    ("POST", "/edge-bucket?delete", b"<Nope/>", {}, 400, "MalformedXML"),
    ("POST", "/edge-bucket?delete", b"<!DOCTYPE x [<!ENTITY a 'b'>]><Delete/>", {}, 400, "MalformedXML"),
    (
        "POST",
        "/edge-bucket/k?uploadId=zzz",
        b"<CompleteMultipartUpload><Part><PartNumber>x</PartNumber></Part></CompleteMultipartUpload>",
        {},
        400,
        "MalformedXML",
    ),
    (
        "PUT",
        "/edge-bucket/k",
        b"zz\r\nabc",
        {**CHUNKED, "x-amz-decoded-content-length": "3"},
        400,
        "InvalidRequest",
    ),
    (
        "PUT",
        "/edge-bucket/k",
        b"3\r\nabcXX0\r\n\r\n",
        {**CHUNKED, "x-amz-decoded-content-length": "3"},
        400,
        "InvalidRequest",
    ),
    (
        "PUT",
        "/edge-bucket/k",
        b"5\r\nabc",
        {**CHUNKED, "x-amz-decoded-content-length": "5"},
        400,
        "IncompleteBody",
    ),
    (
        "PUT",
        "/edge-bucket/k",
        b"abc",
        {"x-amz-checksum-crc32": "AAAA", "x-amz-checksum-sha1": "AAAA"},
        400,
        "InvalidRequest",
    ),
    ("PUT", "/edge-bucket/k", b"abc", {"x-amz-sdk-checksum-algorithm": "MD77"}, 400, "InvalidRequest"),
    ("GET", "/edge-bucket?list-type=2&max-keys=abc", b"", {}, 400, "InvalidArgument"),
    ("GET", "/edge-bucket?list-type=2&encoding-type=base64", b"", {}, 400, "InvalidArgument"),
    ("PUT", "/edge-bucket?policy", b"\xff\xfe", {}, 400, "InvalidArgument"),
    ("PUT", "/edge-bucket/k?partNumber=1&uploadId=nope", b"abc", {}, 404, "NoSuchUpload"),
    ("PATCH", "/edge-bucket/k", b"", {}, 405, "MethodNotAllowed"),
    ("PUT", "/edge-bucket/k", b"abc", {"x-amz-content-sha256": "0" * 64}, 400, "XAmzContentSHA256Mismatch"),
]


@pytest.mark.parametrize(
    ("method", "path", "body", "headers", "status", "code"),
    CASES,
    ids=[f"{c[0]} {c[1][:30]} {c[5]}" for c in CASES],
)
def test_malformed_requests_get_s3_errors(
    labcloud: Any,
    s3: Any,
    method: str,
    path: str,
    body: bytes,
    headers: dict[str, str],
    status: int,
    code: str,
) -> None:
    s3.create_bucket(Bucket="edge-bucket")
    connection = http.client.HTTPConnection("127.0.0.1", labcloud.port, timeout=10)
    connection.request(method, path, body=body, headers={"Authorization": AUTH, **headers})
    response = connection.getresponse()
    answer = response.read()
    assert response.status == status, answer
    assert f"<Code>{code}</Code>".encode() in answer
    # the server is still fine afterwards, and nothing half-written became an object
    assert "Contents" not in s3.list_objects_v2(Bucket="edge-bucket")


@pytest.mark.parametrize(("method", "path"), [("DELETE", "/edge-bucket"), ("GET", "/edge-bucket?location")])
def test_a_huge_declared_body_for_a_bodiless_operation_is_refused_at_once(
    labcloud: Any, s3: Any, method: str, path: str
) -> None:
    """200 MB announced and never sent: S3's 'request was too big', not a wait for the body (a hang before)."""
    s3.create_bucket(Bucket="edge-bucket")
    connection = http.client.HTTPConnection("127.0.0.1", labcloud.port, timeout=10)
    connection.putrequest(method, path)
    connection.putheader("Authorization", AUTH)
    connection.putheader("Content-Length", str(200 * 1024 * 1024))
    connection.endheaders()
    response = connection.getresponse()
    answer = response.read()
    assert response.status == 400, answer
    assert b"<Code>MaxMessageLengthExceeded</Code>" in answer
    assert response.getheader("connection") == "close"  # the unread body may still follow
    assert s3.head_bucket(Bucket="edge-bucket")


def test_an_error_echoing_control_characters_is_well_formed_xml(labcloud: Any) -> None:
    """A bucket name with characters XML 1.0 forbids, echoed in NoSuchBucket: replaced, so the document parses."""
    connection = http.client.HTTPConnection("127.0.0.1", labcloud.port, timeout=10)
    connection.request("GET", "/%06ab%19c%1B", headers={"Authorization": AUTH})
    response = connection.getresponse()
    answer = response.read()
    assert response.status == 404
    root = ET.fromstring(answer)
    assert root.findtext("Code") == "NoSuchBucket"
    assert root.findtext("BucketName") == "\ufffdab\ufffdc\ufffd"


def test_an_unsigned_path_style_request_reaches_s3_only_when_its_bucket_exists(
    labcloud: Any, s3: Any
) -> None:
    """No signature, no S3 Host: S3 answers only if the first path segment names a bucket (S3's Buckets
    front door, asked by the app); any other path is not S3's."""
    s3.create_bucket(Bucket="unsigned-path-bucket")
    s3.put_object(Bucket="unsigned-path-bucket", Key="k.txt", Body=b"hello")

    def get(path: str) -> tuple[int, bytes]:
        connection = http.client.HTTPConnection("127.0.0.1", labcloud.port, timeout=10)
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.read()

    status, body = get("/unsigned-path-bucket/k.txt")
    assert (status, body) == (200, b"hello")
    status, body = get("/no-such-unsigned-bucket/k.txt")
    assert b"<Code>NoSuchBucket</Code>" not in body and body != b"hello"
    s3.delete_object(Bucket="unsigned-path-bucket", Key="k.txt")
    s3.delete_bucket(Bucket="unsigned-path-bucket")
    status, body = get("/unsigned-path-bucket/k.txt")
    assert b"<Code>NoSuchKey</Code>" not in body and b"<Code>NoSuchBucket</Code>" not in body
