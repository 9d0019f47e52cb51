"""Glue benchmark: the Data Catalog's calls, and what a Python shell job run costs end to end.

Run: python bench/bench_glue.py   (starts its own labcloud; prints numbers, asserts nothing)

Printed, p50/p90/p99 over the rounds after a warm-up: CreateTable, GetTable, GetPartitions with an expression
over a table of 1,000 partitions (the filter runs on each), BatchCreatePartition of 100; then a Python shell
job (``print`` only) from StartJobRun to SUCCEEDED as GetJobRun sees it (script read from S3, a confined child
started, its output written to CloudWatch Logs), and the same for a script that calls S3 with boto3 as its role.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.glue.jobs_setup import role, script  # noqa: E402

ROUNDS = 40
RUNS = 12
WARMUP = 3


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(call: Callable[[int], Any], rounds: int = ROUNDS) -> list[float]:
    out: list[float] = []
    for index in range(rounds + WARMUP):
        started = time.perf_counter()
        call(index)
        if index >= WARMUP:
            out.append((time.perf_counter() - started) * 1000)
    return out


def show(name: str, values: list[float]) -> None:
    print(
        f"{name:44s} p50 {pct(values, 0.5):8.2f} ms  p90 {pct(values, 0.9):8.2f} ms  p99 {pct(values, 0.99):8.2f} ms"
    )


def _until_done(glue: Any, job: str, run_id: str) -> None:
    while glue.get_job_run(JobName=job, RunId=run_id)["JobRun"]["JobRunState"] not in ("SUCCEEDED", "FAILED"):
        time.sleep(0.01)


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        glue: Any = server.boto3_client("glue")
        glue.create_database(DatabaseInput={"Name": "bench"})
        columns = [{"Name": f"c{i}", "Type": "string"} for i in range(20)]
        keys = [{"Name": "year", "Type": "int"}, {"Name": "day", "Type": "string"}]

        def table(i: int) -> dict[str, Any]:
            descriptor = {"Columns": columns, "Location": f"s3://b/t{i}/"}
            return {"Name": f"t{i}", "StorageDescriptor": descriptor, "PartitionKeys": keys}

        show(
            "CreateTable (20 columns)",
            timed(lambda i: glue.create_table(DatabaseName="bench", TableInput=table(i))),
        )
        show("GetTable", timed(lambda i: glue.get_table(DatabaseName="bench", Name="t0")))
        glue.create_table(DatabaseName="bench", TableInput={**table(0), "Name": "parts"})

        def batch(i: int) -> None:
            inputs = [{"Values": [str(2000 + i), f"d{j}"]} for j in range(100)]
            glue.batch_create_partition(DatabaseName="bench", TableName="parts", PartitionInputList=inputs)

        show("BatchCreatePartition (100)", timed(batch, 7))
        expression = "year BETWEEN 2003 AND 2005 AND day IN ('d1', 'd2')"
        show(
            "GetPartitions, expression over 1,000",
            timed(
                lambda i: glue.get_partitions(DatabaseName="bench", TableName="parts", Expression=expression)
            ),
        )
        iam, s3 = server.boto3_client("iam"), server.boto3_client("s3")
        arn = role(iam)
        s3.create_bucket(Bucket="bench-out")
        for label, source in (
            ("Python shell run: print", "print('hello')\n"),
            (
                "Python shell run: boto3 put_object",
                "import boto3\nboto3.client('s3').put_object(Bucket='bench-out', Key='k', Body=b'x')\n",
            ),
        ):
            _bucket, location = script(s3, source)
            name = f"job-{len(label)}"
            glue.create_job(
                Name=name,
                Role=arn,
                Command={"Name": "pythonshell", "ScriptLocation": location},
                ExecutionProperty={"MaxConcurrentRuns": 5},
            )
            show(
                label,
                timed(
                    lambda i, job=name: _until_done(glue, job, glue.start_job_run(JobName=job)["JobRunId"]),
                    RUNS,
                ),
            )
        print(json.dumps({"note": "run times include polling GetJobRun every 10 ms"}))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
