"""Throughput of CloudWatch Logs filter patterns over 100,000 synthetic events.

Run: ``PYTHONPATH=src python bench/bench_filter_pattern.py``. Prints matches/s for a term,
a JSON and a space-delimited pattern (target: each pass under one second).
"""

from __future__ import annotations

import json
import random
import time

from labcloud.services.logs.filter_pattern import compile_pattern

EVENTS = 100_000


def synthetic_events(count: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    events: list[str] = []
    for index in range(count):
        request_id = f"{rng.getrandbits(128):032x}"
        kind = index % 5
        if kind == 0:
            events.append(f"START RequestId: {request_id} Version: $LATEST\n")
        elif kind == 1:
            duration = rng.uniform(0.5, 900.0)
            events.append(
                f"REPORT RequestId: {request_id}\tDuration: {duration:.2f} ms\tBilled Duration: "
                f"{int(duration) + 1} ms\tMemory Size: 128 MB\tMax Memory Used: 64 MB\t\n"
            )
        elif kind == 2:
            level = rng.choice(["INFO", "INFO", "WARN", "ERROR"])
            events.append(
                json.dumps(
                    {
                        "level": level,
                        "requestId": request_id,
                        "latency": rng.randint(1, 2000),
                        "user": rng.choice(["admin", "alice", "bob"]),
                        "path": rng.choice(["/orders", "/pay", "/health"]),
                    }
                )
            )
        elif kind == 3:
            status = rng.choice([200, 200, 200, 404, 500])
            events.append(
                f"10.0.{rng.randint(0, 255)}.{rng.randint(0, 255)} - frank [10/Oct/2000:13:55:36 -0700] "
                f'"GET /index.html HTTP/1.0" {status} {rng.randint(100, 9000)}'
            )
        else:
            word = rng.choice(["ERROR", "WARN", "INFO"])
            events.append(f"2024-05-01T12:00:00.000Z\t{request_id}\t{word}\tprocessing item {index}")
    return events


def json_events(count: int, seed: int = 11) -> list[str]:
    """Every event a JSON object: the worst case for JSON patterns (one json.loads each)."""
    rng = random.Random(seed)
    return [
        json.dumps(
            {
                "level": rng.choice(["INFO", "WARN", "ERROR"]),
                "requestId": f"{rng.getrandbits(128):032x}",
                "latency": rng.randint(1, 2000),
                "user": {"name": rng.choice(["admin", "alice"]), "roles": ["reader"]},
                "path": "/orders",
            }
        )
        for _ in range(count)
    ]


def bench(label: str, pattern_text: str, events: list[str]) -> None:
    pattern = compile_pattern(pattern_text)
    matches = pattern.matches
    started = time.perf_counter()
    hits = sum(1 for message in events if matches(message))
    elapsed = time.perf_counter() - started
    print(
        f"{label:<10} {pattern_text!r:<60} {len(events) / elapsed:>12,.0f} events/s "
        f"{elapsed:6.3f} s  ({hits} matched)"
    )


def main() -> None:
    events = synthetic_events(EVENTS)
    bench("term", "ERROR", events)
    bench("terms", '?ERROR ?WARN -"Version"', events)
    bench("regex", r"%Duration: \d{3}\.%", events)
    bench("json", '{ $.level = "ERROR" && $.latency > 1000 }', events)
    bench("json-all", '{ $.level = "ERROR" && $.user.name = "adm*" }', json_events(EVENTS))
    bench("delimited", "[ip, identity, user, timestamp, request, status = 5*, bytes > 1000]", events)
    bench("delim+...", "[..., status = 404, bytes]", events)


if __name__ == "__main__":
    main()
