"""Firehose's part of the view's resource map: delivery streams, an edge from a Kinesis source stream to
each stream reading it and from each stream to its bucket (an HTTP endpoint stream: to its backup bucket,
its endpoint's URL a fact), with the last minute's records; a stream whose deliveries failed in the last
minute is marked failing."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {
    "firehose.records.put": ("records",),
    "firehose.delivered": ("records",),
    "firehose.delivery.failed": ("code",),
}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    names: list[str] = []
    start: str | None = None
    while True:
        page = await hub.call(
            "firehose",
            "ListDeliveryStreams",
            {"Limit": 100, **({"ExclusiveStartDeliveryStreamName": start} if start else {})},
        )
        names += page.get("DeliveryStreamNames") or []
        if not page.get("HasMoreDeliveryStreams") or not names:
            break
        start = names[-1]
    put: dict[str, int] = {}
    delivered: dict[str, int] = {}
    failed: dict[str, int] = {}
    for event in recent.of("firehose.records.put"):
        put[event.resource] = put.get(event.resource, 0) + int(event.data.get("records") or 0) * event.count
    for event in recent.of("firehose.delivered"):
        delivered[event.resource] = (
            delivered.get(event.resource, 0) + int(event.data.get("records") or 0) * event.count
        )
    for event in recent.of("firehose.delivery.failed"):
        failed[event.resource] = failed.get(event.resource, 0) + event.count
    for name in names:
        described = await unless_gone(
            hub.call("firehose", "DescribeDeliveryStream", {"DeliveryStreamName": name})
        )
        if described is None:
            continue
        stream = described["DeliveryStreamDescription"]
        arn = stream["DeliveryStreamARN"]
        node = MapNode(
            "firehose.deliverystream",
            arn,
            name,
            refs=(name,),
            resource=name,
            facts={
                "status": stream["DeliveryStreamStatus"],
                "source": stream["DeliveryStreamType"],
                "records_last_minute": put.get(arn, 0),
                "delivered_last_minute": delivered.get(arn, 0),
            },
        )
        if failed.get(arn):
            node.fail(f"{failed[arn]} failed deliveries in the last minute")
        part.nodes.append(node)
        for destination in stream.get("Destinations") or []:
            http = destination.get("HttpEndpointDestinationDescription") or {}
            if http:
                node.facts["endpoint"] = (http.get("EndpointConfiguration") or {}).get("Url", "")
                backup = str((http.get("S3DestinationDescription") or {}).get("BucketARN") or "")
                if backup:
                    part.edges.append(MapEdge("backup", arn, backup.split(":::", 1)[1]))
            s3 = destination.get("ExtendedS3DestinationDescription") or {}
            if s3.get("BucketARN"):
                bucket = str(s3["BucketARN"]).split(":::", 1)[1]
                part.edges.append(
                    MapEdge("delivery", arn, bucket, traffic={"records": delivered.get(arn, 0)})
                )
        source = (stream.get("Source") or {}).get("KinesisStreamSourceDescription")
        if source:
            part.edges.append(MapEdge("event-source", source["KinesisStreamARN"], arn))
    return part
