"""What S3 offers others: :class:`Buckets`, the front door whose contract the core defines
(``labcloud/front_doors.py``): the app asks it whether an unsigned path-style request names a bucket; and
:class:`BucketWebsites`, the buckets' static website endpoints."""

from __future__ import annotations

from labcloud.front_doors import Buckets, BucketWebsites

__all__ = ["Buckets", "BucketWebsites"]
