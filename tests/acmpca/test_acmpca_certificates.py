"""Certificates from a private CA: validity types, templates and their refusals, idempotency, CSR checks,
revocation with a signed CRL written to S3, what was answered 2xx surviving a restart, IAM's ``acm-pca:``
actions and the view's map."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cryptography import x509
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.serialization import Encoding
from pca_helpers import TEMPLATE, activate_root, activate_subordinate, leaf_csr, load, new_ca, token

from labcloud.testing.server_process import LabcloudProcess


def _code(info: pytest.ExceptionInfo[ClientError]) -> str:
    return str(info.value.response["Error"]["Code"])


@pytest.fixture
def root(pca: Any) -> tuple[str, x509.Certificate]:
    ca = new_ca(pca, name="Issuing Root")
    return ca, load(activate_root(pca, ca))


def _issue(pca: Any, ca: str, csr: bytes, **extra: Any) -> str:
    params: dict[str, Any] = {
        "CertificateAuthorityArn": ca,
        "Csr": csr,
        "SigningAlgorithm": "SHA256WITHECDSA",
        "Validity": {"Type": "DAYS", "Value": 30},
        **extra,
    }
    return str(pca.issue_certificate(**params)["CertificateArn"])


def test_end_entity_certificate_is_signed_by_the_ca(pca: Any, root: tuple[str, x509.Certificate]) -> None:
    ca, ca_cert = root
    key, csr = leaf_csr("mtls.internal.example")
    arn = _issue(pca, ca, csr)
    assert arn.startswith(ca + "/certificate/")
    got = pca.get_certificate(CertificateAuthorityArn=ca, CertificateArn=arn)
    leaf = load(got["Certificate"])
    leaf.verify_directly_issued_by(ca_cert)
    assert leaf.public_key() == key.public_key()
    assert (
        got["CertificateChain"].strip()
        == pca.get_certificate_authority_certificate(CertificateAuthorityArn=ca)["Certificate"].strip()
    )
    assert leaf.extensions.get_extension_for_class(x509.BasicConstraints).value.ca is False
    assert all(
        not isinstance(e.value, x509.CRLDistributionPoints) for e in leaf.extensions
    )  # no CRL configured
    names = leaf.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert names.get_values_for_type(x509.DNSName) == ["mtls.internal.example"]
    usages = set(leaf.extensions.get_extension_for_class(x509.ExtendedKeyUsage).value)
    assert usages == {x509.oid.ExtendedKeyUsageOID.SERVER_AUTH, x509.oid.ExtendedKeyUsageOID.CLIENT_AUTH}
    lifetime = leaf.not_valid_after_utc - leaf.not_valid_before_utc
    assert lifetime == timedelta(days=30, hours=1)  # NotBefore backdated an hour, as AWS does


def test_validity_types(pca: Any, root: tuple[str, x509.Certificate]) -> None:
    ca, _ = root
    _, csr = leaf_csr()
    end = datetime(2031, 5, 4, 3, 2, 1, tzinfo=timezone.utc)
    by_date = _issue(pca, ca, csr, Validity={"Type": "END_DATE", "Value": int(end.strftime("%Y%m%d%H%M%S"))})
    leaf = load(pca.get_certificate(CertificateAuthorityArn=ca, CertificateArn=by_date)["Certificate"])
    assert leaf.not_valid_after_utc == end
    start = datetime.now(timezone.utc).replace(microsecond=0) + timedelta(days=2)
    by_epoch = _issue(
        pca,
        ca,
        csr,
        Validity={"Type": "ABSOLUTE", "Value": int(end.timestamp())},
        ValidityNotBefore={"Type": "ABSOLUTE", "Value": int(start.timestamp())},
    )
    leaf = load(pca.get_certificate(CertificateAuthorityArn=ca, CertificateArn=by_epoch)["Certificate"])
    assert (leaf.not_valid_before_utc, leaf.not_valid_after_utc) == (start, end)
    by_months = _issue(pca, ca, csr, Validity={"Type": "MONTHS", "Value": 3})
    leaf = load(pca.get_certificate(CertificateAuthorityArn=ca, CertificateArn=by_months)["Certificate"])
    assert 89 <= (leaf.not_valid_after_utc - datetime.now(timezone.utc)).days <= 92
    for validity in ({"Type": "YEARS", "Value": 50}, {"Type": "END_DATE", "Value": 20200101000000}):
        with pytest.raises(ClientError) as info:  # beyond the CA's own certificate; in the past
            _issue(pca, ca, csr, Validity=validity)
        assert _code(info) == "InvalidArgsException", validity


def test_issue_refusals(pca: Any, root: tuple[str, x509.Certificate]) -> None:
    ca, _ = root
    _, csr = leaf_csr()
    with pytest.raises(ClientError) as info:
        _issue(pca, ca, b"-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----\n")
    assert _code(info) == "MalformedCSRException"
    der = bytearray(x509.load_pem_x509_csr(csr).public_bytes(Encoding.DER))
    der[-1] ^= 0x01  # the signature's last byte: the CSR reads but does not verify
    with pytest.raises(ClientError) as info:
        _issue(pca, ca, bytes(der))
    assert _code(info) == "MalformedCSRException"
    for extra in (
        {"TemplateArn": TEMPLATE + "BlankEndEntityCertificate_APIPassthrough/V1"},
        {"TemplateArn": "arn:aws:acm-pca:::template/Nope/V9"},
        {"SigningAlgorithm": "SHA256WITHRSA"},  # an RSA signature from an EC CA
        {"ApiPassthrough": {"Subject": {"CommonName": "x"}}},
        {"TemplateArn": TEMPLATE + "RootCACertificate/V1"},  # not the CA's own CSR
    ):
        with pytest.raises(ClientError) as info:
            _issue(pca, ca, csr, **extra)
        assert _code(info) == "InvalidArgsException", extra
    pending = new_ca(pca, name="Pending")
    with pytest.raises(ClientError) as info:
        _issue(pca, pending, csr)
    assert _code(info) == "InvalidStateException"
    with pytest.raises(ClientError) as info:
        pca.get_certificate(CertificateAuthorityArn=ca, CertificateArn=pending + "/certificate/" + "ab" * 16)
    assert _code(info) == "ResourceNotFoundException"
    with pytest.raises(ClientError) as info:
        pca.get_certificate(CertificateAuthorityArn=ca, CertificateArn=ca + "/nothing/here")
    assert _code(info) == "InvalidArnException"


def test_idempotency_token_and_der_csr(pca: Any, root: tuple[str, x509.Certificate]) -> None:
    ca, _ = root
    _, csr = leaf_csr()
    same = token()
    first = _issue(pca, ca, csr, IdempotencyToken=same)
    assert _issue(pca, ca, csr, IdempotencyToken=same) == first
    assert _issue(pca, ca, csr) != first
    der = x509.load_pem_x509_csr(csr).public_bytes(Encoding.DER)
    assert _issue(pca, ca, der).startswith(ca)


def test_revocation_writes_a_signed_crl_to_s3(labcloud: LabcloudProcess, pca: Any) -> None:
    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket="pca-crls")
    ca = new_ca(
        pca,
        name="Revoking Root",
        RevocationConfiguration={
            "CrlConfiguration": {"Enabled": True, "ExpirationInDays": 3, "S3BucketName": "pca-crls"}
        },
    )
    ca_cert = load(activate_root(pca, ca))
    _, csr = leaf_csr()
    arn = _issue(pca, ca, csr)
    leaf = load(pca.get_certificate(CertificateAuthorityArn=ca, CertificateArn=arn)["Certificate"])
    points = leaf.extensions.get_extension_for_class(x509.CRLDistributionPoints).value
    crl_key = f"crl/{ca.rsplit('/', 1)[-1]}.crl"
    assert [n.value for p in points for n in p.full_name or []] == [
        f"http://pca-crls.s3.amazonaws.com/{crl_key}"
    ]
    serial = f"{leaf.serial_number:x}"
    pca.revoke_certificate(
        CertificateAuthorityArn=ca, CertificateSerial=serial, RevocationReason="KEY_COMPROMISE"
    )
    with pytest.raises(ClientError) as info:
        pca.revoke_certificate(
            CertificateAuthorityArn=ca, CertificateSerial=serial, RevocationReason="SUPERSEDED"
        )
    assert _code(info) == "RequestAlreadyProcessedException"
    with pytest.raises(ClientError) as info:
        pca.revoke_certificate(
            CertificateAuthorityArn=ca, CertificateSerial="01:02", RevocationReason="SUPERSEDED"
        )
    assert _code(info) == "ResourceNotFoundException"
    body = s3.get_object(Bucket="pca-crls", Key=crl_key)["Body"].read()
    crl = x509.load_der_x509_crl(body)
    public = ca_cert.public_key()
    assert isinstance(public, ec.EllipticCurvePublicKey)
    assert crl.is_signature_valid(public)
    assert crl.get_revoked_certificate_by_serial_number(leaf.serial_number) is not None
    assert crl.next_update_utc is not None and (crl.next_update_utc - crl.last_update_utc).days == 3


def test_what_was_answered_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        pca = server.boto3_client("acm-pca")
        root = new_ca(pca, name="Kept Root", Tags=[{"Key": "k", "Value": "v"}])
        activate_root(pca, root)
        sub = new_ca(pca, kind="SUBORDINATE", name="Kept Sub")
        activate_subordinate(pca, root, sub)
        _, csr = leaf_csr()
        arn = _issue(pca, sub, csr)
        before = pca.get_certificate(CertificateAuthorityArn=sub, CertificateArn=arn)
        csr_before = pca.get_certificate_authority_csr(CertificateAuthorityArn=sub)["Csr"]
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        pca = again.boto3_client("acm-pca")
        assert (
            pca.describe_certificate_authority(CertificateAuthorityArn=sub)["CertificateAuthority"]["Status"]
            == "ACTIVE"
        )
        after = pca.get_certificate(CertificateAuthorityArn=sub, CertificateArn=arn)
        assert (after["Certificate"], after["CertificateChain"]) == (
            before["Certificate"],
            before["CertificateChain"],
        )
        assert pca.get_certificate_authority_csr(CertificateAuthorityArn=sub)["Csr"] == csr_before
        assert pca.list_tags(CertificateAuthorityArn=root)["Tags"] == [{"Key": "k", "Value": "v"}]
        # the same key signs after the restart: a new certificate verifies against the old CA certificate
        second = load(
            pca.get_certificate(CertificateAuthorityArn=sub, CertificateArn=_issue(pca, sub, csr))[
                "Certificate"
            ]
        )
        second.verify_directly_issued_by(load(before["CertificateChain"]))
    finally:
        again.stop()


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def test_iam_grants_acm_pca_actions_on_ca_arns(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    admin = enforcing.boto3_client("acm-pca")
    mine, theirs = new_ca(admin, name="Mine"), new_ca(admin, name="Theirs")
    iam = enforcing.boto3_client("iam")
    iam.create_user(UserName="pki")
    created = iam.create_access_key(UserName="pki")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Action": "acm-pca:DescribeCertificateAuthority", "Resource": mine},
            {"Effect": "Allow", "Action": "acm-pca:ListCertificateAuthorities", "Resource": "*"},
        ],
    }
    iam.put_user_policy(UserName="pki", PolicyName="p", PolicyDocument=json.dumps(policy))
    pca = enforcing.boto3_client(
        "acm-pca", aws_access_key_id=created["AccessKeyId"], aws_secret_access_key=created["SecretAccessKey"]
    )
    assert (
        pca.describe_certificate_authority(CertificateAuthorityArn=mine)["CertificateAuthority"]["Arn"]
        == mine
    )
    assert len(pca.list_certificate_authorities()["CertificateAuthorities"]) == 2
    for call, kwargs in (
        (pca.describe_certificate_authority, {"CertificateAuthorityArn": theirs}),
        (pca.get_certificate_authority_csr, {"CertificateAuthorityArn": mine}),
    ):
        with pytest.raises(ClientError) as info:
            call(**kwargs)
        assert _code(info) == "AccessDeniedException"


def test_the_map_draws_cas_and_who_signed_them(labcloud: LabcloudProcess, pca: Any) -> None:
    root = new_ca(pca, name="Map Root")
    activate_root(pca, root)
    sub = new_ca(pca, kind="SUBORDINATE", name="Map Sub")
    activate_subordinate(pca, root, sub)
    drawn = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in drawn["nodes"]}
    assert nodes[sub]["kind"] == "acm-pca.authority" and nodes[sub]["facts"]["status"] == "ACTIVE"
    assert nodes[root]["label"] == "Map Root"
    assert ("signed-by", sub, root) in {(e["kind"], e["from"], e["to"]) for e in drawn["edges"]}
