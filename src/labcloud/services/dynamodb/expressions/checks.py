"""Semantic validation of resolved trees, with DynamoDB's messages.

Functions (name, arity, where they may appear, operand types), BETWEEN bounds, update operand
types, overlapping / conflicting document paths and updates of key attributes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from labcloud.services.dynamodb.expressions.errors import invalid, plain
from labcloud.services.dynamodb.expressions.nodes import (
    AddAction,
    And,
    Arith,
    Between,
    Call,
    Compare,
    Condition,
    Const,
    DeleteAction,
    Func,
    In,
    Not,
    Operand,
    Or,
    Path,
    PathElement,
    SetAction,
    UpdateTree,
)
from labcloud.services.dynamodb.values_order import compare_values

CONDITION_FUNCTIONS = {
    "attribute_exists": 1,
    "attribute_not_exists": 1,
    "attribute_type": 2,
    "begins_with": 2,
    "contains": 2,
}
VALUE_FUNCTIONS = {"size": 1}
UPDATE_FUNCTIONS = {"if_not_exists": 2, "list_append": 2}
ALL_FUNCTIONS = {**CONDITION_FUNCTIONS, **VALUE_FUNCTIONS, **UPDATE_FUNCTIONS}
ATTRIBUTE_TYPES = ("S", "SS", "N", "NS", "B", "BS", "BOOL", "NULL", "L", "M")
MAX_IN_OPERANDS = 100
TYPE_WORDS = {
    "S": "STRING",
    "N": "NUMBER",
    "B": "BINARY",
    "BOOL": "BOOLEAN",
    "NULL": "NULL",
    "L": "LIST",
    "M": "MAP",
    "SS": "STRING_SET",
    "NS": "NUMBER_SET",
    "BS": "BINARY_SET",
}


def const_type(node: Const) -> str:
    assert node.value is not None
    return next(iter(node.value))


def format_path(elements: Sequence[PathElement]) -> str:
    return "[" + ", ".join(f"[{e}]" if isinstance(e, int) else e for e in elements) + "]"


def format_value(value: dict[str, object]) -> str:
    ((kind, inner),) = value.items()
    return f"AttributeValue: {{{kind}:{inner}}}"


def _wrong_operand(label: str, function: str, kind: str) -> Exception:
    return invalid(
        label,
        f"Incorrect operand type for operator or function; operator or function: {function}, operand type: {kind}",
    )


def _check_arity(label: str, func: Func) -> None:
    expected = ALL_FUNCTIONS[func.name]
    if len(func.args) != expected:
        raise invalid(
            label,
            "Incorrect number of operands for operator or function; "
            f"operator or function: {func.name}, number of operands: {len(func.args)}",
        )


def _needs_path(label: str, func: Func, operand: Operand) -> None:
    if not isinstance(operand, Path):
        raise invalid(
            label, f"Operator or function requires a document path; operator or function: {func.name}"
        )


# -- conditions --------------------------------------------------------------------------------


def _known(label: str, func: Func) -> None:
    if func.name not in ALL_FUNCTIONS:
        raise invalid(label, f"Invalid function name; function: {func.name}")


def check_condition_operand(label: str, node: Operand) -> None:
    if isinstance(node, Func):
        _known(label, node)
        if node.name in UPDATE_FUNCTIONS:
            raise invalid(
                label, f"The function is not allowed in a condition expression; function: {node.name}"
            )
        if node.name in CONDITION_FUNCTIONS:
            raise invalid(
                label,
                f"The function is not allowed to be used this way in an expression; function: {node.name}",
            )
        _check_arity(label, node)
        _needs_path(label, node, node.args[0])
    elif isinstance(node, Arith):  # pragma: no cover - the condition grammar has no arithmetic
        raise invalid(label, f'Syntax error; token: "{node.op}"')


def _check_call(label: str, func: Func) -> None:
    _known(label, func)
    if func.name in UPDATE_FUNCTIONS:
        raise invalid(label, f"The function is not allowed in a condition expression; function: {func.name}")
    if func.name in VALUE_FUNCTIONS:
        raise invalid(
            label, f"The function is not allowed to be used this way in an expression; function: {func.name}"
        )
    _check_arity(label, func)
    for arg in func.args:
        check_condition_operand(label, arg)
    if func.name in ("attribute_exists", "attribute_not_exists", "attribute_type"):
        _needs_path(label, func, func.args[0])
    if func.name == "attribute_type":
        kind_operand = func.args[1]
        if isinstance(kind_operand, Const):
            kind = const_type(kind_operand)
            if kind != "S":
                raise _wrong_operand(label, func.name, kind)
            assert kind_operand.value is not None
            name = kind_operand.value["S"]
            if name not in ATTRIBUTE_TYPES:
                raise invalid(
                    label,
                    f"Invalid attribute type name found; type: {name}, valid types: {{ B,NULL,SS,BOOL,L,BS,N,NS,S,M }}",
                )
    elif func.name == "begins_with":
        for arg in func.args:
            if isinstance(arg, Const) and const_type(arg) not in ("S", "B"):
                raise _wrong_operand(label, func.name, const_type(arg))


def check_condition(label: str, node: Condition) -> None:
    if isinstance(node, Compare):
        check_condition_operand(label, node.left)
        check_condition_operand(label, node.right)
        if node.op not in ("=", "<>"):
            for side in (node.left, node.right):
                if isinstance(side, Const) and const_type(side) not in ("S", "N", "B"):
                    raise _wrong_operand(label, node.op, const_type(side))
        if isinstance(node.left, Path) and node.left == node.right:
            raise invalid(
                label,
                "The first operand must be distinct from the remaining operands for this operator or function; "
                f"operator: {node.op}, first operand: {format_path(node.left.elements)}",
            )
    elif isinstance(node, Between):
        for side in (node.subject, node.low, node.high):
            check_condition_operand(label, side)
            if isinstance(side, Const) and const_type(side) not in ("S", "N", "B"):
                raise _wrong_operand(label, "BETWEEN", const_type(side))
        if isinstance(node.low, Const) and isinstance(node.high, Const):
            assert node.low.value is not None and node.high.value is not None
            order = compare_values(node.low.value, node.high.value)
            if order is None or order > 0:
                raise invalid(
                    label,
                    "The BETWEEN operator requires upper bound to be greater than or equal to lower bound; "
                    f"lower bound operand: {format_value(node.low.value)}, "
                    f"upper bound operand: {format_value(node.high.value)}",
                )
    elif isinstance(node, In):
        if len(node.options) > MAX_IN_OPERANDS:
            raise invalid(
                label,
                f"The IN operator is provided with too many operands; number of operands: {len(node.options)}",
            )
        check_condition_operand(label, node.subject)
        for option in node.options:
            check_condition_operand(label, option)
    elif isinstance(node, Call):
        _check_call(label, node.func)
    elif isinstance(node, And | Or):
        check_condition(label, node.left)
        check_condition(label, node.right)
    elif isinstance(node, Not):
        check_condition(label, node.operand)


# -- update ------------------------------------------------------------------------------------


def _check_update_operand(label: str, node: Operand) -> None:
    if isinstance(node, Func):
        _known(label, node)
        if node.name not in UPDATE_FUNCTIONS:
            raise invalid(
                label, f"The function is not allowed in an update expression; function: {node.name}"
            )
        _check_arity(label, node)
        for arg in node.args:
            _check_update_operand(label, arg)
        if node.name == "if_not_exists":
            _needs_path(label, node, node.args[0])
        else:
            for arg in node.args:
                if isinstance(arg, Const) and const_type(arg) != "L":
                    raise _wrong_operand(label, node.name, const_type(arg))
    elif isinstance(node, Arith):
        for side in (node.left, node.right):
            _check_update_operand(label, side)
            if isinstance(side, Const) and const_type(side) != "N":
                raise _wrong_operand(label, node.op, const_type(side))


def check_paths(label: str, paths: Iterable[Path]) -> None:
    """Reject two paths where one is a prefix of the other (overlap) or that disagree on list/map."""
    seen: list[tuple[PathElement, ...]] = []
    for path in paths:
        b = path.elements
        for a in seen:
            for x, y in zip(a, b, strict=False):
                if x != y:
                    if isinstance(x, int) != isinstance(y, int):
                        raise invalid(
                            label,
                            "Two document paths conflict with each other; must remove or rewrite one of these "
                            f"paths; path one: {format_path(a)}, path two: {format_path(b)}",
                        )
                    break
            else:
                raise invalid(
                    label,
                    "Two document paths overlap with each other; must remove or rewrite one of these paths; "
                    f"path one: {format_path(a)}, path two: {format_path(b)}",
                )
        seen.append(b)


def check_update(label: str, tree: UpdateTree, key_names: Iterable[str]) -> None:
    for action in tree.actions:
        if isinstance(action, SetAction):
            _check_update_operand(label, action.value)
        elif isinstance(action, AddAction):
            kind = const_type(action.value)
            if kind not in ("N", "SS", "NS", "BS"):
                raise invalid(
                    label,
                    f"Incorrect operand type for operator or function; operator: ADD, operand type: {TYPE_WORDS[kind]}",
                )
        elif isinstance(action, DeleteAction):
            kind = const_type(action.value)
            if kind not in ("SS", "NS", "BS"):
                raise invalid(
                    label,
                    f"Incorrect operand type for operator or function; operator: DELETE, operand type: {TYPE_WORDS[kind]}",
                )
    check_paths(label, (action.path for action in tree.actions))
    keys = set(key_names)
    for action in tree.actions:
        first = action.path.elements[0]
        if first in keys:
            raise plain(
                f"One or more parameter values were invalid: Cannot update attribute {first}. "
                "This attribute is part of the key"
            )
