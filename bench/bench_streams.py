"""DynamoDB Streams: write cost with a stream vs without, GetRecords records/s, and write-to-function
latency through a stream event source mapping when idle.

Run: ``python bench/bench_streams.py`` (``--quick`` for fewer operations). Starts its own labcloud
(on disk, as users run it) and prints the figures beside the issue's targets; asserts nothing.

- Write cost: PutItem through keep-alive HTTP to a table without a stream and to one with a
  NEW_AND_OLD_IMAGES stream, in interleaved rounds (so both see the same machine load).
  Target: the stream costs at most 15 % more. Wall-clock figures swing by tens of percent on a
  loaded machine, so the server process's CPU time per PutItem (from /proc, Linux) is printed too:
  it is what the stream adds to the server's work, and what the target is judged by.
- GetRecords: read a shard of N records with Limit=1000 from TRIM_HORIZON to its end.
- Latency: one PutItem at a time into a table whose stream maps to a Python function; the function
  prints ``time.time()`` when it sees the record. Target: p50 < 50 ms when idle.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "lambda_"))

from lambda_helpers import create_role, deployer  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

KEY = [{"AttributeName": "pk", "KeyType": "HASH"}]
DEFINITIONS = [{"AttributeName": "pk", "AttributeType": "S"}]
PAD = "x" * 200
WITNESS = """
import json, time
def handler(event, context):
    seen = time.time()
    print(json.dumps({"witness": [[r["dynamodb"]["Keys"]["pk"]["S"], seen] for r in event["Records"]]}))
"""


class Raw:
    """Keep-alive JSON client (no signing cost, no boto3 shaping): the numbers are the server's."""

    def __init__(self, endpoint: str, prefix: str) -> None:
        host, port = endpoint.split("://", 1)[1].split(":")
        self.conn = http.client.HTTPConnection(host, int(port), timeout=120)
        self.prefix = prefix

    def call(self, operation: str, params: dict[str, Any]) -> dict[str, Any]:
        self.conn.request(
            "POST",
            "/",
            json.dumps(params).encode(),
            {
                "Content-Type": "application/x-amz-json-1.0",
                "X-Amz-Target": f"{self.prefix}.{operation}",
                "Authorization": "AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/dynamodb/aws4_request, "
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
    """User + system CPU time of a process so far (Linux /proc; None elsewhere)."""
    if pid is None:
        return None
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def write_cost(ddb: Raw, rounds: int, per_round: int, pid: int | None = None) -> dict[str, list[float]]:
    """Per-PutItem wall times by table, and under ``cpu:<table>`` the server's CPU seconds per round."""
    for name, stream in (
        ("plain", None),
        ("streamed", {"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"}),
    ):
        params: dict[str, Any] = {
            "TableName": name,
            "KeySchema": KEY,
            "AttributeDefinitions": DEFINITIONS,
            "BillingMode": "PAY_PER_REQUEST",
        }
        if stream:
            params["StreamSpecification"] = stream
        ddb.call("CreateTable", params)
    timings: dict[str, list[float]] = {"plain": [], "streamed": [], "cpu:plain": [], "cpu:streamed": []}
    for round_ in range(rounds):
        order = ("plain", "streamed") if round_ % 2 == 0 else ("streamed", "plain")
        for name in order:
            cpu_before = cpu_seconds(pid)
            for index in range(per_round):
                item = {"pk": {"S": f"k{round_}-{index}"}, "n": {"N": str(index)}, "pad": {"S": PAD}}
                started = time.perf_counter()
                ddb.call("PutItem", {"TableName": name, "Item": item})
                timings[name].append(time.perf_counter() - started)
            cpu_after = cpu_seconds(pid)
            if cpu_before is not None and cpu_after is not None:
                timings[f"cpu:{name}"].append(cpu_after - cpu_before)
    return timings


def get_records_rate(ddb: Raw, streams: Raw, count: int) -> tuple[int, float]:
    arn = ddb.call(
        "CreateTable",
        {
            "TableName": "reads",
            "KeySchema": KEY,
            "AttributeDefinitions": DEFINITIONS,
            "BillingMode": "PAY_PER_REQUEST",
            "StreamSpecification": {"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"},
        },
    )["TableDescription"]["LatestStreamArn"]
    for start in range(0, count, 25):
        ddb.call(
            "BatchWriteItem",
            {
                "RequestItems": {
                    "reads": [
                        {"PutRequest": {"Item": {"pk": {"S": f"r{i}"}, "pad": {"S": PAD}}}}
                        for i in range(start, min(count, start + 25))
                    ]
                }
            },
        )
    shard = streams.call("DescribeStream", {"StreamArn": arn})["StreamDescription"]["Shards"][0]["ShardId"]
    iterator = streams.call(
        "GetShardIterator", {"StreamArn": arn, "ShardId": shard, "ShardIteratorType": "TRIM_HORIZON"}
    )["ShardIterator"]
    read = 0
    started = time.perf_counter()
    while read < count:
        answer = streams.call("GetRecords", {"ShardIterator": iterator, "Limit": 1000})
        read += len(answer["Records"])
        iterator = answer["NextShardIterator"]
    return read, time.perf_counter() - started


def latency(server: LabcloudProcess, ddb: Raw, samples: int) -> list[float]:
    deployer(server, create_role(server))("witness", WITNESS)
    arn = ddb.call(
        "CreateTable",
        {
            "TableName": "latency",
            "KeySchema": KEY,
            "AttributeDefinitions": DEFINITIONS,
            "BillingMode": "PAY_PER_REQUEST",
            "StreamSpecification": {"StreamEnabled": True, "StreamViewType": "NEW_IMAGE"},
        },
    )["TableDescription"]["LatestStreamArn"]
    server.boto3_client("lambda").create_event_source_mapping(
        FunctionName="witness", EventSourceArn=arn, StartingPosition="LATEST", BatchSize=1
    )
    seen: dict[str, float] = {}
    cursor = 0
    out: list[float] = []
    for index in range(samples + 3):  # the first few warm the sandbox
        key = f"l{index}"
        sent = time.time()
        ddb.call("PutItem", {"TableName": "latency", "Item": {"pk": {"S": key}}})
        deadline = time.monotonic() + 30
        while key not in seen and time.monotonic() < deadline:
            time.sleep(0.005)
            answer = server.get(
                f"/_labcloud/events?kind=lambda.invocation.finished&after={cursor}&limit=1000"
            )
            for event in answer["events"] if isinstance(answer, dict) else answer:
                cursor = max(cursor, event["seq"])
                for line in (event["data"].get("log") or "").splitlines():
                    if '"witness"' in line:
                        start = line.index("{")
                        for pk, when in json.loads(line[start:])["witness"]:
                            seen[pk] = when
        if index >= 3 and key in seen:
            out.append(seen[key] - sent)
        time.sleep(0.1)  # idle between writes
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    rounds, per_round, records, samples = (4, 250, 5000, 20) if args.quick else (8, 500, 20000, 60)
    server = LabcloudProcess(data_dir=Path(tempfile.mkdtemp(prefix="labcloud-bench-streams-"))).start()
    try:
        ddb = Raw(server.endpoint, "DynamoDB_20120810")
        streams = Raw(server.endpoint, "DynamoDBStreams_20120810")
        timings = write_cost(ddb, rounds, per_round, server.proc.pid if server.proc else None)
        plain, streamed = timings["plain"], timings["streamed"]
        overhead = statistics.mean(streamed) / statistics.mean(plain) - 1
        print(
            f"PutItem without stream: {len(plain) / sum(plain):8.0f} ops/s  p50 {percentile(plain, 0.5) * 1e3:.2f} ms"
            f"  p99 {percentile(plain, 0.99) * 1e3:.2f} ms"
        )
        print(
            f"PutItem with stream:    {len(streamed) / sum(streamed):8.0f} ops/s  "
            f"p50 {percentile(streamed, 0.5) * 1e3:.2f} ms  p99 {percentile(streamed, 0.99) * 1e3:.2f} ms"
        )
        print(
            f"write cost of a NEW_AND_OLD_IMAGES stream: {overhead * 100:+.1f} % (mean; target <= +15 %), "
            f"p50 {(percentile(streamed, 0.5) / percentile(plain, 0.5) - 1) * 100:+.1f} %"
        )
        cpu_plain, cpu_streamed = sum(timings["cpu:plain"]), sum(timings["cpu:streamed"])
        if cpu_plain > 0:
            print(
                f"server CPU per PutItem: without stream {cpu_plain / len(plain) * 1e3:.3f} ms, with stream "
                f"{cpu_streamed / len(streamed) * 1e3:.3f} ms: {(cpu_streamed / cpu_plain - 1) * 100:+.1f} % "
                "(target <= +15 %)"
            )
        read, seconds = get_records_rate(ddb, streams, records)
        print(f"GetRecords (Limit 1000): {read} records in {seconds:.2f} s = {read / seconds:,.0f} records/s")
        lat = latency(server, ddb, samples)
        if lat:
            print(
                f"write-to-function latency (idle, {len(lat)} samples): p50 {percentile(lat, 0.5) * 1e3:.1f} ms  "
                f"p99 {percentile(lat, 0.99) * 1e3:.1f} ms  max {max(lat) * 1e3:.1f} ms (target p50 < 50 ms)"
            )
        else:
            print("write-to-function latency: no sample reached the function")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
