"""Restart with a large state: time from start to answering, and the first calls, at about 1 GB of data.

Run: python bench/bench_restart_size.py [--gib 1.0] [--data-dir DIR] [--runs 3]
     (starts its own labcloud; fills DIR once, or reuses it when it already holds the state;
      prints numbers, asserts nothing)

The fill: DynamoDB items of about 4 KiB in two tables (BatchWriteItem from four client threads) and
messages in a queue (SendMessageBatch), until the database file reaches ``--gib``. Then, ``--runs``
times each: a graceful stop (SIGTERM) and a start, and a kill -9 and a start (the write-ahead log is
then recovered); each time the wall time from spawning the process to the first answered
``/_labcloud/health``, then the latency of a first GetItem, Query and ReceiveMessage on the big state.
Target (issues 40 and 42): answering within 2 s with 1 GB of state.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import psutil

from labcloud.testing.server_process import LabcloudProcess

ITEM_BYTES = 4000
TABLES = ("big-a", "big-b")
THREADS = 4


def database_bytes(data_dir: Path) -> int:
    return sum(p.stat().st_size for p in data_dir.glob("labcloud.db*") if p.is_file())


def fill(server: LabcloudProcess, target: int) -> None:
    ddb = server.boto3_client("dynamodb")
    existing = ddb.list_tables()["TableNames"]
    for name in TABLES:
        if name not in existing:
            ddb.create_table(
                TableName=name,
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
    sqs = server.boto3_client("sqs")
    queue = sqs.create_queue(QueueName="big-queue", Attributes={"MessageRetentionPeriod": "1209600"})[
        "QueueUrl"
    ]
    began = time.perf_counter()
    counter = [0]
    lock = threading.Lock()
    payload = "x" * ITEM_BYTES

    def work() -> None:
        client = server.boto3_client("dynamodb")
        queues = server.boto3_client("sqs")
        while database_bytes(server.data_dir) < target:
            with lock:
                start = counter[0]
                counter[0] += 25
            table = TABLES[(start // 25) % len(TABLES)]
            requests: dict[str, Any] = {
                table: [
                    {
                        "PutRequest": {
                            "Item": {
                                "pk": {"S": f"p{i % 1000}"},
                                "sk": {"S": f"{i:09d}"},
                                "v": {"S": payload},
                            }
                        }
                    }
                    for i in range(start, start + 25)
                ]
            }
            while requests:
                requests = client.batch_write_item(RequestItems=requests).get("UnprocessedItems") or {}
            if start % 2500 == 0:
                queues.send_message_batch(
                    QueueUrl=queue,
                    Entries=[{"Id": str(n), "MessageBody": payload[:2000]} for n in range(10)],
                )

    threads = [threading.Thread(target=work) for _ in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    took = time.perf_counter() - began
    print(
        f"filled to {database_bytes(server.data_dir) / 2**30:.2f} GiB ({counter[0]:,} items) in {took:.0f} s",
        flush=True,
    )


def first_calls(server: LabcloudProcess) -> dict[str, float]:
    ddb = server.boto3_client("dynamodb")
    sqs = server.boto3_client("sqs")
    url = sqs.get_queue_url(QueueName="big-queue")["QueueUrl"]
    timings: dict[str, float] = {}
    began = time.perf_counter()
    ddb.get_item(TableName="big-a", Key={"pk": {"S": "p7"}, "sk": {"S": f"{7:09d}"}})
    timings["GetItem"] = time.perf_counter() - began
    began = time.perf_counter()
    ddb.query(
        TableName="big-b",
        KeyConditionExpression="pk = :p",
        ExpressionAttributeValues={":p": {"S": "p25"}},
        Limit=50,
    )
    timings["Query"] = time.perf_counter() - began
    began = time.perf_counter()
    sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=1, VisibilityTimeout=0)
    timings["ReceiveMessage"] = time.perf_counter() - began
    return timings


def main_thread_cpu(server: LabcloudProcess) -> float:
    """CPU seconds of the server's main thread so far (the start's critical path: other threads check
    the file or wait for work beside it); steadier than wall time on a shared machine."""
    assert server.proc is not None
    process = psutil.Process(server.proc.pid)
    main = [t for t in process.threads() if t.id == process.pid]
    return (main[0].user_time + main[0].system_time) if main else sum(process.cpu_times()[:2])


def restart(server: LabcloudProcess, hard: bool) -> tuple[float, dict[str, float]]:
    if hard:
        server.kill()
    else:
        server.stop()
    began = time.perf_counter()
    server.start(timeout=120)
    answering = time.perf_counter() - began
    timings = {"main-thread CPU to answering": main_thread_cpu(server)}
    return answering, {**timings, **first_calls(server)}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--gib", type=float, default=1.0, help="database size to fill to (default 1.0)")
    parser.add_argument("--data-dir", type=Path, default=None, help="keep (or reuse) the filled state here")
    parser.add_argument("--runs", type=int, default=3, help="restarts of each kind (default 3)")
    args = parser.parse_args()
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="labcloud-restart-"))
    server = LabcloudProcess(data_dir=data_dir).start(timeout=120)
    target = int(args.gib * 2**30)
    try:
        if database_bytes(data_dir) < target:
            fill(server, target)
        print(f"state: {database_bytes(data_dir) / 2**30:.2f} GiB in {data_dir}", flush=True)
        for hard in (False, True):
            label = "kill -9, then start" if hard else "stop, then start"
            answers: list[float] = []
            calls: dict[str, list[float]] = {}
            for _ in range(args.runs):
                answering, timings = restart(server, hard)
                answers.append(answering)
                for name, value in timings.items():
                    calls.setdefault(name, []).append(value)
            firsts = "  ".join(f"{name} {statistics.median(v) * 1000:.0f} ms" for name, v in calls.items())
            print(
                f"{label}: answering after {statistics.median(answers):.2f} s median "
                f"(runs: {', '.join(f'{a:.2f}' for a in answers)}); first calls: {firsts}",
                flush=True,
            )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
