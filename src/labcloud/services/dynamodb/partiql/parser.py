"""Text → :mod:`nodes`: Lark's LALR parser over :mod:`grammar`, with DynamoDB's error wording.

A statement the parser cannot read answers "Statement wasn't well formed, can't be processed: …";
a complete statement followed by more tokens gets "Unexpected token after expression"; a table
alias gets "Aliasing is not supported". Parses are cached by statement text.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from lark import (
    Lark,
    Token,
    Transformer,
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
)

from labcloud.errors import AwsError
from labcloud.services.dynamodb.partiql import nodes as n
from labcloud.services.dynamodb.partiql.grammar import GRAMMAR

NOT_WELL_FORMED = "Statement wasn't well formed, can't be processed: "
LEFTOVER = NOT_WELL_FORMED + "Unexpected token after expression"
ALIASING = "Aliasing is not supported"
#: Statements longer than this are refused (AWS's limit is 8192 characters).
MAX_STATEMENT = 8192


@lru_cache(maxsize=1)
def _lark() -> Lark:
    """The LALR parser, built on first use (building it takes ~100 ms: kept off server start)."""
    return Lark(GRAMMAR, parser="lalr", maybe_placeholders=False)


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


class _Aliased(Exception):
    pass


class _Malformed(Exception):
    pass


class _Build(Transformer[Token, Any]):
    """Tree → nodes; numbers every ``?`` in the order it appears."""

    def __init__(self) -> None:
        super().__init__()
        self.params = 0

    # identifiers and paths
    def ident(self, items: list[Token]) -> str:
        token = items[0]
        return token[1:-1].replace('""', '"') if token.type == "QUOTED" else str(token)

    def path(self, items: list[Any]) -> n.Path:
        return n.Path(tuple(int(i) if isinstance(i, Token) and i.type == "INT" else str(i) for i in items))

    # values
    def string(self, items: list[Token]) -> n.Scalar:
        return n.Scalar("S", _unquote(items[0]))

    def number(self, items: list[Token]) -> n.Scalar:
        return n.Scalar("N", "".join(str(t) for t in items))

    def true(self, _: list[Token]) -> n.Scalar:
        return n.Scalar("BOOL", "true")

    def false(self, _: list[Token]) -> n.Scalar:
        return n.Scalar("BOOL", "false")

    def null(self, _: list[Token]) -> n.Scalar:
        return n.Scalar("NULL", "")

    def param(self, _: list[Token]) -> n.Param:
        self.params += 1
        return n.Param(self.params - 1)

    def list_value(self, items: list[Any]) -> n.ListValue:
        return n.ListValue(tuple(items))

    def map_value(self, items: list[Any]) -> n.MapValue:
        return n.MapValue(tuple(items))

    def pair(self, items: list[Any]) -> tuple[str, Any]:
        return _unquote(items[0]), items[1]

    def bag(self, items: list[Any]) -> n.BagValue:
        return n.BagValue(tuple(i for i in items if not isinstance(i, Token)))

    def call(self, items: list[Any]) -> n.Call:
        return n.Call(str(items[0]).lower(), tuple(items[1:]))

    def arithmetic(self, items: list[Any]) -> n.Arithmetic:
        return n.Arithmetic(items[0], str(items[1]), items[2])

    # conditions
    def compare(self, items: list[Any]) -> n.Compare:
        op = str(items[1])
        return n.Compare(items[0], "<>" if op == "!=" else op, items[2])

    def between(self, items: list[Any]) -> n.Between:
        return n.Between(items[0], items[1], items[2])

    def in_(self, items: list[Any]) -> n.In:
        return n.In(items[0], tuple(items[1:]))

    def is_missing(self, items: list[Any]) -> n.Is:
        return n.Is(items[0], "MISSING", False)

    def is_not_missing(self, items: list[Any]) -> n.Is:
        return n.Is(items[0], "MISSING", True)

    def is_null(self, items: list[Any]) -> n.Is:
        return n.Is(items[0], "NULL", False)

    def is_not_null(self, items: list[Any]) -> n.Is:
        return n.Is(items[0], "NULL", True)

    def and_(self, items: list[Any]) -> n.And:
        return n.And(items[0], items[1])

    def or_(self, items: list[Any]) -> n.Or:
        return n.Or(items[0], items[1])

    def not_(self, items: list[Any]) -> n.Not:
        return n.Not(items[0])

    def exists(self, items: list[Any]) -> n.Exists:
        return n.Exists(items[0])

    def exists_check(self, items: list[Any]) -> n.Exists:
        return n.Exists(items[0])

    # clauses
    def where(self, items: list[Any]) -> tuple[str, Any]:
        return "where", items[0]

    def alias(self, _: list[Any]) -> tuple[str, Any]:
        raise _Aliased()

    def order(self, items: list[Any]) -> tuple[str, Any]:
        descending = len(items) > 1 and str(items[1]).upper() == "DESC"
        return "order", (items[0], descending)

    def returning(self, items: list[Token]) -> tuple[str, Any]:
        which, state = str(items[0]).upper(), str(items[1]).upper()
        return "returning", f"{'ALL' if which == 'ALL' else 'UPDATED'}_{state}"

    def project_all(self, _: list[Any]) -> tuple[str, Any]:
        return "projection", None

    def project_paths(self, items: list[n.Path]) -> tuple[str, Any]:
        return "projection", tuple(items)

    def source(self, items: list[str]) -> tuple[str, Any]:
        return "source", (items[0], items[1] if len(items) > 1 else None)

    def set_action(self, items: list[Any]) -> tuple[str, Any]:
        return "set", tuple(items)

    def remove_action(self, items: list[Any]) -> tuple[str, Any]:
        return "remove", tuple(items)

    def assignment(self, items: list[Any]) -> tuple[n.Path, Any]:
        if str(items[1]) != "=":
            raise _Malformed()
        return items[0], items[2]

    # statements
    def select(self, items: list[Any]) -> n.Select:
        parts = dict(items)
        table, index = parts["source"]
        return n.Select(parts["projection"], table, index, parts.get("where"), parts.get("order"))

    def insert(self, items: list[Any]) -> n.Insert:
        return n.Insert(items[0], items[1])

    def update(self, items: list[Any]) -> n.Update:
        sets: list[tuple[n.Path, Any]] = []
        removes: list[n.Path] = []
        where: Any = None
        returning = None
        for kind, value in items[1:]:
            if kind == "set":
                sets.extend(value)
            elif kind == "remove":
                removes.extend(value)
            elif kind == "where":
                where = value
            else:
                returning = value
        return n.Update(items[0], tuple(sets), tuple(removes), where, returning)

    def delete(self, items: list[Any]) -> n.Delete:
        parts = dict(items[1:])
        return n.Delete(items[0], parts["where"], parts.get("returning"))

    def start(self, items: list[Any]) -> Any:
        return items[0]


def _unquote(token: str) -> str:
    return token[1:-1].replace("''", "'")


def _complete(text: str) -> bool:
    try:
        _lark().parse(text)
    except UnexpectedInput:
        return False
    return True


@lru_cache(maxsize=1024)
def parse(statement: str) -> n.Parsed:
    """Parse one statement or raise DynamoDB's ValidationException."""
    if len(statement) > MAX_STATEMENT:
        raise validation(
            f"1 validation error detected: Value at 'statement' failed to satisfy constraint: "
            f"Member must have length less than or equal to {MAX_STATEMENT}"
        )
    try:
        tree = _lark().parse(statement)
    except UnexpectedToken as exc:
        token = exc.token
        if token.type != "$END" and _complete(statement[: token.start_pos]):
            raise validation(LEFTOVER) from None
        detail = "Unexpected end of statement" if token.type == "$END" else "Unexpected token"
        raise validation(NOT_WELL_FORMED + detail) from None
    except UnexpectedEOF:
        raise validation(NOT_WELL_FORMED + "Unexpected end of statement") from None
    except UnexpectedCharacters:
        raise validation(NOT_WELL_FORMED) from None
    build = _Build()
    try:
        node = build.transform(tree)
    except Exception as exc:  # noqa: BLE001 - Lark wraps transformer errors in VisitError
        if isinstance(getattr(exc, "orig_exc", None), _Aliased):
            raise validation(ALIASING) from None
        if isinstance(getattr(exc, "orig_exc", None), _Malformed):
            raise validation(NOT_WELL_FORMED + "Unexpected token") from None
        raise
    return n.Parsed(node, build.params)


_ACTIONS = {
    n.Select: "PartiQLSelect",
    n.Insert: "PartiQLInsert",
    n.Update: "PartiQLUpdate",
    n.Delete: "PartiQLDelete",
    n.Exists: "PartiQLSelect",
}


def statement_target(statement: str) -> tuple[str, str, str | None] | None:
    """(IAM action, table, index) a statement needs permission for; None when it does not parse
    (the request then fails validation whoever sends it)."""
    try:
        node = parse(statement).statement
    except AwsError:
        return None
    index = node.index if isinstance(node, n.Select) else None
    return f"dynamodb:{_ACTIONS[type(node)]}", n.table_of(node), index
