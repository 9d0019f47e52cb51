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
        sqs.send_message(QueueUrl=url, MessageBody=f"a{i}", MessageGroupId="A", MessageDeduplicationId=f"a{i}")
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
    three = sqs.send_message(QueueUrl=url, MessageBody="same", MessageGroupId="g", MessageDeduplicationId="other")
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
    assert err["message"] == ("The queue should either have ContentBasedDeduplication enabled or "
                              "MessageDeduplicationId provided explicitly")
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody="x", MessageGroupId="g",
                                            MessageDeduplicationId="d", DelaySeconds=5))
    assert err["code"] == "InvalidParameterValue"


def test_fifo_batch_sequence(sqs: Any) -> None:
    url = _fifo(sqs)
    result = sqs.send_message_batch(QueueUrl=url, Entries=[
        {"Id": str(i), "MessageBody": f"m{i}", "MessageGroupId": "g", "MessageDeduplicationId": f"d{i}"}
        for i in range(5)])
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
