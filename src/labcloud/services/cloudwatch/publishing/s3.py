"""AWS/S3 metrics, as S3 publishes them.

Daily storage metrics, from S3's ``StorageTotals`` once a day by labcloud's clock (the day's first sample),
stamped at the day's 00:00 UTC: ``BucketSizeBytes`` (Bytes) per ``BucketName`` and ``StorageType``
(StandardStorage, StandardIAStorage, GlacierStorage...: current objects, older versions and incomplete
uploads' parts) and ``NumberOfObjects`` (Count, ``StorageType`` AllStorageTypes; delete markers and parts
count, as in S3). Empty buckets report nothing.

Request metrics, from a pipeline step, only for buckets with a metrics configuration (S3's
``RequestMetricsFilters``), per ``BucketName`` and ``FilterId``: AllRequests and Get/Put/Delete/Head/Post/
ListRequests (Count), 4xxErrors and 5xxErrors (0 or 1 per request, so averages are rates),
BytesDownloaded (GetObject) and BytesUploaded (PutObject, UploadPart), FirstByteLatency and
TotalRequestLatency (Milliseconds, both the server's time to its answer: the body is streamed after).
A configuration with a Prefix filter counts only requests on keys with that prefix. Requests refused
before S3 runs (a signature or IAM denial) are not seen.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3.interfaces import BucketStorage, RequestMetricsFilters

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/S3"
DAY = 86400.0
_DAY_KEY = "s3.day"

STORAGE_TYPES = {
    "STANDARD": "StandardStorage",
    "REDUCED_REDUNDANCY": "ReducedRedundancyStorage",
    "STANDARD_IA": "StandardIAStorage",
    "ONEZONE_IA": "OneZoneIAStorage",
    "INTELLIGENT_TIERING": "IntelligentTieringFAStorage",
    "GLACIER_IR": "GlacierInstantRetrievalStorage",
    "GLACIER": "GlacierStorage",
    "DEEP_ARCHIVE": "DeepArchiveStorage",
    "EXPRESS_ONEZONE": "ExpressOneZone",
}

_KINDS: dict[str, str] = {
    **dict.fromkeys(("GetObject", "GetObjectAcl", "GetObjectRetention", "GetObjectLegalHold"), "GetRequests"),
    **dict.fromkeys(
        (
            "PutObject",
            "CopyObject",
            "UploadPart",
            "UploadPartCopy",
            "PutObjectAcl",
            "PutObjectRetention",
            "PutObjectLegalHold",
        ),
        "PutRequests",
    ),
    **dict.fromkeys(("DeleteObject", "AbortMultipartUpload"), "DeleteRequests"),
    **dict.fromkeys(("HeadObject", "HeadBucket"), "HeadRequests"),
    **dict.fromkeys(("DeleteObjects", "CreateMultipartUpload", "CompleteMultipartUpload"), "PostRequests"),
    **dict.fromkeys(
        ("ListObjects", "ListObjectsV2", "ListObjectVersions", "ListMultipartUploads", "ListParts"),
        "ListRequests",
    ),
}


def rule(
    filters: Callable[[], RequestMetricsFilters | None],
) -> Callable[..., Awaitable[dict[str, Any]]]:
    """The request observer, reading the bucket's configurations through S3's offered interface."""

    async def observe(
        rec: Samples,
        ctx: RequestContext,
        params: dict[str, Any],
        call_next: Callable[[RequestContext, dict[str, Any]], Awaitable[dict[str, Any]]],
    ) -> dict[str, Any]:
        bucket = params.get("Bucket")
        offered = filters() if isinstance(bucket, str) else None
        configured = offered.request_metrics_filters(bucket) if offered is not None and bucket else ()
        if not configured:
            return await call_next(ctx, params)
        key = params.get("Key")
        chosen = [
            fid
            for fid, prefix in configured
            if not prefix or (isinstance(key, str) and key.startswith(prefix))
        ]
        if not chosen:
            return await call_next(ctx, params)
        started = time.perf_counter()  # a latency: real time, not labcloud's clock
        status = 200
        result: dict[str, Any] = {}
        try:
            result = await call_next(ctx, params)
            return result
        except AwsError as error:
            status = int(error.status or 400)
            raise
        except Exception:
            status = 500
            raise
        finally:
            elapsed = (time.perf_counter() - started) * 1000.0
            op = ctx.operation
            ok = status < 400
            downloaded = float(result.get("ContentLength") or 0) if ok and op == "GetObject" else None
            uploaded = None
            if ok and op in ("PutObject", "UploadPart"):
                length = params.get("ContentLength")
                if length is None:
                    length = getattr(params.get("Body"), "length", None)
                uploaded = float(length or 0)
            # one sample per metric and configuration: made at the next flush, off the request path
            rec.defer(
                _record,
                (ctx.account_id, ctx.region),
                str(bucket),
                chosen,
                op,
                status,
                downloaded,
                uploaded,
                elapsed,
            )

    return observe


def _record(
    rec: Samples,
    where: tuple[str, str],
    bucket: str,
    filter_ids: list[str],
    op: str,
    status: int,
    downloaded: float | None,
    uploaded: float | None,
    elapsed_ms: float,
    at: float,
) -> None:
    kind = _KINDS.get(op)
    ok = status < 400
    client_error = 1.0 if 400 <= status < 500 else 0.0
    server_error = 1.0 if status >= 500 else 0.0
    for filter_id in filter_ids:
        dims = (("BucketName", bucket), ("FilterId", filter_id))
        rec.record(where, NS, "AllRequests", dims, 1.0, "Count", at)
        if kind is not None:
            rec.record(where, NS, kind, dims, 1.0, "Count", at)
        rec.record(where, NS, "4xxErrors", dims, client_error, "Count", at)
        rec.record(where, NS, "5xxErrors", dims, server_error, "Count", at)
        if downloaded is not None:
            rec.record(where, NS, "BytesDownloaded", dims, downloaded, "Bytes", at)
        if uploaded is not None:
            rec.record(where, NS, "BytesUploaded", dims, uploaded, "Bytes", at)
        if ok:
            rec.record(where, NS, "FirstByteLatency", dims, elapsed_ms, "Milliseconds", at)
        rec.record(where, NS, "TotalRequestLatency", dims, elapsed_ms, "Milliseconds", at)


def due(rec: Samples, now: float) -> bool:
    """Whether today's storage metrics are still to be published."""
    return rec.state.get(_DAY_KEY) != int(now // DAY)


def sample(rec: Samples, storage: list[BucketStorage], now: float) -> None:
    day = int(now // DAY)
    rec.state[_DAY_KEY] = day
    at = day * DAY
    objects: dict[tuple[str, str, str], int] = {}
    for one in storage:
        where = (one.account_id, one.region)
        storage_type = STORAGE_TYPES.get(one.storage_class, "StandardStorage")
        dims = (("BucketName", one.bucket), ("StorageType", storage_type))
        rec.record(where, NS, "BucketSizeBytes", dims, float(one.size), "Bytes", at=at)
        counted = (one.account_id, one.region, one.bucket)
        objects[counted] = objects.get(counted, 0) + one.objects
    for (account, region, bucket), count in objects.items():
        dims = (("BucketName", bucket), ("StorageType", "AllStorageTypes"))
        rec.record((account, region), NS, "NumberOfObjects", dims, float(count), "Count", at=at)
