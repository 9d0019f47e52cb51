"""IoT SQL's tree and its validation: ``grammar.lark`` read by Lark (LALR) into a parse tree, turned
into a :class:`Statement` of small expression nodes; an unknown function, a wrong argument count, an
encoding other than base64 or a malformed topic filter is a :class:`SqlError` (``SqlParseException``)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import LarkError, VisitError

from labcloud.services.iot import topics

#: Functions IoT SQL knows here → (fewest, most) arguments; most None: any number.
FUNCTIONS: dict[str, tuple[int, int | None]] = {
    "abs": (1, 1),
    "clientid": (0, 0),
    "concat": (2, None),
    "encode": (2, 2),
    "lower": (1, 1),
    "newuuid": (0, 0),
    "substring": (2, 3),
    "timestamp": (0, 0),
    "topic": (0, 1),
    "upper": (1, 1),
}


class SqlError(ValueError):
    """The rule's SQL does not parse or names what labcloud's IoT SQL does not have."""


@dataclass(frozen=True, slots=True)
class Literal:
    value: Any


@dataclass(frozen=True, slots=True)
class Name:
    name: str


@dataclass(frozen=True, slots=True)
class Field:
    base: Any
    name: str


@dataclass(frozen=True, slots=True)
class Index:
    base: Any
    at: Any


@dataclass(frozen=True, slots=True)
class Star:
    """``*``: the whole payload (as a select item, or ``encode(*, 'base64')``'s argument)."""


@dataclass(frozen=True, slots=True)
class Call:
    function: str
    arguments: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Binary:
    operator: str
    left: Any
    right: Any


@dataclass(frozen=True, slots=True)
class Unary:
    operator: str  # "not" | "-"
    operand: Any


@dataclass(frozen=True, slots=True)
class Case:
    subject: Any | None
    whens: tuple[tuple[Any, Any], ...]
    otherwise: Any | None


@dataclass(frozen=True, slots=True)
class Item:
    expression: Any
    alias: str | None


@dataclass(frozen=True, slots=True)
class Statement:
    items: tuple[Item, ...]
    #: None: the SQL has no FROM clause, so only Basic Ingest (``$aws/rules/<rule name>``) runs the rule.
    topic_filter: str | None
    where: Any | None


def _unquote(text: str) -> str:
    body = text[1:-1]
    return body.encode("utf-8").decode("unicode_escape") if "\\" in body else body


def _name(token: Token) -> str:
    text = str(token)
    return text[1:-1] if text.startswith("`") else text


@v_args(inline=True)
class _Build(Transformer[Token, Any]):
    def statement(self, projection: tuple[Item, ...], topic: Token | None, where: Any = None) -> Statement:
        if topic is None:
            return Statement(projection, None, where)
        topic_filter = _unquote(str(topic))
        problem = topics.filter_problem(topic_filter)
        if problem:
            raise SqlError(problem)
        return Statement(projection, topic_filter, where)

    def expression(self, expr: Any) -> Any:
        return expr

    def projection(self, *items: Item) -> tuple[Item, ...]:
        return items

    def everything(self, _star: Token) -> Item:
        return Item(Star(), None)

    def named(self, expr: Any, alias: Token | None) -> Item:
        return Item(expr, None if alias is None else _name(alias))

    def or_(self, left: Any, right: Any) -> Binary:
        return Binary("or", left, right)

    def and_(self, left: Any, right: Any) -> Binary:
        return Binary("and", left, right)

    def not_(self, operand: Any) -> Unary:
        return Unary("not", operand)

    def negate(self, operand: Any) -> Unary:
        return Unary("-", operand)

    def compare(self, left: Any, op: Token, right: Any) -> Binary:
        return Binary({"!=": "<>"}.get(str(op), str(op)), left, right)

    def arith(self, left: Any, op: Token, right: Any) -> Binary:
        return Binary(str(op), left, right)

    def field(self, base: Any, name: Token) -> Field:
        return Field(base, _name(name))

    def index(self, base: Any, at: Any) -> Index:
        return Index(base, at)

    def number(self, token: Token) -> Literal:
        text = str(token)
        return Literal(float(text) if any(c in text for c in ".eE") else int(text))

    def string(self, token: Token) -> Literal:
        return Literal(_unquote(str(token)))

    def true(self) -> Literal:
        return Literal(True)

    def false(self) -> Literal:
        return Literal(False)

    def null(self) -> Literal:
        return Literal(None)

    def name(self, token: Token) -> Name:
        return Name(_name(token))

    def star_argument(self, _star: Token) -> Star:
        return Star()

    def argument(self, expr: Any) -> Any:
        return expr

    def call(self, function: Token, *arguments: Any) -> Call:
        name = str(function).lower()
        args = tuple(a for a in arguments if a is not None)
        bounds = FUNCTIONS.get(name)
        if bounds is None:
            raise SqlError(
                f"Unknown function: {function} (labcloud's IoT SQL has {', '.join(sorted(FUNCTIONS))})"
            )
        fewest, most = bounds
        if len(args) < fewest or (most is not None and len(args) > most):
            raise SqlError(
                f"Function {name} takes {fewest}{'' if most == fewest else '+'} arguments, got {len(args)}"
            )
        if any(isinstance(a, Star) for a in args) and name != "encode":
            raise SqlError(f"* is an argument of encode only, not of {name}")
        if name == "encode" and args[1] != Literal("base64"):
            raise SqlError("encode's encoding must be 'base64'")
        return Call(name, args)

    def when(self, condition: Any, result: Any) -> tuple[Any, Any]:
        return (condition, result)

    def case(self, *parts: Any) -> Case:
        subject = parts[0]
        otherwise = parts[-1]
        whens = tuple(p for p in parts[1:-1] if p is not None)
        return Case(subject, whens, otherwise)


@cache
def _parser() -> Lark:
    grammar = (Path(__file__).parent / "grammar.lark").read_text()
    return Lark(
        grammar, parser="lalr", lexer="contextual", start=["statement", "expression"], maybe_placeholders=True
    )


def _run(text: str, start: str) -> Any:
    try:
        tree = _parser().parse(text, start=start)
        return _Build().transform(tree)
    except VisitError as error:
        if isinstance(error.orig_exc, SqlError):
            raise error.orig_exc from None
        raise SqlError(str(error.orig_exc)) from None
    except LarkError as error:
        first = str(error).strip().splitlines()[0] if str(error).strip() else "syntax error"
        raise SqlError(f"Syntax error in SQL: {first}") from None


@cache
def statement(sql: str) -> Statement:
    """The validated statement of a rule's SQL (cached: a rule's SQL is parsed once per process)."""
    if not sql.strip():
        raise SqlError("The SQL statement is empty")
    found: Statement = _run(sql, "statement")
    return found


@cache
def expression(text: str) -> Any:
    """One expression (the inside of a substitution template ``${...}``)."""
    return _run(text, "expression")
