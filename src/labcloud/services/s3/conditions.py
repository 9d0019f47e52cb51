"""Conditional requests (If-Match, If-None-Match, If-Modified-Since, If-Unmodified-Since) and byte ranges.

The evaluation order is S3's (RFC 7232's): a true If-Match overrides a false If-Unmodified-Since,
and a false If-None-Match (the ETag matches) answers 304 even when If-Modified-Since holds.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Mapping
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.s3.errors import not_modified, precondition_failed
from labcloud.services.s3.repo.objects import ObjectRow

_RANGE = re.compile(r"^bytes=(\d*)-(\d*)$")


def _etags(value: str) -> list[str]:
    return [part.strip().strip('"') for part in value.split(",") if part.strip()]


def etag_matches(condition: str, etag: str) -> bool:
    bare = etag.strip('"')
    return any(candidate in ("*", bare) for candidate in _etags(condition))


def _seconds(value: Any) -> float:
    if isinstance(value, dt.datetime):
        return value.timestamp()
    return float(value)


def check_read(row: ObjectRow, params: Mapping[str, Any], prefix: str = "If") -> None:
    """GET/HEAD preconditions (``prefix="CopySourceIf"`` for a copy's source, which answers 412 for all)."""
    etag = row.etag
    modified = math.floor(row.last_modified)
    if_match = params.get(f"{prefix}Match")
    if_none_match = params.get(f"{prefix}NoneMatch")
    if_modified_since = params.get(f"{prefix}ModifiedSince")
    if_unmodified_since = params.get(f"{prefix}UnmodifiedSince")
    copy = prefix != "If"
    if if_match is not None:
        if not etag_matches(if_match, etag):
            raise precondition_failed("If-Match" if not copy else "x-amz-copy-source-If-Match")
    elif if_unmodified_since is not None and modified > _seconds(if_unmodified_since):
        raise precondition_failed(
            "If-Unmodified-Since" if not copy else "x-amz-copy-source-If-Unmodified-Since"
        )
    if if_none_match is not None:
        if etag_matches(if_none_match, etag):
            if copy:
                raise precondition_failed("x-amz-copy-source-If-None-Match")
            raise not_modified()
    elif if_modified_since is not None and modified <= _seconds(if_modified_since):
        if copy:
            raise precondition_failed("x-amz-copy-source-If-Modified-Since")
        raise not_modified()


def check_write(existing: ObjectRow | None, params: Mapping[str, Any], key: str) -> None:
    """Conditional writes: ``If-None-Match: *`` (create only) and ``If-Match: ETAG`` (replace that version)."""
    if_none_match = params.get("IfNoneMatch")
    if if_none_match is not None:
        if if_none_match.strip() != "*":
            raise AwsError(
                "NotImplemented",
                "A header you provided implies functionality that is not implemented",
                status=501,
                Header="If-None-Match",
            )
        if existing is not None:
            raise precondition_failed("If-None-Match")
    if_match = params.get("IfMatch")
    if if_match is not None:
        if existing is None:
            raise AwsError("NoSuchKey", "The specified key does not exist.", status=404, Key=key)
        if not etag_matches(if_match, existing.etag):
            raise precondition_failed("If-Match")


def byte_range(header: str | None, size: int) -> tuple[int, int] | None:
    """``Range: bytes=a-b`` → (first, last) inclusive; None to serve the whole object.

    Like S3, a header that is not a single well-formed byte range is ignored; a range that starts
    past the end answers ``InvalidRange`` (416).
    """
    if not header:
        return None
    match = _RANGE.match(header.strip())
    if match is None:
        return None
    first_text, last_text = match.groups()
    if not first_text and not last_text:
        return None
    if not first_text:
        suffix = int(last_text)
        if suffix == 0 or size == 0:
            raise invalid_range(header, size)
        return max(0, size - suffix), size - 1
    first = int(first_text)
    last = int(last_text) if last_text else size - 1
    if last_text and last < first:
        return None
    if first >= size:
        raise invalid_range(header, size)
    return first, min(last, size - 1)


def invalid_range(header: str, size: int) -> AwsError:
    return AwsError(
        "InvalidRange",
        "The requested range is not satisfiable",
        status=416,
        RangeRequested=header,
        ActualObjectSize=size,
    )
