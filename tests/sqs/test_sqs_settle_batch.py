"""DeleteMessageBatch settles each entry as DeleteMessage would, though it reads and deletes the whole
batch at once: a handle named twice deletes once, a stale or foreign handle succeeds and deletes nothing,
a malformed one fails alone, and the received/deleted events keep the messages' order."""

from __future__ import annotations

from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def _events(labcloud: LabcloudProcess, kind: str, queue_name: str) -> list[dict[str, Any]]:
    answer = labcloud.get(f"/_labcloud/events?kind={kind}&limit=10000")
    items = answer["events"] if isinstance(answer, dict) else answer
    return [e["data"] for e in items if e["kind"] == kind and e["data"]["queue_name"] == queue_name]


def test_a_batch_settles_each_entry_as_delete_message_would(labcloud: LabcloudProcess, sqs: Any) -> None:
    url = sqs.create_queue(QueueName="settle-batch", Attributes={"VisibilityTimeout": "600"})["QueueUrl"]
    other = sqs.create_queue(QueueName="settle-other")["QueueUrl"]
    sqs.send_message_batch(QueueUrl=url, Entries=[{"Id": str(n), "MessageBody": f"m{n}"} for n in range(6)])
    sqs.send_message(QueueUrl=other, MessageBody="elsewhere")
    got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10)["Messages"]
    assert len(got) == 6
    foreign = sqs.receive_message(QueueUrl=other)["Messages"][0]["ReceiptHandle"]
    stale = got[5]["ReceiptHandle"]
    sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=stale, VisibilityTimeout=0)
    fresh = sqs.receive_message(QueueUrl=url)["Messages"][0]  # message 5 again: the old handle is stale
    assert fresh["MessageId"] == got[5]["MessageId"]

    answer = sqs.delete_message_batch(
        QueueUrl=url,
        Entries=[
            {"Id": "a", "ReceiptHandle": got[3]["ReceiptHandle"]},
            {"Id": "twice", "ReceiptHandle": got[3]["ReceiptHandle"]},
            {"Id": "bad", "ReceiptHandle": "AQEBnotahandle"},
            {"Id": "b", "ReceiptHandle": got[0]["ReceiptHandle"]},
            {"Id": "stale", "ReceiptHandle": stale},
            {"Id": "foreign", "ReceiptHandle": foreign},
            {"Id": "c", "ReceiptHandle": got[1]["ReceiptHandle"]},
        ],
    )
    assert answer["Successful"] == [{"Id": i} for i in ("a", "twice", "b", "stale", "c")]
    assert [(f["Id"], f["Code"], f["SenderFault"]) for f in answer["Failed"]] == [
        ("bad", "ReceiptHandleIsInvalid", True),
        ("foreign", "ReceiptHandleIsInvalid", True),
    ]
    deleted = _events(labcloud, "sqs.message.deleted", "settle-batch")
    assert [e["message_id"] for e in deleted] == [got[n]["MessageId"] for n in (3, 0, 1)]
    received = _events(labcloud, "sqs.message.received", "settle-batch")
    assert [(e["message_id"], e["receipt_handle"], e["receive_count"]) for e in received[:6]] == [
        (m["MessageId"], m["ReceiptHandle"], 1) for m in got
    ]
    assert received[6]["receive_count"] == 2 and received[6]["queue_url"] == url

    left = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["ApproximateNumberOfMessagesNotVisible"])
    assert left["Attributes"]["ApproximateNumberOfMessagesNotVisible"] == "3"  # 2, 4 and 5 (fresh)
    sqs.delete_message(QueueUrl=url, ReceiptHandle=fresh["ReceiptHandle"])
    again = sqs.delete_message_batch(
        QueueUrl=url,
        Entries=[{"Id": "x", "ReceiptHandle": got[2]["ReceiptHandle"]}, {"Id": "y", "ReceiptHandle": stale}],
    )
    assert again["Successful"] == [{"Id": "x"}, {"Id": "y"}] and again.get("Failed", []) == []
    assert [e["message_id"] for e in _events(labcloud, "sqs.message.deleted", "settle-batch")][3:] == [
        got[5]["MessageId"],
        got[2]["MessageId"],
    ]
