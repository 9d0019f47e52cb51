"""Certificate Manager benchmark: what requesting, issuing and reading a certificate cost.

Run: python bench/bench_acm.py   (starts its own labcloud; prints numbers, asserts nothing)

Printed, p50/p90/p99 over the rounds after a warm-up: RequestCertificate (DNS, RSA_2048 and
EC_prime256v1) with LABCLOUD_ACM_VALIDATION_SECONDS=0, so each request is issued at once (a new key
and an X.509 signed by the account's CA, inside the request), RequestCertificate with issue deferred
(the default path's answer), DescribeCertificate of an issued certificate (which asks API Gateway for
InUseBy), GetCertificate, ListCertificates over 200 certificates, and ImportCertificate.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.x509.oid import NameOID

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 100
WARMUP = 10


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(call: Callable[[], Any], rounds: int = ROUNDS) -> list[float]:
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


def pems() -> tuple[bytes, bytes]:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "bench.example.com")])
    start = datetime.now(timezone.utc) - timedelta(days=1)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(start)
        .not_valid_after(start + timedelta(days=30))
        .sign(key, hashes.SHA256())
    )
    return (
        cert.public_bytes(serialization.Encoding.PEM),
        key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        ),
    )


def main() -> None:
    env = {**os.environ, "LABCLOUD_ACM_VALIDATION_SECONDS": "0"}
    server = LabcloudProcess(in_memory=True, env=env).start()
    try:
        acm = server.boto3_client("acm")
        show(
            "RequestCertificate+issue RSA_2048",
            timed(lambda: acm.request_certificate(DomainName="rsa.example.com", ValidationMethod="DNS")),
        )
        show(
            "RequestCertificate+issue EC_prime256v1",
            timed(
                lambda: acm.request_certificate(
                    DomainName="ec.example.com", ValidationMethod="DNS", KeyAlgorithm="EC_prime256v1"
                )
            ),
        )
        arn = acm.request_certificate(DomainName="read.example.com", ValidationMethod="DNS")["CertificateArn"]
        show("DescribeCertificate (issued)", timed(lambda: acm.describe_certificate(CertificateArn=arn)))
        show("GetCertificate", timed(lambda: acm.get_certificate(CertificateArn=arn)))
        show("ListCertificates (200+ certificates)", timed(lambda: acm.list_certificates(), rounds=30))
        cert, key = pems()
        show("ImportCertificate", timed(lambda: acm.import_certificate(Certificate=cert, PrivateKey=key)))
    finally:
        server.stop()
    deferred = LabcloudProcess(in_memory=True).start()
    try:
        acm = deferred.boto3_client("acm")
        show(
            "RequestCertificate (issue deferred)",
            timed(lambda: acm.request_certificate(DomainName="later.example.com", ValidationMethod="DNS")),
        )
    finally:
        deferred.stop()


if __name__ == "__main__":
    main()
