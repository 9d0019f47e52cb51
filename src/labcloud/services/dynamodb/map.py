"""DynamoDB's part of the view's resource map: tables, their streams (table → stream), last minute's writes,
and a global table's replicas in other regions (facts of the table: each region and its status).

A stream is a node of its own (``dynamodb.stream``) so that mappings reading it (Lambda's part) meet it.
"""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS = {"dynamodb.write.decided": ("table", "outcome", "stream_sequence?")}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    names: list[str] = []
    start: str | None = None
    while True:
        page = await hub.call(
            "dynamodb", "ListTables", {"Limit": 100, **({"ExclusiveStartTableName": start} if start else {})}
        )
        names += page.get("TableNames") or []
        start = page.get("LastEvaluatedTableName")
        if not start:
            break
    writes: dict[str, int] = {}
    rejected: dict[str, int] = {}
    streamed: dict[str, int] = {}
    for event in recent.of("dynamodb.write.decided"):
        table = str(event.data.get("table") or "")
        writes[table] = writes.get(table, 0) + event.count
        if event.data.get("outcome") != "Accepted":
            rejected[table] = rejected.get(table, 0) + event.count
        if event.data.get("stream_sequence"):
            streamed[table] = streamed.get(table, 0) + event.count
    for name in names:
        described = await unless_gone(hub.call("dynamodb", "DescribeTable", {"TableName": name}))
        if described is None:
            continue
        table = described["Table"]
        table_arn = table["TableArn"]
        part.nodes.append(
            MapNode(
                "dynamodb.table",
                table_arn,
                name,
                refs=(name,),
                resource=name,
                facts={
                    "status": table.get("TableStatus", ""),
                    "items": table.get("ItemCount", 0),
                    "writes_last_minute": writes.get(name, 0),
                    "rejected_last_minute": rejected.get(name, 0),
                    **_replica_facts(table),
                },
            )
        )
        stream_arn = table.get("LatestStreamArn")
        spec = table.get("StreamSpecification") or {}
        if stream_arn and spec.get("StreamEnabled"):
            part.nodes.append(
                MapNode(
                    "dynamodb.stream",
                    stream_arn,
                    f"{name} stream",
                    resource=name,
                    facts={
                        "view_type": spec.get("StreamViewType", ""),
                        "label": table.get("LatestStreamLabel", ""),
                    },
                )
            )
            part.edges.append(
                MapEdge(
                    "stream",
                    table_arn,
                    stream_arn,
                    spec.get("StreamViewType", ""),
                    {"records": streamed.get(name, 0)},
                )
            )
    return part


def _replica_facts(table: dict[str, Any]) -> dict[str, Any]:
    """A global table's version and its other replicas (``us-west-2 ACTIVE``): none for a regional table."""
    if not table.get("GlobalTableVersion"):
        return {}
    replicas = ", ".join(
        f"{r['RegionName']} {r.get('ReplicaStatus', '')}" for r in table.get("Replicas") or []
    )
    return {"global_table_version": table["GlobalTableVersion"], "replicas": replicas}
