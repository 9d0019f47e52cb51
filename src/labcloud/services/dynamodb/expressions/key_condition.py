"""KeyConditionExpression / KeyConditions: the partition key value and the sort key condition.

The result is shaped for storage queries: the hash key value (and its ``key_bytes``), and a
``RangeCondition`` with an operator, operand values, a Python ``matches`` and byte ``bounds``
over ``sort_key_bytes`` so a SQL query can use an index range scan.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from labcloud.services.dynamodb.expressions.errors import invalid, plain
from labcloud.services.dynamodb.expressions.nodes import (
    And,
    Between,
    Call,
    Compare,
    Condition,
    Const,
    Func,
    In,
    Literal,
    Not,
    Operand,
    Or,
    Path,
)
from labcloud.services.dynamodb.values_order import compare_values, key_bytes, sort_key_bytes, values_equal

AttributeValue = dict[str, Any]

_FLIPPED = {"=": "=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}


@dataclass(frozen=True, slots=True)
class KeySchema:
    """A table's or index's key: names and scalar types ("S", "N", "B")."""

    hash_name: str
    hash_type: str = "S"
    range_name: str | None = None
    range_type: str | None = None
    #: A GSI's multi-attribute key: the partition attributes after the first, the sort attributes after the first.
    hash_more: tuple[tuple[str, str], ...] = ()
    range_more: tuple[tuple[str, str], ...] = ()

    @property
    def composite(self) -> bool:
        return bool(self.hash_more or self.range_more)

    @property
    def hash_parts(self) -> tuple[tuple[str, str], ...]:
        return ((self.hash_name, self.hash_type), *self.hash_more)

    @property
    def range_parts(self) -> tuple[tuple[str, str], ...]:
        if self.range_name is None:
            return ()
        return ((self.range_name, self.range_type or "S"), *self.range_more)

    @property
    def names(self) -> tuple[str, ...]:
        if self.composite:
            return tuple(name for name, _ in (*self.hash_parts, *self.range_parts))
        return (self.hash_name,) if self.range_name is None else (self.hash_name, self.range_name)

    @property
    def types(self) -> dict[str, str]:
        types = {self.hash_name: self.hash_type}
        if self.range_name is not None:
            types[self.range_name] = self.range_type or "S"
        for name, kind in (*self.hash_more, *self.range_more):
            types[name] = kind
        return types


@dataclass(frozen=True, slots=True)
class RangeCondition:
    """Condition on the sort key: op is one of = < <= > >= BETWEEN BEGINS_WITH."""

    name: str
    op: str
    values: tuple[AttributeValue, ...]

    def matches(self, value: AttributeValue | None) -> bool:
        if value is None:
            return False
        if self.op == "BEGINS_WITH":
            prefix = self.values[0]
            if "S" in value and "S" in prefix:
                return bool(value["S"].startswith(prefix["S"]))
            if "B" in value and "B" in prefix:
                return bytes(value["B"]).startswith(bytes(prefix["B"]))
            return False
        order = compare_values(value, self.values[0])
        if order is None:
            return False
        if self.op == "BETWEEN":
            upper = compare_values(value, self.values[1])
            return order >= 0 and upper is not None and upper <= 0
        return {"=": order == 0, "<": order < 0, "<=": order <= 0, ">": order > 0, ">=": order >= 0}[self.op]

    def bounds(self) -> tuple[bytes | None, bool, bytes | None, bool]:
        """(low, low_inclusive, high, high_inclusive) over ``sort_key_bytes``; None = unbounded."""
        first = sort_key_bytes(self.values[0])
        if self.op == "=":
            return first, True, first, True
        if self.op == "<":
            return None, False, first, False
        if self.op == "<=":
            return None, False, first, True
        if self.op == ">":
            return first, False, None, False
        if self.op == ">=":
            return first, True, None, False
        if self.op == "BETWEEN":
            return first, True, sort_key_bytes(self.values[1]), True
        return first, True, prefix_successor(first), False


def prefix_successor(prefix: bytes) -> bytes | None:
    """The smallest byte string greater than every string starting with ``prefix``."""
    trimmed = prefix.rstrip(b"\xff")
    if not trimmed:
        return None
    return trimmed[:-1] + bytes([trimmed[-1] + 1])


def component_bytes(value: AttributeValue) -> bytes:
    """One sort attribute of a multi-attribute key: order-preserving and self-delimiting (0x00 escaped,
    0x00 0x01 ends it), so concatenated components still compare like tuples with memcmp."""
    return sort_key_bytes(value).replace(b"\x00", b"\x00\xff") + b"\x00\x01"


@dataclass(frozen=True, slots=True)
class CompositeRange:
    """Conditions on a multi-attribute sort key: equalities on a leading run, one condition on the last."""

    prefix: bytes
    last: RangeCondition | None
    conditions: tuple[RangeCondition, ...]

    @property
    def name(self) -> str:
        return self.conditions[-1].name if self.conditions else ""

    def matches(self, value: AttributeValue | None) -> bool:  # pragma: no cover - reads use bounds
        return True

    def bounds(self) -> tuple[bytes | None, bool, bytes | None, bool]:
        prefix, last = self.prefix, self.last
        end = prefix_successor(prefix) if prefix else None
        if last is None:
            return (prefix or None), True, end, False
        first = component_bytes(last.values[0])
        if last.op == "=":
            return prefix + first, True, prefix_successor(prefix + first), False
        if last.op == "<":
            return (prefix or None), True, prefix + first, False
        if last.op == "<=":
            return (prefix or None), True, prefix_successor(prefix + first), False
        if last.op == ">":
            return prefix_successor(prefix + first), True, end, False
        if last.op == ">=":
            return prefix + first, True, end, False
        if last.op == "BETWEEN":
            return prefix + first, True, prefix_successor(prefix + component_bytes(last.values[1])), False
        start = prefix + sort_key_bytes(last.values[0]).replace(b"\x00", b"\x00\xff")
        return start, True, prefix_successor(start), False


@dataclass(frozen=True, slots=True)
class KeyCondition:
    hash_name: str
    hash_value: AttributeValue
    range: RangeCondition | CompositeRange | None
    #: Values of a multi-attribute partition key after the first.
    hash_more: tuple[AttributeValue, ...] = ()

    @property
    def hash_key_bytes(self) -> bytes:
        return key_bytes(self.hash_value)

    def matches(self, item: dict[str, AttributeValue]) -> bool:
        value = item.get(self.hash_name)
        if value is None or not values_equal(value, self.hash_value):
            return False
        if isinstance(self.range, CompositeRange):
            return True
        return self.range is None or self.range.matches(item.get(self.range.name))


@dataclass(frozen=True, slots=True)
class KeyPart:
    """One key condition before it is assigned to the hash or range key."""

    name: str
    op: str
    values: tuple[AttributeValue, ...]


LABEL = "KeyConditionExpression"


def _unsupported(word: str) -> Exception:
    return plain(f"Invalid operator used in KeyConditionExpression: {word}")


def _flatten(node: Condition, out: list[Condition]) -> None:
    if isinstance(node, And):
        _flatten(node.left, out)
        _flatten(node.right, out)
    elif isinstance(node, Or):
        raise _unsupported("OR")
    elif isinstance(node, Not):
        raise _unsupported("NOT")
    elif isinstance(node, In):
        raise _unsupported("IN")
    elif isinstance(node, Literal):  # pragma: no cover - not produced for key conditions
        raise _unsupported(str(node.value))
    else:
        out.append(node)


def _key_name(operand: Operand) -> str:
    if isinstance(operand, Func):
        raise _unsupported(operand.name)
    if not isinstance(operand, Path):
        raise invalid(LABEL, "Key condition must compare a key attribute with a value")
    if len(operand.elements) != 1 or not isinstance(operand.elements[0], str):
        raise invalid(LABEL, "Key conditions on nested attributes or list elements are not supported")
    return operand.elements[0]


def _value(operand: Operand) -> AttributeValue:
    if isinstance(operand, Func):
        raise _unsupported(operand.name)
    if not isinstance(operand, Const) or operand.value is None:
        raise invalid(LABEL, "Key condition must compare a key attribute with a value")
    return operand.value


def _part(node: Condition) -> KeyPart:
    if isinstance(node, Compare):
        if node.op == "<>":
            raise _unsupported("<>")
        left, right, op = node.left, node.right, node.op
        if isinstance(left, Const) and isinstance(right, Path):
            left, right, op = right, left, _FLIPPED[op]
        return KeyPart(_key_name(left), op, (_value(right),))
    if isinstance(node, Between):
        return KeyPart(_key_name(node.subject), "BETWEEN", (_value(node.low), _value(node.high)))
    if isinstance(node, Call):
        if node.func.name != "begins_with":
            raise _unsupported(node.func.name)
        return KeyPart(_key_name(node.func.args[0]), "BEGINS_WITH", (_value(node.func.args[1]),))
    raise _unsupported(type(node).__name__)  # pragma: no cover


def build_composite_condition(parts: list[KeyPart], schema: KeySchema) -> KeyCondition:
    """A key condition on a multi-attribute GSI key: every partition attribute with =, then sort
    attributes left to right, = on all but the last one given (which may use any key operator)."""
    by_name: dict[str, KeyPart] = {}
    for part in parts:
        if part.name in by_name:
            raise plain("KeyConditionExpressions must only contain one condition per key")
        if part.name not in schema.types:
            raise plain("Query key condition not supported")
        by_name[part.name] = part
    hash_values: list[AttributeValue] = []
    for name, _ in schema.hash_parts:
        hash_part = by_name.get(name)
        if hash_part is None:
            raise plain(f"Query condition missed key schema element: {name}")
        if hash_part.op != "=":
            raise plain("Query key condition not supported")
        hash_values.append(hash_part.values[0])
    for part in parts:
        for value in part.values:
            if next(iter(value)) != schema.types[part.name]:
                raise plain(
                    "One or more parameter values were invalid: Condition parameter type does not match schema type"
                )
    conditions: list[RangeCondition] = []
    prefix = b""
    last: RangeCondition | None = None
    given = [name for name, _ in schema.range_parts if name in by_name]
    expected = [name for name, _ in schema.range_parts][: len(given)]
    if given != expected:
        raise plain(
            "Query key condition not supported: conditions on sort key attributes must be given left to "
            "right without gaps"
        )
    for position, name in enumerate(given):
        part = by_name[name]
        condition = RangeCondition(name, part.op, part.values)
        conditions.append(condition)
        if position < len(given) - 1:
            if part.op != "=":
                raise plain(
                    "Query key condition not supported: only the last sort key attribute in a "
                    "condition may use an operator other than ="
                )
            prefix += component_bytes(part.values[0])
        else:
            if part.op == "BEGINS_WITH" and schema.types[name] == "N":
                raise invalid(
                    LABEL,
                    "Incorrect operand type for operator or function; operator or function: "
                    "begins_with, operand type: N",
                )
            last = condition
    composite = CompositeRange(prefix, last, tuple(conditions)) if given else None
    return KeyCondition(schema.hash_name, hash_values[0], composite, tuple(hash_values[1:]))


def build_key_condition(parts: list[KeyPart], schema: KeySchema) -> KeyCondition:
    """Assign condition parts to the hash and range keys with DynamoDB's checks."""
    if schema.composite:
        return build_composite_condition(parts, schema)
    if len(parts) > 2:
        raise plain("KeyConditionExpressions must only contain one condition per key")
    by_name: dict[str, KeyPart] = {}
    for part in parts:
        if part.name in by_name:
            raise plain("KeyConditionExpressions must only contain one condition per key")
        by_name[part.name] = part
    for part in parts:
        if part.name not in schema.names:
            if schema.hash_name not in by_name:
                raise plain(f"Query condition missed key schema element: {schema.hash_name}")
            if schema.range_name is not None:
                raise plain(f"Query condition missed key schema element: {schema.range_name}")
            raise plain("Query key condition not supported")
    hash_part = by_name.get(schema.hash_name)
    if hash_part is None:
        raise plain(f"Query condition missed key schema element: {schema.hash_name}")
    if hash_part.op != "=":
        raise plain("Query key condition not supported")
    types = schema.types
    for part in parts:
        for value in part.values:
            if next(iter(value)) != types[part.name]:
                raise plain(
                    "One or more parameter values were invalid: Condition parameter type does not match schema type"
                )
    range_part = by_name.get(schema.range_name) if schema.range_name else None
    range_condition = None
    if range_part is not None:
        if range_part.op == "BEGINS_WITH" and types[range_part.name] == "N":
            raise invalid(
                LABEL,
                "Incorrect operand type for operator or function; operator or function: begins_with, operand type: N",
            )
        range_condition = RangeCondition(range_part.name, range_part.op, range_part.values)
    return KeyCondition(schema.hash_name, hash_part.values[0], range_condition)


def compile_key_condition(node: Condition, schema: KeySchema) -> KeyCondition:
    """Turn a resolved, checked key condition tree into a KeyCondition for ``schema``."""
    conditions: list[Condition] = []
    _flatten(node, conditions)
    return build_key_condition([_part(c) for c in conditions], schema)
