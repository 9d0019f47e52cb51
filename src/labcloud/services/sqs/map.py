"""SQS's part of the view's resource map: queues, their redrive (dead-letter) wiring, last minute's messages.

A queue that is some queue's dead-letter target and holds messages is marked failing.
"""

from __future__ import annotations

import json

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, last_part, unless_gone

KINDS: dict[str, tuple[str, ...]] = {"sqs.message.sent": (), "sqs.message.moved_to_dlq": ()}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    urls: list[str] = []
    token: str | None = None
    while True:
        page = await hub.call(
            "sqs", "ListQueues", {"MaxResults": 1000, **({"NextToken": token} if token else {})}
        )
        urls += page.get("QueueUrls") or []
        token = page.get("NextToken")
        if not token:
            break
    sent = recent.count_by(["sqs.message.sent"], "resource")
    moved = recent.count_by(["sqs.message.moved_to_dlq"], "resource")
    nodes: dict[str, MapNode] = {}
    dead_letter_targets: set[str] = set()
    for url in urls:
        found = await unless_gone(
            hub.call("sqs", "GetQueueAttributes", {"QueueUrl": url, "AttributeNames": ["All"]})
        )
        if found is None:
            continue
        attributes = found["Attributes"]
        queue_arn = attributes["QueueArn"]
        name = last_part(queue_arn)
        node = MapNode(
            "sqs.queue",
            queue_arn,
            name,
            refs=(url, name),
            resource=name,
            facts={
                "visible": int(attributes.get("ApproximateNumberOfMessages", 0)),
                "in_flight": int(attributes.get("ApproximateNumberOfMessagesNotVisible", 0)),
                "sent_last_minute": sent.get(queue_arn, 0),
            },
        )
        nodes[queue_arn] = node
        part.nodes.append(node)
        policy = attributes.get("RedrivePolicy")
        if policy:
            target = json.loads(policy).get("deadLetterTargetArn", "")
            if target:
                dead_letter_targets.add(target)
                part.edges.append(
                    MapEdge("redrive", queue_arn, target, "", {"messages": moved.get(queue_arn, 0)})
                )
    for target in dead_letter_targets:
        dlq = nodes.get(target)
        if dlq is None:
            continue
        dlq.facts["dead_letter_queue"] = True
        waiting = dlq.facts["visible"] + dlq.facts["in_flight"]
        if waiting:
            dlq.fail(f"{waiting} message(s) in a dead-letter queue")
    return part
