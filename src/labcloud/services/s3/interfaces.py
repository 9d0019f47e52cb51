"""What S3 offers others: :class:`Buckets`, the front door whose contract the core defines
(``labcloud/front_doors.py``): the app asks it whether an unsigned path-style request names a bucket;
:class:`BucketCors`, which answers S3's preflights and adds CORS headers to S3's answers; and
:class:`BucketWebsites`, the buckets' static website endpoints."""

from __future__ import annotations

from labcloud.front_doors import BucketCors, Buckets, BucketWebsites

__all__ = ["BucketCors", "Buckets", "BucketWebsites"]
