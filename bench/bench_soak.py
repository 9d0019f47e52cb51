"""Soak: a steady mixed workload for a long time, then a kill -9 at a random moment, nothing acknowledged lost.

Run: python bench/bench_soak.py [--minutes 60] [--rate 40] [--window 60] [--seed N]
     (starts its own labcloud with an on-disk data dir; prints numbers, asserts nothing)

The workload, at ``--rate`` operations per second in total from four client threads, cycles through:
- SendMessage to a queue mapped to a function (the function writes one DynamoDB item per message:
  queues, functions, sandboxes, tables, the function's logs and Lambda's metrics all turn over);
- PutItem / GetItem / Query on a table with a stream enabled (a stream poller feeds a second function);
- PutLogEvents to a log group with a metric filter; PutMetricData; PutRecord to a Kinesis stream.
Every ``--window`` seconds it prints one row: operations done, errors, latency p50/p99 of the calls made in
that window, the server's RSS (MiB) and the part of it that is not file-backed (``anon``: RSS includes the
pages of the memory-mapped database it has touched, which grow with the file), its open file descriptors, its child processes (sandboxes), the files
in its scratch directories, and the database size. Flat means: after the first windows (warm-up: sandboxes
start, caches fill) RSS, descriptors, children and files stay within a bound, and latency does not rise.

At a random moment in the last third of the run the server is killed with SIGKILL and started again on the
same data directory: every PutItem that was answered 200 must be readable, every message that SendMessage
acknowledged must be either in the queue or written by the function (its item exists), and every Kinesis
record acknowledged must be readable from its shard. The restart time and the audit are printed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "lambda_"))
from lambda_helpers import create_role, make_zip  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

WORKER = """
import os, boto3
ddb = boto3.client("dynamodb")
def handler(event, context):
    for record in event.get("Records", []):
        if "body" in record:
            ddb.put_item(TableName=os.environ["TABLE"], Item={"pk": {"S": "msg"}, "sk": {"S": record["body"]}})
    return {"ok": True}
"""
STREAM_READER = """
def handler(event, context):
    return {"seen": len(event.get("Records", []))}
"""


class Ledger:
    """What the server acknowledged, for the audit after the kill."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.items: list[str] = []
        self.messages: list[str] = []
        self.records: list[tuple[str, str]] = []  # (shard, sequence number)

    def add(self, kind: str, value: Any) -> None:
        with self.lock:
            getattr(self, kind).append(value)


class Soak:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.server = LabcloudProcess().start()
        self.ledger = Ledger()
        self.stop = threading.Event()
        self.paused = threading.Event()
        self.lock = threading.Lock()
        self.latencies: list[float] = []
        self.errors = 0
        self.done = 0
        self.counter = 0
        self.rng = random.Random(args.seed)

    # ------------------------------------------------------------------ set-up

    def setup(self) -> None:
        s = self.server
        role = create_role(s)
        ddb = s.boto3_client("dynamodb")
        for name, stream in (("soak-items", True), ("soak-results", False)):
            spec: dict[str, Any] = {
                "TableName": name,
                "KeySchema": [
                    {"AttributeName": "pk", "KeyType": "HASH"},
                    {"AttributeName": "sk", "KeyType": "RANGE"},
                ],
                "AttributeDefinitions": [
                    {"AttributeName": "pk", "AttributeType": "S"},
                    {"AttributeName": "sk", "AttributeType": "S"},
                ],
                "BillingMode": "PAY_PER_REQUEST",
            }
            if stream:
                spec["StreamSpecification"] = {"StreamEnabled": True, "StreamViewType": "NEW_IMAGE"}
            ddb.create_table(**spec)
        lam = s.boto3_client("lambda")
        for name, code, env in (
            ("soak-worker", WORKER, {"TABLE": "soak-results"}),
            ("soak-stream", STREAM_READER, {}),
        ):
            lam.create_function(
                FunctionName=name,
                Runtime="python3.12",
                Role=role,
                Handler="app.handler",
                Code={"ZipFile": make_zip({"app.py": code})},
                Environment={"Variables": env},
                Timeout=30,
            )
        sqs = s.boto3_client("sqs")
        self.queue_url = sqs.create_queue(QueueName="soak-orders")["QueueUrl"]
        queue_arn = sqs.get_queue_attributes(QueueUrl=self.queue_url, AttributeNames=["QueueArn"])[
            "Attributes"
        ]["QueueArn"]
        lam.create_event_source_mapping(FunctionName="soak-worker", EventSourceArn=queue_arn, BatchSize=10)
        stream_arn = ddb.describe_table(TableName="soak-items")["Table"]["LatestStreamArn"]
        lam.create_event_source_mapping(
            FunctionName="soak-stream", EventSourceArn=stream_arn, StartingPosition="LATEST", BatchSize=100
        )
        logs = s.boto3_client("logs")
        logs.create_log_group(logGroupName="soak")
        logs.create_log_stream(logGroupName="soak", logStreamName="app")
        logs.put_metric_filter(
            logGroupName="soak",
            filterName="errors",
            filterPattern="ERROR",
            metricTransformations=[{"metricName": "Errors", "metricNamespace": "Soak", "metricValue": "1"}],
        )
        kinesis = s.boto3_client("kinesis")
        kinesis.create_stream(StreamName="soak-events", ShardCount=2)

    # ------------------------------------------------------------------ the workload

    def next_id(self) -> int:
        with self.lock:
            self.counter += 1
            return self.counter

    def one(self, clients: dict[str, Any], kind: int) -> None:
        n = self.next_id()
        if kind == 0:
            body = f"m{n:09d}"
            clients["sqs"].send_message(QueueUrl=self.queue_url, MessageBody=body)
            self.ledger.add("messages", body)
        elif kind == 1:
            key = f"i{n:09d}"
            clients["dynamodb"].put_item(
                TableName="soak-items", Item={"pk": {"S": f"p{n % 50}"}, "sk": {"S": key}}
            )
            self.ledger.add("items", key)
        elif kind == 2:
            clients["dynamodb"].query(
                TableName="soak-items",
                KeyConditionExpression="pk = :p",
                ExpressionAttributeValues={":p": {"S": f"p{n % 50}"}},
                Limit=25,
            )
        elif kind == 3:
            level = "ERROR" if n % 10 == 0 else "INFO"
            clients["logs"].put_log_events(
                logGroupName="soak",
                logStreamName="app",
                logEvents=[{"timestamp": int(time.time() * 1000), "message": f"{level} event {n}"}],
            )
        elif kind == 4:
            clients["cloudwatch"].put_metric_data(
                Namespace="Soak", MetricData=[{"MetricName": "Work", "Value": float(n % 7), "Unit": "Count"}]
            )
        else:
            answer = clients["kinesis"].put_record(
                StreamName="soak-events", Data=b"e%d" % n, PartitionKey=str(n)
            )
            self.ledger.add("records", (answer["ShardId"], answer["SequenceNumber"]))

    def worker(self, index: int) -> None:
        clients = {
            name: self.server.boto3_client(name)
            for name in ("sqs", "dynamodb", "logs", "cloudwatch", "kinesis")
        }
        period = 4.0 / self.args.rate  # four threads share the rate
        due = time.monotonic() + index * period / 4
        kind = index
        while not self.stop.is_set():
            if self.paused.is_set():
                time.sleep(0.05)
                due = time.monotonic()
                continue
            delay = due - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            due += period
            kind = (kind + 1) % 6
            began = time.perf_counter()
            try:
                self.one(clients, kind)
                ok = True
            except Exception:  # noqa: BLE001 - counted; the kill makes some calls fail on purpose
                ok = False
            took = time.perf_counter() - began
            with self.lock:
                if ok:
                    self.done += 1
                    self.latencies.append(took)
                else:
                    self.errors += 1

    # ------------------------------------------------------------------ sampling

    def sample(self) -> dict[str, Any]:
        assert self.server.proc is not None
        proc = psutil.Process(self.server.proc.pid)
        children = proc.children(recursive=True)
        scratch = sum(1 for _ in self.server.data_dir.rglob("*") if _.is_file())
        db = self.server.data_dir / "labcloud.db"
        wal = self.server.data_dir / "labcloud.db-wal"
        memory = proc.memory_info()
        return {
            "rss": memory.rss / 2**20,
            # RSS less its file-backed pages (SQLite maps the database file): the server's own memory
            "anon": (memory.rss - getattr(memory, "shared", 0)) / 2**20,
            "fds": proc.num_fds(),
            "children": len(children),
            "files": scratch,
            "db_mib": sum(p.stat().st_size for p in (db, wal) if p.exists()) / 2**20,
        }

    def window_row(self, minute: float) -> None:
        with self.lock:
            lat, self.latencies = self.latencies, []
            done, errors = self.done, self.errors
            self.done = self.errors = 0
        facts = self.sample()
        p50 = statistics.median(lat) * 1000 if lat else float("nan")
        p99 = sorted(lat)[int(len(lat) * 0.99) - 1] * 1000 if len(lat) >= 100 else float("nan")
        print(
            f"{minute:6.1f} min  ops {done:6d}  errors {errors:3d}  p50 {p50:6.2f} ms  p99 {p99:7.2f} ms  "
            f"rss {facts['rss']:7.1f} MiB  anon {facts['anon']:7.1f} MiB  fds {facts['fds']:4d}  children {facts['children']:3d}  "
            f"files {facts['files']:5d}  db {facts['db_mib']:7.1f} MiB",
            flush=True,
        )

    # ------------------------------------------------------------------ kill and audit

    def kill_and_restart(self) -> float:
        self.paused.set()
        time.sleep(0.2)  # calls in flight finish or fail; what was answered is in the ledger
        self.server.kill()
        began = time.perf_counter()
        self.server.start(timeout=60)
        took = time.perf_counter() - began
        self.paused.clear()
        return took

    def audit(self) -> dict[str, Any]:
        ddb = self.server.boto3_client("dynamodb")
        missing_items = 0
        for start in range(0, len(self.ledger.items), 100):
            keys = [
                {"pk": {"S": f"p{int(k[1:]) % 50}"}, "sk": {"S": k}}
                for k in self.ledger.items[start : start + 100]
            ]
            want = {k["sk"]["S"] for k in keys}
            got: set[str] = set()
            request: dict[str, Any] = {"soak-items": {"Keys": keys, "ProjectionExpression": "sk"}}
            while request:
                answer = ddb.batch_get_item(RequestItems=request)
                got |= {item["sk"]["S"] for item in answer["Responses"].get("soak-items", [])}
                request = answer.get("UnprocessedKeys") or {}
            missing_items += len(want - got)
        # messages: written by the function, or still in the queue (drain with a deadline)
        deadline = time.monotonic() + 120
        written: set[str] = set()
        while time.monotonic() < deadline:
            written = set()
            paginator = ddb.get_paginator("query")
            for page in paginator.paginate(
                TableName="soak-results",
                KeyConditionExpression="pk = :p",
                ExpressionAttributeValues={":p": {"S": "msg"}},
            ):
                written |= {item["sk"]["S"] for item in page["Items"]}
            if set(self.ledger.messages) <= written:
                break
            time.sleep(2)
        missing_messages = len(set(self.ledger.messages) - written)
        kinesis = self.server.boto3_client("kinesis")
        missing_records = 0
        by_shard: dict[str, set[str]] = {}
        for shard, seq in self.ledger.records:
            by_shard.setdefault(shard, set()).add(seq)
        for shard, wanted in by_shard.items():
            iterator = kinesis.get_shard_iterator(
                StreamName="soak-events", ShardId=shard, ShardIteratorType="TRIM_HORIZON"
            )["ShardIterator"]
            seen: set[str] = set()
            while iterator:
                answer = kinesis.get_records(ShardIterator=iterator, Limit=10000)
                seen |= {r["SequenceNumber"] for r in answer["Records"]}
                if not answer["Records"] and answer.get("MillisBehindLatest", 0) == 0:
                    break
                iterator = answer.get("NextShardIterator")
                time.sleep(0.2)  # GetRecords is metered: 5 calls per shard per second
            missing_records += len(wanted - seen)
        return {
            "items": (len(self.ledger.items), missing_items),
            "messages": (len(self.ledger.messages), missing_messages),
            "records": (len(self.ledger.records), missing_records),
        }

    # ------------------------------------------------------------------ run

    def run(self) -> None:
        args = self.args
        total = args.minutes * 60
        kill_at = self.rng.uniform(total * 2 / 3, total * 0.95)
        print(
            f"soak: {args.minutes} min at {args.rate} ops/s, a row every {args.window} s, "
            f"kill -9 at {kill_at / 60:.1f} min (seed {args.seed})",
            flush=True,
        )
        self.setup()
        threads = [threading.Thread(target=self.worker, args=(i,), daemon=True) for i in range(4)]
        for thread in threads:
            thread.start()
        began = time.monotonic()
        next_row = began + args.window
        killed = False
        restart_s = 0.0
        while True:
            now = time.monotonic()
            if not killed and now - began >= kill_at:
                restart_s = self.kill_and_restart()
                killed = True
                print(
                    f"  -- kill -9 at {(now - began) / 60:.1f} min; answering again after {restart_s:.2f} s",
                    flush=True,
                )
            if now >= next_row:
                self.window_row((now - began) / 60)
                next_row += args.window
            if now - began >= total:
                break
            time.sleep(0.1)
        self.stop.set()
        for thread in threads:
            thread.join(timeout=30)
        outcome = self.audit()
        for kind, (acked, missing) in outcome.items():
            print(f"audit: {kind}: {acked} acknowledged, {missing} missing after the kill", flush=True)
        print(json.dumps({"restart_s": round(restart_s, 3), "audit": outcome}), flush=True)
        self.server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--minutes", type=float, default=60.0, help="how long the workload runs (default 60)")
    parser.add_argument(
        "--rate", type=float, default=40.0, help="operations per second in total (default 40)"
    )
    parser.add_argument("--window", type=float, default=60.0, help="seconds per printed row (default 60)")
    parser.add_argument(
        "--seed", type=int, default=int(os.environ.get("SOAK_SEED", "7")), help="the kill's moment"
    )
    Soak(parser.parse_args()).run()


if __name__ == "__main__":
    main()
