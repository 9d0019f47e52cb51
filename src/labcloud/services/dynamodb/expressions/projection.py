"""ProjectionExpression / AttributesToGet applied to items, shaped as DynamoDB returns them.

Paths are merged into a trie; selected list elements come back in index order as a shorter
list (``a[1], a[3]`` -> ``a: [e1, e3]``), selected map keys as a smaller map.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from labcloud.services.dynamodb.expressions.nodes import PathElement
from labcloud.services.dynamodb.values import copy_value

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]


class _Node:
    __slots__ = ("children", "whole")

    def __init__(self) -> None:
        self.children: dict[PathElement, _Node] = {}
        self.whole = False


def _build(paths: Iterable[tuple[PathElement, ...]]) -> _Node:
    root = _Node()
    for path in paths:
        node = root
        for element in path:
            node = node.children.setdefault(element, _Node())
        node.whole = True
    return root


def _project(value: AttributeValue, node: _Node) -> AttributeValue | None:
    if node.whole:
        return copy_value(value)
    if "M" in value:
        members = value["M"]
        picked = {}
        for key, child in node.children.items():
            if isinstance(key, str) and key in members:
                sub = _project(members[key], child)
                if sub is not None:
                    picked[key] = sub
        return {"M": picked} if picked else None
    if "L" in value:
        elements = value["L"]
        chosen = []
        for index in sorted(k for k in node.children if isinstance(k, int)):
            if index < len(elements):
                sub = _project(elements[index], node.children[index])
                if sub is not None:
                    chosen.append(sub)
        return {"L": chosen} if chosen else None
    return None


class CompiledProjection:
    """``apply(item)`` keeps only the projected paths of ``item``."""

    def __init__(self, paths: Iterable[tuple[PathElement, ...]]) -> None:
        self.paths = list(paths)
        self._root = _build(self.paths)

    @property
    def top_level_names(self) -> list[str]:
        """Distinct top-level attributes named by the projection (in first-use order)."""
        names: list[str] = []
        for path in self.paths:
            if str(path[0]) not in names:
                names.append(str(path[0]))
        return names

    def apply(self, item: Item) -> Item:
        result: Item = {}
        for name, child in self._root.children.items():
            if isinstance(name, str) and name in item:
                sub = _project(item[name], child)
                if sub is not None:
                    result[name] = sub
        return result


def project_paths(item: Item, paths: Iterable[tuple[PathElement, ...]]) -> Item:
    """The parts of ``item`` at ``paths`` (UPDATED_OLD / UPDATED_NEW return values)."""
    return CompiledProjection(paths).apply(item)
