"""AWS WAF's part of the view's resource map: regional web ACLs, and an edge from each to what it protects
(a REST API, labelled with the stage; an application load balancer; an AppSync API)."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {
    "wafv2.webacl.created": (),
    "wafv2.association.created": (),
    "wafv2.request.blocked": (),
}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    acls = await hub.call("wafv2", "ListWebACLs", {"Scope": "REGIONAL", "Limit": 100})
    for acl in acls.get("WebACLs") or []:
        arn = str(acl["ARN"])
        part.nodes.append(
            MapNode("wafv2.webacl", arn, str(acl["Name"]), refs=(str(acl["Id"]),), resource=arn)
        )
        for kind in ("API_GATEWAY", "APPLICATION_LOAD_BALANCER", "APPSYNC"):
            found = await hub.call(
                "wafv2", "ListResourcesForWebACL", {"WebACLArn": arn, "ResourceType": kind}
            )
            for resource in found.get("ResourceArns") or []:
                if kind == "API_GATEWAY":  # the REST API's node, labelled with the stage
                    target, label = str(resource).split("/stages/")[0], str(resource).rsplit("/", 1)[-1]
                else:
                    target, label = str(resource), ""
                part.edges.append(MapEdge("protects", arn, target, label, {}))
    return part
