"""Everything acknowledged survives kill -9: topics, subscriptions, attributes, tags, the FIFO
deduplication window, and deliveries still waiting for their endpoint."""

from __future__ import annotations

import json
import threading
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from sns_helpers import wait_for

from labcloud.testing.server_process import LabcloudProcess, free_port


def serve(port: int, received: list[dict[str, Any]]) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802
            received.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def test_state_and_waiting_deliveries_survive_kill(tmp_path: Path) -> None:
    port = free_port()
    received: list[dict[str, Any]] = []
    endpoint = serve(port, received)
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        sns = server.boto3_client("sns")
        topic = sns.create_topic(Name="kept", Tags=[{"Key": "k", "Value": "v"}])["TopicArn"]
        sns.set_topic_attributes(TopicArn=topic, AttributeName="DisplayName", AttributeValue="Kept")
        fifo = sns.create_topic(Name="kept.fifo", Attributes={"FifoTopic": "true"})["TopicArn"]
        policy = json.dumps(
            {"healthyRetryPolicy": {"numRetries": 100, "minDelayTarget": 1, "maxDelayTarget": 1}}
        )
        sns.subscribe(
            TopicArn=topic,
            Protocol="http",
            Endpoint=f"http://127.0.0.1:{port}/",
            Attributes={"DeliveryPolicy": policy},
        )
        confirmation = wait_for(lambda: received)[0]
        with urllib.request.urlopen(confirmation["SigningCertURL"]) as answer:  # noqa: S310 - loopback
            certificate = answer.read()
        sns.confirm_subscription(TopicArn=topic, Token=confirmation["Token"])
        endpoint.shutdown()
        endpoint.server_close()  # the subscriber goes away: the notification waits for retries
        message_id = sns.publish(TopicArn=topic, Message="survives")["MessageId"]
        first = sns.publish(TopicArn=fifo, Message="once", MessageGroupId="g", MessageDeduplicationId="d")
        server.kill()
        server.start()
        sns = server.boto3_client("sns")
        assert sns.list_tags_for_resource(ResourceArn=topic)["Tags"] == [{"Key": "k", "Value": "v"}]
        attributes = sns.get_topic_attributes(TopicArn=topic)["Attributes"]
        assert (attributes["DisplayName"], attributes["SubscriptionsConfirmed"]) == ("Kept", "1")
        again = sns.publish(TopicArn=fifo, Message="once", MessageGroupId="g", MessageDeduplicationId="d")
        assert again == {**again, "MessageId": first["MessageId"], "SequenceNumber": first["SequenceNumber"]}
        with urllib.request.urlopen(confirmation["SigningCertURL"]) as answer:  # noqa: S310 - loopback
            assert answer.read() == certificate  # the signing key outlives the process
        endpoint = serve(port, received)  # the subscriber is back
        notification = wait_for(lambda: [m for m in received if m["Type"] == "Notification"], timeout=30)[0]
        assert (notification["MessageId"], notification["Message"]) == (message_id, "survives")
        endpoint.shutdown()
    finally:
        server.stop()
