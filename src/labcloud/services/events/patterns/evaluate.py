"""Deciding whether an event (a parsed JSON object) matches a compiled pattern.

Rules, as EventBridge applies them: every field the pattern names must match (AND), any value of
a leaf's list may match (OR), every ``$or`` clause needs one alternative to match. A field whose
event value is an array matches when any element does; a nested pattern against an array of
objects must match within one element (fields of different elements never combine). A missing
field (or an empty array, or an object where the pattern expects a value) matches only
``{"exists": false}``.

Each node is turned once into a closure (kept on the node): exact strings and numbers become set
lookups, so a bus with many rules costs a few dictionary probes per rule and event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from .compiler import Leaf, Node
from .matchers import Exact, Exists, Matcher, is_number

_EMPTY: dict[str, Any] = {}
NodeCheck = Callable[[dict[str, Any]], bool]
LeafCheck = Callable[[bool, Any], bool]


def matches(node: Node, event: dict[str, Any]) -> bool:
    check = node.checker
    if check is None:
        check = node.checker = _node_check(node)
    return check(event)


def _node_check(node: Node) -> NodeCheck:
    fields: list[tuple[str, LeafCheck | None, NodeCheck | None]] = []
    for name, sub in node.fields.items():
        if isinstance(sub, Leaf):
            fields.append((name, _leaf_check(sub), None))
        else:
            fields.append((name, None, _node_check(sub)))
    ors = [[_node_check(alternative) for alternative in clause] for clause in node.ors]

    def check(event: dict[str, Any]) -> bool:
        for name, leaf, nested in fields:
            if leaf is not None:
                if name in event:
                    if not leaf(True, event[name]):
                        return False
                elif not leaf(False, None):
                    return False
            else:
                assert nested is not None
                value = event.get(name)
                if type(value) is dict:
                    if not nested(value):
                        return False
                elif not any(nested(candidate) for candidate in _objects(value)):
                    return False
        return all(any(alternative(event) for alternative in clause) for clause in ors)

    return check


def _objects(value: Any) -> list[dict[str, Any]]:
    """The objects a nested pattern is tried against (an absent or scalar value counts as one empty object)."""
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


def _scalar_check(matchers: list[Matcher]) -> Callable[[Any], bool]:
    strings = {m.value for m in matchers if isinstance(m, Exact) and isinstance(m.value, str)}
    numbers = {float(m.value) for m in matchers if isinstance(m, Exact) and is_number(m.value)}  # type: ignore[arg-type]
    constants = [
        m.value for m in matchers if isinstance(m, Exact) and (m.value is None or isinstance(m.value, bool))
    ]
    others = [m.test for m in matchers if not isinstance(m, Exact)]

    def test(value: Any) -> bool:
        kind = type(value)
        if kind is str:
            if value in strings:
                return True
        elif kind is int or kind is float:
            if float(value) in numbers:
                return True
        elif any(value is constant for constant in constants):
            return True
        return any(other(value) for other in others)

    return test


def _leaf_check(leaf: Leaf) -> LeafCheck:
    wants = [m.present for m in leaf.matchers if isinstance(m, Exists)]
    if_absent = False in wants
    if_present = True in wants
    test = _scalar_check([m for m in leaf.matchers if not isinstance(m, Exists)])

    def check(present: bool, value: Any) -> bool:
        if not present or type(value) is dict:
            return if_absent
        if type(value) is list:
            scalars = [item for item in _flatten(value) if type(item) is not dict]
            if not scalars:
                return if_absent
            return if_present or any(test(item) for item in scalars)
        return if_present or test(value)

    return check


def leaf_matches(leaf: Leaf, present: bool, value: Any) -> bool:
    return _leaf_check(leaf)(present, value)
