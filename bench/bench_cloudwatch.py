"""CloudWatch figures: PutMetricData throughput, GetMetricData over a day of data, and what
publishing the services' metrics adds to SQS and DynamoDB requests.

Run: ``python bench/bench_cloudwatch.py`` (``--quick`` for a short pass). Starts its own labcloud
servers on disk, as users run them. Prints:

1. PutMetricData datapoints/s (boto3, CBOR and json): 1,000-datum requests of one value each,
   and 20-datum requests of 150 values each; plus single-value requests/s. Target ≥ 2,000/s.
2. GetMetricData over 1 day of 1-minute data for 100 metrics (144,000 datapoints stored): 100
   MetricStat queries at Period=300 (28,800 points) and Period=3600, p50/p99 of the HTTP round trip
   (raw signed-less request: the server's cost) and of boto3 end to end (its parsing included).
   Target < 100 ms.
3. Publishing overhead: SendMessage / ReceiveMessage+DeleteMessage / PutItem / GetItem, p50 per
   request with the metrics recorder on vs off (LABCLOUD_SERVICE_METRICS=0), over HTTP with both servers interleaved; and the
   same operations run in-process through ``hub.call`` (no HTTP: the strictest denominator).
   Target < 5 %.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import json
import os
import statistics
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import boto3
import botocore.session
from botocore.config import Config

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "cloudwatch"))
UTC = dt.timezone.utc


def cw_client(endpoint: str, protocol: str) -> Any:
    from cw_helpers import model_dir

    session = botocore.session.get_session()
    session.get_component("data_loader").search_paths.insert(0, model_dir(protocol))
    return boto3.Session(botocore_session=session).client(
        "cloudwatch",
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
        config=Config(retries={"max_attempts": 1}, read_timeout=120),
    )


def pct(samples: list[float], p: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def bench_put(endpoint: str, quick: bool) -> None:
    print("== PutMetricData (target >= 2,000 datapoints/s)")
    rounds = 5 if quick else 20
    for protocol in ("smithy-rpc-v2-cbor", "json"):
        cw = cw_client(endpoint, protocol)
        at = dt.datetime.now(UTC)
        wide = [
            {
                "MetricName": f"m{i % 100}",
                "Dimensions": [{"Name": "Shard", "Value": str(i // 100)}],
                "Timestamp": at,
                "Value": float(i),
            }
            for i in range(1000)
        ]
        deep = [
            {"MetricName": f"d{i}", "Values": [float(v) for v in range(150)], "Timestamp": at}
            for i in range(20)
        ]
        for label, data, per_request in (
            ("1,000 datums x 1 value", wide, 1000),
            ("20 datums x 150 values", deep, 3000),
        ):
            cw.put_metric_data(Namespace="Bench", MetricData=data)
            started = time.perf_counter()
            for _ in range(rounds):
                cw.put_metric_data(Namespace="Bench", MetricData=data)
            elapsed = time.perf_counter() - started
            print(
                f"  {protocol:20s} {label:24s} {rounds * per_request / elapsed:10,.0f} datapoints/s"
                f"  ({elapsed / rounds * 1000:.1f} ms/request)"
            )
        count = 100 if quick else 400
        started = time.perf_counter()
        for i in range(count):
            cw.put_metric_data(Namespace="Bench", MetricData=[{"MetricName": "single", "Value": float(i)}])
        elapsed = time.perf_counter() - started
        print(f"  {protocol:20s} {'1 value per request':24s} {count / elapsed:10,.0f} requests/s")


def bench_get(endpoint: str, quick: bool) -> None:
    print("== GetMetricData, 1 day of 1-minute data x 100 metrics (target < 100 ms)")
    cw = cw_client(endpoint, "json")
    # aligned on the hour, as CloudWatch advises for performance (reads use the rollups)
    end = dt.datetime.now(UTC).replace(minute=0, second=0, microsecond=0)
    start = end - dt.timedelta(days=1)
    batch: list[dict[str, Any]] = []
    seeded = 0
    for minute in range(1440):
        at = start + dt.timedelta(minutes=minute)
        for metric in range(100):
            batch.append(
                {
                    "MetricName": "Latency",
                    "Dimensions": [{"Name": "Host", "Value": f"h{metric}"}],
                    "Timestamp": at,
                    "Value": float((minute * 7 + metric) % 97),
                }
            )
            if len(batch) == 1000:
                cw.put_metric_data(Namespace="Day", MetricData=batch)
                seeded += len(batch)
                batch = []
    print(f"  seeded {seeded:,} datapoints")
    runs = 10 if quick else 30
    for period, stat in ((300, "Average"), (3600, "Maximum"), (300, "p99")):
        queries = [
            {
                "Id": f"m{i}",
                "MetricStat": {
                    "Metric": {
                        "Namespace": "Day",
                        "MetricName": "Latency",
                        "Dimensions": [{"Name": "Host", "Value": f"h{i}"}],
                    },
                    "Period": period,
                    "Stat": stat,
                },
            }
            for i in range(100)
        ]
        body = json.dumps(
            {"MetricDataQueries": queries, "StartTime": start.timestamp(), "EndTime": end.timestamp()}
        ).encode()
        raw: list[float] = []
        points = 0
        for _ in range(runs):
            request = urllib.request.Request(
                endpoint + "/",
                data=body,
                method="POST",
                headers={
                    "X-Amz-Target": "GraniteServiceVersion20100801.GetMetricData",
                    "Content-Type": "application/x-amz-json-1.0",
                    "Authorization": "AWS4-HMAC-SHA256 Credential=test/20260101/us-east-1/monitoring/aws4_request",
                },
            )
            began = time.perf_counter()
            with urllib.request.urlopen(request, timeout=60) as response:
                answer = json.loads(response.read())
            raw.append((time.perf_counter() - began) * 1000)
            points = sum(len(r["Values"]) for r in answer["MetricDataResults"])
        sdk: list[float] = []
        for _ in range(max(3, runs // 3)):
            began = time.perf_counter()
            cw.get_metric_data(MetricDataQueries=queries, StartTime=start, EndTime=end)
            sdk.append((time.perf_counter() - began) * 1000)
        print(
            f"  Period={period:<5d} Stat={stat:8s} {points:6,d} points  HTTP p50 {statistics.median(raw):6.1f} ms"
            f"  p99 {pct(raw, 99):6.1f} ms   boto3 end-to-end p50 {statistics.median(sdk):6.1f} ms"
        )


def bench_get_inprocess(quick: bool) -> None:
    """The server's own cost of the same GetMetricData (provider + json serialization), CPU time."""
    print("== GetMetricData in-process (provider + json serialization), CPU ms")
    from labcloud.config import Settings
    from labcloud.hub import Hub
    from labcloud.protocol.codec import codec_for
    from labcloud.protocol.models import service_index
    from labcloud.services.cloudwatch import metric_ops
    from labcloud.services.cloudwatch.ingest import Bucket
    from labcloud.services.cloudwatch.repo import points

    hub = Hub(Settings(in_memory=True))
    state: Any = hub.providers["cloudwatch"].state  # type: ignore[attr-defined]
    now = time.time()
    end = int(now // 3600) * 3600
    start = end - 86400
    rows = []
    with hub.store.transaction():
        for metric in range(100):
            metric_id = state.metrics.ensure(
                "000000000000", "us-east-1", "Day", "Latency", (("Host", f"h{metric}"),), now
            )
            for minute in range(1440):
                bucket = Bucket()
                bucket.add(float((minute * 7 + metric) % 97), 1.0)
                rows.append((metric_id, start + minute * 60, "None", 60, bucket))
        points.write(hub.store, rows)
    ctx = hub.context("cloudwatch", "GetMetricData")
    op = service_index("cloudwatch").operation("GetMetricData")
    codec = codec_for("cloudwatch")
    for period, stat in ((300, "Average"), (3600, "Maximum"), (300, "p99"), (60, "Sum")):
        params = {
            "MetricDataQueries": [
                {
                    "Id": f"m{i}",
                    "MetricStat": {
                        "Metric": {
                            "Namespace": "Day",
                            "MetricName": "Latency",
                            "Dimensions": [{"Name": "Host", "Value": f"h{i}"}],
                        },
                        "Period": period,
                        "Stat": stat,
                    },
                }
                for i in range(100)
            ],
            "StartTime": dt.datetime.fromtimestamp(start, UTC),
            "EndTime": dt.datetime.fromtimestamp(end, UTC),
        }
        samples = []
        for _ in range(3 if quick else 10):
            began = time.process_time()
            codec.serialize(op, metric_ops.get_metric_data(state, params, ctx), "bench")
            samples.append((time.process_time() - began) * 1000)
        print(
            f"  Period={period:<5d} Stat={stat:8s} CPU min {min(samples):7.1f} ms  median "
            f"{statistics.median(samples):7.1f} ms"
        )
    hub.close()


def _http_ops(endpoint: str) -> dict[str, Callable[[], None]]:
    sqs = boto3.client(
        "sqs",
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
        config=Config(retries={"max_attempts": 1}),
    )
    ddb = boto3.client(
        "dynamodb",
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
        config=Config(retries={"max_attempts": 1}),
    )
    url = sqs.create_queue(QueueName="bench")["QueueUrl"]
    ddb.create_table(
        TableName="bench",
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
    )
    counter = iter(range(10**9))

    def receive_delete() -> None:
        got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=1).get("Messages") or []
        for message in got:
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])

    return {
        "SQS SendMessage": lambda: sqs.send_message(QueueUrl=url, MessageBody="hello world"),
        "SQS Receive+Delete": receive_delete,
        "DynamoDB PutItem": lambda: ddb.put_item(
            TableName="bench", Item={"id": {"S": str(next(counter) % 500)}, "v": {"S": "x" * 200}}
        ),
        "DynamoDB GetItem": lambda: ddb.get_item(TableName="bench", Key={"id": {"S": "1"}}),
    }


def _median_per_op(op: Callable[[], None], count: int) -> float:
    samples = []
    for _ in range(count):
        began = time.perf_counter()
        op()
        samples.append(time.perf_counter() - began)
    return statistics.median(samples) * 1e6


def bench_overhead_http(quick: bool) -> None:
    """Both servers run at once and take turns in short rounds, so machine load hits both alike."""
    print("== Publishing overhead over HTTP, p50 us/request, servers interleaved (target < 5 %)")
    rounds = 10 if quick else 40
    per_round = 30
    servers = {
        label: LabcloudProcess(
            data_dir=Path(tempfile.mkdtemp(prefix="cw-bench-")),
            env={**os.environ, "LABCLOUD_SERVICE_METRICS": flag},
        ).start()
        for label, flag in (("on", "1"), ("off", "0"))
    }
    try:
        ops = {label: _http_ops(server.endpoint) for label, server in servers.items()}
        samples: dict[str, dict[str, list[float]]] = {}
        for index in range(rounds):
            order = ("on", "off") if index % 2 else ("off", "on")
            for name in ops["on"]:
                for label in order:
                    op = ops[label][name]
                    for _ in range(per_round):
                        began = time.perf_counter()
                        op()
                        samples.setdefault(name, {}).setdefault(label, []).append(time.perf_counter() - began)
    finally:
        for server in servers.values():
            server.stop()
    for name, pair in samples.items():
        off = statistics.median(pair["off"]) * 1e6
        on = statistics.median(pair["on"]) * 1e6
        print(f"  {name:22s} off {off:8.0f}  on {on:8.0f}  overhead {(on / off - 1) * 100:+5.1f} %")


def bench_overhead_inprocess(quick: bool) -> None:
    """The same operations through hub.call, so the denominator is the provider's own cost."""
    print("== Publishing overhead in-process (hub.call, no HTTP: the strictest denominator), CPU us/request")
    from labcloud.config import Settings
    from labcloud.hub import Hub

    count = 2000 if quick else 10000
    hub = Hub(Settings(in_memory=True))
    recorder_step = hub.providers["cloudwatch"].recorder.step  # type: ignore[attr-defined]
    with_step = hub.pipeline.steps
    without_step = tuple(s for s in with_step if s != recorder_step)

    async def run() -> None:
        url = (await hub.call("sqs", "CreateQueue", {"QueueName": "bench"}))["QueueUrl"]
        await hub.call(
            "dynamodb",
            "CreateTable",
            {
                "TableName": "bench",
                "BillingMode": "PAY_PER_REQUEST",
                "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
                "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
            },
        )
        ops = {
            "SQS SendMessage": ("sqs", "SendMessage", {"QueueUrl": url, "MessageBody": "hello world"}),
            "DynamoDB PutItem": (
                "dynamodb",
                "PutItem",
                {"TableName": "bench", "Item": {"id": {"S": "1"}, "v": {"S": "x" * 200}}},
            ),
            "DynamoDB GetItem": ("dynamodb", "GetItem", {"TableName": "bench", "Key": {"id": {"S": "1"}}}),
        }
        for name, (service, operation, params) in ops.items():
            timings: dict[str, float] = {}
            for label, steps in (
                ("off", without_step),
                ("on", with_step),
                ("off", without_step),
                ("on", with_step),
            ):
                hub.pipeline._steps = steps
                hub.pipeline._chain = hub.pipeline._bind_chain()
                began = time.process_time()  # CPU time: less swayed by other processes on the machine
                for _ in range(count):
                    await hub.call(service, operation, dict(params))
                took = (time.process_time() - began) / count * 1e6
                timings[label] = min(timings.get(label, took), took)
                hub.providers["cloudwatch"].recorder.pending.clear()  # type: ignore[attr-defined]
            print(
                f"  {name:22s} off {timings['off']:8.1f}  on {timings['on']:8.1f}  "
                f"overhead {(timings['on'] / timings['off'] - 1) * 100:+5.1f} %"
            )

    asyncio.run(run())
    hub.close()


def bench_step_cost() -> None:
    """The recorder step alone around a provider that answers at once: its own cost per request."""
    print("== Recorder step alone (its added CPU per request, around an instant provider)")
    from labcloud.config import Settings
    from labcloud.hub import Hub

    hub = Hub(Settings(in_memory=True))
    recorder: Any = hub.providers["cloudwatch"].recorder  # type: ignore[attr-defined]
    cases = {
        "SQS SendMessage": (
            hub.context("sqs", "SendMessage"),
            {"QueueUrl": "http://127.0.0.1:5000/000000000000/q", "MessageBody": "hello"},
            {"MessageId": "m"},
        ),
        "DynamoDB GetItem": (
            hub.context("dynamodb", "GetItem"),
            {"TableName": "t", "Key": {"id": {"S": "1"}}},
            {"Item": {"id": {"S": "1"}}},
        ),
        "DynamoDB PutItem": (
            hub.context("dynamodb", "PutItem"),
            {"TableName": "t", "Item": {"id": {"S": "1"}}},
            {"ConsumedCapacity": {"TableName": "t", "CapacityUnits": 1.0, "Table": {"CapacityUnits": 1.0}}},
        ),
    }

    async def run() -> None:
        count = 50_000
        for name, (ctx, params, answer) in cases.items():

            async def provider(_ctx: Any, _params: Any, answer: dict[str, Any] = answer) -> dict[str, Any]:
                return dict(answer)

            timings = []
            for wrapped in (False, True):
                began = time.process_time()
                for _ in range(count):
                    if wrapped:
                        await recorder.step(ctx, params, provider)
                    else:
                        await provider(ctx, params)
                timings.append((time.process_time() - began) / count * 1e6)
                recorder.pending.clear()
                recorder.deferred.clear()
            print(f"  {name:22s} {timings[1] - timings[0]:5.1f} us added")

    asyncio.run(run())
    hub.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", choices=("put", "get", "overhead"))
    args = parser.parse_args()
    if args.only in (None, "put", "get"):
        server = LabcloudProcess(data_dir=Path(tempfile.mkdtemp(prefix="cw-bench-"))).start()
        try:
            if args.only in (None, "put"):
                bench_put(server.endpoint, args.quick)
            if args.only in (None, "get"):
                bench_get(server.endpoint, args.quick)
                bench_get_inprocess(args.quick)
        finally:
            server.stop()
    if args.only in (None, "overhead"):
        bench_step_cost()
        bench_overhead_inprocess(args.quick)
        bench_overhead_http(args.quick)


if __name__ == "__main__":
    main()
