"""SNS's part of the view's resource map: topics, and a subscription edge from each topic to the queue,
function or endpoint it delivers to, with the last minute's deliveries, filtered-out messages, retries
and dead-lettered or failed deliveries.

A topic with failed or dead-lettered deliveries in the last minute is marked failing.
"""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, last_part, unless_gone

KINDS: dict[str, tuple[str, ...]] = {
    "sns.message.published": (),
    "sns.delivery.delivered": ("subscription_arn",),
    "sns.delivery.filtered": ("subscription_arn",),
    "sns.delivery.retried": ("subscription_arn",),
    "sns.delivery.failed": ("subscription_arn",),
    "sns.delivery.dead_lettered": ("subscription_arn",),
}


async def _pages(hub: Services, operation: str, params: dict[str, Any], member: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    token: str | None = None
    while True:
        page = await hub.call("sns", operation, {**params, **({"NextToken": token} if token else {})})
        out += page.get(member) or []
        token = page.get("NextToken")
        if not token:
            return out


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    published = recent.count_by(["sns.message.published"], "resource")
    per_subscription = {
        kind.rsplit(".", 1)[1]: recent.count_by([kind], "subscription_arn")
        for kind in KINDS
        if kind.startswith("sns.delivery.")
    }
    for topic in await _pages(hub, "ListTopics", {}, "Topics"):
        arn = topic["TopicArn"]
        found = await unless_gone(hub.call("sns", "GetTopicAttributes", {"TopicArn": arn}))
        if found is None:
            continue
        attributes = found["Attributes"]
        name = last_part(arn)
        node = MapNode(
            "sns.topic",
            arn,
            name,
            refs=(name,),
            resource=name,
            facts={
                "fifo": attributes.get("FifoTopic") == "true",
                "subscriptions": int(attributes.get("SubscriptionsConfirmed", 0)),
                "pending": int(attributes.get("SubscriptionsPending", 0)),
                "published_last_minute": published.get(arn, 0),
            },
        )
        part.nodes.append(node)
        failures = 0
        subscriptions = await unless_gone(
            _pages(hub, "ListSubscriptionsByTopic", {"TopicArn": arn}, "Subscriptions")
        )
        for sub in subscriptions or []:
            sub_arn = sub["SubscriptionArn"]
            traffic = {what: counts.get(sub_arn, 0) for what, counts in per_subscription.items()}
            failures += traffic["failed"] + traffic["dead_lettered"]
            part.edges.append(MapEdge("subscription", arn, sub["Endpoint"], sub["Protocol"], traffic))
        if failures:
            node.fail(f"{failures} failed deliveries in the last minute")
    return part
