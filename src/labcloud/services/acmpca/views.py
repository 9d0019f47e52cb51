"""A CA record as AWS's CertificateAuthority structure (never its key) and the timestamp form."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud.services.acmpca.repo.records import Authority

if TYPE_CHECKING:
    from labcloud.services.acmpca.api import CertificateAuthority


def when(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)


def described(authority: Authority) -> CertificateAuthority:
    out: dict[str, Any] = {
        "Arn": authority.arn,
        "OwnerAccount": authority.account_id,
        "CreatedAt": when(authority.created),
        "LastStateChangeAt": when(authority.changed),
        "Type": authority.type,
        "Status": authority.status,
        "CertificateAuthorityConfiguration": authority.configuration,
        "RevocationConfiguration": authority.revocation,
        "KeyStorageSecurityStandard": authority.key_storage,
        "UsageMode": authority.usage_mode,
    }
    if authority.serial:
        out["Serial"] = authority.serial
    if authority.not_before is not None and authority.not_after is not None:
        out["NotBefore"] = when(authority.not_before)
        out["NotAfter"] = when(authority.not_after)
    if authority.status == "DELETED" and authority.restorable_until is not None:
        out["RestorableUntil"] = when(authority.restorable_until)
    return out  # type: ignore[return-value]
