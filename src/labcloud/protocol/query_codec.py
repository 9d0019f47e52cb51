"""The ``query`` protocol: form-encoded ``Action=...`` requests and XML responses.

Used by IAM and STS, and by SQS for older SDKs (SQS's model is json but the service still
answers the query protocol; its legacy member names are supplied as ``NameOverrides``).
Input names follow botocore's query serializer rules: ``Name.member.N`` for lists,
``Name.entry.N.key``/``.value`` for maps, flattened variants ``Name.N``.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from labcloud.errors import AwsError
from labcloud.protocol.errors_index import error_status
from labcloud.protocol.models import ServiceIndex
from labcloud.protocol.shape_model import ListShape, MapShape, OperationModel, Shape, StructureShape
from labcloud.protocol.shapes import b64, format_timestamp, timestamp_format
from labcloud.protocol.validation_codes import raise_invalid, reader_for
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.protocol.xml_text import escape, xml_safe  # a crafted value never breaks the document

#: (shape name, member name or "key"/"value"/"member") → the name used on the query wire,
#: and whether a list or map is flattened there. Filled by services whose json model lost them.
NameOverrides = dict[tuple[str, str], tuple[str, bool | None]]


def error_document(namespace: str | None, fault: str, code: str, message: str, request_id: str) -> bytes:
    """An ``<ErrorResponse>`` built with the standard library (every text escaped)."""
    root = ET.Element("ErrorResponse", {"xmlns": namespace} if namespace else {})
    error = ET.SubElement(root, "Error")
    for tag, text in (("Type", fault), ("Code", code), ("Message", message)):
        ET.SubElement(error, tag).text = xml_safe(text)
    ET.SubElement(root, "RequestId").text = xml_safe(request_id)
    return b'<?xml version="1.0"?>\n' + ET.tostring(root, encoding="unicode").encode()


_OVERRIDES: dict[str, NameOverrides] = {}


def register_overrides(service: str, overrides: NameOverrides) -> None:
    _OVERRIDES[service] = overrides


class QueryCodec:
    """Parse and serialize one query-protocol service (or a json service in query mode)."""

    def __init__(self, index: ServiceIndex) -> None:
        self.index = index
        self.namespace = index.model.metadata.get("xmlNamespace") or (
            f"https://{index.model.metadata.get('endpointPrefix', index.name)}.amazonaws.com/doc/"
            f"{index.model.metadata.get('apiVersion')}/"
        )

    # ------------------------------------------------------------------ names

    def _name(self, parent: Shape, member_name: str, member: Shape) -> str:
        override = _OVERRIDES.get(self.index.name, {}).get((parent.name, member_name))
        if override:
            return override[0]
        return str(member.serialization.get("name", member_name))

    def _flattened(self, parent: Shape, member_name: str, member: Shape) -> bool:
        override = _OVERRIDES.get(self.index.name, {}).get((parent.name, member_name))
        if override and override[1] is not None:
            return bool(override[1])
        return bool(member.serialization.get("flattened"))

    # ------------------------------------------------------------------ input

    def parse(self, op: OperationModel, request: WireRequest, _path: dict[str, str]) -> dict[str, Any]:
        params = dict(request.query)
        if request.method == "POST" and request.body:
            from urllib.parse import parse_qsl

            try:
                params.update(parse_qsl(request.body.decode("utf-8"), keep_blank_values=True))
            except UnicodeDecodeError:
                raise AwsError("MalformedInput", "The request body is not valid UTF-8.", status=400) from None
        shape = op.input_shape
        if shape is None:
            return {}
        if "QueueUrl" in shape.members and "QueueUrl" not in params and request.path.count("/") >= 2:
            # SQS's query protocol may address the queue by the request path instead of a parameter.
            params["QueueUrl"] = f"http://{request.headers.get('host', '127.0.0.1')}{request.path}"
        document = self._read_structure(shape, params, "")
        reader = reader_for(self.index.name, scalars_from_text=True)
        parsed = reader.read_structure(shape, document)
        raise_invalid(self.index.name, reader, op)
        return parsed

    def _read_structure(self, shape: StructureShape, params: dict[str, str], prefix: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, member in shape.members.items():
            key = prefix + self._name(shape, name, member)
            value = self._read(member, params, key, self._flattened(shape, name, member))
            if value is not None:
                out[name] = value
        return out

    def _read(self, shape: Shape, params: dict[str, str], key: str, flattened: bool) -> Any:
        if isinstance(shape, StructureShape):
            if not any(k.startswith(key + ".") for k in params):
                return None
            return self._read_structure(shape, params, key + ".")
        if isinstance(shape, ListShape):
            if params.get(key) == "":
                return []
            base = key if flattened else f"{key}.{shape.member.serialization.get('name', 'member')}"
            items = []
            index = 1
            while True:
                item = self._read(shape.member, params, f"{base}.{index}", False)
                if item is None:
                    break
                items.append(item)
                index += 1
            return items or None
        if isinstance(shape, MapShape):
            key_name = self._override_name(shape, "key", shape.key.serialization.get("name", "key"))
            value_name = self._override_name(shape, "value", shape.value.serialization.get("name", "value"))
            base = key if flattened else f"{key}.entry"
            out: dict[str, Any] = {}
            index = 1
            while f"{base}.{index}.{key_name}" in params:
                entry_key = params[f"{base}.{index}.{key_name}"]
                out[entry_key] = self._read(shape.value, params, f"{base}.{index}.{value_name}", False)
                index += 1
            return out or None
        return params.get(key)

    def _override_name(self, shape: Shape, role: str, default: str) -> str:
        override = _OVERRIDES.get(self.index.name, {}).get((shape.name, role))
        return override[0] if override else default

    # ------------------------------------------------------------------ output

    def serialize(self, op: OperationModel, result: dict[str, Any], request_id: str) -> WireResponse:
        name = op.name
        parts = [f'<?xml version="1.0"?>\n<{name}Response xmlns="{self.namespace}">']
        shape = op.output_shape
        if shape is not None:
            wrapper = shape.serialization.get("resultWrapper") or f"{name}Result"
            parts.append(f"<{wrapper}>")
            self._write_members(shape, result or {}, parts)
            parts.append(f"</{wrapper}>")
        parts.append(
            f"<ResponseMetadata><RequestId>{request_id}</RequestId></ResponseMetadata></{name}Response>"
        )
        return WireResponse(200, "".join(parts).encode(), [("x-amzn-RequestId", request_id)], "text/xml")

    def _write_members(self, shape: StructureShape, value: dict[str, Any], parts: list[str]) -> None:
        for name, member in shape.members.items():
            item = value.get(name)
            if item is None:
                continue
            tag = self._name(shape, name, member)
            self._write(member, item, tag, self._flattened(shape, name, member), parts)

    def _write(self, shape: Shape, value: Any, tag: str, flattened: bool, parts: list[str]) -> None:
        if isinstance(shape, StructureShape):
            parts.append(f"<{tag}>")
            self._write_members(shape, value, parts)
            parts.append(f"</{tag}>")
        elif isinstance(shape, ListShape):
            member_tag = shape.member.serialization.get("name", "member")
            if flattened:
                for item in value:
                    self._write(shape.member, item, tag, False, parts)
            else:
                parts.append(f"<{tag}>")
                for item in value:
                    self._write(shape.member, item, member_tag, False, parts)
                parts.append(f"</{tag}>")
        elif isinstance(shape, MapShape):
            key_name = self._override_name(shape, "key", shape.key.serialization.get("name", "key"))
            value_name = self._override_name(shape, "value", shape.value.serialization.get("name", "value"))
            if not flattened:
                parts.append(f"<{tag}>")
            for key, item in value.items():
                parts.append(f"<{tag}>" if flattened else "<entry>")
                parts.append(f"<{key_name}>{escape(str(key))}</{key_name}>")
                self._write(shape.value, item, value_name, False, parts)
                parts.append(f"</{tag}>" if flattened else "</entry>")
            if not flattened:
                parts.append(f"</{tag}>")
        else:
            parts.append(f"<{tag}>{escape(self._scalar(shape, value))}</{tag}>")

    def _scalar(self, shape: Shape, value: Any) -> str:
        kind = shape.type_name
        if kind == "boolean":
            return "true" if value else "false"
        if kind == "timestamp":
            return str(format_timestamp(value, timestamp_format(shape, "iso8601")))
        if kind == "blob":
            return b64(value if isinstance(value, bytes) else str(value).encode())
        return str(value)

    def serialize_error(self, error: AwsError, request_id: str) -> WireResponse:
        fault = "Sender" if error.sender_fault else "Receiver"
        body = error_document(
            self.namespace, fault, error.query_code or error.code, error.message, request_id
        )
        status = error_status(self.index.name, error.code, error.status, error.sender_fault)
        return WireResponse(status, body, [("x-amzn-RequestId", request_id)], "text/xml")
