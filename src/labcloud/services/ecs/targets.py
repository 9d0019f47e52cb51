"""A service's load balancers: each target group checked through ELBv2 (``hub.call``: it exists, has
the ``ip`` target type awsvpc tasks need and a load balancer in front of it), each container and port
checked against the task definition; its tasks' addresses registered in the target groups and
deregistered when they stop. ELBv2 reports ip targets ``unhealthy`` (Target.FailedHealthChecks): nothing
answers its health checks, since the containers do not run."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ecs import errors
from labcloud.services.ecs.state import EcsState

MAX_LOAD_BALANCERS = 5


async def checked(
    state: EcsState, ctx: RequestContext, given: list[dict[str, Any]], taskdef: dict[str, Any]
) -> list[dict[str, Any]]:
    if len(given) > MAX_LOAD_BALANCERS:
        raise errors.invalid(f"A service can have at most {MAX_LOAD_BALANCERS} load balancers.")
    out = []
    for balancer in given:
        if balancer.get("loadBalancerName"):
            raise errors.refused("Classic Load Balancers (loadBalancerName): use an ELBv2 target group")
        if balancer.get("advancedConfiguration"):
            raise errors.refused("advancedConfiguration (blue/green deployments)")
        arn = balancer.get("targetGroupArn")
        if not arn:
            raise errors.invalid("targetGroupArn must be specified for a load balancer.")
        name, port = balancer.get("containerName"), balancer.get("containerPort")
        container = next((c for c in taskdef.get("containerDefinitions") or [] if c["name"] == name), None)
        if container is None:
            raise errors.invalid(f"The container {name} does not exist in the task definition.")
        ports = {m.get("containerPort") for m in container.get("portMappings") or []}
        if port not in ports:
            raise errors.invalid(f"The container {name} did not have a container port {port} defined.")
        try:
            found = await state.services.call(
                "elbv2",
                "DescribeTargetGroups",
                {"TargetGroupArns": [arn]},
                account_id=ctx.account_id,
                region=ctx.region,
            )
        except AwsError as exc:
            raise errors.invalid(f"The target group {arn} does not exist.") from exc
        group = (found.get("TargetGroups") or [{}])[0]
        if group.get("TargetType") != "ip":
            raise errors.invalid(
                f"The provided target group {arn} has target type {group.get('TargetType')}, which is incompatible"
                " with the awsvpc network mode specified in the task definition."
            )
        if not group.get("LoadBalancerArns"):
            raise errors.invalid(
                f"The target group with targetGroupArn {arn} does not have an associated load balancer."
            )
        out.append({"targetGroupArn": arn, "containerName": name, "containerPort": port})
    return out


async def register(
    state: EcsState, ctx: RequestContext, service: dict[str, Any], started: list[dict[str, Any]]
) -> list[str]:
    """Registers the tasks' addresses; answers the failures as service event messages."""
    failed = []
    for balancer in service.get("loadBalancers") or []:
        targets = [{"Id": str(t["_ip"]), "Port": int(balancer["containerPort"])} for t in started]
        if not targets:
            continue
        try:
            await state.services.call(
                "elbv2",
                "RegisterTargets",
                {"TargetGroupArn": balancer["targetGroupArn"], "Targets": targets},
                account_id=ctx.account_id,
                region=ctx.region,
            )
        except AwsError as exc:
            failed.append(
                f"failed to register targets in (target-group {balancer['targetGroupArn']}): {exc.message}"
            )
    return failed


async def deregister(
    state: EcsState, ctx: RequestContext, service: dict[str, Any], stopped: list[dict[str, Any]]
) -> None:
    for balancer in service.get("loadBalancers") or []:
        targets = [{"Id": str(t["_ip"]), "Port": int(balancer["containerPort"])} for t in stopped]
        if not targets:
            continue
        try:
            await state.services.call(
                "elbv2",
                "DeregisterTargets",
                {"TargetGroupArn": balancer["targetGroupArn"], "Targets": targets},
                account_id=ctx.account_id,
                region=ctx.region,
            )
        except AwsError:
            pass  # the target group is gone: nothing left to deregister from
