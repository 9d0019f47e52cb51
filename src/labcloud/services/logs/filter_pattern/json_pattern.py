"""JSON patterns: ``{ $.a.b[0] = "x" && ($.n > 5 || $.flag IS TRUE) }``.

Grammar (``&&`` binds tighter than ``||``; parentheses group)::

    pattern    := "{" or "}"
    or         := and ("||" and)*
    and        := unary ("&&" unary)*
    unary      := "(" or ")" | condition
    condition  := selector ( OP value | "IS" ("NULL" | "TRUE" | "FALSE") | "NOT" "EXISTS" )
    selector   := "$" ("." NAME ("[" INDEX "]")*)+

A comparison only holds when the selector reaches a value node (string, number or boolean);
objects, arrays and missing properties never compare, for ``!=`` too. Only events whose message
is a JSON object are considered; anything else never matches.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from typing import Any

from labcloud import json_document

from .base import FilterPattern
from .errors import invalid_pattern
from .scanner import Scanner
from .values import MAX_REGEX_PER_PATTERN, read_operator, read_value_test

Condition = Callable[[dict[str, Any]], bool]
Path = tuple[str | int, ...]

_NAME_CHARS = string.ascii_letters + string.digits + "_-"
_MISSING = object()
_STOPS = "(){}&|"
UNCLOSED_BRACE = "If a filter pattern starts with '{' it must end with '}'"


class JsonPattern(FilterPattern):
    kind = "json"

    def __init__(self, text: str, condition: Condition) -> None:
        super().__init__(text)
        self._condition = condition

    def matches(self, message: str) -> bool:
        if not message.startswith("{") and not message.lstrip().startswith("{"):
            return False
        try:
            document = json_document.loads(message)
        except ValueError:
            return False
        if not isinstance(document, dict):
            return False
        return self._condition(document)

    def matches_document(self, document: Any) -> bool:
        """``matches`` for a message already parsed (``None`` when it is not JSON)."""
        return isinstance(document, dict) and self._condition(document)


def parse_json_pattern(text: str) -> JsonPattern:
    body = text.strip()
    if not body.endswith("}"):
        raise invalid_pattern(UNCLOSED_BRACE)
    parser = _Parser(Scanner(body))
    parser.scanner.expect("{")
    condition = parser.parse_or()
    parser.scanner.expect("}")
    parser.scanner.skip_ws()
    if not parser.scanner.at_end():
        raise invalid_pattern()
    return JsonPattern(text, condition)


def resolve(document: Any, path: Path) -> Any:
    """The node at ``path``, or the ``_MISSING`` sentinel."""
    node = document
    for step in path:
        if isinstance(step, str):
            if not isinstance(node, dict):
                return _MISSING
            node = node.get(step, _MISSING)
            if node is _MISSING:
                return _MISSING
        else:
            if not isinstance(node, list) or step >= len(node):
                return _MISSING
            node = node[step]
    return node


class _Parser:
    def __init__(self, scanner: Scanner) -> None:
        self.scanner = scanner
        self.regex_count = 0

    def parse_or(self) -> Condition:
        parts = [self.parse_and()]
        while self.scanner.accept("||"):
            parts.append(self.parse_and())
        if len(parts) == 1:
            return parts[0]
        alternatives = tuple(parts)
        return lambda doc: any(part(doc) for part in alternatives)

    def parse_and(self) -> Condition:
        parts = [self.parse_unary()]
        while self.scanner.accept("&&"):
            parts.append(self.parse_unary())
        if len(parts) == 1:
            return parts[0]
        conjuncts = tuple(parts)
        return lambda doc: all(part(doc) for part in conjuncts)

    def parse_unary(self) -> Condition:
        if self.scanner.accept("("):
            inner = self.parse_or()
            self.scanner.expect(")")
            return inner
        return self.parse_condition()

    def parse_condition(self) -> Condition:
        path = self.parse_selector()
        scanner = self.scanner
        scanner.skip_ws()
        if scanner.peek().isalpha():
            return self._keyword_condition(path)
        operator = read_operator(scanner)
        test, is_regex = read_value_test(scanner, operator, _STOPS)
        if is_regex:
            self.regex_count += 1
            if self.regex_count > MAX_REGEX_PER_PATTERN:
                raise invalid_pattern()

        def compare(doc: dict[str, Any]) -> bool:
            node = resolve(doc, path)
            if node is _MISSING or node is None or isinstance(node, (dict, list)):
                return False
            return test(node)

        return compare

    def _keyword_condition(self, path: Path) -> Condition:
        first = self.scanner.read_while(string.ascii_letters).upper()
        self.scanner.skip_ws()
        second = self.scanner.read_while(string.ascii_letters).upper()
        if first == "IS" and second == "NULL":
            return lambda doc: resolve(doc, path) is None
        if first == "IS" and second == "TRUE":
            return lambda doc: resolve(doc, path) is True
        if first == "IS" and second == "FALSE":
            return lambda doc: resolve(doc, path) is False
        if first == "NOT" and second == "EXISTS":
            return lambda doc: resolve(doc, path) is _MISSING
        raise invalid_pattern()

    def parse_selector(self) -> Path:
        scanner = self.scanner
        scanner.expect("$")
        steps: list[str | int] = []
        while True:
            char = scanner.peek()
            if char == ".":
                scanner.pos += 1
                name = scanner.read_while(_NAME_CHARS)
                if not name:
                    raise invalid_pattern()
                steps.append(name)
            elif char == "[" and steps:
                scanner.pos += 1
                digits = scanner.read_while(string.digits)
                if not digits or scanner.peek() != "]":
                    raise invalid_pattern()
                scanner.pos += 1
                steps.append(int(digits))
            else:
                break
        if not steps:
            raise invalid_pattern()
        return tuple(steps)
