"""CloudTrail's part of the view's resource map: trails, logging or not, each with an edge to the S3
bucket it delivers to; a trail whose last delivery failed is marked failing."""

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
        part.nodes.append(node)
        part.edges.append(MapEdge("delivers-to", arn, f"arn:aws:s3:::{trail['S3BucketName']}"))
    return part
