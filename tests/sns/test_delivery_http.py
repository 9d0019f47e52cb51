"""Delivery to loopback HTTP endpoints: the SubscriptionConfirmation handshake, notifications, retries on
the delivery policy's schedule, raw delivery, and the dead-letter queue once retries run out."""

from __future__ import annotations

import json
import threading
import urllib.request
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from sns_helpers import events, queue, receive, wait_for


class Endpoint:
    """A subscriber's web server: records every POST, answers ``failures`` 500s before it accepts."""

    def __init__(self) -> None:
        self.received: list[tuple[dict[str, str], str]] = []
        self.failures = 0
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = self.rfile.read(int(self.headers["Content-Length"])).decode()
                outer.received.append(({k.lower(): v for k, v in self.headers.items()}, body))
                status = 500 if outer.failures > 0 else 200
                outer.failures = max(outer.failures - 1, 0)
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def of_type(self, kind: str) -> list[tuple[dict[str, str], str]]:
        return [(h, b) for h, b in self.received if h.get("x-amz-sns-message-type") == kind]


@pytest.fixture
def endpoint() -> Iterator[Endpoint]:
    served = Endpoint()
    yield served
    served.server.shutdown()


FAST_RETRIES = json.dumps({"healthyRetryPolicy": {"numRetries": 2, "minDelayTarget": 1, "maxDelayTarget": 1}})


def subscribe_and_confirm(sns: Any, topic: str, endpoint: Endpoint, **attributes: str) -> str:
    answer = sns.subscribe(TopicArn=topic, Protocol="http", Endpoint=endpoint.url, Attributes=attributes)
    assert answer["SubscriptionArn"] == "pending confirmation"
    headers, body = wait_for(lambda: endpoint.of_type("SubscriptionConfirmation"))[0]
    document = json.loads(body)
    assert headers["x-amz-sns-topic-arn"] == topic
    assert document["Type"] == "SubscriptionConfirmation"
    assert document["TopicArn"] == topic
    # the subscriber visits SubscribeURL, as a web app does on AWS
    with urllib.request.urlopen(document["SubscribeURL"]) as visited:  # noqa: S310 - loopback test server
        answer_text = visited.read().decode()
    assert "<ConfirmSubscriptionResponse" in answer_text
    arn = str(sns.list_subscriptions_by_topic(TopicArn=topic)["Subscriptions"][0]["SubscriptionArn"])
    assert arn.startswith(topic + ":")
    # confirmed through the unsigned SubscribeURL: not an authenticated confirmation
    shown = sns.get_subscription_attributes(SubscriptionArn=arn)["Attributes"]
    assert shown["ConfirmationWasAuthenticated"] == "false"
    return arn


def test_confirmation_then_notifications(sns: Any, endpoint: Endpoint) -> None:
    topic = sns.create_topic(Name="web")["TopicArn"]
    sns.publish(TopicArn=topic, Message="before confirmation")  # a pending subscription gets nothing
    arn = subscribe_and_confirm(sns, topic, endpoint)
    sns.publish(TopicArn=topic, Message="after", Subject="s")
    headers, body = wait_for(lambda: endpoint.of_type("Notification"))[0]
    assert headers["x-amz-sns-subscription-arn"] == arn
    assert headers["content-type"] == "text/plain; charset=UTF-8"
    document = json.loads(body)
    assert (document["Message"], document["Subject"]) == ("after", "s")
    assert len(endpoint.of_type("Notification")) == 1


def test_retries_follow_the_delivery_policy(sns: Any, endpoint: Endpoint, labcloud: Any) -> None:
    topic = sns.create_topic(Name="flaky")["TopicArn"]
    subscribe_and_confirm(sns, topic, endpoint, DeliveryPolicy=FAST_RETRIES, RawMessageDelivery="true")
    endpoint.failures = 2
    sns.publish(TopicArn=topic, Message="third time lucky")
    wait_for(lambda: len(endpoint.of_type("Notification")) == 3)
    assert [b for _, b in endpoint.of_type("Notification")] == ["third time lucky"] * 3
    retried = events(labcloud, "sns.delivery.retried")
    assert [e["data"]["attempts"] for e in retried] == [1, 2]
    assert {e["data"]["error"] for e in retried} == {"HTTP500"}
    assert wait_for(lambda: events(labcloud, "sns.delivery.delivered"))[-1]["data"]["attempts"] == 3


def test_out_of_retries_goes_to_the_dead_letter_queue(
    sns: Any, sqs: Any, endpoint: Endpoint, labcloud: Any
) -> None:
    topic = sns.create_topic(Name="down")["TopicArn"]
    dlq_url, dlq_arn = queue(sqs, "web-dlq", topic)
    subscribe_and_confirm(
        sns,
        topic,
        endpoint,
        DeliveryPolicy=FAST_RETRIES,
        RedrivePolicy=json.dumps({"deadLetterTargetArn": dlq_arn}),
    )
    endpoint.failures = 100
    message_id = sns.publish(TopicArn=topic, Message="never taken")["MessageId"]
    (dead,) = receive(sqs, dlq_url, timeout=20, MessageAttributeNames=["All"])
    assert json.loads(dead["Body"])["MessageId"] == message_id
    assert dead["MessageAttributes"]["ErrorCode"]["StringValue"] == "HTTP500"
    assert len(endpoint.of_type("Notification")) == 3  # the first try and numRetries=2


def test_unreachable_endpoint_without_dlq_is_dropped(sns: Any, labcloud: Any) -> None:
    topic = sns.create_topic(Name="nobody")["TopicArn"]
    sns.set_topic_attributes(
        TopicArn=topic,
        AttributeName="DeliveryPolicy",
        AttributeValue=json.dumps(
            {
                "http": {
                    "defaultHealthyRetryPolicy": {"numRetries": 1, "minDelayTarget": 1, "maxDelayTarget": 1}
                }
            }
        ),
    )
    sub = sns.subscribe(
        TopicArn=topic, Protocol="http", Endpoint="http://127.0.0.1:9/x", ReturnSubscriptionArn=True
    )
    # nobody listens on port 9: the confirmation request is tried twice, then dropped
    failed = wait_for(lambda: events(labcloud, "sns.delivery.failed"), timeout=20)
    assert failed[0]["data"]["subscription_arn"] == sub["SubscriptionArn"]
    assert failed[0]["data"]["error"] == "ConnectionError"
    assert [e["data"]["attempts"] for e in events(labcloud, "sns.delivery.retried")] == [1]


def test_a_slow_endpoint_holds_back_only_its_own_subscription(sns: Any, sqs: Any) -> None:
    release = threading.Event()
    confirmations: list[str] = []
    held: list[str] = []

    class Slow(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802
            body = self.rfile.read(int(self.headers["Content-Length"])).decode()
            if self.headers.get("x-amz-sns-message-type") == "Notification":
                held.append(body)
                release.wait(20)  # answers only once the test saw the queue's copy
            else:
                confirmations.append(body)
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Slow)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        topic = sns.create_topic(Name="mixed")["TopicArn"]
        sns.subscribe(
            TopicArn=topic, Protocol="http", Endpoint=f"http://127.0.0.1:{server.server_address[1]}/"
        )
        subscribe_url = json.loads(wait_for(lambda: confirmations)[0])["SubscribeURL"]
        with urllib.request.urlopen(subscribe_url):  # noqa: S310 - loopback test server
            pass
        queue_url, queue_arn = queue(sqs, "fast", topic)
        sns.subscribe(
            TopicArn=topic, Protocol="sqs", Endpoint=queue_arn, Attributes={"RawMessageDelivery": "true"}
        )
        sns.publish(TopicArn=topic, Message="first")
        wait_for(lambda: held)  # the endpoint holds its copy of the first message unanswered...
        sns.publish(TopicArn=topic, Message="second")
        # ...while the queue gets both, the second published after the endpoint stalled
        got = [m["Body"] for m in receive(sqs, queue_url, 2, timeout=10)]
        assert got == ["first", "second"]
        assert not release.is_set()
    finally:
        release.set()
        server.shutdown()
