"""AWS/CertificateManager DaysToExpiry per ``CertificateArn`` (whole days left, in the certificate's
region): when ACM issues or imports a certificate (its ``acm.certificate.issued`` / ``.imported`` events)
and once a day by labcloud's clock for every certificate not yet expired (the day's first sample)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event
from labcloud.services.acm.interfaces import CertificateExpiry

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/CertificateManager"
PREFIX = "acm.certificate."
DAY = 86400.0
_DAY_KEY = "acm.day"


def _record(rec: Samples, account: str, region: str, arn: str, not_after: float, now: float) -> None:
    if not_after <= now:
        return  # ACM stops publishing once a certificate has expired
    days = float(int((not_after - now) // DAY))
    rec.record((account, region), NS, "DaysToExpiry", (("CertificateArn", arn),), days, "Count", at=now)


def on_event(rec: Samples, event: Event) -> None:
    if event.kind not in ("acm.certificate.issued", "acm.certificate.imported"):
        return
    not_after = event.data.get("not_after")
    if not_after is not None:
        _record(rec, event.account_id, event.region, event.resource, float(not_after), event.ts)


def due(rec: Samples, now: float) -> bool:
    """Whether today's DaysToExpiry is still to be published."""
    return rec.state.get(_DAY_KEY) != int(now // DAY)


def sample(rec: Samples, expiries: list[CertificateExpiry], now: float) -> None:
    rec.state[_DAY_KEY] = int(now // DAY)
    for one in expiries:
        _record(rec, one.account_id, one.region, one.arn, one.not_after, now)
