"""Kinesis's part of the view's resource map: streams with their shards and last minute's records.

Lambda's part draws each stream mapping as an edge from the stream's ARN to its function; a stream
whose puts were throttled in the last minute is marked failing.
"""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {"kinesis.records.put": ("records", "failed")}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    summaries: list[dict[str, Any]] = []
    token: str | None = None
    while True:
        page = await hub.call("kinesis", "ListStreams", {"NextToken": token} if token else {})
        summaries += page.get("StreamSummaries") or []
        token = page.get("NextToken")
        if not token:
            break
    put: dict[str, int] = {}
    throttled: dict[str, int] = {}
    for event in recent.of("kinesis.records.put"):
        put[event.resource] = put.get(event.resource, 0) + int(event.data.get("records") or 0) * event.count
        throttled[event.resource] = (
            throttled.get(event.resource, 0) + int(event.data.get("failed") or 0) * event.count
        )
    for summary in summaries:
        arn, name = summary["StreamARN"], summary["StreamName"]
        shards = await unless_gone(hub.call("kinesis", "ListShards", {"StreamARN": arn}))
        if shards is None:
            continue
        listed = shards["Shards"]
        node = MapNode(
            "kinesis.stream",
            arn,
            name,
            refs=(name,),
            resource=name,
            facts={
                "status": summary.get("StreamStatus", ""),
                "mode": (summary.get("StreamModeDetails") or {}).get("StreamMode", ""),
                "open_shards": sum(
                    1 for s in listed if "EndingSequenceNumber" not in s["SequenceNumberRange"]
                ),
                "closed_shards": sum(1 for s in listed if "EndingSequenceNumber" in s["SequenceNumberRange"]),
                "records_last_minute": put.get(arn, 0),
            },
        )
        if throttled.get(arn):
            node.fail(f"{throttled[arn]} record(s) throttled in the last minute")
        part.nodes.append(node)
    return part
