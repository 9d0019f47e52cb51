"""A service's scheduler, run inside the request that changes the service (no background loop): its
unstopped tasks are brought to ``desiredCount`` at once, a new deployment replaces all of them, and
deleting it stops them. The tasks are records (``tasks.py``), so ``runningCount`` equals
``desiredCount`` as soon as the call returns, which is what CloudFormation and ``services-stable`` wait for."""

from __future__ import annotations

import secrets
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.ecs import launching, tasks
from labcloud.services.ecs.network import Network
from labcloud.services.ecs.state import EcsState


def live(state: EcsState, ctx: RequestContext, service: dict[str, Any]) -> list[dict[str, Any]]:
    return state.records.live_tasks(ctx.account_id, ctx.region, str(service["serviceArn"]))


def network_of(service: dict[str, Any]) -> Network:
    config = service["networkConfiguration"]["awsvpcConfiguration"]
    return Network(
        tuple(service["_subnets"]), tuple(config.get("securityGroups") or []), config["assignPublicIp"]
    )


def new_deployment_id() -> str:
    return f"ecs-svc/{int.from_bytes(secrets.token_bytes(8), 'big') % 10**19:019d}"


def reconcile(
    state: EcsState,
    ctx: RequestContext,
    service: dict[str, Any],
    taskdef: dict[str, Any],
    now: float,
    *,
    replace: bool = False,
    reason: str = "",
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(tasks to start, tasks stopped) bringing the service to its desired count; the caller stores both."""
    running = live(state, ctx, service)
    deployment = str(service["deployments"][0]["id"])
    stopped: list[dict[str, Any]] = []
    if replace:
        for task in running:
            tasks.stop(
                task, "ServiceSchedulerInitiated", reason or f"Task replaced by deployment {deployment}", now
            )
        stopped, running = running, []
    wanted = int(service["desiredCount"]) if service["status"] == "ACTIVE" else 0
    extra = len(running) - wanted
    if extra > 0:
        for task in running[len(running) - extra :]:
            tasks.stop(
                task,
                "ServiceSchedulerInitiated",
                reason or f"Scaling activity initiated by (deployment {deployment})",
                now,
            )
            stopped.append(task)
    started: list[dict[str, Any]] = []
    if extra < 0:
        tags = dict(service.get("_tags") or {}) if service.get("propagateTags") == "SERVICE" else {}
        if service.get("propagateTags") == "TASK_DEFINITION":
            tags = dict(taskdef.get("_tags") or {})
        started = launching.build(
            state,
            ctx,
            cluster_arn=str(service["clusterArn"]),
            taskdef=taskdef,
            network=network_of(service),
            count=-extra,
            launch=str(service.get("launchType") or "FARGATE"),
            provider=service.get("_provider"),
            started_by=deployment,
            group=f"service:{service['serviceName']}",
            task_overrides={},
            tags=tags,
            now=now,
        )
        for task in started:
            task["_service"] = service["serviceArn"]
    return started, stopped


def store(
    state: EcsState, ctx: RequestContext, started: list[dict[str, Any]], stopped: list[dict[str, Any]]
) -> None:
    """Writes the scheduler's tasks (inside the caller's transaction)."""
    for task in started:
        state.records.put(
            "task",
            ctx.account_id,
            ctx.region,
            str(task["taskArn"]),
            str(task["clusterArn"]),
            str(task["group"]),
            task,
            float(task["_created"]),
        )
    for task in stopped:
        state.records.update(str(task["taskArn"]), task)
