"""DynamoDB item operations: labcloud against moto server, same client code, one run.

Run: ``python bench/bench_dynamodb.py`` (``--quick`` for a short pass without the 100k size;
``--client boto3`` to go through boto3 instead of the default minimal JSON client).
Starts its own labcloud (on disk, as users run it) and ``python -m moto.server``, then for a
table holding 1,000 and then 100,000 items measures PutItem, a conditional PutItem that fails,
GetItem and Query (Limit 100 on a 1,000-item partition); then a full Scan of a 10,000-item
table (paginated by the 1 MB limit) and the race (8 threads x 100 keys, conditional puts).
Each measurement runs a fixed count or about 4 s, whichever ends first (moto's Query at 100k
items takes over a second per call). Prints ops/s, p50/p99 per server and labcloud/moto ratios.
Targets: >=3x moto on PutItem/GetItem, >=10x on Query and Scan, flat cost from 1k to 100k items.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import http.client
import json
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


class RawClient:
    """A minimal DynamoDB JSON client (keep-alive HTTP, no signing, no response shaping).

    Used for both servers so the numbers show server cost rather than boto3's own overhead;
    ``--client boto3`` measures end to end through boto3 instead.
    """

    def __init__(self, endpoint: str) -> None:
        self.endpoint = endpoint
        self.host, port = endpoint.split("://", 1)[1].split(":")
        self.port = int(port)
        self.conn = http.client.HTTPConnection(self.host, self.port, timeout=120)
        self.meta = type("Meta", (), {"endpoint_url": endpoint})()

    def call(self, operation: str, params: dict[str, Any]) -> dict[str, Any]:
        body = json.dumps(params).encode()
        headers = {
            "Content-Type": "application/x-amz-json-1.0",
            "X-Amz-Target": f"DynamoDB_20120810.{operation}",
            "Authorization": "AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/dynamodb/aws4_request, "
            "SignedHeaders=host;x-amz-date, Signature=0",
            "X-Amz-Date": "20240101T000000Z",
        }
        try:
            self.conn.request("POST", "/", body, headers)
            response = self.conn.getresponse()
        except (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected):
            # The server closed an idle keep-alive connection (e.g. during a long fill): reconnect once.
            self.conn.close()
            self.conn = http.client.HTTPConnection(self.host, self.port, timeout=120)
            self.conn.request("POST", "/", body, headers)
            response = self.conn.getresponse()
        data = json.loads(response.read() or b"{}")
        if response.status >= 400:
            code = str(data.get("__type", "")).rsplit("#", 1)[-1]
            raise ClientError(
                {"Error": {"Code": code, "Message": data.get("message", data.get("Message", ""))}}, operation
            )
        result: dict[str, Any] = data
        return result

    def __getattr__(self, name: str) -> Callable[..., dict[str, Any]]:
        operation = "".join(part.capitalize() for part in name.split("_"))
        return lambda **params: self.call(operation, params)


CLIENT_KIND = "raw"


def client(endpoint: str) -> Any:
    if CLIENT_KIND == "raw":
        return RawClient(endpoint)
    return boto3.client(
        "dynamodb",
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
        config=Config(retries={"max_attempts": 1}, read_timeout=120, max_pool_connections=16),
    )


def start_moto() -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
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


def timed(count: int, operation: Callable[[int], None], budget: float = 4.0) -> list[float]:
    """Run ``operation`` ``count`` times, or until ``budget`` seconds passed (at least 3 samples)."""
    samples: list[float] = []
    deadline = time.perf_counter() + budget
    for index in range(count):
        start = time.perf_counter()
        operation(index)
        samples.append(time.perf_counter() - start)
        if len(samples) >= 3 and start > deadline:
            break
    return samples


def summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"ops": len(samples) / sum(samples), "p50": statistics.median(ordered) * 1000, "p99": p99 * 1000}


def create(ddb: Any, name: str) -> None:
    ddb.create_table(
        TableName=name,
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "sk", "AttributeType": "N"},
        ],
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
    )


def fill(ddb: Any, table: str, items: list[tuple[str, int]]) -> None:
    """Write items with 4 threads of BatchWriteItem (untimed set-up)."""
    batches = [items[i : i + 25] for i in range(0, len(items), 25)]

    def worker(part: list[list[tuple[str, int]]]) -> None:
        local = client(ddb.meta.endpoint_url)
        for batch in part:
            local.batch_write_item(
                RequestItems={
                    table: [
                        {"PutRequest": {"Item": {"pk": {"S": pk}, "sk": {"N": str(sk)}, "pad": {"S": PAD}}}}
                        for pk, sk in batch
                    ]
                }
            )

    threads = [threading.Thread(target=worker, args=(batches[n::4],)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def op_put(ddb: Any, size: int, count: int) -> dict[str, float]:
    return summary(
        timed(
            count,
            lambda i: ddb.put_item(
                TableName="bench", Item={"pk": {"S": f"w{size}-{i}"}, "sk": {"N": "1"}, "pad": {"S": PAD}}
            ),
        )
    )


def op_failing_put(ddb: Any, size: int, count: int) -> dict[str, float]:
    def failing(i: int) -> None:
        try:
            ddb.put_item(
                TableName="bench",
                Item={"pk": {"S": "hot"}, "sk": {"N": str(i % 1000)}},
                ConditionExpression="attribute_not_exists(pk)",
            )
        except ClientError as error:
            assert error.response["Error"]["Code"] == "ConditionalCheckFailedException"
        else:
            raise AssertionError("conditional put should have failed")

    return summary(timed(count, failing))


def op_get(ddb: Any, size: int, count: int) -> dict[str, float]:
    return summary(
        timed(
            count,
            lambda i: ddb.get_item(
                TableName="bench", Key={"pk": {"S": "hot"}, "sk": {"N": str((i * 7) % 1000)}}
            ),
        )
    )


def op_query(ddb: Any, size: int, count: int) -> dict[str, float]:
    def query(i: int) -> None:
        result = ddb.query(
            TableName="bench",
            KeyConditionExpression="pk = :p AND sk >= :s",
            Limit=100,
            ExpressionAttributeValues={":p": {"S": "hot"}, ":s": {"N": str((i * 97) % 900)}},
        )
        assert result["Count"] == 100, result["Count"]

    return summary(timed(count, query))


OPERATIONS: dict[str, Callable[[Any, int, int], dict[str, float]]] = {
    "PutItem": op_put,
    "PutItem (failing condition)": op_failing_put,
    "GetItem": op_get,
    "Query (Limit 100)": op_query,
}


def scan_all(ddb: Any) -> None:
    start = None
    seen = 0
    while True:
        kwargs: dict[str, Any] = {"ExclusiveStartKey": start} if start else {}
        page = ddb.scan(TableName="scan10k", **kwargs)
        seen += page["Count"]
        start = page.get("LastEvaluatedKey")
        if not start:
            break
    assert seen == 10_000, seen


def scan_once(ddb: Any, _index: int) -> None:
    scan_all(ddb)


def race(ddb: Any, round_: int) -> float:
    table = f"race{round_}"
    ddb.create_table(
        TableName=table,
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
    )
    wins: list[str] = []
    lock = threading.Lock()

    def racer(thread: int) -> None:
        local = client(ddb.meta.endpoint_url)
        for key in range(100):
            try:
                local.put_item(
                    TableName=table,
                    Item={"id": {"S": f"k{key}"}, "t": {"N": str(thread)}},
                    ConditionExpression="attribute_not_exists(id)",
                )
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


def prepare(ddb: Any) -> None:
    create(ddb, "bench")
    fill(ddb, "bench", [("hot", i) for i in range(1000)])
    create(ddb, "scan10k")
    fill(ddb, "scan10k", [(f"p{i % 500}", i) for i in range(10_000)])


def compare(
    servers: dict[str, Any], sizes: list[int], count: int, query_count: int, scans: int
) -> dict[str, dict[Any, Any]]:
    """Measure each operation on every server back to back, so both see the same machine load."""
    results: dict[str, dict[Any, Any]] = {name: {} for name in servers}
    filled = 1000
    for size in sizes:
        if size > filled:
            for name, ddb in servers.items():
                started = time.perf_counter()
                fill(ddb, "bench", [(f"bg{i % 997}", i) for i in range(filled, size)])
                print(f"  {name}: filled to {size} items in {time.perf_counter() - started:.1f}s", flush=True)
            filled = size
        for name in servers:
            results[name][size] = {}
        for operation in OPERATIONS:
            for name, ddb in servers.items():
                results[name][size][operation] = OPERATIONS[operation](
                    ddb, size, query_count if "Query" in operation else count
                )
    for name, ddb in servers.items():
        results[name]["scan"] = summary(timed(scans, functools.partial(scan_once, ddb), budget=8.0))
    for name, ddb in servers.items():
        results[name]["race"] = race(ddb, 0)
    return results


def in_process(sizes: list[int]) -> dict[int, dict[str, float]]:
    """Microseconds per call inside labcloud (the operation + SQLite, no HTTP), at each table size."""
    from labcloud.config import Settings
    from labcloud.hub import Hub
    from labcloud.services.dynamodb.writes import plan_put

    hub = Hub(Settings(data_dir=Path(tempfile.mkdtemp(prefix="labcloud-bench-ddb-inproc-"))))
    provider: Any = hub.providers["dynamodb"]
    state = provider.state
    ctx = hub.context("dynamodb", "PutItem")
    # each operation as the pipeline's dispatch calls it (the operations table's entry, KMS key check included)
    create_table, put_item, get_item, query_items = (
        provider.operation(name) for name in ("CreateTable", "PutItem", "GetItem", "Query")
    )
    asyncio.run(
        create_table(
            ctx,
            {
                "TableName": "bench",
                "BillingMode": "PAY_PER_REQUEST",
                "AttributeDefinitions": [
                    {"AttributeName": "pk", "AttributeType": "S"},
                    {"AttributeName": "sk", "AttributeType": "N"},
                ],
                "KeySchema": [
                    {"AttributeName": "pk", "KeyType": "HASH"},
                    {"AttributeName": "sk", "KeyType": "RANGE"},
                ],
            },
        )
    )
    table = state.tables.find(ctx.account_id, ctx.region, "bench")

    def load(items: list[tuple[str, int]]) -> None:
        with hub.store.transaction():
            for pk, sk in items:
                plan = plan_put(table, {"Item": {"pk": {"S": pk}, "sk": {"N": str(sk)}, "pad": {"S": PAD}}})
                state.items.write(table, plan.hk, plan.rk, plan.item, None)

    load([("hot", i) for i in range(1000)])
    filled = 1000
    results: dict[int, dict[str, float]] = {}
    for size in sizes:
        if size > filled:
            load([(f"bg{i % 997}", i) for i in range(filled, size)])
            filled = size

        def put(i: int, size: int = size) -> None:
            put_item(
                ctx,
                {
                    "TableName": "bench",
                    "Item": {"pk": {"S": f"w{size}-{i}"}, "sk": {"N": "1"}, "pad": {"S": PAD}},
                },
            )

        def failing(i: int) -> None:
            try:
                put_item(
                    ctx,
                    {
                        "TableName": "bench",
                        "Item": {"pk": {"S": "hot"}, "sk": {"N": str(i % 1000)}},
                        "ConditionExpression": "attribute_not_exists(pk)",
                    },
                )
            except Exception:  # noqa: BLE001 - the expected ConditionalCheckFailedException
                return
            raise AssertionError("conditional put should have failed")

        def get(i: int) -> None:
            get_item(
                ctx, {"TableName": "bench", "Key": {"pk": {"S": "hot"}, "sk": {"N": str((i * 7) % 1000)}}}
            )

        def query(i: int) -> None:
            query_items(
                ctx,
                {
                    "TableName": "bench",
                    "KeyConditionExpression": "pk = :p AND sk >= :s",
                    "Limit": 100,
                    "ExpressionAttributeValues": {":p": {"S": "hot"}, ":s": {"N": str((i * 97) % 900)}},
                },
            )

        results[size] = {
            name: statistics.median(timed(n, fn, budget=2.0)) * 1e6
            for name, fn, n in (
                ("PutItem", put, 2000),
                ("PutItem (failing condition)", failing, 2000),
                ("GetItem", get, 2000),
                ("Query (Limit 100)", query, 500),
            )
        }
    hub.close()
    return results


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="1k items only, fewer operations")
    parser.add_argument(
        "--client",
        choices=("raw", "boto3"),
        default="raw",
        help="raw: a minimal JSON client (server cost); boto3: end to end through boto3",
    )
    args = parser.parse_args()
    global CLIENT_KIND
    CLIENT_KIND = args.client
    print(f"client: {args.client}", flush=True)
    sizes = [1_000] if args.quick else [1_000, 100_000]
    count = 200 if args.quick else 300
    query_count = 50 if args.quick else 60
    scans = 2 if args.quick else 3

    data_dir = Path(tempfile.mkdtemp(prefix="labcloud-bench-ddb-"))
    labcloud = LabcloudProcess(data_dir=data_dir).start()
    moto_proc, moto_endpoint = start_moto()
    try:
        servers = {"labcloud": client(labcloud.endpoint), "moto": client(moto_endpoint)}
        for name, ddb in servers.items():
            print(f"preparing {name} ...", flush=True)
            prepare(ddb)
        results = compare(servers, sizes, count, query_count, scans)
    finally:
        labcloud.stop()
        try:
            os.killpg(moto_proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        moto_proc.wait(10)
    ours, theirs = results["labcloud"], results["moto"]
    print("measuring labcloud in-process (operation + SQLite, no HTTP) ...", flush=True)
    inside = in_process(sizes)

    print()
    print(
        f"{'operation':32} {'items':>7} | {'labcloud ops/s':>14} {'p50 ms':>7} {'p99 ms':>7} | "
        f"{'moto ops/s':>10} {'p50 ms':>7} {'p99 ms':>7} | {'ratio':>6}"
    )
    for size in sizes:
        for operation, mine in ours[size].items():
            other = theirs[size][operation]
            print(
                f"{operation:32} {size:>7} | {mine['ops']:>14.0f} {mine['p50']:>7.2f} {mine['p99']:>7.2f} | "
                f"{other['ops']:>10.0f} {other['p50']:>7.2f} {other['p99']:>7.2f} | {mine['ops'] / other['ops']:>5.1f}x"
            )
    mine, other = ours["scan"], theirs["scan"]
    print(
        f"{'Scan 10,000 items (all pages)':32} {10000:>7} | {mine['ops']:>14.2f} {mine['p50']:>7.0f} "
        f"{mine['p99']:>7.0f} | {other['ops']:>10.2f} {other['p50']:>7.0f} {other['p99']:>7.0f} | "
        f"{mine['ops'] / other['ops']:>5.1f}x"
    )
    print(
        f"{'race 8 threads x 100 keys':32} {800:>7} | {800 / ours['race']:>14.0f} {'':>7} {'':>7} | "
        f"{800 / theirs['race']:>10.0f} {'':>7} {'':>7} | {theirs['race'] / ours['race']:>5.1f}x"
    )
    if len(sizes) > 1:
        print()
        for operation in ours[sizes[0]]:
            small, large = ours[sizes[0]][operation]["p50"], ours[sizes[-1]][operation]["p50"]
            print(
                f"labcloud {operation}: p50 {small:.2f} ms at {sizes[0]} items, {large:.2f} ms at {sizes[-1]} "
                f"items ({large / small:.2f}x)"
            )

    print()
    print("labcloud in-process, median microseconds per call (no HTTP, no client):")
    for operation in inside[sizes[0]]:
        cells = ", ".join(f"{inside[size][operation]:.0f} us at {size} items" for size in sizes)
        print(f"  {operation}: {cells}")


if __name__ == "__main__":
    main()
