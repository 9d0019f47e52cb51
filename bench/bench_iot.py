"""IoT benchmark: a Publish as a client sees it, and from Publish to the message in the rule's SQS queue.

Run: python bench/bench_iot.py   (starts its own labcloud with a data dir; prints numbers, asserts nothing)

One topic rule (``SELECT *, topic(2) AS device FROM 'bench/+/data' WHERE n >= 0``) sends to a queue as
its role. Printed: the Publish call's p50/p90/p99 (answered after the outbox commit), then, one message at a
time, the time from the Publish call's start to the message received by a long poll on the queue (the
SQL, the role check and SendMessage through the pipeline included), p50/p90/p99 in milliseconds.
"""

from __future__ import annotations

import json
import time
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 200
WARMUP = 20
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "iot.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def line(name: str, got: list[float]) -> str:
    return (
        f"{name:28s} p50 {pct(got, 0.5):6.2f} ms  p90 {pct(got, 0.9):6.2f} ms  p99 {pct(got, 0.99):6.2f} ms"
    )


def main() -> None:
    server = LabcloudProcess().start()
    try:
        iot: Any = server.boto3_client("iot")
        data: Any = server.boto3_client("iot-data")
        sqs: Any = server.boto3_client("sqs")
        iam: Any = server.boto3_client("iam")
        url = sqs.create_queue(QueueName="bench-iot")["QueueUrl"]
        role = iam.create_role(RoleName="bench-iot", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"][
            "Arn"
        ]
        allow = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": "sqs:SendMessage", "Resource": "*"}],
        }
        iam.put_role_policy(RoleName="bench-iot", PolicyName="send", PolicyDocument=json.dumps(allow))
        iot.create_topic_rule(
            ruleName="bench",
            topicRulePayload={
                "sql": "SELECT *, topic(2) AS device FROM 'bench/+/data' WHERE n >= 0",
                "actions": [{"sqs": {"queueUrl": url, "roleArn": role}}],
            },
        )
        publish: list[float] = []
        delivered: list[float] = []
        for index in range(ROUNDS + WARMUP):
            started = time.perf_counter()
            data.publish(topic=f"bench/d{index}/data", payload=json.dumps({"n": index}).encode())
            answered = time.perf_counter()
            got: list[Any] = []
            while not got:
                got = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=5).get("Messages", [])
            received = time.perf_counter()
            sqs.delete_message(QueueUrl=url, ReceiptHandle=got[0]["ReceiptHandle"])
            if index >= WARMUP:
                publish.append((answered - started) * 1000)
                delivered.append((received - started) * 1000)
        print(line("Publish (answered)", publish))
        print(line("Publish -> SQS action", delivered))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
