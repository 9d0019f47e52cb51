"""OpenSearch Serverless's part of the view's resource map: collections with their type, status and endpoint,
and an edge to the KMS key a collection is encrypted with."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {
    "aoss.documents.bulk": (),
}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    summaries: list[dict[str, object]] = []
    token: str | None = None
    while True:
        page = await hub.call(
            "opensearchserverless",
            "ListCollections",
            {"maxResults": 100, **({"nextToken": token} if token else {})},
        )
        summaries += page.get("collectionSummaries") or []
        token = page.get("nextToken")
        if not token:
            break
    if not summaries:
        return part
    ids = [str(s["id"]) for s in summaries]
    details = (await hub.call("opensearchserverless", "BatchGetCollection", {"ids": ids[:100]})).get(
        "collectionDetails"
    ) or []
    writes = recent.count_by(["aoss.documents.bulk"], "resource")
    for collection in details:
        arn = str(collection["arn"])
        part.nodes.append(
            MapNode(
                "aoss.collection",
                arn,
                str(collection["name"]),
                refs=(
                    str(collection["id"]),
                    str(collection["name"]),
                    str(collection.get("collectionEndpoint")),
                ),
                resource=str(collection["id"]),
                facts={
                    "type": collection.get("type"),
                    "status": collection.get("status"),
                    "endpoint": collection.get("collectionEndpoint"),
                    "bulk_last_minute": writes.get(arn, 0),
                },
            )
        )
        if collection.get("kmsKeyArn"):
            part.edges.append(MapEdge("encrypted-by", arn, str(collection["kmsKeyArn"])))
    return part
