"""EventBridge Pipes benchmark: source-to-target latency of an SQS -> SQS pipe.

Run: python bench/bench_pipes.py   (starts its own labcloud; prints numbers, asserts nothing)

One message at a time is sent to the source queue while a consumer long-polls the target queue; the
latency is from just before SendMessage to the target's ReceiveMessage answering with it (the pipe's
long poll, the batch through the pipe as its role, SendMessage to the target, the consumer's wake-up).
Printed: p50, p90 and p99 over the rounds after a warm-up for the floor (send and receive on one queue,
no pipe), the pipe, and the pipe with a filter and an input template.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "pipes"))

from pipes_helpers import SQS_SOURCE, pipe_role, queue, wait_state  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

ROUNDS = 300
WARMUP = 30


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(server: LabcloudProcess, name: str, role: str, **extra: Any) -> list[float]:
    sqs = server.boto3_client("sqs")
    pipes = server.boto3_client("pipes")
    src_url, src_arn = queue(sqs, f"{name}-in")
    out_url, out_arn = queue(sqs, f"{name}-out")
    pipes.create_pipe(Name=name, Source=src_arn, Target=out_arn, RoleArn=role, **extra)
    wait_state(pipes, name, "RUNNING")
    latencies: list[float] = []
    for index in range(ROUNDS + WARMUP):
        started = time.perf_counter()
        sqs.send_message(QueueUrl=src_url, MessageBody=json.dumps({"kind": "bench", "n": index}))
        got: list[dict[str, Any]] = []
        while not got:
            got = sqs.receive_message(QueueUrl=out_url, WaitTimeSeconds=20).get("Messages") or []
        elapsed = (time.perf_counter() - started) * 1000
        sqs.delete_message(QueueUrl=out_url, ReceiptHandle=got[0]["ReceiptHandle"])
        if index >= WARMUP:
            latencies.append(elapsed)
    return latencies


def direct(server: LabcloudProcess) -> list[float]:
    """The floor: one queue, a send and a long-polling consumer, no pipe."""
    sqs = server.boto3_client("sqs")
    url, _ = queue(sqs, "direct")
    latencies: list[float] = []
    for index in range(ROUNDS + WARMUP):
        started = time.perf_counter()
        sqs.send_message(QueueUrl=url, MessageBody="x")
        got: list[dict[str, Any]] = []
        while not got:
            got = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=20).get("Messages") or []
        elapsed = (time.perf_counter() - started) * 1000
        sqs.delete_message(QueueUrl=url, ReceiptHandle=got[0]["ReceiptHandle"])
        if index >= WARMUP:
            latencies.append(elapsed)
    return latencies


def report(what: str, latencies: list[float]) -> None:
    print(
        f"{what}: p50 {pct(latencies, 0.5):.2f} ms  p90 {pct(latencies, 0.9):.2f} ms  "
        f"p99 {pct(latencies, 0.99):.2f} ms  ({len(latencies)} messages)"
    )


def main() -> None:
    server = LabcloudProcess().start()
    try:
        role = pipe_role(server, "bench-pipe", [*SQS_SOURCE, "sqs:SendMessage"])
        report("floor: send to one queue, long-polling receive", direct(server))
        report("SQS -> SQS pipe, source send to target receive", measure(server, "plain", role))
        filtered = {
            "SourceParameters": {
                "FilterCriteria": {"Filters": [{"Pattern": '{"body": {"kind": ["bench"]}}'}]}
            },
            "TargetParameters": {"InputTemplate": '{"n": <$.body.n>, "pipe": "<aws.pipes.pipe-name>"}'},
        }
        report("... with a filter and an input template", measure(server, "shaped", role, **filtered))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
