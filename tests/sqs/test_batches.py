"""Batch operations: per-entry results and failures, and the batch-level errors with exact codes."""

from __future__ import annotations

from typing import Any

from sqs_helpers import error_of

from labcloud.services.sqs.md5 import md5_of_body


def test_send_batch_and_delete_batch(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="batch")["QueueUrl"]
    result = sqs.send_message_batch(
        QueueUrl=url,
        Entries=[
            {"Id": "ok1", "MessageBody": "one"},
            {"Id": "bad", "MessageBody": "x\x01"},
            {
                "Id": "ok2",
                "MessageBody": "two",
                "MessageAttributes": {"a": {"DataType": "String", "StringValue": "b"}},
            },
        ],
    )
    assert [e["Id"] for e in result["Successful"]] == ["ok1", "ok2"]
    assert result["Successful"][0]["MD5OfMessageBody"] == md5_of_body("one")
    assert "MD5OfMessageAttributes" in result["Successful"][1]
    assert result["Failed"] == [
        {
            "Id": "bad",
            "SenderFault": True,
            "Code": "InvalidMessageContents",
            "Message": result["Failed"][0]["Message"],
        }
    ]
    got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)["Messages"]
    assert sorted(m["Body"] for m in got) == ["one", "two"]
    deleted = sqs.delete_message_batch(
        QueueUrl=url,
        Entries=[
            {"Id": "d1", "ReceiptHandle": got[0]["ReceiptHandle"]},
            {"Id": "d2", "ReceiptHandle": "bogus"},
        ],
    )
    assert deleted["Successful"] == [{"Id": "d1"}]
    assert deleted["Failed"][0]["Id"] == "d2"
    assert deleted["Failed"][0]["Code"] == "ReceiptHandleIsInvalid"
    assert deleted["Failed"][0]["SenderFault"] is True


def test_change_visibility_batch(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="cvb")["QueueUrl"]
    sqs.send_message_batch(
        QueueUrl=url, Entries=[{"Id": "a", "MessageBody": "a"}, {"Id": "b", "MessageBody": "b"}]
    )
    got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)["Messages"]
    result = sqs.change_message_visibility_batch(
        QueueUrl=url,
        Entries=[
            {"Id": "x", "ReceiptHandle": got[0]["ReceiptHandle"], "VisibilityTimeout": 0},
            {"Id": "y", "ReceiptHandle": got[1]["ReceiptHandle"], "VisibilityTimeout": 0},
        ],
    )
    assert sorted(e["Id"] for e in result["Successful"]) == ["x", "y"]
    assert len(sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)["Messages"]) == 2


def test_batch_level_errors(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="be")["QueueUrl"]
    err = error_of(lambda: sqs.send_message_batch(QueueUrl=url, Entries=[]))
    assert err["code"] == "AWS.SimpleQueueService.EmptyBatchRequest"
    assert err["exception"] == "EmptyBatchRequest"
    assert err["message"] == "There should be at least one SendMessageBatchRequestEntry in the request."
    err = error_of(
        lambda: sqs.send_message_batch(
            QueueUrl=url, Entries=[{"Id": str(i), "MessageBody": "x"} for i in range(11)]
        )
    )
    assert err["code"] == "AWS.SimpleQueueService.TooManyEntriesInBatchRequest"
    assert err["message"] == "Maximum number of entries per request are 10. You have sent 11."
    err = error_of(
        lambda: sqs.send_message_batch(
            QueueUrl=url, Entries=[{"Id": "same", "MessageBody": "x"}, {"Id": "same", "MessageBody": "y"}]
        )
    )
    assert err["code"] == "AWS.SimpleQueueService.BatchEntryIdsNotDistinct"
    assert err["message"] == "Id same repeated."
    err = error_of(
        lambda: sqs.send_message_batch(QueueUrl=url, Entries=[{"Id": "has space", "MessageBody": "x"}])
    )
    assert err["code"] == "AWS.SimpleQueueService.InvalidBatchEntryId"
    err = error_of(
        lambda: sqs.send_message_batch(
            QueueUrl=url, Entries=[{"Id": str(i), "MessageBody": "x" * 110000} for i in range(10)]
        )
    )
    assert err["code"] == "AWS.SimpleQueueService.BatchRequestTooLong"
    assert (
        err["message"] == "Batch requests cannot be longer than 1048576 bytes. You have sent 1100000 bytes."
    )
    err = error_of(lambda: sqs.delete_message_batch(QueueUrl=url, Entries=[]))
    assert err["message"] == "There should be at least one DeleteMessageBatchRequestEntry in the request."
    err = error_of(
        lambda: sqs.change_message_visibility_batch(
            QueueUrl=url, Entries=[{"Id": "a", "ReceiptHandle": "h"}, {"Id": "a", "ReceiptHandle": "h"}]
        )
    )
    assert err["code"] == "AWS.SimpleQueueService.BatchEntryIdsNotDistinct"
