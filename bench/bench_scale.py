"""Flat cost as state grows: per-call cost, restart time and memory at 1,000,000 items and 1,000,000 messages.

Run: nice -n 19 python bench/bench_scale.py [--items N] [--messages M] [--ops K] [--clients P]
                                            [--data-dir DIR] [--fill-only]
     (defaults: 1,000,000 items, 1,000,000 messages, K = 1000 calls per measurement, P = 3 client
      processes; LABCLOUD_SCALE_ITEMS / LABCLOUD_SCALE_MESSAGES set the sizes too; starts its own
      labcloud servers with on-disk data dirs; prints numbers, asserts nothing)

The fill goes through the API, as a user's script would: BatchWriteItem (25 items a call) and
SendMessageBatch (10 messages a call) from P client processes, each with its own boto3 client (one
process's threads share one interpreter lock, and the client's own CPU is then the limit). With
``--data-dir`` the state is kept there and a later run resumes the fill where the last one stopped
(``large/scale-fill.json`` records how far the items got; the queue's depth says how far the
messages got), so a fill cut short by a deadline is not lost; ``--fill-only`` stops after the fill,
``--restart-only`` measures only the restarts of the filled state.

Two servers run side by side, each with one table (pk HASH, sk RANGE; 1,000 partitions) and one
standard queue: the small one holds 1,000 items / 1,000 messages, the large one the filled state.
The same calls are then measured on both in turn, operation by operation, alternating which goes
first, so a change of load on a shared machine falls on both sizes alike. Each measurement is K
calls from one client:
- PutItem of a new item, GetItem of a random existing item,
- Query of one fixed partition of 100 items (Limit 100), the same partition at both sizes,
- a Scan page (Limit 100) starting after a random existing item (ExclusiveStartKey),
- SendMessage, ReceiveMessage (1 message) followed by its DeleteMessage (the depth stays put).
Prints ops/s at both sizes and their ratio (target: large/small >= 0.90), and the server's CPU time
per call at both sizes and its ratio (small/large: on a shared machine it is the steadier figure,
since wall time moves with whatever else runs there).

Then the large server's memory and restarts: RSS after the fill and the calls (and how much of it is
the file-backed map of the database, page cache the kernel can drop), a graceful stop and start and a
kill -9 and start, each timed from spawning the process to the first answered ``/_labcloud/health``
(target: under 2 s), the first GetItem, Query, Scan page and ReceiveMessage after it, and the RSS of
the freshly started server.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import psutil

from labcloud.testing.server_process import LabcloudProcess

SMALL = 1000
PARTITIONS = 1000
BODY = "x" * 200
TABLE = "scale"
QUEUE = "scale"
FILL_CHUNK = 5000  # items or messages per task handed to a client process
START_TIMEOUT = 300.0

_worker_client: Any = None


def item(i: int) -> dict[str, Any]:
    return {"pk": {"S": f"p{i % PARTITIONS}"}, "sk": {"S": f"{i:010d}"}, "v": {"S": BODY}, "n": {"N": str(i)}}


def key(i: int) -> dict[str, Any]:
    return {"pk": {"S": f"p{i % PARTITIONS}"}, "sk": {"S": f"{i:010d}"}}


def client(endpoint: str, service: str) -> Any:
    import boto3
    from botocore.config import Config

    return boto3.client(
        service,
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
        config=Config(retries={"max_attempts": 10, "mode": "standard"}, read_timeout=120),
    )


# ---------------------------------------------------------------- the fill, in client processes


def _init_worker(endpoint: str, service: str) -> None:
    global _worker_client
    _worker_client = client(endpoint, service)


def _put_items(span: tuple[int, int]) -> int:
    """BatchWriteItem items ``start <= i < stop`` 25 at a time (unprocessed ones again); how many."""
    start, stop = span
    for first in range(start, stop, 25):
        batch = [{"PutRequest": {"Item": item(i)}} for i in range(first, min(first + 25, stop))]
        while batch:
            left = _worker_client.batch_write_item(RequestItems={TABLE: batch}).get("UnprocessedItems") or {}
            batch = left.get(TABLE, [])
    return stop - start


def _send_messages(job: tuple[str, int]) -> int:
    """SendMessageBatch ``count`` messages 10 at a time (failed entries again); how many."""
    url, count = job
    for first in range(0, count, 10):
        entries = [{"Id": str(n), "MessageBody": BODY} for n in range(min(10, count - first))]
        while entries:
            failed = {
                f["Id"]
                for f in _worker_client.send_message_batch(QueueUrl=url, Entries=entries).get("Failed") or []
            }
            entries = [e for e in entries if e["Id"] in failed]
    return count


def _progress(
    label: str, done_before: int, upto: int, results: Iterator[int], record: Callable[[int], None]
) -> float:
    """Consume the pool's in-order results, recording and printing progress; the seconds taken."""
    began = time.perf_counter()
    done = done_before
    printed = done
    for count in results:
        done += count
        record(done)
        if done - printed >= 100_000 or done == upto:
            printed = done
            took = time.perf_counter() - began
            print(f"  {label}: {done:,} / {upto:,}, {(done - done_before) / took:,.0f}/s", flush=True)
    return time.perf_counter() - began


class Scale:
    """One server's table and queue, the fill and the measured calls."""

    def __init__(self, server: LabcloudProcess, ops: int, clients: int) -> None:
        self.server = server
        self.ops = ops
        self.clients = clients
        self.ddb = server.boto3_client("dynamodb")
        self.sqs = server.boto3_client("sqs")
        self.progress_path = server.data_dir / "scale-fill.json"
        self.items = self._recorded_items()
        self.put_counter = 0
        if TABLE not in self.ddb.list_tables()["TableNames"]:
            self.ddb.create_table(
                TableName=TABLE,
                KeySchema=[
                    {"AttributeName": "pk", "KeyType": "HASH"},
                    {"AttributeName": "sk", "KeyType": "RANGE"},
                ],
                AttributeDefinitions=[
                    {"AttributeName": "pk", "AttributeType": "S"},
                    {"AttributeName": "sk", "AttributeType": "S"},
                ],
                BillingMode="PAY_PER_REQUEST",
            )
            for i in range(0, 100, 25):  # the Query partition: 100 items, never grows
                self.ddb.batch_write_item(
                    RequestItems={
                        TABLE: [
                            {
                                "PutRequest": {
                                    "Item": {"pk": {"S": "query"}, "sk": {"S": f"{j:04d}"}, "v": {"S": BODY}}
                                }
                            }
                            for j in range(i, i + 25)
                        ]
                    }
                )
        self.url = self.sqs.create_queue(QueueName=QUEUE)["QueueUrl"]

    def _recorded_items(self) -> int:
        if self.progress_path.exists():
            return int(json.loads(self.progress_path.read_text())["items"])
        return 0

    def _record_items(self, done: int) -> None:
        self.items = done
        self.progress_path.write_text(json.dumps({"items": done}))

    def messages(self) -> int:
        attributes = self.sqs.get_queue_attributes(
            QueueUrl=self.url, AttributeNames=["ApproximateNumberOfMessages"]
        )["Attributes"]
        return int(attributes["ApproximateNumberOfMessages"])

    def _pool(self, service: str) -> Any:
        context = multiprocessing.get_context("spawn")
        return context.Pool(self.clients, initializer=_init_worker, initargs=(self.server.endpoint, service))

    def fill_items(self, upto: int) -> tuple[int, float]:
        """Items ``self.items .. upto``; (how many were added, seconds)."""
        start = self.items
        if start >= upto:
            return 0, 0.0
        spans = [(i, min(i + FILL_CHUNK, upto)) for i in range(start, upto, FILL_CHUNK)]
        with self._pool("dynamodb") as pool:
            took = _progress("items", start, upto, pool.imap(_put_items, spans), self._record_items)
        return upto - start, took

    def fill_messages(self, upto: int) -> tuple[int, float]:
        """Messages until the queue holds ``upto``; (how many were sent, seconds)."""
        start = self.messages()
        if start >= upto:
            return 0, 0.0
        jobs = [(self.url, min(FILL_CHUNK, upto - i)) for i in range(start, upto, FILL_CHUNK)]
        with self._pool("sqs") as pool:
            took = _progress("messages", start, upto, pool.imap(_send_messages, jobs), lambda _: None)
        return upto - start, took

    def operations(self) -> dict[str, Callable[[int], None]]:
        """The measured calls, each taking the call's index."""
        ddb, sqs, url = self.ddb, self.sqs, self.url
        rng = random.Random(7)

        def put(_: int) -> None:
            self.put_counter += 1
            ddb.put_item(TableName=TABLE, Item=item(2_000_000_000 + self.put_counter))

        def get(_: int) -> None:
            found = ddb.get_item(TableName=TABLE, Key=key(rng.randrange(self.items)))
            assert "Item" in found

        def query(_: int) -> None:
            page = ddb.query(
                TableName=TABLE,
                KeyConditionExpression="pk = :p",
                ExpressionAttributeValues={":p": {"S": "query"}},
                Limit=100,
            )
            assert page["Count"] == 100

        def scan(_: int) -> None:
            # the last pages of the small table are short; start early enough that a page is full
            page = ddb.scan(TableName=TABLE, Limit=100, ExclusiveStartKey=key(rng.randrange(self.items)))
            assert page["Count"] > 0

        def send(_: int) -> None:
            sqs.send_message(QueueUrl=url, MessageBody=BODY)

        def receive(_: int) -> None:
            got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=1)["Messages"]
            sqs.delete_message(QueueUrl=url, ReceiptHandle=got[0]["ReceiptHandle"])

        return {
            "PutItem": put,
            "GetItem": get,
            "Query (100 items)": query,
            "Scan page (Limit 100)": scan,
            "SendMessage": send,
            "ReceiveMessage+DeleteMessage": receive,
        }

    def timed(self, call: Callable[[int], None]) -> tuple[float, float]:
        """(calls/s, server CPU µs per call) over ``ops`` calls from this thread."""
        assert self.server.proc is not None
        process = psutil.Process(self.server.proc.pid)
        for i in range(20):  # warm the path (and the client) first
            call(i)
        cpu = sum(process.cpu_times()[:2])
        began = time.perf_counter()
        for i in range(self.ops):
            call(i)
        took = time.perf_counter() - began
        return self.ops / took, (sum(process.cpu_times()[:2]) - cpu) / self.ops * 1e6


# ---------------------------------------------------------------- memory and restarts


def rss_mib(server: LabcloudProcess) -> tuple[float, float]:
    """The server's RSS and the part of it that is file-backed (mostly the database pages SQLite
    reads through its memory map: page cache the kernel can drop, not the server's own memory)."""
    assert server.proc is not None
    info = psutil.Process(server.proc.pid).memory_info()
    return float(info.rss) / 2**20, float(getattr(info, "shared", 0)) / 2**20


def rss_text(server: LabcloudProcess) -> str:
    total, mapped = rss_mib(server)
    return f"{total:.0f} MiB ({mapped:.0f} MiB file-backed, {total - mapped:.0f} MiB the server's own)"


def first_calls(server: LabcloudProcess, items: int) -> dict[str, float]:
    """The latency of the first calls on the large state after a start, in ms."""
    ddb = server.boto3_client("dynamodb")
    sqs = server.boto3_client("sqs")
    url = sqs.get_queue_url(QueueName=QUEUE)["QueueUrl"]
    rng = random.Random()
    calls: dict[str, Callable[[], Any]] = {
        "GetItem": lambda: ddb.get_item(TableName=TABLE, Key=key(rng.randrange(items))),
        "Query": lambda: ddb.query(
            TableName=TABLE,
            KeyConditionExpression="pk = :p",
            ExpressionAttributeValues={":p": {"S": f"p{rng.randrange(PARTITIONS)}"}},
            Limit=100,
        ),
        "Scan page": lambda: ddb.scan(
            TableName=TABLE, Limit=100, ExclusiveStartKey=key(rng.randrange(items))
        ),
        "ReceiveMessage": lambda: sqs.receive_message(
            QueueUrl=url, MaxNumberOfMessages=1, VisibilityTimeout=0
        ),
    }
    timings: dict[str, float] = {}
    for name, call in calls.items():
        began = time.perf_counter()
        call()
        timings[name] = (time.perf_counter() - began) * 1000
    return timings


def startup_cpu(server: LabcloudProcess) -> tuple[float, float]:
    """CPU seconds the server used so far: in all, and on its main thread (the one that answers; the
    others check the file or wait for work beside it)."""
    assert server.proc is not None
    process = psutil.Process(server.proc.pid)
    main = [t for t in process.threads() if t.id == process.pid]
    total = sum(process.cpu_times()[:2])
    return total, (main[0].user_time + main[0].system_time) if main else total


def restarts(server: LabcloudProcess, items: int, runs: int) -> None:
    for hard in (False, True):
        label = "kill -9, then start" if hard else "stop, then start  "
        answers: list[float] = []
        cpu: list[tuple[float, float]] = []
        calls: dict[str, list[float]] = {}
        fresh = ""
        for _ in range(runs):
            if hard:
                server.kill()
            else:
                server.stop(timeout=120)
            began = time.perf_counter()
            server.start(timeout=START_TIMEOUT)
            answers.append(time.perf_counter() - began)
            assert server.proc is not None
            cpu.append(startup_cpu(server))
            fresh = rss_text(server)
            for name, value in first_calls(server, items).items():
                calls.setdefault(name, []).append(value)
        firsts = ", ".join(f"{name} {statistics.median(v):.1f} ms" for name, v in calls.items())
        print(
            f"  {label}: answering after {statistics.median(answers):.2f} s median "
            f"(runs: {', '.join(f'{a:.2f}' for a in answers)}; target < 2 s); first calls: {firsts}",
            flush=True,
        )
        print(
            f"  {'':<19}  server CPU until answering {statistics.median(c[0] for c in cpu):.2f} s, "
            f"{statistics.median(c[1] for c in cpu):.2f} s of it on the main thread (the start's critical "
            f"path; steadier than wall time on a shared machine); fresh RSS {fresh}",
            flush=True,
        )


def database_mib(data_dir: Path) -> float:
    return sum(p.stat().st_size for p in data_dir.glob("labcloud.db*") if p.is_file()) / 2**20


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--items", type=int, default=int(os.environ.get("LABCLOUD_SCALE_ITEMS", "1000000")))
    parser.add_argument(
        "--messages", type=int, default=int(os.environ.get("LABCLOUD_SCALE_MESSAGES", "1000000"))
    )
    parser.add_argument("--ops", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3, help="measurements per size (the median is printed)")
    parser.add_argument("--clients", type=int, default=3, help="client processes for the fill (default 3)")
    parser.add_argument("--restarts", type=int, default=2, help="restarts of each kind (default 2)")
    parser.add_argument("--data-dir", type=Path, default=None, help="keep (and resume) the state here")
    parser.add_argument("--fill-only", action="store_true", help="stop after the fill")
    parser.add_argument(
        "--restart-only",
        action="store_true",
        help="only the restarts of a filled --data-dir (no calls measured)",
    )
    args = parser.parse_args()
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="labcloud-bench-scale-"))
    print(f"state in {data_dir}", flush=True)
    large_server = LabcloudProcess(data_dir=data_dir / "large").start(timeout=START_TIMEOUT)
    small_server: LabcloudProcess | None = None
    try:
        large = Scale(large_server, args.ops, args.clients)
        added_items, took_items = large.fill_items(args.items)
        added_messages, took_messages = large.fill_messages(args.messages)
        if added_items:
            print(
                f"filled {added_items:,} items in {took_items:.0f} s ({added_items / took_items:,.0f} items/s, "
                f"BatchWriteItem from {args.clients} client processes)"
            )
        if added_messages:
            print(
                f"filled {added_messages:,} messages in {took_messages:.0f} s "
                f"({added_messages / took_messages:,.0f} msg/s, SendMessageBatch from {args.clients} client processes)"
            )
        print(
            f"large state: {large.items:,} items, {large.messages():,} messages, "
            f"database {database_mib(large_server.data_dir):.0f} MiB; RSS {rss_text(large_server)}",
            flush=True,
        )
        if args.fill_only:
            return
        if args.restart_only:
            print("restart with that state:", flush=True)
            restarts(large_server, large.items, args.restarts)
            return
        small_server = LabcloudProcess(data_dir=data_dir / "small").start()
        small = Scale(small_server, args.ops, args.clients)
        small.fill_items(SMALL)
        small.fill_messages(SMALL)
        results: dict[str, dict[str, list[tuple[float, float]]]] = {"small": {}, "large": {}}
        operations = {"small": small.operations(), "large": large.operations()}
        for round_ in range(args.rounds):
            for name in operations["small"]:
                # the two servers in turn, first one then the other: a change of load on the
                # machine falls on both sizes alike
                order = ("small", "large") if round_ % 2 == 0 else ("large", "small")
                for size in order:
                    scale = small if size == "small" else large
                    results[size].setdefault(name, []).append(scale.timed(operations[size][name]))
        small_server.stop()
        small_server = None
        print(
            f"\nops/s at {SMALL:,} vs {large.items:,} items / {large.messages():,} messages "
            f"({args.ops} calls, median of {args.rounds}; two servers measured in turn)"
        )
        print(
            f"  {'operation':<30} {'small':>8} {'large':>8} {'ratio':>6}   "
            f"{'CPU µs small':>12} {'large':>6} {'ratio':>6}   target: ratio >= 0.90"
        )
        for name, samples in results["small"].items():
            s = statistics.median(r[0] for r in samples)
            lg = statistics.median(r[0] for r in results["large"][name])
            cs = statistics.median(r[1] for r in samples)
            cl = statistics.median(r[1] for r in results["large"][name])
            print(
                f"  {name:<30} {s:8.0f} {lg:8.0f} {lg / s:6.2f}   {cs:12.0f} {cl:6.0f} {cs / cl if cl else float('nan'):6.2f}"
            )
        print(f"\nRSS of the large server after the fill and the calls: {rss_text(large_server)}")
        print(f"database on disk: {database_mib(large_server.data_dir):.0f} MiB")
        print("restart with that state:", flush=True)
        restarts(large_server, large.items, args.restarts)
    finally:
        if small_server is not None:
            small_server.stop()
        large_server.stop(timeout=120)


if __name__ == "__main__":
    main()
