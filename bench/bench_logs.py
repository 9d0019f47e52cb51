"""Benchmark: FilterLogEvents over 100,000 events in one log group (term and JSON patterns).

Starts its own labcloud, loads 100,000 events (a mix of Lambda lines, plain text and JSON logs) in
10 streams, then times FilterLogEvents through boto3 for selective patterns that force a scan of
the whole group. Target: under one second per call. Run: ``python bench/bench_logs.py``.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

try:
    from labcloud.testing.server_process import LabcloudProcess
except ImportError:  # a checkout without the package installed
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from labcloud.testing.server_process import LabcloudProcess

GROUP = "/aws/lambda/bench"
JSON_GROUP = "/app/structured"
EVENTS = 100_000
STREAMS = 10
BATCH = 5_000
RUNS = 5


def message(i: int) -> str:
    kind = i % 4
    if kind == 0:
        return f"START RequestId: req-{i} Version: $LATEST"
    if kind == 1:
        level = "ERROR" if i % 1000 == 1 else "INFO"
        return json.dumps(
            {
                "level": level,
                "requestId": f"req-{i}",
                "latency": i % 500,
                "user": {"name": f"user{i % 97}"},
                "path": "/orders",
            }
        )
    if kind == 2:
        tag = "RESULT" if i % 1000 == 2 else "EVENT"
        return f'{tag} {{"order": {i}, "total": {i % 313}}}\nprocessed in {i % 50} ms'
    return f"REPORT RequestId: req-{i}\tDuration: {i % 900}.00 ms\tBilled Duration: {i % 900 + 1} ms"


def json_message(i: int) -> str:
    return json.dumps(
        {
            "level": "ERROR" if i % 1000 == 7 else "INFO",
            "requestId": f"req-{i}",
            "latency": i % 500,
            "user": {"name": f"user{i % 97}", "roles": ["a", "b"]},
            "path": f"/orders/{i % 1234}",
            "ok": i % 3 != 0,
        }
    )


def load(logs: object, group: str, make: object) -> None:
    client = logs
    client.create_log_group(logGroupName=group)  # type: ignore[attr-defined]
    base = int(time.time() * 1000) - 3_600_000
    per_stream = EVENTS // STREAMS
    for s in range(STREAMS):
        client.create_log_stream(logGroupName=group, logStreamName=f"stream-{s}")  # type: ignore[attr-defined]
        for start in range(0, per_stream, BATCH):
            batch = [
                {"timestamp": base + (s * per_stream + i) // 10, "message": make(s * per_stream + i)}  # type: ignore[operator]
                for i in range(start, min(start + BATCH, per_stream))
            ]
            client.put_log_events(
                logGroupName=group,
                logStreamName=f"stream-{s}",  # type: ignore[attr-defined]
                logEvents=batch,
            )


def measure(logs: object, label: str, pattern: str, group: str = GROUP) -> float:
    times: list[float] = []
    found = 0
    for _ in range(RUNS):
        began = time.perf_counter()
        found = 0
        kwargs = {"logGroupName": group, "filterPattern": pattern}
        while True:
            out = logs.filter_log_events(**kwargs)  # type: ignore[attr-defined]
            found += len(out["events"])
            if "nextToken" not in out:
                break
            kwargs["nextToken"] = out["nextToken"]
        times.append(time.perf_counter() - began)
    median = statistics.median(times)
    print(
        f"{label:<34} {pattern!r:<44} matched {found:>6}  median {median:.3f} s  best {min(times):.3f} s"
        f"  worst {max(times):.3f} s  {EVENTS / median:,.0f} events/s scanned"
    )
    return median


def main() -> None:
    server = LabcloudProcess(in_memory=False).start()
    try:
        logs = server.boto3_client("logs")
        began = time.perf_counter()
        load(logs, GROUP, message)
        load(logs, JSON_GROUP, json_message)
        loaded = time.perf_counter() - began
        print(
            f"loaded 2 groups x {EVENTS} events in {loaded:.1f} s"
            f" ({2 * EVENTS / loaded:,.0f} events/s through PutLogEvents)"
        )
        print(f"group {GROUP}: Lambda lines, text and 25% JSON")
        results = [
            measure(logs, "term (quoted, selective)", '"RESULT"'),
            measure(logs, "terms (AND + exclusion)", "RequestId Duration -START"),
            measure(logs, "JSON equality (selective)", '{ $.level = "ERROR" }'),
            measure(logs, "JSON compound", '{ $.latency >= 497 && $.user.name = "user1*" }'),
            measure(logs, "regex", "%Duration: 89[0-9]%"),
            measure(logs, "space-delimited", "[kind = REPORT, rid, id = req-9999*, ...]"),
            measure(logs, "no pattern (all, paged 10k)", ""),
        ]
        print(f"group {JSON_GROUP}: 100% JSON")
        results += [
            measure(logs, "JSON equality (selective)", '{ $.level = "ERROR" }', JSON_GROUP),
            measure(
                logs,
                "JSON compound",
                '{ ($.latency > 490 || $.ok IS FALSE) && $.user.name = "user9*" }',
                JSON_GROUP,
            ),
            measure(logs, "term", '"req-4242"', JSON_GROUP),
        ]
        slow = [r for r in results[:4] + results[-3:] if r >= 1.0]
        print("target < 1 s for term and JSON patterns:", "MET" if not slow else "MISSED")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
