"""Compressed request bodies: botocore gzips large bodies of operations with the
``requestcompression`` trait (CloudWatch's PutMetricData above 10 KB) and says so in
``Content-Encoding``. The body is inflated before routing, with the same size cap as plain bodies
(a small gzip cannot expand into an unbounded one).
"""

from __future__ import annotations

import zlib

from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest


def inflate(request: WireRequest, limit: int) -> None:
    """Replace a gzip-encoded body by its content (in place)."""
    encoding = request.headers.get("content-encoding", "").strip().lower()
    if not encoding or encoding == "identity":
        return
    if encoding != "gzip":
        raise AwsError("UnsupportedMediaType", f"labcloud does not support Content-Encoding {encoding}", status=415)
    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        body = inflater.decompress(request.body, limit + 1)
    except zlib.error as exc:
        raise AwsError("SerializationException", f"The gzip-encoded request body is not valid: {exc}",
                       status=400) from None
    if len(body) > limit or inflater.unconsumed_tail:
        raise AwsError("RequestEntityTooLargeException",
                       f"Request must be smaller than {limit} bytes for the operation", status=413)
    request.body = body
