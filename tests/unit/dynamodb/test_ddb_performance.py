"""Compiled filters must be cheap: tens of thousands of evaluations per second in CPython."""

import time

from dynamodb_helpers import N, S

from labcloud.services.dynamodb.expressions import compile_request


def test_filter_throughput():
    compiled = compile_request(
        filter="#s = :s AND qty BETWEEN :lo AND :hi AND (begins_with(title, :p) OR contains(tags, :t)) "
        "AND attribute_not_exists(deleted) AND size(title) > :one",
        names={"#s": "state"},
        values={":s": S("open"), ":lo": N(1), ":hi": N(100), ":p": S("Ti"), ":t": S("x"), ":one": N(1)},
    )
    items = [
        {"pk": S(f"k{i}"), "state": S("open"), "qty": N(i % 150), "title": S(f"Title {i}"), "tags": {"SS": ["x", "y"]}}
        for i in range(1000)
    ]
    evaluate = compiled.filter.evaluate
    start = time.perf_counter()
    matched = 0
    for _ in range(20):
        for item in items:
            matched += evaluate(item)
    elapsed = time.perf_counter() - start
    assert matched == 20 * sum(1 for i in range(1000) if 1 <= i % 150 <= 100)
    assert 20_000 / elapsed > 20_000, f"only {20_000 / elapsed:.0f} evaluations per second"


def test_compile_is_cheap():
    start = time.perf_counter()
    for i in range(2000):
        compile_request(
            condition="attribute_not_exists(id) OR version = :v",
            update="SET version = version + :one, #d = :d",
            names={"#d": "data"},
            values={":v": N(i), ":one": N(1), ":d": S("x")},
        )
    assert time.perf_counter() - start < 2.0
