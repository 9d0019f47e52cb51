"""Placeholder resolution: #names and :values replaced from the request's maps.

Checks, in source order, that unaliased names are not reserved words, that every #name and
:value is defined, and records which placeholders were used (for the request-wide unused check).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from labcloud.services.dynamodb.expressions.errors import invalid
from labcloud.services.dynamodb.expressions.nodes import (
    AddAction,
    And,
    Arith,
    Between,
    Call,
    Compare,
    Condition,
    Const,
    DeleteAction,
    Func,
    In,
    Literal,
    Not,
    Operand,
    Or,
    Path,
    PathElement,
    ProjectionTree,
    RemoveAction,
    SetAction,
    UpdateAction,
    UpdateTree,
    Usage,
)
from labcloud.services.dynamodb.expressions.reserved import is_reserved

T = TypeVar("T")


class Resolver:
    def __init__(
        self,
        label: str,
        names: Mapping[str, str] | None,
        values: Mapping[str, dict[str, Any]] | None,
        usage: Usage,
    ) -> None:
        self.label = label
        self.names = names or {}
        self.values = values or {}
        self.usage = usage

    def path(self, node: Path) -> Path:
        elements: list[PathElement] = []
        for part in node.raw:
            if isinstance(part, int):
                elements.append(part)
            elif part.startswith("#"):
                if part not in self.names:
                    raise invalid(
                        self.label,
                        f"An expression attribute name used in the document path is not defined; attribute name: {part}",
                    )
                self.usage.names.add(part)
                elements.append(self.names[part])
            else:
                if is_reserved(part):
                    raise invalid(
                        self.label, f"Attribute name is a reserved keyword; reserved keyword: {part}"
                    )
                elements.append(part)
        return Path(node.raw, tuple(elements))

    def const(self, node: Const) -> Const:
        if node.value is not None or node.placeholder is None:
            return node
        if node.placeholder not in self.values:
            raise invalid(
                self.label,
                f"An expression attribute value used in expression is not defined; attribute value: {node.placeholder}",
            )
        self.usage.values.add(node.placeholder)
        return Const(node.placeholder, self.values[node.placeholder])

    def operand(self, node: Operand) -> Operand:
        if isinstance(node, Path):
            return self.path(node)
        if isinstance(node, Const):
            return self.const(node)
        if isinstance(node, Func):
            return Func(node.name, tuple(self.operand(a) for a in node.args))
        return Arith(node.op, self.operand(node.left), self.operand(node.right))

    def condition(self, node: Condition) -> Condition:
        if isinstance(node, Compare):
            return Compare(node.op, self.operand(node.left), self.operand(node.right))
        if isinstance(node, Between):
            return Between(self.operand(node.subject), self.operand(node.low), self.operand(node.high))
        if isinstance(node, In):
            return In(self.operand(node.subject), tuple(self.operand(o) for o in node.options))
        if isinstance(node, Call):
            func = self.operand(node.func)
            assert isinstance(func, Func)
            return Call(func)
        if isinstance(node, And):
            return And(self.condition(node.left), self.condition(node.right))
        if isinstance(node, Or):
            return Or(self.condition(node.left), self.condition(node.right))
        if isinstance(node, Not):
            return Not(self.condition(node.operand))
        assert isinstance(node, Literal)
        return node

    def update(self, tree: UpdateTree) -> UpdateTree:
        actions: list[UpdateAction] = []
        for action in tree.actions:
            if isinstance(action, SetAction):
                actions.append(SetAction(self.path(action.path), self.operand(action.value)))
            elif isinstance(action, RemoveAction):
                actions.append(RemoveAction(self.path(action.path)))
            elif isinstance(action, AddAction):
                actions.append(AddAction(self.path(action.path), self.const(action.value)))
            else:
                actions.append(DeleteAction(self.path(action.path), self.const(action.value)))
        return UpdateTree(tuple(actions))

    def projection(self, tree: ProjectionTree) -> ProjectionTree:
        return ProjectionTree(tuple(self.path(p) for p in tree.paths))
