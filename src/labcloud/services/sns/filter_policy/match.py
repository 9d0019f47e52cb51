"""Matching a message against a compiled filter policy.

Attributes scope: ``String`` values match strings (a ``String.Array`` value matches when one element
does), ``Number`` values match numbers, ``Binary`` values match nothing but ``exists``. Body scope:
the body must be a JSON object; a leaf that is an array matches when one element does.
"""

from __future__ import annotations

import ipaddress
import json
from collections.abc import Mapping
from typing import Any

from labcloud.services.sns.filter_policy.parse import Condition, Policy, Rule

_ABSENT = object()


def matches_attributes(policy: Policy, attributes: Mapping[str, tuple[str, str]]) -> bool:
    """``attributes``: name → (DataType, StringValue) as published (binary values as any text)."""

    def values(path: tuple[str, ...]) -> list[Any] | None:
        found = attributes.get(path[0])
        if found is None:
            return None
        data_type, text = found
        base = data_type.split(".", 1)[0]
        if base == "Number":
            try:
                return [float(text)]
            except ValueError:
                return []
        if base == "String":
            if data_type == "String.Array":
                try:
                    items = json.loads(text)
                except ValueError:
                    return []
                if isinstance(items, list):
                    return [_normal(i) for i in items if not isinstance(i, list | dict)]
                return []
            return [text]
        return []  # Binary: present, but no value to compare

    return _matches(policy, values)


def matches_body(policy: Policy, body: str) -> bool:
    try:
        document = json.loads(body)
    except ValueError:
        document = None
    if not isinstance(document, dict):
        # only a policy made of ``exists: false`` can match a body that is not a JSON object
        return _matches(policy, lambda path: None)

    def values(path: tuple[str, ...]) -> list[Any] | None:
        node: Any = document
        for key in path:
            if not isinstance(node, dict) or key not in node:
                return None
            node = node[key]
        if isinstance(node, list):
            return [_normal(i) for i in node if not isinstance(i, list | dict)]
        if isinstance(node, dict):
            return None
        return [_normal(node)]

    return _matches(policy, values)


def _normal(value: Any) -> Any:
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, int | float):
        return float(value)
    return value


def _matches(policy: Policy, values: Any) -> bool:
    for condition in policy.conditions:
        if not _condition(condition, values(condition.path)):
            return False
    return all(any(_matches(p, values) for p in group) for group in policy.alternatives)


def _condition(condition: Condition, found: list[Any] | None) -> bool:
    return any(_rule(rule, found) for rule in condition.rules)


def _rule(rule: Rule, found: list[Any] | None) -> bool:
    kind = rule.kind
    if kind == "exists":
        return (found is not None) is rule.value
    if found is None:
        return False
    if kind == "exact":
        expected = rule.value
        return any(_same(v, expected) for v in found)
    if kind == "anything-but":
        return (
            any(
                isinstance(v, type(rule.value[0])) and not isinstance(v, bool) and v not in rule.value
                for v in found
            )
            if found
            else False
        )
    strings = [v for v in found if isinstance(v, str)]
    if kind == "prefix":
        return any(v.startswith(rule.value) for v in strings)
    if kind == "suffix":
        return any(v.endswith(rule.value) for v in strings)
    if kind == "prefix-ignore-case":
        return any(v.lower().startswith(rule.value) for v in strings)
    if kind == "suffix-ignore-case":
        return any(v.lower().endswith(rule.value) for v in strings)
    if kind == "equals-ignore-case":
        return any(v.lower() == rule.value for v in strings)
    if kind == "anything-but-prefix":
        return any(not v.startswith(rule.value) for v in strings)
    if kind == "anything-but-suffix":
        return any(not v.endswith(rule.value) for v in strings)
    if kind == "numeric":
        return any(_numeric(v, rule.value) for v in found if isinstance(v, float))
    if kind == "cidr":
        for v in strings:
            try:
                if ipaddress.ip_address(v) in rule.value:
                    return True
            except ValueError:
                continue
        return False
    return False


def _same(value: Any, expected: Any) -> bool:
    if isinstance(expected, bool) or expected is None:
        return value is expected
    if isinstance(expected, float):
        return isinstance(value, float) and value == expected
    return isinstance(value, str) and value == expected


def _numeric(value: float, comparisons: tuple[tuple[str, float], ...]) -> bool:
    for op, bound in comparisons:
        if op == "=" and not value == bound:
            return False
        if op == "<" and not value < bound:
            return False
        if op == "<=" and not value <= bound:
            return False
        if op == ">" and not value > bound:
            return False
        if op == ">=" and not value >= bound:
            return False
    return True
