"""Benchmark: Logs Insights queries over 100,000 Lambda log events in one log group.

Starts its own labcloud, loads 100,000 events shaped like a Lambda function's (START, application
lines, JSON lines, REPORT) over the last hour, then times StartQuery + GetQueryResults through boto3.
Target (issue 16): ``stats count(*) by bin(1m)`` in under one second. Run: ``python bench/bench_logs_insights.py``.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

try:
    from labcloud.testing.server_process import LabcloudProcess
except ImportError:  # a checkout without the package installed
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_logs import EVENTS, GROUP, load, message  # noqa: E402

RUNS = 5
QUERIES = [
    ("count by minute (target < 1 s)", "stats count(*) by bin(1m)"),
    (
        "REPORT durations by 5 minutes",
        'filter @type = "REPORT" | stats avg(@duration), pct(@duration, 99) by bin(5m)',
    ),
    (
        "JSON errors, newest 20",
        'filter level = "ERROR" | fields @timestamp, requestId | sort @timestamp desc | limit 20',
    ),
]


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        logs = server.boto3_client("logs")
        began = time.perf_counter()
        load(logs, GROUP, message)
        print(f"loaded {EVENTS:,} events in {time.perf_counter() - began:.1f} s")
        now = int(time.time())
        for label, text in QUERIES:
            times = []
            rows = 0
            for _ in range(RUNS):
                started = time.perf_counter()
                query_id = logs.start_query(
                    logGroupName=GROUP, startTime=now - 7200, endTime=now + 60, queryString=text
                )["queryId"]
                answer = logs.get_query_results(queryId=query_id)
                times.append(time.perf_counter() - started)
                rows = len(answer["results"])
            median = statistics.median(times)
            print(
                f"{label:<34} rows {rows:>4}  median {median:.3f} s  best {min(times):.3f} s  "
                f"worst {max(times):.3f} s  {EVENTS / median:,.0f} events/s"
            )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
