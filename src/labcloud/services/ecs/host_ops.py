"""What needs hosts or running containers, answered as an ECS account without them: no container
instances (ListContainerInstances is empty, DescribeContainerInstances answers MISSING), the two AWS
capacity providers FARGATE and FARGATE_SPOT, and ExecuteCommand's TargetNotConnectedException (a
container that never started has no agent to connect to)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.ecs import errors, lookup, names
from labcloud.services.ecs.cluster_ops import PROVIDERS
from labcloud.services.ecs.state import EcsState

if TYPE_CHECKING:
    from labcloud.services.ecs.api import (
        DescribeCapacityProvidersRequest,
        DescribeCapacityProvidersResponse,
        DescribeContainerInstancesRequest,
        DescribeContainerInstancesResponse,
        ExecuteCommandRequest,
        ExecuteCommandResponse,
        ListContainerInstancesRequest,
        ListContainerInstancesResponse,
    )


def list_container_instances(
    state: EcsState, request: ListContainerInstancesRequest, ctx: RequestContext
) -> ListContainerInstancesResponse:
    lookup.cluster(state, ctx, request.get("cluster"))
    return cast("ListContainerInstancesResponse", {"containerInstanceArns": []})


def describe_container_instances(
    state: EcsState, request: DescribeContainerInstancesRequest, ctx: RequestContext
) -> DescribeContainerInstancesResponse:
    cluster = lookup.cluster(state, ctx, request.get("cluster"))
    base = names.base(ctx) + f"container-instance/{cluster['clusterName']}/"
    failures = [
        {"arn": i if i.startswith("arn:") else base + i, "reason": "MISSING"}
        for i in request["containerInstances"]
    ]
    return cast("DescribeContainerInstancesResponse", {"containerInstances": [], "failures": failures})


def describe_capacity_providers(
    state: EcsState, request: DescribeCapacityProvidersRequest, ctx: RequestContext
) -> DescribeCapacityProvidersResponse:
    found: list[dict[str, Any]] = []
    failures = []
    for name in request.get("capacityProviders") or list(PROVIDERS):
        short = name.rsplit("/", 1)[-1]
        if short in PROVIDERS:
            found.append(
                {
                    "capacityProviderArn": f"{names.base(ctx)}capacity-provider/{short}",
                    "name": short,
                    "status": "ACTIVE",
                    "tags": [],
                }
            )
        else:
            failures.append({"arn": name, "reason": "MISSING"})
    return cast("DescribeCapacityProvidersResponse", {"capacityProviders": found, "failures": failures})


def execute_command(
    state: EcsState, request: ExecuteCommandRequest, ctx: RequestContext
) -> ExecuteCommandResponse:
    cluster = lookup.cluster(state, ctx, request.get("cluster"))
    if lookup.task(state, ctx, str(cluster["clusterArn"]), request["task"]) is None:
        raise errors.invalid("The referenced task was not found.")
    raise errors.target_not_connected()
