"""RDS's part of the view's resource map: DB clusters, their instances, standalone instances and the
snapshots taken of them."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {
    "rds.cluster.created": (),
    "rds.instance.created": (),
    "rds.cluster-snapshot.created": (),
    "rds.snapshot.created": (),
}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    clusters = await hub.call("rds", "DescribeDBClusters", {})
    arns: dict[str, str] = {}
    for cluster in clusters.get("DBClusters") or []:
        arn = str(cluster["DBClusterArn"])
        arns[str(cluster["DBClusterIdentifier"])] = arn
        part.nodes.append(
            MapNode(
                "rds.cluster",
                arn,
                str(cluster["DBClusterIdentifier"]),
                refs=(str(cluster["DBClusterIdentifier"]),),
                resource=str(cluster["DBClusterIdentifier"]),
                facts={
                    "status": cluster.get("Status"),
                    "engine": cluster.get("Engine"),
                    "port": cluster.get("Port"),
                    "data_api": cluster.get("HttpEndpointEnabled"),
                },
            )
        )
    instances = await hub.call("rds", "DescribeDBInstances", {})
    for instance in instances.get("DBInstances") or []:
        arn = str(instance["DBInstanceArn"])
        part.nodes.append(
            MapNode(
                "rds.instance",
                arn,
                str(instance["DBInstanceIdentifier"]),
                refs=(str(instance["DBInstanceIdentifier"]),),
                resource=str(instance["DBInstanceIdentifier"]),
                facts={
                    "status": instance.get("DBInstanceStatus"),
                    "engine": instance.get("Engine"),
                    "class": instance.get("DBInstanceClass"),
                    "port": (instance.get("Endpoint") or {}).get("Port"),
                },
            )
        )
        arns[f"db:{instance['DBInstanceIdentifier']}"] = arn
        owner = arns.get(str(instance.get("DBClusterIdentifier") or ""))
        if owner:
            part.edges.append(MapEdge("member-of", arn, owner))
    for listing, member, source, prefix in (
        ("DescribeDBClusterSnapshots", "DBClusterSnapshot", "DBClusterIdentifier", ""),
        ("DescribeDBSnapshots", "DBSnapshot", "DBInstanceIdentifier", "db:"),
    ):
        found = await hub.call("rds", listing, {})
        for shot in found.get(f"{member}s") or []:
            arn = str(shot[f"{member}Arn"])
            name = str(shot[f"{member}Identifier"])
            part.nodes.append(
                MapNode(
                    "rds.snapshot",
                    arn,
                    name,
                    refs=(name,),
                    resource=name,
                    facts={"status": shot.get("Status"), "of": shot.get(source)},
                )
            )
            taken_of = arns.get(prefix + str(shot.get(source) or ""))
            if taken_of:
                part.edges.append(MapEdge("snapshot-of", arn, taken_of))
    return part
