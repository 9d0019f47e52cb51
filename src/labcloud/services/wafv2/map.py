"""AWS WAF's part of the view's resource map: regional web ACLs, and an edge from each to the REST API
stages it protects."""

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
        stages = await hub.call(
            "wafv2", "ListResourcesForWebACL", {"WebACLArn": arn, "ResourceType": "API_GATEWAY"}
        )
        for resource in stages.get("ResourceArns") or []:
            api_arn = str(resource).split("/stages/")[0]  # the REST API's node
            stage = str(resource).rsplit("/", 1)[-1]
            part.edges.append(MapEdge("protects", arn, api_arn, stage, {}))
    return part
