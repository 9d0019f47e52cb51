"""Amazon MQ's part of the view's resource map: brokers (edges to their subnets) with their engine,
state and queued messages, and configurations (edges from the brokers that use them)."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {
    "mq.message.put": (),
}

NOTE = "no broker process runs: messages enter through /_labcloud/mq/<broker-id>/queues/<queue> (docs/mq.md)"


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    listed = await hub.call("mq", "ListBrokers", {})
    for summary in listed.get("BrokerSummaries") or []:
        broker = await hub.call("mq", "DescribeBroker", {"BrokerId": summary["BrokerId"]})
        arn = str(broker["BrokerArn"])
        part.nodes.append(
            MapNode(
                "mq.broker",
                arn,
                str(broker["BrokerName"]),
                refs=(str(broker["BrokerId"]),),
                resource=str(broker["BrokerId"]),
                facts={
                    "engine": broker.get("EngineType"),
                    "mode": broker.get("DeploymentMode"),
                    "state": broker.get("BrokerState"),
                    "note": NOTE,
                },
            )
        )
        for subnet in broker.get("SubnetIds") or []:
            part.edges.append(MapEdge("in-subnet", arn, str(subnet)))
        current = (broker.get("Configurations") or {}).get("Current")
        if current:
            part.edges.append(MapEdge("uses", arn, str(current["Id"])))
    configurations = await hub.call("mq", "ListConfigurations", {})
    for config in configurations.get("Configurations") or []:
        part.nodes.append(
            MapNode(
                "mq.configuration",
                str(config["Arn"]),
                str(config["Name"]),
                refs=(str(config["Id"]),),
                resource=str(config["Id"]),
                facts={"engine": config.get("EngineType"), "revision": config["LatestRevision"]["Revision"]},
            )
        )
    return part
