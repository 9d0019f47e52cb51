"""Query text → a list of commands whose expressions are plain tuples (see :mod:`evaluate`).

An unparseable query answers MalformedQueryException, as Logs Insights does. Parses are cached by
query text.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from lark import Lark, Token, Transformer, UnexpectedInput, v_args
from lark.tree import Meta

from labcloud.errors import AwsError
from labcloud.services.logs.insights.grammar import GRAMMAR


@lru_cache(maxsize=1)
def _lark() -> Lark:
    """The LALR parser, built on first use (building it takes ~100 ms: kept off server start)."""
    return Lark(GRAMMAR, parser="lalr", propagate_positions=True)


MAX_QUERY = 10_000
_UNITS_MS = {
    "ms": 1,
    "s": 1000,
    "m": 60_000,
    "h": 3_600_000,
    "d": 86_400_000,
    "w": 604_800_000,
    "mo": 2_592_000_000,
    "q": 7_776_000_000,
    "y": 31_536_000_000,
}

Expr = tuple[Any, ...]
Command = tuple[Any, ...]


def malformed(detail: str) -> AwsError:
    return AwsError(
        "MalformedQueryException",
        detail,
        status=400,
        queryCompileError={"location": {"startCharOffset": 0, "endCharOffset": 0}, "message": detail},
    )


def _unquote(text: str) -> str:
    body = text[1:-1]
    return re.sub(r"\\(.)", r"\1", body)


def _regex(text: str) -> re.Pattern[str]:
    end = text.rfind("/")
    flags = 0
    for letter in text[end + 1 :]:
        flags |= {"i": re.I, "m": re.M, "s": re.S, "x": re.X}[letter]
    source = text[1:end].replace("\\/", "/")
    source = re.sub(r"\(\?<([A-Za-z_][A-Za-z0-9_]*)>", r"(?P<\1>", source)
    try:
        return re.compile(source, flags)
    except re.error as exc:
        raise malformed(f"Invalid regular expression: {exc}") from None


def _glob(text: str) -> re.Pattern[str]:
    """``parse`` glob: ``*`` captures (lazily), everything else is literal."""
    parts = [re.escape(part) for part in _unquote(text).split("*")]
    return re.compile("(.*?)".join(parts[:-1]) + ("(.*)" + parts[-1] if len(parts) > 1 else parts[-1]), re.S)


class _Build(Transformer[Token, Any]):
    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def start(self, items: list[Any]) -> list[Command]:
        return [i for i in items if not (isinstance(i, Token) and i.type == "PIPE")]

    # expressions
    def number(self, items: list[Token]) -> Expr:
        return ("lit", float(items[0]) if any(c in items[0] for c in ".eE") else int(items[0]))

    def string(self, items: list[Token]) -> Expr:
        return ("lit", _unquote(items[0]))

    def duration(self, items: list[Token]) -> Expr:
        found = re.fullmatch(r"(\d+)(ms|mo|s|m|h|d|w|q|y)", str(items[0]))
        assert found is not None
        return ("lit", int(found.group(1)) * _UNITS_MS[found.group(2)])

    def field(self, items: list[Token]) -> Expr:
        name = str(items[0])
        return ("field", name[1:-1] if name.startswith("`") else name)

    def call(self, items: list[Any]) -> Expr:
        args = tuple(
            "*" if isinstance(a, Token) and a.type == "STAR" else a for a in items[1:] if a is not None
        )
        return ("call", str(items[0]).lower(), args)

    def binop(self, items: list[Any]) -> Expr:
        return ("binop", str(items[1]), items[0], items[2])

    def neg(self, items: list[Any]) -> Expr:
        return ("neg", items[0])

    def compare(self, items: list[Any]) -> Expr:
        op = str(items[1])
        return ("cmp", "=" if op == "==" else op, items[0], items[2])

    def pattern(self, items: list[Token]) -> Any:
        token = items[0]
        return _regex(token) if token.type == "REGEX" else _unquote(token)

    def like(self, items: list[Any]) -> Expr:
        return ("like", items[0], items[-1], False)

    def not_like(self, items: list[Any]) -> Expr:
        return ("like", items[0], items[-1], True)

    def in_(self, items: list[Any]) -> Expr:
        return ("in", items[0], tuple(i for i in items[2:] if not isinstance(i, Token)), False)

    def not_in(self, items: list[Any]) -> Expr:
        return ("in", items[0], tuple(i for i in items[3:] if not isinstance(i, Token)), True)

    def and_(self, items: list[Any]) -> Expr:
        return ("and", items[0], items[2])

    def or_(self, items: list[Any]) -> Expr:
        return ("or", items[0], items[2])

    def not_(self, items: list[Any]) -> Expr:
        return ("not", items[1])

    @v_args(meta=True)
    def named(self, meta: Meta, items: list[Any]) -> tuple[Expr, str]:
        if len(items) == 3:
            return items[0], str(items[2])
        return items[0], self.text[meta.start_pos : meta.end_pos].strip()

    def sort_key(self, items: list[Any]) -> tuple[Expr, bool]:
        return items[0], len(items) > 1 and str(items[1]).lower() == "desc"

    # commands
    def fields_cmd(self, items: list[Any]) -> Command:
        return ("fields", tuple(items[1:]))

    def display_cmd(self, items: list[Any]) -> Command:
        return ("display", tuple(i[1] for i in items[1:]))

    def filter_cmd(self, items: list[Any]) -> Command:
        return ("filter", items[1])

    def stats_cmd(self, items: list[Any]) -> Command:
        aggregates: list[Any] = []
        groups: list[Any] = []
        target = aggregates
        for item in items[1:]:
            if isinstance(item, Token):
                target = groups
                continue
            target.append(item)
        return ("stats", tuple(aggregates), tuple(groups))

    def sort_cmd(self, items: list[Any]) -> Command:
        return ("sort", tuple(items[1:]))

    def limit_cmd(self, items: list[Token]) -> Command:
        return ("limit", int(items[1]))

    def dedup_cmd(self, items: list[Any]) -> Command:
        return ("dedup", tuple(i[1] for i in items[1:]))

    def parse_glob(self, items: list[Any]) -> Command:
        source = items[1][1] if isinstance(items[1], tuple) else "@message"
        pattern = next(i for i in items if isinstance(i, Token) and i.type == "STRING")
        names = tuple(str(i) for i in items if isinstance(i, Token) and i.type == "NAME")
        regex = _glob(pattern)
        if regex.groups != len(names):
            raise malformed(
                f"parse: the pattern captures {regex.groups} fields but {len(names)} names are given"
            )
        return ("parse", source, regex, names)

    def parse_regex(self, items: list[Any]) -> Command:
        source = items[1][1] if isinstance(items[1], tuple) else "@message"
        regex = _regex(items[-1])
        names = tuple(regex.groupindex)
        if not names:
            raise malformed("parse: a regular expression needs named capture groups, like (?<name>...)")
        return ("parse", source, regex, names)


@lru_cache(maxsize=256)
def parse(text: str) -> tuple[Command, ...]:
    if not text.strip():
        raise malformed("The query is empty")
    if len(text) > MAX_QUERY:
        raise malformed(f"The query is longer than {MAX_QUERY} characters")
    try:
        tree = _lark().parse(text)
    except UnexpectedInput as exc:
        raise malformed(
            f"unexpected symbol found {exc.get_context(text, 20).splitlines()[0].strip()!r} at "
            f"line {getattr(exc, 'line', 1)} and position {getattr(exc, 'column', 0)}"
        ) from None
    commands: list[Command] = _Build(text).transform(tree)
    return tuple(commands)
