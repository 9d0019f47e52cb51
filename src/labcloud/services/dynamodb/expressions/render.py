"""Readable text of expressions, with #names and :values substituted (for the write-decision ledger).

``render`` rewrites the expression text in place (``#q = :four`` -> ``quantity = 4``);
``render_tree`` prints any tree, including those built from legacy parameters.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from labcloud.errors import AwsError
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
    Literal,
    Not,
    Operand,
    Path,
    PathElement,
    ProjectionTree,
    RemoveAction,
    SetAction,
    UpdateTree,
)
from labcloud.services.dynamodb.expressions.tokens import ALIAS, VALUE, Token, tokenize


def value_text(value: Mapping[str, Any]) -> str:
    """A compact literal for a wire value: strings quoted, numbers bare, sets as ``<<...>>``."""
    ((kind, inner),) = value.items()
    if kind == "S":
        return json.dumps(inner, ensure_ascii=False)
    if kind == "N":
        return str(inner)
    if kind == "B":
        return "b'" + base64.b64encode(bytes(inner)).decode("ascii") + "'"
    if kind == "BOOL":
        return "true" if inner else "false"
    if kind == "NULL":
        return "null"
    if kind == "L":
        return "[" + ", ".join(value_text(v) for v in inner) + "]"
    if kind == "M":
        return (
            "{"
            + ", ".join(f"{json.dumps(k, ensure_ascii=False)}: {value_text(v)}" for k, v in inner.items())
            + "}"
        )
    scalar = {"SS": "S", "NS": "N", "BS": "B"}[kind]
    return "<<" + ", ".join(value_text({scalar: m}) for m in inner) + ">>"


def render(
    expression: str, names: Mapping[str, str] | None = None, values: Mapping[str, Any] | None = None
) -> str:
    """``expression`` with placeholders replaced by their names / literal values (unknown ones kept)."""
    names = names or {}
    values = values or {}
    tokens = _placeholders(expression)
    if tokens is None:
        return expression
    pieces: list[str] = []
    cursor = 0
    for token in tokens:
        replacement = None
        if token.kind == ALIAS and token.text in names:
            replacement = names[token.text]
        elif token.kind == VALUE and token.text in values:
            try:
                replacement = value_text(values[token.text])
            except (ValueError, KeyError, TypeError):
                replacement = None
        if replacement is not None:
            pieces.append(expression[cursor : token.start])
            pieces.append(replacement)
            cursor = token.end
    pieces.append(expression[cursor:])
    return "".join(pieces)


@lru_cache(maxsize=1024)
def _placeholders(expression: str) -> tuple[Token, ...] | None:
    """The #name and :value tokens of ``expression`` (None when it does not tokenize), kept for the
    expressions seen lately: every conditional write and UpdateItem renders its expressions for the
    ledger, and clients repeat the same few (tokenizing one was most of the cost of rendering it)."""
    try:
        tokens = tokenize(expression, "Expression")
    except AwsError:
        return None
    return tuple(token for token in tokens if token.kind in (ALIAS, VALUE))


def path_text(elements: tuple[PathElement, ...]) -> str:
    out = ""
    for element in elements:
        if isinstance(element, int):
            out += f"[{element}]"
        else:
            out += ("." if out else "") + element
    return out


def _operand(node: Operand) -> str:
    if isinstance(node, Path):
        return path_text(node.elements or node.raw)
    if isinstance(node, Const):
        return value_text(node.value) if node.value is not None else str(node.placeholder)
    if isinstance(node, Func):
        return f"{node.name}(" + ", ".join(_operand(a) for a in node.args) + ")"
    assert isinstance(node, Arith)
    return f"{_operand(node.left)} {node.op} {_operand(node.right)}"


def _condition(node: Condition, parent: int) -> str:
    # precedence: OR 1, AND 2, NOT 3
    if isinstance(node, Compare):
        return f"{_operand(node.left)} {node.op} {_operand(node.right)}"
    if isinstance(node, Between):
        return f"{_operand(node.subject)} BETWEEN {_operand(node.low)} AND {_operand(node.high)}"
    if isinstance(node, In):
        return f"{_operand(node.subject)} IN (" + ", ".join(_operand(o) for o in node.options) + ")"
    if isinstance(node, Call):
        return _operand(node.func)
    if isinstance(node, Literal):
        return "true" if node.value else "false"
    if isinstance(node, Not):
        return "NOT " + _condition(node.operand, 3)
    level, word = (2, "AND") if isinstance(node, And) else (1, "OR")
    text = f"{_condition(node.left, level)} {word} {_condition(node.right, level)}"
    return f"({text})" if parent > level else text


def render_tree(tree: Condition | UpdateTree | ProjectionTree) -> str:
    """Readable text of a resolved tree."""
    if isinstance(tree, ProjectionTree):
        return ", ".join(path_text(p.elements or p.raw) for p in tree.paths)
    if isinstance(tree, UpdateTree):
        clauses: dict[str, list[str]] = {}
        for action in tree.actions:
            path = path_text(action.path.elements or action.path.raw)
            if isinstance(action, SetAction):
                clauses.setdefault("SET", []).append(f"{path} = {_operand(action.value)}")
            elif isinstance(action, RemoveAction):
                clauses.setdefault("REMOVE", []).append(path)
            elif isinstance(action, AddAction):
                clauses.setdefault("ADD", []).append(f"{path} {_operand(action.value)}")
            elif isinstance(action, DeleteAction):
                clauses.setdefault("DELETE", []).append(f"{path} {_operand(action.value)}")
        return " ".join(f"{clause} " + ", ".join(parts) for clause, parts in clauses.items())
    return _condition(tree, 0)
