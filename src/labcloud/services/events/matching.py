"""Which rules an event matches: patterns compiled once per distinct text (cached), the envelope
tested against each enabled rule's compiled pattern."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from labcloud.services.events import patterns
from labcloud.services.events.records import Rule


@lru_cache(maxsize=4096)
def compiled(text: str) -> patterns.Node:
    return patterns.parse(text)


@lru_cache(maxsize=4096)
def checker(text: str) -> Callable[[dict[str, Any]], bool]:
    node = compiled(text)
    return lambda event: patterns.matches(node, event)


def matching_rules(rules: list[Rule], event: dict[str, Any]) -> list[Rule]:
    return [
        rule for rule in rules if rule.event_pattern and rule.enabled and checker(rule.event_pattern)(event)
    ]
