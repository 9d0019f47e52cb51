"""SSE-KMS queues (``KmsMasterKeyId``): sending needs kms:GenerateDataKey and receiving kms:Decrypt on
the key, as the caller; a missing, disabled or forbidden key fails the call with AWS's KMS.* error."""

from __future__ import annotations

import sys
import uuid
from pathlib import Path
from typing import Any

from sqs_helpers import error_of

sys.path.insert(0, str(Path(__file__).parent.parent / "iam"))
from iam_api_helpers import allow, document, role_clients  # noqa: E402


def _queue(sqs: Any, key: str, **attributes: str) -> str:
    return str(
        sqs.create_queue(
            QueueName=f"enc-{uuid.uuid4().hex[:8]}", Attributes={"KmsMasterKeyId": key, **attributes}
        )["QueueUrl"]
    )


def test_an_encrypted_queue_sends_and_receives(sqs: Any, labcloud: Any) -> None:
    kms = labcloud.boto3_client("kms")
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    for key_id in (key, "alias/aws/sqs"):
        url = _queue(sqs, key_id, KmsDataKeyReusePeriodSeconds="60")
        attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
        assert (attributes["KmsMasterKeyId"], attributes["KmsDataKeyReusePeriodSeconds"]) == (key_id, "60")
        sqs.send_message(QueueUrl=url, MessageBody="secret order")
        sqs.send_message_batch(QueueUrl=url, Entries=[{"Id": "a", "MessageBody": "two"}])
        got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1)["Messages"]
        assert sorted(m["Body"] for m in got) in (["secret order", "two"], ["secret order"])


def test_a_disabled_or_missing_key_fails_the_call(sqs: Any, labcloud: Any) -> None:
    kms = labcloud.boto3_client("kms")
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    kms.disable_key(KeyId=key)
    url = _queue(sqs, key)
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody="m"))
    assert (err["code"], err["status"]) == ("KMS.DisabledException", 400)
    err = error_of(lambda: sqs.send_message_batch(QueueUrl=url, Entries=[{"Id": "a", "MessageBody": "m"}]))
    assert err["code"] == "KMS.DisabledException"
    err = error_of(lambda: sqs.receive_message(QueueUrl=url))
    assert err["code"] == "KMS.DisabledException"
    kms.enable_key(KeyId=key)
    assert sqs.send_message(QueueUrl=url, MessageBody="m")["MessageId"]
    missing = _queue(sqs, "alias/no-such-key")
    err = error_of(lambda: sqs.send_message(QueueUrl=missing, MessageBody="m"))
    assert (err["code"], err["status"]) == ("KMS.NotFoundException", 400)


def test_the_caller_needs_the_key_permissions(sqs: Any, labcloud: Any) -> None:
    kms = labcloud.boto3_client("kms")
    key = kms.create_key()["KeyMetadata"]["Arn"]
    url = _queue(sqs, key)
    queue_only = role_clients(labcloud, f"sqs-only-{uuid.uuid4().hex[:6]}", document(allow("sqs:*")))("sqs")
    err = error_of(lambda: queue_only.send_message(QueueUrl=url, MessageBody="m"))
    assert (err["code"], err["status"]) == ("KMS.AccessDeniedException", 400)
    assert "kms:GenerateDataKey" in err["message"]
    sender = role_clients(
        labcloud,
        f"sender-{uuid.uuid4().hex[:6]}",
        document(allow("sqs:*"), allow("kms:GenerateDataKey", key)),
    )("sqs")
    assert sender.send_message(QueueUrl=url, MessageBody="m")["MessageId"]
    err = error_of(lambda: sender.receive_message(QueueUrl=url))
    assert err["code"] == "KMS.AccessDeniedException" and "kms:Decrypt" in err["message"]
    reader = role_clients(
        labcloud, f"reader-{uuid.uuid4().hex[:6]}", document(allow("sqs:*"), allow("kms:Decrypt", key))
    )("sqs")
    assert [m["Body"] for m in reader.receive_message(QueueUrl=url, WaitTimeSeconds=1)["Messages"]] == ["m"]
