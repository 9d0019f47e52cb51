"""Binding a statement's values: literals and ``?`` parameters → DynamoDB AttributeValues.

Number literals follow DynamoDB's number rules, and a broken one names where it stands inside the
value (``under root``, ``under root.x``, ``under root[1]``), as DynamoDB's PartiQL does.
"""

from __future__ import annotations

import decimal
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.dynamodb.partiql import nodes as n
from labcloud.services.dynamodb.partiql.parser import NOT_WELL_FORMED, validation
from labcloud.services.dynamodb.values_number import check_decimal, decimal_to_wire

AttributeValue = dict[str, Any]
#: Exponents and scales beyond a 32-bit integer cannot be read at all.
_INT32 = 2**31 - 1


def number_text(text: str, where: str) -> str:
    try:
        number = Decimal(text)
    except decimal.DecimalException:
        raise validation(NOT_WELL_FORMED) from None
    exponent = number.as_tuple().exponent
    if not isinstance(exponent, int) or abs(exponent) > _INT32:
        raise validation(NOT_WELL_FORMED)
    try:
        return decimal_to_wire(check_decimal(number))
    except AwsError as exc:
        raise validation(f"{exc.message} under {where}") from None


def bind(value: n.Value, params: Sequence[AttributeValue], where: str = "root") -> AttributeValue:
    """The AttributeValue ``value`` stands for, with ``params`` in place of its ``?``."""
    if isinstance(value, n.Param):
        return params[value.index]
    if isinstance(value, n.Scalar):
        if value.kind == "N":
            return {"N": number_text(value.text, where)}
        if value.kind == "BOOL":
            return {"BOOL": value.text == "true"}
        if value.kind == "NULL":
            return {"NULL": True}
        return {"S": value.text}
    if isinstance(value, n.ListValue):
        return {"L": [bind(item, params, f"{where}[{i}]") for i, item in enumerate(value.items)]}
    if isinstance(value, n.MapValue):
        return {"M": {key: bind(item, params, f"{where}.{key}") for key, item in value.pairs}}
    return _bag(value, params, where)


def bind_item(value: n.Value, params: Sequence[AttributeValue]) -> dict[str, AttributeValue] | None:
    """An INSERT's item: each attribute's value is its own ``root`` in error messages."""
    if isinstance(value, n.Param):
        bound = params[value.index]
        return bound.get("M") if isinstance(bound, dict) else None
    if not isinstance(value, n.MapValue):
        return None
    return {key: bind(item, params) for key, item in value.pairs}


def _bag(value: n.BagValue, params: Sequence[AttributeValue], where: str) -> AttributeValue:
    members = [bind(item, params, where) for item in value.items]
    kinds = {next(iter(m)) for m in members}
    if not members:
        raise validation("Invalid set: a set must have at least one member")
    if len(kinds) != 1 or next(iter(kinds)) not in ("S", "N", "B"):
        raise validation("Invalid set: all members of a set must be strings, numbers or binaries of one type")
    kind = next(iter(kinds))
    texts = [m[kind] for m in members]
    if len({str(t) for t in texts}) != len(texts):
        raise validation("Input collection contains duplicates")
    return {f"{kind}S": texts}


def is_value(operand: object) -> bool:
    return isinstance(operand, (n.Scalar, n.Param, n.ListValue, n.MapValue, n.BagValue))
