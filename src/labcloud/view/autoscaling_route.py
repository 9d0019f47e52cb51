"""``GET /_labcloud/autoscaling``: Application Auto Scaling for the view. Each scalable target of the server's
account and Region in the namespaces labcloud scales (DynamoDB, Lambda, ECS), with its minimum, maximum
and current capacity (read from the owning service through Application Auto Scaling's
``CurrentCapacities``: None when the resource is gone), whether its scaling is suspended, its scaling
policies (type, target value and metric, alarms) and its newest scaling activities (ACTIVITIES_SHOWN,
not-scaled ones included, as ``DescribeScalingActivities`` lists them), all read through its own API."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.view.paging import every_page
from labcloud.view.times import epoch_seconds

if TYPE_CHECKING:
    from labcloud.hub import Hub

SERVICE = "application-autoscaling"
#: Pages of targets and policies read (50 a page); activities shown per target.
MAX_PAGES = 10
ACTIVITIES_SHOWN = 10


async def _pages(hub: Hub, operation: str, member: str, params: dict[str, Any]) -> list[dict[str, Any]]:
    return await every_page(
        hub,
        SERVICE,
        operation,
        member,
        {**params, "MaxResults": 50},
        token_name="NextToken",
        max_pages=MAX_PAGES,
    )


def _policy(policy: dict[str, Any]) -> dict[str, Any]:
    tracking = policy.get("TargetTrackingScalingPolicyConfiguration") or {}
    metric = (tracking.get("PredefinedMetricSpecification") or {}).get("PredefinedMetricType")
    if metric is None and tracking.get("CustomizedMetricSpecification"):
        metric = (tracking["CustomizedMetricSpecification"] or {}).get("MetricName") or "customized"
    return {
        "name": policy.get("PolicyName"),
        "type": policy.get("PolicyType"),
        "target_value": tracking.get("TargetValue"),
        "metric": metric,
        "alarms": [a.get("AlarmName") for a in policy.get("Alarms") or []],
    }


def _activity(activity: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": activity.get("ActivityId"),
        "description": activity.get("Description"),
        "cause": activity.get("Cause"),
        "status": activity.get("StatusCode"),
        "message": activity.get("StatusMessage"),
        "started_at": epoch_seconds(activity.get("StartTime")),
        "ended_at": epoch_seconds(activity.get("EndTime")),
    }


async def _targets(hub: Hub) -> list[dict[str, Any]]:
    from labcloud.services.applicationautoscaling.interfaces import CurrentCapacities

    capacities = hub.interface(CurrentCapacities)
    account, region = hub.settings.account_id, hub.settings.region
    out: list[dict[str, Any]] = []
    for namespace in capacities.namespaces if capacities is not None else ():
        targets = await _pages(
            hub, "DescribeScalableTargets", "ScalableTargets", {"ServiceNamespace": namespace}
        )
        policies = await _pages(
            hub, "DescribeScalingPolicies", "ScalingPolicies", {"ServiceNamespace": namespace}
        )
        for target in targets:
            resource_id, dimension = str(target["ResourceId"]), str(target["ScalableDimension"])
            activities = await hub.call(
                SERVICE,
                "DescribeScalingActivities",
                {
                    "ServiceNamespace": namespace,
                    "ResourceId": resource_id,
                    "ScalableDimension": dimension,
                    "IncludeNotScaledActivities": True,
                    "MaxResults": ACTIVITIES_SHOWN,
                },
            )
            suspended = target.get("SuspendedState") or {}
            out.append(
                {
                    "namespace": namespace,
                    "resource_id": resource_id,
                    "dimension": dimension,
                    "arn": target.get("ScalableTargetARN"),
                    "min": target.get("MinCapacity"),
                    "max": target.get("MaxCapacity"),
                    "current": await capacities.current_capacity(
                        account, region, namespace, resource_id, dimension
                    )
                    if capacities is not None
                    else None,
                    "suspended": sorted(k for k, v in suspended.items() if v),
                    "policies": [
                        _policy(p)
                        for p in policies
                        if (p.get("ResourceId"), p.get("ScalableDimension")) == (resource_id, dimension)
                    ],
                    "activities": [_activity(a) for a in activities.get("ScalingActivities") or []],
                }
            )
    return sorted(out, key=lambda t: (t["namespace"], t["resource_id"], t["dimension"]))


def autoscaling_routes(hub: Hub) -> list[InternalRoute]:
    async def listing(_request: InternalRequest) -> InternalResponse:
        if not hub.serves(SERVICE):
            return json_response({"targets": []})
        return json_response({"targets": await _targets(hub)})

    return [InternalRoute("GET", "/autoscaling", listing)]
