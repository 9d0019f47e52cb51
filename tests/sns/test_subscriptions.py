"""Subscriptions with boto3: each protocol's endpoint rules, confirmation, attributes, listing, errors."""

from __future__ import annotations

import json
from typing import Any

from sns_helpers import error_of, queue

ACCOUNT = "000000000000"


def test_sqs_subscription_is_confirmed_and_listed(sns: Any, sqs: Any) -> None:
    topic = sns.create_topic(Name="t")["TopicArn"]
    _, queue_arn = queue(sqs, "q", topic)
    arn = sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=queue_arn)["SubscriptionArn"]
    assert arn.startswith(topic + ":")
    # the same endpoint again: the same subscription
    assert sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=queue_arn)["SubscriptionArn"] == arn
    entry = {
        "SubscriptionArn": arn,
        "Owner": ACCOUNT,
        "Protocol": "sqs",
        "Endpoint": queue_arn,
        "TopicArn": topic,
    }
    assert sns.list_subscriptions()["Subscriptions"] == [entry]
    assert sns.list_subscriptions_by_topic(TopicArn=topic)["Subscriptions"] == [entry]
    attributes = sns.get_subscription_attributes(SubscriptionArn=arn)["Attributes"]
    assert attributes["PendingConfirmation"] == "false"
    assert attributes["RawMessageDelivery"] == "false"
    assert attributes["Endpoint"] == queue_arn
    assert attributes["Owner"] == ACCOUNT


def test_pending_subscriptions_and_confirmation(sns: Any, labcloud: Any) -> None:
    topic = sns.create_topic(Name="mail")["TopicArn"]
    assert sns.subscribe(TopicArn=topic, Protocol="email", Endpoint="a@example.com")["SubscriptionArn"] == (
        "pending confirmation"
    )
    arn = sns.subscribe(
        TopicArn=topic, Protocol="email-json", Endpoint="b@example.com", ReturnSubscriptionArn=True
    )["SubscriptionArn"]
    assert arn.startswith(topic + ":")
    listed = sns.list_subscriptions_by_topic(TopicArn=topic)["Subscriptions"]
    assert {s["SubscriptionArn"] for s in listed} == {"PendingConfirmation"}
    assert sns.get_subscription_attributes(SubscriptionArn=arn)["Attributes"]["PendingConfirmation"] == "true"
    # the confirmation request is in the outbox, with its token
    outbox = labcloud.get("/_labcloud/sns/outbox")["messages"]
    sent = [m for m in outbox if m["subscription_arn"] == arn]
    assert sent and sent[0]["message"]["Type"] == "SubscriptionConfirmation"
    token = sent[0]["message"]["Token"]
    err = error_of(lambda: sns.confirm_subscription(TopicArn=topic, Token="not-a-token"))
    assert (err["code"], err["message"]) == ("InvalidParameter", "Invalid parameter: Token")
    err = error_of(
        lambda: sns.confirm_subscription(TopicArn=topic, Token=token, AuthenticateOnUnsubscribe="maybe")
    )
    assert err["message"] == "Invalid parameter: AuthenticateOnUnsubscribe"
    confirmed = sns.confirm_subscription(TopicArn=topic, Token=token, AuthenticateOnUnsubscribe="true")
    assert confirmed["SubscriptionArn"] == arn
    attributes = sns.get_subscription_attributes(SubscriptionArn=arn)["Attributes"]
    assert (attributes["PendingConfirmation"], attributes["ConfirmationWasAuthenticated"]) == (
        "false",
        "true",
    )
    attributes = sns.get_topic_attributes(TopicArn=topic)["Attributes"]
    assert (attributes["SubscriptionsConfirmed"], attributes["SubscriptionsPending"]) == ("1", "1")


def test_endpoint_rules(sns: Any) -> None:
    topic = sns.create_topic(Name="rules")["TopicArn"]
    cases = [
        (
            "smtp",
            "a@example.com",
            "Invalid parameter: Amazon SNS does not support this protocol string: smtp",
        ),
        ("sqs", "not-an-arn", "Invalid parameter: SQS endpoint ARN"),
        ("lambda", "arn:aws:sqs:us-east-1:000000000000:q", "Invalid parameter: Lambda endpoint ARN"),
        ("http", "https://127.0.0.1/x", "Invalid parameter: Endpoint must match the specified protocol"),
        ("email", "no-at-sign", "Invalid parameter: Email address"),
        (
            "http",
            "http://example.com/hook",
            "Invalid parameter: Endpoint Reason: labcloud delivers HTTP(S) notifications to loopback addresses only",
        ),
        (
            "application",
            "arn:aws:sns:us-east-1:000000000000:app/GCM/app",
            "Invalid parameter: Endpoint Reason: An application endpoint must be a platform endpoint ARN",
        ),
        (
            "firehose",
            "arn:aws:kinesis:us-east-1:000000000000:stream/s",
            "Invalid parameter: Firehose endpoint ARN",
        ),
    ]
    for protocol, endpoint, message in cases:
        err = error_of(lambda p=protocol, e=endpoint: sns.subscribe(TopicArn=topic, Protocol=p, Endpoint=e))
        assert (err["code"], err["message"]) == ("InvalidParameter", message), (protocol, endpoint)


def test_fifo_topics_take_fifo_queues_only(sns: Any, sqs: Any) -> None:
    fifo = sns.create_topic(Name="t.fifo", Attributes={"FifoTopic": "true"})["TopicArn"]
    standard = sns.create_topic(Name="std")["TopicArn"]
    _, plain_queue = queue(sqs, "plain")
    _, fifo_queue = queue(sqs, "ordered.fifo")
    err = error_of(lambda: sns.subscribe(TopicArn=fifo, Protocol="sqs", Endpoint=plain_queue))
    assert err["message"] == (
        "Invalid parameter: Endpoint Reason: FIFO SNS Topics currently only support FIFO SQS queues as endpoints"
    )
    err = error_of(lambda: sns.subscribe(TopicArn=fifo, Protocol="email", Endpoint="a@example.com"))
    assert err["code"] == "InvalidParameter"
    err = error_of(lambda: sns.subscribe(TopicArn=standard, Protocol="sqs", Endpoint=fifo_queue))
    assert err["message"] == "Invalid parameter: Endpoint Reason: Please use FIFO SNS topic"
    assert sns.subscribe(TopicArn=fifo, Protocol="sqs", Endpoint=fifo_queue)["SubscriptionArn"].startswith(
        fifo
    )


def test_subscription_attributes(sns: Any, sqs: Any) -> None:
    topic = sns.create_topic(Name="a")["TopicArn"]
    _, queue_arn = queue(sqs, "q", topic)
    _, dlq_arn = queue(sqs, "dlq", topic)
    policy = json.dumps({"color": ["red"]})
    arn = sns.subscribe(
        TopicArn=topic,
        Protocol="sqs",
        Endpoint=queue_arn,
        Attributes={"RawMessageDelivery": "true", "FilterPolicy": policy},
    )["SubscriptionArn"]
    attributes = sns.get_subscription_attributes(SubscriptionArn=arn)["Attributes"]
    assert attributes["RawMessageDelivery"] == "true"
    assert attributes["FilterPolicy"] == policy
    assert attributes["FilterPolicyScope"] == "MessageAttributes"
    redrive = json.dumps({"deadLetterTargetArn": dlq_arn})
    sns.set_subscription_attributes(
        SubscriptionArn=arn, AttributeName="RedrivePolicy", AttributeValue=redrive
    )
    sns.set_subscription_attributes(
        SubscriptionArn=arn, AttributeName="FilterPolicyScope", AttributeValue="MessageBody"
    )
    attributes = sns.get_subscription_attributes(SubscriptionArn=arn)["Attributes"]
    assert attributes["RedrivePolicy"] == redrive
    assert attributes["FilterPolicyScope"] == "MessageBody"
    # a different attribute for the same endpoint is a conflict
    err = error_of(
        lambda: sns.subscribe(
            TopicArn=topic, Protocol="sqs", Endpoint=queue_arn, Attributes={"RawMessageDelivery": "false"}
        )
    )
    assert (
        err["message"]
        == "Invalid parameter: Attributes Reason: Subscription already exists with different attributes"
    )
    for name, value, message in (
        ("Nope", "x", "Invalid parameter: AttributeName"),
        (
            "RawMessageDelivery",
            "maybe",
            "Invalid parameter: Attributes Reason: RawMessageDelivery: Invalid value [maybe]",
        ),
        (
            "FilterPolicyScope",
            "Everything",
            "Invalid parameter: Attributes Reason: FilterPolicyScope: Invalid value [Everything]. "
            "Please use either MessageBody or MessageAttributes",
        ),
        ("RedrivePolicy", "{}", "Invalid parameter: RedrivePolicy: deadLetterTargetArn is missing"),
        ("FilterPolicy", '{"a": "b"}', 'Invalid parameter: FilterPolicy: "a" must be an object or an array'),
    ):
        err = error_of(
            lambda n=name, v=value: sns.set_subscription_attributes(
                SubscriptionArn=arn, AttributeName=n, AttributeValue=v
            )
        )
        assert (err["code"], err["message"]) == ("InvalidParameter", message), name
    lam = sns.subscribe(
        TopicArn=topic, Protocol="lambda", Endpoint="arn:aws:lambda:us-east-1:000000000000:function:f"
    )["SubscriptionArn"]
    err = error_of(
        lambda: sns.set_subscription_attributes(
            SubscriptionArn=lam, AttributeName="RawMessageDelivery", AttributeValue="true"
        )
    )
    assert err["message"] == (
        "Invalid parameter: Attributes Reason: Delivery protocol [lambda] does not support raw message delivery."
    )


def test_unsubscribe(sns: Any) -> None:
    topic = sns.create_topic(Name="u")["TopicArn"]
    arn = sns.subscribe(TopicArn=topic, Protocol="sms", Endpoint="+15555550100")["SubscriptionArn"]
    sns.unsubscribe(SubscriptionArn=arn)
    assert sns.list_subscriptions_by_topic(TopicArn=topic)["Subscriptions"] == []
    sns.unsubscribe(SubscriptionArn=arn)  # already gone: success, as on AWS
    err = error_of(lambda: sns.get_subscription_attributes(SubscriptionArn=arn))
    assert err == {"code": "NotFound", "message": "Subscription does not exist", "status": 404}
    err = error_of(lambda: sns.unsubscribe(SubscriptionArn=topic))
    assert err["message"] == "Invalid parameter: SubscriptionId"
    err = error_of(lambda: sns.unsubscribe(SubscriptionArn="junk"))
    assert (
        err["message"]
        == "Invalid parameter: SubscriptionArn Reason: An ARN must have at least 6 elements, not 1"
    )


def test_list_subscriptions_pages(sns: Any) -> None:
    topic = sns.create_topic(Name="many")["TopicArn"]
    arns = sorted(
        sns.subscribe(TopicArn=topic, Protocol="sms", Endpoint=f"+1555555{i:04d}")["SubscriptionArn"]
        for i in range(102)
    )
    first = sns.list_subscriptions_by_topic(TopicArn=topic)
    assert len(first["Subscriptions"]) == 100
    rest = sns.list_subscriptions_by_topic(TopicArn=topic, NextToken=first["NextToken"])
    assert [s["SubscriptionArn"] for s in first["Subscriptions"] + rest["Subscriptions"]] == arns
    paged = [
        s["SubscriptionArn"]
        for p in sns.get_paginator("list_subscriptions").paginate()
        for s in p["Subscriptions"]
    ]
    assert paged == arns
