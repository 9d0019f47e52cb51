"""SSM's part of the view's resource map: each parameter (never its value), with last minute's writes;
each of the account's own documents (type, format, default version); each State Manager association,
wired to the document it applies; and each maintenance window, wired to its registered targets and to
what its tasks run (a document, a function, a state machine: by the task's ``TaskArn``).

Parameters and documents have no wiring of their own; a stack that made any of these draws it in its
group (by name or id, as its ``Ref`` answers)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {"ssm.parameter.put": ()}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    writes = recent.count_by(["ssm.parameter.put"], "resource")
    async for meta in _listed(hub, "DescribeParameters", {"MaxResults": 50}, "Parameters"):
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
    await _documents(hub, part)
    await _associations(hub, part)
    await _windows(hub, part)
    return part


async def _listed(
    hub: Services, operation: str, params: dict[str, Any], key: str
) -> AsyncIterator[dict[str, Any]]:
    """Every item of a paged SSM listing (``NextToken`` pages)."""
    token: str | None = None
    while True:
        page = await hub.call("ssm", operation, {**params, **({"NextToken": token} if token else {})})
        for item in page.get(key) or []:
            yield item
        token = page.get("NextToken")
        if not token:
            return


def _arn(hub: Services, resource: str) -> str:
    return f"arn:aws:ssm:{hub.settings.region}:{hub.settings.account_id}:{resource}"


def _targets(targets: list[dict[str, Any]] | None) -> str:
    """``Key=Value,Value`` for each target (``tag:Role=web; InstanceIds=*``), as the panel shows them."""
    return "; ".join(f"{t.get('Key')}={','.join(t.get('Values') or [])}" for t in targets or [])


async def _documents(hub: Services, part: MapPart) -> None:
    own = {"MaxResults": 50, "Filters": [{"Key": "Owner", "Values": ["Self"]}]}
    async for doc in _listed(hub, "ListDocuments", own, "DocumentIdentifiers"):
        part.nodes.append(
            MapNode(
                "ssm.document",
                _arn(hub, f"document/{doc['Name']}"),
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


async def _associations(hub: Services, part: MapPart) -> None:
    async for found in _listed(hub, "ListAssociations", {"MaxResults": 50}, "Associations"):
        ident = found["AssociationId"]
        arn = _arn(hub, f"association/{ident}")
        facts: dict[str, Any] = {
            "document": found["Name"],
            "version": found.get("AssociationVersion"),
            "status": (found.get("Overview") or {}).get("Status", "Pending"),
            "targets": _targets(found.get("Targets")),
        }
        if found.get("ScheduleExpression"):
            facts["schedule"] = found["ScheduleExpression"]
        part.nodes.append(
            MapNode(
                "ssm.association",
                arn,
                found.get("AssociationName") or ident,
                refs=(ident,),
                resource=ident,
                facts=facts,
            )
        )
        label = found.get("DocumentVersion") or ""
        part.edges.append(MapEdge("association-document", arn, found["Name"], label=label))


async def _windows(hub: Services, part: MapPart) -> None:
    async for window in _listed(hub, "DescribeMaintenanceWindows", {"MaxResults": 50}, "WindowIdentities"):
        ident = window["WindowId"]
        arn = _arn(hub, f"maintenancewindow/{ident}")
        node = MapNode(
            "ssm.maintenance_window",
            arn,
            window["Name"],
            refs=(ident,),
            resource=ident,
            facts={
                "schedule": window.get("Schedule"),
                "enabled": window.get("Enabled"),
                "duration": window.get("Duration"),
                "cutoff": window.get("Cutoff"),
            },
        )
        part.nodes.append(node)
        of_window = {"WindowId": ident, "MaxResults": 50}
        targets = 0
        async for target in _listed(hub, "DescribeMaintenanceWindowTargets", of_window, "Targets"):
            targets += 1
            target_id = target["WindowTargetId"]
            target_arn = _arn(hub, f"windowtarget/{target_id}")
            part.nodes.append(
                MapNode(
                    "ssm.window_target",
                    target_arn,
                    target.get("Name") or target_id,
                    refs=(target_id,),
                    resource=target_id,
                    facts={
                        "resource_type": target.get("ResourceType"),
                        "targets": _targets(target.get("Targets")),
                    },
                )
            )
            part.edges.append(MapEdge("window-target", arn, target_arn))
        tasks = 0
        async for task in _listed(hub, "DescribeMaintenanceWindowTasks", of_window, "Tasks"):
            tasks += 1
            part.edges.append(MapEdge("window-task", arn, task["TaskArn"], label=str(task.get("Type") or "")))
        node.facts.update(targets=targets, tasks=tasks)
