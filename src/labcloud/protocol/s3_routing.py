"""Which requests are S3's, and which S3 operation each one is (S3 shares labcloud's one port).

A request is S3's when its SigV4 credential scope (header or presigned query) names ``s3`` (or it
is signed with SigV2, header ``AWS key:signature`` or a presigned ``AWSAccessKeyId``), when
its Host is virtual-hosted style (``BUCKET.localhost:PORT`` or ``BUCKET.s3.localhost:PORT``), or,
unsigned, when its first path segment names an existing bucket and no other REST service claims
the path. The operation is chosen from botocore's ``s3`` model: among the operations with the
request's method and path shape (service, bucket or object), the one whose query literals
(``?uploads``, ``?list-type=2``) and required query/header members (``uploadId``,
``x-amz-copy-source``) the request carries, the most specific first.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from urllib.parse import unquote

from labcloud.errors import AwsError
from labcloud.protocol.models import service_index
from labcloud.protocol.sigv4_scope import credential_scope
from labcloud.protocol.wire import WireRequest

_VIRTUAL_HOST = re.compile(r"^(?P<bucket>[a-z0-9][a-z0-9.\-]*[a-z0-9])\.(?:s3\.)?localhost(?::\d+)?$")

#: The Host botocore builds from an access point ARN with a custom endpoint: ``<name>-<account>.<endpoint host>``
#: (reached through labcloud as an HTTP proxy when the endpoint is an IP address, docs/s3.md).
_ACCESS_POINT_HOST = re.compile(
    r"^(?P<point>[a-z0-9][a-z0-9-]*-\d{12})\.\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?::\d+)?$"
)

#: Does this bucket exist? (lets unsigned path-style requests reach S3; the caller asks S3's ``Buckets``)
BucketExists = Callable[[str], bool]


@dataclass(frozen=True, slots=True)
class S3Route:
    """An S3 request's operation, bucket and key."""

    operation: str
    bucket: str | None
    key: str | None


@dataclass(frozen=True, slots=True)
class _Candidate:
    """An S3 operation a request may be: what its path, query and headers must hold."""

    operation: str
    literals: tuple[tuple[str, str | None], ...]
    required_query: tuple[str, ...]
    required_headers: tuple[str, ...]
    current: int  # 0 for deprecated operations (PutBucketNotification), which lose ties


def virtual_bucket(host: str) -> str | None:
    """The bucket a virtual-hosted-style Host names (``photos.localhost:5000`` → ``photos``), or the access
    point (``<name>-<account>``) of an access point ARN's Host on an IP endpoint."""
    point = _ACCESS_POINT_HOST.match(host.lower())
    if point is not None:
        return point.group("point")
    name = host.lower().rsplit(":", 1)[0] if ":" in host else host.lower()
    for suffix in (".s3.localhost", ".localhost"):
        if name.endswith(suffix):
            bucket = name[: -len(suffix)]
            match = _VIRTUAL_HOST.match(f"{bucket}.localhost")
            return bucket if match is not None and bucket not in ("s3", "www") else None
    return None


def _signing_service(request: WireRequest) -> str | None:
    found = credential_scope(request.headers.get("authorization", ""))
    if found is None and "X-Amz-Credential" in request.query_string:
        for key, value in request.query:
            if key == "X-Amz-Credential":
                found = credential_scope("Credential=" + value)
    return found[3] if found else None


def is_s3_request(
    request: WireRequest,
    other_rest_route: Callable[[WireRequest], bool],
    bucket_exists: BucketExists | None = None,
) -> bool:
    """Whether S3 should answer this request (decided before its body is read, once per request).

    ``bucket_exists``: S3's answer for an unsigned path-style request (None: no S3 running, so no bucket)."""
    decided = request.s3
    if decided is None:
        decided = request.s3 = _decide_s3(request, other_rest_route, bucket_exists)
    return decided


def is_s3control_request(request: WireRequest) -> bool:
    """S3 Control's requests are signed as ``s3`` too: told apart by their ``/v20180820/`` path and the
    ``x-amz-account-id`` header every one of its operations carries."""
    return request.path.startswith("/v20180820/") and "x-amz-account-id" in request.headers


def _decide_s3(
    request: WireRequest,
    other_rest_route: Callable[[WireRequest], bool],
    bucket_exists: BucketExists | None,
) -> bool:
    if is_s3control_request(request):
        return False
    if virtual_bucket(request.headers.get("host", "")) is not None:
        return True
    signer = _signing_service(request)
    if signer is not None:
        return signer in ("s3", "s3-object-lambda")  # the latter: Object Lambda's GetObject and answers
    if (
        request.headers.get("authorization", "").startswith("AWS ")
        or "AWSAccessKeyId=" in request.query_string
    ):
        return True  # SigV2, which of labcloud's services only S3 speaks
    if "x-amz-target" in request.headers or "Action=" in request.query_string:
        return False
    if request.headers.get("content-type", "").startswith("application/x-www-form-urlencoded"):
        return False
    first = request.path.lstrip("/").split("/", 1)[0]
    if not first or bucket_exists is None or not bucket_exists(first):
        return False
    return not other_rest_route(request)


def split_path(request: WireRequest) -> tuple[str | None, str | None]:
    """(bucket, key) from the Host and the raw path; keys keep every character the client encoded."""
    raw = request.raw_path or request.path
    raw = raw.split("?", 1)[0]
    host_bucket = virtual_bucket(request.headers.get("host", ""))
    if host_bucket is not None:
        key = raw[1:] if raw.startswith("/") else raw
        return host_bucket, unquote(key) if key else None
    trimmed = raw[1:] if raw.startswith("/") else raw
    if not trimmed:
        return None, None
    bucket, slash, key = trimmed.partition("/")
    return unquote(bucket), (unquote(key) if slash and key else None)


@cache
def _candidates() -> dict[tuple[str, str], tuple[_Candidate, ...]]:
    """(method, shape) → the operations with that method and path shape, from the model."""
    index = service_index("s3")
    table: dict[tuple[str, str], list[_Candidate]] = {}
    for name in index.model.operation_names:
        op = index.operation(name)
        template = op.http.get("requestUri", "/")
        path, _, query = template.partition("?")
        shape = "object" if "{Key+}" in path else "bucket" if "{Bucket}" in path else "service"
        literals: list[tuple[str, str | None]] = []
        for part in filter(None, query.split("&")):
            key, eq, value = part.partition("=")
            if key != "x-id":
                literals.append((key, value if eq else None))
        required_query: list[str] = []
        required_headers: list[str] = []
        input_shape = op.input_shape
        if input_shape is not None:
            for member_name in input_shape.required_members:
                member = input_shape.member(member_name)
                where = member.serialization.get("location")
                wire = str(member.serialization.get("name", member_name))
                if where == "querystring":
                    required_query.append(wire)
                elif where == "header":
                    required_headers.append(wire.lower())
        candidate = _Candidate(
            name, tuple(literals), tuple(required_query), tuple(required_headers), 0 if op.deprecated else 1
        )
        table.setdefault((op.http.get("method", "GET"), shape), []).append(candidate)
    return {key: tuple(value) for key, value in table.items()}


def s3_route(request: WireRequest) -> S3Route:
    if (
        request.method == "POST"
        and request.path == "/WriteGetObjectResponse"
        and "x-amz-request-route" in request.headers
    ):
        return S3Route("WriteGetObjectResponse", None, None)  # an Object Lambda function's answer
    bucket, key = split_path(request)
    shape = "object" if key else "bucket" if bucket else "service"
    query = dict(request.query)
    named = query.get("x-id")
    best: _Candidate | None = None
    best_score = (-1, -1, -1)
    for candidate in _candidates().get((request.method, shape), ()):
        if named and candidate.operation == named:
            best = candidate
            break
        if any(k not in query or (v is not None and query[k] != v) for k, v in candidate.literals):
            continue
        if any(k not in query for k in candidate.required_query):
            continue
        if any(h not in request.headers for h in candidate.required_headers):
            continue
        score = (
            len(candidate.literals),
            len(candidate.required_query) + len(candidate.required_headers),
            candidate.current,
        )
        if score > best_score:
            best, best_score = candidate, score
    if best is None:
        raise AwsError(
            "MethodNotAllowed", "The specified method is not allowed against this resource.", status=405
        )
    return S3Route(best.operation, bucket, key)
