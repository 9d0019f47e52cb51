"""SNS fan-out to SQS: one standard topic, 10 queues subscribed (raw delivery), on labcloud.

Prints: Publish calls/s and their p50 from one client; fan-out throughput (notifications landed in
the queues per second, from the first publish until every queue holds every message), the same with
4 publishing clients at once; and the idle
publish-to-queue latency p50 (one message at a time, until a long-polling receiver has it).

Run: python bench/bench_sns.py [MESSAGES]   (starts its own server in a temporary data dir; prints
numbers, asserts nothing)
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

QUEUES = 10
PUBLISHERS = 4


def policy(queue_arn: str, topic_arn: str) -> str:
    return json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"Service": "sns.amazonaws.com"},
                    "Action": "sqs:SendMessage",
                    "Resource": queue_arn,
                    "Condition": {"ArnEquals": {"aws:SourceArn": topic_arn}},
                }
            ],
        }
    )


def setup(server: LabcloudProcess) -> tuple[Any, Any, str, list[str]]:
    sns, sqs = server.boto3_client("sns"), server.boto3_client("sqs")
    topic = sns.create_topic(Name="fan-out")["TopicArn"]
    urls = []
    for index in range(QUEUES):
        url = sqs.create_queue(QueueName=f"fan-{index}")["QueueUrl"]
        arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
        sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": policy(arn, topic)})
        sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"})
        urls.append(url)
    return sns, sqs, topic, urls


def landed(sqs: Any, urls: list[str]) -> int:
    total = 0
    for url in urls:
        attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["ApproximateNumberOfMessages"])
        total += int(attributes["Attributes"]["ApproximateNumberOfMessages"])
    return total


def main() -> None:
    messages = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    with tempfile.TemporaryDirectory() as data:
        server = LabcloudProcess(data_dir=Path(data)).start()
        try:
            sns, sqs, topic, urls = setup(server)
            sns.publish(TopicArn=topic, Message="warm-up")
            while landed(sqs, urls) < QUEUES:
                time.sleep(0.05)
            for url in urls:
                sqs.purge_queue(QueueUrl=url)
            latencies = []
            start = time.perf_counter()
            for index in range(messages):
                before = time.perf_counter()
                sns.publish(TopicArn=topic, Message=f"message {index}")
                latencies.append(time.perf_counter() - before)
            published = time.perf_counter() - start
            while landed(sqs, urls) < messages * QUEUES:
                time.sleep(0.02)
            fanned = time.perf_counter() - start
            print(
                f"publish: {messages / published:8.0f} calls/s   p50 {statistics.median(latencies) * 1000:6.2f} ms"
            )
            print(
                f"fan-out to {QUEUES} queues: {messages * QUEUES / fanned:8.0f} notifications/s "
                f"({messages / fanned:.0f} messages/s fully delivered)"
            )
            base = landed(sqs, urls)  # the sequential run's messages stay: counted from here
            clients = [server.boto3_client("sns") for _ in range(PUBLISHERS)]
            start = time.perf_counter()

            def burst(client: Any) -> None:
                for index in range(messages // PUBLISHERS):
                    client.publish(TopicArn=topic, Message=f"parallel {index}")

            with ThreadPoolExecutor(PUBLISHERS) as pool:
                list(pool.map(burst, clients))
            sent = (messages // PUBLISHERS) * PUBLISHERS
            while landed(sqs, urls) < base + sent * QUEUES:
                time.sleep(0.02)
            fanned = time.perf_counter() - start
            print(
                f"{PUBLISHERS} publishers: {sent / fanned:8.0f} messages/s fully delivered "
                f"({sent * QUEUES / fanned:.0f} notifications/s)"
            )
            sns.delete_topic(TopicArn=topic)  # the idle run: a topic of its own with one queue
            topic = sns.create_topic(Name="idle")["TopicArn"]
            url = sqs.create_queue(QueueName="idle")["QueueUrl"]
            arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"][
                "QueueArn"
            ]
            sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": policy(arn, topic)})
            sns.subscribe(
                TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"}
            )
            idle = []
            for index in range(50):
                before = time.perf_counter()
                sns.publish(TopicArn=topic, Message=f"idle {index}")
                got = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=5).get("Messages", [])
                idle.append(time.perf_counter() - before)
                if got:
                    sqs.delete_message(QueueUrl=url, ReceiptHandle=got[0]["ReceiptHandle"])
                time.sleep(0.02)
            print(f"idle publish-to-queue p50: {statistics.median(idle) * 1000:6.2f} ms")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
