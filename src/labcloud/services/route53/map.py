"""Route 53's part of the view's resource map: each hosted zone (its record set count, private or public)
and each health check, a zone drawn with an ``in-vpc`` edge to the VPCs of a private zone."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    for zone in (await hub.call("route53", "ListHostedZones", {}))["HostedZones"]:
        zone_id = zone["Id"].rsplit("/", 1)[-1]
        facts = {
            "records": zone.get("ResourceRecordSetCount", 0),
            "private": bool(zone.get("Config", {}).get("PrivateZone")),
        }
        part.nodes.append(
            MapNode("route53.hosted_zone", zone_id, zone["Name"], resource=zone["Id"], facts=facts)
        )
        if facts["private"]:
            found = await hub.call("route53", "GetHostedZone", {"Id": zone_id})
            for vpc in found.get("VPCs") or []:
                part.edges.append(MapEdge("in-vpc", zone_id, vpc["VPCId"]))
    for check in (await hub.call("route53", "ListHealthChecks", {}))["HealthChecks"]:
        config = check["HealthCheckConfig"]
        label = config.get("FullyQualifiedDomainName") or config.get("IPAddress") or config["Type"]
        part.nodes.append(
            MapNode(
                "route53.health_check",
                check["Id"],
                label,
                resource=f"arn:aws:route53:::healthcheck/{check['Id']}",
                facts={"type": config["Type"]},
            )
        )
    return part
