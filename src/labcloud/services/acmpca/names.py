"""CA and certificate ARNs: their shape checks, new ones, and finding the caller's CA (a CA past its
restoration period is gone)."""

from __future__ import annotations

import re
import uuid

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.acmpca.errors import invalid_arn, not_found
from labcloud.services.acmpca.repo.records import Authority
from labcloud.services.acmpca.state import AcmPcaState

_CA_ARN = re.compile(r"^arn:aws[\w-]*:acm-pca:([a-z0-9-]+):(\d{12}):certificate-authority/([0-9a-f-]{36})$")
_CERT_ARN = re.compile(
    r"^(arn:aws[\w-]*:acm-pca:[a-z0-9-]+:\d{12}:certificate-authority/[0-9a-f-]{36})/certificate/([0-9a-f]{1,64})$"
)


def new_arn(ctx: RequestContext) -> str:
    return f"arn:aws:acm-pca:{ctx.region}:{ctx.account_id}:certificate-authority/{uuid.uuid4()}"


def certificate_arn(authority_arn: str, serial: int) -> str:
    return f"{authority_arn}/certificate/{serial:032x}"


def authority_of(certificate_arn: str) -> str | None:
    match = _CERT_ARN.match(certificate_arn)
    return match.group(1) if match else None


def is_certificate_arn(arn: str) -> bool:
    return _CERT_ARN.match(arn) is not None


def live(authority: Authority | None) -> Authority | None:
    """``authority`` unless it is DELETED past its restoration period (then it no longer exists)."""
    if authority is None:
        return None
    if authority.status == "DELETED" and (authority.restorable_until or 0) <= clock.now():
        return None
    return authority


def find(state: AcmPcaState, ctx: RequestContext, arn: str) -> Authority:
    """The caller's CA at ``arn`` (InvalidArnException for an ARN not of a CA)."""
    if not _CA_ARN.match(arn):
        raise invalid_arn(arn)
    found = live(state.records.by_arn(arn))
    if found is None or found.account_id != ctx.account_id or found.region != ctx.region:
        raise not_found(f"Certificate authority {arn}")
    return found
