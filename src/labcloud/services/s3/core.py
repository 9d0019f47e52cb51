"""What every S3 module shares: an object change, owners' canonical ids, bucket ARNs, the size limit."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

#: Largest single PutObject / UploadPart body (AWS: 5 GiB).
MAX_OBJECT_BYTES = 5 * 1024**3


@dataclass(frozen=True, slots=True)
class ObjectChange:
    """One object created or removed, as notifications and the event bus describe it."""

    bucket: str
    key: str
    event: str  # e.g. "ObjectCreated:Put", "ObjectRemoved:Delete"
    size: int = 0
    etag: str = ""
    sequencer: str = ""
    #: The version written or removed, in a versioned bucket (None in an unversioned one).
    version_id: str | None = None


def canonical_id(account_id: str) -> str:
    """A stable 64-hex canonical user id for an account (S3's Owner.ID)."""
    return hashlib.sha256(f"labcloud-canonical-{account_id}".encode()).hexdigest()


def owner(account_id: str) -> dict[str, str]:
    return {"ID": canonical_id(account_id), "DisplayName": f"labcloud-{account_id}"}


def bucket_arn(bucket: str) -> str:
    return f"arn:aws:s3:::{bucket}"
