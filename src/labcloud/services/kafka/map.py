"""MSK's part of the view's resource map: clusters (edges to their subnets), each marked that no broker
runs."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {
    "kafka.cluster.created": (),
}

NOTE = "labcloud runs no Kafka brokers: clusters are records, records enter through /_labcloud/kafka/ (docs/kafka.md)"


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    answer = await hub.call("kafka", "ListClustersV2", {})
    for cluster in answer.get("ClusterInfoList") or []:
        arn = str(cluster["ClusterArn"])
        provisioned = cluster.get("Provisioned") or {}
        subnets = list((provisioned.get("BrokerNodeGroupInfo") or {}).get("ClientSubnets") or [])
        for config in (cluster.get("Serverless") or {}).get("VpcConfigs") or []:
            subnets += list(config.get("SubnetIds") or [])
        part.nodes.append(
            MapNode(
                "kafka.cluster",
                arn,
                str(cluster["ClusterName"]),
                refs=(str(cluster["ClusterName"]),),
                resource=str(cluster["ClusterName"]),
                facts={
                    "type": cluster.get("ClusterType"),
                    "state": cluster.get("State"),
                    "brokers": provisioned.get("NumberOfBrokerNodes"),
                    "note": NOTE,
                },
            )
        )
        for subnet in subnets:
            part.edges.append(MapEdge("in-subnet", arn, str(subnet)))
    return part
