"""Resource bounds of one labcloud server (issue 20): start-up time, and resident memory (RSS) as a
deep queue, a large table and a big log group fill up, and while they are read back.

Run: ``python bench/bench_resources.py`` (N = 100,000 messages, items and log events), or
``LABCLOUD_BENCH_N=1000000 python bench/bench_resources.py`` for the 1,000,000 run. Prints the
server's RSS after start, after each fill, and after a full scan / a full receive pass, with the
on-disk database size: memory must stay roughly flat as N grows (nothing is held whole in memory).
``LABCLOUD_BENCH_FILL_SECONDS`` (default none) stops each fill after that many seconds and prints the
count reached. ``LABCLOUD_BENCH_PARTS`` (default ``functions,queue,table,logs``) picks the sections;
``functions`` invokes ``LABCLOUD_BENCH_FUNCTIONS`` (default 200) distinct functions at once, both
synchronously and asynchronously, and prints the server's RSS and that of all its sandboxes.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import psutil
from botocore.config import Config
from botocore.exceptions import ClientError

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "lambda_"))

from lambda_helpers import create_role, deployer  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

N = int(os.environ.get("LABCLOUD_BENCH_N", "100000"))
FILL_SECONDS = float(os.environ.get("LABCLOUD_BENCH_FILL_SECONDS", "0")) or None
PARTS = set(os.environ.get("LABCLOUD_BENCH_PARTS", "functions,queue,table,logs").split(","))
FUNCTIONS = int(os.environ.get("LABCLOUD_BENCH_FUNCTIONS", "200"))
THREADS = 4
SLEEPER = "import time\ndef handler(event, context):\n    time.sleep(2)\n    return event\n"


def rss_mb(server: LabcloudProcess) -> float:
    assert server.proc is not None
    return psutil.Process(server.proc.pid).memory_info().rss / 1e6


def tree_mb(server: LabcloudProcess) -> tuple[float, int]:
    """RSS of the server's descendants (its sandboxes) in MB, and how many there are."""
    assert server.proc is not None
    total, count = 0.0, 0
    for child in psutil.Process(server.proc.pid).children(recursive=True):
        try:
            total += child.memory_info().rss / 1e6
            count += 1
        except psutil.Error:
            continue
    return total, count


def parallel(
    count: int, per_call: int, call: Callable[[Any, int], None], make: Callable[[], Any]
) -> tuple[float, int]:
    """Run ``call(client, start)`` over ``range(0, count, per_call)`` on THREADS threads, stopping after
    FILL_SECONDS if set; (seconds taken, calls made)."""
    starts = list(range(0, count, per_call))
    began = time.perf_counter()
    done = [0] * THREADS

    def work(index: int, chunk: list[int]) -> None:
        client = make()
        for start in chunk:
            if FILL_SECONDS is not None and time.perf_counter() - began > FILL_SECONDS:
                return
            call(client, start)
            done[index] += 1

    threads = [threading.Thread(target=work, args=(i, starts[i::THREADS])) for i in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return time.perf_counter() - began, sum(done)


def functions_at_once(server: LabcloudProcess) -> None:
    """FUNCTIONS distinct functions invoked at the same moment, synchronously then asynchronously."""
    deploy = deployer(server, create_role(server))
    for index in range(FUNCTIONS):
        deploy(f"f{index}", SLEEPER)
    outcomes: dict[str, int] = {}
    peak = [rss_mb(server), 0.0, 0]
    lock = threading.Lock()
    gate = threading.Barrier(FUNCTIONS)

    def invoke(index: int) -> None:
        client = server.boto3_client("lambda", config=Config(retries={"max_attempts": 1}, read_timeout=120))
        gate.wait()
        try:
            client.invoke(FunctionName=f"f{index}", Payload=json.dumps({"n": index}))
            outcome = "ok"
        except ClientError as exc:
            outcome = exc.response["Error"]["Code"]
        with lock:
            outcomes[outcome] = outcomes.get(outcome, 0) + 1

    threads = [threading.Thread(target=invoke, args=(i,)) for i in range(FUNCTIONS)]
    for thread in threads:
        thread.start()
    while any(t.is_alive() for t in threads):
        sandboxes_mb, count = tree_mb(server)
        peak = [max(peak[0], rss_mb(server)), max(peak[1], sandboxes_mb), max(peak[2], count)]
        time.sleep(0.2)
    print(
        f"{FUNCTIONS} functions invoked at once (sync): {outcomes}; peak server RSS {peak[0]:.0f} MB, "
        f"peak sandboxes {int(peak[2])} processes / {peak[1]:.0f} MB RSS"
    )
    lam = server.boto3_client("lambda")
    began = time.perf_counter()
    queued = set()
    for index in range(FUNCTIONS):
        answer = lam.invoke(FunctionName=f"f{index}", InvocationType="Event", Payload=b"{}")
        queued.add(answer["ResponseMetadata"]["RequestId"])
    peak = [rss_mb(server), 0.0, 0]
    statuses: dict[str, str] = {}
    throttles = 0
    while time.perf_counter() - began < 600:
        events = server.get("/_labcloud/events?kind=lambda.invocation.finished&limit=100000")["events"]
        ours = [e["data"] for e in events if e["data"]["request_id"] in queued]
        throttles = sum(1 for d in ours if d["status"] == "throttled")
        statuses = {d["request_id"]: d["status"] for d in ours if d["status"] != "throttled"}
        sandboxes_mb, count = tree_mb(server)
        peak = [max(peak[0], rss_mb(server)), max(peak[1], sandboxes_mb), max(peak[2], count)]
        if len(statuses) == len(queued):
            break
        time.sleep(0.5)
    outcome: dict[str, int] = {}
    for status in statuses.values():
        outcome[status] = outcome.get(status, 0) + 1
    print(
        f"{FUNCTIONS} functions invoked at once (async): {outcome} in {time.perf_counter() - began:.0f} s "
        f"({throttles} throttled attempts retried); peak server RSS {peak[0]:.0f} MB, "
        f"peak sandboxes {int(peak[2])} processes / {peak[1]:.0f} MB RSS; after: {rss_mb(server):.0f} MB"
    )


def deep_queue(server: LabcloudProcess) -> None:
    sqs = server.boto3_client("sqs")
    url = sqs.create_queue(QueueName="deep")["QueueUrl"]
    body = "x" * 200

    def send(client: Any, start: int) -> None:
        client.send_message_batch(
            QueueUrl=url, Entries=[{"Id": str(i), "MessageBody": body} for i in range(min(10, N - start))]
        )

    took, calls = parallel(N, 10, send, lambda: server.boto3_client("sqs"))
    depth = int(
        sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["ApproximateNumberOfMessages"])["Attributes"][
            "ApproximateNumberOfMessages"
        ]
    )
    print(
        f"deep queue: {depth:,} messages sent in {took:.1f} s ({calls:,} batches); RSS {rss_mb(server):.0f} MB"
    )
    received = 0
    peak = rss_mb(server)
    while received < min(depth, 20000):
        got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, VisibilityTimeout=600)
        received += len(got.get("Messages", []))
        peak = max(peak, rss_mb(server)) if received % 2000 == 0 else peak
    print(f"deep queue: received {received:,} at depth {depth:,}; peak RSS {peak:.0f} MB")


def large_table(server: LabcloudProcess) -> None:
    body = "x" * 200
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

    took, calls = parallel(N, 25, put, lambda: server.boto3_client("dynamodb"))
    print(f"large table: {calls * 25:,} items written in {took:.1f} s; RSS {rss_mb(server):.0f} MB")
    scanned, peak, key = 0, rss_mb(server), None
    while True:
        page = ddb.scan(TableName="large", **({"ExclusiveStartKey": key} if key else {}))
        scanned += page["Count"]
        peak = max(peak, rss_mb(server))
        key = page.get("LastEvaluatedKey")
        if not key:
            break
    print(f"large table: full scan of {scanned:,} items; peak RSS {peak:.0f} MB")


def big_log_group(server: LabcloudProcess) -> None:
    body = "x" * 200
    logs = server.boto3_client("logs")
    logs.create_log_group(logGroupName="/big")
    logs.create_log_stream(logGroupName="/big", logStreamName="s")
    now = int(time.time() * 1000)
    began = time.perf_counter()
    events = 0
    for start in range(0, N, 4000):
        if FILL_SECONDS is not None and time.perf_counter() - began > FILL_SECONDS:
            break
        batch = [
            {"timestamp": now, "message": f"line {i} " + body} for i in range(start, min(start + 4000, N))
        ]
        logs.put_log_events(logGroupName="/big", logStreamName="s", logEvents=batch)
        events += len(batch)
    print(
        f"big log group: {events:,} events in {time.perf_counter() - began:.1f} s; RSS {rss_mb(server):.0f} MB"
    )
    filtered = logs.filter_log_events(logGroupName="/big", filterPattern='"line 99"')
    print(
        f"big log group: one FilterLogEvents page ({len(filtered['events'])} events); RSS {rss_mb(server):.0f} MB"
    )


def main() -> None:
    data_dir = Path(tempfile.mkdtemp(prefix="labcloud-bench-resources-"))
    began = time.perf_counter()
    server = LabcloudProcess(data_dir=data_dir).start()
    print(f"start-up: answered after {1000 * (time.perf_counter() - began):.0f} ms (interpreter included)")
    print(f"N = {N:,}; fill bound {FILL_SECONDS} s; parts {sorted(PARTS)}")
    print(f"RSS after start: {rss_mb(server):.0f} MB")
    try:
        for part, run in (
            ("functions", functions_at_once),
            ("queue", deep_queue),
            ("table", large_table),
            ("logs", big_log_group),
        ):
            if part in PARTS:
                run(server)
        database = sum(p.stat().st_size for p in data_dir.glob("labcloud.db*"))
        print(f"database on disk: {database / 1e6:.0f} MB; final RSS {rss_mb(server):.0f} MB")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
