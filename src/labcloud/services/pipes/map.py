"""Pipes' part of the view's resource map: each pipe, wired from its source, through its enrichment, to
its target, with the last minute's records delivered, filtered out and failed (a pipe with failures, or
in a ``*_FAILED`` state, is marked with the reason)."""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {
    "pipes.pipe.batch": ("delivered", "failed", "filtered", "records"),
}


def _traffic(recent: Recent) -> dict[str, dict[str, int]]:
    totals: dict[str, dict[str, int]] = {}
    for event in recent.of("pipes.pipe.batch"):
        counts = totals.setdefault(event.resource, {"records": 0, "delivered": 0, "failed": 0, "filtered": 0})
        for key in counts:
            counts[key] += int(event.data.get(key) or 0) * event.count
    return totals


async def map_part(services: Services, recent: Recent) -> MapPart:
    part = MapPart()
    traffic = _traffic(recent)
    summaries: list[dict[str, Any]] = []
    token: str | None = None
    while True:
        page = await services.call("pipes", "ListPipes", {"NextToken": token} if token else {})
        summaries += page.get("Pipes") or []
        token = page.get("NextToken")
        if not token:
            break
    for summary in summaries:
        arn = summary["Arn"]
        described = await unless_gone(services.call("pipes", "DescribePipe", {"Name": summary["Name"]}))
        if described is None:
            continue
        counts = traffic.get(arn, {"records": 0, "delivered": 0, "failed": 0, "filtered": 0})
        node = MapNode(
            "pipes.pipe",
            arn,
            summary["Name"],
            refs=(summary["Name"],),
            resource=summary["Name"],
            facts={
                "state": described.get("CurrentState", ""),
                "desired": described.get("DesiredState", ""),
                "records_last_minute": counts["records"],
                "filtered_last_minute": counts["filtered"],
            },
        )
        if str(described.get("CurrentState", "")).endswith("_FAILED"):
            node.fail(str(described.get("StateReason") or described["CurrentState"]))
        elif counts["failed"]:
            node.fail(f"{counts['failed']} records failed in the last minute")
        part.nodes.append(node)
        part.edges.append(
            MapEdge("pipe-source", described["Source"], arn, "", {"records": counts["records"]})
        )
        enrichment = described.get("Enrichment")
        if enrichment:
            part.edges.append(MapEdge("pipe-enrichment", arn, enrichment))
        part.edges.append(
            MapEdge(
                "pipe-target",
                arn,
                described["Target"],
                "",
                {"invocations": counts["delivered"], "errors": counts["failed"]},
            )
        )
    return part
