"""Deciding whether an event (a parsed JSON object) matches a compiled pattern.

Rules, as EventBridge applies them: every field the pattern names must match (AND), any value of
a leaf's list may match (OR), every ``$or`` clause needs one alternative to match. A field whose
event value is an array matches when any element does; a nested pattern against an array of
objects must match within one element (fields of different elements never combine). A missing
field (or an empty array, or an object where the pattern expects a value) matches only
``{"exists": false}``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .compiler import Leaf, Node
from .matchers import Exists

_EMPTY: dict[str, Any] = {}


def matches(node: Node, event: dict[str, Any]) -> bool:
    for name, sub in node.fields.items():
        present = name in event
        value = event.get(name)
        if isinstance(sub, Leaf):
            if not leaf_matches(sub, present, value):
                return False
        elif not any(matches(sub, candidate) for candidate in _objects(value if present else None)):
            return False
    return all(any(matches(alternative, event) for alternative in clause) for clause in node.ors)


def _objects(value: Any) -> list[dict[str, Any]]:
    """The objects a nested pattern is tried against (an absent or scalar value counts as one empty object)."""
    if isinstance(value, dict):
        return [value]
    if isinstance(value, list):
        found = [item for item in _flatten(value) if isinstance(item, dict)]
        return found or [_EMPTY]
    return [_EMPTY]


def _flatten(values: list[Any]) -> Iterator[Any]:
    for item in values:
        if isinstance(item, list):
            yield from _flatten(item)
        else:
            yield item


def _scalars(present: bool, value: Any) -> list[Any]:
    if not present or isinstance(value, dict):
        return []
    if isinstance(value, list):
        return [item for item in _flatten(value) if not isinstance(item, dict)]
    return [value]


def leaf_matches(leaf: Leaf, present: bool, value: Any) -> bool:
    scalars = _scalars(present, value)
    for matcher in leaf.matchers:
        if isinstance(matcher, Exists):
            if matcher.present == bool(scalars):
                return True
        elif any(matcher.test(scalar) for scalar in scalars):
            return True
    return False
