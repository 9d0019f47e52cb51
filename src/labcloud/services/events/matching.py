"""Which rules an event matches: compiled patterns cached by their text, the envelope tested against them."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from labcloud.services.events import patterns
from labcloud.services.events.records import Rule


@lru_cache(maxsize=4096)
def compiled(text: str) -> patterns.Node:
    return patterns.parse(text)


def matching_rules(rules: list[Rule], event: dict[str, Any]) -> list[Rule]:
    return [
        rule
        for rule in rules
        if rule.enabled and rule.event_pattern and patterns.matches(compiled(rule.event_pattern), event)
    ]
