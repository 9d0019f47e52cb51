"""Message attributes of Publish/PublishBatch: AWS's checks and texts, and their size."""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from labcloud.services.sns.errors import invalid_value

if TYPE_CHECKING:
    from labcloud.services.sns.api import MessageAttributeValue

MAX_ATTRIBUTES = 10
_NAME_CHAR = re.compile(r"[A-Za-z0-9_.\-]")


def check(attributes: Mapping[str, MessageAttributeValue]) -> None:
    if len(attributes) > MAX_ATTRIBUTES:
        raise invalid_value(
            f"Number of message attributes [{len(attributes)}] exceeds the allowed maximum [{MAX_ATTRIBUTES}]."
        )
    for name, value in attributes.items():
        _check_name(name)
        data_type = value.get("DataType", "")
        base = data_type.split(".", 1)[0]
        if base not in ("String", "Number", "Binary"):
            raise invalid_value(
                f"The message attribute '{name}' has an invalid message attribute type, the set of supported "
                "type prefixes is Binary, Number, and String."
            )
        string, binary = value.get("StringValue"), value.get("BinaryValue")
        if base == "Binary":
            if string is not None:
                raise invalid_value(
                    f"The message attribute '{name}' with type 'Binary' must use field 'Binary'."
                )
            if not binary:
                raise invalid_value(
                    f"The message attribute '{name}' must contain non-empty message attribute value for "
                    f"message attribute type '{data_type}'."
                )
            continue
        if binary is not None:
            raise invalid_value(f"The message attribute '{name}' with type '{base}' must use field 'String'.")
        if not string:
            raise invalid_value(
                f"The message attribute '{name}' must contain non-empty message attribute value for message "
                f"attribute type '{data_type}'."
            )
        if base == "Number":
            try:
                number = float(string)
            except ValueError:
                raise invalid_value(f"Could not cast message attribute '{name}' value to number.") from None
            if not -1e9 <= number <= 1e9 or number != number:
                raise invalid_value(
                    f"Value {string} for message attribute '{name}' must be between -1.0E9 and 1.0E9"
                )
        if data_type == "String.Array":
            try:
                items = json.loads(string)
            except ValueError:
                items = None
            if not isinstance(items, list):
                raise invalid_value(
                    f"The message attribute '{name}' with type 'String.Array' has an invalid value: it must "
                    "be a JSON array"
                )


def _check_name(name: str) -> None:
    if not name or len(name.encode()) > 256:
        raise invalid_value("Length of message attribute name must be less than 256 bytes.")
    for char in name:
        if not _NAME_CHAR.match(char):
            raise invalid_value(
                f"Invalid non-alphanumeric character '#x{ord(char):X}' was found in the message attribute name. "
                "Can only include alphanumeric characters, hyphens, underscores, or dots."
            )
    if name.startswith(("AWS.", "Amazon.")) or name.lower().startswith(("aws.", "amazon.")):
        raise invalid_value(
            "You can't use the reserved names 'AWS.' or 'Amazon.' in message attribute names."
        )
    if name.startswith(".") or name.endswith(".") or ".." in name:
        raise invalid_value(
            f"Invalid message attribute name {name}: it must not start or end with a period or hold two in a row."
        )


def size(attributes: Mapping[str, MessageAttributeValue]) -> int:
    total = 0
    for name, value in attributes.items():
        total += len(name.encode()) + len(value.get("DataType", "").encode())
        if "BinaryValue" in value:
            total += len(value["BinaryValue"])
        else:
            total += len(value.get("StringValue", "").encode())
    return total


def stored(attributes: Mapping[str, MessageAttributeValue]) -> dict[str, dict[str, str]]:
    """The JSON form kept with a delivery: binary values base64-encoded."""
    out: dict[str, dict[str, str]] = {}
    for name, value in attributes.items():
        if "BinaryValue" in value:
            out[name] = {
                "DataType": value["DataType"],
                "BinaryValue": base64.b64encode(value["BinaryValue"]).decode(),
            }
        else:
            out[name] = {"DataType": value["DataType"], "StringValue": value.get("StringValue", "")}
    return out


def for_filter(attributes: Mapping[str, dict[str, str]]) -> dict[str, tuple[str, str]]:
    return {
        name: (v["DataType"], v.get("StringValue", v.get("BinaryValue", "")))
        for name, v in attributes.items()
    }
