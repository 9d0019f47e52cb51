"""SES receiving benchmark: what an active receipt rule set adds to a send, and how long a message takes to
land in S3 through it.

Run: python bench/bench_ses_receiving.py   (starts its own labcloud with a data dir; prints numbers, asserts
nothing)

Printed: SendEmail's p50/p90 in milliseconds to an address of a verified domain with no active rule set,
then with an active set whose rule adds a header and stores the message in S3 (the send records the
receipt; the actions run after it is answered); then, message by message, the time from the send until the
receipt shows both actions done (the object written), p50/p90 over the rounds.
"""

from __future__ import annotations

import json
import time
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 200
WARMUP = 20
MESSAGE = {"Subject": {"Data": "bench"}, "Body": {"Text": {"Data": "body"}}}
TO = {"ToAddresses": ["inbox@bench.example.org"]}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def sends(ses: Any) -> list[float]:
    took: list[float] = []
    for index in range(ROUNDS + WARMUP):
        started = time.perf_counter()
        ses.send_email(Source="bench@example.com", Destination=TO, Message=MESSAGE)
        if index >= WARMUP:
            took.append((time.perf_counter() - started) * 1000)
    return took


def landed(server: LabcloudProcess, ses: Any) -> list[float]:
    took: list[float] = []
    for _ in range(ROUNDS // 4):
        started = time.perf_counter()
        mid = ses.send_email(Source="bench@example.com", Destination=TO, Message=MESSAGE)["MessageId"]
        while len(server.get(f"/_labcloud/ses/receipts/{mid}")["Actions"]) < 2:
            time.sleep(0.001)
        took.append((time.perf_counter() - started) * 1000)
    return took


def main() -> None:
    server = LabcloudProcess().start()
    try:
        ses: Any = server.boto3_client("ses")
        s3: Any = server.boto3_client("s3")
        ses.verify_email_identity(EmailAddress="bench@example.com")
        ses.verify_domain_identity(Domain="bench.example.org")
        s3.create_bucket(Bucket="bench-inbox")
        allow = {
            "Effect": "Allow",
            "Principal": {"Service": "ses.amazonaws.com"},
            "Action": "s3:PutObject",
            "Resource": "arn:aws:s3:::bench-inbox/*",
        }
        s3.put_bucket_policy(Bucket="bench-inbox", Policy=json.dumps({"Statement": [allow]}))
        ses.create_receipt_rule_set(RuleSetName="bench")
        actions = [
            {"AddHeaderAction": {"HeaderName": "X-Bench", "HeaderValue": "1"}},
            {"S3Action": {"BucketName": "bench-inbox", "ObjectKeyPrefix": "in/"}},
        ]
        ses.create_receipt_rule(
            RuleSetName="bench", Rule={"Name": "store", "Enabled": True, "Actions": actions}
        )
        idle = sends(ses)
        ses.set_active_receipt_rule_set(RuleSetName="bench")
        active = sends(ses)
        through = landed(server, ses)
        for name, got in (
            ("no active rule set", idle),
            ("active rule set", active),
            ("send -> in S3", through),
        ):
            print(f"{name:20s} p50 {pct(got, 0.5):6.2f} ms  p90 {pct(got, 0.9):6.2f} ms")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
