"""The Smithy RPC v2 CBOR protocol: ``POST /service/<targetPrefix>/operation/<Operation>``.

Current botocore models list it for CloudWatch (``metadata.protocols``). Requests carry the
``smithy-protocol: rpc-v2-cbor`` header and a CBOR map as the body; timestamps travel as CBOR
tag 1 (epoch seconds), blobs as byte strings. Responses are CBOR maps with the same header;
errors are maps with ``__type`` and ``message`` and, for query-compatible services, the legacy
code in ``x-amzn-query-error`` (what botocore turns into the error code). Encoding and decoding
are done by ``cbor2``; the shape walk (validation, conversions) is the shared one in
:mod:`labcloud.protocol.shapes`.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import cbor2

from labcloud.errors import AwsError
from labcloud.protocol.errors_index import error_status
from labcloud.protocol.models import QUERY_COMPATIBLE, ServiceIndex
from labcloud.protocol.shape_model import ListShape, MapShape, OperationModel, Shape, StructureShape
from labcloud.protocol.shapes import as_datetime, needs_walk
from labcloud.protocol.validation_codes import raise_invalid, reader_for
from labcloud.protocol.wire import WireRequest, WireResponse

CONTENT_TYPE = "application/cbor"
PROTOCOL_HEADER = ("smithy-protocol", "rpc-v2-cbor")
UTC = dt.timezone.utc


def decode(body: bytes) -> dict[str, Any]:
    """The request's CBOR map (an empty body is an empty input)."""
    if not body:
        return {}
    try:
        document = cbor2.loads(body)
    except (cbor2.CBORDecodeError, ValueError, TypeError, OverflowError) as exc:
        raise AwsError(
            "SerializationException", f"The request body is not valid CBOR: {exc}", status=400
        ) from None
    if not isinstance(document, dict):
        raise AwsError("SerializationException", "The request body must be a CBOR map.", status=400)
    return document


def encode(document: Any) -> bytes:
    return bytes(cbor2.dumps(document, datetime_as_timestamp=True, timezone=UTC))


def _to_cbor(shape: Shape | None, value: Any) -> Any:
    """Provider values → CBOR-ready values: timestamp members become aware datetimes (tag 1)."""
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
        return as_datetime(value)
    if shape.type_name == "blob" and isinstance(value, str):
        return value.encode()
    return value


class CborCodec:
    """Parse and serialize one service spoken to over Smithy RPC v2 CBOR."""

    def __init__(self, index: ServiceIndex) -> None:
        self.index = index
        self.namespace = f"com.amazonaws.{index.name}"

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
        document = _to_cbor(op.output_shape, result or {}) if op.output_shape is not None else {}
        return WireResponse(
            200, encode(document), [("x-amzn-RequestId", request_id), PROTOCOL_HEADER], CONTENT_TYPE
        )

    def serialize_error(self, error: AwsError, request_id: str) -> WireResponse:
        service = self.index.name
        body: dict[str, Any] = {"__type": f"{self.namespace}#{error.code}", "message": error.message}
        if error.members:
            body.update(error.members)
        headers = [("x-amzn-RequestId", request_id), PROTOCOL_HEADER]
        if service in QUERY_COMPATIBLE:
            fault = "Sender" if error.sender_fault else "Receiver"
            headers.append(("x-amzn-query-error", f"{error.query_code or error.code};{fault}"))
        status = error_status(service, error.code, error.status, error.sender_fault)
        return WireResponse(status, encode(body), headers, CONTENT_TYPE)
