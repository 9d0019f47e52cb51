"""The AttributeValue model in its wire form and DynamoDB's rules for values, items and keys.

A value is a one-entry dict: ``{"S": "x"}``, ``{"N": "1.5"}``, ``{"B": b"..."}`` (already
base64-decoded by the protocol layer), ``{"BOOL": True}``, ``{"NULL": True}``, ``{"SS": [...]}``,
``{"NS": [...]}``, ``{"BS": [...]}``, ``{"L": [...]}``, ``{"M": {...}}``.

``validate_value`` / ``validate_item`` / ``validate_key`` raise AWS's ``ValidationException``
messages and return a normalised copy (numbers in DynamoDB's canonical text). Ordering, key
encodings and sizes live in the sibling ``values_*`` modules and are re-exported here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.dynamodb.values_number import (
    decimal_to_wire,
    normalize_number,
    parse_number,
    to_decimal,
)
from labcloud.services.dynamodb.values_order import (
    compare_values,
    key_bytes,
    key_hash,
    sort_key_bytes,
    value_type,
    values_equal,
)
from labcloud.services.dynamodb.values_size import MAX_ITEM_SIZE, item_size, value_size

__all__ = [
    "AttributeValue",
    "Item",
    "MAX_DEPTH",
    "MAX_ITEM_SIZE",
    "SCALAR_TYPES",
    "SET_TYPES",
    "TYPES",
    "compare_values",
    "copy_value",
    "decimal_to_wire",
    "item_size",
    "validate_sized_item",
    "key_bytes",
    "key_hash",
    "normalize_number",
    "parse_number",
    "sort_key_bytes",
    "to_decimal",
    "validate_item",
    "validate_key",
    "validate_value",
    "value_size",
    "value_type",
    "values_equal",
]

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]

TYPES = frozenset({"S", "N", "B", "SS", "NS", "BS", "M", "L", "BOOL", "NULL"})
SCALAR_TYPES = frozenset({"S", "N", "B"})
SET_TYPES = frozenset({"SS", "NS", "BS"})
MAX_DEPTH = 32
MAX_HASH_KEY_SIZE = 2048
MAX_RANGE_KEY_SIZE = 1024

_SET_WORDS = {"SS": "string", "NS": "number", "BS": "binary"}


def _error(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def _invalid(message: str) -> AwsError:
    return _error(f"One or more parameter values were invalid: {message}")


def _set_member_text(member: Any) -> str:
    if isinstance(member, bytes | bytearray):
        import base64

        return base64.b64encode(bytes(member)).decode("ascii")
    return str(member)


def validate_value(value: Any, *, depth: int = 1) -> AttributeValue:
    """Check one wire value against DynamoDB's rules; return a normalised copy."""
    if type(value) is dict and len(value) == 1 and depth <= MAX_DEPTH:
        # the values most items hold, a string or a number as parsed from JSON: what the checks below
        # answer for them, without the generic type checks (every attribute of every write comes here)
        ((kind, inner),) = value.items()
        if type(inner) is str:
            if kind == "S":
                return {"S": inner}
            if kind == "N":
                return {"N": normalize_number(inner)}
    if not isinstance(value, Mapping) or not value:
        raise _error("Supplied AttributeValue is empty, must contain exactly one of the supported datatypes")
    if len(value) > 1:
        raise _error(
            "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes"
        )
    ((kind, inner),) = value.items()
    if kind not in TYPES:
        raise _error("Supplied AttributeValue is empty, must contain exactly one of the supported datatypes")
    if depth > MAX_DEPTH:
        raise _error("Nesting Levels have exceeded supported limits")
    if kind == "S":
        if not isinstance(inner, str):
            raise _error(
                "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"
            )
        return {"S": inner}
    if kind == "N":
        return {"N": normalize_number(inner if isinstance(inner, str) else str(inner))}
    if kind == "B":
        if not isinstance(inner, bytes | bytearray):
            raise _error(
                "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"
            )
        return {"B": bytes(inner)}
    if kind == "BOOL":
        return {"BOOL": bool(inner)}
    if kind == "NULL":
        if inner is not True:
            raise _invalid("Null attribute value types must have the value of true")
        return {"NULL": True}
    if kind in SET_TYPES:
        members = list(inner) if isinstance(inner, list | tuple) else None
        if not members:
            raise _invalid(f"An {_SET_WORDS[kind]} set  may not be empty")
        normalised: list[Any]
        if kind == "NS":
            normalised = [normalize_number(m if isinstance(m, str) else str(m)) for m in members]
            distinct = len({to_decimal(n) for n in normalised})
        elif kind == "SS":
            if not all(isinstance(m, str) for m in members):
                raise _error(
                    "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"
                )
            normalised = list(members)
            distinct = len(set(normalised))
        else:
            if not all(isinstance(m, bytes | bytearray) for m in members):
                raise _error(
                    "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"
                )
            normalised = [bytes(m) for m in members]
            distinct = len(set(normalised))
        if distinct != len(normalised):
            shown = ", ".join(_set_member_text(m) for m in members)
            raise _invalid(f"Input collection [{shown}] contains duplicates.")
        return {kind: normalised}
    if kind == "L":
        if not isinstance(inner, list | tuple):
            raise _error(
                "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"
            )
        return {"L": [validate_value(v, depth=depth + 1) for v in inner]}
    # kind == "M"
    if not isinstance(inner, Mapping):
        raise _error("Supplied AttributeValue is empty, must contain exactly one of the supported datatypes")
    return {"M": {str(k): validate_value(v, depth=depth + 1) for k, v in inner.items()}}


def _check_key_attribute(
    name: str, value: AttributeValue, expected_type: str | None, *, is_hash: bool
) -> None:
    kind = value_type(value)
    if expected_type is not None and kind != expected_type:
        raise _invalid(f"Type mismatch for key {name} expected: {expected_type} actual: {kind}")
    if kind not in SCALAR_TYPES:
        raise _invalid(f"Type mismatch for key {name} expected: {expected_type or 'S'} actual: {kind}")
    if kind in ("S", "B") and len(value[kind]) == 0:
        word = "string" if kind == "S" else "binary"
        raise _error(
            "One or more parameter values are not valid. The AttributeValue for a key attribute cannot "
            f"contain an empty {word} value. Key: {name}"
        )
    size = value_size(value)
    if is_hash and size > MAX_HASH_KEY_SIZE:
        raise _invalid("Size of hashkey has exceeded the maximum size limit of2048 bytes")
    if not is_hash and size > MAX_RANGE_KEY_SIZE:
        raise _invalid("Aggregated size of all range keys has exceeded the size limit of 1024 bytes")


def validate_item(
    item: Any,
    *,
    key_schema_names: Iterable[str] = (),
    key_types: Mapping[str, str] | None = None,
    check_size: bool = True,
) -> Item:
    """Validate a whole item (PutItem-style); return a normalised copy.

    ``key_schema_names`` lists the key attributes, hash first (table keys and, where the caller
    wants them checked, index keys); ``key_types`` maps key names to "S" / "N" / "B".
    """
    if not isinstance(item, Mapping):
        raise _error("Supplied AttributeValue is empty, must contain exactly one of the supported datatypes")
    result: Item = {}
    for name, value in item.items():
        if not isinstance(name, str) or name == "":
            raise _invalid("An attribute name cannot be empty")
        result[name] = validate_value(value)
    for position, key_name in enumerate(key_schema_names):
        if key_name not in result:
            raise _invalid(f"Missing the key {key_name} in the item")
        expected = key_types.get(key_name) if key_types else None
        _check_key_attribute(key_name, result[key_name], expected, is_hash=position == 0)
    if check_size and item_size(result) > MAX_ITEM_SIZE:
        raise _error("Item size has exceeded the maximum allowed size")
    return result


def validate_sized_item(
    item: Any, *, key_schema_names: Iterable[str] = (), key_types: Mapping[str, str] | None = None
) -> tuple[Item, int]:
    """:func:`validate_item`, also returning the item's size (measured once for the limit, then reused)."""
    result = validate_item(item, key_schema_names=key_schema_names, key_types=key_types, check_size=False)
    size = item_size(result)
    if size > MAX_ITEM_SIZE:
        raise _error("Item size has exceeded the maximum allowed size")
    return result, size


def validate_key(
    key: Any,
    *,
    key_schema_names: Iterable[str],
    key_types: Mapping[str, str] | None = None,
) -> Item:
    """Validate a ``Key`` parameter (GetItem, UpdateItem, ...): exactly the schema's attributes."""
    names = list(key_schema_names)
    if not isinstance(key, Mapping) or set(key) != set(names):
        raise _error("The provided key element does not match the schema")
    result: Item = {}
    for position, name in enumerate(names):
        value = validate_value(key[name])
        kind = value_type(value)
        if (key_types and key_types.get(name) not in (None, kind)) or kind not in SCALAR_TYPES:
            raise _error("The provided key element does not match the schema")
        _check_key_attribute(name, value, None, is_hash=position == 0)
        result[name] = value
    return result


def copy_value(value: AttributeValue) -> AttributeValue:
    """A deep copy of a wire value (lists and maps copied, scalars shared)."""
    ((kind, inner),) = value.items()
    if kind == "M":
        return {"M": {k: copy_value(v) for k, v in inner.items()}}
    if kind == "L":
        return {"L": [copy_value(v) for v in inner]}
    if kind in SET_TYPES:
        return {kind: list(inner)}
    return {kind: inner}
