"""S3's CORS on the wire: the :class:`~labcloud.front_doors.BucketCors` front door the app hands S3's
browser requests to.

A preflight (``OPTIONS`` on a bucket or object URL) is answered from the bucket's first matching CORS
rule (``bucket_cors.matching_rule``) with ``Access-Control-Allow-Origin/-Methods/-Headers``,
``-Expose-Headers``, ``-Max-Age``, ``-Allow-Credentials`` (unless the rule allows any origin) and
``Vary``, or 403 ``AccessForbidden`` when no rule matches or the bucket has no CORS configuration.
Preflights are not authenticated (browsers never sign them). An actual request carrying ``Origin``
gets the same headers (but ``-Allow-Headers``) when a rule matches its origin and method; otherwise
its answer is unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from labcloud.errors import AwsError
from labcloud.ids import uuid4_text
from labcloud.protocol.codec import codec_for
from labcloud.protocol.s3_routing import split_path
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.s3.bucket_cors import SETTING, Match, matching_rule
from labcloud.services.s3.errors import no_such_bucket
from labcloud.services.s3.repo import buckets, settings
from labcloud.store.db import Store

VARY = ("vary", "Origin, Access-Control-Request-Headers, Access-Control-Request-Method")
_FORBIDDEN = (
    "CORSResponse: This CORS request is not allowed. This is usually because the evalution of Origin, "
    "request method / Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted "
    "by the resource's CORS spec."
)


def _headers(match: Match, preflight_headers: list[str] | None) -> list[tuple[str, str]]:
    rule = match.rule
    out = [
        ("access-control-allow-origin", match.allow_origin),
        ("access-control-allow-methods", ", ".join(rule["AllowedMethods"])),
    ]
    if preflight_headers:
        out.append(("access-control-allow-headers", ", ".join(preflight_headers)))
    if rule.get("ExposeHeaders"):
        out.append(("access-control-expose-headers", ", ".join(rule["ExposeHeaders"])))
    if rule.get("MaxAgeSeconds") is not None:
        out.append(("access-control-max-age", str(rule["MaxAgeSeconds"])))
    if match.allow_origin != "*":
        out.append(("access-control-allow-credentials", "true"))
    out.append(VARY)
    return out


def _error(error: AwsError) -> WireResponse:
    return codec_for("s3").serialize_error(error, uuid4_text())


@dataclass(slots=True)
class BucketCorsDoor:
    store: Store

    def preflight(self, request: WireRequest) -> WireResponse:
        bucket, key = split_path(request)
        origin = request.headers.get("origin")
        method = request.headers.get("access-control-request-method")
        if not origin:
            return _error(
                AwsError("BadRequest", "Insufficient information. Origin request header needed.", status=400)
            )
        if not method:
            return _error(AwsError("BadRequest", "Invalid Access-Control-Request-Method: null", status=400))
        if bucket is None or buckets.get(self.store, bucket) is None:
            return _error(no_such_bucket(bucket or ""))
        asked = [
            h.strip().lower() for h in request.headers.get("access-control-request-headers", "").split(",")
        ]
        asked = [h for h in asked if h]
        rules: Any = settings.get(self.store, bucket, SETTING)
        match = matching_rule(rules, origin, method, asked) if rules else None
        if match is None:
            message = _FORBIDDEN if rules else "CORSResponse: CORS is not enabled for this bucket."
            resource = "OBJECT" if key else "BUCKET"
            return _error(
                AwsError("AccessForbidden", message, status=403, Method=method, ResourceType=resource)
            )
        return WireResponse(200, b"", _headers(match, asked), "text/plain")

    def decorate(self, request: WireRequest, response: WireResponse) -> WireResponse:
        origin = request.headers.get("origin")
        bucket, _key = split_path(request)
        if not origin or bucket is None:
            return response
        rules: Any = settings.get(self.store, bucket, SETTING)
        match = matching_rule(rules, origin, request.method) if rules else None
        if match is not None:
            response.headers = [*response.headers, *_headers(match, None)]
        return response
