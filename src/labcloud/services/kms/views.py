"""How keys are described (KeyMetadata) and how KMS's lists are paged (Limit/Marker)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timezone
from typing import TYPE_CHECKING, TypeVar

from labcloud.errors import AwsError
from labcloud.services.kms.repo.keys import Key

if TYPE_CHECKING:
    from labcloud.services.kms.api import KeyMetadata

T = TypeVar("T")
DEFAULT_LIMIT = 100


def when(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)


def metadata(key: Key, related: list[Key] | None = None) -> KeyMetadata:
    """A key's KeyMetadata; ``related``: a multi-Region key's keys in every Region (primary and replicas)."""
    from labcloud.services.kms import crypto  # cryptography: imported by the first call that needs it

    out: KeyMetadata = {
        "AWSAccountId": key.account_id,
        "KeyId": key.key_id,
        "Arn": key.arn,
        "CreationDate": when(key.created),
        "Enabled": key.state == "Enabled",
        "Description": key.description,
        "KeyUsage": key.usage,
        "KeyState": key.state,
        "Origin": key.origin,
        "KeyManager": key.manager,
        "CustomerMasterKeySpec": key.spec,
        "KeySpec": key.spec,
        "MultiRegion": key.multi_region,
    }
    if key.usage == "ENCRYPT_DECRYPT":
        out["EncryptionAlgorithms"] = crypto.encryption_algorithms(key.spec)
    if key.usage == "SIGN_VERIFY":
        out["SigningAlgorithms"] = crypto.signing_algorithms(key.spec)
    if key.usage == "GENERATE_VERIFY_MAC":
        out["MacAlgorithms"] = [crypto.HMAC_ALGORITHMS[key.spec]]
    if key.expiration_model is not None:
        out["ExpirationModel"] = key.expiration_model
    if key.valid_to is not None:
        out["ValidTo"] = when(key.valid_to)
    if key.state == "PendingDeletion" and key.deletion_date is not None:
        out["DeletionDate"] = when(key.deletion_date)
        if key.pending_days is not None:
            out["PendingDeletionWindowInDays"] = key.pending_days
    if key.multi_region:
        family = related or [key]
        primary = next((k for k in family if k.region == k.primary_region), None)
        out["MultiRegionConfiguration"] = {
            "MultiRegionKeyType": "REPLICA" if key.is_replica else "PRIMARY",
            "PrimaryKey": {
                "Arn": primary.arn
                if primary
                else key.arn.replace(f":{key.region}:", f":{key.primary_region}:", 1),
                "Region": key.primary_region or key.region,
            },
            "ReplicaKeys": [
                {"Arn": k.arn, "Region": k.region} for k in family if k.region != key.primary_region
            ],
        }
    return out


def paged(items: Sequence[T], limit: int | None, marker: str | None) -> tuple[list[T], str | None]:
    """One page from ``marker`` (an offset labcloud hands out); InvalidMarkerException for another."""
    start = 0
    if marker:
        if not marker.isascii() or not marker.isdigit() or int(marker) > len(items):
            raise AwsError("InvalidMarkerException", "Invalid marker.")
        start = int(marker)
    size = limit or DEFAULT_LIMIT
    page = list(items[start : start + size])
    end = start + len(page)
    return page, (str(end) if end < len(items) else None)
