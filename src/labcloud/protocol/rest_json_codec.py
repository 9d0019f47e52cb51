"""The ``rest-json`` protocol: method + path routed, members bound to URI, query, headers or body.

Used by Lambda. Each input member's ``location`` in the model says where it travels; the
output side mirrors it (headers, status code, a raw payload member, or a JSON body).
"""

from __future__ import annotations

import base64
import json
from typing import Any
from urllib.parse import unquote

from labcloud import json_document
from labcloud.errors import AwsError
from labcloud.protocol.errors_index import error_shapes, error_status
from labcloud.protocol.eventstream import encode_events
from labcloud.protocol.json_codec import decode_document, dumps
from labcloud.protocol.models import ServiceIndex
from labcloud.protocol.shape_model import OperationModel, Shape, StructureShape
from labcloud.protocol.shapes import (
    b64,
    format_timestamp,
    needs_json_walk,
    renames,
    timestamp_format,
    to_wire,
    wire_names,
)
from labcloud.protocol.validation_codes import raise_invalid, reader_for
from labcloud.protocol.wire import WireRequest, WireResponse


def _header_value(shape: Shape, raw: str) -> Any:
    if shape.serialization.get("jsonvalue"):
        try:
            return json_document.loads(base64.b64decode(raw))
        except ValueError:
            return raw
    if shape.type_name == "list":
        return [part.strip() for part in raw.split(",")]
    return raw


def _header_text(shape: Shape, value: Any) -> str:
    if shape.serialization.get("jsonvalue"):
        return b64(json.dumps(value).encode())
    if shape.type_name == "timestamp":
        return str(format_timestamp(value, timestamp_format(shape, "rfc822")))
    if shape.type_name == "boolean":
        return "true" if value else "false"
    if shape.type_name == "list":
        return ",".join(str(v) for v in value)
    return str(value)


class RestJsonCodec:
    """Parse and serialize one rest-json service."""

    def __init__(self, index: ServiceIndex) -> None:
        self.index = index

    def parse(self, op: OperationModel, request: WireRequest, path: dict[str, str]) -> dict[str, Any]:
        shape = op.input_shape
        if shape is None:
            return {}
        document: dict[str, Any] = {}
        query = request.query_dict()
        payload_name = shape.serialization.get("payload")
        body_members: dict[str, Shape] = {}
        for name, member in shape.members.items():
            where = member.serialization.get("location")
            wire_name = member.serialization.get("name", name)
            if where == "uri":
                if wire_name in path:
                    document[name] = unquote(path[wire_name])
            elif where == "querystring":
                if member.type_name == "map":
                    document[name] = {k: v[-1] for k, v in query.items()}
                elif wire_name in query:
                    values = query[wire_name]
                    document[name] = values if member.type_name == "list" else values[-1]
            elif where == "header":
                raw = request.headers.get(wire_name.lower())
                if raw is not None:
                    document[name] = _header_value(member, raw)
            elif where == "headers":
                prefix = wire_name.lower()
                document[name] = {
                    k[len(prefix) :]: v for k, v in request.headers.items() if k.startswith(prefix)
                }
            elif name == payload_name:
                if member.type_name in ("blob", "string"):
                    if request.body:
                        document[name] = request.body if member.type_name == "blob" else request.body.decode()
                else:
                    document[name] = decode_document(self.index.name, request.body, op)
            else:
                body_members[name] = member
        if body_members and payload_name is None:
            body = decode_document(self.index.name, request.body, op)
            for name, member in body_members.items():
                wire_name = member.serialization.get("name", name)  # API Gateway's integrationHttpMethod
                if wire_name in body:
                    raw = body[wire_name]
                    document[name] = wire_names(member, raw, inbound=True) if renames(member) else raw
        reader = reader_for(self.index.name, scalars_from_text=True)
        params = reader.read_structure(shape, document)
        raise_invalid(self.index.name, reader, op)
        return params

    def serialize(self, op: OperationModel, result: dict[str, Any], request_id: str) -> WireResponse:
        status = int(op.http.get("responseCode", 200))
        headers: list[tuple[str, str]] = [("x-amzn-RequestId", request_id)]
        shape = op.output_shape
        if op.has_event_stream_output and isinstance(shape, StructureShape):
            return self._serialize_stream(shape, status, headers, result)
        if shape is None or not result:
            return WireResponse(
                status, b"" if status == 204 else b"{}" if shape is not None else b"", headers
            )
        assert isinstance(shape, StructureShape)
        payload_name = shape.serialization.get("payload")
        body: dict[str, Any] = {}
        raw_body: bytes | None = None
        content_type = "application/json"
        declared: str | None = None  # a Content-Type header member (GetExport's) names the payload's type
        for name, value in result.items():
            if value is None:
                continue
            member = shape.members.get(name)
            if member is None:
                continue
            where = member.serialization.get("location")
            if where == "header" and member.serialization.get("name", name).lower() == "content-type":
                declared = _header_text(member, value)
            elif where == "header":
                headers.append((member.serialization.get("name", name), _header_text(member, value)))
            elif where == "headers":
                prefix = member.serialization.get("name", name)
                headers.extend((prefix + k, str(v)) for k, v in value.items())
            elif where == "statusCode":
                status = int(value)
            elif name == payload_name:
                if member.type_name == "blob":
                    raw_body = value if isinstance(value, bytes) else str(value).encode()
                    content_type = "application/octet-stream"
                elif member.type_name == "string":
                    raw_body = str(value).encode()
                    content_type = "text/plain"
                else:
                    raw_body = dumps(
                        to_wire(member, value, "unixTimestamp", b64) if needs_json_walk(member) else value
                    )
            else:  # under its locationName (API Gateway's ``items`` travel as ``item``)
                out = to_wire(member, value, "unixTimestamp", b64) if needs_json_walk(member) else value
                body[member.serialization.get("name", name)] = (
                    wire_names(member, out, inbound=False) if renames(member) else out
                )
        if raw_body is None:
            raw_body = dumps(body) if payload_name is None else b""
        return WireResponse(status, raw_body, headers, declared or content_type)

    def _serialize_stream(
        self, shape: StructureShape, status: int, headers: list[tuple[str, str]], result: dict[str, Any]
    ) -> WireResponse:
        """An event stream payload (Lambda's InvokeWithResponseStream): the other members go in the
        status line and headers, the provider's async iterator of stream items is framed event by
        event; no iterator (a DryRun) is an empty body."""
        content_type = "application/vnd.amazon.eventstream"
        stream_name = shape.serialization.get("payload")
        for name, value in result.items():
            member = shape.members.get(name)
            if member is None or value is None or name == stream_name:
                continue
            where = member.serialization.get("location")
            wire_name = member.serialization.get("name", name)
            if where == "statusCode":
                status = int(value)
            elif where == "header" and wire_name.lower() == "content-type":
                content_type = str(value)
            elif where == "header":
                headers.append((wire_name, _header_text(member, value)))
        items = result.get(stream_name) if stream_name else None
        if items is None or not stream_name:
            return WireResponse(status, b"", headers, content_type)
        events = shape.members[stream_name]
        assert isinstance(events, StructureShape)
        return WireResponse(
            status, b"", headers, content_type, stream=encode_events(items, _event_encoder(events))
        )

    def serialize_error(self, error: AwsError, request_id: str) -> WireResponse:
        service = self.index.name
        shape = error_shapes(service).get(error.code)
        body: dict[str, Any] = {"Type": "User" if error.sender_fault else "Server", "message": error.message}
        if error.members:
            body.update(
                to_wire(shape, error.members, "unixTimestamp", b64) if shape is not None else error.members
            )
        status = error_status(service, error.code, error.status, error.sender_fault)
        headers = [("x-amzn-RequestId", request_id), ("x-amzn-ErrorType", f"{error.code}:")]
        return WireResponse(status, dumps(body), headers)


def _event_encoder(events: StructureShape) -> Any:
    """How each event of an event stream travels: a blob/string ``eventpayload`` member raw, a
    structure one as JSON, otherwise the event's members as a JSON document."""

    def encode(kind: str, payload: dict[str, Any]) -> tuple[bytes, str]:
        event = events.members.get(kind)
        if not isinstance(event, StructureShape):
            return dumps(payload), "application/json"
        for name, member in event.members.items():
            if not member.serialization.get("eventpayload"):
                continue
            value = payload.get(name)
            if member.type_name == "blob":
                return (
                    value if isinstance(value, bytes) else str(value or "").encode()
                ), "application/octet-stream"
            if member.type_name == "string":
                return str(value or "").encode(), "text/plain"
            return dumps(to_wire(member, value or {}, "unixTimestamp", b64)), "application/json"
        return dumps(to_wire(event, payload, "unixTimestamp", b64) if needs_json_walk(event) else payload), (
            "application/json"
        )

    return encode
