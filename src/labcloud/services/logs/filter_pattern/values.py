"""Comparison of one extracted value (a JSON scalar or a space-delimited field) with a literal.

JSON and space-delimited patterns share the right-hand side of a condition: a string with
``*`` wildcards at its start and/or end, a number, or a ``%regex%``. Parsing that literal and
turning it, with its operator, into a fast predicate lives here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .regex import compile_regex
from .scanner import QuotedText, Scanner

ValueTest = Callable[[Any], bool]

# AWS allows at most two regexes in one JSON or space-delimited pattern.
MAX_REGEX_PER_PATTERN = 2

STRING_OPERATORS = ("=", "!=")
NUMERIC_OPERATORS = ("=", "!=", "<", "<=", ">", ">=")
# Longest first so that "<=" is not read as "<".
OPERATORS = (">=", "<=", "!=", "=", ">", "<")

_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\Z")
_UNQUOTED_VALUE = re.compile(r"[A-Za-z0-9_.*+\-:/]+\Z")


def read_operator(scanner: Scanner) -> str:
    scanner.skip_ws()
    for operator in OPERATORS:
        if scanner.startswith(operator):
            scanner.pos += len(operator)
            return operator
    scanner.fail()


def read_value_test(scanner: Scanner, operator: str, stops: str) -> tuple[ValueTest, bool]:
    """Read the literal after ``operator``; return its predicate and whether it is a regex."""
    scanner.skip_ws()
    char = scanner.peek()
    if char == '"':
        if operator not in STRING_OPERATORS:
            scanner.fail()
        return _string_test(scanner.read_quoted(), operator == "!="), False
    if char == "%":
        if operator not in STRING_OPERATORS:
            scanner.fail()
        return _regex_test(compile_regex(scanner.read_regex()), operator == "!="), True
    token = scanner.read_until(stops)
    if not token or not _UNQUOTED_VALUE.match(token):
        scanner.fail()
    if _NUMBER.match(token):
        return _number_test(operator, float(token)), False
    if operator not in STRING_OPERATORS:
        scanner.fail()
    leading = token.startswith("*")
    trailing = token.endswith("*") and (len(token) > 1 or not leading)
    return _string_test(QuotedText(token, leading, trailing), operator == "!="), False


def as_text(value: Any) -> str | None:
    """The text a string comparison sees for a scalar; ``None`` for null and containers."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    return None


def as_number(value: Any) -> float | None:
    """The number a numeric comparison sees; numeric strings count, booleans do not."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str) and _NUMBER.match(value):
        return float(value)
    return None


def wildcard_matcher(quoted: QuotedText) -> Callable[[str], bool]:
    """Exact match, or prefix/suffix/substring match when ``*`` opens and/or closes the literal.

    A ``*`` in the middle is an ordinary character, as AWS documents (``Ev*ent`` matches only
    the text ``Ev*ent``).
    """
    text = quoted.text
    core = text[1 if quoted.leading_star else 0 : len(text) - 1 if quoted.trailing_star else len(text)]
    if quoted.leading_star and quoted.trailing_star:
        return lambda value: core in value
    if quoted.leading_star:
        return lambda value: value.endswith(core)
    if quoted.trailing_star:
        return lambda value: value.startswith(core)
    return lambda value: value == core


def _string_test(quoted: QuotedText, negate: bool) -> ValueTest:
    matcher = wildcard_matcher(quoted)

    def test(value: Any) -> bool:
        text = as_text(value)
        if text is None:
            return False
        return matcher(text) is not negate

    return test


def _regex_test(pattern: re.Pattern[str], negate: bool) -> ValueTest:
    search = pattern.search

    def test(value: Any) -> bool:
        text = as_text(value)
        if text is None:
            return False
        return (search(text) is not None) is not negate

    return test


def _number_test(operator: str, number: float) -> ValueTest:
    compare: Callable[[float], bool] = {
        "=": lambda x: x == number,
        "!=": lambda x: x != number,
        "<": lambda x: x < number,
        "<=": lambda x: x <= number,
        ">": lambda x: x > number,
        ">=": lambda x: x >= number,
    }[operator]
    not_equal = operator == "!="

    def test(value: Any) -> bool:
        number_value = as_number(value)
        if number_value is None:
            # A non-numeric scalar is never equal to a number, and never ordered against one.
            return not_equal and as_text(value) is not None
        return compare(number_value)

    return test
