"""CloudFront's part of the view's resource map: each distribution (its domain name, status, enabled)
drawn with an ``origin`` edge to each origin (an S3 bucket by its ARN)."""

from __future__ import annotations

import re

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {}

_S3_DOMAIN = re.compile(
    r"^(?P<bucket>[a-z0-9.\-]+?)\.s3(?:[.-][a-z0-9-]+)?\.(?:amazonaws\.com|localhost)(?::\d+)?$"
)


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    listed = (await hub.call("cloudfront", "ListDistributions", {}))["DistributionList"]
    for summary in listed.get("Items") or []:
        part.nodes.append(
            MapNode(
                "cloudfront.distribution",
                summary["ARN"],
                summary["DomainName"],
                refs=(summary["Id"],),
                resource=summary["ARN"],
                facts={"status": summary["Status"], "enabled": summary["Enabled"]},
            )
        )
        for origin in summary["Origins"].get("Items") or []:
            found = _S3_DOMAIN.match(str(origin["DomainName"]).lower())
            target = f"arn:aws:s3:::{found.group('bucket')}" if found else str(origin["DomainName"])
            part.edges.append(MapEdge("origin", summary["ARN"], target))
    return part
