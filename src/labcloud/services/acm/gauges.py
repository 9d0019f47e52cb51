"""What ACM offers through :mod:`.interfaces`, read from the certificates' rows: issued and imported
certificates that have not expired (CloudWatch publishes DaysToExpiry), and one certificate's status (a
load balancer's listener checks the certificate it is given)."""

from __future__ import annotations

from labcloud.services.acm import lifecycle
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


class CertificateLookup:
    def __init__(self, state: AcmState) -> None:
        self.state = state

    def certificate_status(self, account_id: str, region: str, arn: str) -> str | None:
        found = self.state.certificates.by_arn(arn)
        if found is None or (found.account_id, found.region) != (account_id, region):
            return None
        # brought to labcloud's clock first, as ACM's own reads do (a DNS-validated request due for issue)
        return lifecycle.settle(self.state, found).status
