"""Compile resolved condition trees into plain Python closures and evaluate them on items.

Semantics follow DynamoDB: a missing attribute makes comparisons, BETWEEN, IN and functions
false (``<>`` true), values of different types never compare (``<>`` true), ``size`` of an
unsized value is missing. Compiling once per request keeps evaluation a few dict lookups.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
    PathElement,
)
from labcloud.services.dynamodb.values_number import to_decimal
from labcloud.services.dynamodb.values_order import compare_values, values_equal

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]
Getter = Callable[[Item], AttributeValue | None]
Predicate = Callable[[Item], bool]


def get_path(item: Item, elements: tuple[PathElement, ...]) -> AttributeValue | None:
    """The value at a document path, or None when any step is missing or of the wrong type."""
    current: Any = item.get(elements[0])  # type: ignore[arg-type]
    for element in elements[1:]:
        if current is None:
            return None
        if isinstance(element, int):
            items = current.get("L")
            if items is None or element >= len(items):
                return None
            current = items[element]
        else:
            members = current.get("M")
            if members is None:
                return None
            current = members.get(element)
    return current


def path_getter(elements: tuple[PathElement, ...]) -> Getter:
    if len(elements) == 1 and isinstance(elements[0], str):
        name = elements[0]
        return lambda item: item.get(name)
    return lambda item: get_path(item, elements)


def size_of(value: AttributeValue | None) -> int | None:
    if value is None:
        return None
    ((kind, inner),) = value.items()
    if kind in ("S", "B", "SS", "NS", "BS", "L", "M"):
        return len(inner)
    return None


def operand_getter(node: Operand) -> Getter:
    if isinstance(node, Path):
        return path_getter(node.elements)
    if isinstance(node, Const):
        constant = node.value
        return lambda item: constant
    if isinstance(node, Func) and node.name == "size":
        inner = operand_getter(node.args[0])

        def size(item: Item) -> AttributeValue | None:
            n = size_of(inner(item))
            return None if n is None else {"N": str(n)}

        return size
    raise ValueError(f"operand cannot be evaluated: {node!r}")


def _equal(left: AttributeValue | None, right: AttributeValue | None) -> bool:
    return left is not None and right is not None and values_equal(left, right)


_ORDER_TESTS: dict[str, Callable[[int], bool]] = {
    "<": lambda c: c < 0,
    "<=": lambda c: c <= 0,
    ">": lambda c: c > 0,
    ">=": lambda c: c >= 0,
}


def _ordered(left: AttributeValue | None, right: AttributeValue | None, test: Callable[[int], bool]) -> bool:
    if left is None or right is None:
        return False
    order = compare_values(left, right)
    return order is not None and test(order)


def _begins_with(value: AttributeValue | None, prefix: AttributeValue | None) -> bool:
    if value is None or prefix is None:
        return False
    if "S" in value and "S" in prefix:
        return bool(value["S"].startswith(prefix["S"]))
    if "B" in value and "B" in prefix:
        return bytes(value["B"]).startswith(bytes(prefix["B"]))
    return False


def _contains(value: AttributeValue | None, operand: AttributeValue | None) -> bool:
    if value is None or operand is None:
        return False
    ((kind, inner),) = value.items()
    if kind == "S":
        return "S" in operand and operand["S"] in inner
    if kind == "B":
        return "B" in operand and bytes(operand["B"]) in bytes(inner)
    if kind == "SS":
        return "S" in operand and operand["S"] in inner
    if kind == "NS":
        return "N" in operand and any(to_decimal(n) == to_decimal(operand["N"]) for n in inner)
    if kind == "BS":
        return "B" in operand and bytes(operand["B"]) in {bytes(b) for b in inner}
    if kind == "L":
        return any(values_equal(element, operand) for element in inner)
    return False


def _function(func: Func) -> Predicate:
    getters = [operand_getter(a) for a in func.args]
    first = getters[0]
    if func.name == "attribute_exists":
        return lambda item: first(item) is not None
    if func.name == "attribute_not_exists":
        return lambda item: first(item) is None
    second = getters[1]
    if func.name == "attribute_type":

        def attribute_type(item: Item) -> bool:
            value, wanted = first(item), second(item)
            return value is not None and wanted is not None and "S" in wanted and wanted["S"] in value

        return attribute_type
    if func.name == "begins_with":
        return lambda item: _begins_with(first(item), second(item))
    if func.name == "contains":
        return lambda item: _contains(first(item), second(item))
    raise ValueError(f"not a condition function: {func.name}")


def compile_condition(node: Condition) -> Predicate:
    """A predicate over items for a resolved, checked condition tree."""
    if isinstance(node, Compare):
        left, right = operand_getter(node.left), operand_getter(node.right)
        if node.op == "=":
            return lambda item: _equal(left(item), right(item))
        if node.op == "<>":
            return lambda item: not _equal(left(item), right(item))
        test = _ORDER_TESTS[node.op]
        return lambda item: _ordered(left(item), right(item), test)
    if isinstance(node, Between):
        subject, low, high = (operand_getter(n) for n in (node.subject, node.low, node.high))

        def between(item: Item) -> bool:
            value = subject(item)
            return _ordered(value, low(item), _ORDER_TESTS[">="]) and _ordered(
                value, high(item), _ORDER_TESTS["<="]
            )

        return between
    if isinstance(node, In):
        subject = operand_getter(node.subject)
        options = [operand_getter(o) for o in node.options]

        def contained(item: Item) -> bool:
            value = subject(item)
            return value is not None and any(_equal(value, option(item)) for option in options)

        return contained
    if isinstance(node, Call):
        return _function(node.func)
    if isinstance(node, And):
        a, b = compile_condition(node.left), compile_condition(node.right)
        return lambda item: a(item) and b(item)
    if isinstance(node, Or):
        a, b = compile_condition(node.left), compile_condition(node.right)
        return lambda item: a(item) or b(item)
    if isinstance(node, Not):
        inner = compile_condition(node.operand)
        return lambda item: not inner(item)
    assert isinstance(node, Literal)
    constant = node.value
    return lambda item: constant
