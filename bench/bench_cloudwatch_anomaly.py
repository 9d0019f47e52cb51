"""Anomaly detection band figures: what labcloud's model costs on a metric with full history.

Run: ``python bench/bench_cloudwatch_anomaly.py`` (``--quick`` for a short pass). Starts its own labcloud
server on disk, as users run it, puts two weeks of one-minute datapoints of one metric, then prints
p50/p99 (boto3, json protocol, end to end) of GetMetricData with ``ANOMALY_DETECTION_BAND(m1, 2)``:

1. over the last hour at a 60 s period (what an alarm on the band evaluates, and more). Target < 250 ms.
2. over the last day at a 60 s period (a dashboard's day view). Target < 500 ms.
3. over the last day at a 300 s period (read from the 5-minute rollups). Target < 100 ms.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "cloudwatch"))

UTC = dt.timezone.utc


def timed(call: Any, count: int) -> tuple[float, float]:
    samples = []
    for _ in range(count):
        start = time.perf_counter()
        call()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[min(len(samples) - 1, int(len(samples) * 0.99))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    count = 5 if parser.parse_args().quick else 20
    from cw_helpers import client

    with tempfile.TemporaryDirectory() as folder:
        server = LabcloudProcess(data_dir=Path(folder) / "data").start()
        try:
            cw = client(server, "json")
            now = int(time.time()) // 60 * 60
            rnd = random.Random(7)
            stamps = list(range(now - 14 * 86400 + 3600, now, 60))
            for first in range(0, len(stamps), 1000):
                cw.put_metric_data(
                    Namespace="Bench",
                    MetricData=[
                        {
                            "MetricName": "M",
                            "Timestamp": dt.datetime.fromtimestamp(ts, UTC),
                            "Value": 10 + rnd.random(),
                        }
                        for ts in stamps[first : first + 1000]
                    ],
                )
            print(f"history: {len(stamps)} one-minute datapoints")

            def band(hours: int, period: int) -> Any:
                stat = {
                    "Metric": {"Namespace": "Bench", "MetricName": "M"},
                    "Period": period,
                    "Stat": "Average",
                }
                return lambda: cw.get_metric_data(
                    MetricDataQueries=[
                        {"Id": "m1", "MetricStat": stat, "ReturnData": False},
                        {"Id": "ad1", "Expression": "ANOMALY_DETECTION_BAND(m1, 2)"},
                    ],
                    StartTime=dt.datetime.fromtimestamp(now - hours * 3600, UTC),
                    EndTime=dt.datetime.fromtimestamp(now, UTC),
                )

            for label, hours, period, target in (
                ("band, last hour, 60 s", 1, 60, 250),
                ("band, last day, 60 s", 24, 60, 500),
                ("band, last day, 300 s", 24, 300, 100),
            ):
                p50, p99 = timed(band(hours, period), count)
                print(f"{label}: p50 {p50:.1f} ms, p99 {p99:.1f} ms (target p50 < {target} ms)")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
