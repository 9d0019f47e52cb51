"""OpenSearch Serverless benchmark: what the data plane costs through opensearch-py, as users call it.

Run: python bench/bench_opensearchserverless.py   (starts its own labcloud on a data dir; prints numbers,
asserts nothing)

Printed, p50/p90/p99 over the rounds after a warm-up: one document indexed, one got by id, a `_bulk` of 500
documents (with 64-dimension vectors), then over an index of 5,000 documents: a `match` search, a `bool`
with a `range` filter, an exact `knn` (cosinesimil, k 10), `_count`, and aggregations with `size` 0 (`terms`
with an `avg` under each bucket, a `histogram` and `stats`; each search reads the index whole: the cost grows
linearly with its size, docs/opensearchserverless.md).
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "opensearchserverless"))
from aoss_helpers import client, open_collection  # noqa: E402

ROUNDS = 30
WARMUP = 3
DIMENSION = 64
WORDS = (
    "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma".split()
)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(call: Callable[[int], Any], rounds: int = ROUNDS) -> list[float]:
    out: list[float] = []
    for index in range(rounds + WARMUP):
        started = time.perf_counter()
        call(index)
        if index >= WARMUP:
            out.append((time.perf_counter() - started) * 1000)
    return out


def show(name: str, values: list[float]) -> None:
    print(
        f"{name:40s} p50 {pct(values, 0.5):8.2f} ms  p90 {pct(values, 0.9):8.2f} ms  p99 {pct(values, 0.99):8.2f} ms"
    )


def document(rng: random.Random, n: int) -> dict[str, Any]:
    return {
        "title": " ".join(rng.choice(WORDS) for _ in range(8)),
        "year": 1950 + n % 75,
        "v": [rng.uniform(-1, 1) for _ in range(DIMENSION)],
    }


def main() -> None:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as folder:
        server = LabcloudProcess(data_dir=Path(folder) / "data").start()
        try:
            aoss = server.boto3_client("opensearchserverless")
            collection = open_collection(aoss, "bench", ["arn:aws:iam::000000000000:root"])
            search = client(server, collection["id"])
            mapping = {
                "properties": {
                    "title": {"type": "text"},
                    "year": {"type": "integer"},
                    "v": {"type": "knn_vector", "dimension": DIMENSION, "space_type": "cosinesimil"},
                }
            }
            search.indices.create(index="docs", body={"settings": {"index.knn": True}, "mappings": mapping})
            show(
                "index one document",
                timed(lambda i: search.index(index="docs", id=f"one-{i}", body=document(rng, i))),
            )
            show("get one document", timed(lambda i: search.get(index="docs", id="one-0")))

            def bulk(i: int) -> None:
                lines: list[str] = []
                for n in range(500):
                    lines += [
                        json.dumps({"index": {"_index": "big", "_id": f"{i}-{n}"}}),
                        json.dumps(document(rng, n)),
                    ]
                search.bulk(body="\n".join(lines) + "\n")

            search.indices.create(index="big", body={"settings": {"index.knn": True}, "mappings": mapping})
            show("_bulk of 500 documents", timed(bulk, rounds=10 - WARMUP))
            print(f"index 'big' holds {search.count(index='big')['count']} documents")
            query = [rng.uniform(-1, 1) for _ in range(DIMENSION)]
            show(
                "match over 5,000",
                timed(
                    lambda i: search.search(index="big", body={"query": {"match": {"title": "alpha beta"}}}),
                    rounds=10,
                ),
            )
            ranged = {
                "bool": {
                    "must": [{"match": {"title": "gamma"}}],
                    "filter": [{"range": {"year": {"gte": 2000}}}],
                }
            }
            show(
                "bool + range over 5,000",
                timed(lambda i: search.search(index="big", body={"query": ranged}), rounds=10),
            )
            show(
                "knn k=10 (64 dims) over 5,000",
                timed(
                    lambda i: search.search(
                        index="big", body={"query": {"knn": {"v": {"vector": query, "k": 10}}}}
                    ),
                    rounds=10,
                ),
            )
            show("_count over 5,000", timed(lambda i: search.count(index="big"), rounds=10))
            aggregations = {
                "size": 0,
                "aggs": {
                    "years": {
                        "terms": {"field": "year", "size": 10},
                        "aggs": {"mean": {"avg": {"field": "year"}}},
                    },
                    "decades": {"histogram": {"field": "year", "interval": 10}},
                    "spread": {"stats": {"field": "year"}},
                },
            }
            show(
                "aggs (terms+avg, histogram, stats) / 5,000",
                timed(lambda i: search.search(index="big", body=aggregations), rounds=10),
            )
        finally:
            server.stop()


if __name__ == "__main__":
    main()
