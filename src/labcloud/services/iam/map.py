"""IAM's part of the view's resource map: roles, drawn only where something runs as one (a function's
execution role is an edge from Lambda's part)."""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    del recent
    part = MapPart()
    roles: list[dict[str, Any]] = []
    marker: str | None = None
    while True:
        page = await hub.call(
            "iam", "ListRoles", {"MaxItems": 1000, **({"Marker": marker} if marker else {})}
        )
        roles += page.get("Roles") or []
        marker = page.get("Marker") if page.get("IsTruncated") else None
        if not marker:
            break
    for role in roles:
        part.nodes.append(
            MapNode(
                "iam.role",
                role["Arn"],
                role["RoleName"],
                refs=(role["RoleName"],),
                resource=role["RoleName"],
                standalone=False,
            )
        )
    return part
