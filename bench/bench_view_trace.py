"""A request's trace among 10,000 events (issue 43): the server's correlation and the page's drawing.

Run: ``python bench/bench_view_trace.py`` (``--quick``: fewer repetitions). Writes 10,000 events into a
fresh labcloud's store — 1,000 requests, each API Gateway → function → DynamoDB write (stream record) →
stream batch → function → SNS publish → delivery → SQS message (10 events a request, ids joined as
labcloud records them) — starts the server and prints:

- ``GET /_labcloud/trace?key=<an API request id>``: the server's time (median / p95), searching all 10,000;
- the same for a business key (an order id some events mention);
- the page in headless Chromium (``/usr/bin/chromium``; skipped when absent): the JSON fetch and the
  timeline's drawing, and the first load to drawn;
- a trace that joins 2,000 steps (one stream batch holding every order's record) drawn by the page.

Asserts nothing: it prints the figures beside the issue's target (the view loads under 300 ms).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

from labcloud.events.bus import EventBus
from labcloud.store.db import Store
from labcloud.testing.server_process import LabcloudProcess

ACCOUNT, REGION = "000000000000", "us-east-1"
CHROMIUM = "/usr/bin/chromium"
REQUESTS = 1000
FN1 = f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:writer"
FN2 = f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:fanout"
TABLE = f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/orders"
TOPIC = f"arn:aws:sns:{REGION}:{ACCOUNT}:order-events"
QUEUE = f"arn:aws:sqs:{REGION}:{ACCOUNT}:audit"


def write_events(data_dir: Path, wide: bool = False) -> int:
    """10 events per request; ``wide``: one more batch event naming every request's stream record."""
    store = Store(data_dir / "labcloud.db")
    bus = EventBus(store)
    count = 0
    base = time.time() - 30

    def publish(kind: str, resource: str, **data: Any) -> None:
        nonlocal count
        bus.publish(
            kind, service=kind.split(".")[0], account_id=ACCOUNT, region=REGION, resource=resource, data=data
        )
        count += 1

    with store.transaction():
        for n in range(REQUESTS):
            api, inv1, inv2 = f"api-{n:06d}", f"inv1-{n:06d}", f"inv2-{n:06d}"
            msg, order, seq = f"sns-{n:06d}", f"order-{n:06d}", str(10**9 + n)
            started = base + n * 0.02
            publish(
                "lambda.invocation.started",
                FN1,
                function_name="writer",
                request_id=inv1,
                trigger="sync",
                event={"requestContext": {"requestId": api}, "body": json.dumps({"id": order})},
            )
            publish(
                "dynamodb.write.decided",
                TABLE,
                table="orders",
                operation="PutItem",
                outcome="Accepted",
                lambda_request_id=inv1,
                request_id=f"ddb-{n:06d}",
                stream_sequence=seq,
                item_after={"id": {"S": order}},
            )
            publish(
                "lambda.invocation.finished",
                FN1,
                function_name="writer",
                request_id=inv1,
                status="success",
                duration_ms=12.0,
            )
            publish(
                "apigateway.request",
                "api",
                route="POST /orders",
                status=201,
                latency_ms=15.0,
                request_id=api,
                started=started,
            )
            publish(
                "lambda.invocation.started",
                FN2,
                function_name="fanout",
                request_id=inv2,
                trigger="esm",
                event={"Records": [{"eventID": f"ev-{n:06d}", "dynamodb": {"SequenceNumber": seq}}]},
            )
            publish("sns.message.published", TOPIC, message_id=msg, lambda_request_id=inv2)
            publish(
                "lambda.invocation.finished",
                FN2,
                function_name="fanout",
                request_id=inv2,
                status="success",
                duration_ms=8.0,
            )
            publish(
                "lambda.esm.stream.batch",
                "mapping",
                uuid="m-1",
                request_id=inv2,
                sequence_numbers=[seq],
                outcome="Success",
            )
            publish(
                "sns.delivery.delivered", TOPIC, message_id=msg, protocol="sqs", endpoint=QUEUE, attempts=1
            )
            publish(
                "sqs.message.sent",
                QUEUE,
                message_id=f"sqs-{n:06d}",
                body=json.dumps({"Type": "Notification", "MessageId": msg, "Message": order}),
            )
        if wide:
            publish(
                "lambda.esm.stream.batch",
                "mapping",
                uuid="m-1",
                request_id="inv-wide-000",
                sequence_numbers=[str(10**9 + n) for n in range(200)],
                outcome="Success",
            )
    store.close()
    return count


def time_route(server: LabcloudProcess, key: str, repetitions: int) -> tuple[list[float], dict[str, Any]]:
    times: list[float] = []
    doc: dict[str, Any] = {}
    for _ in range(repetitions):
        started = time.perf_counter()
        url = server.endpoint + "/_labcloud/trace?key=" + urllib.parse.quote(key)
        with urllib.request.urlopen(url, timeout=60) as response:
            doc = json.loads(response.read())
        times.append((time.perf_counter() - started) * 1000)
    return times, doc


def time_page(server: LabcloudProcess, key: str, repetitions: int) -> list[dict[str, float]] | None:
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
            page.goto(server.endpoint + "/_labcloud/view/trace?key=" + urllib.parse.quote(key))
            page.wait_for_selector("body[data-loaded='1']", timeout=60_000)
            out.append(
                page.evaluate(
                    """() => ({fetchMs: +document.body.dataset.fetchMs, renderMs: +document.body.dataset.renderMs,
                       loadedMs: performance.now(), steps: document.querySelectorAll('.trace-step').length})"""
                )
            )
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
    server.stop()
    written = write_events(server.data_dir, wide=True)
    server.start()
    try:
        print(f"events written: {written} ({REQUESTS} requests of 10 events, one batch joining 200 of them)")
        for label, key in (
            ("by request id", f"api-{REQUESTS // 2:06d}"),
            ("by business key", f"order-{REQUESTS // 3:06d}"),
            ("through the wide batch", "inv-wide-000"),
        ):
            times, doc = time_route(server, key, repetitions)
            print(f"GET /_labcloud/trace {label:<24} {describe(times)}   steps {len(doc['steps'])}")
            pages = time_page(server, key, loads)
            if pages is None:
                print(f"page: skipped ({CHROMIUM} not found)")
                continue
            for name, member in (
                ("page: fetch of the JSON", "fetchMs"),
                ("page: timeline drawing", "renderMs"),
                ("page: navigation to drawn", "loadedMs"),
            ):
                print(f"  {name:<30}{describe([p[member] for p in pages])}")
        print("target: the view loads under 300 ms with 10,000 events (the trace page: navigation to drawn)")
    finally:
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
