"""Parse-tree nodes of the DynamoDB expression language (conditions, updates, projections).

The parser builds these with placeholders unresolved (``Path.elements`` empty, ``Const.value``
None); ``resolve`` fills them from ExpressionAttributeNames/Values. Legacy parameters build
resolved nodes directly. Nodes are immutable; evaluation compiles them into closures.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

PathElement = str | int
AttributeValue = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Path:
    """A document path. ``raw`` is as written (``"#n"``, ``"a"``, ``2``); ``elements`` resolved."""

    raw: tuple[PathElement, ...]
    elements: tuple[PathElement, ...] = ()


@dataclass(frozen=True, slots=True)
class Const:
    """An ExpressionAttributeValues reference (``placeholder``) or a literal from legacy params."""

    placeholder: str | None
    value: AttributeValue | None = None


@dataclass(frozen=True, slots=True)
class Func:
    """A function call: ``size(a)``, ``if_not_exists(a, :v)``, ``attribute_exists(a)`` ..."""

    name: str
    args: tuple[Operand, ...]


@dataclass(frozen=True, slots=True)
class Arith:
    """``left + right`` or ``left - right`` in a SET action."""

    op: str
    left: Operand
    right: Operand


Operand = Path | Const | Func | Arith


@dataclass(frozen=True, slots=True)
class Compare:
    op: str  # = <> < <= > >=
    left: Operand
    right: Operand


@dataclass(frozen=True, slots=True)
class Between:
    subject: Operand
    low: Operand
    high: Operand


@dataclass(frozen=True, slots=True)
class In:
    subject: Operand
    options: tuple[Operand, ...]


@dataclass(frozen=True, slots=True)
class Call:
    """A boolean function used as a condition (``attribute_exists(a)``, ``begins_with(a, :p)``)."""

    func: Func


@dataclass(frozen=True, slots=True)
class And:
    left: Condition
    right: Condition


@dataclass(frozen=True, slots=True)
class Or:
    left: Condition
    right: Condition


@dataclass(frozen=True, slots=True)
class Not:
    operand: Condition


@dataclass(frozen=True, slots=True)
class Literal:
    """A constant truth value (an empty legacy condition)."""

    value: bool


Condition = Compare | Between | In | Call | And | Or | Not | Literal


@dataclass(frozen=True, slots=True)
class SetAction:
    path: Path
    value: Operand


@dataclass(frozen=True, slots=True)
class RemoveAction:
    path: Path


@dataclass(frozen=True, slots=True)
class AddAction:
    path: Path
    value: Const


@dataclass(frozen=True, slots=True)
class DeleteAction:
    path: Path
    value: Const


UpdateAction = SetAction | RemoveAction | AddAction | DeleteAction


@dataclass(frozen=True, slots=True)
class UpdateTree:
    actions: tuple[UpdateAction, ...]


@dataclass(frozen=True, slots=True)
class ProjectionTree:
    paths: tuple[Path, ...]


@dataclass(slots=True)
class Usage:
    """Which placeholders the expressions of one request used."""

    names: set[str] = field(default_factory=set)
    values: set[str] = field(default_factory=set)
