"""A character cursor over pattern text, shared by the recursive-descent parsers.

It knows the lexical pieces common to every pattern form: whitespace, double-quoted strings
with backslash escapes, and ``%regex%`` literals. Any failure raises the AWS error.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NoReturn

from .errors import invalid_pattern


@dataclass(frozen=True)
class QuotedText:
    """The content of a quoted string, with whether it began/ended with an unescaped ``*``."""

    text: str
    leading_star: bool
    trailing_star: bool


class Scanner:
    """Reads a pattern left to right; ``pos`` is the index of the next unread character."""

    def __init__(self, text: str, pos: int = 0) -> None:
        self.text = text
        self.pos = pos

    def fail(self, message: str | None = None) -> NoReturn:
        raise invalid_pattern(message) if message else invalid_pattern()

    def at_end(self) -> bool:
        return self.pos >= len(self.text)

    def peek(self) -> str:
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def startswith(self, token: str) -> bool:
        return self.text.startswith(token, self.pos)

    def skip_ws(self) -> None:
        text, pos = self.text, self.pos
        while pos < len(text) and text[pos].isspace():
            pos += 1
        self.pos = pos

    def accept(self, token: str) -> bool:
        """Skip whitespace, then consume ``token`` if it comes next."""
        self.skip_ws()
        if self.text.startswith(token, self.pos):
            self.pos += len(token)
            return True
        return False

    def expect(self, token: str) -> None:
        if not self.accept(token):
            self.fail()

    def read_while(self, allowed: str) -> str:
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] in allowed:
            self.pos += 1
        return self.text[start : self.pos]

    def read_until(self, stops: str) -> str:
        """Read up to (not including) whitespace or any character of ``stops``."""
        start, text = self.pos, self.text
        while self.pos < len(text) and not text[self.pos].isspace() and text[self.pos] not in stops:
            self.pos += 1
        return text[start : self.pos]

    def read_quoted(self) -> QuotedText:
        """Read ``"..."``; a backslash makes the next character literal (``\\"``, ``\\\\``, ``\\*``)."""
        if self.peek() != '"':
            self.fail()
        text = self.text
        pos = self.pos + 1
        parts: list[str] = []
        escaped_at: set[int] = set()
        while True:
            if pos >= len(text):
                self.fail()
            char = text[pos]
            if char == '"':
                break
            if char == "\\":
                if pos + 1 >= len(text):
                    self.fail()
                escaped_at.add(len(parts))
                parts.append(text[pos + 1])
                pos += 2
                continue
            parts.append(char)
            pos += 1
        self.pos = pos + 1
        value = "".join(parts)
        leading = bool(parts) and parts[0] == "*" and 0 not in escaped_at
        last = len(parts) - 1
        trailing = bool(parts) and parts[-1] == "*" and last not in escaped_at and (last > 0 or not leading)
        return QuotedText(value, leading, trailing)

    def read_regex(self) -> str:
        """Read ``%...%`` and return the source between the percent signs (``\\%`` stays inside)."""
        if self.peek() != "%":
            self.fail()
        text = self.text
        pos = self.pos + 1
        start = pos
        while True:
            if pos >= len(text):
                self.fail()
            char = text[pos]
            if char == "\\":
                pos += 2
                continue
            if char == "%":
                break
            pos += 1
        self.pos = pos + 1
        return text[start:pos]
