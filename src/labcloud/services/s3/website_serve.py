"""A bucket's static website endpoint (S3's ``BucketWebsites`` front door): anonymous GET and HEAD as
S3's website endpoints answer them.

A request is read as an anonymous one: an object is served only when the bucket policy lets everyone
(``Principal: "*"``) ``s3:GetObject`` it and the public access block does not say
``RestrictPublicBuckets`` (which keeps anonymous visitors out of a bucket whose policy is public), else 403
``AccessDenied``; a missing key answers 404
``NoSuchKey`` when everyone may ``s3:ListBucket`` the bucket, else 403, as on AWS. ``/`` and keys ending
in ``/`` serve the index document under them; a key with no object whose ``key/`` index exists is
redirected there (302). Errors serve the ``ErrorDocument`` (with the error's status) when it is readable,
else S3's HTML error page. ``RedirectAllRequestsTo`` redirects everything (301); ``RoutingRules`` redirect
on a key prefix before the lookup and on an error code after it. Objects encrypted with SSE-KMS are not
served (403), as website endpoints do not decrypt them; objects archived by a lifecycle transition
answer 403 ``InvalidObjectState``.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from email.utils import formatdate
from typing import Any
from urllib.parse import unquote

from labcloud.context import secure_transport
from labcloud.ids import uuid4_text
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.s3 import sse_kms
from labcloud.services.s3.public_access import restricted
from labcloud.services.s3.repo import buckets, settings
from labcloud.services.s3.repo import objects as stored
from labcloud.services.s3.repo.objects import ObjectRow
from labcloud.services.s3.state import S3State
from labcloud.services.s3.storage_classes import ARCHIVED

SETTING = "website"
ANONYMOUS = "anonymous"
#: Objects up to this size are answered from memory, larger ones streamed.
INLINE_BYTES = 8 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class _Failure:
    status: int
    code: str
    message: str
    key: str | None = None


_REASONS = {403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed"}


def _error_page(failure: _Failure, request_id: str, head: bool) -> WireResponse:
    title = f"{failure.status} {_REASONS.get(failure.status, 'Error')}"
    items = [
        f"<li>Code: {html.escape(failure.code)}</li>",
        f"<li>Message: {html.escape(failure.message)}</li>",
    ]
    if failure.key is not None:
        items.append(f"<li>Key: {html.escape(failure.key)}</li>")
    items.append(f"<li>RequestId: {request_id}</li>")
    body = (
        f"<html>\n<head><title>{title}</title></head>\n<body>\n<h1>{title}</h1>\n<ul>\n"
        + "\n".join(items)
        + "\n</ul>\n<hr/>\n</body>\n</html>\n"
    ).encode()
    headers = [("x-amz-request-id", request_id), ("x-amz-error-code", failure.code)]
    if head:
        headers.append(("content-length", str(len(body))))
        body = b""
    return WireResponse(failure.status, body, headers, "text/html; charset=utf-8")


@dataclass(slots=True)
class Websites:
    """The ``BucketWebsites`` front door S3 offers on the hub."""

    state: S3State

    async def handle(self, request: WireRequest, bucket: str, path: str, base: str) -> WireResponse:
        return _Visit(self.state, request, bucket, base).answer(unquote(path).lstrip("/"))


class _Visit:
    def __init__(self, state: S3State, request: WireRequest, bucket: str, base: str) -> None:
        self.state = state
        self.request = request
        self.bucket = bucket
        self.base = base
        self.head = request.method == "HEAD"
        self.request_id = uuid4_text()

    # ------------------------------------------------------------------ the flow

    def answer(self, key: str) -> WireResponse:
        if self.request.method not in ("GET", "HEAD"):
            return self._error(
                _Failure(
                    405, "MethodNotAllowed", "The specified method is not allowed against this resource."
                )
            )
        row = buckets.get(self.state.store, self.bucket)
        if row is None:
            return self._error(_Failure(404, "NoSuchBucket", "The specified bucket does not exist"))
        config = settings.get(self.state.store, self.bucket, SETTING)
        if config is None:
            return self._error(
                _Failure(
                    404,
                    "NoSuchWebsiteConfiguration",
                    "The specified bucket does not have a website configuration",
                )
            )
        self.policy = row.policy
        redirect_all = config.get("RedirectAllRequestsTo")
        if redirect_all is not None:
            protocol = redirect_all.get("Protocol") or "http"
            return self._redirect(f"{protocol}://{redirect_all['HostName']}/{key}", 301)
        rules = config.get("RoutingRules") or []
        for rule in rules:
            condition = rule.get("Condition") or {}
            if "HttpErrorCodeReturnedEquals" in condition:
                continue
            if key.startswith(condition.get("KeyPrefixEquals", "")):
                return self._apply(rule, key)
        suffix = config["IndexDocument"]["Suffix"]
        wanted = key + suffix if key == "" or key.endswith("/") else key
        found = self._object(wanted)
        if isinstance(found, ObjectRow):
            return self._serve(found, 200)
        if found.code == "NoSuchKey" and not key.endswith("/") and key:
            folder = self._object(f"{key}/{suffix}")
            if isinstance(folder, ObjectRow):
                return self._redirect(f"{self.base}/{key}/", 302, absolute=False)
        for rule in rules:
            condition = rule.get("Condition") or {}
            code = condition.get("HttpErrorCodeReturnedEquals")
            if code == str(found.status) and key.startswith(condition.get("KeyPrefixEquals", "")):
                return self._apply(rule, key)
        return self._error(found, config.get("ErrorDocument", {}).get("Key"))

    # ------------------------------------------------------------------ pieces

    def _allowed(self, action: str, resource: str) -> bool:
        if not self.policy or restricted(self.state, self.bucket, self.policy):
            return False  # RestrictPublicBuckets: a public policy lets no anonymous visitor in
        from labcloud.services.iam.policy import parse_resource_policy
        from labcloud.services.iam.policy.evaluator import resource_decision

        try:
            policy = parse_resource_policy(json.loads(self.policy), name=f"bucket policy of {self.bucket}")
        except Exception:  # noqa: BLE001 - an unreadable policy allows nothing
            return False
        context = {
            "aws:SourceIp": self.request.client_host,
            "aws:SecureTransport": secure_transport(self.request.client_host),
            "aws:UserAgent": self.request.headers.get("user-agent", ""),
            "aws:Referer": self.request.headers.get("referer"),
        }
        return resource_decision(policy, ANONYMOUS, action, resource, context).allowed

    def _object(self, key: str) -> ObjectRow | _Failure:
        row = stored.get(self.state.store, self.bucket, key) if key else None
        if row is None:
            if self._allowed("s3:ListBucket", f"arn:aws:s3:::{self.bucket}"):
                return _Failure(404, "NoSuchKey", "The specified key does not exist.", key)
            return _Failure(403, "AccessDenied", "Access Denied")
        if not self._allowed("s3:GetObject", f"arn:aws:s3:::{self.bucket}/{key}"):
            return _Failure(403, "AccessDenied", "Access Denied")
        headers = json.loads(row.headers)
        if headers.get("StorageClass") in ARCHIVED:
            return _Failure(
                403, "InvalidObjectState", "The operation is not valid for the object's storage class"
            )
        if sse_kms.SEALED in headers:
            return _Failure(403, "AccessDenied", "Access Denied")
        return row

    def _serve(self, row: ObjectRow, status: int) -> WireResponse:
        headers = [
            ("etag", row.etag),
            ("last-modified", formatdate(row.last_modified, usegmt=True)),
            ("x-amz-request-id", self.request_id),
        ]
        stored_headers: dict[str, Any] = json.loads(row.headers)
        for member, header in (
            ("CacheControl", "cache-control"),
            ("ContentDisposition", "content-disposition"),
            ("ContentEncoding", "content-encoding"),
            ("ContentLanguage", "content-language"),
        ):
            if stored_headers.get(member):
                headers.append((header, str(stored_headers[member])))
        for name, value in json.loads(row.metadata).items():
            headers.append((f"x-amz-meta-{name}", str(value)))
        content_type = row.content_type or "binary/octet-stream"
        if self.head:
            headers.append(("content-length", str(row.size)))
            return WireResponse(status, b"", headers, content_type)
        if row.size <= INLINE_BYTES:
            return WireResponse(status, self.state.blobs.read_all(row.blob), headers, content_type)
        return WireResponse(
            status, b"", headers, content_type, stream=self.state.blobs.open_range(row.blob, 0, row.size)
        )

    def _error(self, failure: _Failure, document: str | None = None) -> WireResponse:
        if document:
            found = self._object(document)
            if isinstance(found, ObjectRow):
                return self._serve(found, failure.status)
        return _error_page(failure, self.request_id, self.head)

    def _apply(self, rule: dict[str, Any], key: str) -> WireResponse:
        redirect = rule["Redirect"]
        prefix = (rule.get("Condition") or {}).get("KeyPrefixEquals", "")
        if "ReplaceKeyWith" in redirect:
            target = redirect["ReplaceKeyWith"]
        elif "ReplaceKeyPrefixWith" in redirect:
            target = redirect["ReplaceKeyPrefixWith"] + key[len(prefix) :]
        else:
            target = key
        status = int(redirect.get("HttpRedirectCode") or 301)
        if "HostName" in redirect:
            protocol = redirect.get("Protocol") or "http"
            return self._redirect(f"{protocol}://{redirect['HostName']}/{target}", status)
        if "Protocol" in redirect:
            host = self.request.headers.get("host", "localhost")
            return self._redirect(f"{redirect['Protocol']}://{host}{self.base}/{target}", status)
        return self._redirect(f"{self.base}/{target}", status, absolute=False)

    def _redirect(self, location: str, status: int, absolute: bool = True) -> WireResponse:
        if not absolute:
            host = self.request.headers.get("host", "localhost")
            location = f"http://{host}{location}"
        headers = [("location", location), ("x-amz-request-id", self.request_id)]
        return WireResponse(status, b"", headers, "text/html; charset=utf-8")
