"""SSM throughput: GetParameter (String, and SecureString WithDecryption), PutParameter with Overwrite,
GetParametersByPath (a page of 10), and documents (GetDocument, DescribeDocument, UpdateDocument: a new
version each), one boto3 client against a labcloud on disk.

Run: ``python bench/bench_ssm.py`` (``--quick`` for a short pass). Prints calls/s and p50/p99 latency.
No target is set by the issue beyond reporting the figure; the SecureString row includes the seal
(the local AES-GCM seal until KMS is merged, then a KMS Decrypt through the pipeline).
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from botocore.config import Config

from labcloud.testing.server_process import LabcloudProcess


def measure(name: str, count: int, call: Callable[[int], Any]) -> None:
    for i in range(min(50, count)):  # warm up
        call(i)
    latencies: list[float] = []
    start = time.perf_counter()
    for i in range(count):
        began = time.perf_counter()
        call(i)
        latencies.append(time.perf_counter() - began)
    elapsed = time.perf_counter() - start
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    print(
        f"{name:<44} {count / elapsed:8.0f} calls/s   p50 {statistics.median(latencies) * 1000:6.2f} ms"
        f"   p99 {p99 * 1000:6.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    n = 300 if args.quick else 3000
    with tempfile.TemporaryDirectory() as tmp:
        server = LabcloudProcess(data_dir=Path(tmp) / "data").start()
        try:
            ssm = server.boto3_client("ssm", config=Config(retries={"max_attempts": 1}))
            ssm.put_parameter(Name="/bench/plain", Value="x" * 100, Type="String")
            ssm.put_parameter(Name="/bench/secret", Value="s" * 100, Type="SecureString")
            for i in range(10):
                ssm.put_parameter(Name=f"/bench/tree/p{i}", Value=str(i), Type="String")
            measure("GetParameter String", n, lambda i: ssm.get_parameter(Name="/bench/plain"))
            measure(
                "GetParameter SecureString WithDecryption",
                n,
                lambda i: ssm.get_parameter(Name="/bench/secret", WithDecryption=True),
            )
            measure(
                "PutParameter Overwrite (a new version)",
                n // 3,
                lambda i: ssm.put_parameter(
                    Name=f"/bench/w{i // 90}", Value=str(i), Type="String", Overwrite=True
                ),
            )
            measure(
                "GetParametersByPath (10 parameters)",
                n // 3,
                lambda i: ssm.get_parameters_by_path(Path="/bench/tree"),
            )
            steps = [{"action": "aws:runShellScript", "name": "s", "inputs": {"runCommand": ["echo"]}}]
            body = {"schemaVersion": "2.2", "description": "bench", "mainSteps": steps}
            ssm.create_document(Name="bench-doc", Content=json.dumps(body))
            serial = itertools.count()
            measure("GetDocument", n, lambda i: ssm.get_document(Name="bench-doc"))
            measure("DescribeDocument", n, lambda i: ssm.describe_document(Name="bench-doc"))
            measure(
                "UpdateDocument (a new version)",
                n // 4,  # with the warm-up, under a document's 1000 versions
                lambda i: ssm.update_document(
                    Name="bench-doc",
                    Content=json.dumps({**body, "description": f"v{next(serial)}"}),
                    DocumentVersion="$LATEST",
                ),
            )
        finally:
            server.stop()


if __name__ == "__main__":
    main()
