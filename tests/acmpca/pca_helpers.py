"""Helpers of the AWS Private CA tests: CAs made and activated through the API, CSRs made with
``cryptography``, and chain checks."""

from __future__ import annotations

import uuid
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

TEMPLATE = "arn:aws:acm-pca:::template/"


def new_ca(
    pca: Any, kind: str = "ROOT", name: str = "Test Root", key: str = "EC_prime256v1", **extra: Any
) -> str:
    signing = "SHA256WITHECDSA" if key.startswith("EC_") else "SHA256WITHRSA"
    arn: str = pca.create_certificate_authority(
        CertificateAuthorityConfiguration={
            "KeyAlgorithm": key,
            "SigningAlgorithm": signing,
            "Subject": {"CommonName": name, "Organization": "labcloud tests"},
        },
        CertificateAuthorityType=kind,
        **extra,
    )["CertificateAuthorityArn"]
    return arn


def signing_of(pca: Any, ca: str) -> str:
    described = pca.describe_certificate_authority(CertificateAuthorityArn=ca)["CertificateAuthority"]
    return str(described["CertificateAuthorityConfiguration"]["SigningAlgorithm"])


def activate_root(pca: Any, ca: str, years: int = 10) -> str:
    """Self-signs the root's CSR (RootCACertificate/V1) and imports it: the CA is ACTIVE. Its certificate PEM."""
    csr = pca.get_certificate_authority_csr(CertificateAuthorityArn=ca)["Csr"]
    arn = pca.issue_certificate(
        CertificateAuthorityArn=ca,
        Csr=csr.encode(),
        SigningAlgorithm=signing_of(pca, ca),
        TemplateArn=TEMPLATE + "RootCACertificate/V1",
        Validity={"Type": "YEARS", "Value": years},
    )["CertificateArn"]
    certificate = str(pca.get_certificate(CertificateAuthorityArn=ca, CertificateArn=arn)["Certificate"])
    pca.import_certificate_authority_certificate(CertificateAuthorityArn=ca, Certificate=certificate.encode())
    return certificate


def activate_subordinate(pca: Any, parent: str, ca: str, path_length: int = 0) -> str:
    csr = pca.get_certificate_authority_csr(CertificateAuthorityArn=ca)["Csr"]
    arn = pca.issue_certificate(
        CertificateAuthorityArn=parent,
        Csr=csr.encode(),
        SigningAlgorithm=signing_of(pca, parent),
        TemplateArn=TEMPLATE + f"SubordinateCACertificate_PathLen{path_length}/V1",
        Validity={"Type": "YEARS", "Value": 5},
    )["CertificateArn"]
    got = pca.get_certificate(CertificateAuthorityArn=parent, CertificateArn=arn)
    pca.import_certificate_authority_certificate(
        CertificateAuthorityArn=ca,
        Certificate=got["Certificate"].encode(),
        CertificateChain=got["CertificateChain"].encode(),
    )
    return str(got["Certificate"])


def leaf_csr(name: str = "svc.internal.example") -> tuple[ec.EllipticCurvePrivateKey, bytes]:
    key = ec.generate_private_key(ec.SECP256R1())
    request = (
        x509.CertificateSigningRequestBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)]))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName(name)]), critical=False)
        .sign(key, hashes.SHA256())
    )
    return key, request.public_bytes(serialization.Encoding.PEM)


def load(pem: str) -> x509.Certificate:
    return x509.load_pem_x509_certificate(pem.encode())


def load_all(pem: str) -> list[x509.Certificate]:
    return x509.load_pem_x509_certificates(pem.encode())


def token() -> str:
    return uuid.uuid4().hex
