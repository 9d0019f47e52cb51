"""The :class:`~.interfaces.CertificateExpiries` ACM offers: issued and imported certificates that have
not expired, read from their rows when CloudWatch publishes DaysToExpiry."""

from __future__ import annotations

from labcloud.services.acm.interfaces import CertificateExpiry
from labcloud.services.acm.state import AcmState


class ExpiryGauges:
    def __init__(self, state: AcmState) -> None:
        self.state = state

    def certificate_expiries(self, now: float) -> list[CertificateExpiry]:
        return [
            CertificateExpiry(c.account_id, c.region, c.arn, c.not_after)
            for c in self.state.certificates.unexpired(now)
            if c.not_after is not None
        ]
