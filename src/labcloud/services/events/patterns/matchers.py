"""The leaf conditions of an event pattern: each decides one JSON scalar of an event.

A leaf of a pattern is a list of these (any may match). They are plain values with no service
state, built by ``compiler.py`` and run by ``evaluate.py``.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from typing import Any

#: JSON scalars as ``json.loads`` gives them.
Scalar = str | int | float | bool | None


def is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def same_value(pattern: Scalar, value: Any) -> bool:
    """Exact equality of JSON values: numbers by value (3 matches 3.0), strings never equal numbers."""
    if is_number(pattern):
        return is_number(value) and float(pattern) == float(value)  # type: ignore[arg-type]
    if isinstance(pattern, bool) or pattern is None:
        return value is pattern
    return isinstance(value, str) and value == pattern


class Matcher:
    """One condition on a present scalar value (``exists`` is decided by the evaluator)."""

    def test(self, value: Any) -> bool:  # pragma: no cover - every subclass overrides
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Exact(Matcher):
    value: Scalar

    def test(self, value: Any) -> bool:
        return same_value(self.value, value)


@dataclass(frozen=True, slots=True)
class Prefix(Matcher):
    text: str
    ignore_case: bool = False

    def test(self, value: Any) -> bool:
        if not isinstance(value, str):
            return False
        if self.ignore_case:
            return value.casefold().startswith(self.text.casefold())
        return value.startswith(self.text)


@dataclass(frozen=True, slots=True)
class Suffix(Matcher):
    text: str
    ignore_case: bool = False

    def test(self, value: Any) -> bool:
        if not isinstance(value, str):
            return False
        if self.ignore_case:
            return value.casefold().endswith(self.text.casefold())
        return value.endswith(self.text)


@dataclass(frozen=True, slots=True)
class EqualsIgnoreCase(Matcher):
    text: str

    def test(self, value: Any) -> bool:
        return isinstance(value, str) and value.casefold() == self.text.casefold()


@dataclass(frozen=True, slots=True)
class Wildcard(Matcher):
    """``*`` stands for any run of characters; ``\\*`` is a literal star, ``\\\\`` a backslash.

    Matched by its literal pieces (first as a prefix, last as a suffix, the others found left to
    right), never by a backtracking regular expression: linear in the value whatever the pattern.
    """

    source: str
    pieces: tuple[str, ...]

    @staticmethod
    def of(text: str) -> Wildcard:
        pieces: list[str] = []
        current: list[str] = []
        escaped = False
        for char in text:
            if escaped:
                current.append(char)
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == "*":
                pieces.append("".join(current))
                current = []
            else:
                current.append(char)
        pieces.append("".join(current))
        return Wildcard(text, tuple(pieces))

    def test(self, value: Any) -> bool:
        if not isinstance(value, str):
            return False
        pieces = self.pieces
        if len(pieces) == 1:
            return value == pieces[0]
        first, last = pieces[0], pieces[-1]
        if len(value) < len(first) + len(last) or not value.startswith(first) or not value.endswith(last):
            return False
        position, end = len(first), len(value) - len(last)
        for piece in pieces[1:-1]:
            found = value.find(piece, position, end)
            if found < 0:
                return False
            position = found + len(piece)
        return True


@dataclass(frozen=True, slots=True)
class Numeric(Matcher):
    """``[(op, bound), ...]`` all of which hold: ``<``, ``<=``, ``=``, ``>``, ``>=``."""

    bounds: tuple[tuple[str, float], ...]

    def test(self, value: Any) -> bool:
        if not is_number(value):
            return False
        number = float(value)
        for op, bound in self.bounds:
            if op == "<" and not number < bound:
                return False
            if op == "<=" and not number <= bound:
                return False
            if op == "=" and not number == bound:
                return False
            if op == ">" and not number > bound:
                return False
            if op == ">=" and not number >= bound:
                return False
        return True


@dataclass(frozen=True, slots=True)
class Cidr(Matcher):
    network: ipaddress.IPv4Network | ipaddress.IPv6Network

    def test(self, value: Any) -> bool:
        if not isinstance(value, str):
            return False
        try:
            address = ipaddress.ip_address(value)
        except ValueError:
            return False
        return address.version == self.network.version and address in self.network


@dataclass(frozen=True, slots=True)
class AnythingBut(Matcher):
    """Matches a present value that none of ``excluded`` matches."""

    excluded: tuple[Matcher, ...]

    def test(self, value: Any) -> bool:
        return not any(matcher.test(value) for matcher in self.excluded)


@dataclass(frozen=True, slots=True)
class Exists:
    """``{"exists": true|false}``: decided on the presence of a leaf value, not on its content."""

    present: bool
