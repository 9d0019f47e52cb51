"""ListObjectsV2 and ListObjects: prefixes, delimiters (common prefixes), paging, URL encoding of keys.

The walk follows the ``(bucket, key)`` primary key in S3's byte order. A common prefix counts as one
entry; once one is emitted, the walk jumps past every key under it. A continuation token is the
opaque (base64) position the next page resumes after.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import quote

from labcloud.context import RequestContext
from labcloud.services.s3.core import owner
from labcloud.services.s3.errors import invalid_argument
from labcloud.services.s3.repo import objects
from labcloud.services.s3.repo.objects import Listed
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        ListObjectsRequest,
        ListObjectsResponse,
        ListObjectsV2Request,
        ListObjectsV2Response,
    )

#: Sorts after every key that starts with a given prefix (the largest code point).
_PAST = chr(0x10FFFF)
_BATCH = 1000


def _walk(
    state: S3State, bucket: str, prefix: str, delimiter: str, after: str, limit: int
) -> tuple[list[Listed], list[str], bool, str]:
    """Up to ``limit`` entries (objects and common prefixes) after ``after``: (objects, prefixes, truncated, last)."""
    contents: list[Listed] = []
    prefixes: list[str] = []
    cursor = max(after, prefix) if prefix > after else after
    inclusive = prefix > after
    last = after
    while True:
        rows = objects.page(state.store, bucket, cursor, inclusive, _BATCH)
        inclusive = False
        if not rows:
            return contents, prefixes, False, last
        jumped = False
        for row in rows:
            key = row.key
            if not key.startswith(prefix):
                return contents, prefixes, False, last
            if len(contents) + len(prefixes) >= limit:
                return contents, prefixes, True, last
            if delimiter:
                at = key.find(delimiter, len(prefix))
                if at >= 0:
                    common = key[: at + len(delimiter)]
                    prefixes.append(common)
                    last = cursor = common + _PAST
                    jumped = True
                    break
            contents.append(row)
            last = cursor = key
        if not jumped and len(rows) < _BATCH:
            return contents, prefixes, False, last


def _token(position: str) -> str:
    return base64.urlsafe_b64encode(position.encode("utf-8", "surrogatepass")).decode()


def _position(token: str) -> str:
    try:
        return base64.urlsafe_b64decode(token.encode()).decode("utf-8", "surrogatepass")
    except (binascii.Error, ValueError, UnicodeDecodeError):
        raise invalid_argument(
            "The continuation token provided is incorrect", "continuation-token", token
        ) from None


def _max_keys(params: Mapping[str, Any]) -> int:
    value = params.get("MaxKeys")
    if value is None:
        return 1000
    if value < 0:
        raise invalid_argument(
            "Argument maxKeys must be an integer between 0 and 2147483647", "maxKeys", str(value)
        )
    return min(value, 1000)


def _encoder(params: Mapping[str, Any]) -> Any:
    encoding = params.get("EncodingType")
    if encoding is not None and encoding != "url":
        raise invalid_argument("Invalid Encoding Method specified in Request", "encoding-type", encoding)
    if encoding == "url":
        return lambda text: quote(text, safe="/")
    return lambda text: text


def _entries(contents: list[Listed], encode: Any, with_owner: bool) -> list[dict[str, Any]]:
    out = []
    for row in contents:
        entry: dict[str, Any] = {
            "Key": encode(row.key),
            "LastModified": row.last_modified,
            "ETag": row.etag,
            "Size": row.size,
            "StorageClass": row.storage_class,
        }
        if with_owner:
            entry["Owner"] = owner(row.owner)
        out.append(entry)
    return out


def list_objects_v2(
    state: S3State, request: ListObjectsV2Request, ctx: RequestContext
) -> ListObjectsV2Response:
    params = cast("dict[str, Any]", request)
    bucket = params["Bucket"]
    state.bucket(bucket)
    prefix = params.get("Prefix") or ""
    delimiter = params.get("Delimiter") or ""
    limit = _max_keys(params)
    encode = _encoder(params)
    token = params.get("ContinuationToken")
    after = _position(token) if token else (params.get("StartAfter") or "")
    contents, prefixes, truncated, last = _walk(state, bucket, prefix, delimiter, after, limit)
    answer: dict[str, Any] = {
        "Name": bucket,
        "Prefix": encode(prefix),
        "MaxKeys": limit,
        "KeyCount": len(contents) + len(prefixes),
        "IsTruncated": truncated,
        "Contents": _entries(contents, encode, bool(params.get("FetchOwner"))),
        "CommonPrefixes": [{"Prefix": encode(p)} for p in prefixes],
    }
    if delimiter:
        answer["Delimiter"] = encode(delimiter)
    if params.get("EncodingType"):
        answer["EncodingType"] = params["EncodingType"]
    if token:
        answer["ContinuationToken"] = token
    if params.get("StartAfter"):
        answer["StartAfter"] = encode(params["StartAfter"])
    if truncated:
        answer["NextContinuationToken"] = _token(last)
    if not answer["Contents"]:
        del answer["Contents"]
    if not answer["CommonPrefixes"]:
        del answer["CommonPrefixes"]
    return cast("ListObjectsV2Response", answer)


def list_objects(state: S3State, request: ListObjectsRequest, ctx: RequestContext) -> ListObjectsResponse:
    params = cast("dict[str, Any]", request)
    bucket = params["Bucket"]
    state.bucket(bucket)
    prefix = params.get("Prefix") or ""
    delimiter = params.get("Delimiter") or ""
    limit = _max_keys(params)
    encode = _encoder(params)
    marker = params.get("Marker") or ""
    # a marker that is a rolled-up common prefix resumes after every key under it
    after = marker + _PAST if delimiter and marker.endswith(delimiter) else marker
    contents, prefixes, truncated, last = _walk(state, bucket, prefix, delimiter, after, limit)
    answer: dict[str, Any] = {
        "Name": bucket,
        "Prefix": encode(prefix),
        "Marker": encode(marker),
        "MaxKeys": limit,
        "IsTruncated": truncated,
        "Contents": _entries(contents, encode, True),
        "CommonPrefixes": [{"Prefix": encode(p)} for p in prefixes],
    }
    if delimiter:
        answer["Delimiter"] = encode(delimiter)
        if truncated:
            answer["NextMarker"] = encode(last[:-1] if last.endswith(_PAST) else last)
    if params.get("EncodingType"):
        answer["EncodingType"] = params["EncodingType"]
    if not answer["Contents"]:
        del answer["Contents"]
    if not answer["CommonPrefixes"]:
        del answer["CommonPrefixes"]
    return cast("ListObjectsResponse", answer)
