"""State snapshots (docs/state.md): how long ``labcloud state save`` and ``load`` take for the issue's
typical test fixture (a table of 10,000 items written with BatchWriteItem, queues with messages, two
functions and an SQS mapping), on an in-memory server and on a durable one. Target: load well under 1 s.

Prints, per mode, the median of ``--runs`` saves and loads as the client sees them (the HTTP call) and
as the server measured them, and the snapshot's size.

    python bench/bench_state.py [--runs 5] [--modes memory,durable]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "state"))

from state_fixture import ITEMS, build  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402


def run(mode: str, runs: int) -> None:
    base = Path(tempfile.mkdtemp(prefix="bench-state-"))
    server = LabcloudProcess(
        data_dir=base / "data", in_memory=mode == "memory", extra_args=["--snapshot-dir", str(base / "s")]
    ).start()
    try:
        began = time.perf_counter()
        handles = build(server.boto3_client)
        built = time.perf_counter() - began
        saves, loads, server_saves, server_loads = [], [], [], []
        size = 0
        for _ in range(runs):
            began = time.perf_counter()
            saved = server.save_state("fixture")
            saves.append(time.perf_counter() - began)
            server_saves.append(saved["seconds"])
            size = saved["size"]
            server.boto3_client("sqs").purge_queue(QueueUrl=handles["jobs"])  # something to undo
            began = time.perf_counter()
            loaded = server.load_state("fixture")
            loads.append(time.perf_counter() - began)
            server_loads.append(loaded["seconds"])
        count = server.boto3_client("dynamodb").scan(TableName="orders", Select="COUNT")["Count"]
        assert count > 0, "the table is back after a load"
        print(
            f"{mode:8} fixture ({ITEMS} items, 2 queues, 2 functions, 1 mapping) built in {built:.1f} s; "
            f"snapshot {size / 1e6:.1f} MB"
        )
        print(
            f"{mode:8} save  {statistics.median(saves) * 1000:7.1f} ms per call "
            f"(server {statistics.median(server_saves) * 1000:.1f} ms)"
        )
        print(
            f"{mode:8} load  {statistics.median(loads) * 1000:7.1f} ms per call "
            f"(server {statistics.median(server_loads) * 1000:.1f} ms)   target: well under 1000 ms"
        )
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--modes", default="memory,durable")
    args = parser.parse_args()
    for mode in args.modes.split(","):
        run(mode, args.runs)


if __name__ == "__main__":
    main()
