"""DynamoDB expression costs in CPython: filter evaluations per second and compiles per second.

python bench/bench_expressions.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from labcloud.services.dynamodb.expressions import compile_request  # noqa: E402


def S(text: str) -> dict[str, str]:  # noqa: N802 - DynamoDB's type letters
    return {"S": text}


def N(number: int) -> dict[str, str]:  # noqa: N802
    return {"N": str(number)}


def main() -> None:
    compiled = compile_request(
        filter="#s = :s AND qty BETWEEN :lo AND :hi AND (begins_with(title, :p) OR contains(tags, :t)) "
        "AND attribute_not_exists(deleted) AND size(title) > :one",
        names={"#s": "state"},
        values={":s": S("open"), ":lo": N(1), ":hi": N(100), ":p": S("Ti"), ":t": S("x"), ":one": N(1)},
    )
    items = [
        {
            "pk": S(f"k{i}"),
            "state": S("open"),
            "qty": N(i % 150),
            "title": S(f"Title {i}"),
            "tags": {"SS": ["x", "y"]},
        }
        for i in range(1000)
    ]
    evaluate = compiled.filter.evaluate
    start = time.perf_counter()
    for _ in range(20):
        for item in items:
            evaluate(item)
    elapsed = time.perf_counter() - start
    print(f"filter evaluation: {20_000 / elapsed:,.0f} items/s (7 predicates)")
    start = time.perf_counter()
    for i in range(2000):
        compile_request(
            condition="attribute_not_exists(id) OR version = :v",
            update="SET version = version + :one, #d = :d",
            names={"#d": "data"},
            values={":v": N(i), ":one": N(1), ":d": S("x")},
        )
    elapsed = time.perf_counter() - start
    print(f"compile (condition + update, distinct values): {2000 / elapsed:,.0f} requests/s")


if __name__ == "__main__":
    main()
