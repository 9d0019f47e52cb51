"""AWS Private CA benchmark: what making a CA and issuing from it cost.

Run: python bench/bench_acmpca.py   (starts its own labcloud; prints numbers, asserts nothing)

Printed, p50/p90/p99 over the rounds after a warm-up: CreateCertificateAuthority with an EC P-256 key and
with RSA 2048 and 4096 keys (the key and its CSR are made inside the call, off the event loop),
IssueCertificate from an EC CSR by an EC root, GetCertificate, DescribeCertificateAuthority, and
ACM's RequestCertificate of a private certificate (an ACM key, a CSR, and three Private CA calls).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from labcloud.testing.server_process import LabcloudProcess

WARMUP = 3


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(call: Callable[[], Any], rounds: int) -> list[float]:
    out: list[float] = []
    for index in range(rounds + WARMUP):
        started = time.perf_counter()
        call()
        if index >= WARMUP:
            out.append((time.perf_counter() - started) * 1000)
    return out


def show(name: str, values: list[float]) -> None:
    print(
        f"{name:38s} p50 {pct(values, 0.5):7.2f} ms  p90 {pct(values, 0.9):7.2f} ms  p99 {pct(values, 0.99):7.2f} ms"
    )


def create(pca: Any, key: str) -> str:
    signing = "SHA256WITHECDSA" if key.startswith("EC_") else "SHA256WITHRSA"
    arn: str = pca.create_certificate_authority(
        CertificateAuthorityConfiguration={
            "KeyAlgorithm": key,
            "SigningAlgorithm": signing,
            "Subject": {"CommonName": f"bench {key}"},
        },
        CertificateAuthorityType="ROOT",
    )["CertificateAuthorityArn"]
    return arn


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        pca = server.boto3_client("acm-pca")
        show("CreateCertificateAuthority EC_prime256v1", timed(lambda: create(pca, "EC_prime256v1"), 50))
        show("CreateCertificateAuthority RSA_2048", timed(lambda: create(pca, "RSA_2048"), 20))
        show("CreateCertificateAuthority RSA_4096", timed(lambda: create(pca, "RSA_4096"), 5))
        ca = create(pca, "EC_prime256v1")
        csr = pca.get_certificate_authority_csr(CertificateAuthorityArn=ca)["Csr"]
        root = pca.issue_certificate(
            CertificateAuthorityArn=ca,
            Csr=csr.encode(),
            SigningAlgorithm="SHA256WITHECDSA",
            TemplateArn="arn:aws:acm-pca:::template/RootCACertificate/V1",
            Validity={"Type": "YEARS", "Value": 10},
        )["CertificateArn"]
        pem = pca.get_certificate(CertificateAuthorityArn=ca, CertificateArn=root)["Certificate"]
        pca.import_certificate_authority_certificate(CertificateAuthorityArn=ca, Certificate=pem.encode())
        key = ec.generate_private_key(ec.SECP256R1())
        leaf = (
            x509.CertificateSigningRequestBuilder()
            .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "bench.internal")]))
            .sign(key, hashes.SHA256())
            .public_bytes(serialization.Encoding.PEM)
        )
        arns: list[str] = []

        def issue() -> None:
            arns.append(
                pca.issue_certificate(
                    CertificateAuthorityArn=ca,
                    Csr=leaf,
                    SigningAlgorithm="SHA256WITHECDSA",
                    Validity={"Type": "DAYS", "Value": 30},
                )["CertificateArn"]
            )

        show("IssueCertificate EC", timed(issue, 100))
        show(
            "GetCertificate",
            timed(lambda: pca.get_certificate(CertificateAuthorityArn=ca, CertificateArn=arns[0]), 100),
        )
        show(
            "DescribeCertificateAuthority",
            timed(lambda: pca.describe_certificate_authority(CertificateAuthorityArn=ca), 100),
        )
        acm = server.boto3_client("acm")
        show(
            "ACM RequestCertificate (private, RSA)",
            timed(
                lambda: acm.request_certificate(DomainName="p.bench.internal", CertificateAuthorityArn=ca), 30
            ),
        )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
