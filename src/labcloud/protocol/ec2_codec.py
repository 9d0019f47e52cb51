"""The ``ec2`` protocol: form-encoded ``Action=...`` requests like ``query``, with EC2's own names and XML.

It differs from ``query`` (botocore's ``EC2Serializer`` and ``EC2QueryParser``) in four ways:

- input names: a member's ``queryName`` if it has one, else its ``locationName`` with the first letter
  upper-cased, else the member's name; every list is flattened (``Name.1``, ``Name.2``);
- output: members sit right under ``<OperationResponse>`` (no ``...Result`` wrapper), named by their
  ``locationName``, beside a lower-case ``<requestId>``; lists wrap their items in ``<item>``;
- errors: ``<Response><Errors><Error><Code>...</Code><Message>...</Message></Error></Errors>
  <RequestID>...</RequestID></Response>``.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from labcloud.errors import AwsError
from labcloud.protocol.errors_index import error_status
from labcloud.protocol.query_codec import QueryCodec
from labcloud.protocol.shape_model import ListShape, OperationModel, Shape, StructureShape
from labcloud.protocol.wire import WireResponse
from labcloud.protocol.xml_text import xml_safe


def error_document(code: str, message: str, request_id: str) -> bytes:
    root = ET.Element("Response")
    error = ET.SubElement(ET.SubElement(root, "Errors"), "Error")
    ET.SubElement(error, "Code").text = xml_safe(code)
    ET.SubElement(error, "Message").text = xml_safe(message)
    ET.SubElement(root, "RequestID").text = xml_safe(request_id)
    return b'<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode").encode()


class Ec2Codec(QueryCodec):
    """Parse and serialize EC2 (the one service on the ``ec2`` protocol)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.namespace = self.namespace.rstrip("/") + "/"

    # ------------------------------------------------------------------ input

    def _read_structure(self, shape: StructureShape, params: dict[str, str], prefix: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, member in shape.members.items():
            value = self._read(member, params, prefix + self._input_name(name, member), True)
            if value is not None:
                out[name] = value
        return out

    def _read(self, shape: Shape, params: dict[str, str], key: str, flattened: bool) -> Any:
        if isinstance(shape, ListShape):
            items = []
            index = 1
            while True:
                item = self._read(shape.member, params, f"{key}.{index}", True)
                if item is None:
                    break
                items.append(item)
                index += 1
            return items or None
        return super()._read(shape, params, key, flattened)

    @staticmethod
    def _input_name(name: str, member: Shape) -> str:
        query_name = member.serialization.get("queryName")
        if query_name:
            return str(query_name)
        location = member.serialization.get("name")
        if location:
            return str(location[0].upper() + location[1:])
        return name

    # ------------------------------------------------------------------ output

    def _name(self, parent: Shape, member_name: str, member: Shape) -> str:
        return str(member.serialization.get("name", member_name))

    def _flattened(self, parent: Shape, member_name: str, member: Shape) -> bool:
        return bool(member.serialization.get("flattened"))

    def serialize(self, op: OperationModel, result: dict[str, Any], request_id: str) -> WireResponse:
        name = op.name
        parts = [
            f'<?xml version="1.0" encoding="UTF-8"?>\n<{name}Response xmlns="{self.namespace}">',
            f"<requestId>{request_id}</requestId>",
        ]
        shape = op.output_shape
        if shape is not None:
            self._write_members(shape, result or {}, parts)
        parts.append(f"</{name}Response>")
        return WireResponse(200, "".join(parts).encode(), [("x-amzn-RequestId", request_id)], "text/xml")

    def serialize_error(self, error: AwsError, request_id: str) -> WireResponse:
        body = error_document(error.code, error.message, request_id)
        status = error_status(self.index.name, error.code, error.status, error.sender_fault)
        return WireResponse(status, body, [("x-amzn-RequestId", request_id)], "text/xml")
