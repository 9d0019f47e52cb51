"""ACM's events on the default EventBridge bus (``source: aws.acm``), as AWS sends them: "ACM Certificate
Approaching Expiration" once a day (UTC) for each issued certificate, imported ones too, from the account's
DaysBeforeExpiry (45 unless PutAccountConfiguration says otherwise) until it expires, with ``DaysToExpiry``
and ``CommonName``; "ACM Certificate Expired" when a certificate ACM issued expires (none for imported ones,
as on AWS). Put after the change commits, as an internal call of the owning account; a failed put is
logged, never retried (AWS's delivery is best effort too)."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.acm.repo.certificates import Certificate
from labcloud.services.acm.state import AcmState
from labcloud.spawn import spawn

log = logging.getLogger("labcloud.acm")
DAY = 86400.0
#: The most days before expiry an account may ask for (AWS's maximum).
MAX_DAYS = 45
DEFAULT_DAYS = 45
_TASKS: set[asyncio.Task[None]] = set()


def days_before_expiry(state: AcmState, account_id: str, region: str) -> int:
    found = state.certificates.account(account_id, region)
    return DEFAULT_DAYS if found is None else found[0]


def _entry(certificate: Certificate, detail_type: str, days: int) -> dict[str, Any]:
    return {
        "Source": "aws.acm",
        "DetailType": detail_type,
        "Detail": json.dumps({"DaysToExpiry": days, "CommonName": certificate.domain}),
        "Resources": [certificate.arn],
    }


def announce(state: AcmState, certificate: Certificate, detail_type: str, days: int) -> None:
    """Put the event once the current transaction commits (nothing when EventBridge is not served)."""
    serves = getattr(state.services, "serves", None)  # the hub's check; the Host contract lacks it
    if serves is not None and not serves("events"):
        return
    entry = _entry(certificate, detail_type, days)
    state.store.after_commit(lambda: spawn(_put(state, certificate, entry), _TASKS))


async def _put(state: AcmState, certificate: Certificate, entry: dict[str, Any]) -> None:
    try:
        answer = await state.services.call(
            "events",
            "PutEvents",
            {"Entries": [entry]},
            account_id=certificate.account_id,
            region=certificate.region,
        )
        if answer.get("FailedEntryCount"):
            log.warning("%s of %s not put: %s", entry["DetailType"], certificate.arn, answer["Entries"][0])
    except AwsError:
        log.exception("%s of %s not put", entry["DetailType"], certificate.arn)


def warn_expiring(state: AcmState, now: float) -> None:
    """Today's "Approaching Expiration" event for each certificate within its account's days."""
    day = int(now // DAY)
    for certificate in state.certificates.expiring(now + MAX_DAYS * DAY, day):
        assert certificate.not_after is not None
        left = certificate.not_after - now
        if left > days_before_expiry(state, certificate.account_id, certificate.region) * DAY:
            continue
        with state.store.transaction():
            state.certificates.update(certificate, warned_day=day)
            announce(state, certificate, "ACM Certificate Approaching Expiration", int(left // DAY))
