"""Ordering and identity of attribute values: DynamoDB's comparisons and byte encodings of keys.

``sort_key_bytes`` gives an order-preserving byte string for an S, N or B value, so a SQLite
BLOB column sorts items within a partition exactly as DynamoDB does (numbers numerically,
strings by UTF-8 bytes, binary bytewise). ``key_bytes`` is a canonical, type-tagged encoding of
a key value for equality lookups; ``key_hash`` digests it (DynamoDB spreads partitions by hash).
"""

from __future__ import annotations

import hashlib
from decimal import Decimal
from typing import Any

from labcloud.services.dynamodb.values_number import normalize_number, to_decimal

AttributeValue = dict[str, Any]

_NEGATIVE, _ZERO, _POSITIVE = b"\x01", b"\x02", b"\x03"
_EXPONENT_BIAS = 1000


def _number_sort_bytes(number: Decimal) -> bytes:
    if number.is_zero():
        return _ZERO
    sign, digits, exponent = number.as_tuple()
    assert isinstance(exponent, int)
    adjusted = exponent + len(digits) - 1 + _EXPONENT_BIAS  # positive, fits in two bytes
    digit_bytes = bytes(0x30 + d for d in digits)
    if not sign:
        return _POSITIVE + adjusted.to_bytes(2, "big") + digit_bytes
    # Negative numbers: larger magnitude sorts first, so invert exponent and digits, and end with
    # a byte above every inverted digit so that a longer digit string (larger magnitude) sorts first.
    inverted = bytes(0x39 - d for d in digits)
    return _NEGATIVE + (0xFFFF - adjusted).to_bytes(2, "big") + inverted + b"\xff"


def sort_key_bytes(value: AttributeValue) -> bytes:
    """Order-preserving bytes of a scalar key value (S, N or B), comparable with memcmp."""
    if "S" in value:
        return str(value["S"]).encode("utf-8", "surrogatepass")
    if "N" in value:
        return _number_sort_bytes(to_decimal(value["N"]))
    if "B" in value:
        return bytes(value["B"])
    raise ValueError(f"not a key attribute value: {value!r}")


def key_bytes(value: AttributeValue) -> bytes:
    """Canonical type-tagged bytes of a key value: equal keys give equal bytes (``1.0`` == ``1``)."""
    if "S" in value:
        return b"S:" + str(value["S"]).encode("utf-8", "surrogatepass")
    if "N" in value:
        return b"N:" + normalize_number(value["N"]).encode("ascii")
    if "B" in value:
        return b"B:" + bytes(value["B"])
    raise ValueError(f"not a key attribute value: {value!r}")


def key_hash(value: AttributeValue) -> bytes:
    """A 16-byte digest of ``key_bytes`` (for scan order / partition spreading)."""
    return hashlib.md5(key_bytes(value), usedforsecurity=False).digest()


def value_type(value: AttributeValue) -> str:
    """The type descriptor of a (validated) wire value: "S", "N", "M", ..."""
    for name in value:
        return name
    raise ValueError("empty attribute value")


def values_equal(left: AttributeValue, right: AttributeValue) -> bool:
    """DynamoDB equality: same type and same value (numbers numerically, sets unordered)."""
    ((ltype, lval),) = left.items()
    ((rtype, rval),) = right.items()
    if ltype != rtype:
        return False
    if ltype == "N":
        return bool(to_decimal(lval) == to_decimal(rval))
    if ltype in ("S", "BOOL", "NULL"):
        return bool(lval == rval)
    if ltype == "B":
        return bytes(lval) == bytes(rval)
    if ltype == "NS":
        return {to_decimal(x) for x in lval} == {to_decimal(x) for x in rval}
    if ltype == "SS":
        return set(lval) == set(rval)
    if ltype == "BS":
        return {bytes(x) for x in lval} == {bytes(x) for x in rval}
    if ltype == "L":
        return len(lval) == len(rval) and all(values_equal(a, b) for a, b in zip(lval, rval, strict=True))
    if ltype == "M":
        return lval.keys() == rval.keys() and all(values_equal(lval[k], rval[k]) for k in lval)
    return False


def compare_values(left: AttributeValue, right: AttributeValue) -> int | None:
    """-1/0/1 for two S, N or B values of the same type; None when DynamoDB cannot order them."""
    ((ltype, lval),) = left.items()
    ((rtype, rval),) = right.items()
    if ltype != rtype:
        return None
    a: Any
    b: Any
    if ltype == "N":
        a, b = to_decimal(lval), to_decimal(rval)
    elif ltype == "S":
        a, b = lval, rval
    elif ltype == "B":
        a, b = bytes(lval), bytes(rval)
    else:
        return None
    return (a > b) - (a < b)
