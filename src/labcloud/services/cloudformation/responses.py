"""Presigned response URLs served by labcloud: custom resources and wait condition handles PUT here.

A pending request is a row of ``cfn_responses`` (its random token, the signature its URL carries,
its expiry by the server clock, and the responses received). ``PUT
/_labcloud/cloudformation/responses/{token}?X-Amz-...&X-Amz-Signature=...`` stores a body when the
signature matches and the URL has not expired, and answers as S3's PutObject does (200 with an
ETag, or an S3-style XML error). The waiting side (custom resource handler, wait condition) reads
what arrived with :func:`received`.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from typing import TYPE_CHECKING
from urllib.parse import quote

from labcloud import clock
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute
from labcloud.services.cloudformation.repo import responses as response_rows

if TYPE_CHECKING:
    from labcloud.store.db import Store

#: AWS's presigned response URLs are valid for two hours.
EXPIRES_SECONDS = 7200
#: A body larger than this is refused outright (a custom resource fails above 4 KiB, see custom.py).
MAX_BODY = 65_536
PATH = "/cloudformation/responses"


def open_request(
    store: Store, endpoint: str, region: str, kind: str, expires: int = EXPIRES_SECONDS
) -> tuple[str, str]:
    """A new pending request: (token, presigned URL). ``kind`` "wait" takes wait condition signals only."""
    token = secrets.token_hex(16)
    signature = secrets.token_hex(32)
    now = clock.now()
    with store.transaction():
        response_rows.add(store, token, response_rows.Pending(signature, now + expires, kind))
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(now))
    query = (
        f"X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date={stamp}&X-Amz-Expires={expires}"
        f"&X-Amz-SignedHeaders=host&X-Amz-Credential={quote(f'labcloud/{stamp[:8]}/{region}/s3/aws4_request', safe='')}"
        f"&X-Amz-Signature={signature}"
    )
    return token, f"{endpoint}/_labcloud{PATH}/{token}?{query}"


def token_of(url: str) -> str | None:
    """The token of a URL made by :func:`open_request` (None: not one of them)."""
    path = url.split("?", 1)[0]
    marker = f"/_labcloud{PATH}/"
    if marker not in path:
        return None
    token = path.rsplit("/", 1)[-1]
    return token if len(token) == 32 and all(c in "0123456789abcdef" for c in token) else None


def signal_problem(body: bytes) -> str | None:
    """Why ``body`` is not a wait condition signal ({Status, Reason, UniqueId, Data}); None if it is."""
    try:
        signal = json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError):
        return "The signal must be a JSON object"
    if not isinstance(signal, dict):
        return "The signal must be a JSON object"
    if signal.get("Status") not in ("SUCCESS", "FAILURE"):
        return "The signal's Status must be SUCCESS or FAILURE"
    if not isinstance(signal.get("UniqueId"), str) or not signal["UniqueId"]:
        return "The signal's UniqueId must be a non-empty string"
    return None


def received(store: Store, token: str) -> list[bytes]:
    """The bodies PUT to the request's URL so far, oldest first."""
    return response_rows.bodies(store, token)


def close_request(store: Store, token: str) -> None:
    with store.transaction():
        response_rows.close(store, token)


def _s3_error(status: int, code: str, message: str) -> InternalResponse:
    body = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f"<Error><Code>{code}</Code><Message>{message}</Message></Error>"
    ).encode()
    return InternalResponse(status, body, "application/xml")


def routes(store: Store) -> list[InternalRoute]:
    def put(request: InternalRequest) -> InternalResponse:
        token = request.params["token"]
        pending = response_rows.pending(store, token)
        given = request.arg("X-Amz-Signature") or ""
        if pending is None or not secrets.compare_digest(given, pending.signature):
            return _s3_error(
                403,
                "SignatureDoesNotMatch",
                "The request signature we calculated does not match the signature you provided.",
            )
        if clock.now() > pending.expires:
            return _s3_error(403, "AccessDenied", "Request has expired")
        if len(request.body) > MAX_BODY:
            return _s3_error(400, "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size")
        problem = signal_problem(request.body) if pending.kind == "wait" else None
        if problem is not None:
            return _s3_error(400, "MalformedSignal", problem)
        with store.transaction():
            response_rows.add_body(store, token, request.body)
        etag = hashlib.md5(request.body, usedforsecurity=False).hexdigest()
        return InternalResponse(200, b"", "application/xml", [("ETag", f'"{etag}"')])

    return [InternalRoute("PUT", PATH + "/{token}", put)]
