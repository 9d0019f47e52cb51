"""GetPartitions' Expression: a SQL-like filter on the partition keys, parsed here and evaluated on each
partition's values.

What it understands (what AWS documents for the expression): comparisons ``= <> != < <= > >=`` of a key with
a literal ('text' or a number), ``[NOT] IN (...)``, ``[NOT] BETWEEN a AND b``, ``[NOT] LIKE 'pattern'``
(``%`` and ``_``), ``AND``, ``OR``, ``NOT`` and parentheses. Keys of a numeric type (tinyint, smallint, int,
bigint, float, double, decimal) compare as numbers, others as text. Anything else, an unknown key or a
malformed expression, is InvalidInputException naming what was not understood."""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.glue import errors

#: The longest expression accepted (AWS: 2048 characters per the model's pattern-free string; bounded here).
MAX_EXPRESSION = 2048
_NUMERIC = ("tinyint", "smallint", "int", "integer", "bigint", "float", "double", "decimal")
_TOKEN = re.compile(
    r"\s*(?:(?P<str>'(?:[^']|'')*')|(?P<num>-?\d+(?:\.\d+)?)|(?P<op><>|!=|<=|>=|=|<|>)|(?P<punct>[(),])"
    r"|(?P<word>[A-Za-z_][A-Za-z0-9_]*|`[^`]+`))"
)
Predicate = Callable[[dict[str, str]], bool]


def _tokens(text: str) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    pos = 0
    while pos < len(text):
        if text[pos:].strip() == "":
            break
        match = _TOKEN.match(text, pos)
        if match is None or match.end() == pos:
            raise errors.invalid(f"Unsupported expression near: {text[pos : pos + 20].strip()}")
        kind = match.lastgroup or ""
        out.append((kind, match.group(kind)))
        pos = match.end()
    return out


class _Parser:
    def __init__(self, text: str, keys: dict[str, str]) -> None:
        self.tokens = _tokens(text)
        self.pos = 0
        self.keys = keys

    def peek_word(self) -> str:
        if self.pos < len(self.tokens) and self.tokens[self.pos][0] == "word":
            return self.tokens[self.pos][1].upper()
        return ""

    def take(self) -> tuple[str, str]:
        if self.pos >= len(self.tokens):
            raise errors.invalid("Unexpected end of expression")
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def expect(self, value: str) -> None:
        kind, text = self.take()
        if text.upper() != value:
            raise errors.invalid(f"Expected {value} in expression, found {text}")

    def parse(self) -> Predicate:
        predicate = self.disjunction()
        if self.pos != len(self.tokens):
            raise errors.invalid(f"Unsupported expression near: {self.tokens[self.pos][1]}")
        return predicate

    def disjunction(self) -> Predicate:
        parts = [self.conjunction()]
        while self.peek_word() == "OR":
            self.pos += 1
            parts.append(self.conjunction())
        return parts[0] if len(parts) == 1 else (lambda values: any(p(values) for p in parts))

    def conjunction(self) -> Predicate:
        parts = [self.negation()]
        while self.peek_word() == "AND":
            self.pos += 1
            parts.append(self.negation())
        return parts[0] if len(parts) == 1 else (lambda values: all(p(values) for p in parts))

    def negation(self) -> Predicate:
        if self.peek_word() == "NOT":
            self.pos += 1
            inner = self.negation()
            return lambda values: not inner(values)
        if self.pos < len(self.tokens) and self.tokens[self.pos][1] == "(":
            self.pos += 1
            inner = self.disjunction()
            self.expect(")")
            return inner
        return self.comparison()

    def literal(self, numeric: bool) -> Any:
        kind, text = self.take()
        if kind == "str":
            value = text[1:-1].replace("''", "'")
        elif kind == "num":
            value = text
        else:
            raise errors.invalid(f"Expected a literal in expression, found {text}")
        return _typed(value, numeric)

    def comparison(self) -> Predicate:
        kind, name = self.take()
        if kind != "word":
            raise errors.invalid(f"Expected a partition key in expression, found {name}")
        key = name.strip("`").lower()
        if key not in self.keys:
            raise errors.invalid(f"Unknown partition key in expression: {name}")
        numeric = self.keys[key].split("(")[0].strip().lower() in _NUMERIC
        negated = False
        if self.peek_word() == "NOT":
            self.pos += 1
            negated = True
        word = self.peek_word()
        test: Predicate
        if word == "IN":
            self.pos += 1
            self.expect("(")
            options = [self.literal(numeric)]
            while self.take()[1] == ",":
                options.append(self.literal(numeric))
            self.pos -= 1
            self.expect(")")
            test = lambda values: _typed(values[key], numeric) in options  # noqa: E731
        elif word == "BETWEEN":
            self.pos += 1
            low = self.literal(numeric)
            self.expect("AND")
            high = self.literal(numeric)
            test = lambda values: low <= _typed(values[key], numeric) <= high  # noqa: E731
        elif word == "LIKE":
            self.pos += 1
            pattern = _like(str(self.literal(False)))
            test = lambda values: pattern.fullmatch(values[key]) is not None  # noqa: E731
        else:
            if negated:
                raise errors.invalid("NOT must precede IN, BETWEEN or LIKE after a key")
            op_kind, op = self.take()
            if op_kind != "op":
                raise errors.invalid(f"Unsupported operator in expression: {op}")
            right = self.literal(numeric)
            return _compare(key, op, right, numeric)
        if negated:
            return lambda values: not test(values)
        return test


def _compare(key: str, op: str, right: Any, numeric: bool) -> Predicate:
    def test(values: dict[str, str]) -> bool:
        left = _typed(values[key], numeric)
        if op == "=":
            return bool(left == right)
        if op in ("<>", "!="):
            return bool(left != right)
        if op == "<":
            return bool(left < right)
        if op == "<=":
            return bool(left <= right)
        if op == ">":
            return bool(left > right)
        return bool(left >= right)

    return test


def _typed(value: str, numeric: bool) -> Any:
    if not numeric:
        return value
    try:
        return Decimal(value)
    except InvalidOperation:
        raise errors.invalid(f"{value!r} is not a number for a numeric partition key") from None


def _like(pattern: str) -> re.Pattern[str]:
    out = "".join(".*" if ch == "%" else "." if ch == "_" else re.escape(ch) for ch in pattern)
    return re.compile(out, re.DOTALL)


def compile_filter(expression: str, partition_keys: list[dict[str, Any]]) -> Callable[[list[str]], bool]:
    """A test of a partition's values (in the table's key order) against ``expression``."""
    if len(expression) > MAX_EXPRESSION:
        raise errors.invalid(f"Expression must be at most {MAX_EXPRESSION} characters")
    keys = {str(k["Name"]).lower(): str(k.get("Type") or "string") for k in partition_keys}
    predicate = _Parser(expression, keys).parse()
    order = [str(k["Name"]).lower() for k in partition_keys]

    def matches(values: list[str]) -> bool:
        try:
            return predicate(dict(zip(order, values, strict=True)))
        except AwsError:
            return False  # a value that is not a number never matches a numeric comparison

    return matches
