"""Helpers for the ACM tests: the error of a refused call, waiting for issue, and certificates made
with ``cryptography`` to import (a CA and a leaf it signs, or a self-signed one)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.x509.oid import NameOID


def refused(call: Callable[..., Any], **kwargs: Any) -> tuple[str, str]:
    """(error code, message) of a call that must fail."""
    with pytest.raises(ClientError) as info:
        call(**kwargs)
    error = info.value.response["Error"]
    return error["Code"], error.get("Message", "")


def issued(acm: Any, arn: str) -> dict[str, Any]:
    """The certificate once ISSUED (the boto3 waiter, polling each second)."""
    acm.get_waiter("certificate_validated").wait(
        CertificateArn=arn, WaiterConfig={"Delay": 1, "MaxAttempts": 60}
    )
    return acm.describe_certificate(CertificateArn=arn)["Certificate"]  # type: ignore[no-any-return]


def key_pem(key: Any, password: bytes | None = None) -> bytes:
    encryption: Any = (
        serialization.BestAvailableEncryption(password) if password else serialization.NoEncryption()
    )
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, encryption)  # type: ignore[no-any-return]


def cert_pem(certificate: x509.Certificate) -> bytes:
    return certificate.public_bytes(serialization.Encoding.PEM)


def make_certificate(
    names: list[str],
    *,
    issuer: tuple[Any, x509.Certificate] | None = None,
    key: Any = None,
    days: int = 90,
    ca: bool = False,
    start: datetime | None = None,
) -> tuple[Any, x509.Certificate]:
    """(key, certificate) for ``names``: self-signed, or signed by ``issuer`` (its key and certificate)."""
    key = key or rsa.generate_private_key(public_exponent=65537, key_size=2048)
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, names[0])])
    begin = start or datetime.now(timezone.utc) - timedelta(days=1)
    builder = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(issuer[1].subject if issuer else subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(begin)
        .not_valid_after(begin + timedelta(days=days))
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
    )
    if not ca:
        builder = builder.add_extension(
            x509.SubjectAlternativeName([x509.DNSName(n) for n in names]), critical=False
        )
    certificate = builder.sign(issuer[0] if issuer else key, hashes.SHA256())
    return key, certificate


def ec_key() -> Any:
    return ec.generate_private_key(ec.SECP384R1())
