"""SSM's part of the view's resource map: each parameter (never its value), with last minute's writes,
and each of the account's own documents (type, format, default version).

Neither has wiring of its own; a stack that made one draws it in its group (by name)."""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {"ssm.parameter.put": ()}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    writes = recent.count_by(["ssm.parameter.put"], "resource")
    token: str | None = None
    while True:
        params: dict[str, Any] = {"MaxResults": 50}
        if token:
            params["NextToken"] = token
        page = await hub.call("ssm", "DescribeParameters", params)
        for meta in page.get("Parameters") or []:
            part.nodes.append(
                MapNode(
                    "ssm.parameter",
                    meta["ARN"],
                    meta["Name"],
                    refs=(meta["Name"],),
                    resource=meta["Name"],
                    facts={
                        "type": meta["Type"],
                        "version": meta["Version"],
                        "tier": meta["Tier"],
                        "writes_last_minute": writes.get(meta["ARN"], 0),
                    },
                )
            )
        token = page.get("NextToken")
        if not token:
            break
    await _documents(hub, part)
    return part


async def _documents(hub: Services, part: MapPart) -> None:
    token: str | None = None
    while True:
        params: dict[str, Any] = {"MaxResults": 50, "Filters": [{"Key": "Owner", "Values": ["Self"]}]}
        if token:
            params["NextToken"] = token
        page = await hub.call("ssm", "ListDocuments", params)
        for doc in page.get("DocumentIdentifiers") or []:
            part.nodes.append(
                MapNode(
                    "ssm.document",
                    f"arn:aws:ssm:{hub.settings.region}:{hub.settings.account_id}:document/{doc['Name']}",
                    doc["Name"],
                    refs=(doc["Name"],),
                    resource=doc["Name"],
                    facts={
                        "type": doc["DocumentType"],
                        "format": doc["DocumentFormat"],
                        "version": doc["DocumentVersion"],
                    },
                )
            )
        token = page.get("NextToken")
        if not token:
            return
