"""Picks the codec for a service (and for SQS spoken to over the query protocol)."""

from __future__ import annotations

import asyncio
import importlib
import json
from collections.abc import Callable
from functools import cache, partial
from typing import Any, Protocol

from labcloud.errors import AwsError
from labcloud.protocol.ec2_codec import Ec2Codec
from labcloud.protocol.json_codec import JsonCodec
from labcloud.protocol.models import QUERY_COMPATIBLE, SERVICES, service_index, service_model, warm
from labcloud.protocol.query_codec import QueryCodec, error_document
from labcloud.protocol.rest_json_codec import RestJsonCodec
from labcloud.protocol.rest_xml_codec import RestXmlCodec
from labcloud.protocol.shape_model import OperationModel
from labcloud.protocol.wire import WireRequest, WireResponse


class Codec(Protocol):
    def parse(self, op: OperationModel, request: WireRequest, path: dict[str, str]) -> dict[str, Any]: ...

    def serialize(self, op: OperationModel, result: dict[str, Any], request_id: str) -> WireResponse: ...

    def serialize_error(self, error: AwsError, request_id: str) -> WireResponse: ...


@cache
def codec_for(service: str, query_mode: bool = False, cbor: bool = False, amz_cbor: bool = False) -> Codec:
    index = service_index(service)
    # the CBOR codecs (with cbor2, ~2 ms) are imported by the warm-up once the server answers, or by the
    # first CBOR request if it comes sooner: no start needs them (issue 40)
    if cbor:
        from labcloud.protocol.cbor_codec import CborCodec

        return CborCodec(index)
    if amz_cbor and index.protocol == "json":
        from labcloud.protocol.amz_cbor_codec import AmzCborCodec

        return AmzCborCodec(index)
    if index.protocol == "ec2":
        return Ec2Codec(index)
    if query_mode or index.protocol == "query":
        return QueryCodec(index)
    if index.protocol == "rest-json":
        return RestJsonCodec(index)
    if index.protocol == "rest-xml":
        return RestXmlCodec(index)
    return JsonCodec(index)


def warm_steps() -> list[Callable[[], object]]:
    """The start-up warm-up in small steps (one model, one index, one codec: a few ms each)."""
    steps: list[Callable[[], object]] = []
    for name in SERVICES:
        steps += [partial(service_model, name), partial(service_index, name), partial(codec_for, name)]
        if name in QUERY_COMPATIBLE:
            steps.append(partial(codec_for, name, True))
    steps += [
        partial(importlib.import_module, f"labcloud.protocol.{name}")
        for name in ("cbor_codec", "amz_cbor_codec")
    ]
    steps += [warm, release_free_memory]
    return steps


async def warm_protocol() -> None:
    """Every service's model, routing tables and codec, loaded ahead of the first request.

    Runs on the event loop once the server answers, one small step at a time with a yield between
    steps, so a request arriving meanwhile waits for one step at most (a thread would contend for the
    GIL with every request instead). A request needing a model not loaded yet loads it itself.
    """
    for step in warm_steps():
        step()
        await asyncio.sleep(0)


def release_free_memory() -> None:
    """Give the heap pages freed while loading (the models' raw text) back to the OS (glibc only)."""
    try:
        import ctypes

        ctypes.CDLL(None).malloc_trim(0)
    except (OSError, AttributeError):
        pass


def unrouted_error(
    request: WireRequest, error: AwsError, request_id: str, signer: str | None = None
) -> WireResponse:
    """An error for a request no service claimed, in the shape its protocol would expect.

    A request signed for a REST service (Lambda, FIS) gets that service's error shape, whatever its
    Content-Type: the client reading it speaks that protocol.
    """
    if request.stream is not None:  # an S3 request (its body is streamed): S3's XML error
        return codec_for("s3").serialize_error(error, request_id)
    if signer in SERVICES and signer != "s3" and service_index(signer).protocol.startswith("rest"):
        return codec_for(signer).serialize_error(error, request_id)
    status = error.status or 400
    headers = [("x-amzn-RequestId", request_id)]
    if request.content_type == "application/x-www-form-urlencoded" or "Action=" in request.query_string:
        body = error_document(None, "Sender", error.code, error.message, request_id)
        return WireResponse(status, body, headers, "text/xml")
    document = {"__type": error.code, "message": error.message}
    headers.append(("x-amzn-ErrorType", f"{error.code}:"))
    return WireResponse(status, json.dumps(document).encode(), headers, "application/x-amz-json-1.0")
