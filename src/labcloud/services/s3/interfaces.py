"""What S3 offers others: :class:`Buckets`, the front door whose contract the core defines
(``labcloud/front_doors.py``): the app asks it whether an unsigned path-style request names a bucket;
:class:`BucketCors`, which answers S3's preflights and adds CORS headers to S3's answers;
:class:`BucketWebsites`, the buckets' static website endpoints; and, for CloudWatch's AWS/S3 metrics,
:class:`StorageTotals` (each bucket's bytes and objects per storage class) and :class:`RequestMetricsFilters`
(a bucket's request-metrics configurations).

Another service imports only this module of S3; it never reads S3's tables or its provider."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from labcloud.front_doors import BucketCors, Buckets, BucketWebsites

__all__ = [
    "BucketCors",
    "Buckets",
    "BucketStorage",
    "BucketWebsites",
    "RequestMetricsFilters",
    "StorageTotals",
]


@dataclass(frozen=True, slots=True)
class BucketStorage:
    account_id: str
    region: str
    bucket: str
    #: the S3 storage class (STANDARD, STANDARD_IA, GLACIER...)
    storage_class: str
    #: bytes of current objects, older versions and incomplete uploads' parts in that class
    size: int
    #: objects, older versions, delete markers and uploaded parts in that class
    objects: int


class StorageTotals(Protocol):
    def bucket_storage(self) -> list[BucketStorage]:
        """Every bucket holding anything, one entry per storage class it holds."""
        ...


class RequestMetricsFilters(Protocol):
    def request_metrics_filters(self, bucket: str) -> tuple[tuple[str, str], ...]:
        """The bucket's request-metrics configurations as (FilterId, key prefix; "" for all), () for none."""
        ...
