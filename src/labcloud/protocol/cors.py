"""CORS for browser clients, as DynamoDB answers them: any origin may call, the preflight is allowed.

A browser SDK (the JavaScript SDK in a page) sends ``OPTIONS`` before a signed ``POST``; labcloud
answers it without authentication and adds ``Access-Control-Allow-Origin`` (and the response
headers a client needs to read, such as the request id and error type) to AWS responses of any
request that carries an ``Origin`` header. Requests without ``Origin`` are answered unchanged, and S3
(whose CORS is a per-bucket configuration) is left to S3.
"""

from __future__ import annotations

from labcloud.protocol.wire import WireRequest, WireResponse

EXPOSED = "x-amzn-RequestId,x-amzn-ErrorType,x-amzn-ErrorMessage,x-amz-crc32,x-amz-request-id,x-amz-id-2,Date"
MAX_AGE = "172800"


def is_preflight(request: WireRequest) -> bool:
    return request.method == "OPTIONS" and "origin" in request.headers


def preflight(request: WireRequest) -> WireResponse:
    asked = request.headers.get("access-control-request-headers", "")
    headers = [
        ("access-control-allow-origin", "*"),
        ("access-control-allow-methods", "GET, POST, PUT, DELETE, PATCH, HEAD, OPTIONS"),
        ("access-control-allow-headers", asked[:4096] or "*"),
        ("access-control-expose-headers", EXPOSED),
        ("access-control-max-age", MAX_AGE),
    ]
    return WireResponse(200, b"", headers, "text/plain")


def decorate(request: WireRequest, response: WireResponse) -> WireResponse:
    if "origin" in request.headers:
        response.headers = [
            *response.headers,
            ("access-control-allow-origin", "*"),
            ("access-control-expose-headers", EXPOSED),
        ]
    return response
