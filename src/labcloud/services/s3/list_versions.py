"""ListObjectVersions: every version and delete marker, keys in S3's byte order, each key's newest first.

The walk merges a key's current version (``s3_objects``) with its older ones (``s3_versions``). A page
resumes after ``KeyMarker`` (all of that key's versions) or, with ``VersionIdMarker``, after that one
version of the key. Prefixes, delimiters (common prefixes count as one entry) and URL encoding are
ListObjects'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3.core import owner
from labcloud.services.s3.errors import invalid_argument
from labcloud.services.s3.listing import _PAST, _encoder, _max_keys
from labcloud.services.s3.repo import objects, versions
from labcloud.services.s3.repo.versions import CURRENT, Listed
from labcloud.services.s3.state import S3State
from labcloud.services.s3.versioning import NULL, check_id

if TYPE_CHECKING:
    from labcloud.services.s3.api import ListObjectVersionsRequest, ListObjectVersionsResponse

#: Sorts after every version of a key (resume after the whole key).
_PAST_KEY = 2**62
_BATCH = 1000


def _order_of(state: S3State, bucket: str, key: str, version_id: str) -> int:
    """Where version ``version_id`` of ``key`` sits in the walk (past the whole key once it is gone)."""
    current = objects.get(state.store, bucket, key)
    if current is not None and (current.version_id or NULL) == version_id:
        return CURRENT
    old = versions.get(state.store, bucket, key, version_id)
    return -old.seq if old is not None else _PAST_KEY


def _walk(
    state: S3State,
    bucket: str,
    prefix: str,
    delimiter: str,
    start: tuple[str, int],
    resumed: str | None,
    limit: int,
) -> tuple[list[tuple[Listed, bool]], list[str], bool, str]:
    """(entries with their IsLatest, common prefixes, truncated, what came last) from ``start`` on."""
    entries: list[tuple[Listed, bool]] = []
    prefixes: list[str] = []
    key, order = start
    if prefix > key:
        key, order = prefix, CURRENT - 1
    previous = resumed  # the first entry of a key resumed mid-way is not its latest
    last = ""
    while True:
        rows = versions.page(state.store, bucket, key, order, _BATCH)
        jumped = False
        for row in rows:
            if not row.key.startswith(prefix):
                return entries, prefixes, False, last
            if len(entries) + len(prefixes) >= limit:
                return entries, prefixes, True, last
            if delimiter:
                at = row.key.find(delimiter, len(prefix))
                if at >= 0:
                    common = row.key[: at + len(delimiter)]
                    prefixes.append(common)
                    last = common
                    key, order = common + _PAST, _PAST_KEY
                    jumped = True
                    break
            entries.append((row, row.key != previous))
            previous = row.key
            last = row.key
            key, order = row.key, row.order
        if not jumped and len(rows) < _BATCH:
            return entries, prefixes, False, last


def list_object_versions(
    state: S3State, request: ListObjectVersionsRequest, ctx: RequestContext
) -> ListObjectVersionsResponse:
    params = cast("dict[str, Any]", request)
    bucket = params["Bucket"]
    row = state.bucket(bucket)
    if params.get("ExpectedBucketOwner") not in (None, row.account_id):
        raise AwsError("AccessDenied", "Access Denied", status=403)
    if params.get("OptionalObjectAttributes"):
        raise AwsError("NotImplemented", "labcloud does not support OptionalObjectAttributes", status=501)
    prefix = params.get("Prefix") or ""
    delimiter = params.get("Delimiter") or ""
    limit = _max_keys(params)
    encode = _encoder(params)
    key_marker = params.get("KeyMarker") or ""
    version_marker = params.get("VersionIdMarker")
    resumed: str | None = None
    if version_marker is not None:
        if not key_marker:
            raise invalid_argument(
                "A version-id marker cannot be specified without a key marker.",
                "version-id-marker",
                version_marker,
            )
        check_id(version_marker, "version-id-marker")
        start = (key_marker, _order_of(state, bucket, key_marker, version_marker))
        resumed = key_marker
    elif delimiter and key_marker.endswith(delimiter):
        start = (key_marker + _PAST, _PAST_KEY)  # a rolled-up common prefix: resume after all under it
    else:
        start = (key_marker, _PAST_KEY)
    entries, prefixes, truncated, last = _walk(state, bucket, prefix, delimiter, start, resumed, limit)
    listed = [(entry, latest) for entry, latest in entries if not entry.is_marker]
    markers = [(entry, latest) for entry, latest in entries if entry.is_marker]
    answer: dict[str, Any] = {
        "Name": bucket,
        "Prefix": encode(prefix),
        "KeyMarker": encode(key_marker),
        "VersionIdMarker": version_marker or "",
        "MaxKeys": limit,
        "IsTruncated": truncated,
    }
    if listed:
        answer["Versions"] = [
            {
                "ETag": entry.etag,
                "Size": entry.size,
                "StorageClass": entry.storage_class,
                "Key": encode(entry.key),
                "VersionId": entry.version_id,
                "IsLatest": latest,
                "LastModified": entry.last_modified,
                "Owner": owner(entry.owner),
            }
            for entry, latest in listed
        ]
    if markers:
        answer["DeleteMarkers"] = [
            {
                "Owner": owner(entry.owner),
                "Key": encode(entry.key),
                "VersionId": entry.version_id,
                "IsLatest": latest,
                "LastModified": entry.last_modified,
            }
            for entry, latest in markers
        ]
    if prefixes:
        answer["CommonPrefixes"] = [{"Prefix": encode(p)} for p in prefixes]
    if delimiter:
        answer["Delimiter"] = encode(delimiter)
    if params.get("EncodingType"):
        answer["EncodingType"] = params["EncodingType"]
    if truncated:
        answer["NextKeyMarker"] = encode(last)
        if entries and entries[-1][0].key == last and not (prefixes and prefixes[-1] == last):
            answer["NextVersionIdMarker"] = entries[-1][0].version_id
    return cast("ListObjectVersionsResponse", answer)
