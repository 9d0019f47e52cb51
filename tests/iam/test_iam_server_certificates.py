"""IAM server certificates: upload (checked with ``cryptography``), get, list (PathPrefix, paging), rename,
delete, tags, every error code; boto3, the real ``aws`` CLI, durable across a restart."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.x509.oid import NameOID

from labcloud.testing.server_process import LabcloudProcess

NOT_AFTER = dt.datetime(2031, 1, 2, 3, 4, 5, tzinfo=dt.timezone.utc)


def _pair(kind: str = "rsa") -> tuple[str, str]:
    """A self-signed certificate and its private key, both PEM."""
    key: Any = (
        rsa.generate_private_key(65537, 2048) if kind == "rsa" else ec.generate_private_key(ec.SECP256R1())
    )
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "labcloud.test")])
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(dt.datetime(2024, 1, 1, tzinfo=dt.timezone.utc))
        .not_valid_after(NOT_AFTER)
        .sign(key, hashes.SHA256())
    )
    body = cert.public_bytes(serialization.Encoding.PEM).decode()
    pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()
    return body, pem


@pytest.fixture(scope="module")
def pairs() -> dict[str, tuple[str, str]]:
    return {"rsa": _pair("rsa"), "ec": _pair("ec"), "other": _pair("rsa")}


def _code(call: Any) -> str:
    with pytest.raises(ClientError) as info:
        call()
    return str(info.value.response["Error"]["Code"])


def test_upload_get_list_update_delete(iam: Any, pairs: dict[str, tuple[str, str]]) -> None:
    body, key = pairs["rsa"]
    chain, _ = pairs["other"]
    out = iam.upload_server_certificate(
        ServerCertificateName="web",
        Path="/cloudfront/",
        CertificateBody=body,
        PrivateKey=key,
        CertificateChain=chain,
        Tags=[{"Key": "team", "Value": "a"}],
    )
    meta = out["ServerCertificateMetadata"]
    assert meta["Arn"] == "arn:aws:iam::000000000000:server-certificate/cloudfront/web"
    assert meta["ServerCertificateId"].startswith("ASCA") and meta["Path"] == "/cloudfront/"
    assert meta["Expiration"] == NOT_AFTER and "UploadDate" in meta
    assert out["Tags"] == [{"Key": "team", "Value": "a"}]
    got = iam.get_server_certificate(ServerCertificateName="web")["ServerCertificate"]
    assert got["CertificateBody"] == body.strip() and got["CertificateChain"] == chain.strip()
    assert got["ServerCertificateMetadata"]["Arn"] == meta["Arn"]
    assert "PrivateKey" not in got and key not in str(got)
    ec_body, ec_key = pairs["ec"]
    iam.upload_server_certificate(ServerCertificateName="api", CertificateBody=ec_body, PrivateKey=ec_key)

    names = [
        m["ServerCertificateName"] for m in iam.list_server_certificates()["ServerCertificateMetadataList"]
    ]
    assert names == ["api", "web"]
    listed = iam.list_server_certificates(PathPrefix="/cloudfront/")["ServerCertificateMetadataList"]
    assert [m["ServerCertificateName"] for m in listed] == ["web"]
    first = iam.list_server_certificates(MaxItems=1)
    assert first["IsTruncated"] is True and len(first["ServerCertificateMetadataList"]) == 1
    rest = iam.list_server_certificates(MaxItems=1, Marker=first["Marker"])
    assert (
        rest["IsTruncated"] is False
        and rest["ServerCertificateMetadataList"][0]["ServerCertificateName"] == "web"
    )

    iam.update_server_certificate(
        ServerCertificateName="web", NewServerCertificateName="www", NewPath="/edge/"
    )
    moved = iam.get_server_certificate(ServerCertificateName="www")["ServerCertificate"][
        "ServerCertificateMetadata"
    ]
    assert moved["Arn"] == "arn:aws:iam::000000000000:server-certificate/edge/www"
    assert moved["ServerCertificateId"] == meta["ServerCertificateId"]
    assert _code(lambda: iam.get_server_certificate(ServerCertificateName="web")) == "NoSuchEntity"

    iam.tag_server_certificate(ServerCertificateName="www", Tags=[{"Key": "env", "Value": "prod"}])
    iam.untag_server_certificate(ServerCertificateName="www", TagKeys=["team"])
    assert iam.list_server_certificate_tags(ServerCertificateName="www")["Tags"] == [
        {"Key": "env", "Value": "prod"}
    ]

    iam.delete_server_certificate(ServerCertificateName="www")
    assert _code(lambda: iam.delete_server_certificate(ServerCertificateName="www")) == "NoSuchEntity"
    names = [
        m["ServerCertificateName"] for m in iam.list_server_certificates()["ServerCertificateMetadataList"]
    ]
    assert names == ["api"]


def test_upload_errors(iam: Any, pairs: dict[str, tuple[str, str]]) -> None:
    body, key = pairs["rsa"]
    _, other_key = pairs["other"]

    def upload(**kw: Any) -> Any:
        args = {"ServerCertificateName": "c", "CertificateBody": body, "PrivateKey": key, **kw}
        return lambda: iam.upload_server_certificate(**args)

    assert _code(upload(CertificateBody="not a certificate")) == "MalformedCertificate"
    assert _code(upload(PrivateKey="not a key")) == "MalformedCertificate"
    assert _code(upload(CertificateChain="garbage")) == "MalformedCertificate"
    assert _code(upload(PrivateKey=other_key)) == "KeyPairMismatch"
    assert _code(upload(Tags=[{"Key": "aws:x", "Value": "1"}])) == "InvalidInput"
    upload()()
    assert _code(upload()) == "EntityAlreadyExists"
    assert _code(upload(ServerCertificateName="C")) == "EntityAlreadyExists"  # names are case-insensitive
    assert _code(lambda: iam.get_server_certificate(ServerCertificateName="none")) == "NoSuchEntity"
    assert _code(lambda: iam.tag_server_certificate(ServerCertificateName="none", Tags=[])) == "NoSuchEntity"
    upload(ServerCertificateName="d")()
    assert (
        _code(lambda: iam.update_server_certificate(ServerCertificateName="d", NewServerCertificateName="c"))
        == "EntityAlreadyExists"
    )
    for n in range(18):
        upload(ServerCertificateName=f"n{n}")()
    assert _code(upload(ServerCertificateName="one-too-many")) == "LimitExceeded"


def test_cli_and_restart(tmp_path: Path, pairs: dict[str, tuple[str, str]]) -> None:
    body, key = pairs["rsa"]
    (tmp_path / "cert.pem").write_text(body)
    (tmp_path / "key.pem").write_text(key)
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        out = server.aws_json(
            "iam",
            "upload-server-certificate",
            "--server-certificate-name",
            "cli",
            "--certificate-body",
            f"file://{tmp_path / 'cert.pem'}",
            "--private-key",
            f"file://{tmp_path / 'key.pem'}",
        )
        assert out["ServerCertificateMetadata"]["Arn"].endswith(":server-certificate/cli")
        server.stop()
        server.start()
        got = server.aws_json("iam", "get-server-certificate", "--server-certificate-name", "cli")
        assert got["ServerCertificate"]["CertificateBody"].strip() == body.strip()
        assert got["ServerCertificate"]["ServerCertificateMetadata"]["Expiration"].startswith(
            "2031-01-02T03:04:05"
        )
    finally:
        server.stop()
