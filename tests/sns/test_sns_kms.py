"""SSE-KMS topics (``KmsMasterKeyId``): a publish needs the key as the publisher; a missing, disabled or
forbidden key answers SNS's KMS* errors. Deliveries to an encrypted queue need the queue key's policy
to let SNS use it, as on AWS."""

from __future__ import annotations

import json
import sys
import uuid
from pathlib import Path
from typing import Any

from sns_helpers import error_of, events, queue, receive, wait_for

sys.path.insert(0, str(Path(__file__).parent.parent / "iam"))
from iam_api_helpers import allow, document, role_clients  # noqa: E402


def _topic(sns: Any, key: str) -> str:
    return str(
        sns.create_topic(Name=f"enc-{uuid.uuid4().hex[:8]}", Attributes={"KmsMasterKeyId": key})["TopicArn"]
    )


def test_publishing_to_an_encrypted_topic(sns: Any, labcloud: Any) -> None:
    kms = labcloud.boto3_client("kms")
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    topic = _topic(sns, key)
    assert sns.get_topic_attributes(TopicArn=topic)["Attributes"]["KmsMasterKeyId"] == key
    assert sns.publish(TopicArn=topic, Message="m")["MessageId"]
    assert sns.publish(TopicArn=_topic(sns, "alias/aws/sns"), Message="m")["MessageId"]
    disabled = kms.create_key()["KeyMetadata"]["KeyId"]
    kms.disable_key(KeyId=disabled)
    err = error_of(lambda: sns.publish(TopicArn=_topic(sns, disabled), Message="m"))
    assert (err["code"], err["status"]) == ("KMSDisabled", 400)
    err = error_of(
        lambda: sns.publish_batch(
            TopicArn=_topic(sns, disabled), PublishBatchRequestEntries=[{"Id": "a", "Message": "m"}]
        )
    )
    assert err["code"] == "KMSDisabled"
    err = error_of(lambda: sns.publish(TopicArn=_topic(sns, "alias/nothing"), Message="m"))
    assert (err["code"], err["status"]) == ("KMSNotFound", 400)


def test_the_publisher_needs_the_key(sns: Any, labcloud: Any) -> None:
    key = labcloud.boto3_client("kms").create_key()["KeyMetadata"]["Arn"]
    topic = _topic(sns, key)
    publisher = role_clients(labcloud, f"pub-{uuid.uuid4().hex[:6]}", document(allow("sns:Publish")))("sns")
    err = error_of(lambda: publisher.publish(TopicArn=topic, Message="m"))
    assert (err["code"], err["status"]) == ("KMSAccessDenied", 400)
    allowed = role_clients(
        labcloud,
        f"pub-kms-{uuid.uuid4().hex[:6]}",
        document(allow("sns:Publish"), allow(["kms:GenerateDataKey", "kms:Decrypt"], key)),
    )("sns")
    assert allowed.publish(TopicArn=topic, Message="m")["MessageId"]


def test_delivery_to_an_encrypted_queue_needs_the_key_policy_to_admit_sns(
    sns: Any, sqs: Any, labcloud: Any
) -> None:
    kms = labcloud.boto3_client("kms")
    key = kms.create_key()["KeyMetadata"]
    topic = sns.create_topic(Name=f"plain-{uuid.uuid4().hex[:8]}")["TopicArn"]
    url, arn = queue(sqs, f"enc-q-{uuid.uuid4().hex[:8]}", topic, KmsMasterKeyId=key["KeyId"])
    subscription = sns.subscribe(
        TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"}
    )
    refused = sns.publish(TopicArn=topic, Message="first")["MessageId"]
    found = wait_for(
        lambda: [
            e
            for e in events(labcloud, "sns.delivery.retried") + events(labcloud, "sns.delivery.failed")
            if e["data"].get("message_id") == refused
        ]
    )
    assert "KMS.AccessDeniedException" in json.dumps(found[0]["data"])
    account_root = f"arn:aws:iam::{key['AWSAccountId']}:root"
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"AWS": account_root}, "Action": "kms:*", "Resource": "*"},
            {
                "Effect": "Allow",
                "Principal": {"Service": "sns.amazonaws.com"},
                "Action": ["kms:GenerateDataKey*", "kms:Decrypt"],
                "Resource": "*",
            },
        ],
    }
    kms.put_key_policy(KeyId=key["KeyId"], PolicyName="default", Policy=json.dumps(policy))
    sns.unsubscribe(SubscriptionArn=subscription["SubscriptionArn"])
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"RawMessageDelivery": "true"})
    sns.publish(TopicArn=topic, Message="second")
    bodies = [m["Body"] for m in receive(sqs, url, count=2)]
    # the refused first message is retried (SQS endpoints are retried for days) and may arrive too
    assert "second" in bodies and set(bodies) <= {"first", "second"}
