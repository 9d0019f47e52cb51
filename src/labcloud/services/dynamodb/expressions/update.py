"""Applying a resolved UpdateExpression (or converted AttributeUpdates) to an item.

Every SET value is computed from the item as it was before the update; then SET, REMOVE, ADD
and DELETE actions are applied to a copy. List elements removed by index are removed from the
highest index down, so every index refers to the original list.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.dynamodb.expressions.evaluate import get_path
from labcloud.services.dynamodb.expressions.nodes import (
    AddAction,
    Arith,
    Const,
    DeleteAction,
    Func,
    Operand,
    Path,
    PathElement,
    RemoveAction,
    SetAction,
    UpdateTree,
)
from labcloud.services.dynamodb.values import copy_value
from labcloud.services.dynamodb.values_number import ARITHMETIC_CONTEXT, decimal_to_wire, to_decimal

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]
Compute = Callable[[Item], AttributeValue]


def _error(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def missing_attribute() -> AwsError:
    return _error("The provided expression refers to an attribute that does not exist in the item")


def wrong_type() -> AwsError:
    return _error("An operand in the update expression has an incorrect data type")


def invalid_path() -> AwsError:
    return _error("The document path provided in the update expression is invalid for update")


def _compute(node: Operand) -> Compute:
    if isinstance(node, Const):
        constant = node.value
        assert constant is not None
        return lambda item: constant
    if isinstance(node, Path):
        elements = node.elements

        def read(item: Item) -> AttributeValue:
            value = get_path(item, elements)
            if value is None:
                raise missing_attribute()
            return value

        return read
    if isinstance(node, Func) and node.name == "if_not_exists":
        target = node.args[0]
        assert isinstance(target, Path)
        elements = target.elements
        fallback = _compute(node.args[1])

        def if_not_exists(item: Item) -> AttributeValue:
            value = get_path(item, elements)
            return value if value is not None else fallback(item)

        return if_not_exists
    if isinstance(node, Func) and node.name == "list_append":
        first, second = _compute(node.args[0]), _compute(node.args[1])

        def list_append(item: Item) -> AttributeValue:
            a, b = first(item), second(item)
            if "L" not in a or "L" not in b:
                raise wrong_type()
            return {"L": list(a["L"]) + list(b["L"])}

        return list_append
    if isinstance(node, Arith):
        left, right = _compute(node.left), _compute(node.right)
        subtract = node.op == "-"

        def arithmetic(item: Item) -> AttributeValue:
            a, b = left(item), right(item)
            if "N" not in a or "N" not in b:
                raise wrong_type()
            x, y = to_decimal(a["N"]), to_decimal(b["N"])
            result = ARITHMETIC_CONTEXT.subtract(x, y) if subtract else ARITHMETIC_CONTEXT.add(x, y)
            return {"N": decimal_to_wire(result)}

        return arithmetic
    raise ValueError(f"cannot compute update operand {node!r}")


def _container(item: Item, elements: tuple[PathElement, ...]) -> Any:
    """The parent container (a dict of attributes, an M's dict or an L's list) of a path's leaf."""
    if len(elements) == 1:
        return item
    parent = get_path(item, elements[:-1])
    if parent is None:
        raise invalid_path()
    leaf = elements[-1]
    if isinstance(leaf, int):
        if "L" not in parent:
            raise invalid_path()
        return parent["L"]
    if "M" not in parent:
        raise invalid_path()
    return parent["M"]


def set_path(item: Item, elements: tuple[PathElement, ...], value: AttributeValue) -> tuple[PathElement, ...]:
    """Store ``value`` at the path; return the path actually written (an append's real index)."""
    container = _container(item, elements)
    leaf = elements[-1]
    if isinstance(leaf, int):
        if leaf >= len(container):
            container.append(value)
            return (*elements[:-1], len(container) - 1)
        container[leaf] = value
    else:
        container[leaf] = value
    return elements


def remove_path(item: Item, elements: tuple[PathElement, ...]) -> None:
    container = _container(item, elements)
    leaf = elements[-1]
    if isinstance(leaf, int):
        if leaf < len(container):
            del container[leaf]
    else:
        container.pop(leaf, None)


def _add(existing: AttributeValue | None, value: AttributeValue) -> AttributeValue:
    if existing is None:
        return copy_value(value)
    if "N" in value:
        if "N" not in existing:
            raise wrong_type()
        total = ARITHMETIC_CONTEXT.add(to_decimal(existing["N"]), to_decimal(value["N"]))
        return {"N": decimal_to_wire(total)}
    ((kind, members),) = value.items()
    if kind not in existing:
        raise wrong_type()
    return {kind: _union(kind, existing[kind], members)}


def _member_key(kind: str, member: Any) -> Any:
    if kind == "NS":
        return to_decimal(member)
    if kind == "BS":
        return bytes(member)
    return member


def _union(kind: str, current: list[Any], extra: list[Any]) -> list[Any]:
    seen = {_member_key(kind, m) for m in current}
    merged = list(current)
    for member in extra:
        key = _member_key(kind, member)
        if key not in seen:
            seen.add(key)
            merged.append(member)
    return merged


def _difference(kind: str, current: list[Any], removed: list[Any]) -> list[Any]:
    gone = {_member_key(kind, m) for m in removed}
    return [m for m in current if _member_key(kind, m) not in gone]


class CompiledUpdate:
    """An update ready to apply: ``apply(item) -> (new_item, updated_paths)``."""

    def __init__(self, tree: UpdateTree) -> None:
        self.tree = tree
        self._sets = [(a.path.elements, _compute(a.value)) for a in tree.actions if isinstance(a, SetAction)]
        self._removes = [a.path.elements for a in tree.actions if isinstance(a, RemoveAction)]
        self._adds = [(a.path.elements, a.value.value) for a in tree.actions if isinstance(a, AddAction)]
        self._deletes = [
            (a.path.elements, a.value.value) for a in tree.actions if isinstance(a, DeleteAction)
        ]
        self.paths: list[tuple[PathElement, ...]] = [a.path.elements for a in tree.actions]

    @property
    def top_level_names(self) -> set[str]:
        """Top-level attributes the update touches (for index maintenance / ReturnValues)."""
        return {str(p[0]) for p in self.paths}

    def apply(self, item: Item | None) -> tuple[Item, list[tuple[PathElement, ...]]]:
        """Apply to ``item`` (None or {} for a new item); return the new item and updated paths.

        Updated paths are in action order; a SET past the end of a list reports the index the
        element was appended at, so ``project_paths(new_item, paths)`` finds it.

        The input is not modified. Raises ValidationException for runtime problems (missing
        operand attribute, wrong operand type, invalid document path).
        """
        old: Item = item or {}
        new: Item = {name: copy_value(value) for name, value in old.items()}
        computed = [(elements, compute(old)) for elements, compute in self._sets]
        written: dict[tuple[PathElement, ...], tuple[PathElement, ...]] = {}
        for elements, value in computed:
            written[elements] = set_path(new, elements, copy_value(value))
        for elements in sorted(self._removes, key=_removal_order):
            remove_path(new, elements)
        for elements, added in self._adds:
            assert added is not None
            set_path(new, elements, _add(get_path(new, elements), added))
        for elements, deleted in self._deletes:
            assert deleted is not None
            current = get_path(new, elements)
            if current is None:
                continue
            ((kind, members),) = deleted.items()
            if kind not in current:
                raise wrong_type()
            remaining = _difference(kind, current[kind], members)
            if remaining:
                set_path(new, elements, {kind: remaining})
            else:
                remove_path(new, elements)
        return new, [written.get(p, p) for p in self.paths]


def _removal_order(elements: tuple[PathElement, ...]) -> tuple[int, int]:
    # Map-key removals first (in any order), then list indexes from the highest down.
    leaf = elements[-1]
    return (1, -leaf) if isinstance(leaf, int) else (0, 0)
