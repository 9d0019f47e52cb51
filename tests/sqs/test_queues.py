"""Queue lifecycle: create (idempotent or QueueNameExists), URLs, listing, attributes, purge, tags."""

from __future__ import annotations

import json
from typing import Any

import pytest
from sqs_helpers import arn_of, error_of, redrive

from labcloud.testing.server_process import LabcloudProcess


def test_create_queue_url_and_arn(sqs: Any, labcloud: LabcloudProcess) -> None:
    url = sqs.create_queue(QueueName="labex-q05-jobs")["QueueUrl"]
    assert url == f"{labcloud.endpoint}/000000000000/labex-q05-jobs"
    assert arn_of(sqs, url) == "arn:aws:sqs:us-east-1:000000000000:labex-q05-jobs"
    assert sqs.get_queue_url(QueueName="labex-q05-jobs")["QueueUrl"] == url


def test_create_is_idempotent_and_rejects_different_attributes(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="q", Attributes={"VisibilityTimeout": "60"})["QueueUrl"]
    assert sqs.create_queue(QueueName="q", Attributes={"VisibilityTimeout": "60"})["QueueUrl"] == url
    assert sqs.create_queue(QueueName="q")["QueueUrl"] == url
    err = error_of(lambda: sqs.create_queue(QueueName="q", Attributes={"VisibilityTimeout": "61"}))
    assert err["code"] == "QueueAlreadyExists"
    assert err["query_code"] == "QueueNameExists"
    assert err["exception"] == "QueueNameExists"
    assert err["status"] == 400


def test_queue_url_with_any_host_is_accepted(sqs: Any) -> None:
    sqs.create_queue(QueueName="hosted")
    sqs.send_message(QueueUrl="https://sqs.us-east-1.amazonaws.com/000000000000/hosted", MessageBody="x")
    attrs = sqs.get_queue_attributes(
        QueueUrl="http://localhost:4566/000000000000/hosted", AttributeNames=["ApproximateNumberOfMessages"]
    )["Attributes"]
    assert attrs == {"ApproximateNumberOfMessages": "1"}


def test_missing_queue_errors(sqs: Any) -> None:
    err = error_of(lambda: sqs.get_queue_url(QueueName="nope"))
    assert err["code"] == "AWS.SimpleQueueService.NonExistentQueue"
    assert err["exception"] == "QueueDoesNotExist"
    assert err["message"] == "The specified queue does not exist."
    assert err["status"] == 400
    err = error_of(lambda: sqs.send_message(QueueUrl="http://x/000000000000/nope", MessageBody="b"))
    assert err["code"] == "AWS.SimpleQueueService.NonExistentQueue"
    with pytest.raises(sqs.exceptions.QueueDoesNotExist):
        sqs.delete_queue(QueueUrl="http://x/000000000000/nope")


def test_invalid_names(sqs: Any) -> None:
    err = error_of(lambda: sqs.create_queue(QueueName="bad name"))
    assert err["code"] == "InvalidParameterValue"
    assert (
        err["message"]
        == "Can only include alphanumeric characters, hyphens, or underscores. 1 to 80 in length"
    )
    err = error_of(lambda: sqs.create_queue(QueueName="x" * 81))
    assert err["code"] == "InvalidParameterValue"
    err = error_of(lambda: sqs.create_queue(QueueName="nofifo", Attributes={"FifoQueue": "true"}))
    assert err["code"] == "InvalidParameterValue"
    assert "must end with .fifo suffix" in err["message"]
    err = error_of(lambda: sqs.create_queue(QueueName="plain.fifo"))
    assert err["code"] == "InvalidParameterValue"


def test_attribute_ranges_and_names(sqs: Any) -> None:
    for name, value in [
        ("VisibilityTimeout", "43201"),
        ("DelaySeconds", "901"),
        ("MaximumMessageSize", "1023"),
        ("MessageRetentionPeriod", "59"),
        ("ReceiveMessageWaitTimeSeconds", "21"),
        ("VisibilityTimeout", "abc"),
    ]:
        err = error_of(lambda n=name, v=value: sqs.create_queue(QueueName="r", Attributes={n: v}))
        assert err["code"] == "InvalidAttributeValue", name
        assert err["message"] == f"Invalid value for the parameter {name}."
    err = error_of(lambda: sqs.create_queue(QueueName="r", Attributes={"Colour": "blue"}))
    assert err["code"] == "InvalidAttributeName"
    assert err["message"] == "Unknown Attribute Colour."
    url = sqs.create_queue(QueueName="r")["QueueUrl"]
    err = error_of(lambda: sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["Colour"]))
    assert err["code"] == "InvalidAttributeName"
    err = error_of(
        lambda: sqs.set_queue_attributes(QueueUrl=url, Attributes={"ContentBasedDeduplication": "true"})
    )
    assert err["code"] == "InvalidAttributeName"


def test_get_all_attributes_defaults(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="defaults")["QueueUrl"]
    attrs = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    assert attrs["VisibilityTimeout"] == "30"
    assert attrs["MaximumMessageSize"] == "1048576"
    assert attrs["MessageRetentionPeriod"] == "345600"
    assert attrs["DelaySeconds"] == "0"
    assert attrs["ReceiveMessageWaitTimeSeconds"] == "0"
    assert attrs["ApproximateNumberOfMessages"] == "0"
    assert attrs["ApproximateNumberOfMessagesNotVisible"] == "0"
    assert attrs["ApproximateNumberOfMessagesDelayed"] == "0"
    assert attrs["SqsManagedSseEnabled"] == "true"
    assert attrs["CreatedTimestamp"].isdigit() and attrs["LastModifiedTimestamp"].isdigit()
    assert "FifoQueue" not in attrs
    assert sqs.get_queue_attributes(QueueUrl=url).get("Attributes") is None


def test_set_attributes_and_counts(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="counts")["QueueUrl"]
    policy = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"AWS": "111122223333"},
                    "Action": "sqs:SendMessage",
                    "Resource": "arn:aws:sqs:us-east-1:000000000000:counts",
                }
            ],
        }
    )
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"VisibilityTimeout": "120", "Policy": policy})
    sqs.send_message(QueueUrl=url, MessageBody="one")
    sqs.send_message(QueueUrl=url, MessageBody="two")
    sqs.send_message(QueueUrl=url, MessageBody="later", DelaySeconds=600)
    sqs.receive_message(QueueUrl=url)
    attrs = sqs.get_queue_attributes(
        QueueUrl=url,
        AttributeNames=[
            "VisibilityTimeout",
            "ApproximateNumberOfMessages",
            "ApproximateNumberOfMessagesNotVisible",
            "ApproximateNumberOfMessagesDelayed",
            "Policy",
        ],
    )["Attributes"]
    assert attrs == {
        "VisibilityTimeout": "120",
        "ApproximateNumberOfMessages": "1",
        "ApproximateNumberOfMessagesNotVisible": "1",
        "ApproximateNumberOfMessagesDelayed": "1",
        "Policy": policy,
    }


def test_list_queues_prefix_and_pagination(sqs: Any) -> None:
    assert "QueueUrls" not in sqs.list_queues()
    for name in ["a1", "a2", "a3", "b1"]:
        sqs.create_queue(QueueName=name)
    urls = sqs.list_queues()["QueueUrls"]
    assert [u.rsplit("/", 1)[1] for u in urls] == ["a1", "a2", "a3", "b1"]
    page = sqs.list_queues(QueueNamePrefix="a", MaxResults=2)
    assert [u.rsplit("/", 1)[1] for u in page["QueueUrls"]] == ["a1", "a2"]
    rest = sqs.list_queues(QueueNamePrefix="a", MaxResults=2, NextToken=page["NextToken"])
    assert [u.rsplit("/", 1)[1] for u in rest["QueueUrls"]] == ["a3"]
    assert "NextToken" not in rest
    err = error_of(lambda: sqs.list_queues(MaxResults=1001))
    assert err["code"] == "InvalidParameterValue"


def test_delete_queue(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="gone")["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="x")
    sqs.delete_queue(QueueUrl=url)
    assert "QueueUrls" not in sqs.list_queues()
    err = error_of(lambda: sqs.receive_message(QueueUrl=url))
    assert err["code"] == "AWS.SimpleQueueService.NonExistentQueue"


def test_purge_and_sixty_second_rule(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="purge")["QueueUrl"]
    for i in range(3):
        sqs.send_message(QueueUrl=url, MessageBody=str(i))
    sqs.purge_queue(QueueUrl=url)
    assert sqs.receive_message(QueueUrl=url).get("Messages") is None
    err = error_of(lambda: sqs.purge_queue(QueueUrl=url))
    assert err["code"] == "AWS.SimpleQueueService.PurgeQueueInProgress"
    assert err["exception"] == "PurgeQueueInProgress"
    assert err["status"] == 403
    assert err["message"] == "Only one PurgeQueue operation on purge is allowed every 60 seconds."


def test_tags(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="tagged", tags={"team": "a"})["QueueUrl"]
    sqs.tag_queue(QueueUrl=url, Tags={"env": "lab"})
    assert sqs.list_queue_tags(QueueUrl=url)["Tags"] == {"team": "a", "env": "lab"}
    sqs.untag_queue(QueueUrl=url, TagKeys=["team"])
    assert sqs.list_queue_tags(QueueUrl=url)["Tags"] == {"env": "lab"}


def test_permissions(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="perm")["QueueUrl"]
    sqs.add_permission(QueueUrl=url, Label="send", AWSAccountIds=["111122223333"], Actions=["SendMessage"])
    policy = json.loads(
        sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["Policy"])["Attributes"]["Policy"]
    )
    assert policy["Statement"][0]["Sid"] == "send"
    assert policy["Statement"][0]["Action"] == "SQS:SendMessage"
    assert policy["Statement"][0]["Principal"] == {"AWS": "arn:aws:iam::111122223333:root"}
    err = error_of(lambda: sqs.add_permission(QueueUrl=url, Label="send", AWSAccountIds=["1"], Actions=["*"]))
    assert err["code"] == "InvalidParameterValue"
    sqs.remove_permission(QueueUrl=url, Label="send")
    assert "Policy" not in sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    err = error_of(lambda: sqs.remove_permission(QueueUrl=url, Label="send"))
    assert err["code"] == "InvalidParameterValue"


def test_redrive_policy_validation(sqs: Any) -> None:
    dlq = sqs.create_queue(QueueName="dlq")["QueueUrl"]
    arn = arn_of(sqs, dlq)
    err = error_of(
        lambda: sqs.create_queue(
            QueueName="src", Attributes={"RedrivePolicy": redrive(arn.replace("dlq", "missing"), 3)}
        )
    )
    assert err["code"] == "InvalidParameterValue"
    assert err["message"].endswith("Reason: Dead letter target does not exist.")
    err = error_of(lambda: sqs.create_queue(QueueName="src", Attributes={"RedrivePolicy": redrive(arn, 0)}))
    assert err["code"] == "InvalidParameterValue"
    src = sqs.create_queue(QueueName="src", Attributes={"RedrivePolicy": redrive(arn, 3)})["QueueUrl"]
    assert sqs.list_dead_letter_source_queues(QueueUrl=dlq)["queueUrls"] == [src]


def test_a_deleted_name_cannot_be_created_again_for_sixty_seconds(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="recycled")["QueueUrl"]
    sqs.delete_queue(QueueUrl=url)
    err = error_of(lambda: sqs.create_queue(QueueName="recycled"))
    assert err["code"] == "AWS.SimpleQueueService.QueueDeletedRecently"
    assert err["exception"] == "QueueDeletedRecently"
    assert err["status"] == 400
    assert err["message"] == (
        "You must wait 60 seconds after deleting a queue before you can create another with the same name."
    )
    # the hold is per name: other names are free, and the deleted queue stays gone
    assert sqs.create_queue(QueueName="recycled-2")["QueueUrl"].endswith("/recycled-2")
    assert (
        error_of(lambda: sqs.get_queue_url(QueueName="recycled"))["code"]
        == "AWS.SimpleQueueService.NonExistentQueue"
    )
