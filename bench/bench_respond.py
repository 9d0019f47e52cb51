"""The app's own cost per call, without HTTP: back to back, and with the core idle between calls.

Run: ``python bench/bench_respond.py`` (``--calls``, ``--gap`` seconds of idle between calls, default
0.0007: about what one boto3 client spends between two calls; ``--in-memory``; ``--only put,get``;
``sts``, ``fis``, ``metric``, ``logs``, ``streams`` time one call of each of those services).

Each boto3 call is recorded once (its exact request: path, headers, body) and replayed straight into
``LabcloudApp.respond`` on a durable data dir, so the figure is labcloud's protocol layer, pipeline,
provider and store, and nothing of the HTTP server or the client. Two figures per call:

- **hot**: calls back to back, as a profiler's loop runs them;
- **idle gap**: the same calls with the thread asleep ``--gap`` seconds between them, as a server is
  between the calls of one client. The core's caches and predictors go cold meanwhile, so the same
  code costs more; this is what a client waits for.

Their ratio says how much of a call's server time is the idle penalty rather than the code itself.
**hot cpu** is the thread's CPU time per back-to-back call (the least of the 5 runs; it includes the
clock reads around each call): on a loaded machine, where the wall-clock figures swing with other
processes, it is the figure to compare before and after a change.
Times are wall-clock around each call (``respond`` runs on this one thread without yielding, so that
is its CPU time; a process CPU clock is a system call that itself costs more after an idle gap).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import boto3

from labcloud.app import LabcloudApp
from labcloud.config import Settings
from labcloud.protocol.wire import WireRequest

PORT = 5999
ENDPOINT = f"http://127.0.0.1:{PORT}"
QUEUE_URL = f"{ENDPOINT}/000000000000/bench"
PAD = "x" * 100


class _Captured(Exception):
    pass


def record(service: str, call: Callable[[Any], Any]) -> Callable[[], WireRequest]:
    """The request boto3 sends for ``call``, as a factory of fresh WireRequests."""
    seen: dict[str, Any] = {}

    def capture(request: Any, **_: Any) -> None:
        seen["request"] = request
        raise _Captured

    client = boto3.client(
        service,
        endpoint_url=ENDPOINT,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
    )
    client.meta.events.register("before-send", capture)
    try:
        call(client)
    except _Captured:
        pass
    sent = seen["request"]
    url = urlsplit(sent.url)
    body = sent.body if isinstance(sent.body, bytes) else (sent.body or "").encode()
    headers = {k.lower(): v.decode() if isinstance(v, bytes) else v for k, v in sent.headers.items()}
    headers["content-length"] = str(len(body))
    headers["host"] = f"127.0.0.1:{PORT}"

    def make() -> WireRequest:
        request = WireRequest(sent.method, url.path or "/", url.query, dict(headers), body, "127.0.0.1")
        request.raw_path = request.path
        return request

    return make


CALLS: dict[str, tuple[str, Callable[[Any], Any]]] = {
    "put": ("dynamodb", lambda c: c.put_item(TableName="bench", Item={"pk": {"S": "k"}, "v": {"S": PAD}})),
    "get": ("dynamodb", lambda c: c.get_item(TableName="bench", Key={"pk": {"S": "k"}})),
    "update": (
        "dynamodb",
        lambda c: c.update_item(
            TableName="bench",
            Key={"pk": {"S": "k"}},
            UpdateExpression="SET n = if_not_exists(n, :z) + :one",
            ExpressionAttributeValues={":z": {"N": "0"}, ":one": {"N": "1"}},
        ),
    ),
    "query": (
        "dynamodb",
        lambda c: c.query(
            TableName="bench", KeyConditionExpression="pk = :p", ExpressionAttributeValues={":p": {"S": "k"}}
        ),
    ),
    "list": ("dynamodb", lambda c: c.list_tables()),
    "send": ("sqs", lambda c: c.send_message(QueueUrl=QUEUE_URL, MessageBody="hello")),
    "sts": ("sts", lambda c: c.get_caller_identity()),
    "fis": ("fis", lambda c: c.list_experiment_templates()),
    "metric": (
        "cloudwatch",
        lambda c: c.put_metric_data(Namespace="Bench", MetricData=[{"MetricName": "m", "Value": 1.0}]),
    ),
    "logs": (
        "logs",
        lambda c: c.put_log_events(
            logGroupName="bench",
            logStreamName="s",
            logEvents=[{"timestamp": int(time.time() * 1000), "message": PAD}],
        ),
    ),
    "streams": ("dynamodbstreams", lambda c: c.describe_stream(StreamArn=STREAM_ARN[0])),
}

#: The bench table's stream ARN, read once the table exists (``streams`` describes it).
STREAM_ARN = [""]


async def measure(args: argparse.Namespace) -> None:
    data_dir = Path(tempfile.mkdtemp(prefix="labcloud-bench-respond-"))
    app = LabcloudApp(Settings(data_dir=data_dir, in_memory=args.in_memory, port=PORT))
    await app.startup()
    try:
        setup = [
            record(
                "dynamodb",
                lambda c: c.create_table(
                    TableName="bench",
                    KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
                    AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
                    BillingMode="PAY_PER_REQUEST",
                ),
            ),
            record("sqs", lambda c: c.create_queue(QueueName="bench")),
            record("dynamodb", CALLS["put"][1]),
            record(
                "dynamodb",
                lambda c: c.create_table(
                    TableName="bench-stream",
                    KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
                    AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
                    BillingMode="PAY_PER_REQUEST",
                    StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"},
                ),
            ),
            record("logs", lambda c: c.create_log_group(logGroupName="bench")),
            record("logs", lambda c: c.create_log_stream(logGroupName="bench", logStreamName="s")),
        ]
        for make in setup:
            response = await app.respond(make())
            assert response.status == 200, response.body
            if b"LatestStreamArn" in response.body:
                STREAM_ARN[0] = json.loads(response.body)["TableDescription"]["LatestStreamArn"]
        print(f"labcloud.app.respond per call, microseconds ({args.calls} calls, median of 5 runs;")
        print(
            f"idle gap {args.gap * 1e6:.0f} us between calls; {'in memory' if args.in_memory else 'durable'})"
        )
        print(f"{'call':<10}{'hot':>8}{'idle gap':>10}{'ratio':>8}{'hot cpu':>9}")
        wanted = [name for name in args.only.split(",") if name] or list(CALLS)
        for name in wanted:
            service, call = CALLS[name]
            make = record(service, call)
            response = await app.respond(make())
            assert response.status == 200, response.body
            figures = []
            cpu_runs = []
            for gap in (0.0, args.gap):
                runs = []
                for _ in range(5):
                    for _ in range(100):  # warm: caches of the store and the models
                        await app.respond(make())
                    spent = 0.0
                    cpu = 0.0
                    for _ in range(args.calls):
                        request = make()
                        cpu_started = time.thread_time() if not gap else 0.0
                        started = time.perf_counter()
                        await app.respond(request)
                        spent += time.perf_counter() - started
                        if not gap:
                            cpu += time.thread_time() - cpu_started
                        if gap:
                            time.sleep(gap)
                        # let work scheduled by the call (after-commit deliveries, timers) run between calls
                        await asyncio.sleep(0)
                    runs.append(spent / args.calls * 1e6)
                    if not gap:
                        cpu_runs.append(cpu / args.calls * 1e6)
                figures.append(statistics.median(runs))
            hot, idle = figures
            hot_cpu = min(cpu_runs)
            print(f"{name:<10}{hot:>8.0f}{idle:>10.0f}{idle / hot:>8.2f}{hot_cpu:>9.0f}")
    finally:
        await app.shutdown()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=1000)
    parser.add_argument("--gap", type=float, default=0.0007)
    parser.add_argument("--in-memory", action="store_true")
    parser.add_argument("--only", default="")
    asyncio.run(measure(parser.parse_args()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
