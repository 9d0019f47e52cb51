"""EFS's part of the view's resource map: file systems, their mount targets' subnets and access points."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {
    "efs.file_system.created": (),
}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    page = await hub.call("efs", "DescribeFileSystems", {"MaxItems": 1000})
    for fs in page.get("FileSystems") or []:
        fs_id = str(fs["FileSystemId"])
        fs_arn = str(fs.get("FileSystemArn") or fs_id)
        part.nodes.append(
            MapNode(
                "efs.file_system",
                fs_arn,
                str(fs.get("Name") or fs_id),
                refs=(fs_id,),
                resource=fs_id,
                facts={
                    "state": fs.get("LifeCycleState"),
                    "mount_targets": fs.get("NumberOfMountTargets"),
                    "bytes": (fs.get("SizeInBytes") or {}).get("Value"),
                },
            )
        )
        targets = await hub.call("efs", "DescribeMountTargets", {"FileSystemId": fs_id, "MaxItems": 100})
        for target in targets.get("MountTargets") or []:
            part.edges.append(MapEdge("mount-target", fs_arn, str(target["SubnetId"])))
        points = await hub.call("efs", "DescribeAccessPoints", {"FileSystemId": fs_id, "MaxResults": 1000})
        for point in points.get("AccessPoints") or []:
            ap_arn = str(point["AccessPointArn"])
            part.nodes.append(
                MapNode(
                    "efs.access_point",
                    ap_arn,
                    str(point.get("Name") or point["AccessPointId"]),
                    refs=(str(point["AccessPointId"]),),
                    resource=str(point["AccessPointId"]),
                    facts={"path": (point.get("RootDirectory") or {}).get("Path")},
                )
            )
            part.edges.append(MapEdge("access-point-of", ap_arn, fs_arn))
    return part
