"""Benchmark: what metric filters cost PutLogEvents (the events and their metric data).

Starts its own labcloud and times PutLogEvents of 1,000-event batches of JSON Lambda-style logs
into a group without metric filters, then with five (JSON value + dimension, term count with a
default, delimited), each batch's metric data delivered to CloudWatch before the call answers.
Prints the median milliseconds per batch for each case. Run: ``python bench/bench_logs_metric_filters.py``.
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

BATCH = 1_000
RUNS = 20
FILTERS = [
    ("latency", "{ $.latency = * }", {"metricValue": "$.latency", "dimensions": {"Fn": "$.fn"}}),
    ("errors", '{ $.level = "ERROR" }', {"metricValue": "1"}),
    ("report", "REPORT", {"metricValue": "1", "defaultValue": 0.0}),
    ("big", "{ $.latency > 400 }", {"metricValue": "$.latency"}),
    ("users", "{ $.user = * }", {"metricValue": "1", "dimensions": {"User": "$.user"}}),
]


def batch(base: int) -> list[dict[str, object]]:
    events = []
    for i in range(BATCH):
        document = {
            "fn": f"fn{i % 5}",
            "level": "ERROR" if i % 50 == 0 else "INFO",
            "latency": i % 500,
            "user": f"u{i % 7}",
        }
        events.append({"timestamp": base + i, "message": json.dumps(document)})
    return events


def timed(logs: object, group: str) -> float:
    samples = []
    for run in range(RUNS):
        events = batch(int(time.time() * 1000) - BATCH - run)
        start = time.perf_counter()
        logs.put_log_events(logGroupName=group, logStreamName="s", logEvents=events)  # type: ignore[attr-defined]
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> None:
    server = LabcloudProcess().start()
    try:
        logs = server.boto3_client("logs")
        for group in ("/plain", "/filtered"):
            logs.create_log_group(logGroupName=group)
            logs.create_log_stream(logGroupName=group, logStreamName="s")
        for name, pattern, extra in FILTERS:
            logs.put_metric_filter(
                logGroupName="/filtered",
                filterName=name,
                filterPattern=pattern,
                metricTransformations=[{"metricName": name, "metricNamespace": "Bench", **extra}],
            )
        plain = timed(logs, "/plain")
        filtered = timed(logs, "/filtered")
        print(f"PutLogEvents, {BATCH} events: {plain:.1f} ms without metric filters (median of {RUNS})")
        print(
            f"PutLogEvents, {BATCH} events: {filtered:.1f} ms with {len(FILTERS)} metric filters (median of {RUNS})"
        )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
