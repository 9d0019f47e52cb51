"""The view's resource map at 200 resources and 10,000 events of the last minute (issue 43).

Run: ``python bench/bench_view_map.py`` (``--quick``: fewer repetitions). Starts its own labcloud (on disk),
creates 200 resources with boto3 (queues, half with a dead-letter queue; functions with SQS mappings;
tables, some with streams; buckets notifying queues; alarms on functions), stops it, writes 10,000
events stamped "now" into its store (messages sent, invocations through the mappings, writes, object
changes, log lines: what the map counts), starts it again and prints:

- ``GET /_labcloud/map``: the server's time for the map document (median / p95 over repetitions);
- the page in headless Chromium (``/usr/bin/chromium``; skipped when absent): JSON fetch, dagre layout
  and SVG drawing of the first load, and a re-poll with the same topology (in-place update only).

Asserts nothing: it prints the figures beside the issue's target (the view loads under 300 ms).
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import sys
import time
import urllib.request
import zipfile
from pathlib import Path
from typing import Any

from labcloud.events.bus import EventBus
from labcloud.store.db import Store
from labcloud.testing.server_process import LabcloudProcess

ACCOUNT, REGION = "000000000000", "us-east-1"
TRUST = json.dumps(
    {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
)
CHROMIUM = "/usr/bin/chromium"
#: Resources by kind (functions also get a mapping each; log groups come from the written events' groups).
QUEUES, DLQS, FUNCTIONS, TABLES, STREAMED, BUCKETS, ALARMS = 40, 20, 40, 40, 15, 30, 30
EVENTS = 10_000
#: Where the last page load's full-page picture goes (the repository's test-output/, beside the view tests').
SCREENSHOT: Path | None = Path(__file__).resolve().parents[1] / "test-output" / "bench-view-map-200.png"


def arn(service: str, resource: str) -> str:
    return f"arn:aws:{service}:{REGION}:{ACCOUNT}:{resource}"


def deploy(server: LabcloudProcess) -> int:
    sqs, lam, ddb = server.boto3_client("sqs"), server.boto3_client("lambda"), server.boto3_client("dynamodb")
    s3, iam, cw = server.boto3_client("s3"), server.boto3_client("iam"), server.boto3_client("cloudwatch")
    role = iam.create_role(RoleName="bench", AssumeRolePolicyDocument=TRUST)["Role"]["Arn"]
    iam.attach_role_policy(
        RoleName="bench", PolicyArn="arn:aws:iam::aws:policy/service-role/AWSLambdaSQSQueueExecutionRole"
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", "def handler(event, context):\n    return None\n")
    code = buffer.getvalue()
    for index in range(DLQS):
        sqs.create_queue(QueueName=f"dlq-{index}")
    for index in range(QUEUES):
        attributes = {}
        if index < DLQS:
            policy = {"deadLetterTargetArn": arn("sqs", f"dlq-{index}"), "maxReceiveCount": "3"}
            attributes["RedrivePolicy"] = json.dumps(policy)
        sqs.create_queue(QueueName=f"queue-{index}", Attributes=attributes)
    for index in range(FUNCTIONS):
        lam.create_function(
            FunctionName=f"fn-{index}",
            Runtime="python3.12",
            Handler="app.handler",
            Role=role,
            Code={"ZipFile": code},
        )
        # Disabled: the bench measures drawing the wiring, not running the functions.
        lam.create_event_source_mapping(
            EventSourceArn=arn("sqs", f"queue-{index}"), FunctionName=f"fn-{index}", Enabled=False
        )
    for index in range(TABLES):
        extra: dict[str, Any] = {}
        if index < STREAMED:
            extra["StreamSpecification"] = {"StreamEnabled": True, "StreamViewType": "NEW_IMAGE"}
        ddb.create_table(
            TableName=f"table-{index}",
            KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
            BillingMode="PAY_PER_REQUEST",
            **extra,
        )
    for index in range(BUCKETS):
        s3.create_bucket(Bucket=f"bucket-{index}")
        s3.put_bucket_notification_configuration(
            Bucket=f"bucket-{index}",
            NotificationConfiguration={
                "QueueConfigurations": [
                    {"QueueArn": arn("sqs", f"queue-{index % QUEUES}"), "Events": ["s3:ObjectCreated:*"]}
                ]
            },
        )
    for index in range(ALARMS):
        cw.put_metric_alarm(
            AlarmName=f"alarm-{index}",
            Namespace="AWS/Lambda",
            MetricName="Errors",
            Dimensions=[{"Name": "FunctionName", "Value": f"fn-{index % FUNCTIONS}"}],
            Statistic="Sum",
            Period=60,
            EvaluationPeriods=1,
            Threshold=1,
            ComparisonOperator="GreaterThanOrEqualToThreshold",
        )
    return QUEUES + DLQS + FUNCTIONS + TABLES + STREAMED + BUCKETS + ALARMS


def mapping_uuids(server: LabcloudProcess) -> dict[str, str]:
    pages = server.boto3_client("lambda").get_paginator("list_event_source_mappings").paginate()
    return {m["FunctionArn"].split(":")[-1]: m["UUID"] for page in pages for m in page["EventSourceMappings"]}


def write_events(data_dir: Path, uuids: dict[str, str]) -> None:
    """10,000 events of the last few seconds, of the kinds the map counts."""
    store = Store(data_dir / "labcloud.db")
    bus = EventBus(store)
    with store.transaction():
        for index in range(EVENTS):
            n = index % FUNCTIONS
            kind = index % 5
            if kind == 0:
                name, resource, data = (
                    "sqs.message.sent",
                    arn("sqs", f"queue-{n}"),
                    {"message_id": str(index)},
                )
            elif kind == 1:
                name, resource = "lambda.invocation.finished", arn("lambda", f"function:fn-{n}")
                status = "error" if index % 97 == 1 else "success"
                data = {"function_name": f"fn-{n}", "mapping_uuid": uuids[f"fn-{n}"], "status": status}
            elif kind == 2:
                name, resource = "dynamodb.write.decided", arn("dynamodb", f"table/table-{n % TABLES}")
                data = {"table": f"table-{n % TABLES}", "outcome": "Accepted", "stream_sequence": str(index)}
            elif kind == 3:
                bucket = f"bucket-{n % BUCKETS}"
                name, resource = "s3.object.created", f"arn:aws:s3:::{bucket}/k{index}"
                data = {"bucket": bucket, "key": f"k{index}", "event": "ObjectCreated:Put"}
            else:
                name, resource = "logs.events.put", arn("logs", f"log-group:/aws/lambda/fn-{n}")
                data = {"log_group": f"/aws/lambda/fn-{n}", "log_stream": "s", "count": 3}
            bus.publish(
                name,
                service=name.split(".")[0],
                account_id=ACCOUNT,
                region=REGION,
                resource=resource,
                data=data,
            )
    store.close()


def time_route(server: LabcloudProcess, repetitions: int) -> tuple[list[float], dict[str, Any]]:
    times: list[float] = []
    doc: dict[str, Any] = {}
    for _ in range(repetitions):
        started = time.perf_counter()
        with urllib.request.urlopen(server.endpoint + "/_labcloud/map", timeout=60) as response:
            doc = json.loads(response.read())
        times.append((time.perf_counter() - started) * 1000)
    return times, doc


def time_page(server: LabcloudProcess, repetitions: int) -> list[dict[str, float]] | None:
    if not Path(CHROMIUM).exists():
        return None
    from playwright.sync_api import sync_playwright

    out: list[dict[str, float]] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"]
        )
        for _ in range(repetitions):
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.goto(server.endpoint + "/_labcloud/view/map")
            page.wait_for_selector("body[data-loaded='1']", timeout=60_000)
            first = page.evaluate("({...window.labcloudMap.stats})")
            started = page.evaluate("performance.now()")
            page.evaluate("window.labcloudMap.refresh()")
            page.wait_for_selector("body[data-loaded='2']", timeout=60_000)
            again = page.evaluate("performance.now()") - started
            first["repollMs"] = again
            out.append(first)
            if SCREENSHOT is not None:
                SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(SCREENSHOT), full_page=True)
            page.close()
        browser.close()
    return out


def describe(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"median {statistics.median(ordered):7.1f} ms   p95 {p95:7.1f} ms   (n={len(ordered)})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    repetitions, loads = (5, 2) if args.quick else (20, 5)
    server = LabcloudProcess().start()
    try:
        created = deploy(server)
        uuids = mapping_uuids(server)
    finally:
        server.stop()
    write_events(server.data_dir, uuids)
    server.start()
    try:
        times, doc = time_route(server, repetitions)
        print(f"resources created: {created}; events in the last minute: {EVENTS}")
        print(f"map: {len(doc['nodes'])} nodes, {len(doc['edges'])} edges, {len(doc['groups'])} groups")
        print(f"GET /_labcloud/map            {describe(times)}")
        pages = time_page(server, loads)
        if pages is None:
            print(f"page: skipped ({CHROMIUM} not found)")
        else:
            for name, key in (
                ("page: fetch of the JSON", "lastFetchMs"),
                ("page: dagre layout", "layoutMs"),
                ("page: SVG drawing", "renderMs"),
                ("page: first load to drawn", "firstDrawMs"),
                ("page: re-poll, same topology", "repollMs"),
            ):
                print(f"{name:<30}{describe([p[key] for p in pages])}")
            print(
                f"page: pieces laid out {pages[0]['pieces']}, dagre runs {pages[0]['dagreRuns']} (same shapes share one)"
            )
        print("target: the view loads under 300 ms with 10,000 events (the map: first load to drawn)")
    finally:
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
