"""Picks the codec for a service (and for SQS spoken to over the query protocol)."""

from __future__ import annotations

import json
import sys
from functools import cache
from typing import Any, Protocol

from botocore.model import OperationModel

from labcloud.errors import AwsError
from labcloud.protocol.cbor_codec import CborCodec
from labcloud.protocol.json_codec import JsonCodec
from labcloud.protocol.models import QUERY_COMPATIBLE, SERVICES, service_index, warm
from labcloud.protocol.query_codec import QueryCodec, error_document
from labcloud.protocol.rest_json_codec import RestJsonCodec
from labcloud.protocol.rest_xml_codec import RestXmlCodec
from labcloud.protocol.wire import WireRequest, WireResponse


class Codec(Protocol):
    def parse(self, op: OperationModel, request: WireRequest, path: dict[str, str]) -> dict[str, Any]: ...

    def serialize(self, op: OperationModel, result: dict[str, Any], request_id: str) -> WireResponse: ...

    def serialize_error(self, error: AwsError, request_id: str) -> WireResponse: ...


@cache
def codec_for(service: str, query_mode: bool = False, cbor: bool = False) -> Codec:
    index = service_index(service)
    if cbor:
        return CborCodec(index)
    if query_mode or index.protocol == "query":
        return QueryCodec(index)
    if index.protocol == "rest-json":
        return RestJsonCodec(index)
    if index.protocol == "rest-xml":
        return RestXmlCodec(index)
    return JsonCodec(index)


def warm_protocol() -> None:
    """Every service's model, routing tables and codec, loaded ahead of the first request.

    Runs on a background thread while the server already answers. The GIL's switch interval is
    shortened meanwhile: with the default 5 ms, the event-loop thread, which gives the GIL up at
    every SQLite call and socket write, would wait up to 5 ms to get it back each time, turning a
    1 ms request into tens of milliseconds while the models load.
    """
    default = sys.getswitchinterval()
    sys.setswitchinterval(min(default, 0.0002))
    try:
        for name in SERVICES:
            warm([name])
            codec_for(name)
            if name in QUERY_COMPATIBLE:
                codec_for(name, True)
        warm()
    finally:
        sys.setswitchinterval(default)
    release_free_memory()


def release_free_memory() -> None:
    """Give the heap pages freed while loading (the models' raw text) back to the OS (glibc only)."""
    try:
        import ctypes

        ctypes.CDLL(None).malloc_trim(0)
    except (OSError, AttributeError):
        pass


def unrouted_error(request: WireRequest, error: AwsError, request_id: str) -> WireResponse:
    """An error for a request no service claimed, in the shape its protocol would expect."""
    if request.stream is not None:  # an S3 request (its body is streamed): S3's XML error
        return codec_for("s3").serialize_error(error, request_id)
    status = error.status or 400
    headers = [("x-amzn-RequestId", request_id)]
    if request.content_type == "application/x-www-form-urlencoded" or "Action=" in request.query_string:
        body = error_document(None, "Sender", error.code, error.message, request_id)
        return WireResponse(status, body, headers, "text/xml")
    document = {"__type": error.code, "message": error.message}
    headers.append(("x-amzn-ErrorType", f"{error.code}:"))
    return WireResponse(status, json.dumps(document).encode(), headers, "application/x-amz-json-1.0")
