"""The prove plan and fault coin flips: pure functions of the messages, the faults, the rate and the seed."""

from __future__ import annotations

import json

import pytest

from labcloud.errors import AwsError
from labcloud.faults.chance import chance, pick
from labcloud.faults.rules import new_rule
from labcloud.prove.plan import FAULTS, build_plan, conflicting, key_of, parse_faults, parse_key_path

MESSAGES = [json.dumps({"id": f"k{n}", "quantity": n}) for n in range(20)]


def _public(plan: list) -> list:  # type: ignore[type-arg]
    return [c.public() for c in plan]


def test_same_seed_same_plan_other_seed_other_plan() -> None:
    first = build_plan(MESSAGES, "$.id", list(FAULTS), 0.4, 7)
    assert _public(first) == _public(build_plan(MESSAGES, "$.id", list(FAULTS), 0.4, 7))
    assert _public(first) != _public(build_plan(MESSAGES, "$.id", list(FAULTS), 0.4, 8))


def test_rate_zero_sends_each_message_once_untouched() -> None:
    plan = build_plan(MESSAGES, "$.id", list(FAULTS), 0.0, 1)
    assert [(c.kind, c.faults, c.wave) for c in plan] == [("original", [], 1)] * len(MESSAGES)


def test_rate_one_shapes() -> None:
    plan = build_plan(MESSAGES, "$.id", ["duplicate", "concurrent", "conflict", "crash"], 1.0, 3)
    for n in range(len(MESSAGES)):
        mine = [c for c in plan if c.message == n]
        kinds = [c.kind for c in mine]
        assert kinds[0] == "original" and kinds[-1] == "conflict"
        assert 1 <= kinds.count("duplicate") <= 2 and kinds.count("concurrent") == 1
        pair = [c for c in mine if c.group is not None]
        assert [c.kind for c in pair] == ["original", "concurrent"] and all(c.faults == [] for c in pair)
        conflict = mine[-1]
        assert conflict.wave == 2 and json.loads(conflict.body) == {"id": f"k{n}", "quantity": n + 1}
        assert all(c.crash in ("before", "after") for c in mine if c.group is None and c.kind != "conflict")
    assert [c.wave for c in plan] == sorted(c.wave for c in plan)  # wave 2 is sent last


def test_key_paths() -> None:
    assert parse_key_path("$.order.lines[1]['sku']") == ["order", "lines", 1, "sku"]
    assert key_of({"order": {"lines": [{}, {"sku": 7}]}}, ["order", "lines", 1, "sku"]) == "7"
    assert key_of({"id": {"nested": 1}}, ["id"]) is None
    for bad in ("id", "$", "$.", "$..x", "$[x]"):
        with pytest.raises(AwsError):
            parse_key_path(bad)


def test_conflicting_copy_changes_one_other_member() -> None:
    assert conflicting({"id": "a", "ok": True, "n": 1}, ["id"]) == {"id": "a", "ok": False, "n": 1}
    assert conflicting({"id": "a", "note": "x"}, ["id"]) == {"id": "a", "note": "x-conflict"}
    assert conflicting({"id": "a"}, ["id"]) == {"id": "a", "labcloud_conflict": True}


def test_fault_lists() -> None:
    assert parse_faults("all") == list(FAULTS)
    assert parse_faults("crash, duplicate,crash") == ["crash", "duplicate"]
    with pytest.raises(AwsError):
        parse_faults("crash,teleport")


def test_chance_is_stable_and_spread() -> None:
    assert chance(7, "a", 1) == chance(7, "a", 1) != chance(7, "a", 2)
    draws = [chance(1, "x", n) for n in range(2000)]
    assert all(0 <= d < 1 for d in draws) and 0.45 < sum(draws) / len(draws) < 0.55
    assert {pick(1, ("a", "b", "c"), n) for n in range(50)} == {"a", "b", "c"}


def test_rule_defaults() -> None:
    rule = new_rule(
        {"service": "dynamodb", "operation": "PutItem", "error": "InternalServerError", "seed": 3}
    )
    assert rule["error"]["status"] == 500 and rule["probability"] == 1.0 and rule["caller"] == "clients"
    assert new_rule({"service": "sqs", "error": "TooManyRequestsException"})["error"]["status"] == 429
