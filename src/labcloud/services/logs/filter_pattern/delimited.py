"""Space-delimited patterns: ``[ip, user, ..., status = 4* || status = 5*, bytes > 1000]``.

The message is split on whitespace; text between double quotes or between square brackets is
one field (without the quotes/brackets). Each pattern field either names a field, carries
conditions on that same field joined by ``&&``/``||`` (parentheses group), or is ``...``, which
stands for any number of fields. Without ``...`` the field counts must be equal. A trailing
comma adds one unnamed field, as in AWS's ``[..., request=*.html*, status_code=4*,]``.
A condition naming a different field than its own slot is rejected, as AWS does.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable
from dataclasses import dataclass

from .base import FilterPattern
from .errors import invalid_pattern
from .scanner import Scanner
from .values import MAX_REGEX_PER_PATTERN, read_operator, read_value_test

_MESSAGE_FIELD = re.compile(r'"([^"]*)"|\[([^\]]*)\]|(\S+)')
_NAME_START = string.ascii_letters + "_"
_NAME_CHARS = string.ascii_letters + string.digits + "_"
_STOPS = ",]()&|"
UNCLOSED_BRACKET = "If a filter pattern starts with '[' it must end with ']'"

FieldTest = Callable[[str], bool]


@dataclass(frozen=True)
class Field:
    """One slot of the pattern: ``name`` is ``None`` for an unnamed slot, ``test`` for conditions."""

    name: str | None
    test: FieldTest | None
    ellipsis: bool = False


def split_fields(message: str) -> list[str]:
    """The message's fields, quoted and bracketed runs kept whole."""
    if '"' not in message and "[" not in message:
        return message.split()
    return [quoted or bracketed or plain for quoted, bracketed, plain in _MESSAGE_FIELD.findall(message)]


class DelimitedPattern(FilterPattern):
    kind = "delimited"

    def __init__(self, text: str, fields: list[Field]) -> None:
        super().__init__(text)
        self.fields = tuple(fields)
        self.names = tuple(field.name for field in fields if field.name)
        ellipses = [index for index, field in enumerate(fields) if field.ellipsis]
        self._ellipses = len(ellipses)
        self._min_values = len(fields) - len(ellipses)
        # Tested slots as (position, test); after a single "..." positions count from the end.
        split = ellipses[0] if ellipses else len(fields)
        self._tests: tuple[tuple[int, FieldTest], ...] = tuple(
            (index if index < split else index - len(fields), field.test)
            for index, field in enumerate(fields)
            if field.test is not None
        )

    def matches(self, message: str) -> bool:
        values = split_fields(message)
        if self._ellipses == 0:
            if len(values) != self._min_values:
                return False
        elif self._ellipses == 1:
            if len(values) < self._min_values:
                return False
        else:
            return _bind_with_ellipsis(self.fields, values) is not None
        for position, test in self._tests:
            if not test(values[position]):
                return False
        return True

    def extracted_values(self, message: str) -> dict[str, str]:
        values = split_fields(message)
        if not self.matches(message):
            return {}
        binding = _bind_with_ellipsis(self.fields, values)
        if binding is None:  # pragma: no cover - matches() said it binds
            return {}
        extracted: dict[str, str] = {}
        named = {index: field.name for field, index in binding if field.name}
        for index, value in enumerate(values):
            extracted[f"${named[index]}" if index in named else f"${index + 1}"] = value
        return extracted


def _bind_with_ellipsis(fields: tuple[Field, ...], values: list[str]) -> list[tuple[Field, int]] | None:
    failed: set[tuple[int, int]] = set()
    binding: list[tuple[Field, int]] = []

    def walk(fi: int, vi: int) -> bool:
        if fi == len(fields):
            return vi == len(values)
        if (fi, vi) in failed:
            return False
        field = fields[fi]
        if field.ellipsis:
            for skip_to in range(vi, len(values) + 1):
                if walk(fi + 1, skip_to):
                    return True
        elif vi < len(values) and (field.test is None or field.test(values[vi])):
            binding.append((field, vi))
            if walk(fi + 1, vi + 1):
                return True
            binding.pop()
        failed.add((fi, vi))
        return False

    return binding if walk(0, 0) else None


def parse_delimited_pattern(text: str) -> DelimitedPattern:
    body = text.strip()
    if not body.endswith("]"):
        raise invalid_pattern(UNCLOSED_BRACKET)
    parser = _Parser(Scanner(body))
    fields = parser.parse()
    names = [field.name for field in fields if field.name]
    if len(names) != len(set(names)):
        raise invalid_pattern()
    return DelimitedPattern(text, fields)


class _Parser:
    def __init__(self, scanner: Scanner) -> None:
        self.scanner = scanner
        self.regex_count = 0
        self.slot_name = ""

    def parse(self) -> list[Field]:
        scanner = self.scanner
        scanner.expect("[")
        fields: list[Field] = []
        while True:
            scanner.skip_ws()
            if fields and scanner.peek() == "]":
                fields.append(Field(None, None))  # the trailing-comma field
            else:
                fields.append(self.parse_field())
            if scanner.accept(","):
                continue
            scanner.expect("]")
            break
        scanner.skip_ws()
        if not scanner.at_end():
            raise invalid_pattern()
        return fields

    def parse_field(self) -> Field:
        scanner = self.scanner
        if scanner.accept("..."):
            return Field(None, None, ellipsis=True)
        start = scanner.pos
        while scanner.accept("("):
            pass  # the slot's name is the first name, even inside parentheses
        opened = scanner.pos != start
        name = self.read_name()
        scanner.skip_ws()
        if not opened and scanner.peek() in ",]":
            return Field(name, None)
        scanner.pos = start
        self.slot_name = name
        return Field(name, self.parse_or())

    def read_name(self) -> str:
        self.scanner.skip_ws()
        if self.scanner.peek() not in _NAME_START or self.scanner.at_end():
            raise invalid_pattern()
        return self.scanner.read_while(_NAME_CHARS)

    def parse_or(self) -> FieldTest:
        parts = [self.parse_and()]
        while self.scanner.accept("||"):
            parts.append(self.parse_and())
        if len(parts) == 1:
            return parts[0]
        alternatives = tuple(parts)
        return lambda value: any(part(value) for part in alternatives)

    def parse_and(self) -> FieldTest:
        parts = [self.parse_atom()]
        while self.scanner.accept("&&"):
            parts.append(self.parse_atom())
        if len(parts) == 1:
            return parts[0]
        conjuncts = tuple(parts)
        return lambda value: all(part(value) for part in conjuncts)

    def parse_atom(self) -> FieldTest:
        if self.scanner.accept("("):
            inner = self.parse_or()
            self.scanner.expect(")")
            return inner
        if self.read_name() != self.slot_name:
            raise invalid_pattern()
        operator = read_operator(self.scanner)
        test, is_regex = read_value_test(self.scanner, operator, _STOPS)
        if is_regex:
            self.regex_count += 1
            if self.regex_count > MAX_REGEX_PER_PATTERN:
                raise invalid_pattern()
        return test
