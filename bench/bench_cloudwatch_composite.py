"""Composite alarm figures: what a rule's size and a child's fan-out cost.

Run: ``python bench/bench_cloudwatch_composite.py`` (``--quick`` for a short pass). Starts its own labcloud
server on disk, as users run it. Prints p50/p99 (boto3, json protocol, end to end) of:

1. PutCompositeAlarm whose rule names 100 metric alarms (the most CloudWatch allows). Target < 50 ms.
2. SetAlarmState on a child that 100 composites name (every one of them transitions, with its history,
   event and state-change bookkeeping, before the answer). Target < 250 ms.
3. SetAlarmState at the bottom of a chain of 10 composites (each naming the one below). Target < 50 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "cloudwatch"))

METRIC = {
    "Namespace": "Bench",
    "MetricName": "M",
    "Statistic": "Sum",
    "Period": 60,
    "EvaluationPeriods": 1,
    "Threshold": 1.0,
    "ComparisonOperator": "GreaterThanThreshold",
    "TreatMissingData": "ignore",
}


def timed(step: Callable[[int], None], count: int) -> tuple[float, float]:
    samples = []
    for i in range(count):
        start = time.perf_counter()
        step(i)
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[min(len(samples) - 1, int(len(samples) * 0.99))]


def report(label: str, figures: tuple[float, float], target: float) -> None:
    p50, p99 = figures
    print(f"{label}: p50 {p50:.1f} ms, p99 {p99:.1f} ms (target p50 < {target:.0f} ms)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    count = 10 if parser.parse_args().quick else 50
    from cw_helpers import client

    with tempfile.TemporaryDirectory() as folder:
        server = LabcloudProcess(data_dir=Path(folder) / "data").start()
        try:
            cw: Any = client(server, "json")
            for i in range(100):
                cw.put_metric_alarm(AlarmName=f"child-{i:03d}", **METRIC)
            rule = " OR ".join(f"ALARM(child-{i:03d})" for i in range(100))
            report(
                "1. PutCompositeAlarm, 100 alarms in the rule",
                timed(lambda i: cw.put_composite_alarm(AlarmName=f"wide-{i}", AlarmRule=rule), count),
                50,
            )
            for i in range(100):
                cw.put_composite_alarm(AlarmName=f"fan-{i:03d}", AlarmRule="ALARM(child-000)")
            states = ("ALARM", "OK")
            report(
                "2. SetAlarmState on a child of 100 composites",
                timed(
                    lambda i: cw.set_alarm_state(
                        AlarmName="child-000", StateValue=states[i % 2], StateReason="b"
                    ),
                    count,
                ),
                250,
            )
            cw.put_composite_alarm(AlarmName="chain-0", AlarmRule="ALARM(child-001)")
            for depth in range(1, 10):
                cw.put_composite_alarm(AlarmName=f"chain-{depth}", AlarmRule=f"ALARM(chain-{depth - 1})")
            report(
                "3. SetAlarmState under a chain of 10 composites",
                timed(
                    lambda i: cw.set_alarm_state(
                        AlarmName="child-001", StateValue=states[i % 2], StateReason="b"
                    ),
                    count,
                ),
                50,
            )
            top = cw.describe_alarms(AlarmNames=["chain-9"], AlarmTypes=["CompositeAlarm"])[
                "CompositeAlarms"
            ][0]
            print(f"   (the chain's top follows: {top['StateValue']})")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
