"""Which requests are addressed to an S3 bucket's static website endpoint: the Host forms
``<bucket>.s3-website.localhost[:port]``, ``<bucket>.s3-website-<region>.localhost`` and
``<bucket>.s3-website.<region>.localhost`` (AWS's ``<bucket>.s3-website-<region>.amazonaws.com`` with
``localhost`` for ``amazonaws.com``), or the path form ``/_labcloud/s3-website/<bucket>/...`` on labcloud's
port. The app hands them to S3's offered ``BucketWebsites`` before any AWS routing (they are plain,
anonymous HTTP, not API calls)."""

from __future__ import annotations

import re

from labcloud.protocol.wire import WireRequest

PATH_PREFIX = "/_labcloud/s3-website/"
_HOST = re.compile(
    r"^(?P<bucket>[a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\.s3-website(?:[.-][a-z0-9-]+)?\.localhost(?::\d+)?$"
)


def website_target(request: WireRequest) -> tuple[str, str, str] | None:
    """(bucket, path still percent-encoded, the base path of the site) when ``request`` is for a website."""
    host = request.headers.get("host", "").lower()
    if ".s3-website" in host:
        match = _HOST.match(host)
        if match is not None:
            return match.group("bucket"), request.raw_path or request.path or "/", ""
    path = request.path
    if path.startswith(PATH_PREFIX):
        bucket, _slash, _tail = path[len(PATH_PREFIX) :].partition("/")
        if bucket:
            raw = request.raw_path or path
            base = PATH_PREFIX + bucket
            tail = raw[len(base) :] if raw.startswith(base) else "/" + _tail
            return bucket, tail or "/", base
    return None
