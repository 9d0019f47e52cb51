"""Uploads as the tools make them: the aws CLI (cp/sync/ls/rm), multipart, aws-chunked bodies with
checksum trailers, presigned URLs, virtual-hosted addressing, and durability across a restart."""

from __future__ import annotations

import base64
import hashlib
import os
import time
import urllib.error
import urllib.request
import zlib
from pathlib import Path
from typing import Any

import pytest
from s3_helpers import error_of

from labcloud.testing.server_process import LabcloudProcess

MIB = 1024 * 1024


def test_aws_cli_cp_sync_ls_rm(labcloud: Any, s3: Any, tmp_path: Path) -> None:
    labcloud.aws("s3", "mb", "s3://cli-bucket")
    big = tmp_path / "big.bin"
    data = os.urandom(20 * MIB)
    big.write_bytes(data)
    labcloud.aws("s3", "cp", str(big), "s3://cli-bucket/big.bin")
    head = s3.head_object(Bucket="cli-bucket", Key="big.bin")
    assert head["ContentLength"] == len(data)
    assert head["ETag"].strip('"').endswith("-3")  # the CLI uploads 8 MiB parts: 8 + 8 + 4
    out = tmp_path / "back.bin"
    labcloud.aws("s3", "cp", "s3://cli-bucket/big.bin", str(out))
    assert hashlib.sha256(out.read_bytes()).digest() == hashlib.sha256(data).digest()
    folder = tmp_path / "site"
    (folder / "css").mkdir(parents=True)
    (folder / "index.html").write_text("<h1>hi</h1>")
    (folder / "css" / "main.css").write_text("h1{}")
    labcloud.aws("s3", "sync", str(folder), "s3://cli-bucket/site")
    listing = labcloud.aws("s3", "ls", "s3://cli-bucket/site/").stdout
    assert "PRE css/" in listing and "index.html" in listing
    assert "cli-bucket" in labcloud.aws("s3", "ls").stdout
    again = labcloud.aws("s3", "sync", str(folder), "s3://cli-bucket/site").stdout
    assert again.strip() == ""  # nothing changed, nothing uploaded
    recursive = labcloud.aws("s3", "ls", "--recursive", "s3://cli-bucket/").stdout
    assert "site/css/main.css" in recursive
    labcloud.aws("s3", "mb", "s3://cli-copy")
    labcloud.aws(
        "s3", "cp", "s3://cli-bucket/big.bin", "s3://cli-copy/big.bin"
    )  # UploadPartCopy, 8 MiB ranges
    assert s3.get_object(Bucket="cli-copy", Key="big.bin")["Body"].read() == data
    assert s3.head_object(Bucket="cli-copy", Key="big.bin")["ETag"] == head["ETag"]
    labcloud.aws("s3", "rm", "--recursive", "s3://cli-bucket/site")
    assert [o["Key"] for o in s3.list_objects_v2(Bucket="cli-bucket")["Contents"]] == ["big.bin"]
    failed = labcloud.aws("s3", "rb", "s3://cli-bucket", check=False)
    assert failed.returncode != 0 and "BucketNotEmpty" in failed.stderr
    labcloud.aws("s3", "rb", "--force", "s3://cli-bucket")
    assert "cli-bucket" not in labcloud.aws("s3", "ls").stdout


def test_s3api_through_the_cli(labcloud: Any, tmp_path: Path) -> None:
    labcloud.aws("s3api", "create-bucket", "--bucket", "api-bucket")
    file = tmp_path / "f.txt"
    file.write_text("cli body")
    put = labcloud.aws_json(
        "s3api",
        "put-object",
        "--bucket",
        "api-bucket",
        "--key",
        "f.txt",
        "--body",
        str(file),
        "--content-type",
        "text/plain",
    )
    assert put["ETag"] == f'"{hashlib.md5(b"cli body").hexdigest()}"'
    listed = labcloud.aws_json("s3api", "list-objects-v2", "--bucket", "api-bucket")
    assert [o["Key"] for o in listed["Contents"]] == ["f.txt"]
    missing = labcloud.aws(
        "s3api", "get-object", "--bucket", "api-bucket", "--key", "nope", str(tmp_path / "o"), check=False
    )
    assert "NoSuchKey" in missing.stderr


def test_multipart_api(s3: Any, bucket: str) -> None:
    upload = s3.create_multipart_upload(Bucket=bucket, Key="mp", ContentType="video/mp4", Metadata={"a": "b"})
    uid = upload["UploadId"]
    first, second = os.urandom(5 * MIB), os.urandom(1000)
    e1 = s3.upload_part(Bucket=bucket, Key="mp", UploadId=uid, PartNumber=1, Body=first)["ETag"]
    e2 = s3.upload_part(Bucket=bucket, Key="mp", UploadId=uid, PartNumber=2, Body=second)["ETag"]
    parts = s3.list_parts(Bucket=bucket, Key="mp", UploadId=uid)["Parts"]
    assert [(p["PartNumber"], p["Size"]) for p in parts] == [(1, 5 * MIB), (2, 1000)]
    assert [u["UploadId"] for u in s3.list_multipart_uploads(Bucket=bucket)["Uploads"]] == [uid]
    assert error_of(
        s3.complete_multipart_upload,
        Bucket=bucket,
        Key="mp",
        UploadId=uid,
        MultipartUpload={"Parts": [{"PartNumber": 2, "ETag": e2}, {"PartNumber": 1, "ETag": e1}]},
    ) == ("InvalidPartOrder", 400)
    assert error_of(
        s3.complete_multipart_upload,
        Bucket=bucket,
        Key="mp",
        UploadId=uid,
        MultipartUpload={"Parts": [{"PartNumber": 1, "ETag": '"00"'}]},
    ) == ("InvalidPart", 400)
    assert error_of(
        s3.complete_multipart_upload,
        Bucket=bucket,
        Key="mp",
        UploadId=uid,
        MultipartUpload={"Parts": [{"PartNumber": 2, "ETag": e2}, {"PartNumber": 3, "ETag": e2}]},
    ) == ("InvalidPart", 400)
    assert error_of(s3.upload_part, Bucket=bucket, Key="mp", UploadId=uid, PartNumber=10001, Body=b"x") == (
        "InvalidArgument",
        400,
    )
    done = s3.complete_multipart_upload(
        Bucket=bucket,
        Key="mp",
        UploadId=uid,
        MultipartUpload={"Parts": [{"PartNumber": 1, "ETag": e1}, {"PartNumber": 2, "ETag": e2}]},
    )
    digest = hashlib.md5(bytes.fromhex(e1.strip('"')) + bytes.fromhex(e2.strip('"'))).hexdigest()
    assert done["ETag"] == f'"{digest}-2"'
    got = s3.get_object(Bucket=bucket, Key="mp")
    assert got["Body"].read() == first + second
    assert got["ContentType"] == "video/mp4" and got["Metadata"] == {"a": "b"}
    part2 = s3.get_object(Bucket=bucket, Key="mp", PartNumber=2)
    assert part2["Body"].read() == second and part2["PartsCount"] == 2
    assert error_of(s3.list_parts, Bucket=bucket, Key="mp", UploadId=uid) == ("NoSuchUpload", 404)
    small = s3.create_multipart_upload(Bucket=bucket, Key="small")["UploadId"]
    a = s3.upload_part(Bucket=bucket, Key="small", UploadId=small, PartNumber=1, Body=b"tiny")["ETag"]
    b = s3.upload_part(Bucket=bucket, Key="small", UploadId=small, PartNumber=2, Body=b"tiny")["ETag"]
    assert error_of(
        s3.complete_multipart_upload,
        Bucket=bucket,
        Key="small",
        UploadId=small,
        MultipartUpload={"Parts": [{"PartNumber": 1, "ETag": a}, {"PartNumber": 2, "ETag": b}]},
    ) == ("EntityTooSmall", 400)
    s3.abort_multipart_upload(Bucket=bucket, Key="small", UploadId=small)
    assert error_of(s3.abort_multipart_upload, Bucket=bucket, Key="small", UploadId=small) == (
        "NoSuchUpload",
        404,
    )
    assert "Uploads" not in s3.list_multipart_uploads(Bucket=bucket)


def _raw(
    url: str, method: str = "GET", data: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, bytes, dict[str, str]]:
    request = urllib.request.Request(url, data=data, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read(), dict(response.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read(), dict(error.headers)


@pytest.mark.parametrize("version", ["s3v4", "s3"])
def test_presigned_urls(labcloud: Any, version: str) -> None:
    from botocore.config import Config

    s3 = labcloud.boto3_client("s3", config=Config(signature_version=version))
    bucket = "test-bucket"
    s3.create_bucket(Bucket=bucket)
    s3.put_object(Bucket=bucket, Key="shared.txt", Body=b"presigned!")
    url = s3.generate_presigned_url(
        "get_object", Params={"Bucket": bucket, "Key": "shared.txt"}, ExpiresIn=60
    )
    assert ("X-Amz-Signature" in url) == (version == "s3v4")
    status, body, _headers = _raw(url)
    assert (status, body) == (200, b"presigned!")
    put_url = s3.generate_presigned_url(
        "put_object", Params={"Bucket": bucket, "Key": "up.txt"}, ExpiresIn=60
    )
    status, _body, _headers = _raw(put_url, "PUT", b"uploaded")
    assert status == 200
    assert s3.get_object(Bucket=bucket, Key="up.txt")["Body"].read() == b"uploaded"
    expired = s3.generate_presigned_url(
        "get_object", Params={"Bucket": bucket, "Key": "shared.txt"}, ExpiresIn=1
    )
    time.sleep(2.1)
    status, body, _headers = _raw(expired)
    assert status == 403 and b"<Code>AccessDenied</Code>" in body and b"Request has expired" in body


def test_virtual_hosted_style_and_raw_errors(labcloud: Any, s3: Any, bucket: str) -> None:
    s3.put_object(Bucket=bucket, Key="vh.txt", Body=b"virtual")
    status, body, _ = _raw(
        f"{labcloud.endpoint}/vh.txt", headers={"Host": f"{bucket}.localhost:{labcloud.port}"}
    )
    assert (status, body) == (200, b"virtual")
    status, body, _ = _raw(
        f"{labcloud.endpoint}/vh.txt", headers={"Host": f"{bucket}.s3.localhost:{labcloud.port}"}
    )
    assert (status, body) == (200, b"virtual")
    status, body, _ = _raw(f"{labcloud.endpoint}/{bucket}/nope")
    assert status == 404
    assert b"<Error><Code>NoSuchKey</Code>" in body and b"<RequestId>" in body
    status, body, _ = _raw(f"{labcloud.endpoint}/", headers={"Host": f"{bucket}.localhost:{labcloud.port}"})
    assert status == 200 and b"<Key>vh.txt</Key>" in body  # GET / on a bucket host lists it


def _chunked(payload: bytes, chunk: int, trailer: tuple[str, str] | None) -> bytes:
    out = b""
    for start in range(0, len(payload), chunk):
        piece = payload[start : start + chunk]
        out += f"{len(piece):x}\r\n".encode() + piece + b"\r\n"
    out += b"0\r\n"
    if trailer:
        out += f"{trailer[0]}:{trailer[1]}\r\n".encode()
    return out + b"\r\n"


def test_aws_chunked_upload_with_checksum_trailer(labcloud: Any, s3: Any, bucket: str) -> None:
    """The body shape current SDKs send over TLS (STREAMING-UNSIGNED-PAYLOAD-TRAILER), signed by botocore."""
    from botocore.auth import S3SigV4Auth
    from botocore.awsrequest import AWSRequest
    from botocore.credentials import Credentials

    payload = os.urandom(200_000)
    crc = base64.b64encode(zlib.crc32(payload).to_bytes(4, "big")).decode()

    def send(trailer_value: str) -> tuple[int, bytes]:
        body = _chunked(payload, 65536, ("x-amz-checksum-crc32", trailer_value))
        request = AWSRequest(
            "PUT",
            f"{labcloud.endpoint}/{bucket}/chunked.bin",
            data=body,
            headers={
                "Content-Encoding": "aws-chunked",
                "x-amz-decoded-content-length": str(len(payload)),
                "x-amz-content-sha256": "STREAMING-UNSIGNED-PAYLOAD-TRAILER",
                "x-amz-trailer": "x-amz-checksum-crc32",
                "Content-Length": str(len(body)),
            },
        )
        # what botocore's signer does for a checksum sent as a trailer: it signs STREAMING-UNSIGNED-PAYLOAD-TRAILER
        request.context["checksum"] = {
            "request_algorithm": {"in": "trailer", "algorithm": "crc32", "name": "x-amz-checksum-crc32"}
        }
        S3SigV4Auth(Credentials("test", "test"), "s3", "us-east-1").add_auth(request)
        assert request.headers["X-Amz-Content-SHA256"] == "STREAMING-UNSIGNED-PAYLOAD-TRAILER"
        status, answer, _ = _raw(request.url, "PUT", body, dict(request.headers))
        return status, answer

    status, answer = send(crc)
    assert status == 200, answer
    got = s3.get_object(Bucket=bucket, Key="chunked.bin", ChecksumMode="ENABLED")
    assert got["Body"].read() == payload and got["ChecksumCRC32"] == crc
    assert "ContentEncoding" not in got  # aws-chunked is a transfer detail, not the object's encoding
    status, answer = send(base64.b64encode(b"\0\0\0\0").decode())
    assert status == 400 and b"<Code>BadDigest</Code>" in answer


def test_signed_chunk_framing_is_decoded(labcloud: Any, s3: Any, bucket: str) -> None:
    """STREAMING-AWS4-HMAC-SHA256-PAYLOAD framing (``SIZE;chunk-signature=…``), no trailer."""
    payload = os.urandom(70_000)
    body = b""
    for start in range(0, len(payload), 32768):
        piece = payload[start : start + 32768]
        body += f"{len(piece):x};chunk-signature={'ab' * 32}\r\n".encode() + piece + b"\r\n"
    body += f"0;chunk-signature={'cd' * 32}\r\n\r\n".encode()
    status, answer, _ = _raw(
        f"{labcloud.endpoint}/{bucket}/signed-chunks",
        "PUT",
        body,
        {
            "Authorization": "AWS4-HMAC-SHA256 Credential=test/20260101/us-east-1/s3/aws4_request, "
            "SignedHeaders=host, Signature=00",
            "x-amz-content-sha256": "STREAMING-AWS4-HMAC-SHA256-PAYLOAD",
            "Content-Encoding": "aws-chunked",
            "x-amz-decoded-content-length": str(len(payload)),
        },
    )
    assert status == 200, answer
    assert s3.get_object(Bucket=bucket, Key="signed-chunks")["Body"].read() == payload


def test_objects_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        s3 = server.boto3_client("s3")
        s3.create_bucket(Bucket="durable")
        data = os.urandom(6 * MIB)
        s3.put_object(Bucket="durable", Key="small", Body=b"kept", Metadata={"m": "1"})
        uid = s3.create_multipart_upload(Bucket="durable", Key="big")["UploadId"]
        etag = s3.upload_part(Bucket="durable", Key="big", UploadId=uid, PartNumber=1, Body=data)["ETag"]
        server.kill()  # kill -9: acknowledged writes must survive
        server.start()
        s3 = server.boto3_client("s3")
        assert s3.get_object(Bucket="durable", Key="small")["Body"].read() == b"kept"
        assert s3.head_object(Bucket="durable", Key="small")["Metadata"] == {"m": "1"}
        s3.complete_multipart_upload(
            Bucket="durable",
            Key="big",
            UploadId=uid,
            MultipartUpload={"Parts": [{"PartNumber": 1, "ETag": etag}]},
        )
        server.stop()
        # files no row names (a crash between placing a file and its commit) go at the next start
        stray = tmp_path / "data" / "s3" / "blobs" / "zz" / "stray"
        stray.parent.mkdir(parents=True, exist_ok=True)
        stray.write_bytes(b"left over")
        half = tmp_path / "data" / "s3" / "tmp" / "half-written"
        half.parent.mkdir(parents=True, exist_ok=True)
        half.write_bytes(b"half")
        server.start()
        assert not stray.exists() and not half.exists()
        s3 = server.boto3_client("s3")
        assert s3.get_object(Bucket="durable", Key="big")["Body"].read() == data
        s3.delete_object(Bucket="durable", Key="big")
        files = [p for p in (tmp_path / "data" / "s3" / "blobs").rglob("*") if p.is_file()]
        assert len(files) == 1  # only "small" remains on disk
    finally:
        server.stop()
