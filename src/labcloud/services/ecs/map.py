"""ECS's part of the view's resource map: clusters, their services (with edges to their target groups,
subnets and task definition's roles) and task counts, each marked "containers do not run in labcloud"."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {
    "ecs.task.started": (),
}

NOTE = "containers do not run in labcloud: tasks are records (docs/ecs.md)"


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    listed = await hub.call("ecs", "ListClusters", {"maxResults": 100})
    arns = list(listed.get("clusterArns") or [])
    if not arns:
        return part
    clusters = await hub.call("ecs", "DescribeClusters", {"clusters": arns})
    for cluster in clusters.get("clusters") or []:
        arn = str(cluster["clusterArn"])
        part.nodes.append(
            MapNode(
                "ecs.cluster",
                arn,
                str(cluster["clusterName"]),
                refs=(str(cluster["clusterName"]),),
                resource=str(cluster["clusterName"]),
                facts={
                    "running_tasks": cluster.get("runningTasksCount"),
                    "services": cluster.get("activeServicesCount"),
                    "note": NOTE,
                },
            )
        )
        services = await hub.call("ecs", "ListServices", {"cluster": arn, "maxResults": 100})
        service_arns = list(services.get("serviceArns") or [])
        for start in range(0, len(service_arns), 10):
            described = await hub.call(
                "ecs", "DescribeServices", {"cluster": arn, "services": service_arns[start : start + 10]}
            )
            for service in described.get("services") or []:
                service_arn = str(service["serviceArn"])
                part.nodes.append(
                    MapNode(
                        "ecs.service",
                        service_arn,
                        str(service["serviceName"]),
                        refs=(str(service["serviceName"]),),
                        resource=str(service["serviceName"]),
                        facts={
                            "desired": service.get("desiredCount"),
                            "task_records": service.get("runningCount"),
                            "task_definition": str(service.get("taskDefinition", "")).rsplit("/", 1)[-1],
                            "note": NOTE,
                        },
                    )
                )
                part.edges.append(MapEdge("service-of", service_arn, arn))
                for balancer in service.get("loadBalancers") or []:
                    part.edges.append(MapEdge("registers-in", service_arn, str(balancer["targetGroupArn"])))
                vpc = (service.get("networkConfiguration") or {}).get("awsvpcConfiguration") or {}
                for subnet in vpc.get("subnets") or []:
                    part.edges.append(MapEdge("in-subnet", service_arn, str(subnet)))
    return part
