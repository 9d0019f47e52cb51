"""Publish and PublishBatch with boto3: AWS's limits and texts, MessageStructure, FIFO rules and deduplication."""

from __future__ import annotations

import json
from typing import Any

from sns_helpers import error_of, queue, receive

LIMIT = 262_144


def test_message_limits_and_subject(sns: Any) -> None:
    topic = sns.create_topic(Name="t")["TopicArn"]
    assert sns.publish(TopicArn=topic, Message="x" * LIMIT)["MessageId"]
    err = error_of(lambda: sns.publish(TopicArn=topic, Message="x" * (LIMIT + 1)))
    assert (err["code"], err["message"]) == ("InvalidParameter", "Invalid parameter: Message too long")
    attributes = {"a": {"DataType": "String", "StringValue": "vvvv"}}
    err = error_of(
        lambda: sns.publish(TopicArn=topic, Message="x" * (LIMIT - 5), MessageAttributes=attributes)
    )
    assert err["message"] == "Invalid parameter: Message too long"
    assert (
        error_of(lambda: sns.publish(TopicArn=topic, Message=""))["message"]
        == "Invalid parameter: Empty message"
    )
    for subject in ("x" * 100, "line\nbreak", " leading"):
        err = error_of(lambda s=subject: sns.publish(TopicArn=topic, Message="m", Subject=s))
        assert err["message"] == "Invalid parameter: Subject", subject
    assert sns.publish(TopicArn=topic, Message="m", Subject="x" * 99)["MessageId"]
    err = error_of(lambda: sns.publish(Message="m"))
    assert (
        err["message"] == "Invalid parameter: TopicArn or TargetArn Reason: no value for required parameter"
    )


def test_message_attribute_rules(sns: Any) -> None:
    topic = sns.create_topic(Name="attrs")["TopicArn"]
    cases = [
        (
            {"a": {"DataType": "Text", "StringValue": "x"}},
            "The message attribute 'a' has an invalid message attribute type, the set of supported type prefixes "
            "is Binary, Number, and String.",
        ),
        (
            {"a": {"DataType": "String", "StringValue": ""}},
            "The message attribute 'a' must contain non-empty message attribute value for message attribute type "
            "'String'.",
        ),
        (
            {"n": {"DataType": "Number", "StringValue": "abc"}},
            "Could not cast message attribute 'n' value to number.",
        ),
        (
            {"b": {"DataType": "Binary", "StringValue": "x"}},
            "The message attribute 'b' with type 'Binary' must use field 'Binary'.",
        ),
        (
            {"bad#name": {"DataType": "String", "StringValue": "x"}},
            "Invalid non-alphanumeric character '#x23' was found in the message attribute name. Can only include "
            "alphanumeric characters, hyphens, underscores, or dots.",
        ),
        (
            {f"k{i}": {"DataType": "String", "StringValue": "v"} for i in range(11)},
            "Number of message attributes [11] exceeds the allowed maximum [10].",
        ),
    ]
    for attributes, message in cases:
        err = error_of(lambda a=attributes: sns.publish(TopicArn=topic, Message="m", MessageAttributes=a))
        assert (err["code"], err["message"]) == ("ParameterValueInvalid", message)
    ok = {
        "s": {"DataType": "String", "StringValue": "x"},
        "n": {"DataType": "Number", "StringValue": "1.5"},
        "b": {"DataType": "Binary", "BinaryValue": b"\x00\x01"},
        "arr": {"DataType": "String.Array", "StringValue": '["a", 1]'},
        "custom": {"DataType": "String.custom", "StringValue": "y"},
    }
    assert sns.publish(TopicArn=topic, Message="m", MessageAttributes=ok)["MessageId"]


def test_message_structure_json(sns: Any, sqs: Any) -> None:
    topic = sns.create_topic(Name="structured")["TopicArn"]
    url, arn = queue(sqs, "q", topic)
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"})
    message = json.dumps({"default": "for everyone", "sqs": "for queues", "email": "for people"})
    sns.publish(TopicArn=topic, Message=message, MessageStructure="json")
    assert [m["Body"] for m in receive(sqs, url)] == ["for queues"]
    err = error_of(
        lambda: sns.publish(TopicArn=topic, Message=json.dumps({"sqs": "x"}), MessageStructure="json")
    )
    assert err["message"] == "Invalid parameter: Message Structure - No default entry in JSON message body"
    err = error_of(lambda: sns.publish(TopicArn=topic, Message="{nope", MessageStructure="json"))
    assert err["message"] == "Invalid parameter: Message Structure - JSON message body failed to parse"
    err = error_of(lambda: sns.publish(TopicArn=topic, Message="m", MessageStructure="xml"))
    assert err["message"] == "Invalid parameter: MessageStructure"


def test_fifo_rules_and_deduplication(sns: Any, sqs: Any) -> None:
    topic = sns.create_topic(Name="t.fifo", Attributes={"FifoTopic": "true"})["TopicArn"]
    err = error_of(lambda: sns.publish(TopicArn=topic, Message="m", MessageDeduplicationId="d"))
    assert err["message"] == "Invalid parameter: The MessageGroupId parameter is required for FIFO topics"
    err = error_of(lambda: sns.publish(TopicArn=topic, Message="m", MessageGroupId="g"))
    assert err["message"] == (
        "Invalid parameter: The topic should either have ContentBasedDeduplication enabled or "
        "MessageDeduplicationId provided explicitly"
    )
    first = sns.publish(TopicArn=topic, Message="m", MessageGroupId="g", MessageDeduplicationId="d1")
    again = sns.publish(TopicArn=topic, Message="other", MessageGroupId="g", MessageDeduplicationId="d1")
    assert again["MessageId"] == first["MessageId"]
    assert again["SequenceNumber"] == first["SequenceNumber"]
    second = sns.publish(TopicArn=topic, Message="m", MessageGroupId="g", MessageDeduplicationId="d2")
    assert len(second["SequenceNumber"]) == 20
    assert int(second["SequenceNumber"]) > int(first["SequenceNumber"])
    sns.set_topic_attributes(TopicArn=topic, AttributeName="ContentBasedDeduplication", AttributeValue="true")
    one = sns.publish(TopicArn=topic, Message="same body", MessageGroupId="g")
    two = sns.publish(TopicArn=topic, Message="same body", MessageGroupId="other")
    assert one["MessageId"] == two["MessageId"]
    standard = sns.create_topic(Name="std")["TopicArn"]
    err = error_of(lambda: sns.publish(TopicArn=standard, Message="m", MessageDeduplicationId="d"))
    assert err["message"] == (
        "Invalid parameter: MessageDeduplicationId Reason: The request includes MessageDeduplicationId parameter "
        "that is not valid for this topic type"
    )


def test_publish_batch(sns: Any, sqs: Any) -> None:
    topic = sns.create_topic(Name="batch")["TopicArn"]
    url, arn = queue(sqs, "q", topic)
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"})
    answer = sns.publish_batch(
        TopicArn=topic,
        PublishBatchRequestEntries=[
            {"Id": "one", "Message": "first"},
            {"Id": "two", "Message": ""},
            {
                "Id": "three",
                "Message": "third",
                "MessageAttributes": {"k": {"DataType": "Number", "StringValue": "x"}},
            },
            {"Id": "four", "Message": "fourth", "Subject": "ok"},
        ],
    )
    assert [s["Id"] for s in answer["Successful"]] == ["one", "four"]
    assert answer["Failed"] == [
        {
            "Id": "two",
            "Code": "InvalidParameter",
            "Message": "Invalid parameter: Empty message",
            "SenderFault": True,
        },
        {
            "Id": "three",
            "Code": "ParameterValueInvalid",
            "Message": "Could not cast message attribute 'k' value to number.",
            "SenderFault": True,
        },
    ]
    assert sorted(m["Body"] for m in receive(sqs, url, 2)) == ["first", "fourth"]
    cases = [
        ([], "EmptyBatchRequest", "The batch request doesn't contain any entries."),
        (
            [{"Id": f"i{n}", "Message": "m"} for n in range(11)],
            "TooManyEntriesInBatchRequest",
            "The batch request contains more entries than permissible.",
        ),
        (
            [{"Id": "same", "Message": "m"}, {"Id": "same", "Message": "m"}],
            "BatchEntryIdsNotDistinct",
            "Two or more batch entries in the request have the same Id.",
        ),
        (
            [{"Id": "bad id!", "Message": "m"}],
            "InvalidBatchEntryId",
            "The Id of a batch entry in a batch request doesn't abide by the specification.",
        ),
        (
            [{"Id": "a", "Message": "x" * 200_000}, {"Id": "b", "Message": "x" * 100_000}],
            "BatchRequestTooLong",
            "The length of all the messages put together is more than the limit.",
        ),
    ]
    for entries, code, message in cases:
        err = error_of(lambda e=entries: sns.publish_batch(TopicArn=topic, PublishBatchRequestEntries=e))
        assert (err["code"], err["message"]) == (code, message)


def test_publish_batch_fifo(sns: Any) -> None:
    topic = sns.create_topic(
        Name="b.fifo", Attributes={"FifoTopic": "true", "ContentBasedDeduplication": "true"}
    )["TopicArn"]
    answer = sns.publish_batch(
        TopicArn=topic,
        PublishBatchRequestEntries=[
            {"Id": "a", "Message": "1", "MessageGroupId": "g"},
            {"Id": "b", "Message": "2"},
            {"Id": "c", "Message": "3", "MessageGroupId": "g"},
        ],
    )
    numbers = [int(s["SequenceNumber"]) for s in answer["Successful"]]
    assert [s["Id"] for s in answer["Successful"]] == ["a", "c"] and numbers == sorted(numbers)
    assert answer["Failed"][0]["Id"] == "b"
    assert (
        answer["Failed"][0]["Message"]
        == "Invalid parameter: The MessageGroupId parameter is required for FIFO topics"
    )


def test_sms_publish_goes_to_the_outbox(sns: Any, labcloud: Any) -> None:
    message_id = sns.publish(PhoneNumber="+15555550123", Message="your code is 1234")["MessageId"]
    outbox = labcloud.get("/_labcloud/sns/outbox")["messages"]
    assert outbox[0]["endpoint"] == "+15555550123"
    assert outbox[0]["message"]["MessageId"] == message_id
    assert outbox[0]["message"]["Message"] == "your code is 1234"
