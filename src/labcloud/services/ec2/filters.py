"""EC2's ``Filters`` (``Name``/``Values``, values with ``*`` and ``?`` wildcards) over record descriptions.

Each kind names its filters (``FilterMap``: filter name → the values a description holds for it); every
kind also knows ``tag:<key>``, ``tag-key``, ``tag-value`` and ``owner-id``. A name outside these is
refused as EC2 refuses it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from typing import Any

from labcloud.services.ec2.errors import invalid_value

Values = Callable[[Mapping[str, Any]], Iterable[object]]
FilterMap = Mapping[str, Values]


def field(*path: str) -> Values:
    """The values at a path of keys, descending through lists (``field("Associations", "SubnetId")``)."""

    def values(body: Mapping[str, Any]) -> list[object]:
        found: list[object] = [body]
        for key in path:
            nxt: list[object] = []
            for item in found:
                value = item.get(key) if isinstance(item, dict) else None
                if isinstance(value, list):
                    nxt.extend(value)
                elif value is not None:
                    nxt.append(value)
            found = nxt
        return found

    return values


def _text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@cache
def _pattern(value: str) -> re.Pattern[str]:
    return re.compile("".join(".*" if c == "*" else "." if c == "?" else re.escape(c) for c in value) + r"\Z")


def _tags(body: Mapping[str, Any]) -> list[dict[str, str]]:
    """The record's tags (a network interface keeps them as ``TagSet``, the others as ``Tags``)."""
    return list(body.get("Tags") or body.get("TagSet") or [])


def values_for(name: str, body: Mapping[str, Any], known: FilterMap) -> list[str]:
    if name.startswith("tag:"):
        key = name[4:]
        return [t["Value"] for t in _tags(body) if t["Key"] == key]
    if name == "tag-key":
        return [t["Key"] for t in _tags(body)]
    if name == "tag-value":
        return [t["Value"] for t in _tags(body)]
    getter = known.get(name)
    if getter is None:
        if name == "owner-id":
            return [_text(body.get("OwnerId", ""))]
        raise invalid_value(f"The filter '{name}' is invalid")
    return [_text(v) for v in getter(body)]


def check(filters: Sequence[Any] | None, known: FilterMap) -> None:
    for item in filters or []:
        name = str(item.get("Name") or "")
        if not (name.startswith("tag:") or name in ("tag-key", "tag-value", "owner-id") or name in known):
            raise invalid_value(f"The filter '{name}' is invalid")


def matches(body: Mapping[str, Any], filters: Sequence[Any] | None, known: FilterMap) -> bool:
    """Every filter holds (AND); within one filter, any of its values (OR)."""
    for item in filters or []:
        wanted = [str(v) for v in item.get("Values") or []]
        have = values_for(str(item.get("Name") or ""), body, known)
        if not any(_pattern(w).match(h) for w in wanted for h in have):
            return False
    return True
