"""XML documents ⇄ Python values along botocore shapes, for the ``rest-xml`` protocol (S3).

Reading: an element tree (namespaces dropped) becomes the dict the shape describes: members by
their ``locationName``, flattened lists as repeated elements, wrapped lists as ``<member>`` (or
the list member's ``locationName``) children, scalars converted by type. Writing is the mirror
image. Only the standard library's ``xml.etree`` is used; its parser (expat) does not fetch
external entities and refuses entity-expansion bombs.
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import xml.etree.ElementTree as ET
from typing import Any

from labcloud.errors import AwsError
from labcloud.protocol.shape_model import ListShape, MapShape, Shape, StructureShape
from labcloud.protocol.shapes import format_timestamp, parse_timestamp, timestamp_format
from labcloud.protocol.xml_text import escape

S3_NAMESPACE = "http://s3.amazonaws.com/doc/2006-03-01/"


def malformed_xml() -> AwsError:
    return AwsError(
        "MalformedXML",
        "The XML you provided was not well-formed or did not validate against our published schema",
        status=400,
    )


def parse_document(body: bytes) -> ET.Element:
    """The root element of an XML body, tags stripped of their namespaces."""
    if b"<!DOCTYPE" in body or b"<!ENTITY" in body:
        raise malformed_xml()
    try:
        root = ET.fromstring(body)
    except ET.ParseError:
        raise malformed_xml() from None
    for element in root.iter():
        if isinstance(element.tag, str) and element.tag.startswith("{"):
            element.tag = element.tag.split("}", 1)[1]
    return root


def _name(member_name: str, member: Shape) -> str:
    return str(member.serialization.get("name", member_name))


def _attribute(element: ET.Element, name: str) -> str | None:
    """An XML attribute such as S3's ``xsi:type``, whatever namespace URI the document bound its prefix to."""
    local = name.rsplit(":", 1)[-1]
    for key, value in element.attrib.items():
        if key == name or key == local or key.endswith("}" + local):
            return value
    return None


def _quoted(text: str) -> str:
    return escape(text).replace('"', "&quot;")


def _attributes(shape: StructureShape, value: dict[str, Any]) -> str:
    """`` xmlns:xsi="..." xsi:type="..."``: a structure's attribute members and the namespace they use."""
    out = ""
    namespace = shape.serialization.get("xmlNamespace")
    if isinstance(namespace, dict) and namespace.get("prefix"):
        out += f' xmlns:{namespace["prefix"]}="{_quoted(str(namespace.get("uri", "")))}"'
    for name, member in shape.members.items():
        if member.serialization.get("xmlAttribute") and value.get(name) is not None:
            out += f' {_name(name, member)}="{_quoted(_scalar_text(member, value[name]))}"'
    return out


def _list_item_name(shape: ListShape) -> str:
    return str(shape.member.serialization.get("name", "member"))


def read_element(shape: Shape, element: ET.Element) -> Any:
    """One element's value along ``shape`` (wrapped lists and maps take the element as their wrapper)."""
    kind = shape.type_name
    if kind == "structure":
        assert isinstance(shape, StructureShape)
        out: dict[str, Any] = {}
        for name, member in shape.members.items():
            if member.serialization.get("location"):
                continue
            tag = _name(name, member)
            if member.type_name == "list" and member.serialization.get("flattened"):
                assert isinstance(member, ListShape)
                items = element.findall(tag)
                if items:
                    out[name] = [read_element(member.member, item) for item in items]
                continue
            if member.serialization.get("xmlAttribute"):
                found = _attribute(element, tag)
                if found is not None:
                    out[name] = read_scalar(member, found)
                continue
            child = element.find(tag)
            if child is not None:
                out[name] = read_element(member, child)
        return out
    if kind == "list":
        assert isinstance(shape, ListShape)
        item_tag = _list_item_name(shape)
        return [read_element(shape.member, item) for item in element.findall(item_tag)]
    if kind == "map":
        assert isinstance(shape, MapShape)
        result: dict[str, Any] = {}
        for entry in element.findall("entry"):
            key = entry.find("key")
            value = entry.find("value")
            if key is not None and value is not None:
                result[key.text or ""] = read_element(shape.value, value)
        return result
    return read_scalar(shape, element.text or "")


def read_scalar(shape: Shape, text: str) -> Any:
    kind = shape.type_name
    try:
        if kind in ("integer", "long"):
            return int(text.strip())
        if kind in ("double", "float"):
            return float(text.strip())
        if kind == "boolean":
            lowered = text.strip().lower()
            if lowered not in ("true", "false"):
                raise ValueError(text)
            return lowered == "true"
        if kind == "timestamp":
            return parse_timestamp(text)
        if kind == "blob":
            return base64.b64decode(text, validate=True)
    except (ValueError, TypeError, OverflowError, binascii.Error):
        raise malformed_xml() from None
    return text


# --------------------------------------------------------------------------- output


def _scalar_text(shape: Shape, value: Any) -> str:
    kind = shape.type_name
    if kind == "boolean":
        return "true" if value else "false"
    if kind == "timestamp":
        return str(format_timestamp(value, timestamp_format(shape, "iso8601")))
    if kind == "blob":
        raw = value if isinstance(value, bytes) else str(value).encode()
        return base64.b64encode(raw).decode("ascii")
    if isinstance(value, dt.datetime):
        return str(format_timestamp(value, "iso8601"))
    return str(value)


def write_element(parts: list[str], tag: str, shape: Shape, value: Any) -> None:
    """Append ``<tag>…</tag>`` for ``value`` along ``shape`` to ``parts``."""
    kind = shape.type_name
    if kind == "structure":
        assert isinstance(shape, StructureShape)
        parts.append(f"<{tag}{_attributes(shape, value)}>")
        write_members(parts, shape, value)
        parts.append(f"</{tag}>")
    elif kind == "list":
        assert isinstance(shape, ListShape)
        parts.append(f"<{tag}>")
        item_tag = _list_item_name(shape)
        for item in value:
            write_element(parts, item_tag, shape.member, item)
        parts.append(f"</{tag}>")
    elif kind == "map":
        assert isinstance(shape, MapShape)
        parts.append(f"<{tag}>")
        for key, item in value.items():
            parts.append(f"<entry><key>{escape(str(key))}</key>")
            write_element(parts, "value", shape.value, item)
            parts.append("</entry>")
        parts.append(f"</{tag}>")
    else:
        parts.append(f"<{tag}>{escape(_scalar_text(shape, value))}</{tag}>")


def write_members(parts: list[str], shape: StructureShape, value: dict[str, Any]) -> None:
    """The body members of a structure (header/URI-bound members are left to the caller)."""
    for name, member in shape.members.items():
        item = value.get(name)
        if item is None or member.serialization.get("location") or member.serialization.get("xmlAttribute"):
            continue
        tag = _name(name, member)
        if member.type_name == "list" and member.serialization.get("flattened"):
            assert isinstance(member, ListShape)
            for entry in item:
                write_element(parts, tag, member.member, entry)
        else:
            write_element(parts, tag, member, item)


def document(
    root: str, shape: StructureShape, value: dict[str, Any], namespace: str | None = S3_NAMESPACE
) -> bytes:
    """A whole XML document whose root element holds ``value``'s body members."""
    parts = ['<?xml version="1.0" encoding="UTF-8"?>\n']
    parts.append(f'<{root} xmlns="{namespace}">' if namespace else f"<{root}>")
    write_members(parts, shape, value)
    parts.append(f"</{root}>")
    return "".join(parts).encode("utf-8")
