"""FIFO rules beside group locking: receive-attempt deduplication, PurgeQueue and the deduplication
cache, FIFO-only attributes, high-throughput settings changed after creation, message attribute
validation texts, and how errors travel over the JSON protocol (``__type`` and
``x-amzn-query-error``) and the query protocol (awscli v1)."""

from __future__ import annotations

import json
import urllib.request
from typing import Any
from urllib.error import HTTPError

import pytest
from sqs_helpers import error_of

from labcloud.testing.server_process import LabcloudProcess


def _fifo(sqs: Any, name: str, **attrs: str) -> str:
    return str(sqs.create_queue(QueueName=name, Attributes={"FifoQueue": "true", **attrs})["QueueUrl"])


def test_attempt_id_after_a_visibility_change_is_an_ordinary_receive(sqs: Any) -> None:
    url = _fifo(sqs, "attempt-change.fifo")
    for body, group in (("a0", "A"), ("b0", "B")):
        sqs.send_message(QueueUrl=url, MessageBody=body, MessageGroupId=group, MessageDeduplicationId=body)
    first = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=1, ReceiveRequestAttemptId="r1")["Messages"]
    # extending the visibility (not only to 0) counts as a change: the id no longer replays
    sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=first[0]["ReceiptHandle"], VisibilityTimeout=60)
    again = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=1, ReceiveRequestAttemptId="r1")["Messages"]
    assert [m["Body"] for m in again] == ["b0"]  # group A is still locked by a0


def test_attempt_ids_are_per_queue(sqs: Any) -> None:
    one = _fifo(sqs, "attempt-q1.fifo")
    two = _fifo(sqs, "attempt-q2.fifo")
    sqs.send_message(QueueUrl=one, MessageBody="x", MessageGroupId="g", MessageDeduplicationId="x")
    sqs.send_message(QueueUrl=two, MessageBody="y", MessageGroupId="g", MessageDeduplicationId="y")
    assert sqs.receive_message(QueueUrl=one, ReceiveRequestAttemptId="same")["Messages"][0]["Body"] == "x"
    assert sqs.receive_message(QueueUrl=two, ReceiveRequestAttemptId="same")["Messages"][0]["Body"] == "y"


def test_purge_clears_the_deduplication_cache(sqs: Any) -> None:
    url = _fifo(sqs, "purge-dedup.fifo")
    first = sqs.send_message(QueueUrl=url, MessageBody="m", MessageGroupId="g", MessageDeduplicationId="d")
    dup = sqs.send_message(QueueUrl=url, MessageBody="m", MessageGroupId="g", MessageDeduplicationId="d")
    assert dup["MessageId"] == first["MessageId"]
    sqs.purge_queue(QueueUrl=url)
    after = sqs.send_message(QueueUrl=url, MessageBody="m", MessageGroupId="g", MessageDeduplicationId="d")
    assert after["MessageId"] != first["MessageId"]
    assert int(after["SequenceNumber"]) > int(first["SequenceNumber"])
    got = sqs.receive_message(QueueUrl=url)["Messages"]
    assert [m["MessageId"] for m in got] == [after["MessageId"]]


def test_purge_clears_content_based_deduplication_too(sqs: Any) -> None:
    url = _fifo(sqs, "purge-cbd.fifo", ContentBasedDeduplication="true")
    first = sqs.send_message(QueueUrl=url, MessageBody="same", MessageGroupId="g")
    sqs.purge_queue(QueueUrl=url)
    after = sqs.send_message(QueueUrl=url, MessageBody="same", MessageGroupId="g")
    assert after["MessageId"] != first["MessageId"]
    assert sqs.receive_message(QueueUrl=url)["Messages"][0]["MessageId"] == after["MessageId"]


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("ContentBasedDeduplication", "true"),
        ("DeduplicationScope", "messageGroup"),
        ("FifoThroughputLimit", "perMessageGroupId"),
    ],
)
def test_fifo_only_attributes_on_a_standard_queue(sqs: Any, name: str, value: str) -> None:
    err = error_of(lambda: sqs.create_queue(QueueName="std-fifo-attr", Attributes={name: value}))
    assert (err["code"], err["query_code"], err["status"], err["message"]) == (
        "InvalidAttributeName",
        "InvalidAttributeName",
        400,
        f"Unknown Attribute {name}.",
    )
    url = sqs.create_queue(QueueName="std-fifo-attr")["QueueUrl"]
    err = error_of(lambda: sqs.set_queue_attributes(QueueUrl=url, Attributes={name: value}))
    assert (err["code"], err["message"]) == ("InvalidAttributeName", f"Unknown Attribute {name}.")
    assert name not in sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]


def test_fifo_only_attribute_on_a_standard_queue_over_the_cli(labcloud: LabcloudProcess) -> None:
    result = labcloud.aws(
        "sqs",
        "create-queue",
        "--queue-name",
        "cli-std-attr",
        "--attributes",
        "ContentBasedDeduplication=true",
        check=False,
    )
    assert result.returncode != 0
    assert "(InvalidAttributeName)" in result.stderr
    assert "Unknown Attribute ContentBasedDeduplication." in result.stderr


def test_high_throughput_settings_change_after_creation(sqs: Any) -> None:
    url = _fifo(sqs, "ht-later.fifo")
    sqs.set_queue_attributes(
        QueueUrl=url,
        Attributes={"DeduplicationScope": "messageGroup", "FifoThroughputLimit": "perMessageGroupId"},
    )
    attrs = sqs.get_queue_attributes(
        QueueUrl=url, AttributeNames=["DeduplicationScope", "FifoThroughputLimit"]
    )["Attributes"]
    assert attrs == {"DeduplicationScope": "messageGroup", "FifoThroughputLimit": "perMessageGroupId"}
    # deduplication is now per message group: the same id in two groups is two messages
    a = sqs.send_message(QueueUrl=url, MessageBody="x", MessageGroupId="g1", MessageDeduplicationId="d")
    b = sqs.send_message(QueueUrl=url, MessageBody="x", MessageGroupId="g2", MessageDeduplicationId="d")
    assert a["MessageId"] != b["MessageId"]
    # and back to normal throughput
    sqs.set_queue_attributes(
        QueueUrl=url, Attributes={"DeduplicationScope": "queue", "FifoThroughputLimit": "perQueue"}
    )
    attrs = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    assert (attrs["DeduplicationScope"], attrs["FifoThroughputLimit"]) == ("queue", "perQueue")
    err = error_of(lambda: sqs.set_queue_attributes(QueueUrl=url, Attributes={"DeduplicationScope": "group"}))
    assert (err["code"], err["message"]) == (
        "InvalidAttributeValue",
        "Invalid value for the parameter DeduplicationScope.",
    )
    err = error_of(lambda: sqs.set_queue_attributes(QueueUrl=url, Attributes={"FifoQueue": "true"}))
    assert (err["code"], err["message"]) == ("InvalidAttributeName", "Unknown Attribute FifoQueue.")


@pytest.mark.parametrize(
    ("attributes", "message"),
    [
        (
            {"Amazon.thing": {"DataType": "String", "StringValue": "v"}},
            "Message (user) attribute name 'Amazon.thing' is invalid.",
        ),
        (
            {"aws.lower": {"DataType": "String", "StringValue": "v"}},
            "Message (user) attribute name 'aws.lower' is invalid.",
        ),
        (
            {"a" * 257: {"DataType": "String", "StringValue": "v"}},
            f"Message (user) attribute name '{'a' * 257}' is invalid.",
        ),
        (
            {"k": {"DataType": "Stringy", "StringValue": "v"}},
            "The type of message (user) attribute 'k' is invalid. You must use only the following supported "
            "type prefixes: Binary, Number, String.",
        ),
    ],
)
def test_message_attribute_texts(sqs: Any, attributes: dict[str, Any], message: str) -> None:
    url = _fifo(sqs, "attr-texts.fifo", ContentBasedDeduplication="true")
    err = error_of(
        lambda: sqs.send_message(
            QueueUrl=url, MessageBody="b", MessageGroupId="g", MessageAttributes=attributes
        )
    )
    assert (err["code"], err["status"], err["message"]) == ("InvalidParameterValue", 400, message)


def test_custom_types_round_trip(sqs: Any) -> None:
    url = _fifo(sqs, "attr-custom.fifo", ContentBasedDeduplication="true")
    attributes = {
        "s": {"DataType": "String.uuid", "StringValue": "abc"},
        "n": {"DataType": "Number.float", "StringValue": "1.5"},
        "b": {"DataType": "Binary.gif", "BinaryValue": b"\x00\x01"},
    }
    sent = sqs.send_message(QueueUrl=url, MessageBody="b", MessageGroupId="g", MessageAttributes=attributes)
    got = sqs.receive_message(QueueUrl=url, MessageAttributeNames=["All"])["Messages"][0]
    assert got["MessageAttributes"] == attributes
    assert got["MD5OfMessageAttributes"] == sent["MD5OfMessageAttributes"]


def _raw_json(
    labcloud: LabcloudProcess, target: str, body: dict[str, Any]
) -> tuple[int, dict[str, str], Any]:
    request = urllib.request.Request(
        labcloud.endpoint + "/",
        data=json.dumps(body).encode(),
        method="POST",
        headers={
            "Content-Type": "application/x-amz-json-1.0",
            "X-Amz-Target": f"AmazonSQS.{target}",
            "Authorization": (
                "AWS4-HMAC-SHA256 Credential=test/20260101/us-east-1/sqs/aws4_request, "
                "SignedHeaders=host, Signature=0"
            ),
        },
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, dict(response.headers), json.loads(response.read() or b"{}")
    except HTTPError as error:
        return error.code, dict(error.headers), json.loads(error.read() or b"{}")


def test_json_protocol_error_serialization(labcloud: LabcloudProcess) -> None:
    status, headers, body = _raw_json(labcloud, "GetQueueUrl", {"QueueName": "nope.fifo"})
    assert status == 400
    assert body["__type"] == "com.amazonaws.sqs#QueueDoesNotExist"
    assert body["message"] == "The specified queue does not exist."
    assert headers["x-amzn-query-error"] == "AWS.SimpleQueueService.NonExistentQueue;Sender"
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="std-json-err")["QueueUrl"]
    status, headers, body = _raw_json(
        labcloud, "SetQueueAttributes", {"QueueUrl": url, "Attributes": {"FifoThroughputLimit": "perQueue"}}
    )
    assert (status, body["__type"], body["message"]) == (
        400,
        "com.amazonaws.sqs#InvalidAttributeName",
        "Unknown Attribute FifoThroughputLimit.",
    )
    assert headers["x-amzn-query-error"] == "InvalidAttributeName;Sender"


def test_query_protocol_error_code(labcloud: LabcloudProcess) -> None:
    result = labcloud.aws("sqs", "get-queue-url", "--queue-name", "nope.fifo", check=False)
    assert result.returncode != 0
    assert "(AWS.SimpleQueueService.NonExistentQueue)" in result.stderr


def test_fifo_queue_false_on_a_standard_queue(sqs: Any) -> None:
    # FifoQueue belongs to FIFO queues only: a standard queue does not know it, even as "false"
    err = error_of(lambda: sqs.create_queue(QueueName="plain-false", Attributes={"FifoQueue": "false"}))
    assert (err["code"], err["status"], err["message"]) == (
        "InvalidAttributeName",
        400,
        "Unknown Attribute FifoQueue.",
    )
    assert "QueueUrls" not in sqs.list_queues(QueueNamePrefix="plain-false")
    # "true" on a name without the suffix is the FIFO name error
    err = error_of(lambda: sqs.create_queue(QueueName="plain-true", Attributes={"FifoQueue": "true"}))
    assert (err["code"], err["message"]) == (
        "InvalidParameterValue",
        "The name of a FIFO queue can only include alphanumeric characters, hyphens, or underscores, "
        "must end with .fifo suffix and be 1 to 80 in length.",
    )


@pytest.mark.parametrize(
    "name", ["FifoQueue", "ContentBasedDeduplication", "DeduplicationScope", "FifoThroughputLimit"]
)
def test_asking_a_standard_queue_for_a_fifo_attribute(sqs: Any, name: str) -> None:
    url = sqs.create_queue(QueueName="std-get-fifo-attr")["QueueUrl"]
    err = error_of(lambda: sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn", name]))
    assert (err["code"], err["message"]) == ("InvalidAttributeName", f"Unknown Attribute {name}.")
    # "All" lists only what the queue has
    assert name not in sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    fifo = _fifo(sqs, "fifo-get-attr.fifo")
    assert name in sqs.get_queue_attributes(QueueUrl=fifo, AttributeNames=[name])["Attributes"]
