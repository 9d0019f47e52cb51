"""Bounds the wire layer enforces before any model walk: body encodings and JSON nesting.

- ``Content-Encoding: gzip`` / ``deflate`` request bodies are inflated here, never past the same
  size cap an uncompressed body has; a body that does not inflate is the service's
  serialization error, one that inflates past the cap is ``RequestEntityTooLargeException``.
- JSON documents are refused when nested deeper than :data:`MAX_JSON_DEPTH` (the model walk, the
  providers and Python's own decoder recurse per level; no client input may recurse past a bound).
  DynamoDB words the refusal the way it words an item nested deeper than its 32 levels.
- DynamoDB responses are gzipped when the client sends ``Accept-Encoding: gzip`` (as AWS does).
"""

from __future__ import annotations

import gzip
import zlib
from typing import Any

from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest, WireResponse

#: Deepest JSON nesting (objects and arrays) any request body may have. A DynamoDB item at its
#: 32-level limit inside TransactWriteItems is about 70 levels deep; deeper items still get
#: DynamoDB's own nesting error from the item checks, until this bound answers first.
MAX_JSON_DEPTH = 128

#: Services whose responses honour ``Accept-Encoding: gzip``.
GZIP_RESPONSES = frozenset({"dynamodb"})

_NESTING_MESSAGES = {"dynamodb": "Nesting Levels have exceeded supported limits"}


def nesting_error(service: str, code: str) -> AwsError:
    message = _NESTING_MESSAGES.get(service) or (
        f"The request body nests JSON deeper than {MAX_JSON_DEPTH} levels; labcloud does not support deeper nesting."
    )
    return AwsError(code, message, status=400)


def too_deep(document: Any, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether ``document`` nests containers deeper than ``limit`` (an iterative walk)."""
    stack: list[tuple[Any, int]] = [(document, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > limit:
            return True
        children = value.values() if isinstance(value, dict) else value
        for child in children:
            if isinstance(child, dict | list):
                stack.append((child, depth + 1))
    return False


def may_be_too_deep(body: bytes) -> bool:
    """A cheap gate: a body with fewer brackets than the bound cannot nest past it."""
    return body.count(b"{") + body.count(b"[") > MAX_JSON_DEPTH


_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"{}[]")


def json_too_deep(body: bytes, document: Any, limit: int = MAX_JSON_DEPTH) -> bool:
    """``too_deep(document)`` for the JSON text ``body`` it was decoded from, mostly without the walk.

    Without backslashes in the text, its strings are exactly what lies between pairs of quotes,
    and the brackets outside them are the document's container structure; each pass removes
    every empty ``{}`` then every empty ``[]``, which lowers the deepest nesting by one or two
    levels. A skeleton gone after ``p`` passes nests at most ``2p`` deep; one left after ``limit``
    passes nests deeper than ``limit``. Only in between is the document walked.
    """
    if not may_be_too_deep(body):
        return False
    if b"\\" in body:  # escapes: quotes no longer delimit strings alone
        return too_deep(document, limit)
    skeleton = b"".join(body.split(b'"')[::2]).translate(None, _NOT_BRACKETS)
    for passes in range(1, limit + 1):
        skeleton = skeleton.replace(b"{}", b"").replace(b"[]", b"")
        if not skeleton:
            return 2 * passes > limit and too_deep(document, limit)
    return True


class EncodingError(Exception):
    """A request body whose Content-Encoding could not be undone (``too_large``: it inflated past the cap)."""

    def __init__(self, message: str, too_large: bool = False) -> None:
        super().__init__(message)
        self.too_large = too_large


def _inflate(data: bytes, wbits: int, limit: int) -> bytes:
    """Inflate ``data`` (one zlib/raw stream, or gzip members one after another), at most ``limit`` bytes."""
    out: list[bytes] = []
    size = 0
    while True:
        inflater = zlib.decompressobj(wbits)
        pending = data
        while pending and not inflater.eof:
            chunk = inflater.decompress(pending, limit + 1 - size)
            size += len(chunk)
            if size > limit:
                raise EncodingError("the inflated body is too large", too_large=True)
            out.append(chunk)
            pending = inflater.unconsumed_tail
        if not inflater.eof:
            raise zlib.error("the compressed body is truncated")
        data = inflater.unused_data
        if not data:
            return b"".join(out)
        if wbits != 31:
            raise zlib.error("data follows the end of the compressed stream")


def decode_body(request: WireRequest, limit: int) -> None:
    """Undo the request's Content-Encoding in place (gzip, x-gzip, deflate, identity)."""
    header = request.headers.get("content-encoding")
    if not header:
        return
    codings = [c.strip().lower() for c in header.split(",") if c.strip()]
    body = request.body
    for coding in reversed(codings):
        if coding == "identity":
            continue
        if coding not in ("gzip", "x-gzip", "deflate"):
            raise EncodingError(f"labcloud does not support Content-Encoding: {coding}")
        try:
            if coding == "deflate":
                try:
                    body = _inflate(body, zlib.MAX_WBITS, limit)  # zlib-wrapped, as HTTP specifies
                except zlib.error:
                    body = _inflate(body, -zlib.MAX_WBITS, limit)  # raw deflate, as some clients send
            else:
                body = _inflate(body, 31, limit)
        except zlib.error as exc:
            raise EncodingError(f"The request body is not valid {coding} data: {exc}") from None
    request.body = body
    request.headers.pop("content-encoding", None)
    request.headers["content-length"] = str(len(body))


def accepts_gzip(request: WireRequest) -> bool:
    """Whether Accept-Encoding lists gzip with a non-zero quality."""
    for part in request.headers.get("accept-encoding", "").split(","):
        name, _, params = part.strip().partition(";")
        if name.strip().lower() not in ("gzip", "x-gzip"):
            continue
        quality = params.strip().lower()
        if quality.startswith("q="):
            try:
                return float(quality[2:]) > 0
            except ValueError:
                return False
        return True
    return False


def gzip_response(response: WireResponse) -> WireResponse:
    """The response with its body gzipped (and Content-Encoding set); streams are left alone."""
    if response.stream is not None or not response.body:
        return response
    response.body = gzip.compress(response.body, compresslevel=5, mtime=0)
    response.headers.append(("content-encoding", "gzip"))
    return response
