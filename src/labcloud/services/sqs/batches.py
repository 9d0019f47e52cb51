"""Batch request rules shared by SendMessageBatch, DeleteMessageBatch and ChangeMessageVisibilityBatch."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from labcloud.errors import AwsError
from labcloud.services.sqs.errors import CODES, sqs_error

if TYPE_CHECKING:
    from labcloud.services.sqs.api import BatchResultErrorEntry

MAX_ENTRIES = 10
_ENTRY_ID = re.compile(r"^[A-Za-z0-9_-]{1,80}$")

Entry = TypeVar("Entry", bound=Mapping[str, Any])


def check_entries(entries: list[Entry] | None, entry_shape: str) -> list[Entry]:
    if not entries:
        raise sqs_error("EmptyBatchRequest", f"There should be at least one {entry_shape} in the request.")
    if len(entries) > MAX_ENTRIES:
        raise sqs_error(
            "TooManyEntriesInBatchRequest",
            f"Maximum number of entries per request are {MAX_ENTRIES}. You have sent {len(entries)}.",
        )
    seen: set[str] = set()
    for entry in entries:
        entry_id = str(entry.get("Id", ""))
        if not _ENTRY_ID.match(entry_id):
            raise sqs_error(
                "InvalidBatchEntryId",
                "A batch entry id can only contain alphanumeric characters, hyphens and underscores. "
                "It can be at most 80 letters long.",
            )
        if entry_id in seen:
            raise sqs_error("BatchEntryIdsNotDistinct", f"Id {entry_id} repeated.")
        seen.add(entry_id)
    return entries


def failure(entry_id: str, error: AwsError) -> BatchResultErrorEntry:
    """A ``BatchResultErrorEntry`` carrying the legacy code, as SQS reports per-entry failures."""
    code = error.query_code or CODES.get(error.code, (error.code, 400))[0]
    return {"Id": entry_id, "SenderFault": error.sender_fault, "Code": code, "Message": error.message}
