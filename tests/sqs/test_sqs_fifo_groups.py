"""FIFO message groups: while a message of a group is in flight no other message of that group is
received; the group is free again exactly when that message is deleted, its visibility timeout runs
out, or its visibility is changed (to 0 or to a shorter timeout). Both receive paths (a plain receive
and a long poll), several receivers at once, and the query protocol (awscli v1)."""

from __future__ import annotations

import threading
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def _fifo(sqs: Any, name: str, **attrs: str) -> str:
    return str(sqs.create_queue(QueueName=name, Attributes={"FifoQueue": "true", **attrs})["QueueUrl"])


def _send(sqs: Any, url: str, group: str, *bodies: str) -> None:
    for body in bodies:
        sqs.send_message(QueueUrl=url, MessageBody=body, MessageGroupId=group, MessageDeduplicationId=body)


def _bodies(answer: dict[str, Any]) -> list[str]:
    return [m["Body"] for m in answer.get("Messages", [])]


def test_group_stays_locked_until_the_visibility_timeout_runs_out(sqs: Any) -> None:
    url = _fifo(sqs, "lock-expiry.fifo")
    _send(sqs, url, "A", "a0", "a1")
    assert _bodies(sqs.receive_message(QueueUrl=url, VisibilityTimeout=2)) == ["a0"]
    assert _bodies(sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)) == []
    time.sleep(2.3)
    # a0 is visible again and comes first: the group keeps its order
    again = sqs.receive_message(
        QueueUrl=url, MaxNumberOfMessages=10, AttributeNames=["ApproximateReceiveCount"]
    )
    assert _bodies(again) == ["a0", "a1"]
    assert again["Messages"][0]["Attributes"]["ApproximateReceiveCount"] == "2"


def test_extending_visibility_keeps_the_group_locked(sqs: Any) -> None:
    url = _fifo(sqs, "lock-extend.fifo")
    _send(sqs, url, "A", "a0", "a1")
    handle = sqs.receive_message(QueueUrl=url, VisibilityTimeout=1)["Messages"][0]["ReceiptHandle"]
    sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=handle, VisibilityTimeout=30)
    time.sleep(1.3)
    assert _bodies(sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)) == []


def test_visibility_zero_frees_the_group_single_and_batch(sqs: Any) -> None:
    url = _fifo(sqs, "lock-zero.fifo")
    _send(sqs, url, "A", "a0", "a1")
    _send(sqs, url, "B", "b0", "b1")
    got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=1)["Messages"]
    assert _bodies({"Messages": got}) == ["a0"]
    assert _bodies(sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=1)) == ["b0"]
    assert _bodies(sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)) == []
    sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=got[0]["ReceiptHandle"], VisibilityTimeout=0)
    freed = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)["Messages"]
    assert _bodies({"Messages": freed}) == ["a0", "a1"]
    result = sqs.change_message_visibility_batch(
        QueueUrl=url,
        Entries=[{"Id": "x", "ReceiptHandle": freed[1]["ReceiptHandle"], "VisibilityTimeout": 0}],
    )
    assert [e["Id"] for e in result["Successful"]] == ["x"]
    # a0 is still in flight: changing a1 alone does not free group A
    assert _bodies(sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)) == []
    sqs.change_message_visibility_batch(
        QueueUrl=url,
        Entries=[{"Id": "y", "ReceiptHandle": freed[0]["ReceiptHandle"], "VisibilityTimeout": 0}],
    )
    assert _bodies(sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)) == ["a0", "a1"]


def test_long_poll_wakes_when_the_in_flight_message_is_deleted(sqs: Any) -> None:
    url = _fifo(sqs, "lock-longpoll-delete.fifo")
    _send(sqs, url, "A", "a0", "a1")
    handle = sqs.receive_message(QueueUrl=url, VisibilityTimeout=60)["Messages"][0]["ReceiptHandle"]
    with ThreadPoolExecutor(1) as pool:
        started = time.monotonic()
        poll = pool.submit(sqs.receive_message, QueueUrl=url, WaitTimeSeconds=20, MaxNumberOfMessages=10)
        time.sleep(0.5)
        assert not poll.done()  # the group is locked: the poll waits
        sqs.delete_message(QueueUrl=url, ReceiptHandle=handle)
        assert _bodies(poll.result(timeout=30)) == ["a1"]
        assert time.monotonic() - started < 10  # woken by the delete, not by the end of the wait


def test_long_poll_wakes_when_visibility_is_shortened(sqs: Any) -> None:
    url = _fifo(sqs, "lock-longpoll-shorten.fifo")
    _send(sqs, url, "A", "a0")
    handle = sqs.receive_message(QueueUrl=url, VisibilityTimeout=60)["Messages"][0]["ReceiptHandle"]
    with ThreadPoolExecutor(1) as pool:
        started = time.monotonic()
        poll = pool.submit(sqs.receive_message, QueueUrl=url, WaitTimeSeconds=20)
        time.sleep(0.5)
        sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=handle, VisibilityTimeout=1)
        assert _bodies(poll.result(timeout=30)) == ["a0"]
        # the message is visible again 1 s after the change; the poll must not sleep out its 20 s
        assert time.monotonic() - started < 10


def test_long_poll_wakes_when_visibility_is_set_to_zero_on_a_standard_queue(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="std-longpoll-shorten")["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="m")
    handle = sqs.receive_message(QueueUrl=url, VisibilityTimeout=60)["Messages"][0]["ReceiptHandle"]
    with ThreadPoolExecutor(1) as pool:
        started = time.monotonic()
        poll = pool.submit(sqs.receive_message, QueueUrl=url, WaitTimeSeconds=20)
        time.sleep(0.5)
        sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=handle, VisibilityTimeout=2)
        assert _bodies(poll.result(timeout=30)) == ["m"]
        assert time.monotonic() - started < 10


def test_several_receivers_never_share_a_group(labcloud: LabcloudProcess) -> None:
    sqs = labcloud.boto3_client("sqs")
    url = _fifo(sqs, "lock-many.fifo")
    groups = [f"g{i}" for i in range(4)]
    for n in range(5):
        for g in groups:
            _send(sqs, url, g, f"{g}-{n}")
    seen: dict[str, list[str]] = defaultdict(list)
    lock = threading.Lock()
    errors: list[str] = []

    def worker() -> None:
        client = labcloud.boto3_client("sqs")
        idle = 0
        while idle < 3:
            got = client.receive_message(
                QueueUrl=url, MaxNumberOfMessages=3, WaitTimeSeconds=1, VisibilityTimeout=30
            ).get("Messages", [])
            if not got:
                idle += 1
                continue
            idle = 0
            by_group = {m["Body"].split("-")[0] for m in got}
            with lock:
                # one receive may hand out several messages of one group; none may be in flight already
                for group in by_group:
                    if seen[group] and seen[group][-1] != "deleted":
                        errors.append(f"group {group} handed out while {seen[group][-1]} was in flight")
                for m in got:
                    seen[m["Body"].split("-")[0]].append(m["Body"])
            time.sleep(0.05)
            with lock:
                for m in got:
                    client.delete_message(QueueUrl=url, ReceiptHandle=m["ReceiptHandle"])
                for group in by_group:
                    seen[group].append("deleted")

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert errors == []
    for g in groups:
        assert [b for b in seen[g] if b != "deleted"] == [f"{g}-{n}" for n in range(5)]


def test_group_lock_over_the_query_protocol(labcloud: LabcloudProcess) -> None:
    url = labcloud.aws_json(
        "sqs", "create-queue", "--queue-name", "cli-lock.fifo", "--attributes", "FifoQueue=true"
    )["QueueUrl"]
    for body in ("a0", "a1"):
        labcloud.aws(
            "sqs",
            "send-message",
            "--queue-url",
            url,
            "--message-body",
            body,
            "--message-group-id",
            "A",
            "--message-deduplication-id",
            body,
        )
    first = labcloud.aws_json("sqs", "receive-message", "--queue-url", url)["Messages"]
    assert [m["Body"] for m in first] == ["a0"]
    assert (
        labcloud.aws_json("sqs", "receive-message", "--queue-url", url, "--max-number-of-messages", "10")
        is None
    )
    labcloud.aws(
        "sqs",
        "change-message-visibility",
        "--queue-url",
        url,
        "--receipt-handle",
        first[0]["ReceiptHandle"],
        "--visibility-timeout",
        "0",
    )
    again = labcloud.aws_json("sqs", "receive-message", "--queue-url", url, "--max-number-of-messages", "10")
    assert [m["Body"] for m in again["Messages"]] == ["a0", "a1"]


def test_one_receive_returns_as_many_messages_of_one_group_as_it_can(sqs: Any) -> None:
    # AWS: a FIFO receive first returns as many messages of the same group as possible, then fills
    # up with other available groups, each group in its own order
    url = _fifo(sqs, "group-first.fifo")
    for body, group in (("a0", "A"), ("b0", "B"), ("a1", "A"), ("c0", "C"), ("b1", "B"), ("a2", "A")):
        _send(sqs, url, group, body)
    assert _bodies(sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=4)) == ["a0", "a1", "a2", "b0"]
    assert _bodies(sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)) == ["c0"]
