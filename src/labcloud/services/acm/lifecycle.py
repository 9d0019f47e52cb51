"""A certificate's status on labcloud's clock, and the account's CA that signs what it issues.

labcloud cannot look up public DNS: a DNS-validated request is taken as validated once
``validation_seconds`` of labcloud's clock have passed (1 s unless ``LABCLOUD_ACM_VALIDATION_SECONDS``
says otherwise), and is then issued by the account's labcloud CA. No validation mail is ever sent: an
EMAIL-validated request stays PENDING_VALIDATION and times out after 72 hours as on AWS. An issued or
imported certificate past its NotAfter is EXPIRED. Reads settle a certificate before answering; a
periodic sweep settles the rest (so the view's events come even when nobody reads) and sends the
expiry events (``expiry.py``).
"""

from __future__ import annotations

import asyncio

from labcloud import clock
from labcloud.services.acm import expiry, pki
from labcloud.services.acm.events import publish
from labcloud.services.acm.repo.certificates import Authority, Certificate
from labcloud.services.acm.state import AcmState

#: How long a validation email waits for its approval (AWS: 72 hours).
EMAIL_TIMEOUT_SECONDS = 72 * 3600.0
#: How often the sweep looks for certificates to issue, time out or expire.
SWEEP_SECONDS = 1.0


async def ensure_authority(state: AcmState, account_id: str) -> None:
    """Make the account's CA if it has none (its key off the event loop)."""
    if state.certificates.authority(account_id) is None:
        key, certificate = await asyncio.to_thread(pki.new_authority, account_id, clock.now())
        with state.store.transaction():
            state.certificates.insert_authority(Authority(account_id, key, certificate))


def settle(state: AcmState, certificate: Certificate, now: float | None = None) -> Certificate:
    """The certificate with its status brought to ``now`` (written and published when it changed)."""
    now = clock.now() if now is None else now
    if certificate.status == "PENDING_VALIDATION":
        if certificate.issue_at is not None and certificate.issue_at <= now:
            return _issue(state, certificate, now)
        if certificate.issue_at is None and certificate.created + EMAIL_TIMEOUT_SECONDS <= now:
            with state.store.transaction():
                changed = state.certificates.update(certificate, status="VALIDATION_TIMED_OUT")
                publish(state, "acm.certificate.validation_timed_out", changed)
            return changed
    elif (
        certificate.status == "ISSUED" and certificate.not_after is not None and certificate.not_after <= now
    ):
        with state.store.transaction():
            changed = state.certificates.update(certificate, status="EXPIRED")
            publish(state, "acm.certificate.expired", changed)
            if changed.type == "AMAZON_ISSUED":
                expiry.announce(state, changed, "ACM Certificate Expired", 0)
        return changed
    return certificate


def _issue(state: AcmState, certificate: Certificate, now: float) -> Certificate:
    with state.store.transaction():
        current = state.certificates.by_arn(certificate.arn)
        if current is None or current.status != "PENDING_VALIDATION":
            return current or certificate
        ca = state.certificates.authority(certificate.account_id)
        if ca is None or current.private_key is None:  # both made with the request: never missing
            raise RuntimeError(f"{certificate.arn} has no key or CA to issue with")
        pem = pki.issue(ca.private_key, ca.certificate, certificate.names, current.private_key, now)
        facts = pki.facts(pem)
        changed = state.certificates.update(
            current,
            status="ISSUED",
            issued=now,
            not_before=facts.not_before,
            not_after=facts.not_after,
            serial=facts.serial,
            subject=facts.subject,
            issuer=facts.issuer,
            signature_algorithm=facts.signature_algorithm,
            certificate=pem,
            chain=ca.certificate,
        )
        publish(state, "acm.certificate.issued", changed, serial=facts.serial, not_after=facts.not_after)
    return changed


def sweep(state: AcmState, now: float) -> None:
    for certificate in state.certificates.due(now):
        settle(state, certificate, now)
    for certificate in state.certificates.pending_email(now - EMAIL_TIMEOUT_SECONDS):
        settle(state, certificate, now)
    expiry.warn_expiring(state, now)
