"""Unstructured patterns: case-sensitive terms, ``?term`` (OR), ``-term`` (NOT), ``%regex%``.

Plain terms must all occur in the message, at least one ``?`` term must occur when there are
any, and no ``-`` term may occur. A term is a run of ASCII letters, digits and underscores, or a
double-quoted phrase (``\\"`` escapes a quote); any other character in an unquoted term is
rejected, as AWS does. A regex pattern stands alone: ``%...%`` must be the whole pattern.
"""

from __future__ import annotations

import string
from collections.abc import Callable

from .base import FilterPattern
from .errors import invalid_pattern
from .regex import compile_regex
from .scanner import Scanner

_WORD = frozenset(string.ascii_letters + string.digits + "_")


class TermPattern(FilterPattern):
    kind = "terms"

    def __init__(self, text: str, required: list[str], optional: list[str], excluded: list[str]) -> None:
        super().__init__(text)
        self.required = tuple(required)
        self.optional = tuple(optional)
        self.excluded = tuple(excluded)
        self._test = _build_test(self.required, self.optional, self.excluded)

    def matches(self, message: str) -> bool:
        return self._test(message)


class RegexPattern(FilterPattern):
    kind = "regex"

    def __init__(self, text: str, source: str) -> None:
        super().__init__(text)
        self.source = source
        self._search = compile_regex(source).search

    def matches(self, message: str) -> bool:
        return self._search(message) is not None


def parse_unstructured(text: str) -> FilterPattern:
    """Parse a pattern that is neither JSON (``{``) nor space-delimited (``[``)."""
    scanner = Scanner(text.strip())
    if scanner.peek() == "%":
        source = scanner.read_regex()
        if not scanner.at_end():
            raise invalid_pattern()
        return RegexPattern(text, source)
    required: list[str] = []
    optional: list[str] = []
    excluded: list[str] = []
    while True:
        scanner.skip_ws()
        if scanner.at_end():
            break
        bucket = required
        if scanner.peek() == "?":
            bucket = optional
            scanner.pos += 1
        elif scanner.peek() == "-":
            bucket = excluded
            scanner.pos += 1
            scanner.skip_ws()  # AWS's own example writes "ERROR" - "Exiting"
        bucket.append(_read_term(scanner))
    return TermPattern(text, required, optional, excluded)


def _read_term(scanner: Scanner) -> str:
    if scanner.peek() == '"':
        term = scanner.read_quoted().text
        if not scanner.at_end() and not scanner.peek().isspace():
            raise invalid_pattern()
        return term
    term = scanner.read_until("")
    if not term:
        raise invalid_pattern()
    if not _WORD.issuperset(term):
        raise invalid_pattern(f"Invalid character(s) in term '{term}'")
    return term


def _build_test(
    required: tuple[str, ...], optional: tuple[str, ...], excluded: tuple[str, ...]
) -> Callable[[str], bool]:
    """The cheapest closure for the combination at hand: a few ``in`` checks."""
    if len(required) == 1 and not optional and not excluded:
        (only,) = required
        return lambda message: only in message
    if not required and not excluded:
        return lambda message: any(term in message for term in optional)

    def test(message: str) -> bool:
        for term in required:
            if term not in message:
                return False
        for term in excluded:
            if term in message:
                return False
        if optional:
            return any(term in message for term in optional)
        return True

    return test
