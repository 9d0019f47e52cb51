"""CloudFormation's part of the view's resource map: each live stack is a group, and the resources it created
(named by their physical ids: a queue's URL, a function's or table's name) are drawn inside it."""

from __future__ import annotations

from labcloud.resource_map import FAILING, OK, MapGroup, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    del recent
    part = MapPart()
    token: str | None = None
    stacks = []
    while True:
        page = await hub.call("cloudformation", "ListStacks", {**({"NextToken": token} if token else {})})
        stacks += [s for s in page.get("StackSummaries") or [] if s.get("StackStatus") != "DELETE_COMPLETE"]
        token = page.get("NextToken")
        if not token:
            break
    for stack in stacks:
        status = str(stack.get("StackStatus", ""))
        failing = status.endswith("FAILED") or "ROLLBACK" in status
        part.groups.append(
            MapGroup("stack", stack["StackId"], stack["StackName"], FAILING if failing else OK)
        )
        resources = await unless_gone(
            hub.call("cloudformation", "DescribeStackResources", {"StackName": stack["StackId"]})
        )
        for resource in (resources or {}).get("StackResources") or []:
            physical = resource.get("PhysicalResourceId")
            if physical:
                part.members.append((physical, stack["StackId"]))
    return part
