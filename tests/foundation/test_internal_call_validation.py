"""``hub.call`` checks its parameters against the operation's model, as an HTTP request is checked.

Internal callers (event source mappings, CloudFormation's resources, labs) get the service's own
validation error for a call that does not fit the model, before the pipeline runs; a member the
model does not know is refused rather than dropped unseen; a blob must be bytes.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from labcloud.config import Settings
from labcloud.errors import AwsError
from labcloud.hub import Hub


@pytest.fixture
def hub(tmp_path):
    hub = Hub(Settings(in_memory=True, data_dir=tmp_path))
    yield hub
    hub.close()


def _call(hub: Hub, service: str, operation: str, params: dict[str, Any]) -> Any:
    return asyncio.run(hub.call(service, operation, params))


def _error(hub: Hub, service: str, operation: str, params: dict[str, Any]) -> AwsError:
    with pytest.raises(AwsError) as info:
        _call(hub, service, operation, params)
    return info.value


def test_a_missing_required_member_is_the_services_error(hub):
    error = _error(hub, "sqs", "SendMessage", {"MessageBody": "x"})
    assert (error.code, error.message) == (
        "MissingParameter",
        "The request must contain the parameter QueueUrl.",
    )
    error = _error(hub, "dynamodb", "GetItem", {"TableName": "t"})
    assert error.code == "ValidationException"
    assert "'key' failed to satisfy constraint: Member must not be null" in error.message


def test_a_value_of_the_wrong_type_is_refused(hub):
    url = _call(hub, "sqs", "CreateQueue", {"QueueName": "q"})["QueueUrl"]
    error = _error(hub, "sqs", "SendMessage", {"QueueUrl": url, "MessageBody": "x", "DelaySeconds": "5"})
    assert error.code == "InvalidParameterValue"
    assert "expected integer, got str" in error.message
    error = _error(hub, "dynamodb", "CreateTable", {"TableName": "t" * 300, "BillingMode": "NOPE"})
    assert error.code == "ValidationException"
    assert "Member must satisfy enum value set" in error.message


def test_an_unknown_member_is_refused_not_dropped(hub):
    url = _call(hub, "sqs", "CreateQueue", {"QueueName": "q"})["QueueUrl"]
    error = _error(hub, "sqs", "SendMessage", {"QueueUrl": url, "MessageBody": "x", "Delay": 5})
    assert (error.code, error.message) == ("InvalidParameterValue", 'Unknown parameter in input: "Delay"')
    error = _error(
        hub,
        "sqs",
        "SendMessageBatch",
        {"QueueUrl": url, "Entries": [{"Id": "a", "MessageBody": "x", "Body": "y"}]},
    )
    assert error.message == 'Unknown parameter in input: "entries.1.member.Body"'


def test_a_blob_must_be_bytes(hub):
    url = _call(hub, "sqs", "CreateQueue", {"QueueName": "q"})["QueueUrl"]
    attributes = {"a": {"DataType": "Binary", "BinaryValue": "aGVsbG8="}}  # base64 text, as on the wire
    error = _error(
        hub, "sqs", "SendMessage", {"QueueUrl": url, "MessageBody": "x", "MessageAttributes": attributes}
    )
    assert "expected blob, got str" in error.message
    attributes = {"a": {"DataType": "Binary", "BinaryValue": b"hello"}}
    sent = _call(
        hub, "sqs", "SendMessage", {"QueueUrl": url, "MessageBody": "x", "MessageAttributes": attributes}
    )
    assert sent["MD5OfMessageAttributes"]


def test_a_valid_call_runs(hub):
    url = _call(hub, "sqs", "CreateQueue", {"QueueName": "q", "Attributes": {"VisibilityTimeout": "5"}})[
        "QueueUrl"
    ]
    _call(hub, "sqs", "SendMessage", {"QueueUrl": url, "MessageBody": "hello", "DelaySeconds": 0})
    got = _call(hub, "sqs", "ReceiveMessage", {"QueueUrl": url, "MaxNumberOfMessages": 10})
    assert [m["Body"] for m in got["Messages"]] == ["hello"]
