"""Messages: send rules, receive attributes, visibility, receipt handles, delete and MD5 digests."""

from __future__ import annotations

import time
from typing import Any

from sqs_helpers import error_of

from labcloud.services.sqs.md5 import md5_of_attributes, md5_of_body


def test_md5_reference_vectors() -> None:
    assert (
        md5_of_attributes(
            {
                "ordinal": {"DataType": "Number", "StringValue": "1"},
                "category": {"DataType": "String", "StringValue": "test"},
            }
        )
        == "d21ae90c49061e927f57df5f5d72be1f"
    )
    assert (
        md5_of_attributes({"SellerName": {"DataType": "String", "StringValue": "Example Store"}})
        == "cd28f3b68aeee4b2eac9c66f2f694b58"
    )
    assert md5_of_body("hello") == "5d41402abc4b2a76b9719d911017c592"
    assert md5_of_attributes({}) is None


def test_send_and_receive_with_attributes(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="m")["QueueUrl"]
    attrs = {
        "City": {"DataType": "String", "StringValue": "Any City"},
        "Blob": {"DataType": "Binary", "BinaryValue": b"\x00\x01"},
        "Population": {"DataType": "Number", "StringValue": "1250800"},
        "custom": {"DataType": "String.custom", "StringValue": "x"},
    }
    sent = sqs.send_message(
        QueueUrl=url,
        MessageBody="body",
        MessageAttributes=attrs,
        MessageSystemAttributes={"AWSTraceHeader": {"DataType": "String", "StringValue": "Root=1-abc"}},
    )
    assert sent["MD5OfMessageBody"] == md5_of_body("body")
    assert sent["MD5OfMessageAttributes"] == md5_of_attributes(attrs)
    assert sent["MD5OfMessageSystemAttributes"] == md5_of_attributes(
        {"AWSTraceHeader": {"DataType": "String", "StringValue": "Root=1-abc"}}
    )
    got = sqs.receive_message(
        QueueUrl=url, MessageSystemAttributeNames=["All"], MessageAttributeNames=["All"]
    )
    message = got["Messages"][0]
    assert message["MessageId"] == sent["MessageId"]
    assert message["Body"] == "body"
    assert message["MD5OfBody"] == sent["MD5OfMessageBody"]
    assert message["MessageAttributes"]["Blob"] == {"DataType": "Binary", "BinaryValue": b"\x00\x01"}
    assert message["MD5OfMessageAttributes"] == sent["MD5OfMessageAttributes"]
    system = message["Attributes"]
    assert system["ApproximateReceiveCount"] == "1"
    assert system["SenderId"] == "000000000000"
    assert system["AWSTraceHeader"] == "Root=1-abc"
    assert system["SentTimestamp"].isdigit() and system["ApproximateFirstReceiveTimestamp"].isdigit()


def test_attribute_name_selection_and_subset_md5(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="sel")["QueueUrl"]
    attrs = {
        "foo.a": {"DataType": "String", "StringValue": "1"},
        "foo.b": {"DataType": "String", "StringValue": "2"},
        "bar": {"DataType": "Number", "StringValue": "3"},
    }
    sqs.send_message(QueueUrl=url, MessageBody="b", MessageAttributes=attrs)
    message = sqs.receive_message(
        QueueUrl=url, MessageAttributeNames=["foo.*"], AttributeNames=["SenderId"], VisibilityTimeout=0
    )["Messages"][0]
    assert set(message["MessageAttributes"]) == {"foo.a", "foo.b"}
    assert message["MD5OfMessageAttributes"] == md5_of_attributes({k: attrs[k] for k in ("foo.a", "foo.b")})
    assert message["Attributes"] == {"SenderId": "000000000000"}
    plain = sqs.receive_message(QueueUrl=url)["Messages"][0]
    assert "MessageAttributes" not in plain and "Attributes" not in plain


def test_send_validation_errors(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="v", Attributes={"MaximumMessageSize": "1024"})["QueueUrl"]
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody="bad\x00char"))
    assert err["code"] == "InvalidMessageContents"
    assert err["message"].startswith("Invalid binary character '#x0' was found in the message body")
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody="x" * 1025))
    assert err["code"] == "InvalidParameterValue"
    assert (
        err["message"]
        == "One or more parameters are invalid. Reason: Message must be shorter than 1024 bytes."
    )
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody="x", DelaySeconds=901))
    assert err["code"] == "InvalidParameterValue"
    err = error_of(
        lambda: sqs.send_message(
            QueueUrl=url, MessageBody="x", MessageAttributes={"a": {"DataType": "Text", "StringValue": "v"}}
        )
    )
    assert err["code"] == "InvalidParameterValue"
    assert "supported type prefixes: Binary, Number, String" in err["message"]
    err = error_of(
        lambda: sqs.send_message(
            QueueUrl=url,
            MessageBody="x",
            MessageAttributes={f"a{i}": {"DataType": "String", "StringValue": "v"} for i in range(11)},
        )
    )
    assert err["message"] == "Number of message attributes [11] exceeds the allowed maximum [10]."
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody="x", MessageDeduplicationId="d"))
    assert err["code"] == "InvalidParameterValue"


def test_receive_parameter_ranges(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="ranges")["QueueUrl"]
    err = error_of(lambda: sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=11))
    assert err["code"] == "InvalidParameterValue"
    assert err["message"] == (
        "Value 11 for parameter MaxNumberOfMessages is invalid. "
        "Reason: Must be between 1 and 10, if provided."
    )
    err = error_of(lambda: sqs.receive_message(QueueUrl=url, WaitTimeSeconds=21))
    assert err["code"] == "InvalidParameterValue"


def test_visibility_expiry_redelivers_with_incremented_count(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="vis", Attributes={"VisibilityTimeout": "1"})["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="again")
    first = sqs.receive_message(QueueUrl=url, AttributeNames=["ApproximateReceiveCount"])["Messages"][0]
    assert first["Attributes"]["ApproximateReceiveCount"] == "1"
    assert sqs.receive_message(QueueUrl=url).get("Messages") is None
    second = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=5, AttributeNames=["ApproximateReceiveCount"])[
        "Messages"
    ][0]
    assert second["MessageId"] == first["MessageId"]
    assert second["Attributes"]["ApproximateReceiveCount"] == "2"
    assert second["ReceiptHandle"] != first["ReceiptHandle"]


def test_change_visibility_and_stale_handles(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="cmv")["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="x")
    first = sqs.receive_message(QueueUrl=url)["Messages"][0]
    sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=first["ReceiptHandle"], VisibilityTimeout=0)
    second = sqs.receive_message(QueueUrl=url, VisibilityTimeout=0)["Messages"][0]
    assert second["MessageId"] == first["MessageId"]
    old = first["ReceiptHandle"]
    err = error_of(
        lambda: sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=old, VisibilityTimeout=10)
    )
    assert err["code"] == "InvalidParameterValue"
    assert err["message"] == (
        f"Value {old} for parameter ReceiptHandle is invalid. Reason: Message does not exist "
        "or is not available for visibility timeout change."
    )
    err = error_of(
        lambda: sqs.change_message_visibility(
            QueueUrl=url, ReceiptHandle=second["ReceiptHandle"], VisibilityTimeout=10
        )
    )
    assert err["code"] == "AWS.SimpleQueueService.MessageNotInflight"
    assert err["exception"] == "MessageNotInflight"
    err = error_of(
        lambda: sqs.change_message_visibility(QueueUrl=url, ReceiptHandle="garbage", VisibilityTimeout=1)
    )
    assert err["code"] == "ReceiptHandleIsInvalid"
    assert err["status"] == 404
    assert err["message"] == 'The input receipt handle "garbage" is not a valid receipt handle.'
    third = sqs.receive_message(QueueUrl=url)["Messages"][0]
    err = error_of(
        lambda: sqs.change_message_visibility(
            QueueUrl=url, ReceiptHandle=third["ReceiptHandle"], VisibilityTimeout=43201
        )
    )
    assert err["code"] == "InvalidParameterValue"
    sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=third["ReceiptHandle"], VisibilityTimeout=300)


def test_delete_with_current_and_old_handle(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="del")["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="x")
    first = sqs.receive_message(QueueUrl=url, VisibilityTimeout=0)["Messages"][0]
    second = sqs.receive_message(QueueUrl=url)["Messages"][0]
    sqs.delete_message(QueueUrl=url, ReceiptHandle=first["ReceiptHandle"])  # stale: succeeds, deletes nothing
    counts = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["ApproximateNumberOfMessagesNotVisible"])
    assert counts["Attributes"]["ApproximateNumberOfMessagesNotVisible"] == "1"
    sqs.delete_message(QueueUrl=url, ReceiptHandle=second["ReceiptHandle"])
    counts = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    assert counts["ApproximateNumberOfMessages"] == "0"
    assert counts["ApproximateNumberOfMessagesNotVisible"] == "0"
    sqs.delete_message(QueueUrl=url, ReceiptHandle=second["ReceiptHandle"])  # already gone: succeeds
    err = error_of(lambda: sqs.delete_message(QueueUrl=url, ReceiptHandle="not-a-handle"))
    assert err["code"] == "ReceiptHandleIsInvalid"
    assert err["exception"] == "ReceiptHandleIsInvalid"


def test_delay_seconds_queue_and_message(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="delay", Attributes={"DelaySeconds": "1"})["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="queue-delay")
    sqs.send_message(QueueUrl=url, MessageBody="now", DelaySeconds=0)
    assert [m["Body"] for m in sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)["Messages"]] == [
        "now"
    ]
    got = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=5)["Messages"]
    assert [m["Body"] for m in got] == ["queue-delay"]


def test_long_poll_returns_early_on_send(sqs: Any, labcloud: Any) -> None:
    import threading

    url = sqs.create_queue(QueueName="lp")["QueueUrl"]
    other = labcloud.boto3_client("sqs")
    timer = threading.Timer(0.3, lambda: other.send_message(QueueUrl=url, MessageBody="wake"))
    started = time.monotonic()
    timer.start()
    got = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=20)
    elapsed = time.monotonic() - started
    timer.join()
    assert [m["Body"] for m in got["Messages"]] == ["wake"]
    assert elapsed < 19  # returned on the send, not at the 20 s deadline


def test_long_poll_queue_default_wait(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="lpd", Attributes={"ReceiveMessageWaitTimeSeconds": "1"})["QueueUrl"]
    started = time.monotonic()
    assert sqs.receive_message(QueueUrl=url).get("Messages") is None
    assert time.monotonic() - started >= 0.9
