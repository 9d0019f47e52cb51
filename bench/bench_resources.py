"""Resource bounds of one labcloud server (issue 20): start-up time, and resident memory (RSS) as a
deep queue, a large table and a big log group fill up, and while they are read back.

Run: ``python bench/bench_resources.py`` (N = 100,000 messages, items and log events), or
``LABCLOUD_BENCH_N=1000000 python bench/bench_resources.py`` for the 1,000,000 run. Prints the
server's RSS after start, after each fill, and after a full scan / a full receive pass, with the
on-disk database size: memory must stay roughly flat as N grows (nothing is held whole in memory).
"""

from __future__ import annotations

import os
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import psutil

from labcloud.testing.server_process import LabcloudProcess

N = int(os.environ.get("LABCLOUD_BENCH_N", "100000"))
THREADS = 4


def rss_mb(server: LabcloudProcess) -> float:
    assert server.proc is not None
    return psutil.Process(server.proc.pid).memory_info().rss / 1e6


def parallel(count: int, per_call: int, call: Callable[[Any, int], None], make: Callable[[], Any]) -> float:
    """Run ``call(client, start)`` over ``range(0, count, per_call)`` on THREADS threads; seconds taken."""
    starts = list(range(0, count, per_call))
    began = time.perf_counter()

    def work(chunk: list[int]) -> None:
        client = make()
        for start in chunk:
            call(client, start)

    threads = [threading.Thread(target=work, args=(starts[i::THREADS],)) for i in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return time.perf_counter() - began


def main() -> None:
    data_dir = Path(tempfile.mkdtemp(prefix="labcloud-bench-resources-"))
    began = time.perf_counter()
    server = LabcloudProcess(data_dir=data_dir).start()
    print(f"start-up: answered after {1000 * (time.perf_counter() - began):.0f} ms (interpreter included)")
    print(f"N = {N:,}")
    print(f"RSS after start: {rss_mb(server):.0f} MB")
    try:
        sqs = server.boto3_client("sqs")
        url = sqs.create_queue(QueueName="deep")["QueueUrl"]
        body = "x" * 200

        def send(client: Any, start: int) -> None:
            client.send_message_batch(
                QueueUrl=url, Entries=[{"Id": str(i), "MessageBody": body} for i in range(min(10, N - start))]
            )

        took = parallel(N, 10, send, lambda: server.boto3_client("sqs"))
        print(f"deep queue: {N:,} messages sent in {took:.1f} s; RSS {rss_mb(server):.0f} MB")
        received = 0
        peak = rss_mb(server)
        while received < min(N, 20000):
            got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, VisibilityTimeout=600)
            received += len(got.get("Messages", []))
            peak = max(peak, rss_mb(server)) if received % 2000 == 0 else peak
        print(f"deep queue: received {received:,} at depth {N:,}; peak RSS {peak:.0f} MB")

        ddb = server.boto3_client("dynamodb")
        ddb.create_table(
            TableName="large",
            KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
            BillingMode="PAY_PER_REQUEST",
        )

        def put(client: Any, start: int) -> None:
            client.batch_write_item(
                RequestItems={
                    "large": [
                        {"PutRequest": {"Item": {"pk": {"S": f"k{i}"}, "v": {"S": body}, "n": {"N": str(i)}}}}
                        for i in range(start, min(start + 25, N))
                    ]
                }
            )

        took = parallel(N, 25, put, lambda: server.boto3_client("dynamodb"))
        print(f"large table: {N:,} items written in {took:.1f} s; RSS {rss_mb(server):.0f} MB")
        scanned, peak, key = 0, rss_mb(server), None
        while True:
            page = ddb.scan(TableName="large", **({"ExclusiveStartKey": key} if key else {}))
            scanned += page["Count"]
            peak = max(peak, rss_mb(server))
            key = page.get("LastEvaluatedKey")
            if not key:
                break
        print(f"large table: full scan of {scanned:,} items; peak RSS {peak:.0f} MB")

        logs = server.boto3_client("logs")
        logs.create_log_group(logGroupName="/big")
        logs.create_log_stream(logGroupName="/big", logStreamName="s")
        now = int(time.time() * 1000)
        for start in range(0, N, 4000):
            logs.put_log_events(
                logGroupName="/big",
                logStreamName="s",
                logEvents=[
                    {"timestamp": now, "message": f"line {i} " + body}
                    for i in range(start, min(start + 4000, N))
                ],
            )
        print(f"big log group: {N:,} events; RSS {rss_mb(server):.0f} MB")
        filtered = logs.filter_log_events(logGroupName="/big", filterPattern='"line 99"')
        print(
            f"big log group: one FilterLogEvents page ({len(filtered['events'])} events); RSS {rss_mb(server):.0f} MB"
        )
        database = sum(p.stat().st_size for p in data_dir.glob("labcloud.db*"))
        print(f"database on disk: {database / 1e6:.0f} MB")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
