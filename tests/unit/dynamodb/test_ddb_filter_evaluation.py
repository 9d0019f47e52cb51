"""A compiled filter decides a thousand varied items correctly, and compiling is repeatable.
(The throughput figures are printed by bench/bench_expressions.py, not asserted here.)"""

from dynamodb_helpers import N, S

from labcloud.services.dynamodb.expressions import compile_request


def test_filter_decides_every_item():
    compiled = compile_request(
        filter="#s = :s AND qty BETWEEN :lo AND :hi AND (begins_with(title, :p) OR contains(tags, :t)) "
        "AND attribute_not_exists(deleted) AND size(title) > :one",
        names={"#s": "state"},
        values={":s": S("open"), ":lo": N(1), ":hi": N(100), ":p": S("Ti"), ":t": S("x"), ":one": N(1)},
    )
    items = [
        {
            "pk": S(f"k{i}"),
            "state": S("open" if i % 7 else "closed"),
            "qty": N(i % 150),
            "title": S(f"Title {i}"),
            "tags": {"SS": ["x", "y"]},
            **({"deleted": {"BOOL": True}} if i % 11 == 0 else {}),
        }
        for i in range(1000)
    ]
    evaluate = compiled.filter.evaluate
    matched = [int(item["pk"]["S"][1:]) for item in items if evaluate(item)]
    assert matched == [i for i in range(1000) if i % 7 and 1 <= i % 150 <= 100 and i % 11]


def test_compile_many_distinct_requests():
    for i in range(200):
        compiled = compile_request(
            condition="attribute_not_exists(id) OR version = :v",
            update="SET version = version + :one, #d = :d",
            names={"#d": "data"},
            values={":v": N(i), ":one": N(1), ":d": S("x")},
        )
        assert compiled.condition is not None and compiled.update is not None
        assert compiled.condition.evaluate({"id": S("a"), "version": N(i)})
        assert not compiled.condition.evaluate({"id": S("a"), "version": N(i + 1)})
