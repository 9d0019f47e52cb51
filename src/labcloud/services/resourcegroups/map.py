"""Resource Groups' part of the view's resource map: groups with their query type and member count, and an
edge from each group to each resource it holds (a group whose stack is gone is marked failing)."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {
    "resourcegroups.group.created": (),
}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    groups: list[dict[str, object]] = []
    token: str | None = None
    while True:
        page = await hub.call(
            "resource-groups", "ListGroups", {"MaxResults": 50, **({"NextToken": token} if token else {})}
        )
        groups += page.get("Groups") or []
        token = page.get("NextToken")
        if not token:
            break
    for group in groups:
        arn, name = str(group["GroupArn"]), str(group["Name"])
        query = await unless_gone(hub.call("resource-groups", "GetGroupQuery", {"Group": arn}))
        members: list[dict[str, object]] = []
        errors: list[dict[str, object]] = []
        member_token: str | None = None
        while True:
            listed = await unless_gone(
                hub.call(
                    "resource-groups",
                    "ListGroupResources",
                    {"Group": arn, "MaxResults": 50, **({"NextToken": member_token} if member_token else {})},
                )
            )
            if listed is None:
                break
            members += [r["Identifier"] for r in listed.get("Resources") or []]
            errors += listed.get("QueryErrors") or []
            member_token = listed.get("NextToken")
            if not member_token:
                break
        kind = ((query or {}).get("GroupQuery") or {}).get("ResourceQuery", {}).get("Type")
        node = MapNode(
            "resourcegroups.group",
            arn,
            name,
            refs=(name,),
            resource=name,
            facts={"query_type": kind, "members": len(members)},
        )
        if errors:
            node.fail(str(errors[0].get("Message") or errors[0].get("ErrorCode")))
        part.nodes.append(node)
        for member in members:
            part.edges.append(MapEdge("in-group", arn, str(member["ResourceArn"])))
    return part
