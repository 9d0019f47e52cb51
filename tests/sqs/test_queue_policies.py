"""Queue policies: AddPermission/RemovePermission's document, validation, and enforcement with two
accounts, a role and service principals (an explicit deny binds the owner too)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from sqs_helpers import error_of

sys.path.insert(0, str(Path(__file__).parent.parent / "iam"))
from iam_api_helpers import assume, client_factory, make_role  # noqa: E402

OWNER, OTHER = "000000000000", "111122223333"
ARN = f"arn:aws:sqs:us-east-1:{OWNER}:shared"


def denial(principal: str, action: str, resource: str = ARN, explicit: bool = False) -> str:
    head = f"User: {principal} is not authorized to perform: {action} on resource: {resource}"
    if explicit:
        return f"{head} with an explicit deny in a resource-based policy"
    return f"{head} because no resource-based policy allows the {action} action"


@pytest.fixture
def shared(sqs):
    url = sqs.create_queue(QueueName="shared")["QueueUrl"]
    yield url
    sqs.delete_queue(QueueUrl=url)


@pytest.fixture
def other(labcloud):
    return labcloud.boto3_client("sqs", aws_access_key_id=OTHER)


def test_add_permission_writes_aws_document(sqs, shared):
    sqs.add_permission(QueueUrl=shared, Label="one", AWSAccountIds=[OTHER], Actions=["SendMessage"])
    sqs.add_permission(
        QueueUrl=shared,
        Label="two",
        AWSAccountIds=[OTHER, "444455556666"],
        Actions=["ReceiveMessage", "DeleteMessage"],
    )
    policy = json.loads(
        sqs.get_queue_attributes(QueueUrl=shared, AttributeNames=["Policy"])["Attributes"]["Policy"]
    )
    assert policy == {
        "Version": "2008-10-17",
        "Id": f"{ARN}/SQSDefaultPolicy",
        "Statement": [
            {
                "Sid": "one",
                "Effect": "Allow",
                "Principal": {"AWS": f"arn:aws:iam::{OTHER}:root"},
                "Action": "SQS:SendMessage",
                "Resource": ARN,
            },
            {
                "Sid": "two",
                "Effect": "Allow",
                "Principal": {"AWS": [f"arn:aws:iam::{OTHER}:root", "arn:aws:iam::444455556666:root"]},
                "Action": ["SQS:ReceiveMessage", "SQS:DeleteMessage"],
                "Resource": ARN,
            },
        ],
    }
    failed = error_of(
        lambda: sqs.add_permission(
            QueueUrl=shared, Label="one", AWSAccountIds=[OTHER], Actions=["SendMessage"]
        )
    )
    assert (failed["code"], failed["message"]) == (
        "InvalidParameterValue",
        "Value one for parameter Label is invalid. Reason: Already exists.",
    )
    failed = error_of(
        lambda: sqs.add_permission(
            QueueUrl=shared, Label="three", AWSAccountIds=[OTHER], Actions=["CreateQueue"]
        )
    )
    assert (failed["code"], failed["message"]) == (
        "InvalidParameterValue",
        "Value SQS:CreateQueue for parameter ActionName is invalid. Reason: Only the queue "
        "owner is allowed to invoke this action.",
    )
    failed = error_of(
        lambda: sqs.add_permission(
            QueueUrl=shared, Label="three", AWSAccountIds=[OTHER], Actions=["SendMessageBatch"]
        )
    )
    assert failed["message"] == (
        "Value SQS:SendMessageBatch for parameter ActionName is invalid. Reason: Please "
        "refer to the appropriate WSDL for a list of valid actions."
    )
    failed = error_of(
        lambda: sqs.add_permission(
            QueueUrl=shared, Label="three", AWSAccountIds=[OTHER], Actions=["SendMessage"] * 8
        )
    )
    assert (failed["code"], failed["status"], failed["message"]) == (
        "OverLimit",
        403,
        "8 Actions were found, maximum allowed is 7.",
    )
    failed = error_of(
        lambda: sqs.add_permission(QueueUrl=shared, Label="three", AWSAccountIds=[], Actions=["SendMessage"])
    )
    assert (failed["code"], failed["message"]) == (
        "InvalidParameterValue",
        "Value [] for parameter PrincipalId is invalid. Reason: Unable to verify.",
    )
    sqs.remove_permission(QueueUrl=shared, Label="one")
    policy = json.loads(
        sqs.get_queue_attributes(QueueUrl=shared, AttributeNames=["Policy"])["Attributes"]["Policy"]
    )
    assert [s["Sid"] for s in policy["Statement"]] == ["two"]
    sqs.remove_permission(QueueUrl=shared, Label="two")
    assert "Attributes" not in sqs.get_queue_attributes(QueueUrl=shared, AttributeNames=["Policy"])
    failed = error_of(lambda: sqs.remove_permission(QueueUrl=shared, Label="two"))
    assert (failed["code"], failed["message"]) == (
        "InvalidParameterValue",
        "Value two for parameter Label is invalid. Reason: can't find label on existing policy.",
    )


def test_invalid_policy_attribute(sqs, shared):
    for bad in (
        "{not json",
        json.dumps({"Statement": [{"Effect": "Allow", "Action": "sqs:*", "Resource": ARN}]}),
    ):
        failed = error_of(
            lambda bad=bad: sqs.set_queue_attributes(QueueUrl=shared, Attributes={"Policy": bad})
        )
        assert (failed["code"], failed["message"]) == (
            "InvalidAttributeValue",
            "Invalid value for the parameter Policy.",
        )


def test_another_account_needs_the_queue_policy(sqs, shared, other):
    failed = error_of(lambda: other.send_message(QueueUrl=shared, MessageBody="hi"))
    assert failed == {
        "code": "AccessDenied",
        "query_code": "AccessDeniedException",
        "status": 403,
        "exception": "ClientError",
        "message": denial(f"arn:aws:iam::{OTHER}:root", "sqs:sendmessage"),
    }
    failed = error_of(lambda: other.get_queue_url(QueueName="shared", QueueOwnerAWSAccountId=OWNER))
    assert failed["code"] == "AccessDenied"
    # a queue that does not exist in the other account answers the same way (nothing leaks)
    failed = error_of(
        lambda: other.send_message(QueueUrl=shared.replace("shared", "ghost"), MessageBody="hi")
    )
    assert (failed["code"], failed["message"]) == (
        "AccessDenied",
        denial(f"arn:aws:iam::{OTHER}:root", "sqs:sendmessage", ARN.replace("shared", "ghost")),
    )
    sqs.add_permission(
        QueueUrl=shared, Label="send", AWSAccountIds=[OTHER], Actions=["SendMessage", "GetQueueUrl"]
    )
    assert other.get_queue_url(QueueName="shared", QueueOwnerAWSAccountId=OWNER)["QueueUrl"] == shared
    other.send_message(QueueUrl=shared, MessageBody="from the other account")
    other.send_message_batch(QueueUrl=shared, Entries=[{"Id": "a", "MessageBody": "batched"}])
    failed = error_of(lambda: other.receive_message(QueueUrl=shared))
    assert (failed["code"], failed["message"]) == (
        "AccessDenied",
        denial(f"arn:aws:iam::{OTHER}:root", "sqs:receivemessage"),
    )
    bodies = {m["Body"] for m in sqs.receive_message(QueueUrl=shared, MaxNumberOfMessages=10)["Messages"]}
    assert bodies == {"from the other account", "batched"}
    # the other account's own queue list and its own queue of the same name are its own
    assert "QueueUrls" not in other.list_queues(QueueNamePrefix="shared")


def test_a_policy_letting_only_one_role_send(labcloud, sqs, shared):
    iam = labcloud.boto3_client("iam")
    identity = json.dumps(
        {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "sqs:*", "Resource": "*"}]}
    )
    sender = make_role(iam, "qp-sender", identity)
    make_role(iam, "qp-bystander", identity)
    sqs.set_queue_attributes(
        QueueUrl=shared,
        Attributes={
            "Policy": json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Sid": "OnlySender",
                            "Effect": "Deny",
                            "Principal": "*",
                            "Action": "sqs:SendMessage",
                            "Resource": ARN,
                            "Condition": {
                                "ArnNotEquals": {"aws:PrincipalArn": [sender, f"arn:aws:iam::{OWNER}:root"]}
                            },
                        },
                        {
                            "Sid": "Events",
                            "Effect": "Allow",
                            "Principal": {"Service": "events.amazonaws.com"},
                            "Action": "sqs:SendMessage",
                            "Resource": ARN,
                        },
                    ],
                }
            )
        },
    )
    try:
        good = client_factory(labcloud, assume(labcloud, sender, "sender"))("sqs")
        bad = client_factory(
            labcloud, assume(labcloud, "arn:aws:iam::000000000000:role/qp-bystander", "bystander")
        )("sqs")
        good.send_message(QueueUrl=shared, MessageBody="allowed")
        failed = error_of(lambda: bad.send_message(QueueUrl=shared, MessageBody="refused"))
        assert (failed["code"], failed["status"], failed["message"]) == (
            "AccessDenied",
            403,
            denial(
                "arn:aws:sts::000000000000:assumed-role/qp-bystander/bystander",
                "sqs:sendmessage",
                explicit=True,
            ),
        )
        bad.get_queue_attributes(QueueUrl=shared, AttributeNames=["QueueArn"])  # other actions stay open
        # the statement for the events service grants nothing to another account
        other = labcloud.boto3_client("sqs", aws_access_key_id=OTHER)
        assert (
            error_of(lambda: other.send_message(QueueUrl=shared, MessageBody="x"))["code"] == "AccessDenied"
        )
    finally:
        for name in ("qp-sender", "qp-bystander"):
            iam.delete_role_policy(RoleName=name, PolicyName=f"{name}-policy")
            iam.delete_role(RoleName=name)


def test_an_explicit_deny_binds_the_owner(sqs, shared):
    sqs.set_queue_attributes(
        QueueUrl=shared,
        Attributes={
            "Policy": json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [
                        {"Effect": "Deny", "Principal": "*", "Action": "sqs:PurgeQueue", "Resource": ARN}
                    ],
                }
            )
        },
    )
    failed = error_of(lambda: sqs.purge_queue(QueueUrl=shared))
    assert (failed["code"], failed["message"]) == (
        "AccessDenied",
        denial(f"arn:aws:iam::{OWNER}:root", "sqs:purgequeue", explicit=True),
    )
    sqs.set_queue_attributes(QueueUrl=shared, Attributes={"Policy": ""})
    sqs.purge_queue(QueueUrl=shared)


def test_cli_add_permission(labcloud, shared):
    labcloud.aws(
        "sqs",
        "add-permission",
        "--queue-url",
        shared,
        "--label",
        "cli",
        "--aws-account-ids",
        OTHER,
        "--actions",
        "SendMessage",
    )
    out = labcloud.aws_json(
        "sqs", "get-queue-attributes", "--queue-url", shared, "--attribute-names", "Policy"
    )
    assert json.loads(out["Attributes"]["Policy"])["Statement"][0]["Principal"] == {
        "AWS": f"arn:aws:iam::{OTHER}:root"
    }


def test_not_principal_deny_names_the_account_itself_only(labcloud, sqs, shared):
    """IAM's NotPrincipal: listing the account's root does not exempt the account's other roles."""
    iam = labcloud.boto3_client("iam")
    identity = json.dumps(
        {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "sqs:*", "Resource": "*"}]}
    )
    sender = make_role(iam, "np-sender", identity)
    make_role(iam, "np-other", identity)
    sqs.set_queue_attributes(
        QueueUrl=shared,
        Attributes={
            "Policy": json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Deny",
                            "NotPrincipal": {"AWS": [sender, f"arn:aws:iam::{OWNER}:root"]},
                            "Action": "sqs:SendMessage",
                            "Resource": ARN,
                        }
                    ],
                }
            )
        },
    )
    try:
        client_factory(labcloud, assume(labcloud, sender, "sender"))("sqs").send_message(
            QueueUrl=shared, MessageBody="ok"
        )
        sqs.send_message(QueueUrl=shared, MessageBody="root")
        other = client_factory(
            labcloud, assume(labcloud, "arn:aws:iam::000000000000:role/np-other", "other")
        )("sqs")
        failed = error_of(lambda: other.send_message(QueueUrl=shared, MessageBody="no"))
        assert (failed["code"], failed["message"]) == (
            "AccessDenied",
            denial("arn:aws:sts::000000000000:assumed-role/np-other/other", "sqs:sendmessage", explicit=True),
        )
    finally:
        for name in ("np-sender", "np-other"):
            iam.delete_role_policy(RoleName=name, PolicyName=f"{name}-policy")
            iam.delete_role(RoleName=name)
