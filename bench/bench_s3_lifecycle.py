"""S3 lifecycle sweep: how fast expiration rules empty a bucket, and what a sweep costs requests meanwhile.

Run: ``python bench/bench_s3_lifecycle.py`` (``--objects N``, default 5000). Starts its own labcloud on
disk, writes N small objects, sets an expiration rule of 1 day, moves the server clock 2 days (which runs
the sweep at once) and times until the bucket is empty, while one client keeps timing HeadBucket calls
(the sweep works in bounded rounds so requests run in between). Prints expirations/s and the HeadBucket
latency before (p50) and during (p50/p99/max) the sweep.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from botocore.config import Config

from labcloud.testing.server_process import LabcloudProcess


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--objects", type=int, default=5000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server = LabcloudProcess(data_dir=Path(tmp) / "data").start()
        try:
            s3 = server.boto3_client("s3", config=Config(max_pool_connections=16))
            s3.create_bucket(Bucket="bench-lifecycle")
            with ThreadPoolExecutor(8) as pool:
                list(
                    pool.map(
                        lambda i: s3.put_object(Bucket="bench-lifecycle", Key=f"logs/{i:06d}", Body=b"x"),
                        range(args.objects),
                    )
                )
            s3.put_bucket_lifecycle_configuration(
                Bucket="bench-lifecycle",
                LifecycleConfiguration={
                    "Rules": [
                        {
                            "ID": "r",
                            "Status": "Enabled",
                            "Filter": {"Prefix": "logs/"},
                            "Expiration": {"Days": 1},
                        }
                    ]
                },
            )
            idle: list[float] = []
            until = time.perf_counter() + 1.0
            while time.perf_counter() < until:
                t0 = time.perf_counter()
                s3.head_bucket(Bucket="bench-lifecycle")
                idle.append(time.perf_counter() - t0)
            latencies: list[float] = []
            done = threading.Event()

            def probe() -> None:
                client = server.boto3_client("s3")
                while not done.is_set():
                    t0 = time.perf_counter()
                    client.head_bucket(Bucket="bench-lifecycle")
                    latencies.append(time.perf_counter() - t0)

            prober = threading.Thread(target=probe)
            prober.start()
            started = time.perf_counter()
            server.advance_clock("2d")
            while s3.list_objects_v2(Bucket="bench-lifecycle", MaxKeys=1).get("KeyCount", 0):
                time.sleep(0.02)
            elapsed = time.perf_counter() - started
            done.set()
            prober.join()
            latencies.sort()
            p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000  # noqa: E731
            print(
                f"expired {args.objects} objects in {elapsed:.2f} s: {args.objects / elapsed:.0f} objects/s"
            )
            print(f"HeadBucket before the sweep: n={len(idle)} p50 {statistics.median(idle) * 1000:.1f} ms")
            print(
                f"HeadBucket during the sweep: n={len(latencies)} p50 {statistics.median(latencies) * 1000:.1f} ms"
                f" p99 {p(0.99):.1f} ms max {latencies[-1] * 1000:.1f} ms"
            )
        finally:
            server.stop()


if __name__ == "__main__":
    main()
