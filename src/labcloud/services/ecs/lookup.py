"""Finding a request's cluster, service, task or task definition, with AWS's not-found answers."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.ecs import errors, names
from labcloud.services.ecs.state import EcsState


def cluster(state: EcsState, ctx: RequestContext, given: str | None) -> dict[str, Any]:
    doc = state.records.get("cluster", ctx.account_id, ctx.region, names.cluster_arn(ctx, given))
    if doc is None:
        raise errors.cluster_not_found()
    return doc


def service(state: EcsState, ctx: RequestContext, cluster_arn: str, given: str) -> dict[str, Any] | None:
    return state.records.get(
        "service", ctx.account_id, ctx.region, names.service_arn(ctx, cluster_arn, given)
    )


def active_service(state: EcsState, ctx: RequestContext, cluster_arn: str, given: str) -> dict[str, Any]:
    doc = service(state, ctx, cluster_arn, given)
    if doc is None:
        raise errors.service_not_found()
    if doc["status"] != "ACTIVE":
        raise errors.service_not_active()
    return doc


def taskdef(state: EcsState, ctx: RequestContext, given: str) -> dict[str, Any] | None:
    """The task definition a reference names (the family's latest ACTIVE revision without one)."""
    family, revision = names.taskdef_ref(given)
    if revision is not None:
        return state.records.get(
            "taskdef", ctx.account_id, ctx.region, names.taskdef_arn(ctx, family, revision)
        )
    active = [
        d
        for d in state.records.listed("taskdef", ctx.account_id, ctx.region, family)
        if d["status"] == "ACTIVE"
    ]
    return max(active, key=lambda d: int(d["revision"])) if active else None


def usable_taskdef(state: EcsState, ctx: RequestContext, given: str) -> dict[str, Any]:
    doc = taskdef(state, ctx, given)
    if doc is None or doc["status"] == "DELETE_IN_PROGRESS":
        raise errors.client("TaskDefinition not found.")
    return doc


def task(state: EcsState, ctx: RequestContext, cluster_arn: str, given: str) -> dict[str, Any] | None:
    return state.records.get("task", ctx.account_id, ctx.region, names.task_arn(ctx, cluster_arn, given))
