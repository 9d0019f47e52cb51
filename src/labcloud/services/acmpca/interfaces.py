"""What AWS Private CA offers others on the hub: :class:`IssuedCertificates`, the certificates a CA issued
(serial, subject, validity, revocation) and where its CRL is published. AWS has no API that lists a CA's
certificates (only an audit report written to S3); the view's Private CA panel reads them here.

Another service imports only this module of Private CA; it never reads its tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

__all__ = ["IssuedCertificate", "IssuedCertificates"]


@dataclass(frozen=True, slots=True)
class IssuedCertificate:
    arn: str
    #: AWS's colon-separated hex form
    serial: str
    #: the certificate's subject, RFC 4514
    subject: str
    template: str
    #: epoch seconds
    issued_at: float
    not_after: float
    #: ISSUED, EXPIRED or REVOKED
    status: str
    revoked_at: float | None = None
    revocation_reason: str | None = None


class IssuedCertificates(Protocol):
    def issued_certificates(
        self, account_id: str, region: str, authority_arn: str, limit: int
    ) -> list[IssuedCertificate]:
        """The newest ``limit`` certificates the account's CA issued, newest first; [] when the account has no
        such CA in ``region``."""
        ...

    def crl_location(self, account_id: str, region: str, authority_arn: str) -> str | None:
        """``s3://bucket/key`` of the CA's CRL when its CRL is enabled, else None."""
        ...
