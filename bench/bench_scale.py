"""Flat cost as state grows: PutItem/GetItem/Query/SendMessage/ReceiveMessage at a small and a large state.

Run: python bench/bench_scale.py [--items N] [--messages M] [--ops K]
     (defaults: 1,000,000 items, 100,000 messages, K = 1000 calls per measurement;
      LABCLOUD_SCALE_ITEMS / LABCLOUD_SCALE_MESSAGES set the sizes too; starts its own labcloud
      with an on-disk data dir; prints numbers, asserts nothing)

Two servers run side by side, each with one table (pk HASH, sk RANGE) and one standard queue: the
small one holds 1,000 items / 1,000 messages, the large one is filled (BatchWriteItem /
SendMessageBatch from several client threads) to the large state. The same calls are then measured
on both in turn, operation by operation, alternating which goes first, so a change of load on a
shared machine falls on both sizes alike. Each measurement is K calls from one client:
- PutItem of a new item, GetItem of a random existing item (the filled partitions),
- Query of one fixed partition of 100 items (Limit 100), the same partition at both sizes,
- SendMessage, ReceiveMessage (1 message) followed by its DeleteMessage (the depth stays put).
Prints ops/s at both sizes and their ratio (target: within 10 %, i.e. large/small >= 0.90), the
server's CPU time per call at both sizes and its ratio (small/large: on a shared machine it is the
steadier of the two figures, since wall time moves with whatever else runs there), and the
server's RSS after the fill (issue #21 asks for it to be reported at 1,000,000 items + 100,000 messages).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import psutil

from labcloud.testing.server_process import LabcloudProcess

SMALL = 1000
THREADS = 4
PARTITIONS = 1000
BODY = "x" * 200


def rss_mib(server: LabcloudProcess) -> tuple[float, float]:
    """The server's RSS and the part of it that is file-backed (mostly the database pages SQLite
    reads through its memory map: page cache the kernel can drop, not the server's own memory)."""
    assert server.proc is not None
    info = psutil.Process(server.proc.pid).memory_info()
    return float(info.rss) / 2**20, float(getattr(info, "shared", 0)) / 2**20


def parallel(starts: list[int], call: Callable[[Any, int], None], make: Callable[[], Any]) -> float:
    """``call(client, start)`` for every start, on THREADS threads (one client each); seconds taken."""
    began = time.perf_counter()
    errors: list[BaseException] = []

    def work(chunk: list[int]) -> None:
        try:
            client = make()
            for start in chunk:
                call(client, start)
        except BaseException as exc:  # noqa: BLE001 - reported after the join
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(starts[i::THREADS],)) for i in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]
    return time.perf_counter() - began


def item(i: int) -> dict[str, Any]:
    return {"pk": {"S": f"p{i % PARTITIONS}"}, "sk": {"S": f"{i:010d}"}, "v": {"S": BODY}, "n": {"N": str(i)}}


class Scale:
    def __init__(self, server: LabcloudProcess, ops: int) -> None:
        self.server = server
        self.ops = ops
        self.ddb = server.boto3_client("dynamodb")
        self.sqs = server.boto3_client("sqs")
        self.items = 0
        self.messages = 0
        self.put_counter = 0
        self.ddb.create_table(
            TableName="scale",
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
        self.url = self.sqs.create_queue(QueueName="scale")["QueueUrl"]
        for i in range(0, 100, 25):  # the Query partition: 100 items, never grows
            self.ddb.batch_write_item(
                RequestItems={
                    "scale": [
                        {
                            "PutRequest": {
                                "Item": {"pk": {"S": "query"}, "sk": {"S": f"{j:04d}"}, "v": {"S": BODY}}
                            }
                        }
                        for j in range(i, i + 25)
                    ]
                }
            )

    def fill_items(self, upto: int) -> float:
        def put(client: Any, start: int) -> None:
            batch = [{"PutRequest": {"Item": item(i)}} for i in range(start, min(start + 25, upto))]
            while batch:
                left = client.batch_write_item(RequestItems={"scale": batch}).get("UnprocessedItems", {})
                batch = left.get("scale", [])

        took = parallel(list(range(self.items, upto, 25)), put, lambda: self.server.boto3_client("dynamodb"))
        self.items = upto
        return took

    def fill_messages(self, upto: int) -> float:
        url = self.url

        def send(client: Any, start: int) -> None:
            count = min(10, upto - start)
            client.send_message_batch(
                QueueUrl=url, Entries=[{"Id": str(i), "MessageBody": BODY} for i in range(count)]
            )

        took = parallel(list(range(self.messages, upto, 10)), send, lambda: self.server.boto3_client("sqs"))
        self.messages = upto
        return took

    def operations(self) -> dict[str, Callable[[int], None]]:
        """The measured calls, each taking the call's index."""
        ddb, sqs, url = self.ddb, self.sqs, self.url
        rng = random.Random(7)

        def put(i: int) -> None:
            self.put_counter += 1
            ddb.put_item(TableName="scale", Item=item(2_000_000_000 + self.put_counter))

        def get(_: int) -> None:
            k = rng.randrange(self.items)
            found = ddb.get_item(TableName="scale", Key={"pk": item(k)["pk"], "sk": item(k)["sk"]})
            assert "Item" in found

        def query(_: int) -> None:
            page = ddb.query(
                TableName="scale",
                KeyConditionExpression="pk = :p",
                ExpressionAttributeValues={":p": {"S": "query"}},
                Limit=100,
            )
            assert page["Count"] == 100

        def send(_: int) -> None:
            sqs.send_message(QueueUrl=url, MessageBody=BODY)

        def receive(_: int) -> None:
            got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=1)["Messages"]
            sqs.delete_message(QueueUrl=url, ReceiptHandle=got[0]["ReceiptHandle"])

        return {
            "PutItem": put,
            "GetItem": get,
            "Query (100 items)": query,
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


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--items", type=int, default=int(os.environ.get("LABCLOUD_SCALE_ITEMS", "1000000")))
    parser.add_argument(
        "--messages", type=int, default=int(os.environ.get("LABCLOUD_SCALE_MESSAGES", "100000"))
    )
    parser.add_argument("--ops", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3, help="measurements per size (the median is printed)")
    args = parser.parse_args()
    data_dir = Path(tempfile.mkdtemp(prefix="labcloud-bench-scale-"))
    small_server = LabcloudProcess(data_dir=data_dir / "small").start()
    large_server = LabcloudProcess(data_dir=data_dir / "large").start()
    results: dict[str, dict[str, list[tuple[float, float]]]] = {"small": {}, "large": {}}
    try:
        small, large = Scale(small_server, args.ops), Scale(large_server, args.ops)
        for scale in (small, large):
            scale.fill_items(SMALL)
            scale.fill_messages(SMALL)
        took_items = large.fill_items(args.items)
        took_messages = large.fill_messages(args.messages)
        print(
            f"filled to {args.items:,} items in {took_items:.0f} s "
            f"({(args.items - SMALL) / took_items:,.0f} items/s, BatchWriteItem x{THREADS} threads) and "
            f"{args.messages:,} messages in {took_messages:.0f} s "
            f"({(args.messages - SMALL) / took_messages:,.0f} msg/s, SendMessageBatch x{THREADS} threads)"
        )
        time.sleep(2)
        rss = rss_mib(large_server)
        operations = {"small": small.operations(), "large": large.operations()}
        for round_ in range(args.rounds):
            for name in operations["small"]:
                # the two servers in turn, call by call, first one then the other: a change of load
                # on the machine falls on both sizes alike
                order = ("small", "large") if round_ % 2 == 0 else ("large", "small")
                for size in order:
                    scale = small if size == "small" else large
                    results[size].setdefault(name, []).append(scale.timed(operations[size][name]))
        database = sum(p.stat().st_size for p in (data_dir / "large").glob("labcloud.db*")) / 2**20
    finally:
        small_server.stop()
        large_server.stop()
    print(
        f"\nops/s at {SMALL:,} vs {args.items:,} items / {args.messages:,} messages "
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
        print(f"  {name:<30} {s:8.0f} {lg:8.0f} {lg / s:6.2f}   {cs:12.0f} {cl:6.0f} {cs / cl:6.2f}")
    total, mapped = rss
    print(
        f"RSS after {args.items:,} items and {args.messages:,} queued messages: {total:.0f} MiB (reported); "
        f"{mapped:.0f} MiB of it file-backed (the mapped database), {total - mapped:.0f} MiB the server's own"
    )
    print(f"database on disk: {database:.0f} MiB")


if __name__ == "__main__":
    main()
