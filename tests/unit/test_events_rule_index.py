"""The rule index (services/events/matching.py) skips only rules that cannot match: for every event,
the rules it finds are exactly those a test of every rule finds."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.events.matching import build_index, matching_rules
from labcloud.services.events.patterns import matches, parse
from labcloud.services.events.records import Rule

PATTERNS: list[dict[str, Any]] = [
    {"source": ["a"]},
    {"source": ["a", "b"], "detail-type": ["x"]},
    {"source": ["a"], "detail": {"k": [1]}},
    {"source": ["a"], "detail": {"k": [1.0, "1"]}},
    {"detail": {"k": [{"numeric": [">", 0]}]}},
    {"detail": {"deep": {"er": ["v"]}}},
    {"detail": {"items": {"sku": ["s1"]}}},
    {"detail": {"tags": ["t2"]}},
    {"detail": {"k": [None]}},
    {"detail": {"k": [True]}},
    {"detail": {"missing": [{"exists": False}]}, "source": ["a"]},
    {"$or": [{"source": ["c"]}, {"detail": {"k": [2]}}]},
    {"source": ["a"], "$or": [{"detail": {"k": [1]}}, {"detail": {"k": [2]}}]},
    {"source": [{"prefix": "a"}]},
    {"detail": {"k": [{"anything-but": [1]}]}},
]
EVENTS: list[dict[str, Any]] = [
    {"source": "a", "detail-type": "x", "detail": {"k": 1}},
    {"source": "b", "detail-type": "x", "detail": {"k": 2}},
    {"source": "c", "detail-type": "y", "detail": {"k": None}},
    {"source": "a", "detail-type": "y", "detail": {"k": True, "deep": {"er": "v"}}},
    {"source": "ab", "detail": {"k": "1", "tags": ["t1", "t2"], "items": [{"sku": "s0"}, {"sku": "s1"}]}},
    {"source": ["a", "z"], "detail": {"deep": [{"er": "w"}, {"er": "v"}]}},
    {"source": "d", "detail": "not an object"},
    {"source": "a"},
]


def rules() -> list[Rule]:
    return [
        Rule(
            "000000000000",
            "us-east-1",
            "default",
            f"r{n}",
            json.dumps(p),
            None,
            "ENABLED",
            None,
            None,
            None,
            {},
            0.0,
            None,
        )
        for n, p in enumerate(PATTERNS)
    ]


def test_the_index_finds_exactly_what_testing_every_rule_finds():
    all_rules = rules()
    for event in EVENTS:
        expected = [r.name for r in all_rules if matches(parse(str(r.event_pattern)), event)]
        assert [r.name for r in matching_rules(all_rules, event)] == expected, event


def test_the_index_uses_the_deepest_exact_field():
    index = build_index([json.dumps(p) for p in PATTERNS])
    assert ("detail", "k") in index.by_path
    assert ("detail", "deep", "er") in index.by_path
    # exists, null/true, prefix, anything-but and $or-only patterns are always tested
    assert {8, 9, 11, 13, 14} <= set(index.always)


def test_disabled_rules_never_match():
    disabled = [
        Rule(
            "000000000000",
            "us-east-1",
            "default",
            "off",
            '{"source": ["a"]}',
            None,
            "DISABLED",
            None,
            None,
            None,
            {},
            0.0,
            None,
        )
    ]
    assert matching_rules(disabled, {"source": "a"}) == []
