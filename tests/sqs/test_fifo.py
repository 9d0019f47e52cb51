"""FIFO queues: group ordering and locking, deduplication, sequence numbers and FIFO-only rules."""

from __future__ import annotations

from typing import Any

from sqs_helpers import error_of


def _fifo(sqs: Any, name: str = "orders.fifo", **attrs: str) -> str:
    return str(sqs.create_queue(QueueName=name, Attributes={"FifoQueue": "true", **attrs})["QueueUrl"])


def test_fifo_attributes(sqs: Any) -> None:
    url = _fifo(sqs)
    attrs = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    assert attrs["FifoQueue"] == "true"
    assert attrs["ContentBasedDeduplication"] == "false"
    assert attrs["DeduplicationScope"] == "queue"
    assert attrs["FifoThroughputLimit"] == "perQueue"


def test_group_order_and_lock(sqs: Any) -> None:
    url = _fifo(sqs)
    for i in range(3):
        sqs.send_message(
            QueueUrl=url, MessageBody=f"a{i}", MessageGroupId="A", MessageDeduplicationId=f"a{i}"
        )
    sqs.send_message(QueueUrl=url, MessageBody="b0", MessageGroupId="B", MessageDeduplicationId="b0")
    first = sqs.receive_message(QueueUrl=url)["Messages"]
    assert [m["Body"] for m in first] == ["a0"]
    # group A is locked while a0 is in flight: only B is available
    second = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)["Messages"]
    assert [m["Body"] for m in second] == ["b0"]
    assert sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10).get("Messages") is None
    sqs.delete_message(QueueUrl=url, ReceiptHandle=first[0]["ReceiptHandle"])
    third = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)["Messages"]
    assert [m["Body"] for m in third] == ["a1", "a2"]


def test_deduplication_by_id_and_content(sqs: Any) -> None:
    url = _fifo(sqs, ContentBasedDeduplication="true")
    one = sqs.send_message(QueueUrl=url, MessageBody="same", MessageGroupId="g")
    two = sqs.send_message(QueueUrl=url, MessageBody="same", MessageGroupId="g")
    assert one["MessageId"] == two["MessageId"]
    assert one["SequenceNumber"] == two["SequenceNumber"]
    three = sqs.send_message(
        QueueUrl=url, MessageBody="same", MessageGroupId="g", MessageDeduplicationId="other"
    )
    assert three["MessageId"] != one["MessageId"]
    assert int(three["SequenceNumber"]) > int(one["SequenceNumber"])
    assert len(three["SequenceNumber"]) == 20
    got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, AttributeNames=["All"])["Messages"]
    assert len(got) == 2
    assert got[0]["Attributes"]["MessageGroupId"] == "g"
    assert got[0]["Attributes"]["SequenceNumber"] == one["SequenceNumber"]
    assert got[1]["Attributes"]["MessageDeduplicationId"] == "other"


def test_dedup_survives_delete_within_window(sqs: Any) -> None:
    url = _fifo(sqs)
    sqs.send_message(QueueUrl=url, MessageBody="x", MessageGroupId="g", MessageDeduplicationId="d1")
    message = sqs.receive_message(QueueUrl=url)["Messages"][0]
    sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    sqs.send_message(QueueUrl=url, MessageBody="x", MessageGroupId="g", MessageDeduplicationId="d1")
    assert sqs.receive_message(QueueUrl=url).get("Messages") is None


def test_fifo_send_rules(sqs: Any) -> None:
    url = _fifo(sqs)
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody="x", MessageDeduplicationId="d"))
    assert err["code"] == "MissingParameter"
    assert err["message"] == "The request must contain the parameter MessageGroupId."
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody="x", MessageGroupId="g"))
    assert err["code"] == "InvalidParameterValue"
    assert err["message"] == (
        "The queue should either have ContentBasedDeduplication enabled or "
        "MessageDeduplicationId provided explicitly"
    )
    err = error_of(
        lambda: sqs.send_message(
            QueueUrl=url, MessageBody="x", MessageGroupId="g", MessageDeduplicationId="d", DelaySeconds=5
        )
    )
    assert err["code"] == "InvalidParameterValue"


def test_fifo_batch_sequence(sqs: Any) -> None:
    url = _fifo(sqs)
    result = sqs.send_message_batch(
        QueueUrl=url,
        Entries=[
            {"Id": str(i), "MessageBody": f"m{i}", "MessageGroupId": "g", "MessageDeduplicationId": f"d{i}"}
            for i in range(5)
        ],
    )
    assert all(len(e["SequenceNumber"]) == 20 and e["SequenceNumber"].isdigit() for e in result["Successful"])
    numbers = [int(e["SequenceNumber"]) for e in result["Successful"]]
    assert numbers == sorted(numbers) and len(set(numbers)) == 5
    got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)["Messages"]
    assert [m["Body"] for m in got] == [f"m{i}" for i in range(5)]


def test_fifo_dlq_must_be_fifo(sqs: Any) -> None:
    dlq = sqs.create_queue(QueueName="std-dlq")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=dlq, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    err = error_of(lambda: _fifo(sqs, RedrivePolicy=f'{{"deadLetterTargetArn":"{arn}","maxReceiveCount":2}}'))
    assert err["code"] == "InvalidParameterValue"
    assert err["message"].endswith("Reason: Dead-letter queue must be same type of queue as the source.")


def test_receive_request_attempt_id_returns_the_same_messages_and_handles(sqs: Any) -> None:
    url = _fifo(sqs)
    for i in range(3):
        sqs.send_message(
            QueueUrl=url, MessageBody=f"m{i}", MessageGroupId=f"g{i}", MessageDeduplicationId=f"d{i}"
        )
    first = sqs.receive_message(
        QueueUrl=url,
        MaxNumberOfMessages=2,
        ReceiveRequestAttemptId="attempt-1",
        AttributeNames=["ApproximateReceiveCount"],
    )["Messages"]
    assert [m["Body"] for m in first] == ["m0", "m1"]
    # a retry (say, after a lost response) gets the same messages with the same receipt handles
    retry = sqs.receive_message(
        QueueUrl=url,
        MaxNumberOfMessages=2,
        ReceiveRequestAttemptId="attempt-1",
        AttributeNames=["ApproximateReceiveCount"],
    )["Messages"]
    assert [(m["MessageId"], m["ReceiptHandle"]) for m in retry] == [
        (m["MessageId"], m["ReceiptHandle"]) for m in first
    ]
    assert [m["Attributes"]["ApproximateReceiveCount"] for m in retry] == ["1", "1"]
    # another attempt id is an ordinary receive: only m2 is left
    other = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, ReceiveRequestAttemptId="attempt-2")[
        "Messages"
    ]
    assert [m["Body"] for m in other] == ["m2"]
    # the retried handles are live: they delete and change visibility
    sqs.delete_message(QueueUrl=url, ReceiptHandle=retry[0]["ReceiptHandle"])
    sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=retry[1]["ReceiptHandle"], VisibilityTimeout=0)
    # once a message of the attempt was deleted or changed, the id no longer replays: a fresh receive
    again = sqs.receive_message(
        QueueUrl=url,
        MaxNumberOfMessages=10,
        ReceiveRequestAttemptId="attempt-1",
        AttributeNames=["ApproximateReceiveCount"],
    )["Messages"]
    assert [m["Body"] for m in again] == ["m1"]
    assert again[0]["ReceiptHandle"] != first[1]["ReceiptHandle"]
    assert again[0]["Attributes"]["ApproximateReceiveCount"] == "2"


def test_receive_request_attempt_id_restarts_visibility_and_survives_expiry(sqs: Any) -> None:
    url = _fifo(sqs)
    sqs.send_message(QueueUrl=url, MessageBody="only", MessageGroupId="g", MessageDeduplicationId="d")
    first = sqs.receive_message(QueueUrl=url, VisibilityTimeout=0, ReceiveRequestAttemptId="a")["Messages"]
    # visible again at once, but nobody took it: the retry returns it (handle unchanged) and hides it again
    retry = sqs.receive_message(QueueUrl=url, VisibilityTimeout=30, ReceiveRequestAttemptId="a")["Messages"]
    assert retry[0]["ReceiptHandle"] == first[0]["ReceiptHandle"]
    assert sqs.receive_message(QueueUrl=url, WaitTimeSeconds=0).get("Messages") is None


def test_receive_request_attempt_id_rules(sqs: Any) -> None:
    url = _fifo(sqs)
    err = error_of(lambda: sqs.receive_message(QueueUrl=url, ReceiveRequestAttemptId="has space"))
    assert err["code"] == "InvalidParameterValue"
    assert err["message"] == (
        "Value has space for parameter ReceiveRequestAttemptId is invalid. Reason: "
        "ReceiveRequestAttemptId can only include alphanumeric and punctuation characters. "
        "1 to 128 in length."
    )
    assert (
        error_of(lambda: sqs.receive_message(QueueUrl=url, ReceiveRequestAttemptId="x" * 129))["code"]
        == "InvalidParameterValue"
    )
    # a standard queue ignores the parameter, as SQS does: each call is a new receive
    standard = sqs.create_queue(QueueName="plain")["QueueUrl"]
    sqs.send_message(QueueUrl=standard, MessageBody="a")
    sqs.send_message(QueueUrl=standard, MessageBody="b")
    got = [
        sqs.receive_message(QueueUrl=standard, ReceiveRequestAttemptId="same")["Messages"][0]["Body"]
        for _ in range(2)
    ]
    assert sorted(got) == ["a", "b"]
