"""End-to-end SQS → Lambda → DynamoDB: messages/s at batch size 1 and 10 with 4 sandboxes, and
send-to-written latency when idle; labcloud, then the same run against a peer when one is installed.

Run: python bench/bench_esm.py [BATCH ...] [--ministack PATH]   (starts its own servers; prints
numbers, asserts nothing)

The peer is MiniStack, the one emulator here that runs Python functions without Docker (moto and
LocalStack need Docker for Lambda). It is found as ``--ministack PATH``, ``$LABCLOUD_MINISTACK``,
``ministack`` on PATH, or ``/tmp/ministack-venv/bin/ministack``; install it apart from labcloud's
pinned botocore with

    python -m venv /tmp/ministack-venv && /tmp/ministack-venv/bin/pip install ministack 'boto3<1.44'

(its warm workers run functions with its own interpreter, so boto3 goes in its venv, at the release
that matches the botocore it pins, as Lambda's Python runtime bundles boto3).

Both servers get the same consumer, the same mapping (batch size, no batching window), four reserved
executions and the same sends, one server after the other on this machine; the last lines print
labcloud's figures over the peer's.

The end of a run is noticed with GetQueueAttributes (a message is deleted only after the
function wrote its item), then confirmed with one Scan: polling a full Scan every 50 ms cost
the server as much CPU as the whole poller. CPU time per message of the server and of the
sandboxes is printed too, since msg/s on a shared 2-core machine depends on everything else
running there.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "lambda_"))

from lambda_helpers import create_role, deployer  # noqa: E402
from peers import find_ministack  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess, free_port  # noqa: E402

CONSUMER = """
import json, os, time, boto3
ddb = boto3.client("dynamodb", endpoint_url=os.environ["AWS_ENDPOINT_URL"])
def handler(event, context):
    for record in event["Records"]:
        body = json.loads(record["body"])
        ddb.put_item(TableName=os.environ["TABLE"], Item={"id": {"S": body["id"]},
                     "sent": {"N": str(body["sent"])}, "written": {"N": repr(time.time())}})
"""


#: Seconds a message may take to be written before the run is called stalled (a consumer that fails).
DEADLINE = 30


class Stalled(Exception):
    """The server stopped getting messages through (its log says why)."""


class Ministack:
    """A MiniStack server on a free port (its own process group), shaped like LabcloudProcess for this bench."""

    name = "ministack"

    def __init__(self, executable: str) -> None:
        self.executable = executable
        self.port = free_port()
        self.log = Path(tempfile.mkdtemp(prefix="labcloud-bench-ministack-")) / "server.log"
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Ministack:
        env = {**os.environ, "GATEWAY_PORT": str(self.port)}
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen(
                [self.executable], stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True
            )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"ministack exited early:\n{self.log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(self.endpoint + "/_ministack/health", timeout=2) as answer:
                    answer.read()
                return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("ministack did not answer in 60 s")

    def boto3_client(self, service: str) -> Any:
        import boto3
        from botocore.config import Config

        return boto3.client(
            service,
            endpoint_url=self.endpoint,
            region_name="us-east-1",
            aws_access_key_id="test",
            aws_secret_access_key="test",
            config=Config(retries={"max_attempts": 1}, read_timeout=70),
        )

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(5)


def cpu_seconds(server: Any) -> tuple[float, float]:
    """CPU seconds used so far by the server and by its sandboxes (children still alive)."""
    assert server.proc is not None
    process = psutil.Process(server.proc.pid)
    own = sum(process.cpu_times()[:2])
    children = 0.0
    for child in process.children(recursive=True):
        try:
            children += sum(child.cpu_times()[:2])
        except psutil.Error:
            continue
    return own, children


def machine_busy() -> float:
    times = psutil.cpu_times()
    return float(
        times.user
        + times.system
        + getattr(times, "nice", 0.0)
        + getattr(times, "irq", 0.0)
        + getattr(times, "softirq", 0.0)
    )


def run(server: Any, deploy: object, batch: int, total: int) -> dict[str, float]:
    sqs = server.boto3_client("sqs")
    ddb = server.boto3_client("dynamodb")
    lam = server.boto3_client("lambda")
    table = f"bench{batch}"
    ddb.create_table(
        TableName=table,
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    name = f"consumer{batch}"
    variables = {"TABLE": table}
    if not isinstance(server, LabcloudProcess):
        variables["AWS_ENDPOINT_URL"] = server.endpoint  # labcloud gives its sandboxes this itself
    deploy(name, CONSUMER, Environment={"Variables": variables}, Timeout=10)  # type: ignore[operator]
    lam.put_function_concurrency(FunctionName=name, ReservedConcurrentExecutions=4)
    url = sqs.create_queue(QueueName=f"q{batch}", Attributes={"VisibilityTimeout": "30"})["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    extra = {"MaximumBatchingWindowInSeconds": 0} if batch <= 10 else {"MaximumBatchingWindowInSeconds": 1}
    lam.create_event_source_mapping(FunctionName=name, EventSourceArn=arn, BatchSize=batch, **extra)
    # idle latency first: one message at a time
    latencies = []
    for index in range(30):
        sent = time.time()
        sqs.send_message(QueueUrl=url, MessageBody=json.dumps({"id": f"lat{index}", "sent": sent}))
        while True:
            item = ddb.get_item(TableName=table, Key={"id": {"S": f"lat{index}"}}).get("Item")
            if item:
                latencies.append((float(item["written"]["N"]) - sent) * 1000)
                break
            if time.time() - sent > DEADLINE:
                raise Stalled(f"message lat{index} was not written within {DEADLINE} s")
            time.sleep(0.002)
    # the first message also waits for the mapping's first poll and the sandbox's cold start
    cold, warm = latencies[0], latencies[1:]
    label = getattr(server, "name", "labcloud")
    print(
        f"{label} batch {batch}: idle send-to-written p50 {statistics.median(warm):.1f} ms, "
        f"max {max(warm):.1f} ms over {len(warm)} messages; the first (cold start) {cold:.1f} ms"
    )

    def send(chunk: int) -> None:
        client = server.boto3_client("sqs")
        for start in range(0, 100, 10):
            now = time.time()
            client.send_message_batch(
                QueueUrl=url,
                Entries=[
                    {"Id": str(i), "MessageBody": json.dumps({"id": f"m{chunk}-{start + i}", "sent": now})}
                    for i in range(10)
                ],
            )

    server_cpu, sandbox_cpu = cpu_seconds(server)
    busy = machine_busy()
    began = time.time()
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(send, range(total // 100)))
    names = ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"]
    while True:
        depth = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=names)["Attributes"]
        if (
            all(depth[name] == "0" for name in names)
            and ddb.scan(TableName=table, Select="COUNT")["Count"] >= total + 30
        ):
            break
        if time.time() - began > DEADLINE * 10:
            raise Stalled(f"{total} messages were not all written within {DEADLINE * 10} s")
        time.sleep(0.01)
    elapsed = time.time() - began
    server_after, sandbox_after = cpu_seconds(server)
    busy = (machine_busy() - busy) / elapsed / (os.cpu_count() or 1) * 100
    print(
        f"{label} batch {batch}: {total} messages end to end in {elapsed:.2f} s = {total / elapsed:.0f} msg/s "
        f"(4 sandboxes); CPU per message: server {(server_after - server_cpu) / total * 1000:.2f} ms, "
        f"sandboxes {(sandbox_after - sandbox_cpu) / total * 1000:.2f} ms; machine {busy:.0f}% busy"
    )
    return {"msg/s": total / elapsed, "p50 ms": statistics.median(warm)}


def measure(server: Any, sizes: list[int]) -> dict[int, dict[str, float]] | None:
    deploy = deployer(server, create_role(server))
    try:
        return {batch: run(server, deploy, batch, 1000 if batch == 1 else 3000) for batch in sizes}
    except Stalled as exc:
        where = getattr(server, "log", None) or getattr(server, "log_path", "")
        print(f"{getattr(server, 'name', 'labcloud')}: stalled: {exc}; see {where}")
        return None


def main() -> None:
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, help="batch sizes (default: 1 10)")
    parser.add_argument("--ministack", help="path of the ministack command (the peer)")
    parser.add_argument("--no-peer", action="store_true", help="labcloud only")
    args = parser.parse_args()
    sizes = args.sizes or [1, 10]
    server = LabcloudProcess(in_memory=True).start()
    try:
        ours = measure(server, sizes)
    finally:
        server.stop()
    executable = None if args.no_peer else find_ministack(args.ministack)
    if executable is None:
        if not args.no_peer:
            print("(no peer: ministack not found; see the top of this file to install it)")
        return
    peer = Ministack(executable).start()
    try:
        theirs = measure(peer, sizes)
    finally:
        peer.stop()
    if ours is None or theirs is None:
        return
    for batch in sizes:
        print(
            f"batch {batch}: labcloud/ministack msg/s {ours[batch]['msg/s'] / theirs[batch]['msg/s']:.2f}x "
            f"(target >= 2); idle p50 labcloud {ours[batch]['p50 ms']:.1f} ms, "
            f"ministack {theirs[batch]['p50 ms']:.1f} ms (target < 5 ms)"
        )


if __name__ == "__main__":
    main()
