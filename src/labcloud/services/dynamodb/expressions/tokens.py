"""Tokenizer shared by every DynamoDB expression kind.

Tokens carry their source span so syntax errors can quote AWS's ``token`` / ``near`` text and
``render`` can substitute placeholders in place. Keywords are not decided here: a NAME is a
keyword only where the grammar expects one (``AND``, ``SET``, ...), which is how DynamoDB reads
them too.
"""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.services.dynamodb.expressions.errors import invalid

NAME = "NAME"  # attribute name or keyword or function name
ALIAS = "ALIAS"  # #placeholder
VALUE = "VALUE"  # :placeholder
INT = "INT"  # list index
OP = "OP"  # punctuation and comparators
EOF_KIND = "EOF"

_PUNCT_TWO = {"<>", "<=", ">="}
_PUNCT_ONE = set("()[],.=<>+-")


@dataclass(frozen=True, slots=True)
class Token:
    kind: str
    text: str
    start: int
    end: int

    @property
    def upper(self) -> str:
        return self.text.upper()


def _is_name_start(ch: str) -> bool:
    return ch.isascii() and (ch.isalpha() or ch == "_")


def _is_name_char(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch == "_")


def tokenize(source: str, label: str) -> list[Token]:
    """Split ``source`` into tokens, ending with an EOF token; raise the AWS syntax error."""
    tokens: list[Token] = []
    i, n = 0, len(source)
    while i < n:
        ch = source[i]
        if ch in " \t\r\n":
            i += 1
            continue
        start = i
        if _is_name_start(ch):
            i += 1
            while i < n and _is_name_char(source[i]):
                i += 1
            tokens.append(Token(NAME, source[start:i], start, i))
        elif ch in "#:":
            i += 1
            while i < n and _is_name_char(source[i]):
                i += 1
            if i == start + 1:
                _raise_syntax(source, tokens, Token(OP, ch, start, i), label)
            tokens.append(Token(ALIAS if ch == "#" else VALUE, source[start:i], start, i))
        elif ch.isascii() and ch.isdigit():
            while i < n and source[i].isascii() and source[i].isdigit():
                i += 1
            tokens.append(Token(INT, source[start:i], start, i))
        elif source[i : i + 2] in _PUNCT_TWO:
            i += 2
            tokens.append(Token(OP, source[start:i], start, i))
        elif ch in _PUNCT_ONE:
            i += 1
            tokens.append(Token(OP, ch, start, i))
        else:
            _raise_syntax(source, tokens, Token(OP, ch, start, i + 1), label)
    tokens.append(Token(EOF_KIND, "<EOF>", n, n))
    return tokens


def syntax_error_text(source: str, previous: Token | None, token: Token) -> str:
    """AWS's wording: the offending token, and the text from the token before it through it."""
    begin = previous.start if previous is not None else token.start
    end = token.end if token.kind != EOF_KIND else (previous.end if previous is not None else token.end)
    near = source[begin:end]
    return f'Syntax error; token: "{token.text}", near: "{near}"'


def _raise_syntax(source: str, tokens: list[Token], token: Token, label: str) -> None:
    previous = tokens[-1] if tokens else None
    raise invalid(label, syntax_error_text(source, previous, token))
