"""ImportCertificate: PEM parsed and checked with cryptography (key matches, chain signs, valid now),
DescribeCertificate's facts read from the certificate, reimport in place, and each refusal's code."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from acm_helpers import cert_pem, ec_key, key_pem, make_certificate, refused
from cryptography import x509
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID


def test_an_imported_certificate_and_chain_are_described_and_returned(acm: Any) -> None:
    ca_key, ca = make_certificate(["Test Root"], ca=True, days=365)
    key, leaf = make_certificate(["shop.example.com", "www.shop.example.com"], issuer=(ca_key, ca))
    arn = acm.import_certificate(
        Certificate=cert_pem(leaf),
        PrivateKey=key_pem(key),
        CertificateChain=cert_pem(ca),
        Tags=[{"Key": "source", "Value": "test"}],
    )["CertificateArn"]
    cert = acm.describe_certificate(CertificateArn=arn)["Certificate"]
    assert cert["Type"] == "IMPORTED" and cert["Status"] == "ISSUED"
    assert cert["DomainName"] == "shop.example.com"
    assert cert["SubjectAlternativeNames"] == ["shop.example.com", "www.shop.example.com"]
    assert cert["Subject"] == "CN=shop.example.com" and cert["Issuer"] == "CN=Test Root"
    assert cert["KeyAlgorithm"] == "RSA_2048" and cert["SignatureAlgorithm"] == "SHA256WITHRSA"
    assert cert["RenewalEligibility"] == "INELIGIBLE" and "ImportedAt" in cert
    assert "DomainValidationOptions" not in cert
    assert int(cert["Serial"].replace(":", ""), 16) == leaf.serial_number
    assert cert["NotAfter"] == leaf.not_valid_after_utc
    got = acm.get_certificate(CertificateArn=arn)
    assert got["Certificate"] == cert_pem(leaf).decode().strip()
    assert got["CertificateChain"] == cert_pem(ca).decode().strip()
    assert acm.list_tags_for_certificate(CertificateArn=arn)["Tags"] == [{"Key": "source", "Value": "test"}]
    assert (
        refused(acm.export_certificate, CertificateArn=arn, Passphrase=b"secret")[0] == "ValidationException"
    )
    assert refused(acm.renew_certificate, CertificateArn=arn)[0] == "ValidationException"

    # a reimport replaces the certificate in place, keeping the ARN and tags
    new_key, renewed = make_certificate(["shop.example.com"], key=ec_key())
    again = acm.import_certificate(
        CertificateArn=arn, Certificate=cert_pem(renewed), PrivateKey=key_pem(new_key)
    )
    assert again["CertificateArn"] == arn
    cert = acm.describe_certificate(CertificateArn=arn)["Certificate"]
    assert cert["KeyAlgorithm"] == "EC_secp384r1" and cert["SignatureAlgorithm"] == "SHA256WITHECDSA"
    assert int(cert["Serial"].replace(":", ""), 16) == renewed.serial_number
    assert "CertificateChain" not in acm.get_certificate(CertificateArn=arn)
    assert acm.list_tags_for_certificate(CertificateArn=arn)["Tags"] == [{"Key": "source", "Value": "test"}]
    ec_listed = acm.list_certificates(Includes={"keyTypes": ["EC_secp384r1"]})["CertificateSummaryList"]
    assert [(c["CertificateArn"], c["Type"]) for c in ec_listed] == [(arn, "IMPORTED")]


def test_imports_that_do_not_hold_together_are_refused(acm: Any) -> None:
    key, leaf = make_certificate(["a.example.com"])
    other_key, other = make_certificate(["b.example.com"])

    def code_of(**kwargs: Any) -> tuple[str, str]:
        return refused(acm.import_certificate, **kwargs)

    code, message = code_of(Certificate=cert_pem(leaf), PrivateKey=key_pem(other_key))
    assert code == "ValidationException" and "does not match" in message
    code, message = code_of(Certificate=cert_pem(leaf), PrivateKey=key_pem(key, b"pass"))
    assert code == "ValidationException" and "encrypted" in message
    assert code_of(Certificate=b"not a pem", PrivateKey=key_pem(key))[0] == "ValidationException"
    code, _ = code_of(Certificate=cert_pem(leaf) + cert_pem(other), PrivateKey=key_pem(key))
    assert code == "ValidationException"
    code, message = code_of(
        Certificate=cert_pem(leaf), PrivateKey=key_pem(key), CertificateChain=cert_pem(other)
    )
    assert code == "ValidationException" and "chain" in message
    past = datetime.now(timezone.utc) - timedelta(days=30)
    old_key, expired = make_certificate(["old.example.com"], start=past, days=10)
    assert code_of(Certificate=cert_pem(expired), PrivateKey=key_pem(old_key))[0] == "ValidationException"
    missing = "arn:aws:acm:us-east-1:000000000000:certificate/00000000-0000-0000-0000-000000000000"
    code, _ = code_of(CertificateArn=missing, Certificate=cert_pem(leaf), PrivateKey=key_pem(key))
    assert code == "ResourceNotFoundException"
    requested = acm.request_certificate(DomainName="a.example.com", ValidationMethod="DNS")["CertificateArn"]
    code, _ = code_of(CertificateArn=requested, Certificate=cert_pem(leaf), PrivateKey=key_pem(key))
    assert code == "ValidationException"
    arn = acm.import_certificate(Certificate=cert_pem(leaf), PrivateKey=key_pem(key))["CertificateArn"]
    code, _ = code_of(
        CertificateArn=arn, Certificate=cert_pem(leaf), PrivateKey=key_pem(key), Tags=[{"Key": "k"}]
    )
    assert code == "ValidationException"
    code, _ = code_of(Certificate=cert_pem(leaf), PrivateKey=key_pem(key), Tags=[{"Key": "aws:k"}])
    assert code == "InvalidTagException"


def test_an_ec_key_after_its_parameters_block_imports_and_a_nameless_certificate_does_not(acm: Any) -> None:
    key = ec.generate_private_key(ec.SECP256R1())
    _, leaf = make_certificate(["params.example.com"], key=key)
    parameters = b"-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----\n"
    arn = acm.import_certificate(Certificate=cert_pem(leaf), PrivateKey=parameters + key_pem(key))[
        "CertificateArn"
    ]
    assert acm.describe_certificate(CertificateArn=arn)["Certificate"]["KeyAlgorithm"] == "EC_prime256v1"
    nameless_key = ec.generate_private_key(ec.SECP256R1())
    organisation = x509.Name([x509.NameAttribute(NameOID.ORGANIZATION_NAME, "No Name Inc")])
    start = datetime.now(timezone.utc) - timedelta(days=1)
    nameless = (
        x509.CertificateBuilder()
        .subject_name(organisation)
        .issuer_name(organisation)
        .public_key(nameless_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(start)
        .not_valid_after(start + timedelta(days=30))
        .sign(nameless_key, hashes.SHA256())
    )
    code, message = refused(
        acm.import_certificate, Certificate=cert_pem(nameless), PrivateKey=key_pem(nameless_key)
    )
    assert code == "ValidationException" and "names no domain" in message
