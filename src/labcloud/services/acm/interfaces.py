"""What ACM offers other services on the hub: each issued certificate's expiry (CloudWatch's
AWS/CertificateManager DaysToExpiry) and a certificate's status (ELB's HTTPS and TLS listeners).

Another service imports only this module of ACM; it never reads ACM's tables or its provider.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class CertificateExpiry:
    account_id: str
    region: str
    arn: str
    #: NotAfter, epoch seconds
    not_after: float


class CertificateExpiries(Protocol):
    def certificate_expiries(self, now: float) -> list[CertificateExpiry]:
        """Every issued or imported certificate not yet expired at ``now``."""
        ...


class CertificateStates(Protocol):
    def certificate_status(self, account_id: str, region: str, arn: str) -> str | None:
        """The status of the account's certificate ``arn`` in ``region`` (``ISSUED``, ``PENDING_VALIDATION``,
        ...), None when the account has no such certificate there (a load balancer's listener uses it)."""
        ...
