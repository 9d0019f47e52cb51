"""The cost of CloudTrail's recording step on the request path: ListQueues (a management event, recorded)
and SendMessage (a data event no basic selector selects, so only classified) p50/p90 over one boto3
client, on a labcloud on disk with ``LABCLOUD_CLOUDTRAIL_RECORDING=0`` (no step) and with it (the
default), servers started alternately, best p50 of the rounds kept. Target: recording costs under ~5 %.

Run: ``python bench/bench_cloudtrail.py`` (``--calls N``, ``--rounds N``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def timed(count: int, call: Callable[[], Any]) -> list[float]:
    samples = []
    for _ in range(count):
        started = time.perf_counter()
        call()
        samples.append(time.perf_counter() - started)
    return samples


def measure(recording: bool, calls: int, data: Path) -> dict[str, tuple[float, float]]:
    env = {**os.environ, "LABCLOUD_CLOUDTRAIL_RECORDING": "1" if recording else "0"}
    server = LabcloudProcess(data_dir=data, env=env).start()
    try:
        sqs = server.boto3_client("sqs")
        url = sqs.create_queue(QueueName="bench")["QueueUrl"]
        for _ in range(200):  # warm up both paths
            sqs.list_queues()
            sqs.send_message(QueueUrl=url, MessageBody="warm")
        out = {}
        for name, call in (
            ("ListQueues", lambda: sqs.list_queues()),
            ("SendMessage", lambda: sqs.send_message(QueueUrl=url, MessageBody="x")),
        ):
            ordered = sorted(timed(calls, call))
            out[name] = (statistics.median(ordered) * 1000, ordered[int(len(ordered) * 0.9)] * 1000)
        return out
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    best: dict[tuple[bool, str], tuple[float, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for round_ in range(args.rounds):
            for recording in (False, True):
                found = measure(recording, args.calls, Path(tmp) / f"data-{recording}-{round_}")
                for name, figures in found.items():
                    key = (recording, name)
                    if key not in best or figures[0] < best[key][0]:
                        best[key] = figures
    for name in ("ListQueues", "SendMessage"):
        off, on = best[(False, name)], best[(True, name)]
        print(
            f"{name:12s} p50 {off[0]:.3f} ms without recording, {on[0]:.3f} ms with"
            f" ({(on[0] / off[0] - 1) * 100:+.1f} %); p90 {off[1]:.3f} → {on[1]:.3f} ms"
        )


if __name__ == "__main__":
    main()
