"""What AWS Private CA offers through :mod:`.interfaces`: a CA's issued certificates read from their rows
(subject and NotAfter read from each certificate, status at labcloud's clock) and its CRL's S3 location."""

from __future__ import annotations

from labcloud import clock
from labcloud.services.acmpca import pki
from labcloud.services.acmpca.interfaces import IssuedCertificate
from labcloud.services.acmpca.repo.records import Authority, Issued
from labcloud.services.acmpca.revocation_ops import crl_key
from labcloud.services.acmpca.state import AcmPcaState


def _entry(issued: Issued, now: float) -> IssuedCertificate:
    certificate = pki.pems(issued.certificate)[0]
    not_after = certificate.not_valid_after_utc.timestamp()
    status = "REVOKED" if issued.revoked is not None else "EXPIRED" if not_after <= now else "ISSUED"
    return IssuedCertificate(
        arn=issued.arn,
        serial=issued.serial,
        subject=certificate.subject.rfc4514_string(),
        template=issued.template,
        issued_at=issued.created,
        not_after=not_after,
        status=status,
        revoked_at=issued.revoked,
        revocation_reason=issued.revocation_reason,
    )


class Ledger:
    def __init__(self, state: AcmPcaState) -> None:
        self.state = state

    def _authority(self, account_id: str, region: str, arn: str) -> Authority | None:
        found = self.state.records.by_arn(arn)
        if found is None or (found.account_id, found.region) != (account_id, region):
            return None
        return found

    def issued_certificates(
        self, account_id: str, region: str, authority_arn: str, limit: int
    ) -> list[IssuedCertificate]:
        if self._authority(account_id, region, authority_arn) is None:
            return []
        now = clock.now()
        return [_entry(i, now) for i in self.state.records.newest_issued(authority_arn, limit)]

    def crl_location(self, account_id: str, region: str, authority_arn: str) -> str | None:
        authority = self._authority(account_id, region, authority_arn)
        crl = (authority.revocation.get("CrlConfiguration") or {}) if authority is not None else {}
        if authority is None or not crl.get("Enabled") or not crl.get("S3BucketName"):
            return None
        return f"s3://{crl['S3BucketName']}/{crl_key(authority)}"
