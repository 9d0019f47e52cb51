"""Concurrent receivers never share a visible message; state and in-flight messages survive kill -9."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def test_concurrent_receivers_never_get_the_same_message(sqs: Any, labcloud: LabcloudProcess) -> None:
    url = sqs.create_queue(QueueName="race", Attributes={"VisibilityTimeout": "60"})["QueueUrl"]
    for start in range(0, 200, 10):
        sqs.send_message_batch(
            QueueUrl=url, Entries=[{"Id": str(i), "MessageBody": str(start + i)} for i in range(10)]
        )
    seen: list[str] = []
    lock = threading.Lock()

    def consume() -> None:
        client = labcloud.boto3_client("sqs")
        while True:
            got = client.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1).get(
                "Messages"
            )
            if not got:
                return
            with lock:
                seen.extend(m["MessageId"] for m in got)

    threads = [threading.Thread(target=consume) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(seen) == 200
    assert len(set(seen)) == 200


def test_state_and_in_flight_messages_survive_kill(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        sqs = server.boto3_client("sqs")
        url = sqs.create_queue(QueueName="durable", Attributes={"VisibilityTimeout": "2"})["QueueUrl"]
        sqs.send_message(QueueUrl=url, MessageBody="stays")
        sqs.send_message(QueueUrl=url, MessageBody="in-flight")
        first = sqs.receive_message(QueueUrl=url)["Messages"][0]
        received_at = time.monotonic()
        server.kill()
        server.start()
        sqs = server.boto3_client("sqs")
        attrs = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
        if time.monotonic() - received_at < 2:
            assert attrs["ApproximateNumberOfMessages"] == "1"
            assert attrs["ApproximateNumberOfMessagesNotVisible"] == "1"
        assert attrs["VisibilityTimeout"] == "2"
        bodies: dict[str, str] = {}
        while len(bodies) < 2:
            got = sqs.receive_message(
                QueueUrl=url,
                MaxNumberOfMessages=10,
                WaitTimeSeconds=5,
                AttributeNames=["ApproximateReceiveCount"],
            )
            for message in got.get("Messages", []):
                bodies[message["Body"]] = message["Attributes"]["ApproximateReceiveCount"]
        assert bodies[first["Body"]] == "2"  # reappeared when its timeout ran out
        assert len(bodies) == 2
    finally:
        server.stop()
