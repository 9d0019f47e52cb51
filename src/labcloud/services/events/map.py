"""EventBridge's part of the view's resource map: buses, their rules, each rule's targets and
dead-letter queues, API destinations (with their endpoint), with the last minute's matched events, deliveries and failures.

A rule with a failed delivery in the last minute is marked failing.
"""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {
    "events.rule.matched": (),
    "events.target.invoked": ("target_arn",),
    "events.target.failed": ("target_arn",),
}


async def _all(services: Services, operation: str, key: str, params: dict[str, Any]) -> list[Any]:
    found: list[Any] = []
    token: str | None = None
    while True:
        page = await services.call("events", operation, {**params, **({"NextToken": token} if token else {})})
        found += page.get(key) or []
        token = page.get("NextToken")
        if not token:
            return found


async def map_part(services: Services, recent: Recent) -> MapPart:
    part = MapPart()
    matched = recent.count_by(["events.rule.matched"], "resource")
    delivered: dict[tuple[str, str], int] = {}
    failed: dict[tuple[str, str], int] = {}
    for counts, kind in ((delivered, "events.target.invoked"), (failed, "events.target.failed")):
        for event in recent.of(kind):
            key = (event.resource, str(event.data.get("target_arn", "")))
            counts[key] = counts.get(key, 0) + event.count
    for bus in await _all(services, "ListEventBuses", "EventBuses", {}):
        rules = await unless_gone(_all(services, "ListRules", "Rules", {"EventBusName": bus["Name"]}))
        if rules is None:
            continue
        if bus["Name"] != "default" or rules:
            part.nodes.append(
                MapNode("events.bus", bus["Arn"], bus["Name"], refs=(bus["Name"],), resource=bus["Name"])
            )
        for rule in rules:
            arn = rule["Arn"]
            node = MapNode(
                "events.rule",
                arn,
                rule["Name"],
                refs=(rule["Name"],),
                resource=rule["Name"],
                facts={
                    "state": rule.get("State", ""),
                    "schedule": rule.get("ScheduleExpression", ""),
                    "matched_last_minute": matched.get(arn, 0),
                },
            )
            part.nodes.append(node)
            part.edges.append(MapEdge("events-rule", bus["Arn"], arn, "", {"events": matched.get(arn, 0)}))
            targets = await unless_gone(
                _all(
                    services,
                    "ListTargetsByRule",
                    "Targets",
                    {"Rule": rule["Name"], "EventBusName": bus["Name"]},
                )
            )
            for target in targets or []:
                key = (arn, target["Arn"])
                traffic = {"events": delivered.get(key, 0), "errors": failed.get(key, 0)}
                part.edges.append(MapEdge("events-target", arn, target["Arn"], target["Id"], traffic))
                if failed.get(key):
                    node.fail(f"{failed[key]} failed deliveries to {target['Id']} in the last minute")
                dead_letter = (target.get("DeadLetterConfig") or {}).get("Arn")
                if dead_letter:
                    part.edges.append(MapEdge("dead-letter", arn, dead_letter, target["Id"]))
    for destination in await _all(services, "ListApiDestinations", "ApiDestinations", {}):
        part.nodes.append(
            MapNode(
                "events.api_destination",
                destination["ApiDestinationArn"],
                destination["Name"],
                refs=(destination["Name"],),
                resource=destination["Name"],
                facts={
                    "endpoint": destination.get("InvocationEndpoint", ""),
                    "method": destination.get("HttpMethod", ""),
                    "connection": destination.get("ConnectionArn", ""),
                },
            )
        )
    return part
