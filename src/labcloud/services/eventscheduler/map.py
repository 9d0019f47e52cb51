"""Scheduler's part of the view's resource map: each schedule, the target it calls and its dead-letter
queue, with the last minute's firings, deliveries and failures (a schedule with a failure is marked)."""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {
    "scheduler.schedule.fired": (),
    "scheduler.target.invoked": (),
    "scheduler.target.failed": (),
}


async def map_part(services: Services, recent: Recent) -> MapPart:
    part = MapPart()
    fired = recent.count_by(["scheduler.schedule.fired"], "resource")
    invoked = recent.count_by(["scheduler.target.invoked"], "resource")
    failed = recent.count_by(["scheduler.target.failed"], "resource")
    summaries: list[dict[str, Any]] = []
    token: str | None = None
    while True:
        page = await services.call("scheduler", "ListSchedules", {"NextToken": token} if token else {})
        summaries += page.get("Schedules") or []
        token = page.get("NextToken")
        if not token:
            break
    for summary in summaries:
        arn = summary["Arn"]
        got = await unless_gone(
            services.call(
                "scheduler", "GetSchedule", {"Name": summary["Name"], "GroupName": summary["GroupName"]}
            )
        )
        if got is None:
            continue
        node = MapNode(
            "scheduler.schedule",
            arn,
            summary["Name"],
            refs=(summary["Name"],),
            group=summary["GroupName"],
            resource=summary["Name"],
            facts={
                "state": got.get("State", ""),
                "schedule": got.get("ScheduleExpression", ""),
                "fired_last_minute": fired.get(arn, 0),
            },
        )
        if failed.get(arn):
            node.fail(f"{failed[arn]} failed invocations in the last minute")
        part.nodes.append(node)
        target = got["Target"]
        traffic = {"invocations": invoked.get(arn, 0), "errors": failed.get(arn, 0)}
        part.edges.append(MapEdge("schedule-target", arn, target["Arn"], "", traffic))
        dead_letter = (target.get("DeadLetterConfig") or {}).get("Arn")
        if dead_letter:
            part.edges.append(MapEdge("dead-letter", arn, dead_letter))
    return part
