"""Delivery to SQS: the signed envelope (verified against the certificate labcloud serves), raw delivery,
filter policies, the queue policy SNS needs, dead-letter queues, FIFO order."""

from __future__ import annotations

import base64
import json
import urllib.request
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding
from sns_helpers import events, queue, receive, wait_for

NOTIFICATION_KEYS = ("Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type")


def verify(envelope: dict[str, Any]) -> None:
    """What a subscriber does: fetch SigningCertURL and check Signature over AWS's canonical string."""
    with urllib.request.urlopen(envelope["SigningCertURL"]) as answer:  # noqa: S310 - loopback test server
        certificate = x509.load_pem_x509_certificate(answer.read())
    text = "".join(f"{k}\n{envelope[k]}\n" for k in NOTIFICATION_KEYS if k in envelope)
    algorithm = hashes.SHA256() if envelope["SignatureVersion"] == "2" else hashes.SHA1()  # noqa: S303
    certificate.public_key().verify(  # type: ignore[union-attr,call-arg]
        base64.b64decode(envelope["Signature"]), text.encode(), padding.PKCS1v15(), algorithm
    )


def test_envelope_is_aws_shaped_and_its_signature_verifies(sns: Any, sqs: Any) -> None:
    topic = sns.create_topic(Name="t")["TopicArn"]
    url, arn = queue(sqs, "q", topic)
    sub = sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn)["SubscriptionArn"]
    message_id = sns.publish(
        TopicArn=topic,
        Message="hello",
        Subject="greeting",
        MessageAttributes={
            "color": {"DataType": "String", "StringValue": "red"},
            "blob": {"DataType": "Binary", "BinaryValue": b"\x01\x02"},
        },
    )["MessageId"]
    (message,) = receive(sqs, url)
    envelope = json.loads(message["Body"])
    assert list(envelope) == [
        "Type",
        "MessageId",
        "TopicArn",
        "Subject",
        "Message",
        "Timestamp",
        "SignatureVersion",
        "Signature",
        "SigningCertURL",
        "UnsubscribeURL",
        "MessageAttributes",
    ]
    assert envelope["Type"] == "Notification"
    assert envelope["MessageId"] == message_id
    assert (envelope["TopicArn"], envelope["Subject"], envelope["Message"]) == (topic, "greeting", "hello")
    assert envelope["MessageAttributes"] == {
        "color": {"Type": "String", "Value": "red"},
        "blob": {"Type": "Binary", "Value": base64.b64encode(b"\x01\x02").decode()},
    }
    assert envelope["UnsubscribeURL"].endswith(f"?Action=Unsubscribe&SubscriptionArn={sub}")
    verify(envelope)
    tampered = dict(envelope, Message="changed")
    try:
        verify(tampered)
    except Exception as exc:  # noqa: BLE001
        assert type(exc).__name__ == "InvalidSignature"
    else:
        raise AssertionError("a changed message must not verify")
    sns.set_topic_attributes(TopicArn=topic, AttributeName="SignatureVersion", AttributeValue="2")
    sns.publish(TopicArn=topic, Message="v2")
    (message,) = receive(sqs, url)
    envelope = json.loads(message["Body"])
    assert envelope["SignatureVersion"] == "2"
    assert "Subject" not in envelope
    verify(envelope)


def test_raw_delivery_maps_attributes(sns: Any, sqs: Any) -> None:
    topic = sns.create_topic(Name="raw")["TopicArn"]
    url, arn = queue(sqs, "q", topic)
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"})
    sns.publish(
        TopicArn=topic,
        Message="plain body",
        MessageAttributes={
            "n": {"DataType": "Number", "StringValue": "42"},
            "b": {"DataType": "Binary", "BinaryValue": b"\xff"},
        },
    )
    (message,) = receive(sqs, url, MessageAttributeNames=["All"])
    assert message["Body"] == "plain body"
    assert message["MessageAttributes"] == {
        "n": {"DataType": "Number", "StringValue": "42"},
        "b": {"DataType": "Binary", "BinaryValue": b"\xff"},
    }


def test_fan_out_with_filters(sns: Any, sqs: Any, labcloud: Any) -> None:
    topic = sns.create_topic(Name="orders")["TopicArn"]
    red_url, red_arn = queue(sqs, "red", topic)
    big_url, big_arn = queue(sqs, "big", topic)
    all_url, all_arn = queue(sqs, "all", topic)
    raw = {"RawMessageDelivery": "true"}
    sns.subscribe(
        TopicArn=topic,
        Protocol="sqs",
        Endpoint=red_arn,
        Attributes={**raw, "FilterPolicy": '{"color": ["red"]}'},
    )
    sns.subscribe(
        TopicArn=topic,
        Protocol="sqs",
        Endpoint=big_arn,
        Attributes={
            **raw,
            "FilterPolicyScope": "MessageBody",
            "FilterPolicy": '{"total": [{"numeric": [">", 100]}]}',
        },
    )
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=all_arn, Attributes=raw)
    red = {"color": {"DataType": "String", "StringValue": "red"}}
    sns.publish(TopicArn=topic, Message=json.dumps({"total": 500}), MessageAttributes=red)
    sns.publish(TopicArn=topic, Message=json.dumps({"total": 5}), MessageAttributes=red)
    sns.publish(TopicArn=topic, Message=json.dumps({"total": 900}))
    assert sorted(m["Body"] for m in receive(sqs, all_url, 3)) == [
        '{"total": 500}',
        '{"total": 5}',
        '{"total": 900}',
    ]
    assert sorted(m["Body"] for m in receive(sqs, red_url, 2)) == ['{"total": 500}', '{"total": 5}']
    assert sorted(m["Body"] for m in receive(sqs, big_url, 2)) == ['{"total": 500}', '{"total": 900}']
    filtered = events(labcloud, "sns.delivery.filtered")
    assert len(filtered) == 2
    published = events(labcloud, "sns.message.published")
    assert [(e["data"]["matched"], e["data"]["filtered"]) for e in published] == [(3, 0), (2, 1), (2, 1)]


def test_without_a_queue_policy_sns_cannot_send(sns: Any, sqs: Any, labcloud: Any) -> None:
    # On AWS the queue's policy must let sns.amazonaws.com SendMessage, even in the same account.
    topic = sns.create_topic(Name="t")["TopicArn"]
    url, arn = queue(sqs, "closed", policy=False)
    other_topic = sns.create_topic(Name="other")["TopicArn"]
    limited_url, limited_arn = queue(sqs, "limited", other_topic)  # only from the other topic
    sub = sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn)["SubscriptionArn"]
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=limited_arn)
    sns.publish(TopicArn=topic, Message="denied")
    failed = wait_for(
        lambda: len(events(labcloud, "sns.delivery.failed")) >= 2 and events(labcloud, "sns.delivery.failed")
    )
    assert {e["data"]["error"] for e in failed} == {"AccessDenied"}
    assert {e["data"]["subscription_arn"] for e in failed} >= {sub}
    assert receive(sqs, url, timeout=1) == [] and receive(sqs, limited_url, timeout=1) == []
    assert events(labcloud, "sns.delivery.delivered") == []


def test_dead_letter_queue_takes_what_cannot_be_delivered(sns: Any, sqs: Any, labcloud: Any) -> None:
    topic = sns.create_topic(Name="t")["TopicArn"]
    _, closed_arn = queue(sqs, "closed", policy=False)
    dlq_url, dlq_arn = queue(sqs, "dlq", topic)
    sns.subscribe(
        TopicArn=topic,
        Protocol="sqs",
        Endpoint=closed_arn,
        Attributes={"RedrivePolicy": json.dumps({"deadLetterTargetArn": dlq_arn})},
    )
    message_id = sns.publish(TopicArn=topic, Message="lost")["MessageId"]
    (message,) = receive(sqs, dlq_url, MessageAttributeNames=["All"])
    envelope = json.loads(message["Body"])
    assert (envelope["MessageId"], envelope["Message"]) == (message_id, "lost")
    attributes = message["MessageAttributes"]
    assert attributes["ErrorCode"]["StringValue"] == "AccessDenied"
    assert attributes["ErrorMessage"]["StringValue"]
    assert attributes["RequestID"]["StringValue"]
    dead = wait_for(lambda: events(labcloud, "sns.delivery.dead_lettered"))
    assert dead[0]["data"]["dead_letter_queue"] == dlq_arn


def test_deleted_queue_goes_to_the_dead_letter_queue(sns: Any, sqs: Any) -> None:
    topic = sns.create_topic(Name="t")["TopicArn"]
    url, arn = queue(sqs, "soon-gone", topic)
    dlq_url, dlq_arn = queue(sqs, "dlq", topic)
    sns.subscribe(
        TopicArn=topic,
        Protocol="sqs",
        Endpoint=arn,
        Attributes={
            "RedrivePolicy": json.dumps({"deadLetterTargetArn": dlq_arn}),
            "RawMessageDelivery": "true",
        },
    )
    sqs.delete_queue(QueueUrl=url)
    sns.publish(TopicArn=topic, Message="nowhere")
    (message,) = receive(sqs, dlq_url, MessageAttributeNames=["All"])
    assert message["Body"] == "nowhere"
    # a queue that is gone has no policy left to let SNS in: refused before the queue is looked up
    assert message["MessageAttributes"]["ErrorCode"]["StringValue"] == "AccessDenied"


def test_fifo_topic_to_fifo_queue_keeps_order_and_groups(sns: Any, sqs: Any) -> None:
    topic = sns.create_topic(
        Name="t.fifo", Attributes={"FifoTopic": "true", "ContentBasedDeduplication": "true"}
    )["TopicArn"]
    url, arn = queue(sqs, "q.fifo", topic)
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"})
    sequence = [
        sns.publish(TopicArn=topic, Message=f"m{i}", MessageGroupId="g")["SequenceNumber"] for i in range(8)
    ]
    assert sequence == sorted(sequence)
    sns.publish(TopicArn=topic, Message="m0", MessageGroupId="g")  # a duplicate within five minutes
    got = receive(sqs, url, 8, AttributeNames=["MessageGroupId"])
    assert [m["Body"] for m in got] == [f"m{i}" for i in range(8)]
    assert {m["Attributes"]["MessageGroupId"] for m in got} == {"g"}
    assert receive(sqs, url, timeout=1.5) == []


def test_a_backlog_reaches_each_queue_whole(sns: Any, sqs: Any, labcloud: Any) -> None:
    # ten messages committed at once wait together for each subscription (sent to SQS in batches)
    topic = sns.create_topic(Name="burst")["TopicArn"]
    raw_url, raw_arn = queue(sqs, "raw", topic)
    wrapped_url, wrapped_arn = queue(sqs, "wrapped", topic)
    _, closed_arn = queue(sqs, "closed", policy=False)
    dlq_url, dlq_arn = queue(sqs, "dlq", topic)
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=raw_arn, Attributes={"RawMessageDelivery": "true"})
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=wrapped_arn)
    sns.subscribe(
        TopicArn=topic,
        Protocol="sqs",
        Endpoint=closed_arn,
        Attributes={
            "RedrivePolicy": json.dumps({"deadLetterTargetArn": dlq_arn}),
            "RawMessageDelivery": "true",
        },
    )
    entries = [{"Id": f"e{i}", "Message": f"m{i}"} for i in range(10)]
    assert len(sns.publish_batch(TopicArn=topic, PublishBatchRequestEntries=entries)["Successful"]) == 10
    expected = sorted(f"m{i}" for i in range(10))
    assert sorted(m["Body"] for m in receive(sqs, raw_url, 10)) == expected
    envelopes = [json.loads(m["Body"]) for m in receive(sqs, wrapped_url, 10)]
    assert sorted(e["Message"] for e in envelopes) == expected
    for envelope in envelopes:
        verify(envelope)
    assert sorted(m["Body"] for m in receive(sqs, dlq_url, 10)) == expected
    delivered = wait_for(lambda: len(events(labcloud, "sns.delivery.delivered")) == 20)
    assert delivered
