"""Kinesis Data Streams: PutRecords records/s, GetRecords records/s, and put-to-function latency through
a Kinesis event source mapping when idle.

Run: ``python bench/bench_kinesis.py`` (``--quick`` for fewer operations). Starts its own labcloud (on
disk, as users run it) and prints the figures beside the issue's targets; asserts nothing.

- PutRecords: calls of 500 records of 100 bytes each (random partition keys) to an on-demand stream
  (its writes are not metered per shard; a provisioned shard takes 1,000 records/s, as on AWS), over
  one keep-alive connection; records/s and the server's CPU time per record (Linux /proc).
- GetRecords: every shard read from TRIM_HORIZON to its end with Limit=10000.
- Latency: one PutRecord at a time (100 ms apart) into a stream mapped to a Python function; the
  function prints ``time.time()`` when it sees the record, and the figure is that minus the record's
  ``approximateArrivalTimestamp`` (the commit time; both clocks are this machine's).
  Target: p50 < 50 ms when idle.
"""

from __future__ import annotations

import argparse
import base64
import http.client
import json
import os
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "lambda_"))

from lambda_helpers import POLICIES, create_role, deployer  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

WITNESS = """
import json, time
def handler(event, context):
    seen = time.time()
    print(json.dumps({"witness": [[r["kinesis"]["approximateArrivalTimestamp"], seen] for r in event["Records"]]}))
"""


class Raw:
    """Keep-alive JSON client (no signing cost, no boto3 shaping): the numbers are the server's."""

    def __init__(self, endpoint: str) -> None:
        host, port = endpoint.split("://", 1)[1].split(":")
        self.conn = http.client.HTTPConnection(host, int(port), timeout=120)

    def call(self, operation: str, params: dict[str, Any]) -> dict[str, Any]:
        self.conn.request(
            "POST",
            "/",
            json.dumps(params).encode(),
            {
                "Content-Type": "application/x-amz-json-1.1",
                "X-Amz-Target": f"Kinesis_20131202.{operation}",
                "Authorization": "AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/kinesis/aws4_request, "
                "SignedHeaders=host, Signature=0",
            },
        )
        response = self.conn.getresponse()
        data: dict[str, Any] = json.loads(response.read() or b"{}")
        if response.status >= 400:
            raise RuntimeError(f"{operation}: {data}")
        return data


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def cpu_seconds(pid: int | None) -> float | None:
    if pid is None:
        return None
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wait_active(kinesis: Raw, name: str) -> None:
    while (
        kinesis.call("DescribeStreamSummary", {"StreamName": name})["StreamDescriptionSummary"][
            "StreamStatus"
        ]
        != "ACTIVE"
    ):
        time.sleep(0.05)


def put_throughput(kinesis: Raw, calls: int, pid: int | None) -> tuple[float, float | None, str]:
    name = "bench-put"
    kinesis.call("CreateStream", {"StreamName": name, "StreamModeDetails": {"StreamMode": "ON_DEMAND"}})
    wait_active(kinesis, name)
    data = base64.b64encode(b"x" * 100).decode()
    batches = [[{"PartitionKey": uuid.uuid4().hex, "Data": data} for _ in range(500)] for _ in range(calls)]
    cpu_before = cpu_seconds(pid)
    started = time.perf_counter()
    for records in batches:
        answer = kinesis.call("PutRecords", {"StreamName": name, "Records": records})
        assert answer["FailedRecordCount"] == 0
    elapsed = time.perf_counter() - started
    cpu_after = cpu_seconds(pid)
    per_record = None if cpu_before is None or cpu_after is None else (cpu_after - cpu_before) / (calls * 500)
    return calls * 500 / elapsed, per_record, name


def read_throughput(kinesis: Raw, name: str) -> tuple[float, int]:
    shards = kinesis.call("ListShards", {"StreamName": name})["Shards"]
    total = 0
    started = time.perf_counter()
    for shard in shards:
        iterator = kinesis.call(
            "GetShardIterator",
            {"StreamName": name, "ShardId": shard["ShardId"], "ShardIteratorType": "TRIM_HORIZON"},
        )["ShardIterator"]
        while iterator:
            page = kinesis.call("GetRecords", {"ShardIterator": iterator, "Limit": 10000})
            total += len(page["Records"])
            if not page["Records"]:
                break
            iterator = page.get("NextShardIterator")
    return total / (time.perf_counter() - started), total


def latency(server: LabcloudProcess, kinesis: Raw, count: int) -> list[float]:
    role = create_role(
        server,
        "bench-kinesis",
        (*POLICIES, "arn:aws:iam::aws:policy/service-role/AWSLambdaKinesisExecutionRole"),
    )
    deployer(server, role)("witness", WITNESS)
    name = "bench-latency"
    kinesis.call("CreateStream", {"StreamName": name, "ShardCount": 1})
    wait_active(kinesis, name)
    lam = server.boto3_client("lambda")
    lam.create_event_source_mapping(
        FunctionName="witness",
        EventSourceArn=f"arn:aws:kinesis:us-east-1:000000000000:stream/{name}",
        StartingPosition="LATEST",
        BatchSize=1,
    )
    logs = server.boto3_client("logs")
    kinesis.call(
        "PutRecord", {"StreamName": name, "PartitionKey": "warm", "Data": base64.b64encode(b"w").decode()}
    )
    time.sleep(2.0)  # the first invocation starts the sandbox: not part of the idle figure
    for index in range(count):
        kinesis.call(
            "PutRecord",
            {"StreamName": name, "PartitionKey": f"k{index}", "Data": base64.b64encode(b"x").decode()},
        )
        time.sleep(0.1)
    deadline = time.monotonic() + 60
    seen: list[tuple[float, float]] = []
    while time.monotonic() < deadline:
        seen = []
        for page in logs.get_paginator("filter_log_events").paginate(logGroupName="/aws/lambda/witness"):
            for event in page["events"]:
                if '"witness"' in event["message"]:
                    seen += [tuple(pair) for pair in json.loads(event["message"])["witness"]]
        if len(seen) >= count + 1:
            break
        time.sleep(0.5)
    return sorted(seen_at - arrived for arrived, seen_at in seen[1:])


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    calls, count = (10, 20) if args.quick else (60, 50)
    with tempfile.TemporaryDirectory() as folder:
        server = LabcloudProcess(data_dir=Path(folder)).start()
        try:
            kinesis = Raw(server.endpoint)
            pid = server.proc.pid if server.proc is not None else None
            rate, cpu, name = put_throughput(kinesis, calls, pid)
            print(f"PutRecords: {rate:,.0f} records/s ({calls} calls x 500 records of 100 bytes)")
            if cpu is not None:
                print(f"  server CPU per record: {cpu * 1e6:.1f} us")
            read_rate, total = read_throughput(kinesis, name)
            print(f"GetRecords: {read_rate:,.0f} records/s ({total} records, Limit=10000)")
            delays = latency(server, kinesis, count)
            if delays:
                print(
                    f"put-to-function latency (idle, {len(delays)} records): p50 {statistics.median(delays) * 1000:.1f} ms, "
                    f"p90 {percentile(delays, 0.9) * 1000:.1f} ms, max {max(delays) * 1000:.1f} ms (target p50 < 50 ms)"
                )
            else:
                print("put-to-function latency: no invocation seen")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
