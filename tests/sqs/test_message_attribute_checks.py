"""Message-attribute validation with SQS's own codes and wording (SendMessage over the JSON protocol,
and the same checks through the CLI's query-compatible code)."""

from __future__ import annotations

from typing import Any

import pytest
from sqs_helpers import error_of


@pytest.mark.parametrize(
    ("attribute", "message"),
    [
        (
            {"DataType": "String", "StringValue": ""},
            "Message (user) attribute 'a' must contain a non-empty value of type 'String'.",
        ),
        (
            {"DataType": "Number", "StringValue": ""},
            "Message (user) attribute 'a' must contain a non-empty value of type 'Number'.",
        ),
        (
            {"DataType": "Binary", "BinaryValue": b""},
            "Message (user) attribute 'a' must contain a non-empty value of type 'Binary'.",
        ),
        (
            {"DataType": "String.custom"},
            "Message (user) attribute 'a' must contain a non-empty value of type 'String.custom'.",
        ),
        (
            {"DataType": "Number", "StringValue": "twelve"},
            "Can't cast the value of message (user) attribute 'a' to a number.",
        ),
        (
            {"DataType": "Text", "StringValue": "x"},
            "The type of message (user) attribute 'a' is invalid. You must use only the following supported "
            "type prefixes: Binary, Number, String.",
        ),
        (
            {"DataType": "", "StringValue": "x"},
            "The message attribute 'a' must contain non-empty message attribute type.",
        ),
    ],
)
def test_attribute_values_are_checked_as_sqs_checks_them(
    sqs: Any, attribute: dict[str, Any], message: str
) -> None:
    url = sqs.create_queue(QueueName="attr-checks")["QueueUrl"]
    err = error_of(
        lambda: sqs.send_message(QueueUrl=url, MessageBody="b", MessageAttributes={"a": attribute})
    )
    assert (err["code"], err["query_code"], err["status"], err["message"]) == (
        "InvalidParameterValue",
        "InvalidParameterValueException",
        400,
        message,
    )
    assert "Messages" not in sqs.receive_message(QueueUrl=url)


def test_attribute_names_and_count(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="attr-names")["QueueUrl"]
    for bad in ("AWS.trace", "amazon.x", "a..b", ".a", "a.", "sp ace"):
        err = error_of(
            lambda bad=bad: sqs.send_message(
                QueueUrl=url,
                MessageBody="b",
                MessageAttributes={bad: {"DataType": "String", "StringValue": "v"}},
            )
        )
        assert (err["code"], err["message"]) == (
            "InvalidParameterValue",
            f"Message (user) attribute name '{bad}' is invalid.",
        ), bad
    many = {f"k{i}": {"DataType": "String", "StringValue": "v"} for i in range(11)}
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody="b", MessageAttributes=many))
    assert err["message"] == "Number of message attributes [11] exceeds the allowed maximum [10]."
    ok = {"k.1-x_y": {"DataType": "Number.int", "StringValue": "12"}}
    sqs.send_message(QueueUrl=url, MessageBody="b", MessageAttributes=ok)
    got = sqs.receive_message(QueueUrl=url, MessageAttributeNames=["All"])["Messages"][0]
    assert got["MessageAttributes"] == {"k.1-x_y": {"DataType": "Number.int", "StringValue": "12"}}


def test_an_empty_body_is_a_missing_parameter(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="empty-body")["QueueUrl"]
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody=""))
    assert (err["code"], err["query_code"], err["status"], err["message"]) == (
        "MissingParameter",
        "MissingRequiredParameterException",
        400,
        "The request must contain the parameter MessageBody.",
    )
