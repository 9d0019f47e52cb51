"""EventBridge on the view's resource map: the bus, its rules, their targets and dead-letter queues,
with the last minute's deliveries and a failing rule marked."""

from __future__ import annotations

import json
import time
import urllib.request
from typing import Any

from events_helpers import queue, receive

from labcloud.testing.server_process import LabcloudProcess


def get_map(labcloud: LabcloudProcess) -> dict[str, Any]:
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        return json.loads(response.read())


def test_rules_and_targets_on_the_map(labcloud: LabcloudProcess, events: Any, sqs: Any):
    url, arn = queue(sqs, "orders")
    _, dlq = queue(sqs, "orders-dlq")
    events.create_event_bus(Name="shop")
    rule = events.put_rule(Name="placed", EventBusName="shop", EventPattern='{"source": ["shop"]}')["RuleArn"]
    events.put_targets(
        Rule="placed",
        EventBusName="shop",
        Targets=[{"Id": "q", "Arn": arn, "DeadLetterConfig": {"Arn": dlq}}],
    )
    gone = events.put_rule(Name="broken", EventPattern='{"source": ["shop"]}')["RuleArn"]
    missing = "arn:aws:sqs:us-east-1:000000000000:missing"
    queue(sqs, "missing")
    events.put_targets(Rule="broken", Targets=[{"Id": "m", "Arn": missing}])
    sqs.delete_queue(QueueUrl=sqs.get_queue_url(QueueName="missing")["QueueUrl"])
    entry = {"Source": "shop", "DetailType": "x", "Detail": "{}"}
    events.put_events(Entries=[{**entry, "EventBusName": "shop"}, entry])
    assert len(receive(sqs, url)) == 1
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        doc = get_map(labcloud)
        nodes = {n["id"]: n for n in doc["nodes"]}
        if nodes.get(gone, {}).get("status") == "failing":
            break
        time.sleep(0.2)
    bus = "arn:aws:events:us-east-1:000000000000:event-bus/shop"
    assert nodes[bus]["kind"] == "events.bus"
    assert nodes[rule]["kind"] == "events.rule"
    assert nodes[rule]["facts"]["matched_last_minute"] == 1
    assert nodes[rule]["status"] == "ok"
    assert nodes[gone]["status"] == "failing"
    edges = {(e["kind"], e["from"], e["to"]): e for e in doc["edges"]}
    assert ("events-rule", bus, rule) in edges
    assert edges[("events-target", rule, arn)]["traffic"]["events"] == 1
    assert ("dead-letter", rule, dlq) in edges
    assert edges[("events-target", gone, missing)]["traffic"]["errors"] == 1
