"""Which rules an event matches: patterns compiled once per distinct text, and an index so that an
event is fully tested only against the rules that can match it.

The index: for each enabled rule, the deepest field of its pattern (outside any ``$or``) whose
values are only exact strings or numbers; the rule can match only an event having one of those
values there (at that path, looking inside arrays). Rules without such a field are always tested.
A candidate is then tested in full, so the index only skips rules that could not have matched.
Indexes are kept per distinct set of rules (a bus's rules as read for the call).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from labcloud.services.events import patterns
from labcloud.services.events.patterns.matchers import Exact, is_number
from labcloud.services.events.records import Rule

Key = tuple[str, Any]
Path = tuple[str, ...]
MAX_INDEXES = 64


@lru_cache(maxsize=4096)
def compiled(text: str) -> patterns.Node:
    return patterns.parse(text)


def _key(value: Any) -> Key | None:
    if isinstance(value, str):
        return ("s", value)
    if is_number(value):
        return ("n", float(value))
    return None


def _exact_fields(node: patterns.Node, path: Path = ()) -> Iterator[tuple[Path, frozenset[Key]]]:
    for name, sub in node.fields.items():
        if isinstance(sub, patterns.Leaf):
            keys = [_key(m.value) if isinstance(m, Exact) else None for m in sub.matchers]
            if keys and all(key is not None for key in keys):
                yield (*path, name), frozenset(key for key in keys if key is not None)
        else:
            yield from _exact_fields(sub, (*path, name))


def _values_at(value: Any, path: Path) -> Iterator[Key]:
    if isinstance(value, list):
        for item in value:
            yield from _values_at(item, path)
        return
    if not path:
        key = _key(value)
        if key is not None:
            yield key
        return
    if isinstance(value, dict) and path[0] in value:
        yield from _values_at(value[path[0]], path[1:])


@dataclass(slots=True)
class Index:
    by_path: dict[Path, dict[Key, list[int]]] = field(default_factory=dict)
    always: list[int] = field(default_factory=list)

    def candidates(self, event: dict[str, Any]) -> list[int]:
        found = list(self.always)
        for path, by_value in self.by_path.items():
            seen: set[int] = set()
            for key in _values_at(event, path):
                for position in by_value.get(key, ()):
                    if position not in seen:
                        seen.add(position)
                        found.append(position)
        return sorted(found)


def build_index(texts: list[str | None]) -> Index:
    index = Index()
    for position, text in enumerate(texts):
        if text is None:
            continue
        best: tuple[Path, frozenset[Key]] | None = None
        for path, keys in _exact_fields(compiled(text)):
            if best is None or len(path) > len(best[0]):
                best = (path, keys)
        if best is None:
            index.always.append(position)
            continue
        by_value = index.by_path.setdefault(best[0], {})
        for key in best[1]:
            by_value.setdefault(key, []).append(position)
    return index


_INDEXES: dict[tuple[str | None, ...], Index] = {}


def _index_of(texts: tuple[str | None, ...]) -> Index:
    index = _INDEXES.get(texts)
    if index is None:
        if len(_INDEXES) >= MAX_INDEXES:
            _INDEXES.clear()
        index = _INDEXES[texts] = build_index(list(texts))
    return index


@lru_cache(maxsize=4096)
def checker(text: str) -> Callable[[dict[str, Any]], bool]:
    node = compiled(text)
    return lambda event: patterns.matches(node, event)


def rule_matcher(rules: list[Rule]) -> Callable[[dict[str, Any]], list[Rule]]:
    """``match(event)``: the enabled rules of ``rules`` with a pattern the event matches, in their order."""
    index = _index_of(tuple(rule.event_pattern if rule.enabled else None for rule in rules))
    checks = [checker(rule.event_pattern) if rule.event_pattern else None for rule in rules]

    def match(event: dict[str, Any]) -> list[Rule]:
        found: list[Rule] = []
        for position in index.candidates(event):
            check = checks[position]
            if check is not None and check(event):
                found.append(rules[position])
        return found

    return match


def matching_rules(rules: list[Rule], event: dict[str, Any]) -> list[Rule]:
    return rule_matcher(rules)(event)
