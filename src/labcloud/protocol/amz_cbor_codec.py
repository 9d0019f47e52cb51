"""AWS's older CBOR flavour of the json protocol: ``X-Amz-Target`` routed, ``application/x-amz-cbor-1.1``.

The AWS SDK for Java (and the KCL/KPL on it) talks to Kinesis this way: the same operations and
members as the json protocol, but request and response bodies are CBOR maps, blobs travel as byte
strings and timestamps as CBOR tag 1 holding epoch **milliseconds** (an integer), not the seconds
RFC 8949 and Smithy RPC v2 use. Errors are CBOR maps with ``__type`` and ``message``. Decoding and
encoding are ``cbor2``'s; the shape walk (validation, conversions) is the shared one.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import cbor2

from labcloud.errors import AwsError
from labcloud.protocol.errors_index import error_status
from labcloud.protocol.models import ServiceIndex
from labcloud.protocol.shape_model import ListShape, MapShape, OperationModel, Shape, StructureShape
from labcloud.protocol.shapes import as_datetime, needs_walk
from labcloud.protocol.validation_codes import raise_invalid, reader_for
from labcloud.protocol.wire import WireRequest, WireResponse

CONTENT_TYPE = "application/x-amz-cbor-1.1"
UTC = dt.timezone.utc


def _millis(*args: Any) -> dt.datetime:
    """Tag 1's content (epoch milliseconds) as a datetime; cbor2 hands the tag's decoded value first."""
    value = args[0]
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise ValueError("a timestamp must be a number of epoch milliseconds")
    return dt.datetime.fromtimestamp(value / 1000, UTC)


def decode(body: bytes) -> dict[str, Any]:
    if not body:
        return {}
    try:
        document = cbor2.loads(body, semantic_decoders={1: _millis})
    except (cbor2.CBORDecodeError, ValueError, TypeError, OverflowError) as exc:
        raise AwsError(
            "SerializationException", f"The request body is not valid CBOR: {exc}", status=400
        ) from None
    if not isinstance(document, dict):
        raise AwsError("SerializationException", "The request body must be a CBOR map.", status=400)
    return document


def _to_cbor(shape: Shape | None, value: Any) -> Any:
    """Provider values → CBOR-ready values: timestamps become tag 1 with epoch milliseconds."""
    if shape is None or value is None or not needs_walk(shape):
        return value
    if isinstance(shape, StructureShape):
        members = shape.members
        return {k: _to_cbor(members.get(k), v) for k, v in value.items() if v is not None}
    if isinstance(shape, ListShape):
        return [_to_cbor(shape.member, item) for item in value]
    if isinstance(shape, MapShape):
        return {k: _to_cbor(shape.value, v) for k, v in value.items()}
    if shape.type_name == "timestamp":
        return cbor2.CBORTag(1, round(as_datetime(value).timestamp() * 1000))
    if shape.type_name == "blob" and isinstance(value, str):
        return value.encode()
    return value


class AmzCborCodec:
    """Parse and serialize one json-protocol service spoken to in ``application/x-amz-cbor-1.1``."""

    def __init__(self, index: ServiceIndex) -> None:
        self.index = index

    def parse(self, op: OperationModel, request: WireRequest, _path: dict[str, str]) -> dict[str, Any]:
        document = decode(request.body)
        shape = op.input_shape
        if shape is None:
            return {}
        reader = reader_for(self.index.name)
        params = reader.read_structure(shape, document)
        raise_invalid(self.index.name, reader, op)
        return params

    def serialize(self, op: OperationModel, result: dict[str, Any], request_id: str) -> WireResponse:
        if op.has_event_stream_output:
            raise AwsError(
                "SerializationException",
                "labcloud answers event streams over the json protocol only",
                status=400,
            )
        document = _to_cbor(op.output_shape, result or {}) if op.output_shape is not None else {}
        return WireResponse(
            200, bytes(cbor2.dumps(document)), [("x-amzn-RequestId", request_id)], CONTENT_TYPE
        )

    def serialize_error(self, error: AwsError, request_id: str) -> WireResponse:
        body: dict[str, Any] = {"__type": error.code, "message": error.message}
        if error.members:
            body.update(error.members)
        status = error_status(self.index.name, error.code, error.status, error.sender_fault)
        return WireResponse(
            status, bytes(cbor2.dumps(body)), [("x-amzn-RequestId", request_id)], CONTENT_TYPE
        )
