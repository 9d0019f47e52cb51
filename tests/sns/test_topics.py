"""Topics with boto3: create (standard, FIFO, idempotent), list pages, attributes, tags, delete, errors."""

from __future__ import annotations

import json
from typing import Any

from sns_helpers import error_of

ACCOUNT = "000000000000"


def test_create_is_idempotent_and_conflicting_attributes_are_refused(sns: Any) -> None:
    arn = sns.create_topic(Name="orders", Attributes={"DisplayName": "Orders"})["TopicArn"]
    assert arn == f"arn:aws:sns:us-east-1:{ACCOUNT}:orders"
    assert sns.create_topic(Name="orders", Attributes={"DisplayName": "Orders"})["TopicArn"] == arn
    assert sns.create_topic(Name="orders")["TopicArn"] == arn
    err = error_of(lambda: sns.create_topic(Name="orders", Attributes={"DisplayName": "Other"}))
    assert err == {
        "code": "InvalidParameter",
        "message": "Invalid parameter: Attributes Reason: Topic already exists with different attributes",
        "status": 400,
    }
    sns.tag_resource(ResourceArn=arn, Tags=[{"Key": "team", "Value": "a"}])
    err = error_of(lambda: sns.create_topic(Name="orders", Tags=[{"Key": "team", "Value": "b"}]))
    assert err["message"] == "Invalid parameter: Tags Reason: Topic already exists with different tags"


def test_topic_names(sns: Any) -> None:
    for bad in ("has space", "x" * 257, "", "dot.name"):
        err = error_of(lambda bad=bad: sns.create_topic(Name=bad))
        assert (err["code"], err["message"]) == ("InvalidParameter", "Invalid parameter: Topic Name"), bad
    assert error_of(lambda: sns.create_topic(Name="plain.fifo"))["message"] == "Invalid parameter: Topic Name"
    err = error_of(lambda: sns.create_topic(Name="nofifo", Attributes={"FifoTopic": "true"}))
    assert err["message"].startswith("Invalid parameter: Fifo Topic names must end with .fifo")


def test_fifo_topic_attributes(sns: Any) -> None:
    arn = sns.create_topic(
        Name="jobs.fifo", Attributes={"FifoTopic": "true", "ContentBasedDeduplication": "true"}
    )["TopicArn"]
    attributes = sns.get_topic_attributes(TopicArn=arn)["Attributes"]
    assert attributes["FifoTopic"] == "true"
    assert attributes["ContentBasedDeduplication"] == "true"
    sns.set_topic_attributes(TopicArn=arn, AttributeName="ContentBasedDeduplication", AttributeValue="false")
    assert sns.get_topic_attributes(TopicArn=arn)["Attributes"]["ContentBasedDeduplication"] == "false"
    standard = sns.create_topic(Name="plain")["TopicArn"]
    err = error_of(
        lambda: sns.set_topic_attributes(
            TopicArn=standard, AttributeName="ContentBasedDeduplication", AttributeValue="true"
        )
    )
    assert err["message"] == (
        "Invalid parameter: Attributes Reason: Content-based deduplication can only be set for FIFO topics"
    )
    err = error_of(
        lambda: sns.set_topic_attributes(TopicArn=arn, AttributeName="FifoTopic", AttributeValue="false")
    )
    assert err["message"] == "Invalid parameter: AttributeName"


def test_attributes_computed_and_set(sns: Any, sqs: Any) -> None:
    arn = sns.create_topic(Name="attrs")["TopicArn"]
    attributes = sns.get_topic_attributes(TopicArn=arn)["Attributes"]
    assert attributes["TopicArn"] == arn
    assert attributes["Owner"] == ACCOUNT
    assert attributes["DisplayName"] == ""
    assert (attributes["SubscriptionsConfirmed"], attributes["SubscriptionsPending"]) == ("0", "0")
    assert attributes["SubscriptionsDeleted"] == "0"
    policy = json.loads(attributes["Policy"])
    assert policy["Statement"][0]["Condition"] == {"StringEquals": {"AWS:SourceOwner": ACCOUNT}}
    effective = json.loads(attributes["EffectiveDeliveryPolicy"])
    assert effective["http"]["defaultHealthyRetryPolicy"]["numRetries"] == 3
    sns.set_topic_attributes(TopicArn=arn, AttributeName="DisplayName", AttributeValue="Shown")
    sns.set_topic_attributes(TopicArn=arn, AttributeName="KmsMasterKeyId", AttributeValue="alias/aws/sns")
    delivery = {
        "http": {"defaultHealthyRetryPolicy": {"numRetries": 5, "minDelayTarget": 1, "maxDelayTarget": 2}}
    }
    sns.set_topic_attributes(
        TopicArn=arn, AttributeName="DeliveryPolicy", AttributeValue=json.dumps(delivery)
    )
    sqs_url = sqs.create_queue(QueueName="counted")["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=sqs_url, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    sns.subscribe(TopicArn=arn, Protocol="sqs", Endpoint=queue_arn)
    sns.subscribe(TopicArn=arn, Protocol="email", Endpoint="someone@example.com")
    attributes = sns.get_topic_attributes(TopicArn=arn)["Attributes"]
    assert attributes["DisplayName"] == "Shown"
    assert attributes["KmsMasterKeyId"] == "alias/aws/sns"
    assert (attributes["SubscriptionsConfirmed"], attributes["SubscriptionsPending"]) == ("1", "1")
    retry = json.loads(attributes["EffectiveDeliveryPolicy"])["http"]["defaultHealthyRetryPolicy"]
    assert (retry["numRetries"], retry["minDelayTarget"], retry["maxDelayTarget"]) == (5, 1, 2)
    err = error_of(lambda: sns.set_topic_attributes(TopicArn=arn, AttributeName="Nope", AttributeValue="x"))
    assert (err["code"], err["message"]) == ("InvalidParameter", "Invalid parameter: AttributeName")
    err = error_of(
        lambda: sns.set_topic_attributes(TopicArn=arn, AttributeName="Policy", AttributeValue="{not json")
    )
    assert err["code"] == "InvalidParameter"


def test_missing_topics_and_malformed_arns(sns: Any) -> None:
    missing = f"arn:aws:sns:us-east-1:{ACCOUNT}:absent"
    for call in (
        lambda: sns.get_topic_attributes(TopicArn=missing),
        lambda: sns.set_topic_attributes(TopicArn=missing, AttributeName="DisplayName", AttributeValue="x"),
        lambda: sns.publish(TopicArn=missing, Message="m"),
        lambda: sns.list_subscriptions_by_topic(TopicArn=missing),
        lambda: sns.subscribe(TopicArn=missing, Protocol="email", Endpoint="a@example.com"),
    ):
        assert error_of(call) == {"code": "NotFound", "message": "Topic does not exist", "status": 404}
    err = error_of(lambda: sns.get_topic_attributes(TopicArn="orders"))
    assert err["message"] == "Invalid parameter: TopicArn Reason: An ARN must have at least 6 elements, not 1"
    sns.delete_topic(TopicArn=missing)  # AWS answers a delete of a missing topic with success


def test_list_topics_pages_of_100(sns: Any) -> None:
    created = sorted(sns.create_topic(Name=f"t{i:03d}")["TopicArn"] for i in range(105))
    first = sns.list_topics()
    assert len(first["Topics"]) == 100
    second = sns.list_topics(NextToken=first["NextToken"])
    assert "NextToken" not in second
    assert [t["TopicArn"] for t in first["Topics"] + second["Topics"]] == created
    paged = [t["TopicArn"] for page in sns.get_paginator("list_topics").paginate() for t in page["Topics"]]
    assert paged == created


def test_delete_removes_topic_and_its_subscriptions(sns: Any) -> None:
    arn = sns.create_topic(Name="gone")["TopicArn"]
    sns.subscribe(TopicArn=arn, Protocol="sms", Endpoint="+15555550100")
    sns.delete_topic(TopicArn=arn)
    assert sns.list_topics()["Topics"] == []
    assert sns.list_subscriptions()["Subscriptions"] == []


def test_tags(sns: Any) -> None:
    arn = sns.create_topic(Name="tagged", Tags=[{"Key": "env", "Value": "dev"}])["TopicArn"]
    sns.tag_resource(ResourceArn=arn, Tags=[{"Key": "team", "Value": "core"}])
    assert sns.list_tags_for_resource(ResourceArn=arn)["Tags"] == [
        {"Key": "env", "Value": "dev"},
        {"Key": "team", "Value": "core"},
    ]
    sns.untag_resource(ResourceArn=arn, TagKeys=["env"])
    assert sns.list_tags_for_resource(ResourceArn=arn)["Tags"] == [{"Key": "team", "Value": "core"}]
    missing = f"arn:aws:sns:us-east-1:{ACCOUNT}:nope"
    err = error_of(lambda: sns.list_tags_for_resource(ResourceArn=missing))
    assert err == {"code": "ResourceNotFound", "message": "Resource does not exist", "status": 404}
    err = error_of(
        lambda: sns.tag_resource(ResourceArn=arn, Tags=[{"Key": f"k{i}", "Value": "v"} for i in range(51)])
    )
    assert err["code"] == "TagLimitExceeded"


def test_delivery_status_logging_attributes(sns: Any) -> None:
    arn = sns.create_topic(Name="logged")["TopicArn"]
    sns.set_topic_attributes(TopicArn=arn, AttributeName="SQSSuccessFeedbackSampleRate", AttributeValue="50")
    assert sns.get_topic_attributes(TopicArn=arn)["Attributes"]["SQSSuccessFeedbackSampleRate"] == "50"
    err = error_of(
        lambda: sns.set_topic_attributes(
            TopicArn=arn, AttributeName="SQSSuccessFeedbackSampleRate", AttributeValue="101"
        )
    )
    assert err["message"] == (
        "Invalid parameter: Attributes Reason: SQSSuccessFeedbackSampleRate: must be an integer from 0 to 100"
    )
    err = error_of(
        lambda: sns.set_topic_attributes(
            TopicArn=arn,
            AttributeName="SQSSuccessFeedbackRoleArn",
            AttributeValue="arn:aws:iam::000000000000:role/sns-logs",
        )
    )
    assert err["code"] == "InvalidParameter"
    assert "labcloud does not write delivery status logs" in err["message"]
    sns.set_topic_attributes(TopicArn=arn, AttributeName="SQSSuccessFeedbackRoleArn", AttributeValue="")
