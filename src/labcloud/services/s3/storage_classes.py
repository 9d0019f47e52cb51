"""What an object's storage class and its bucket's lifecycle rules change on reads and writes.

An object a lifecycle transition moved to GLACIER or DEEP_ARCHIVE is archived: GetObject and a copy
from it answer 403 ``InvalidObjectState`` as S3 does (RestoreObject is not implemented); HeadObject
and listings show the class. A copy is STANDARD. PutObject, CopyObject, CompleteMultipartUpload,
GetObject and HeadObject answer ``x-amz-expiration`` when an enabled expiration rule applies to the object.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.s3 import lifecycle
from labcloud.services.s3.repo.objects import ObjectRow
from labcloud.services.s3.state import S3State

ARCHIVED = ("GLACIER", "DEEP_ARCHIVE")


def check_readable(row: ObjectRow) -> None:
    if '"StorageClass"' not in row.headers:  # the common case, without parsing
        return
    storage_class = json.loads(row.headers).get("StorageClass")
    if storage_class in ARCHIVED:
        raise AwsError(
            "InvalidObjectState",
            "The operation is not valid for the object's storage class",
            status=403,
            StorageClass=storage_class,
        )


def standard(headers: dict[str, Any]) -> dict[str, Any]:
    """Stored headers for a copy: the copy is written in STANDARD."""
    headers.pop("StorageClass", None)
    return headers


def expiration(
    state: S3State, bucket: str, key: str, size: int, created: float | None = None
) -> dict[str, str]:
    return lifecycle.expiration_header(state, bucket, key, size, clock.now() if created is None else created)
