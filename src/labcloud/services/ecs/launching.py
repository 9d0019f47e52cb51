"""Placing tasks, shared by RunTask and services: the launch type a request resolves to (Fargate only:
labcloud has no container instances, so the EC2 and EXTERNAL launch types find none, as AWS answers an
empty cluster), the task definition's fit, the members labcloud refuses by name, and the task records
with an address in one of the network's subnets (round robin)."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.ecs import errors, names, tasks
from labcloud.services.ecs.cluster_ops import strategy_check
from labcloud.services.ecs.network import Network, address
from labcloud.services.ecs.state import EcsState

#: Members of RunTask/CreateService/UpdateService labcloud refuses (what they ask for needs running hosts).
REFUSED = {
    "placementConstraints": "task placement: Fargate places tasks itself and labcloud has no hosts",
    "placementStrategy": "task placement: Fargate places tasks itself and labcloud has no hosts",
    "volumeConfigurations": "Amazon EBS volumes for tasks",
    "serviceRegistries": "service discovery: it needs Cloud Map, which labcloud lacks",
    "vpcLatticeConfigurations": "VPC Lattice",
    "gatewayConnectors": "ECS gateways",
    "monitoring": "service monitoring",
}


def refuse(request: dict[str, Any]) -> None:
    for member, why in REFUSED.items():
        if request.get(member):
            raise errors.refused(f"{member} ({why})")
    if request.get("enableExecuteCommand"):
        raise errors.refused(
            "enableExecuteCommand: containers do not run in labcloud, there is nothing to exec into"
        )
    connect = request.get("serviceConnectConfiguration")
    if connect and connect.get("enabled"):
        raise errors.refused(
            "serviceConnectConfiguration: Service Connect needs Cloud Map, which labcloud lacks"
        )


def launch_type(cluster: dict[str, Any], request: dict[str, Any]) -> tuple[str, str | None]:
    """(launch type, capacity provider) of a request; only Fargate can place a task in labcloud."""
    launch = request.get("launchType")
    strategy = [dict(s) for s in request.get("capacityProviderStrategy") or []]
    if launch and strategy:
        raise errors.invalid("Specifying both a launch type and capacity provider strategy is not supported.")
    if not launch and not strategy:
        strategy = [dict(s) for s in cluster.get("defaultCapacityProviderStrategy") or []]
    if strategy:
        strategy_check(strategy, list(cluster.get("capacityProviders") or []))
        based = [s for s in strategy if s.get("base")]
        chosen = based[0] if based else max(strategy, key=lambda s: int(s.get("weight") or 0))
        return "FARGATE", str(chosen["capacityProvider"])
    launch = launch or "EC2"
    if launch == "FARGATE":
        return "FARGATE", None
    if launch in ("EC2", "EXTERNAL"):
        raise errors.invalid("No Container Instances were found in your cluster.")
    raise errors.refused(f"launch type {launch}: only FARGATE places tasks in labcloud")


def fits(taskdef: dict[str, Any], launch: str) -> None:
    if launch not in (taskdef.get("compatibilities") or []):
        raise errors.invalid(f"Task definition does not support launch_type {launch}.")
    if taskdef.get("networkMode") != "awsvpc":
        raise errors.invalid("Fargate only supports network mode 'awsvpc'.")


def overrides(taskdef: dict[str, Any], given: dict[str, Any] | None) -> dict[str, Any]:
    out = dict(given or {})
    known = {c["name"] for c in taskdef.get("containerDefinitions") or []}
    for override in out.get("containerOverrides") or []:
        if override.get("name") not in known:
            raise errors.invalid(
                f"Override for container named {override.get('name')} is not a container in the TaskDefinition."
            )
    out.setdefault("containerOverrides", [])
    return out


def taken(state: EcsState, ctx: RequestContext) -> set[str]:
    """The addresses of every task not stopped (one ENI each)."""
    return state.records.addresses(ctx.account_id, ctx.region)


def build(
    state: EcsState,
    ctx: RequestContext,
    *,
    cluster_arn: str,
    taskdef: dict[str, Any],
    network: Network,
    count: int,
    launch: str,
    provider: str | None,
    started_by: str | None,
    group: str,
    task_overrides: dict[str, Any],
    tags: dict[str, str],
    now: float,
) -> list[dict[str, Any]]:
    """``count`` new task records (not yet stored), each with an address free in its subnet."""
    used = taken(state, ctx)
    made = []
    for index in range(count):
        subnet = network.subnets[index % len(network.subnets)]
        ip = address(subnet, used)
        used.add(ip)
        made.append(
            tasks.new(
                arn=names.new_task_arn(ctx, cluster_arn),
                cluster=cluster_arn,
                taskdef=taskdef,
                launch=launch,
                provider=provider,
                subnet=subnet,
                groups=network.groups,
                ip=ip,
                started_by=started_by,
                group=group,
                overrides=task_overrides,
                tags=tags,
                now=now,
            )
        )
    return made


def prune(state: EcsState, ctx: RequestContext, now: float) -> None:
    """Forget tasks stopped more than an hour ago (inside the caller's transaction)."""
    state.records.forget_stopped(ctx.account_id, ctx.region, now - tasks.KEPT)
