"""Legacy (pre-expression) parameters converted into the same trees expressions compile to.

Expected, QueryFilter, ScanFilter (+ ConditionalOperator) become conditions; KeyConditions a
KeyCondition; AttributeUpdates an update tree; AttributesToGet a projection.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from labcloud.services.dynamodb.expressions.errors import plain
from labcloud.services.dynamodb.expressions.key_condition import (
    KeyCondition,
    KeyPart,
    KeySchema,
    build_key_condition,
)
from labcloud.services.dynamodb.expressions.nodes import (
    AddAction,
    And,
    Between,
    Call,
    Compare,
    Condition,
    Const,
    DeleteAction,
    Func,
    In,
    Literal,
    Not,
    Or,
    Path,
    ProjectionTree,
    RemoveAction,
    SetAction,
    UpdateAction,
    UpdateTree,
)
from labcloud.services.dynamodb.values import validate_value

AttributeValue = dict[str, Any]

# operator -> (number of values, allowed value types or None for any)
_OPERATORS: dict[str, tuple[int | None, frozenset[str] | None]] = {
    "EQ": (1, None),
    "NE": (1, None),
    "LE": (1, frozenset({"S", "N", "B"})),
    "LT": (1, frozenset({"S", "N", "B"})),
    "GE": (1, frozenset({"S", "N", "B"})),
    "GT": (1, frozenset({"S", "N", "B"})),
    "NOT_NULL": (0, None),
    "NULL": (0, None),
    "CONTAINS": (1, frozenset({"S", "N", "B"})),
    "NOT_CONTAINS": (1, frozenset({"S", "N", "B"})),
    "BEGINS_WITH": (1, frozenset({"S", "B"})),
    "IN": (None, frozenset({"S", "N", "B"})),
    "BETWEEN": (2, frozenset({"S", "N", "B"})),
}
_COMPARATORS = {"EQ": "=", "NE": "<>", "LE": "<=", "LT": "<", "GE": ">=", "GT": ">"}
_KEY_OPERATORS = {
    "EQ": "=",
    "LE": "<=",
    "LT": "<",
    "GE": ">=",
    "GT": ">",
    "BEGINS_WITH": "BEGINS_WITH",
    "BETWEEN": "BETWEEN",
}


def _invalid(message: str) -> Exception:
    return plain(f"One or more parameter values were invalid: {message}")


def _path(name: str) -> Path:
    return Path((name,), (name,))


def _const(value: Any) -> Const:
    return Const(None, validate_value(value))


def _operator_values(name: str, spec: Mapping[str, Any]) -> tuple[str, list[AttributeValue]]:
    operator = spec.get("ComparisonOperator")
    if operator not in _OPERATORS:
        raise _invalid(f"Unsupported ComparisonOperator {operator} for Attribute: {name}")
    values = [validate_value(v) for v in spec.get("AttributeValueList") or []]
    count, allowed = _OPERATORS[operator]
    if (count is not None and len(values) != count) or (count is None and not values):
        raise _invalid(f"Invalid number of argument(s) for the {operator} ComparisonOperator")
    if allowed is not None:
        for value in values:
            kind = next(iter(value))
            if kind not in allowed:
                raise _invalid(f"ComparisonOperator {operator} is not valid for {kind} AttributeValue type")
    return operator, values


def comparison(name: str, spec: Mapping[str, Any]) -> Condition:
    """One ``{ComparisonOperator, AttributeValueList}`` entry as a condition on attribute ``name``."""
    operator, values = _operator_values(name, spec)
    path = _path(name)
    consts = [Const(None, v) for v in values]
    if operator in _COMPARATORS:
        return Compare(_COMPARATORS[operator], path, consts[0])
    if operator == "NOT_NULL":
        return Call(Func("attribute_exists", (path,)))
    if operator == "NULL":
        return Call(Func("attribute_not_exists", (path,)))
    if operator == "CONTAINS":
        return Call(Func("contains", (path, consts[0])))
    if operator == "NOT_CONTAINS":
        return Not(Call(Func("contains", (path, consts[0]))))
    if operator == "BEGINS_WITH":
        return Call(Func("begins_with", (path, consts[0])))
    if operator == "IN":
        return In(path, tuple(consts))
    return Between(path, consts[0], consts[1])


def _combine(conditions: list[Condition], conditional_operator: str | None) -> Condition:
    if not conditions:
        return Literal(True)
    operator = (conditional_operator or "AND").upper()
    if operator not in ("AND", "OR"):
        raise _invalid(f"Unsupported ConditionalOperator: {conditional_operator}")
    node = conditions[0]
    for other in conditions[1:]:
        node = And(node, other) if operator == "AND" else Or(node, other)
    return node


def expected_to_condition(
    expected: Mapping[str, Mapping[str, Any]], conditional_operator: str | None = None
) -> Condition:
    """``Expected`` (+ ``ConditionalOperator``) as a condition tree."""
    conditions: list[Condition] = []
    for name, spec in expected.items():
        has_value = "Value" in spec
        exists = spec.get("Exists")
        if "ComparisonOperator" in spec:
            if has_value or exists is not None:
                raise _invalid(
                    f"Value or Exists cannot be used together with ComparisonOperator for Attribute: {name}"
                )
            conditions.append(comparison(name, spec))
        elif exists is False:
            if has_value:
                raise _invalid(f"Value cannot be used when Exists is false for Attribute: {name}")
            conditions.append(Call(Func("attribute_not_exists", (_path(name),))))
        elif has_value:
            conditions.append(Compare("=", _path(name), _const(spec["Value"])))
        else:
            raise _invalid(f"Value must be provided when Exists is true for Attribute: {name}")
    return _combine(conditions, conditional_operator)


def filter_to_condition(
    filters: Mapping[str, Mapping[str, Any]], conditional_operator: str | None = None
) -> Condition:
    """``QueryFilter`` / ``ScanFilter`` (+ ``ConditionalOperator``) as a condition tree."""
    return _combine([comparison(name, spec) for name, spec in filters.items()], conditional_operator)


def key_conditions_to_key_condition(
    key_conditions: Mapping[str, Mapping[str, Any]], schema: KeySchema
) -> KeyCondition:
    """``KeyConditions`` as a KeyCondition for ``schema``."""
    parts: list[KeyPart] = []
    for name, spec in key_conditions.items():
        operator = spec.get("ComparisonOperator")
        if operator not in _KEY_OPERATORS:
            raise plain("Attempted conditional constraint is not an indexable operation")
        operator, values = _operator_values(name, spec)
        parts.append(KeyPart(name, _KEY_OPERATORS[operator], tuple(values)))
    return build_key_condition(parts, schema)


def attribute_updates_to_tree(
    updates: Mapping[str, Mapping[str, Any]], key_names: Sequence[str] = ()
) -> UpdateTree:
    """``AttributeUpdates`` as an update tree (top-level attributes only)."""
    actions: list[UpdateAction] = []
    for name, spec in updates.items():
        if name in key_names:
            raise _invalid(f"Cannot update attribute {name}. This attribute is part of the key")
        action = (spec.get("Action") or "PUT").upper()
        has_value = spec.get("Value") is not None
        if action == "PUT":
            if not has_value:
                raise _invalid("Only DELETE action is allowed when no attribute value is specified")
            actions.append(SetAction(_path(name), _const(spec["Value"])))
        elif action == "DELETE":
            if not has_value:
                actions.append(RemoveAction(_path(name)))
                continue
            const = _const(spec["Value"])
            kind = next(iter(const.value or {}))
            if kind not in ("SS", "NS", "BS"):
                raise _invalid(f"DELETE action with value is not supported for the type {kind}")
            actions.append(DeleteAction(_path(name), const))
        elif action == "ADD":
            if not has_value:
                raise _invalid("Only DELETE action is allowed when no attribute value is specified")
            const = _const(spec["Value"])
            kind = next(iter(const.value or {}))
            if kind not in ("N", "SS", "NS", "BS"):
                raise _invalid(f"ADD action is not supported for the type {kind}")
            actions.append(AddAction(_path(name), const))
        else:
            raise _invalid(f"Unsupported AttributeUpdates action: {action}")
    return UpdateTree(tuple(actions))


def attributes_to_get_to_projection(names: Sequence[str]) -> ProjectionTree:
    """``AttributesToGet`` as a projection of top-level attributes."""
    seen: set[str] = set()
    for name in names:
        if name in seen:
            raise _invalid(f"Duplicate value in attribute name: {name}")
        seen.add(name)
    return ProjectionTree(tuple(_path(n) for n in names))
