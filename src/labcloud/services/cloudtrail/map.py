"""CloudTrail's part of the view's resource map: trails, logging or not, each with an edge to the S3
bucket it delivers to and to its CloudWatch Logs group; a trail whose last delivery (to either) failed is
marked failing."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {
    "cloudtrail.trail.created": (),
}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    listed = await hub.call("cloudtrail", "DescribeTrails", {"includeShadowTrails": False})
    for trail in listed.get("trailList") or []:
        arn = str(trail["TrailARN"])
        status = await hub.call("cloudtrail", "GetTrailStatus", {"Name": arn})
        node = MapNode(
            "cloudtrail.trail",
            arn,
            str(trail["Name"]),
            resource=str(trail["Name"]),
            facts={"logging": bool(status.get("IsLogging")), "bucket": trail.get("S3BucketName")},
        )
        if status.get("LatestDeliveryError"):
            node.fail(f"delivery failed: {status['LatestDeliveryError']}")
        elif status.get("LatestCloudWatchLogsDeliveryError"):
            node.fail(f"CloudWatch Logs delivery failed: {status['LatestCloudWatchLogsDeliveryError']}")
        part.nodes.append(node)
        part.edges.append(MapEdge("delivers-to", arn, f"arn:aws:s3:::{trail['S3BucketName']}"))
        group = str(trail.get("CloudWatchLogsLogGroupArn") or "")
        if group.endswith(":*"):  # the logs map's node is the group's ARN without the wildcard
            part.edges.append(MapEdge("delivers-to", arn, group[:-2]))
    return part
