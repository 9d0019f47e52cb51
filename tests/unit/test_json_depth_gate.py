"""json_too_deep (the bracket-skeleton gate before the JSON nesting walk) agrees with the walk itself."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from labcloud.protocol.bounds import MAX_JSON_DEPTH, json_too_deep, too_deep

TRICKY_STRINGS = ["{{{", "]]]", "[{", "}]", 'a"{[', "x\\\\", '\\"{', "plain", ""]


def nest(depth: int, leaf: Any, rng: random.Random) -> Any:
    value = leaf
    for _ in range(depth - 1):
        value = (
            [value, rng.choice(TRICKY_STRINGS)] if rng.random() < 0.5 else {rng.choice(TRICKY_STRINGS): value}
        )
    return value


def bushy(depth: int, rng: random.Random, budget: list[int]) -> Any:
    if depth == 0 or budget[0] <= 0:
        return rng.choice([*TRICKY_STRINGS, 1, None, True])
    budget[0] -= 1
    if rng.random() < 0.5:
        return [bushy(depth - 1, rng, budget) for _ in range(rng.randint(0, 3))]
    return {
        f"k{i}{rng.choice(TRICKY_STRINGS)}": bushy(depth - 1, rng, budget) for i in range(rng.randint(0, 3))
    }


@pytest.mark.parametrize("depth", [1, 2, 63, 64, 65, 66, 100, 127, 128, 129, 130, 200])
@pytest.mark.parametrize("leaf", [[], {}, "{[", 5])
def test_agrees_with_the_walk_around_the_limit(depth: int, leaf: Any) -> None:
    rng = random.Random(depth)
    document = nest(depth, leaf, rng)
    if not isinstance(document, dict | list):
        document = [document]
    for ascii_only in (True, False):
        body = json.dumps(document, ensure_ascii=ascii_only).encode()
        assert json_too_deep(body, document) == too_deep(document)


def test_agrees_with_the_walk_on_random_documents() -> None:
    rng = random.Random(21)
    disagreements = []
    for _ in range(1500):
        document = [bushy(rng.choice([3, 8, 40]), rng, [200])]
        document = nest(rng.choice([1, 60, 64, 65, 90, 126, 127, 128, 129]), document, rng)
        body = json.dumps(document, separators=rng.choice([(",", ":"), (", ", ": ")])).encode()
        if json_too_deep(body, document) != too_deep(document):
            disagreements.append(body[:200])
    assert disagreements == []


def test_exactly_at_the_limit_passes_and_one_more_is_refused() -> None:
    at_limit = nest(MAX_JSON_DEPTH, [], random.Random(1))
    body = json.dumps(at_limit).encode()
    assert json_too_deep(body, at_limit) is False
    over = [at_limit]
    assert json_too_deep(json.dumps(over).encode(), over) is True
