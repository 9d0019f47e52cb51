"""SNS on the view: the map's topics and subscription edges with their traffic, and delivery events."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from sns_helpers import events, queue, receive, wait_for


def get_map(labcloud: Any) -> dict[str, Any]:
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as answer:  # noqa: S310
        return dict(json.loads(answer.read()))


def test_map_draws_topics_and_their_subscriptions(sns: Any, sqs: Any, labcloud: Any) -> None:
    topic = sns.create_topic(Name="fan")["TopicArn"]
    url, arn = queue(sqs, "fed", topic)
    _, closed = queue(sqs, "closed", policy=False)
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=arn, Attributes={"FilterPolicy": '{"k": ["yes"]}'})
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=closed)
    sns.publish(
        TopicArn=topic, Message="m", MessageAttributes={"k": {"DataType": "String", "StringValue": "yes"}}
    )
    sns.publish(TopicArn=topic, Message="m")
    receive(sqs, url)
    wait_for(lambda: len(events(labcloud, "sns.delivery.failed")) == 2)
    doc = get_map(labcloud)
    (node,) = [n for n in doc["nodes"] if n["id"] == topic]
    assert node["kind"] == "sns.topic"
    assert node["facts"]["subscriptions"] == 2 and node["facts"]["published_last_minute"] == 2
    assert node["status"] == "failing"
    edges = {e["to"]: e for e in doc["edges"] if e["from"] == topic}
    assert edges[arn]["kind"] == "subscription"
    assert edges[arn]["traffic"]["delivered"] == 1 and edges[arn]["traffic"]["filtered"] == 1
    assert edges[closed]["traffic"]["failed"] == 2
