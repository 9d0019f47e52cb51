"""Application Auto Scaling's part of the view's resource map: each scalable target, an edge to the DynamoDB
table or Lambda alias/version (or ECS service) it scales, and its target tracking policies' alarms as edges into it."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {"appautoscaling.activity": ("status",)}


def _scaled_arn(target: dict[str, object], region: str, account: str) -> str:
    resource_id = str(target["ResourceId"])
    namespace = str(target["ServiceNamespace"])
    if namespace == "dynamodb":
        return f"arn:aws:dynamodb:{region}:{account}:{resource_id}"
    if namespace == "lambda":
        return f"arn:aws:lambda:{region}:{account}:{resource_id}"
    return f"arn:aws:ecs:{region}:{account}:{resource_id}"


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    for namespace in ("dynamodb", "lambda", "ecs"):
        arns: dict[tuple[str, str], str] = {}
        answer = await hub.call(
            "application-autoscaling", "DescribeScalableTargets", {"ServiceNamespace": namespace}
        )
        for target in answer.get("ScalableTargets") or []:
            arn = str(target["ScalableTargetARN"])
            region, account = arn.split(":")[3], arn.split(":")[4]
            dimension = str(target["ScalableDimension"]).split(":")[-1]
            part.nodes.append(
                MapNode(
                    "appautoscaling.target",
                    arn,
                    f"{target['ResourceId']} {dimension}",
                    resource=str(target["ResourceId"]),
                    facts={"min": target["MinCapacity"], "max": target["MaxCapacity"]},
                )
            )
            part.edges.append(MapEdge("scales", arn, _scaled_arn(target, region, account), dimension))
            arns[(str(target["ResourceId"]), str(target["ScalableDimension"]))] = arn
        policies = await hub.call(
            "application-autoscaling", "DescribeScalingPolicies", {"ServiceNamespace": namespace}
        )
        for policy in policies.get("ScalingPolicies") or []:
            owner = arns.get((str(policy["ResourceId"]), str(policy["ScalableDimension"])))
            for alarm in policy.get("Alarms") or [] if owner else []:
                part.edges.append(
                    MapEdge("alarm-action", str(alarm["AlarmARN"]), str(owner), str(policy["PolicyName"]))
                )
    return part
