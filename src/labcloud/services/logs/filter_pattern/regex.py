"""AWS's restricted regular-expression dialect for ``%...%`` filter terms.

CloudWatch Logs accepts only ASCII letters and digits, the symbols ``: _ # = @ / ; , -`` (and
spaces), the operators ``^ $ ? [ ] { } | \\ * + .``, the classes ``\\d \\D \\w \\W \\s \\S`` and
escaped punctuation. Parentheses (sub-patterns) and multi-byte characters are rejected. This
module validates a pattern against that dialect and translates it into a Python ``re`` pattern;
anything outside the dialect raises the AWS error instead of reaching ``re``.
"""

from __future__ import annotations

import re
import string

from .errors import invalid_pattern

_LITERALS = frozenset(string.ascii_letters + string.digits + ":_#=@/;,- ")
_CLASS_ESCAPES = frozenset("dDwWsS")
_PUNCTUATION = frozenset(string.punctuation)
# Inside [...] the operator characters lose their meaning and count as literals.
_CLASS_LITERALS = _LITERALS | frozenset("^$?{}|*+.")
_QUANTIFIER = re.compile(r"\{(\d+)(,(\d*))?\}")


def compile_regex(source: str) -> re.Pattern[str]:
    """Validate ``source`` (the text between the ``%`` signs) and compile it for searching."""
    if not source or not source.isascii():
        raise invalid_pattern()
    translated = _Translator(source).translate()
    try:
        return re.compile(translated, re.ASCII)
    except re.error as exc:  # pragma: no cover - the translator should not emit invalid re
        raise invalid_pattern() from exc


class _Translator:
    def __init__(self, source: str) -> None:
        self.src = source
        self.pos = 0
        self.out: list[str] = []
        self.quantifiable = False  # whether the last emitted item is an atom a quantifier may follow
        self.after_quantifier = False  # a single '?' may follow a quantifier (reluctant form)

    def translate(self) -> str:
        src = self.src
        while self.pos < len(src):
            char = src[self.pos]
            if char in _LITERALS:
                self._atom(re.escape(char))
                self.pos += 1
            elif char == ".":
                self._atom(".")
                self.pos += 1
            elif char in "^$|":
                self._emit(char)
                self.pos += 1
            elif char in "*+?":
                self._quantifier(char)
                self.pos += 1
            elif char == "{":
                self._braces()
            elif char == "[":
                self._char_class()
            elif char == "\\":
                self._atom(self._escape(in_class=False))
            else:
                raise invalid_pattern()
        return "".join(self.out)

    def _atom(self, text: str) -> None:
        self.out.append(text)
        self.quantifiable = True
        self.after_quantifier = False

    def _emit(self, text: str) -> None:
        self.out.append(text)
        self.quantifiable = False
        self.after_quantifier = False

    def _quantifier(self, text: str) -> None:
        if text == "?" and self.after_quantifier:
            self.out.append("?")
            self.after_quantifier = False
            return
        if not self.quantifiable:
            raise invalid_pattern()
        self.out.append(text)
        self.quantifiable = False
        self.after_quantifier = True

    def _braces(self) -> None:
        match = _QUANTIFIER.match(self.src, self.pos)
        if match is None:
            raise invalid_pattern()
        low = int(match.group(1))
        high = match.group(3)
        if high and int(high) < low:
            raise invalid_pattern()
        self.pos = match.end()
        self._quantifier(match.group(0))

    def _escape(self, in_class: bool) -> str:
        """Consume ``\\x`` at ``pos`` and return its Python spelling."""
        if self.pos + 1 >= len(self.src):
            raise invalid_pattern()
        char = self.src[self.pos + 1]
        self.pos += 2
        if char in _CLASS_ESCAPES:
            return "\\" + char
        if char in _PUNCTUATION:
            return re.escape(char)
        raise invalid_pattern()

    def _char_class(self) -> None:
        src = self.src
        self.pos += 1
        parts = ["["]
        if self.pos < len(src) and src[self.pos] == "^":
            parts.append("^")
            self.pos += 1
        members = 0
        previous_literal: str | None = None  # last single literal character, for ranges
        while True:
            if self.pos >= len(src):
                raise invalid_pattern()
            char = src[self.pos]
            if char == "]":
                self.pos += 1
                break
            if char == "[":
                raise invalid_pattern()
            if char == "-" and previous_literal is not None and self._range_follows():
                high = self._class_literal(src[self.pos + 1])
                if high < previous_literal:
                    raise invalid_pattern()
                parts.append("-" + re.escape(high))
                self.pos += 2
                previous_literal = None
                continue
            if char == "\\":
                escaped = self._escape(in_class=True)
                parts.append(escaped)
                members += 1
                previous_literal = escaped[-1] if len(escaped) == 2 and escaped[1] in _PUNCTUATION else None
                continue
            literal = self._class_literal(char)
            parts.append(re.escape(literal))
            members += 1
            previous_literal = literal
            self.pos += 1
        if members == 0:
            raise invalid_pattern()
        parts.append("]")
        self._atom("".join(parts))

    def _range_follows(self) -> bool:
        nxt = self.pos + 1
        return nxt < len(self.src) and self.src[nxt] not in "]\\["

    @staticmethod
    def _class_literal(char: str) -> str:
        if char not in _CLASS_LITERALS:
            raise invalid_pattern()
        return char
