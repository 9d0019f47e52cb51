"""S3 PutObject/GetObject throughput: 1 KiB and 10 MiB objects through boto3 against a real labcloud.

Run: ``python bench/bench_s3.py`` (``--quick`` for fewer operations, ``--versioned`` for a versioned
bucket, ``--metered`` for a bucket with a request-metrics configuration, whose every request CloudWatch's
AWS/S3 step records). Starts its own labcloud on disk (as users run it), then for each size runs sequential PutObject
then GetObject calls (a fixed count or about 5 s, whichever ends first) and prints ops/s, MB/s, p50/p99
latency and the server's peak resident memory (its body handling is streamed: a 10 MiB upload must not
cost 10 MiB of RSS per request). Single client thread, so the figures are per-connection latency-bound
numbers.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from botocore.config import Config

from labcloud.testing.server_process import LabcloudProcess

KIB = 1024
MIB = 1024 * 1024
#: One large single-request upload, to show the server's memory does not grow with the body.
LARGE_MIB = 256


def _rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def _run(label: str, count: int, budget: float, size: int, call: Any) -> dict[str, float]:
    latencies: list[float] = []
    started = time.perf_counter()
    for i in range(count):
        t0 = time.perf_counter()
        call(i)
        latencies.append(time.perf_counter() - t0)
        if time.perf_counter() - started > budget:
            break
    elapsed = time.perf_counter() - started
    latencies.sort()
    ops = len(latencies) / elapsed
    result = {
        "ops": ops,
        "mbps": ops * size / MIB,
        "p50": statistics.median(latencies) * 1000,
        "p99": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000,
        "n": len(latencies),
    }
    print(
        f"{label:<26} {result['ops']:>9.1f} ops/s {result['mbps']:>9.1f} MB/s   p50 {result['p50']:>7.2f} ms"
        f"   p99 {result['p99']:>7.2f} ms   (n={result['n']})",
        flush=True,
    )
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--versioned", action="store_true", help="with versioning enabled on the bucket")
    parser.add_argument("--metered", action="store_true", help="with a request-metrics configuration")
    args = parser.parse_args()
    budget = 2.0 if args.quick else 5.0
    server = LabcloudProcess(data_dir=Path(tempfile.mkdtemp(prefix="labcloud-bench-s3-"))).start()
    try:
        s3 = server.boto3_client("s3", config=Config(retries={"max_attempts": 1}, max_pool_connections=4))
        s3.create_bucket(Bucket="bench")
        if args.versioned:
            s3.put_bucket_versioning(Bucket="bench", VersioningConfiguration={"Status": "Enabled"})
        if args.metered:
            s3.put_bucket_metrics_configuration(
                Bucket="bench", Id="EntireBucket", MetricsConfiguration={"Id": "EntireBucket"}
            )
        assert server.proc is not None
        for size, count in ((KIB, 2000), (10 * MIB, 60)):
            body = os.urandom(size)
            name = "1 KiB" if size == KIB else "10 MiB"
            _run(
                f"PutObject {name}",
                count,
                budget,
                size,
                lambda i, body=body, name=name: s3.put_object(Bucket="bench", Key=f"{name}/{i}", Body=body),
            )
            keys = len(s3.list_objects_v2(Bucket="bench", Prefix=f"{name}/").get("Contents", []))
            _run(
                f"GetObject {name}",
                count,
                budget,
                size,
                lambda i, name=name, keys=keys: s3.get_object(Bucket="bench", Key=f"{name}/{i % keys}")[
                    "Body"
                ].read(),
            )
        print(f"server peak RSS after 1 KiB / 10 MiB runs: {_rss_kib(server.proc.pid) / 1024:.1f} MiB")
        big = Path(tempfile.mkdtemp(prefix="labcloud-bench-s3-file-")) / "big.bin"
        with open(big, "wb") as handle:
            for _ in range(LARGE_MIB // 16):
                handle.write(os.urandom(16 * MIB))
        started = time.perf_counter()
        with open(big, "rb") as handle:  # one PutObject request: botocore streams the file
            s3.put_object(Bucket="bench", Key="large", Body=handle)
        elapsed = time.perf_counter() - started
        print(
            f"PutObject {LARGE_MIB} MiB (one request) {LARGE_MIB / elapsed:>9.1f} MB/s   "
            f"server peak RSS after it: {_rss_kib(server.proc.pid) / 1024:.1f} MiB"
        )
        big.unlink()
        # a reference on the same machine at the same moment: a json-protocol call with no work behind it
        sqs = server.boto3_client("sqs")
        _run("reference: SQS ListQueues", 2000, budget, 0, lambda i: sqs.list_queues())
    finally:
        server.stop()


if __name__ == "__main__":
    main()
