"""The legacy query protocol (older SDKs): form-encoded Action=... at / and at the queue URL path."""

from __future__ import annotations

import urllib.error
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ET
from typing import Any

from labcloud.services.sqs.md5 import md5_of_attributes, md5_of_body
from labcloud.testing.server_process import LabcloudProcess

AUTH = (
    "AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/sqs/aws4_request, "
    "SignedHeaders=host;x-amz-date, Signature=0"
)


def call(server: LabcloudProcess, params: dict[str, str], path: str = "/") -> tuple[int, ET.Element]:
    body = urllib.parse.urlencode({"Version": "2012-11-05", **params}).encode()
    request = urllib.request.Request(
        server.endpoint + path,
        data=body,
        method="POST",
        headers={"Content-Type": "application/x-www-form-urlencoded", "Authorization": AUTH},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, ET.fromstring(response.read())
    except urllib.error.HTTPError as error:
        return error.code, ET.fromstring(error.read())


def strip(tag: str) -> str:
    return tag.split("}", 1)[-1]


def find(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if strip(e.tag) == name]


def text(root: ET.Element, name: str) -> str:
    found = find(root, name)
    assert found, f"no <{name}> in {ET.tostring(root)!r}"
    return found[0].text or ""


def test_create_send_receive_attributes(labcloud: LabcloudProcess) -> None:
    status, root = call(
        labcloud,
        {
            "Action": "CreateQueue",
            "QueueName": "legacy",
            "Attribute.1.Name": "VisibilityTimeout",
            "Attribute.1.Value": "45",
            "Tag.1.Key": "team",
            "Tag.1.Value": "a",
        },
    )
    assert status == 200
    url = text(root, "QueueUrl")
    assert url == f"{labcloud.endpoint}/000000000000/legacy"
    path = "/000000000000/legacy"
    status, root = call(
        labcloud,
        {
            "Action": "SendMessage",
            "MessageBody": "hello",
            "MessageAttribute.1.Name": "City",
            "MessageAttribute.1.Value.DataType": "String",
            "MessageAttribute.1.Value.StringValue": "Any City",
        },
        path,
    )
    assert status == 200
    assert text(root, "MD5OfMessageBody") == md5_of_body("hello")
    assert text(root, "MD5OfMessageAttributes") == md5_of_attributes(
        {"City": {"DataType": "String", "StringValue": "Any City"}}
    )
    status, root = call(
        labcloud,
        {
            "Action": "ReceiveMessage",
            "QueueUrl": url,
            "AttributeName.1": "All",
            "MessageAttributeName.1": "All",
            "MaxNumberOfMessages": "5",
        },
    )
    assert status == 200
    messages = find(root, "Message")
    assert len(messages) == 1
    assert text(messages[0], "Body") == "hello"
    attributes = {text(a, "Name"): text(a, "Value") for a in find(messages[0], "Attribute")}
    assert attributes["ApproximateReceiveCount"] == "1"
    message_attribute = find(messages[0], "MessageAttribute")[0]
    assert text(message_attribute, "Name") == "City"
    assert text(message_attribute, "StringValue") == "Any City"
    assert text(message_attribute, "DataType") == "String"
    status, root = call(
        labcloud,
        {
            "Action": "GetQueueAttributes",
            "AttributeName.1": "VisibilityTimeout",
            "AttributeName.2": "ApproximateNumberOfMessagesNotVisible",
        },
        path,
    )
    pairs = {text(a, "Name"): text(a, "Value") for a in find(root, "Attribute")}
    assert pairs == {"VisibilityTimeout": "45", "ApproximateNumberOfMessagesNotVisible": "1"}
    status, root = call(labcloud, {"Action": "ListQueueTags"}, path)
    assert {text(t, "Key"): text(t, "Value") for t in find(root, "Tag")} == {"team": "a"}
    status, root = call(labcloud, {"Action": "ListQueues"})
    assert [u.text for u in find(root, "QueueUrl")] == [url]


def test_batch_entries(labcloud: LabcloudProcess) -> None:
    call(labcloud, {"Action": "CreateQueue", "QueueName": "lb"})
    path = "/000000000000/lb"
    status, root = call(
        labcloud,
        {
            "Action": "SendMessageBatch",
            "SendMessageBatchRequestEntry.1.Id": "a",
            "SendMessageBatchRequestEntry.1.MessageBody": "one",
            "SendMessageBatchRequestEntry.2.Id": "b",
            "SendMessageBatchRequestEntry.2.MessageBody": "two",
        },
        path,
    )
    assert status == 200
    assert [text(e, "Id") for e in find(root, "SendMessageBatchResultEntry")] == ["a", "b"]
    _, root = call(labcloud, {"Action": "ReceiveMessage", "MaxNumberOfMessages": "10"}, path)
    handles = [text(m, "ReceiptHandle") for m in find(root, "Message")]
    params = {"Action": "DeleteMessageBatch"}
    for i, handle in enumerate(handles, 1):
        params[f"DeleteMessageBatchRequestEntry.{i}.Id"] = f"d{i}"
        params[f"DeleteMessageBatchRequestEntry.{i}.ReceiptHandle"] = handle
    status, root = call(labcloud, params, path)
    assert [text(e, "Id") for e in find(root, "DeleteMessageBatchResultEntry")] == ["d1", "d2"]


def test_error_codes_in_xml(labcloud: LabcloudProcess) -> None:
    status, root = call(labcloud, {"Action": "GetQueueUrl", "QueueName": "missing"})
    assert status == 400
    assert text(root, "Code") == "AWS.SimpleQueueService.NonExistentQueue"
    assert text(root, "Type") == "Sender"
    call(labcloud, {"Action": "CreateQueue", "QueueName": "e1"})
    status, root = call(
        labcloud,
        {
            "Action": "CreateQueue",
            "QueueName": "e1",
            "Attribute.1.Name": "DelaySeconds",
            "Attribute.1.Value": "5",
        },
    )
    assert text(root, "Code") == "QueueAlreadyExists"
    status, root = call(labcloud, {"Action": "DeleteMessage", "ReceiptHandle": "bad"}, "/000000000000/e1")
    assert status == 404
    assert text(root, "Code") == "ReceiptHandleIsInvalid"
    status, root = call(labcloud, {"Action": "SendMessageBatch"}, "/000000000000/e1")
    assert text(root, "Code") in ("AWS.SimpleQueueService.EmptyBatchRequest", "MissingParameter")


def test_boto3_and_query_share_state(sqs: Any, labcloud: LabcloudProcess) -> None:
    url = sqs.create_queue(QueueName="shared")["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="from-json")
    _, root = call(labcloud, {"Action": "ReceiveMessage"}, "/000000000000/shared")
    assert text(root, "Body") == "from-json"


def test_queue_deleted_recently_is_the_legacy_code(labcloud: LabcloudProcess) -> None:
    status, root = call(labcloud, {"Action": "CreateQueue", "QueueName": "recycled-q"})
    assert status == 200
    status, _ = call(labcloud, {"Action": "DeleteQueue", "QueueUrl": text(root, "QueueUrl")})
    assert status == 200
    status, root = call(labcloud, {"Action": "CreateQueue", "QueueName": "recycled-q"})
    assert status == 400
    assert text(root, "Code") == "AWS.SimpleQueueService.QueueDeletedRecently"
    assert text(root, "Message") == (
        "You must wait 60 seconds after deleting a queue before you can create another with the same name."
    )
