"""CloudWatch Logs' part of the view's resource map: log groups, their subscription filters (group →
destination), and the last minute's log events per group."""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, arn, unless_gone

KINDS = {"logs.events.put": ("log_group", "count")}


async def _pages(hub: Services, operation: str, params: dict[str, Any], member: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    token: str | None = None
    while True:
        page = await hub.call("logs", operation, {**params, **({"nextToken": token} if token else {})})
        out += page.get(member) or []
        token = page.get("nextToken")
        if not token:
            return out


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    lines: dict[str, int] = {}
    for event in recent.of("logs.events.put"):
        group = str(event.data.get("log_group", ""))
        lines[group] = lines.get(group, 0) + int(event.data.get("count") or 0) * event.count
    region, account = hub.settings.region, hub.settings.account_id
    for found in await _pages(hub, "DescribeLogGroups", {"limit": 50}, "logGroups"):
        name = found["logGroupName"]
        group_arn = arn("logs", region, account, f"log-group:{name}")
        part.nodes.append(
            MapNode(
                "logs.group",
                group_arn,
                name,
                refs=(name,),
                resource=name,
                facts={"events_last_minute": lines.get(name, 0), "stored_bytes": found.get("storedBytes", 0)},
            )
        )
        filters = await unless_gone(
            _pages(hub, "DescribeSubscriptionFilters", {"logGroupName": name}, "subscriptionFilters")
        )
        for subscription in filters or []:
            destination = subscription.get("destinationArn")
            if destination:
                label = subscription.get("filterName", "") + (
                    f" ({subscription['filterPattern']})" if subscription.get("filterPattern") else ""
                )
                part.edges.append(MapEdge("log-subscription", group_arn, destination, label))
    return part
