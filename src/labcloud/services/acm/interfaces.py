"""What ACM offers other services on the hub: each issued certificate's expiry (CloudWatch's
AWS/CertificateManager DaysToExpiry).

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
