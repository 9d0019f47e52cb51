"""Item size computed the way DynamoDB bills and limits it (the 400 KB item limit).

Attribute names count their UTF-8 length; strings their UTF-8 length; binary its byte length;
numbers about one byte per two significant digits plus one; booleans and nulls one byte; lists
and maps three bytes plus one byte per element on top of their contents; sets the sum of members.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from labcloud.services.dynamodb.values_number import significant_digits, to_decimal

MAX_ITEM_SIZE = 400 * 1024


@lru_cache(maxsize=8192)
def number_size(text: str) -> int:
    number = to_decimal(text)
    size = (significant_digits(number) + 1) // 2 + 1
    return size + 1 if number < 0 else size


def value_size(value: Mapping[str, Any]) -> int:
    """Bytes a wire attribute value takes in DynamoDB's accounting."""
    ((kind, inner),) = value.items()
    if kind == "S":  # (an ASCII string's UTF-8 length is its length: known without encoding it)
        return len(inner) if inner.isascii() else len(inner.encode("utf-8", "surrogatepass"))
    if kind == "N":
        return number_size(inner)
    if kind == "B":
        return len(inner)
    if kind in ("BOOL", "NULL"):
        return 1
    if kind == "SS":
        return sum(len(s.encode("utf-8", "surrogatepass")) for s in inner)
    if kind == "NS":
        return sum(number_size(n) for n in inner)
    if kind == "BS":
        return sum(len(b) for b in inner)
    if kind == "L":
        return 3 + sum(1 + value_size(v) for v in inner)
    if kind == "M":
        return 3 + sum(1 + len(k.encode("utf-8", "surrogatepass")) + value_size(v) for k, v in inner.items())
    raise ValueError(f"unknown attribute value type {kind!r}")


def item_size(item: Mapping[str, Mapping[str, Any]]) -> int:
    """Size of a whole item: every attribute's name length plus its value size."""
    total = 0
    for name, value in item.items():  # (a loop, not sum() of a generator: every write sizes its item)
        total += len(name) if name.isascii() else len(name.encode("utf-8", "surrogatepass"))
        total += value_size(value)
    return total
