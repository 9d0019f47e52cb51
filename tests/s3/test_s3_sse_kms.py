"""SSE-KMS objects use their key for real: the writer needs kms:GenerateDataKey and a reader kms:Decrypt
on it (as the caller), a missing or disabled key fails with S3's KMS.* codes, a refused caller gets
AccessDenied, and the encryption headers are answered on PUT/GET/HEAD/copy/multipart."""

from __future__ import annotations

import base64
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

sys.path.insert(0, str(Path(__file__).parent.parent / "iam"))
from iam_api_helpers import allow, assume, client_factory, document, make_role  # noqa: E402


def failure(call: Any) -> tuple[str, int]:
    with pytest.raises(ClientError) as info:
        call()
    return info.value.response["Error"]["Code"], info.value.response["ResponseMetadata"]["HTTPStatusCode"]


@pytest.fixture
def kms(labcloud: Any) -> Any:
    return labcloud.boto3_client("kms")


def test_put_get_head_with_a_customer_key(s3: Any, kms: Any, bucket: str) -> None:
    key = kms.create_key()["KeyMetadata"]
    context = base64.b64encode(json.dumps({"app": "orders"}).encode()).decode()
    put = s3.put_object(
        Bucket=bucket,
        Key="a.txt",
        Body=b"secret",
        ServerSideEncryption="aws:kms",
        SSEKMSKeyId=key["KeyId"],
        SSEKMSEncryptionContext=context,
        BucketKeyEnabled=True,
    )
    assert put["ServerSideEncryption"] == "aws:kms"
    assert put["SSEKMSKeyId"] == key["Arn"]
    assert put["BucketKeyEnabled"] is True
    got = s3.get_object(Bucket=bucket, Key="a.txt")
    assert got["Body"].read() == b"secret"
    assert (got["ServerSideEncryption"], got["SSEKMSKeyId"], got["BucketKeyEnabled"]) == (
        "aws:kms",
        key["Arn"],
        True,
    )
    head = s3.head_object(Bucket=bucket, Key="a.txt")
    assert head["SSEKMSKeyId"] == key["Arn"]
    plain = s3.put_object(Bucket=bucket, Key="plain", Body=b"x")
    assert "SSEKMSKeyId" not in plain and "SSEKMSKeyId" not in s3.head_object(Bucket=bucket, Key="plain")


def test_the_default_key_is_aws_s3(s3: Any, kms: Any, bucket: str) -> None:
    put = s3.put_object(Bucket=bucket, Key="m", Body=b"x", ServerSideEncryption="aws:kms")
    assert put["SSEKMSKeyId"] == kms.describe_key(KeyId="alias/aws/s3")["KeyMetadata"]["Arn"]
    assert s3.get_object(Bucket=bucket, Key="m")["Body"].read() == b"x"


def test_missing_and_disabled_keys_fail_writes_and_reads(s3: Any, kms: Any, bucket: str) -> None:
    assert failure(
        lambda: s3.put_object(
            Bucket=bucket, Key="k", Body=b"x", ServerSideEncryption="aws:kms", SSEKMSKeyId="alias/none"
        )
    ) == ("KMS.NotFoundException", 400)
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    s3.put_object(Bucket=bucket, Key="k", Body=b"x", ServerSideEncryption="aws:kms", SSEKMSKeyId=key)
    kms.disable_key(KeyId=key)
    assert failure(lambda: s3.get_object(Bucket=bucket, Key="k")) == ("KMS.DisabledException", 400)
    assert failure(lambda: s3.head_object(Bucket=bucket, Key="k"))[1] == 400
    assert failure(
        lambda: s3.put_object(
            Bucket=bucket, Key="k2", Body=b"x", ServerSideEncryption="aws:kms", SSEKMSKeyId=key
        )
    ) == ("KMS.DisabledException", 400)
    assert failure(lambda: s3.copy_object(Bucket=bucket, Key="k3", CopySource=f"{bucket}/k")) == (
        "KMS.DisabledException",
        400,
    )
    kms.enable_key(KeyId=key)
    assert s3.get_object(Bucket=bucket, Key="k")["Body"].read() == b"x"


def test_kms_members_without_aws_kms_are_refused(s3: Any, bucket: str) -> None:
    assert failure(lambda: s3.put_object(Bucket=bucket, Key="k", Body=b"x", SSEKMSKeyId="alias/x")) == (
        "InvalidArgument",
        400,
    )
    bad = base64.b64encode(b"[1]").decode()
    assert failure(
        lambda: s3.put_object(
            Bucket=bucket, Key="k", Body=b"x", ServerSideEncryption="aws:kms", SSEKMSEncryptionContext=bad
        )
    ) == ("InvalidArgument", 400)


def test_a_reader_needs_kms_decrypt_and_a_writer_generate_data_key(
    labcloud: Any, s3: Any, kms: Any, bucket: str
) -> None:
    key = kms.create_key()["KeyMetadata"]
    s3.put_object(Bucket=bucket, Key="k", Body=b"x", ServerSideEncryption="aws:kms", SSEKMSKeyId=key["Arn"])
    iam = labcloud.boto3_client("iam")
    bare = client_factory(
        labcloud, assume(labcloud, make_role(iam, "s3only", document(allow("s3:*"))), "ss")
    )("s3")
    assert failure(lambda: bare.get_object(Bucket=bucket, Key="k")) == ("AccessDenied", 403)
    assert failure(
        lambda: bare.put_object(
            Bucket=bucket, Key="w", Body=b"x", ServerSideEncryption="aws:kms", SSEKMSKeyId=key["Arn"]
        )
    ) == ("AccessDenied", 403)
    reader_arn = make_role(
        iam, "s3kms", document(allow("s3:*"), allow(["kms:Decrypt", "kms:GenerateDataKey"], key["Arn"]))
    )
    reader = client_factory(labcloud, assume(labcloud, reader_arn, "ss"))("s3")
    assert reader.get_object(Bucket=bucket, Key="k")["Body"].read() == b"x"
    reader.put_object(
        Bucket=bucket, Key="w", Body=b"y", ServerSideEncryption="aws:kms", SSEKMSKeyId=key["Arn"]
    )


def test_copy_and_multipart_carry_the_key(s3: Any, kms: Any, bucket: str) -> None:
    key = kms.create_key()["KeyMetadata"]
    s3.put_object(Bucket=bucket, Key="src", Body=b"x")
    copied = s3.copy_object(
        Bucket=bucket,
        Key="dst",
        CopySource=f"{bucket}/src",
        ServerSideEncryption="aws:kms",
        SSEKMSKeyId=key["Arn"],
    )
    assert copied["SSEKMSKeyId"] == key["Arn"]
    assert s3.head_object(Bucket=bucket, Key="dst")["SSEKMSKeyId"] == key["Arn"]
    # a copy without encryption headers is not encrypted under the source's key
    again = s3.copy_object(Bucket=bucket, Key="dst2", CopySource=f"{bucket}/dst")
    assert "SSEKMSKeyId" not in again and "SSEKMSKeyId" not in s3.head_object(Bucket=bucket, Key="dst2")
    upload = s3.create_multipart_upload(
        Bucket=bucket, Key="big", ServerSideEncryption="aws:kms", SSEKMSKeyId=key["Arn"]
    )
    assert upload["SSEKMSKeyId"] == key["Arn"]
    part = s3.upload_part(Bucket=bucket, Key="big", UploadId=upload["UploadId"], PartNumber=1, Body=b"z")
    done = s3.complete_multipart_upload(
        Bucket=bucket,
        Key="big",
        UploadId=upload["UploadId"],
        MultipartUpload={"Parts": [{"PartNumber": 1, "ETag": part["ETag"]}]},
    )
    assert done["SSEKMSKeyId"] == key["Arn"]
    kms.disable_key(KeyId=key["KeyId"])
    assert failure(lambda: s3.get_object(Bucket=bucket, Key="big")) == ("KMS.DisabledException", 400)
    assert failure(
        lambda: s3.create_multipart_upload(
            Bucket=bucket, Key="b2", ServerSideEncryption="aws:kms", SSEKMSKeyId=key["Arn"]
        )
    ) == ("KMS.DisabledException", 400)


def test_the_cli_writes_and_reads_an_sse_kms_object(
    labcloud: Any, s3: Any, kms: Any, bucket: str, tmp_path: Path
) -> None:
    key = kms.create_key()["KeyMetadata"]
    source = tmp_path / "f.txt"
    source.write_text("hello")
    labcloud.aws(
        "s3", "cp", str(source), f"s3://{bucket}/f.txt", "--sse", "aws:kms", "--sse-kms-key-id", key["KeyId"]
    )
    assert s3.head_object(Bucket=bucket, Key="f.txt")["SSEKMSKeyId"] == key["Arn"]
    out = tmp_path / "out.txt"
    labcloud.aws("s3", "cp", f"s3://{bucket}/f.txt", str(out))
    assert out.read_text() == "hello"


def _kms_default(key: str | None = None, bucket_key: bool = False) -> dict[str, Any]:
    default: dict[str, Any] = {"SSEAlgorithm": "aws:kms"}
    if key:
        default["KMSMasterKeyID"] = key
    return {"Rules": [{"ApplyServerSideEncryptionByDefault": default, "BucketKeyEnabled": bucket_key}]}


def test_bucket_default_encryption_applies_to_writes_without_headers(
    labcloud: Any, s3: Any, kms: Any, bucket: str
) -> None:
    rules = s3.get_bucket_encryption(Bucket=bucket)["ServerSideEncryptionConfiguration"]["Rules"]
    assert rules[0]["ApplyServerSideEncryptionByDefault"] == {"SSEAlgorithm": "AES256"}
    key = kms.create_key()["KeyMetadata"]
    s3.put_bucket_encryption(Bucket=bucket, ServerSideEncryptionConfiguration=_kms_default(key["Arn"], True))
    rules = s3.get_bucket_encryption(Bucket=bucket)["ServerSideEncryptionConfiguration"]["Rules"]
    assert rules[0]["ApplyServerSideEncryptionByDefault"]["KMSMasterKeyID"] == key["Arn"]
    put = s3.put_object(Bucket=bucket, Key="d", Body=b"x")
    assert (put["ServerSideEncryption"], put["SSEKMSKeyId"], put["BucketKeyEnabled"]) == (
        "aws:kms",
        key["Arn"],
        True,
    )
    # explicit headers win over the default
    assert "SSEKMSKeyId" not in s3.put_object(
        Bucket=bucket, Key="e", Body=b"x", ServerSideEncryption="AES256"
    )
    iam = labcloud.boto3_client("iam")
    bare = client_factory(labcloud, assume(labcloud, make_role(iam, "s3w", document(allow("s3:*"))), "ss"))(
        "s3"
    )
    assert failure(lambda: bare.put_object(Bucket=bucket, Key="f", Body=b"x")) == ("AccessDenied", 403)
    kms.disable_key(KeyId=key["KeyId"])
    assert failure(lambda: s3.put_object(Bucket=bucket, Key="g", Body=b"x")) == ("KMS.DisabledException", 400)
    s3.delete_bucket_encryption(Bucket=bucket)
    assert "SSEKMSKeyId" not in s3.put_object(Bucket=bucket, Key="g", Body=b"x")
    s3.put_bucket_encryption(Bucket=bucket, ServerSideEncryptionConfiguration=_kms_default())
    managed = kms.describe_key(KeyId="alias/aws/s3")["KeyMetadata"]["Arn"]
    assert s3.put_object(Bucket=bucket, Key="h", Body=b"x")["SSEKMSKeyId"] == managed


def test_bucket_encryption_refusals(s3: Any, bucket: str) -> None:
    aes_with_key = {
        "Rules": [{"ApplyServerSideEncryptionByDefault": {"SSEAlgorithm": "AES256", "KMSMasterKeyID": "k"}}]
    }
    assert failure(
        lambda: s3.put_bucket_encryption(Bucket=bucket, ServerSideEncryptionConfiguration=aes_with_key)
    ) == (
        "InvalidArgument",
        400,
    )
    dsse = {"Rules": [{"ApplyServerSideEncryptionByDefault": {"SSEAlgorithm": "aws:kms:dsse"}}]}
    assert failure(
        lambda: s3.put_bucket_encryption(Bucket=bucket, ServerSideEncryptionConfiguration=dsse)
    ) == (
        "NotImplemented",
        501,
    )
    assert failure(
        lambda: s3.put_bucket_encryption(
            Bucket="no-such-bucket-x", ServerSideEncryptionConfiguration=_kms_default()
        )
    ) == ("NoSuchBucket", 404)


def test_sse_kms_objects_and_defaults_survive_a_restart(tmp_path: Path) -> None:
    from labcloud.testing.server_process import LabcloudProcess

    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        s3, kms = server.boto3_client("s3"), server.boto3_client("kms")
        key = kms.create_key()["KeyMetadata"]
        s3.create_bucket(Bucket="kept")
        s3.put_bucket_encryption(Bucket="kept", ServerSideEncryptionConfiguration=_kms_default(key["Arn"]))
        s3.put_object(Bucket="kept", Key="k", Body=b"x")
        server.stop()
        server.start()
        s3, kms = server.boto3_client("s3"), server.boto3_client("kms")
        rules = s3.get_bucket_encryption(Bucket="kept")["ServerSideEncryptionConfiguration"]["Rules"]
        assert rules[0]["ApplyServerSideEncryptionByDefault"]["KMSMasterKeyID"] == key["Arn"]
        assert s3.get_object(Bucket="kept", Key="k")["Body"].read() == b"x"
        kms.disable_key(KeyId=key["KeyId"])
        assert failure(lambda: s3.get_object(Bucket="kept", Key="k")) == ("KMS.DisabledException", 400)
    finally:
        server.stop()


def test_sse_s3_is_answered_on_every_write_and_read(s3: Any, bucket: str) -> None:
    """Every object is encrypted (SSE-S3 unless SSE-KMS): S3 says so on writes, reads and copies."""
    assert s3.put_object(Bucket=bucket, Key="plain", Body=b"x")["ServerSideEncryption"] == "AES256"
    assert s3.head_object(Bucket=bucket, Key="plain")["ServerSideEncryption"] == "AES256"
    assert s3.get_object(Bucket=bucket, Key="plain")["ServerSideEncryption"] == "AES256"
    assert (
        s3.copy_object(Bucket=bucket, Key="copy", CopySource=f"{bucket}/plain")["ServerSideEncryption"]
        == "AES256"
    )
    upload = s3.create_multipart_upload(Bucket=bucket, Key="mp")
    assert upload["ServerSideEncryption"] == "AES256"
    part = s3.upload_part(Bucket=bucket, Key="mp", UploadId=upload["UploadId"], PartNumber=1, Body=b"y")
    assert part["ServerSideEncryption"] == "AES256"
    copied = s3.upload_part_copy(
        Bucket=bucket, Key="mp", UploadId=upload["UploadId"], PartNumber=2, CopySource=f"{bucket}/plain"
    )
    assert copied["ServerSideEncryption"] == "AES256"
    done = s3.complete_multipart_upload(
        Bucket=bucket,
        Key="mp",
        UploadId=upload["UploadId"],
        MultipartUpload={"Parts": [{"PartNumber": 1, "ETag": part["ETag"]}]},
    )
    assert done["ServerSideEncryption"] == "AES256"
    assert s3.head_object(Bucket=bucket, Key="mp")["ServerSideEncryption"] == "AES256"
