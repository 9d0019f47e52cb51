"""DynamoDB item operations: labcloud against moto server, same boto3 client code, one run.

Run: ``python bench/bench_dynamodb.py`` (``--quick`` for a short pass without the 100k size).
Starts its own labcloud (on disk, as users run it) and ``python -m moto.server``, then for a
table holding 1,000 and then 100,000 items measures PutItem, a conditional PutItem that fails,
GetItem and Query (Limit 100 on a 1,000-item partition); then a full Scan of a 10,000-item
table (paginated by the 1 MB limit) and the race (8 threads x 100 keys, conditional puts).
Prints ops/s, p50/p99 per server and labcloud/moto ratios.
Targets: >=3x moto on PutItem/GetItem, >=10x on Query and Scan, flat cost from 1k to 100k items.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import boto3
from botocore.config import Config
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess, free_port

PAD = "x" * 100


def client(endpoint: str) -> Any:
    return boto3.client("dynamodb", endpoint_url=endpoint, region_name="us-east-1", aws_access_key_id="test",
                        aws_secret_access_key="test",
                        config=Config(retries={"max_attempts": 1}, read_timeout=120, max_pool_connections=16))


def start_moto() -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "moto.server", "-p", str(port)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    endpoint = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                pass
            urllib.request.urlopen(endpoint + "/moto-api/", timeout=2).read()
            return proc, endpoint
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("moto server did not start")


def timed(count: int, operation: Callable[[int], None]) -> list[float]:
    samples = []
    for index in range(count):
        start = time.perf_counter()
        operation(index)
        samples.append(time.perf_counter() - start)
    return samples


def summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"ops": len(samples) / sum(samples), "p50": statistics.median(ordered) * 1000, "p99": p99 * 1000}


def create(ddb: Any, name: str) -> None:
    ddb.create_table(TableName=name, BillingMode="PAY_PER_REQUEST",
                     AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"},
                                           {"AttributeName": "sk", "AttributeType": "N"}],
                     KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}])


def fill(ddb: Any, table: str, items: list[tuple[str, int]]) -> None:
    """Write items with 4 threads of BatchWriteItem (untimed set-up)."""
    batches = [items[i:i + 25] for i in range(0, len(items), 25)]

    def worker(part: list[list[tuple[str, int]]]) -> None:
        local = client(ddb.meta.endpoint_url)
        for batch in part:
            local.batch_write_item(RequestItems={table: [
                {"PutRequest": {"Item": {"pk": {"S": pk}, "sk": {"N": str(sk)}, "pad": {"S": PAD}}}}
                for pk, sk in batch]})

    threads = [threading.Thread(target=worker, args=(batches[n::4],)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def item_ops(ddb: Any, size: int, count: int, query_count: int) -> dict[str, dict[str, float]]:
    results: dict[str, dict[str, float]] = {}
    results["PutItem"] = summary(timed(count, lambda i: ddb.put_item(
        TableName="bench", Item={"pk": {"S": f"w{size}-{i}"}, "sk": {"N": "1"}, "pad": {"S": PAD}})))

    def failing(i: int) -> None:
        try:
            ddb.put_item(TableName="bench", Item={"pk": {"S": "hot"}, "sk": {"N": str(i % 1000)}},
                         ConditionExpression="attribute_not_exists(pk)")
        except ClientError as error:
            assert error.response["Error"]["Code"] == "ConditionalCheckFailedException"
        else:
            raise AssertionError("conditional put should have failed")

    results["PutItem (failing condition)"] = summary(timed(count, failing))
    results["GetItem"] = summary(timed(count, lambda i: ddb.get_item(
        TableName="bench", Key={"pk": {"S": "hot"}, "sk": {"N": str((i * 7) % 1000)}})))

    def query(i: int) -> None:
        result = ddb.query(TableName="bench", KeyConditionExpression="pk = :p AND sk >= :s", Limit=100,
                           ExpressionAttributeValues={":p": {"S": "hot"}, ":s": {"N": str((i * 97) % 900)}})
        assert result["Count"] == 100, result["Count"]

    results["Query (Limit 100)"] = summary(timed(query_count, query))
    return results


def scan_all(ddb: Any) -> None:
    start = None
    seen = 0
    while True:
        kwargs = {"ExclusiveStartKey": start} if start else {}
        page = ddb.scan(TableName="scan10k", **kwargs)
        seen += page["Count"]
        start = page.get("LastEvaluatedKey")
        if not start:
            break
    assert seen == 10_000, seen


def race(ddb: Any, round_: int) -> float:
    table = f"race{round_}"
    ddb.create_table(TableName=table, BillingMode="PAY_PER_REQUEST",
                     AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
                     KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}])
    wins: list[str] = []
    lock = threading.Lock()

    def racer(thread: int) -> None:
        local = client(ddb.meta.endpoint_url)
        for key in range(100):
            try:
                local.put_item(TableName=table, Item={"id": {"S": f"k{key}"}, "t": {"N": str(thread)}},
                               ConditionExpression="attribute_not_exists(id)")
            except ClientError:
                continue
            with lock:
                wins.append(f"k{key}")

    threads = [threading.Thread(target=racer, args=(n,)) for n in range(8)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - start
    assert sorted(wins) == sorted(f"k{k}" for k in range(100)), "not exactly one winner per key"
    return elapsed


def run(name: str, endpoint: str, sizes: list[int], count: int, query_count: int, scans: int) -> dict[str, Any]:
    ddb = client(endpoint)
    create(ddb, "bench")
    results: dict[str, Any] = {}
    filled = 0
    fill(ddb, "bench", [("hot", i) for i in range(1000)])
    filled = 1000
    for size in sizes:
        if size > filled:
            started = time.perf_counter()
            fill(ddb, "bench", [(f"bg{i % 997}", i) for i in range(filled, size)])
            print(f"  {name}: filled to {size} items in {time.perf_counter() - started:.1f}s", flush=True)
            filled = size
        results[size] = item_ops(ddb, size, count, query_count)
    create(ddb, "scan10k")
    fill(ddb, "scan10k", [(f"p{i % 500}", i) for i in range(10_000)])
    results["scan"] = summary(timed(scans, lambda _i: scan_all(ddb)))
    results["race"] = race(ddb, 0)
    return results


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="1k items only, fewer operations")
    args = parser.parse_args()
    sizes = [1_000] if args.quick else [1_000, 100_000]
    count = 200 if args.quick else 500
    query_count = 50 if args.quick else 100
    scans = 2 if args.quick else 3

    data_dir = Path(tempfile.mkdtemp(prefix="labcloud-bench-ddb-"))
    labcloud = LabcloudProcess(data_dir=data_dir).start()
    moto_proc, moto_endpoint = start_moto()
    try:
        print("labcloud ...", flush=True)
        ours = run("labcloud", labcloud.endpoint, sizes, count, query_count, scans)
        print("moto ...", flush=True)
        theirs = run("moto", moto_endpoint, sizes, count, query_count, scans)
    finally:
        labcloud.stop()
        try:
            os.killpg(moto_proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        moto_proc.wait(10)

    print()
    print(f"{'operation':32} {'items':>7} | {'labcloud ops/s':>14} {'p50 ms':>7} {'p99 ms':>7} | "
          f"{'moto ops/s':>10} {'p50 ms':>7} {'p99 ms':>7} | {'ratio':>6}")
    for size in sizes:
        for operation, mine in ours[size].items():
            other = theirs[size][operation]
            print(f"{operation:32} {size:>7} | {mine['ops']:>14.0f} {mine['p50']:>7.2f} {mine['p99']:>7.2f} | "
                  f"{other['ops']:>10.0f} {other['p50']:>7.2f} {other['p99']:>7.2f} | {mine['ops'] / other['ops']:>5.1f}x")
    mine, other = ours["scan"], theirs["scan"]
    print(f"{'Scan 10,000 items (all pages)':32} {10000:>7} | {mine['ops']:>14.2f} {mine['p50']:>7.0f} "
          f"{mine['p99']:>7.0f} | {other['ops']:>10.2f} {other['p50']:>7.0f} {other['p99']:>7.0f} | "
          f"{mine['ops'] / other['ops']:>5.1f}x")
    print(f"{'race 8 threads x 100 keys':32} {800:>7} | {800 / ours['race']:>14.0f} {'':>7} {'':>7} | "
          f"{800 / theirs['race']:>10.0f} {'':>7} {'':>7} | {theirs['race'] / ours['race']:>5.1f}x")
    if len(sizes) > 1:
        print()
        for operation in ours[sizes[0]]:
            small, large = ours[sizes[0]][operation]["p50"], ours[sizes[-1]][operation]["p50"]
            print(f"labcloud {operation}: p50 {small:.2f} ms at {sizes[0]} items, {large:.2f} ms at {sizes[-1]} "
                  f"items ({large / small:.2f}x)")


if __name__ == "__main__":
    main()
