"""Event pattern text → a checked pattern tree, or :class:`PatternError` with AWS's reason.

The tree: a :class:`Node` maps field names to a nested ``Node`` or to a :class:`Leaf` (the list of
conditions one of which must hold), and holds its ``$or`` clauses (each a list of alternative
nodes). Reasons follow the wording EventBridge (and SNS filter policies) answer with; the service
wraps them in its own error.
"""

from __future__ import annotations

import ipaddress
import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from labcloud.json_document import loads

from .matchers import (
    AnythingBut,
    Cidr,
    EqualsIgnoreCase,
    Exact,
    Exists,
    Matcher,
    Numeric,
    Prefix,
    Suffix,
    Wildcard,
    is_number,
)

NUMERIC_OPERATORS = ("<", "<=", "=", ">", ">=")
#: AWS's bound on numbers in numeric matching.
NUMERIC_LIMIT = 5.0e9
#: Patterns are stored in a rule's EventPattern (2048 characters at most); a bound on nesting keeps
#: a hostile one cheap.
MAX_DEPTH = 64


class PatternError(ValueError):
    """A pattern AWS would refuse; ``reason`` is the part after "Event pattern is not valid. Reason: "."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(slots=True)
class Leaf:
    matchers: list[Matcher | Exists] = field(default_factory=list)


@dataclass(slots=True)
class Node:
    fields: dict[str, Node | Leaf] = field(default_factory=dict)
    ors: list[list[Node]] = field(default_factory=list)
    #: The node as a closure, built on first use by ``evaluate.matches``.
    checker: Callable[[dict[str, Any]], bool] | None = field(default=None, compare=False, repr=False)


def parse(text: str) -> Node:
    """Parse and check pattern text (a JSON object)."""
    try:
        document = loads(text)
    except ValueError as exc:
        raise PatternError(f"Filter is not valid JSON: {exc}") from None
    return compile_document(document)


def compile_document(document: Any) -> Node:
    if not isinstance(document, dict):
        raise PatternError("Filter is not an object")
    return _node(document, 0)


def _node(document: dict[str, Any], depth: int) -> Node:
    if depth > MAX_DEPTH:
        raise PatternError("Filter is nested too deeply")
    if not document:
        raise PatternError("Empty objects are not allowed")
    node = Node()
    for name, value in document.items():
        if name == "$or":
            node.ors.append(_or_clause(value, depth))
        elif isinstance(value, dict):
            node.fields[name] = _node(value, depth + 1)
        elif isinstance(value, list):
            node.fields[name] = _leaf(value)
        else:
            raise PatternError(f'"{name}" must be an object or an array')
    return node


def _or_clause(value: Any, depth: int) -> list[Node]:
    if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
        raise PatternError("Or relationship must be an array of objects")
    if len(value) < 2:
        raise PatternError("Or relationship must have at least two items")
    return [_node(item, depth + 1) for item in value]


def _leaf(values: list[Any]) -> Leaf:
    if not values:
        raise PatternError("Empty arrays are not allowed")
    leaf = Leaf()
    for value in values:
        if isinstance(value, dict):
            leaf.matchers.append(_match_expression(value))
        elif isinstance(value, list) or (is_number(value) and not math.isfinite(value)):
            raise PatternError("Match value must be String, number, true, false, or null")
        else:
            leaf.matchers.append(Exact(value))
    return leaf


def _match_expression(expression: dict[str, Any]) -> Matcher | Exists:
    if len(expression) != 1:
        if not expression:
            raise PatternError("Empty objects are not allowed")
        raise PatternError("Only one key allowed in match expression")
    ((kind, value),) = expression.items()
    if kind == "prefix":
        return _prefix_or_suffix(kind, value, Prefix)
    if kind == "suffix":
        return _prefix_or_suffix(kind, value, Suffix)
    if kind == "equals-ignore-case":
        return EqualsIgnoreCase(_string(kind, value))
    if kind == "wildcard":
        return _wildcard(value)
    if kind == "exists":
        if not isinstance(value, bool):
            raise PatternError("exists match pattern must be either true or false.")
        return Exists(value)
    if kind == "numeric":
        return _numeric(value)
    if kind == "cidr":
        return _cidr(value)
    if kind == "anything-but":
        return _anything_but(value)
    raise PatternError(f"Unrecognized match type {kind}")


def _string(kind: str, value: Any) -> str:
    if not isinstance(value, str):
        raise PatternError(f"{kind} match pattern must be a string")
    return value


def _prefix_or_suffix(kind: str, value: Any, make: type[Prefix] | type[Suffix]) -> Matcher:
    if isinstance(value, dict):
        if list(value) != ["equals-ignore-case"]:
            raise PatternError(f"Unsupported {kind} pattern: {json.dumps(value)}")
        return make(_string(f"{kind} equals-ignore-case", value["equals-ignore-case"]), ignore_case=True)
    return make(_string(kind, value))


def _wildcard(value: Any) -> Wildcard:
    text = _string("wildcard", value)
    previous = ""
    index = 0
    while index < len(text):
        char = text[index]
        if char == "\\":
            following = text[index + 1 : index + 2]
            if following not in ("*", "\\"):
                raise PatternError(f"Invalid escape character at pos {index}")
            previous = ""
            index += 2
            continue
        if char == "*" and previous == "*":
            raise PatternError(f"Consecutive wildcard characters at pos {index}")
        previous = char
        index += 1
    return Wildcard.of(text)


def _numeric(value: Any) -> Numeric:
    if not isinstance(value, list):
        raise PatternError("Value of numeric must be an array.")
    if not value:
        raise PatternError("Empty arrays are not allowed")
    bounds: list[tuple[str, float]] = []
    index = 0
    while index < len(value):
        op = value[index]
        if not isinstance(op, str) or op not in NUMERIC_OPERATORS:
            raise PatternError(f"Invalid member in numeric match: {json.dumps(op)}")
        if index + 1 >= len(value):
            raise PatternError(f"Value of {op} must be numeric")
        number = value[index + 1]
        if not is_number(number) or not math.isfinite(number):
            raise PatternError(f"Value of {op} must be numeric")
        if abs(float(number)) > NUMERIC_LIMIT:
            raise PatternError(f"Value of {op} must be between -5.0E9 and 5.0E9 inclusive")
        bounds.append((op, float(number)))
        index += 2
    if len(bounds) > 2:
        raise PatternError("Too many terms in numeric range expression")
    if len(bounds) == 2:
        ops = {op for op, _ in bounds}
        lower = [b for b in bounds if b[0] in (">", ">=")]
        upper = [b for b in bounds if b[0] in ("<", "<=")]
        if "=" in ops or len(lower) != 1 or len(upper) != 1:
            raise PatternError(
                "Invalid member in numeric match: numeric ranges need one lower and one upper bound"
            )
        if lower[0][1] >= upper[0][1]:
            raise PatternError("Bottom must be less than top")
    return Numeric(tuple(bounds))


def _cidr(value: Any) -> Cidr:
    text = _string("cidr", value)
    if "/" not in text:
        raise PatternError(f"Malformed CIDR, one '/' required: {text}")
    try:
        network = ipaddress.ip_network(text, strict=False)
    except ValueError:
        raise PatternError(f"Nonstandard IP address: {text}") from None
    return Cidr(network)


def _anything_but(value: Any) -> AnythingBut:
    if isinstance(value, str) or (is_number(value) and math.isfinite(value)):
        return AnythingBut((Exact(value),))
    if isinstance(value, list):
        if not value:
            raise PatternError("Empty arrays are not allowed")
        if not all(isinstance(item, str) or (is_number(item) and math.isfinite(item)) for item in value):
            raise PatternError("Inside anything but list, start|null|boolean is not supported.")
        if len({isinstance(item, str) for item in value}) > 1:
            raise PatternError("Inside anything but list, all values must be of the same type")
        return AnythingBut(tuple(Exact(item) for item in value))
    if isinstance(value, dict):
        if len(value) != 1:
            raise PatternError("Only one key allowed in match expression")
        ((kind, inner),) = value.items()
        if kind == "prefix":
            return AnythingBut((Prefix(_string("prefix", inner)),))
        if kind == "suffix":
            return AnythingBut((Suffix(_string("suffix", inner)),))
        if kind in ("equals-ignore-case", "wildcard"):
            texts = inner if isinstance(inner, list) else [inner]
            if not texts:
                raise PatternError("Empty arrays are not allowed")
            for text in texts:
                _string(kind, text)
            if kind == "wildcard":
                return AnythingBut(tuple(_wildcard(text) for text in texts))
            return AnythingBut(tuple(EqualsIgnoreCase(text) for text in texts))
        raise PatternError(f"Unsupported anything-but pattern: {kind}")
    raise PatternError("Value of anything-but must be an array or single string/number value.")
