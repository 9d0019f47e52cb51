"""Running a validated IoT SQL statement on one message: the WHERE condition, then the SELECT items.

Values are JSON values; a missing field is :data:`UNDEFINED` (dropped from the output, false as a
condition). Arithmetic takes numbers (a string holding a number counts as that number), Int op Int is an
Int (``/`` truncates, as AWS's SQL does); comparing different types is false; ``AND``/``OR``/``NOT``
take booleans. An unnamed item is named after its field (``a.b`` → ``b``) or function, else ``_<n>``."""

from __future__ import annotations

import base64
import json
import math
import uuid
from dataclasses import dataclass
from typing import Any

from labcloud.services.iot.sql.parse import (
    Binary,
    Call,
    Case,
    Field,
    Index,
    Literal,
    Name,
    Star,
    Statement,
    Unary,
)


class _Undefined:
    __slots__ = ()

    def __repr__(self) -> str:
        return "UNDEFINED"


UNDEFINED: Any = _Undefined()


@dataclass(frozen=True, slots=True)
class Message:
    topic: str
    payload: bytes
    client_id: str
    #: milliseconds since the epoch on labcloud's clock (``timestamp()``)
    timestamp: int

    def document(self) -> Any:
        """The payload as JSON, or UNDEFINED when it is not JSON (a binary payload)."""
        try:
            return json.loads(self.payload)
        except (ValueError, UnicodeDecodeError):
            return UNDEFINED


def matches(statement: Statement, message: Message, document: Any) -> bool:
    return statement.where is None or _value(statement.where, message, document) is True


def select(statement: Statement, message: Message, document: Any) -> Any:
    """The rule's output: a JSON object, or the payload's bytes for ``SELECT *`` of a non-JSON payload."""
    out: dict[str, Any] = {}
    for position, item in enumerate(statement.items, start=1):
        if isinstance(item.expression, Star):
            if isinstance(document, dict):
                out.update(document)
            elif len(statement.items) == 1:
                return message.payload if document is UNDEFINED else document
            continue
        value = _value(item.expression, message, document)
        if value is UNDEFINED:
            continue
        out[item.alias or _default_name(item.expression, position)] = value
    return out


def evaluate(expression: Any, message: Message, document: Any) -> Any:
    return _value(expression, message, document)


def _default_name(expression: Any, position: int) -> str:
    if isinstance(expression, Name):
        return expression.name
    if isinstance(expression, Field):
        return expression.name
    if isinstance(expression, Call):
        return expression.function
    return f"_{position}"


def _number(value: Any) -> int | float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, str):
        try:
            return int(value)
        except ValueError:
            try:
                found = float(value)
            except ValueError:
                return None
            return found if math.isfinite(found) else None
    return None


def _arith(operator: str, left: Any, right: Any) -> Any:
    a, b = _number(left), _number(right)
    if a is None or b is None:
        return UNDEFINED
    if operator == "+":
        return a + b
    if operator == "-":
        return a - b
    if operator == "*":
        return a * b
    if b == 0:
        return UNDEFINED
    if operator == "/":
        if isinstance(a, int) and isinstance(b, int):
            return int(a / b)
        return a / b
    return math.fmod(a, b) if isinstance(a, float) or isinstance(b, float) else int(math.fmod(a, b))


def _compare(operator: str, left: Any, right: Any) -> Any:
    if left is UNDEFINED or right is UNDEFINED:
        return UNDEFINED
    a, b = left, right
    if _number(a) is not None and _number(b) is not None and not (isinstance(a, str) and isinstance(b, str)):
        a, b = _number(a), _number(b)
    if operator == "=":
        return type(a) is type(b) and a == b or (_is_num(a) and _is_num(b) and a == b)
    if operator == "<>":
        return not (type(a) is type(b) and a == b or (_is_num(a) and _is_num(b) and a == b))
    if not ((_is_num(a) and _is_num(b)) or (isinstance(a, str) and isinstance(b, str))):
        return UNDEFINED
    return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[operator]


def _is_num(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _value(node: Any, message: Message, document: Any) -> Any:
    if isinstance(node, Literal):
        return node.value
    if isinstance(node, Name):
        return document.get(node.name, UNDEFINED) if isinstance(document, dict) else UNDEFINED
    if isinstance(node, Field):
        base = _value(node.base, message, document)
        return base.get(node.name, UNDEFINED) if isinstance(base, dict) else UNDEFINED
    if isinstance(node, Index):
        base = _value(node.base, message, document)
        at = _value(node.at, message, document)
        if isinstance(base, list) and _is_num(at) and int(at) == at and 0 <= int(at) < len(base):
            return base[int(at)]
        return UNDEFINED
    if isinstance(node, Binary):
        if node.operator in ("and", "or"):
            left = _value(node.left, message, document)
            right = _value(node.right, message, document)
            if not isinstance(left, bool) or not isinstance(right, bool):
                return UNDEFINED
            return (left and right) if node.operator == "and" else (left or right)
        left = _value(node.left, message, document)
        right = _value(node.right, message, document)
        if node.operator in ("+", "-", "*", "/", "%"):
            return _arith(node.operator, left, right)
        return _compare(node.operator, left, right)
    if isinstance(node, Unary):
        operand = _value(node.operand, message, document)
        if node.operator == "not":
            return (not operand) if isinstance(operand, bool) else UNDEFINED
        found = _number(operand)
        return UNDEFINED if found is None else -found
    if isinstance(node, Case):
        subject = UNDEFINED if node.subject is None else _value(node.subject, message, document)
        for condition, result in node.whens:
            value = _value(condition, message, document)
            hit = value is True if node.subject is None else _compare("=", subject, value) is True
            if hit:
                return _value(result, message, document)
        return UNDEFINED if node.otherwise is None else _value(node.otherwise, message, document)
    if isinstance(node, Call):
        return _call(node, message, document)
    if isinstance(node, Star):
        return document if document is not UNDEFINED else message.payload
    raise AssertionError(f"unknown node {node!r}")  # pragma: no cover - parse.py builds only the above


def _call(node: Call, message: Message, document: Any) -> Any:
    name = node.function
    if name == "topic":
        if not node.arguments:
            return message.topic
        at = _value(node.arguments[0], message, document)
        levels = message.topic.split("/")
        if _is_num(at) and int(at) == at and 1 <= int(at) <= len(levels):
            return levels[int(at) - 1]
        return UNDEFINED
    if name == "clientid":
        return message.client_id
    if name == "timestamp":
        return message.timestamp
    if name == "newuuid":
        return str(uuid.uuid4())
    if name == "encode":
        first = node.arguments[0]
        if isinstance(first, Star):
            raw = message.payload
        else:
            value = _value(first, message, document)
            if value is UNDEFINED:
                return UNDEFINED
            raw = (value if isinstance(value, str) else json.dumps(value)).encode()
        return base64.b64encode(raw).decode()
    args = [_value(a, message, document) for a in node.arguments]
    if any(a is UNDEFINED for a in args):
        return UNDEFINED
    if name in ("upper", "lower"):
        if not isinstance(args[0], str):
            return UNDEFINED
        return args[0].upper() if name == "upper" else args[0].lower()
    if name == "concat":
        if all(isinstance(a, list) for a in args):
            return [v for a in args for v in a]
        return "".join(a if isinstance(a, str) else json.dumps(a) for a in args)
    if name == "substring":
        text = args[0] if isinstance(args[0], str) else json.dumps(args[0])
        start = _number(args[1])
        end = _number(args[2]) if len(args) > 2 else len(text)
        if start is None or end is None:
            return UNDEFINED
        return text[max(0, int(start)) : max(0, int(end))]
    if name == "abs":
        found = _number(args[0])
        return UNDEFINED if found is None else abs(found)
    raise AssertionError(name)  # pragma: no cover - FUNCTIONS names only these
