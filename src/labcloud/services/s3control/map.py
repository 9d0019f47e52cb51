"""S3 Control's part of the view's resource map: each access point with a ``through`` edge to its bucket,
each Object Lambda access point with edges to its supporting access point and its functions."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    account = hub.settings.account_id
    for point in (await hub.call("s3control", "ListAccessPoints", {"AccountId": account}))["AccessPointList"]:
        arn = point["AccessPointArn"]
        part.nodes.append(
            MapNode(
                "s3control.access_point",
                arn,
                point["Name"],
                resource=arn,
                facts={"alias": point.get("Alias"), "origin": point["NetworkOrigin"]},
            )
        )
        part.edges.append(MapEdge("through", arn, f"arn:aws:s3:::{point['Bucket']}"))
    listed = await hub.call("s3control", "ListAccessPointsForObjectLambda", {"AccountId": account})
    for point in listed["ObjectLambdaAccessPointList"]:
        arn = point["ObjectLambdaAccessPointArn"]
        part.nodes.append(MapNode("s3control.object_lambda_access_point", arn, point["Name"], resource=arn))
        found = await hub.call(
            "s3control",
            "GetAccessPointConfigurationForObjectLambda",
            {"AccountId": account, "Name": point["Name"]},
        )
        config = found["Configuration"]
        part.edges.append(MapEdge("supported-by", arn, config["SupportingAccessPoint"]))
        for one in config["TransformationConfigurations"]:
            function = one["ContentTransformation"]["AwsLambda"]["FunctionArn"]
            part.edges.append(MapEdge("transforms-with", arn, function))
    return part
