"""The long randomized fuzz run (issue 42): every operation of every service, many examples each.

The CI run (``pytest tests/fuzz``) is fixed-seed and small (10 examples per operation). This runs
``tests/fuzz/test_fuzz_operations.py`` and ``_b.py`` (the two halves of the operations) randomized with
more examples per operation and prints what it covered: requests, operations, requests per second, the
server's peak RSS, and every finding (a 5xx, a hang, an undeclared error code) with its operation and
mutation. A finding is turned
into a named regression test under ``tests/``; Hypothesis prints the blob that replays it.

    python bench/bench_fuzz.py [--examples 300] [--services dynamodb,s3] [--seed N]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--examples", type=int, default=300, help="examples per operation (CI: 10)")
    parser.add_argument("--services", default="all", help="comma-separated services (default: all)")
    parser.add_argument("--seed", help="a fixed seed instead of a random run (replays that seed)")
    args = parser.parse_args()
    report = Path(tempfile.mkdtemp(prefix="labcloud-fuzz-")) / "report.json"
    env = dict(os.environ, LABCLOUD_FUZZ_EXAMPLES=str(args.examples), LABCLOUD_FUZZ_REPORT=str(report))
    env["LABCLOUD_FUZZ_SERVICES"] = args.services
    if args.seed is None:
        env["LABCLOUD_FUZZ_RANDOM"] = "1"
    else:
        env["LABCLOUD_FUZZ_SEED"] = args.seed
    started = time.monotonic()
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-n",
            "0",
            "-p",
            "no:randomly",
            "tests/fuzz/test_fuzz_operations.py",
            "tests/fuzz/test_fuzz_operations_b.py",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    elapsed = time.monotonic() - started
    if not report.exists():
        print(run.stdout[-4000:], run.stderr[-4000:], sep="\n")
        return 1
    figures = json.loads(report.read_text())
    total = figures["total"]
    print(
        f"fuzz: {args.examples} examples per operation, {'seed ' + args.seed if args.seed else 'randomized'}"
    )
    print(
        f"  {total} requests over {len(figures['per_operation'])} operations in {elapsed:.0f} s ({total / elapsed:.0f}/s)"
    )
    print(f"  server peak RSS {figures['peak_rss_bytes'] / 1e6:.0f} MB")
    print(f"  findings: {len(figures['failures'])}")
    for finding in figures["failures"]:
        print(f"    {finding}")
    return 0 if run.returncode == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
