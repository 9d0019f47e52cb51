"""RegisterScalableTarget (create, or update the min/max/suspended state of an existing target),
DescribeScalableTargets and DeregisterScalableTarget (which removes the target's policies and scheduled
actions with it, as AWS's does). A new target's resource must exist: its owner is asked, as the caller."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.applicationautoscaling import errors, policy_alarms, resources
from labcloud.services.applicationautoscaling.events import publish
from labcloud.services.applicationautoscaling.state import MAX_TARGETS, AutoScalingState
from labcloud.services.applicationautoscaling.tagging import checked
from labcloud.services.applicationautoscaling.views import page, public, target_arn, target_key

if TYPE_CHECKING:
    from labcloud.services.applicationautoscaling.api import (
        DeregisterScalableTargetRequest,
        DeregisterScalableTargetResponse,
        DescribeScalableTargetsRequest,
        DescribeScalableTargetsResponse,
        RegisterScalableTargetRequest,
        RegisterScalableTargetResponse,
    )

#: The largest capacity a target may have (labcloud's bound on the model's unbounded integer).
MAX_CAPACITY = 1_000_000


def _role(namespace: str, account: str) -> str:
    """The service-linked role AWS names when RoleARN is not given."""
    linked = {
        "dynamodb": ("dynamodb.application-autoscaling", "DynamoDBTable"),
        "lambda": ("lambda.application-autoscaling", "LambdaConcurrency"),
        "ecs": ("ecs.application-autoscaling", "ECSService"),
    }[namespace]
    return (
        f"arn:aws:iam::{account}:role/aws-service-role/{linked[0]}.amazonaws.com/"
        f"AWSServiceRoleForApplicationAutoScaling_{linked[1]}"
    )


def find(
    state: AutoScalingState, ctx: RequestContext, namespace: str, resource_id: str, dimension: str
) -> Any:
    """A registered target, or ObjectNotFoundException in AWS's words."""
    doc = state.records.get(
        ctx.account_id, ctx.region, "target", target_key(namespace, resource_id, dimension)
    )
    if doc is None:
        raise errors.not_found(
            f"No scalable target registered for service namespace: {namespace}, resource ID: {resource_id}, "
            f"scalable dimension: {dimension}"
        )
    return doc


def check_capacities(low: int | None, high: int | None) -> None:
    for name, value in (("MinCapacity", low), ("MaxCapacity", high)):
        if value is not None and not 0 <= value <= MAX_CAPACITY:
            raise errors.validation(f"{name} must be between 0 and {MAX_CAPACITY}")
    if low is not None and high is not None and low > high:
        raise errors.validation("Minimum capacity cannot be greater than maximum capacity")


async def register_scalable_target(
    state: AutoScalingState, request: RegisterScalableTargetRequest, ctx: RequestContext
) -> RegisterScalableTargetResponse:
    namespace, resource_id, dimension = (
        request["ServiceNamespace"],
        request["ResourceId"],
        request["ScalableDimension"],
    )
    resource = resources.parse(namespace, resource_id, dimension)
    key = target_key(namespace, resource_id, dimension)
    doc = state.records.get(ctx.account_id, ctx.region, "target", key)
    low, high = request.get("MinCapacity"), request.get("MaxCapacity")
    if doc is None:
        if low is None or high is None:
            raise errors.validation(
                "MinCapacity and MaxCapacity are required for registering a new scalable target"
            )
        check_capacities(low, high)
        if state.records.count(ctx.account_id, ctx.region, "target") >= MAX_TARGETS:
            raise errors.limit(f"You have reached the limit of {MAX_TARGETS} scalable targets")
        await resources.capacity(state.services, resource, ctx.account_id, ctx.region, ctx.principal)
        doc = {
            "ServiceNamespace": namespace,
            "ResourceId": resource_id,
            "ScalableDimension": dimension,
            "RoleARN": request.get("RoleARN") or _role(namespace, ctx.account_id),
            "CreationTime": clock.now(),
            "ScalableTargetARN": target_arn(ctx.region, ctx.account_id),
            "_tags": {},
        }
    else:
        check_capacities(
            doc["MinCapacity"] if low is None else low, doc["MaxCapacity"] if high is None else high
        )
        if request.get("RoleARN"):
            doc["RoleARN"] = request["RoleARN"]
    if low is not None:
        doc["MinCapacity"] = low
    if high is not None:
        doc["MaxCapacity"] = high
    suspended: dict[str, Any] = dict(doc.get("SuspendedState") or {})
    for member in ("DynamicScalingInSuspended", "DynamicScalingOutSuspended", "ScheduledScalingSuspended"):
        given = (request.get("SuspendedState") or {}).get(member)
        suspended[member] = bool(given) if given is not None else bool(suspended.get(member, False))
    doc["SuspendedState"] = suspended
    doc["_tags"] = checked(doc.get("_tags") or {}, request.get("Tags"))
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "target", key, key, doc, clock.now())
        publish(
            state,
            "appautoscaling.target.registered",
            ctx,
            resource_id,
            dimension=dimension,
            min=doc["MinCapacity"],
            max=doc["MaxCapacity"],
        )
    return cast("RegisterScalableTargetResponse", {"ScalableTargetARN": doc["ScalableTargetARN"]})


def selected(
    docs: list[dict[str, Any]], namespace: str, resource_ids: list[str] | None, dimension: str | None
) -> list[dict[str, Any]]:
    """Records of a namespace, narrowed to the ResourceIds and dimension asked for."""
    out = [d for d in docs if d["ServiceNamespace"] == namespace]
    if resource_ids:
        wanted = set(resource_ids)
        out = [d for d in out if d["ResourceId"] in wanted]
    if dimension:
        out = [d for d in out if d["ScalableDimension"] == dimension]
    return out


def describe_scalable_targets(
    state: AutoScalingState, request: DescribeScalableTargetsRequest, ctx: RequestContext
) -> DescribeScalableTargetsResponse:
    ids = request.get("ResourceIds")
    if ids is not None and len(ids) > 50:
        raise errors.validation("ResourceIds may name at most 50 resources")
    docs = selected(
        state.records.listed(ctx.account_id, ctx.region, "target"),
        request["ServiceNamespace"],
        ids,
        request.get("ScalableDimension"),
    )
    return cast(
        "DescribeScalableTargetsResponse", page([public(d) for d in docs], "ScalableTargets", request)
    )


async def deregister_scalable_target(
    state: AutoScalingState, request: DeregisterScalableTargetRequest, ctx: RequestContext
) -> DeregisterScalableTargetResponse:
    namespace, resource_id, dimension = (
        request["ServiceNamespace"],
        request["ResourceId"],
        request["ScalableDimension"],
    )
    resources.parse(namespace, resource_id, dimension)
    find(state, ctx, namespace, resource_id, dimension)
    key = target_key(namespace, resource_id, dimension)
    await policy_alarms.delete(state, ctx, state.records.listed(ctx.account_id, ctx.region, "policy", key))
    with state.store.transaction():
        for kind in ("policy", "scheduled"):
            state.records.delete_of_target(ctx.account_id, ctx.region, kind, key)
        state.records.delete(ctx.account_id, ctx.region, "target", key)
        publish(state, "appautoscaling.target.deregistered", ctx, resource_id, dimension=dimension)
    return cast("DeregisterScalableTargetResponse", {})
