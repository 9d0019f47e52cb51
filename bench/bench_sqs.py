"""SQS throughput and long-poll latency: labcloud against moto server, same boto3 client code.

Run: ``python bench/bench_sqs.py`` (add ``--quick`` for a short pass). Starts its own labcloud
(on disk, as users run it) and ``python -m moto.server``; measures SendMessage, SendMessageBatch,
ReceiveMessage(10)+DeleteMessageBatch at queue depths 100 and 10,000 (depth held constant by
refilling outside the timed section) and long-poll wake-up latency (a send while a receiver waits
with WaitTimeSeconds=10, until that receiver has the message). Prints ops/s, p50/p99 and ratios.
Targets: ≥5× moto on send, ≥20× on receive+delete at depth 10,000, wake-up p50 under 5 ms.
"""

from __future__ import annotations

import argparse
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

from labcloud.testing.server_process import LabcloudProcess, free_port


def client(endpoint: str) -> Any:
    return boto3.client(
        "sqs",
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
        config=Config(retries={"max_attempts": 1}, read_timeout=60, max_pool_connections=4),
    )


#: moto's SendMessage costs grow with queue depth (filling 10,000 messages over HTTP takes many
#: minutes), so its deep queue is prefilled inside the moto server process before it serves.
MOTO_SERVER = """
import sys, time, uuid
from moto.server import ThreadedMotoServer
from moto.sqs.models import Message, sqs_backends
backend = sqs_backends["123456789012"]["us-east-1"]
for spec in sys.argv[2:]:
    name, count = spec.split(":")
    queue = backend.create_queue(name, VisibilityTimeout="300")
    for i in range(int(count)):
        message = Message(str(uuid.uuid4()), f"fill-{i}")
        message.mark_sent(delay_seconds=0)
        queue._messages.append(message)
ThreadedMotoServer(ip_address="127.0.0.1", port=int(sys.argv[1]), verbose=False).start()
while True:
    time.sleep(3600)
"""


def start_moto(prefill: dict[str, int]) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    specs = [f"{name}:{count}" for name, count in prefill.items()]
    proc = subprocess.Popen(
        [sys.executable, "-c", MOTO_SERVER, str(port), *specs],
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
            urllib.request.urlopen(endpoint + "/moto-api/", timeout=5).read()
            return proc, endpoint
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("moto server did not start")


def timed(
    count: int, operation: Callable[[int], None], between: Callable[[int], None] | None = None
) -> list[float]:
    samples = []
    for index in range(count):
        if between is not None:
            between(index)
        started = time.perf_counter()
        operation(index)
        samples.append(time.perf_counter() - started)
    return samples


def summary(samples: list[float], per_call: int = 1) -> dict[str, float]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {
        "ops": per_call * len(samples) / sum(samples),
        "p50": statistics.median(ordered) * 1000,
        "p99": p99 * 1000,
    }


def fill(sqs: Any, url: str, count: int) -> None:
    for start in range(0, count, 10):
        sqs.send_message_batch(
            QueueUrl=url,
            Entries=[
                {"Id": str(i), "MessageBody": f"fill-{start + i}"} for i in range(min(10, count - start))
            ],
        )


def run_suite(
    endpoint: str, quick: bool, prefilled: frozenset[str] = frozenset(), deep_rounds: int | None = None
) -> dict[str, dict[str, float]]:
    sqs = client(endpoint)
    results: dict[str, dict[str, float]] = {}
    sends = 300 if quick else 1000
    target = {"url": ""}

    def fresh_queue(every: int) -> Callable[[int], None]:
        # A new queue every few calls keeps depth low, so send cost is not a function of depth.
        def rotate(index: int) -> None:
            if index % every == 0:
                target["url"] = sqs.create_queue(QueueName=f"bench-send-{every}-{index}")["QueueUrl"]

        return rotate

    fresh_queue(1)(0)
    for _ in range(20):
        sqs.send_message(QueueUrl=target["url"], MessageBody="warm-up")
    results["SendMessage"] = summary(
        timed(
            sends, lambda i: sqs.send_message(QueueUrl=target["url"], MessageBody=f"m{i}"), fresh_queue(100)
        )
    )
    entries = [{"Id": str(i), "MessageBody": f"batch-{i}"} for i in range(10)]
    results["SendMessageBatch(10)"] = summary(
        timed(
            sends // 5,
            lambda i: sqs.send_message_batch(QueueUrl=target["url"], Entries=entries),
            fresh_queue(10),
        ),
        per_call=10,
    )

    for depth in (100, 10_000):
        name = f"bench-depth-{depth}"
        qurl = sqs.create_queue(QueueName=name, Attributes={"VisibilityTimeout": "300"})["QueueUrl"]
        if name not in prefilled:
            fill(sqs, qurl, depth)
        rounds = 50 if quick else 200
        if depth > 100 and deep_rounds is not None:
            rounds = deep_rounds

        def receive_delete(_i: int, q: str = qurl) -> None:
            got = sqs.receive_message(QueueUrl=q, MaxNumberOfMessages=10).get("Messages", [])
            if got:
                sqs.delete_message_batch(
                    QueueUrl=q,
                    Entries=[{"Id": str(n), "ReceiptHandle": m["ReceiptHandle"]} for n, m in enumerate(got)],
                )

        def refill(_i: int, q: str = qurl) -> None:
            sqs.send_message_batch(QueueUrl=q, Entries=entries)

        results[f"Receive(10)+DeleteBatch depth={depth}"] = summary(
            timed(rounds, receive_delete, refill), per_call=10
        )

    lurl = sqs.create_queue(QueueName="bench-long-poll")["QueueUrl"]
    receiver = client(endpoint)
    latencies: list[float] = []
    for _ in range(20 if quick else 50):
        box: dict[str, float] = {}

        def wait(b: dict[str, float] = box) -> None:
            got = receiver.receive_message(QueueUrl=lurl, WaitTimeSeconds=10).get("Messages", [])
            b["got"] = time.perf_counter()
            if got:
                receiver.delete_message(QueueUrl=lurl, ReceiptHandle=got[0]["ReceiptHandle"])

        thread = threading.Thread(target=wait)
        thread.start()
        time.sleep(0.1)  # the receiver is now waiting on the server
        sent_at = time.perf_counter()
        sqs.send_message(QueueUrl=lurl, MessageBody="wake")
        thread.join()
        latencies.append(box["got"] - sent_at)
    results["long-poll wake-up"] = summary(latencies)
    return results


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--no-moto", action="store_true")
    args = parser.parse_args()
    data_dir = Path(tempfile.mkdtemp(prefix="labcloud-bench-sqs-"))
    labcloud = LabcloudProcess(data_dir=data_dir).start()
    try:
        ours = run_suite(labcloud.endpoint, args.quick)
    finally:
        labcloud.stop()
    theirs: dict[str, dict[str, float]] = {}
    if not args.no_moto:
        proc, endpoint = start_moto({"bench-depth-10000": 10_000})
        try:
            theirs = run_suite(endpoint, args.quick, frozenset({"bench-depth-10000"}), deep_rounds=10)
        finally:
            proc.kill()
            proc.wait()
    print(
        f"{'benchmark':40} {'labcloud ops/s':>14} {'p50 ms':>8} {'p99 ms':>8} | {'moto ops/s':>10} "
        f"{'p50 ms':>8} {'p99 ms':>8} | {'ratio':>6}"
    )
    for name, mine in ours.items():
        other = theirs.get(name)
        line = f"{name:40} {mine['ops']:14.0f} {mine['p50']:8.2f} {mine['p99']:8.2f}"
        if other:
            ratio = mine["ops"] / other["ops"]
            if name == "long-poll wake-up":
                ratio = other["p50"] / mine["p50"]
            line += f" | {other['ops']:10.0f} {other['p50']:8.2f} {other['p99']:8.2f} | {ratio:5.1f}x"
        print(line)
    print("(messages/s for batches; for long-poll wake-up the ratio compares p50 latency)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
