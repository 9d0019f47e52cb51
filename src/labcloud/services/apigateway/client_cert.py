"""``clientCert``: a mutual TLS client's certificate as API Gateway hands it to integrations and Lambda
authorizers (REST APIs' ``requestContext.identity.clientCert`` and ``$context.identity.clientCert``,
HTTP APIs' ``requestContext.authentication.clientCert`` in payload 2.0 and ``identity.clientCert`` in 1.0).

The certificate is the one the TLS listener verified against the custom domain name's truststore
(``WireRequest.tls``); a request without one (no mutual TLS) has no ``clientCert``. Names are written
in the certificate's order (``C=US,O=Example,CN=client``), dates in OpenSSL's text form."""

from __future__ import annotations

import datetime
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import serialization

from labcloud.protocol.wire import TlsFacts


def _name(name: x509.Name) -> str:
    return ",".join(rdn.rfc4514_string() for rdn in name.rdns)


def _when(moment: datetime.datetime) -> str:
    return f"{moment:%b} {moment.day:2d} {moment:%H:%M:%S %Y} GMT"


def client_cert(tls: TlsFacts | None) -> dict[str, Any] | None:
    """The ``clientCert`` member for a request's TLS session, or None without a client certificate."""
    if tls is None or tls.client_cert is None:
        return None
    try:
        cert = x509.load_der_x509_certificate(tls.client_cert)
    except ValueError:
        return None
    return {
        "clientCertPem": cert.public_bytes(serialization.Encoding.PEM).decode("ascii"),
        "subjectDN": _name(cert.subject),
        "issuerDN": _name(cert.issuer),
        "serialNumber": str(cert.serial_number),
        "validity": {
            "notBefore": _when(cert.not_valid_before_utc),
            "notAfter": _when(cert.not_valid_after_utc),
        },
    }
