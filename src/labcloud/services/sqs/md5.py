"""The MD5 digests SQS returns for a message body, its message attributes and system attributes.

Attributes are digested the way SQS documents it: names sorted; for each, the 4-byte big-endian
length and UTF-8 bytes of the name and of the data type, one transport byte (1 string, 2 binary,
3 string list, 4 binary list) and the length-prefixed value bytes.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Mapping
from typing import Any


def md5_hex(data: bytes) -> str:
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


def md5_of_body(body: str) -> str:
    return md5_hex(body.encode("utf-8"))


def _chunk(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _as_bytes(value: Any) -> bytes:
    return value if isinstance(value, bytes) else str(value).encode("utf-8")


def md5_of_attributes(attributes: Mapping[str, Mapping[str, Any]] | None) -> str | None:
    """Digest of message (or system) attributes in wire form; ``None`` when there are none."""
    if not attributes:
        return None
    parts: list[bytes] = []
    for name in sorted(attributes):
        value = attributes[name]
        parts.append(_chunk(name.encode("utf-8")))
        parts.append(_chunk(str(value.get("DataType", "")).encode("utf-8")))
        if value.get("StringValue") is not None:
            parts.append(b"\x01" + _chunk(str(value["StringValue"]).encode("utf-8")))
        elif value.get("BinaryValue") is not None:
            parts.append(b"\x02" + _chunk(_as_bytes(value["BinaryValue"])))
        elif value.get("StringListValues"):
            parts.append(
                b"\x03" + b"".join(_chunk(str(v).encode("utf-8")) for v in value["StringListValues"])
            )
        elif value.get("BinaryListValues"):
            parts.append(b"\x04" + b"".join(_chunk(_as_bytes(v)) for v in value["BinaryListValues"]))
    return md5_hex(b"".join(parts))
