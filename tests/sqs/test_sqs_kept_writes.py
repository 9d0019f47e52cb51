"""On a memory store the writes an SQS answer does not depend on (a batch's deletes, the marks that put
received messages in flight, their events) are made right after the response (``services/sqs/later.py``);
nobody can tell: requests pipelined on one connection, answered one after the other before the event
loop runs anything else, each see every write answered before them, and the events keep their order and
their request's trace."""

from __future__ import annotations

import json
import socket
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

TRACE = "Root=1-67890abc-0123456789abcdef01234567;Parent=0123456789abcdef;Sampled=1"


def _request(operation: str, document: dict[str, Any], trace: str | None = None) -> bytes:
    body = json.dumps(document).encode()
    head = (
        "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        f"X-Amz-Target: AmazonSQS.{operation}\r\nContent-Type: application/x-amz-json-1.0\r\n"
        "Authorization: AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/sqs/aws4_request, "
        "SignedHeaders=host, Signature=00\r\n"
        + (f"X-Amzn-Trace-Id: {trace}\r\n" if trace else "")
        + f"Content-Length: {len(body)}\r\n\r\n"
    )
    return head.encode() + body


def _pipelined(port: int, requests: list[bytes]) -> list[tuple[int, dict[str, Any]]]:
    """Send every request in one write; read the answers in order."""
    answers: list[tuple[int, dict[str, Any]]] = []
    with socket.create_connection(("127.0.0.1", port), timeout=15) as sock:
        sock.sendall(b"".join(requests))
        buffer = b""
        while len(answers) < len(requests):
            while b"\r\n\r\n" not in buffer:
                buffer += sock.recv(65536)
            head, _, buffer = buffer.partition(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            length = next(
                int(line.split(":", 1)[1]) for line in lines if line.lower().startswith("content-length:")
            )
            while len(buffer) < length:
                buffer += sock.recv(65536)
            body, buffer = buffer[:length], buffer[length:]
            answers.append((int(lines[0].split()[1]), json.loads(body) if body else {}))
    return answers


def _events(labcloud: LabcloudProcess, kind: str, queue_name: str) -> list[dict[str, Any]]:
    answer = labcloud.get(f"/_labcloud/events?kind={kind}&limit=10000")
    items = answer["events"] if isinstance(answer, dict) else answer
    return [e["data"] for e in items if e["kind"] == kind and e["data"]["queue_name"] == queue_name]


def test_requests_pipelined_after_a_batch_delete_see_its_deletes(labcloud: LabcloudProcess, sqs: Any) -> None:
    url = sqs.create_queue(QueueName="kept-deletes", Attributes={"VisibilityTimeout": "600"})["QueueUrl"]
    sqs.send_message_batch(QueueUrl=url, Entries=[{"Id": str(n), "MessageBody": f"m{n}"} for n in range(4)])
    got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)["Messages"]
    assert len(got) == 4
    entries = [{"Id": str(n), "ReceiptHandle": m["ReceiptHandle"]} for n, m in enumerate(got[:3])]
    counts = {"QueueUrl": url, "AttributeNames": ["ApproximateNumberOfMessagesNotVisible"]}
    answers = _pipelined(
        labcloud.port,
        [
            _request("DeleteMessageBatch", {"QueueUrl": url, "Entries": entries}, TRACE),
            _request("GetQueueAttributes", counts),  # read outside any transaction
            _request("DeleteMessageBatch", {"QueueUrl": url, "Entries": entries}),  # the same handles again
            _request(
                "ChangeMessageVisibility",
                {"QueueUrl": url, "ReceiptHandle": got[0]["ReceiptHandle"], "VisibilityTimeout": 0},
            ),
        ],
    )
    assert [status for status, _ in answers] == [200, 200, 200, 400]
    assert [e["Id"] for e in answers[0][1]["Successful"]] == ["0", "1", "2"]
    assert answers[1][1]["Attributes"]["ApproximateNumberOfMessagesNotVisible"] == "1"
    assert [e["Id"] for e in answers[2][1]["Successful"]] == ["0", "1", "2"]  # stale handles succeed
    # the deleted message is gone for a visibility change too
    assert answers[3][1]["__type"] == "com.amazonaws.sqs#InvalidParameterValueException"
    assert "Message does not exist" in answers[3][1]["message"]
    deleted = _events(labcloud, "sqs.message.deleted", "kept-deletes")
    assert [e["message_id"] for e in deleted] == [m["MessageId"] for m in got[:3]]  # once each, in order
    assert {e.get("trace_id") for e in deleted} == {TRACE}  # the deleting request's trace


def test_a_receive_pipelined_after_a_receive_gets_other_messages(labcloud: LabcloudProcess, sqs: Any) -> None:
    url = sqs.create_queue(QueueName="kept-marks", Attributes={"VisibilityTimeout": "600"})["QueueUrl"]
    sqs.send_message_batch(QueueUrl=url, Entries=[{"Id": str(n), "MessageBody": f"m{n}"} for n in range(6)])
    receive = _request(
        "ReceiveMessage", {"QueueUrl": url, "MaxNumberOfMessages": 3, "AttributeNames": ["All"]}
    )
    counts = {"QueueUrl": url, "AttributeNames": ["All"]}
    answers = _pipelined(labcloud.port, [receive, receive, receive, _request("GetQueueAttributes", counts)])
    batches = [[m["MessageId"] for m in answer.get("Messages", [])] for _, answer in answers[:3]]
    assert [len(batch) for batch in batches] == [3, 3, 0]
    assert not set(batches[0]) & set(batches[1])
    attributes = answers[3][1]["Attributes"]
    assert (
        attributes["ApproximateNumberOfMessages"],
        attributes["ApproximateNumberOfMessagesNotVisible"],
    ) == ("0", "6")
    again = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, VisibilityTimeout=0)
    assert "Messages" not in again  # all six in flight
