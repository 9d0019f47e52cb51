"""SES benchmark: the latency of a send as a client sees it, v1 and v2, and of reading the kept messages.

Run: python bench/bench_ses.py   (starts its own labcloud with a data dir; prints numbers, asserts nothing)

Each round is one boto3 call answered after its commit (the message kept in SQLite): SendEmail (v1, query),
SendEmail (v2, rest-json, Simple), SendTemplatedEmail (v1, a template rendered), and SendRawEmail (v1, a
small MIME message). Printed: p50, p90 and p99 in milliseconds over the rounds after a warm-up, then the time
of ``GET /_labcloud/ses/messages?limit=1000`` with all the messages kept.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 300
WARMUP = 30
TO = {"ToAddresses": ["reader@example.net"]}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(call: Callable[[int], Any]) -> list[float]:
    latencies: list[float] = []
    for index in range(ROUNDS + WARMUP):
        started = time.perf_counter()
        call(index)
        if index >= WARMUP:
            latencies.append((time.perf_counter() - started) * 1000)
    return latencies


def main() -> None:
    server = LabcloudProcess().start()
    try:
        ses: Any = server.boto3_client("ses")
        sesv2: Any = server.boto3_client("sesv2")
        ses.verify_email_identity(EmailAddress="bench@example.com")
        ses.create_template(
            Template={"TemplateName": "bench", "SubjectPart": "Hi {{n}}", "TextPart": "{{n}}"}
        )
        message = {"Subject": {"Data": "bench"}, "Body": {"Text": {"Data": "body"}}}
        content = {"Simple": message}
        raw = b"From: bench@example.com\r\nTo: reader@example.net\r\nSubject: raw\r\n\r\nbody"
        cases: dict[str, Callable[[int], Any]] = {
            "v1 SendEmail": lambda i: ses.send_email(
                Source="bench@example.com", Destination=TO, Message=message
            ),
            "v2 SendEmail": lambda i: sesv2.send_email(
                FromEmailAddress="bench@example.com", Destination=TO, Content=content
            ),
            "v1 SendTemplatedEmail": lambda i: ses.send_templated_email(
                Source="bench@example.com",
                Destination=TO,
                Template="bench",
                TemplateData=json.dumps({"n": i}),
            ),
            "v1 SendRawEmail": lambda i: ses.send_raw_email(RawMessage={"Data": raw}),
        }
        for name, call in cases.items():
            got = measure(call)
            print(
                f"{name:24s} p50 {pct(got, 0.5):6.2f} ms  p90 {pct(got, 0.9):6.2f} ms  p99 {pct(got, 0.99):6.2f} ms"
            )
        started = time.perf_counter()
        listed = server.get("/_labcloud/ses/messages?limit=1000")["messages"]
        print(f"list {len(listed)} kept messages: {(time.perf_counter() - started) * 1000:.1f} ms")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
