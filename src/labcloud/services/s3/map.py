"""S3's part of the view's resource map: buckets and their event notifications (bucket → function or queue),
with the last minute's object changes each notification matched and the deliveries that failed, and their
replication rules (bucket → bucket) with the last minute's replicated and failed versions.
"""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, RecentEvent, Services, unless_gone

KINDS = {
    "s3.object.created": ("bucket", "key", "event"),
    "s3.object.removed": ("bucket", "key", "event"),
    "s3.notification.failed": ("destination",),
    "s3.replication.completed": ("bucket", "key"),
    "s3.replication.failed": ("bucket", "key", "reason"),
}
DESTINATIONS = (
    ("LambdaFunctionConfigurations", "LambdaFunctionArn"),
    ("QueueConfigurations", "QueueArn"),
    ("TopicConfigurations", "TopicArn"),
)


def _matches(config: dict[str, Any], event: RecentEvent) -> bool:
    """Would this notification configuration have fired for this object change?"""
    wanted = f"s3:{event.data.get('event', '')}"
    family = wanted.rsplit(":", 1)[0] + ":*"
    if not any(name in (wanted, family) for name in config.get("Events") or []):
        return False
    key = str(event.data.get("key", ""))
    for rule in ((config.get("Filter") or {}).get("Key") or {}).get("FilterRules") or []:
        name, value = str(rule.get("Name", "")).lower(), str(rule.get("Value", ""))
        if (name == "prefix" and not key.startswith(value)) or (name == "suffix" and not key.endswith(value)):
            return False
    return True


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    changes: dict[str, list[RecentEvent]] = {}
    for event in recent.of("s3.object.created", "s3.object.removed"):
        changes.setdefault(str(event.data.get("bucket", "")), []).append(event)
    failed = recent.count_by(["s3.notification.failed"], "destination")
    buckets = (await hub.call("s3", "ListBuckets", {})).get("Buckets") or []
    for bucket in buckets:
        name = bucket["Name"]
        bucket_arn = f"arn:aws:s3:::{name}"
        mine = changes.get(name, [])
        part.nodes.append(
            MapNode(
                "s3.bucket",
                bucket_arn,
                name,
                refs=(name,),
                resource=name,
                facts={"changes_last_minute": sum(event.count for event in mine)},
            )
        )
        notification = (
            await unless_gone(hub.call("s3", "GetBucketNotificationConfiguration", {"Bucket": name})) or {}
        )
        for member, arn_member in DESTINATIONS:
            for config in notification.get(member) or []:
                destination = config.get(arn_member)
                if not destination:
                    continue
                label = ", ".join(config.get("Events") or [])
                traffic = {"events": sum(event.count for event in mine if _matches(config, event))}
                if failed.get(destination):
                    traffic["errors"] = failed[destination]
                part.edges.append(MapEdge("notification", bucket_arn, destination, label, traffic))
        await _replication_edges(hub, recent, part, name)
    return part


async def _replication_edges(hub: Services, recent: Recent, part: MapPart, name: str) -> None:
    """One edge per destination of the bucket's enabled replication rules, with the last minute's outcomes."""
    answer = await unless_gone(hub.call("s3", "GetBucketReplication", {"Bucket": name})) or {}
    rules = (answer.get("ReplicationConfiguration") or {}).get("Rules") or []
    done = sum(e.count for e in recent.of("s3.replication.completed") if e.data.get("bucket") == name)
    failed = sum(e.count for e in recent.of("s3.replication.failed") if e.data.get("bucket") == name)
    for destination in dict.fromkeys(
        r["Destination"]["Bucket"] for r in rules if r.get("Status") == "Enabled"
    ):
        traffic = {"replicated": done, **({"errors": failed} if failed else {})}
        part.edges.append(MapEdge("replication", f"arn:aws:s3:::{name}", destination, "replication", traffic))
