"""The statement tree a PartiQL statement parses into: statements, conditions, operands and values.

Values stay as trees until a request's ``Parameters`` are bound (``?`` is a :class:`Param` numbered
in the order it appears), so one parse serves every execution of the same statement text.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Path:
    """``a.b[0]``: the first element is a top-level attribute name."""

    elements: tuple[str | int, ...]

    @property
    def top(self) -> str:
        return str(self.elements[0])

    def text(self) -> str:
        out = self.top
        for element in self.elements[1:]:
            out += f"[{element}]" if isinstance(element, int) else f".{element}"
        return out


@dataclass(frozen=True, slots=True)
class Scalar:
    """A literal: ``kind`` is S, N, BOOL or NULL; ``text`` is its text (N as written)."""

    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class Param:
    index: int


@dataclass(frozen=True, slots=True)
class ListValue:
    items: tuple[Value, ...]


@dataclass(frozen=True, slots=True)
class MapValue:
    pairs: tuple[tuple[str, Value], ...]


@dataclass(frozen=True, slots=True)
class BagValue:
    items: tuple[Value, ...]


Value = Scalar | Param | ListValue | MapValue | BagValue


@dataclass(frozen=True, slots=True)
class Call:
    name: str  # lower case
    args: tuple[Operand, ...]


Operand = Path | Scalar | Param | ListValue | MapValue | BagValue | Call


@dataclass(frozen=True, slots=True)
class Arithmetic:
    left: Operand
    op: str  # + or -
    right: Operand


SetValue = Operand | Arithmetic


@dataclass(frozen=True, slots=True)
class Compare:
    left: Operand
    op: str
    right: Operand


@dataclass(frozen=True, slots=True)
class Between:
    operand: Operand
    low: Operand
    high: Operand


@dataclass(frozen=True, slots=True)
class In:
    operand: Operand
    options: tuple[Operand, ...]


@dataclass(frozen=True, slots=True)
class Is:
    operand: Operand
    what: str  # MISSING | NULL
    negated: bool


@dataclass(frozen=True, slots=True)
class And:
    left: Cond
    right: Cond


@dataclass(frozen=True, slots=True)
class Or:
    left: Cond
    right: Cond


@dataclass(frozen=True, slots=True)
class Not:
    operand: Cond


@dataclass(frozen=True, slots=True)
class Exists:
    select: Select


Cond = Compare | Between | In | Is | And | Or | Not | Call | Exists


@dataclass(frozen=True, slots=True)
class Select:
    projection: tuple[Path, ...] | None  # None: *
    table: str
    index: str | None
    where: Cond | None
    order: tuple[Path, bool] | None  # (path, descending)


@dataclass(frozen=True, slots=True)
class Insert:
    table: str
    item: Value


@dataclass(frozen=True, slots=True)
class Update:
    table: str
    sets: tuple[tuple[Path, SetValue], ...]
    removes: tuple[Path, ...]
    where: Cond
    returning: str | None  # ALL_OLD | UPDATED_OLD | ALL_NEW | UPDATED_NEW


@dataclass(frozen=True, slots=True)
class Delete:
    table: str
    where: Cond
    returning: str | None


Statement = Select | Insert | Update | Delete | Exists


def table_of(statement: Statement) -> str:
    return statement.select.table if isinstance(statement, Exists) else statement.table


@dataclass(frozen=True, slots=True)
class Parsed:
    statement: Statement
    params: int  # how many ``?`` it holds
