"""PutScheduledAction (create or update; ``at()``, ``rate()`` and ``cron()`` in the action's time zone, read
as EventBridge Scheduler reads them), DescribeScheduledActions and DeleteScheduledAction. Each action keeps
its next firing (``_next``) for ``scheduled.py``."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.applicationautoscaling import errors, resources
from labcloud.services.applicationautoscaling.events import publish
from labcloud.services.applicationautoscaling.state import MAX_SCHEDULED, AutoScalingState
from labcloud.services.applicationautoscaling.target_ops import check_capacities, find, selected
from labcloud.services.applicationautoscaling.views import page, public, scheduled_arn, target_key
from labcloud.services.eventscheduler import expressions

if TYPE_CHECKING:
    from labcloud.services.applicationautoscaling.api import (
        DeleteScheduledActionRequest,
        DeleteScheduledActionResponse,
        DescribeScheduledActionsRequest,
        DescribeScheduledActionsResponse,
        PutScheduledActionRequest,
        PutScheduledActionResponse,
    )


def next_firing(doc: dict[str, Any], after: float) -> float | None:
    """The action's first firing strictly after ``after``, within its start and end times."""
    expression = expressions.parse(doc["Schedule"], doc.get("Timezone"))
    start = doc.get("StartTime")
    moment = max(after, float(start) - 0.001) if start is not None else after
    found = expression.next_after(moment, float(start) if start is not None else float(doc["CreationTime"]))
    end = doc.get("EndTime")
    if found is None or (end is not None and found > float(end)):
        return None
    return found


def _seconds(value: datetime | None) -> float | None:
    return None if value is None else value.timestamp()


def put_scheduled_action(
    state: AutoScalingState, request: PutScheduledActionRequest, ctx: RequestContext
) -> PutScheduledActionResponse:
    namespace, resource_id, dimension = (
        request["ServiceNamespace"],
        request["ResourceId"],
        request["ScalableDimension"],
    )
    name = request["ScheduledActionName"]
    resources.parse(namespace, resource_id, dimension)
    find(state, ctx, namespace, resource_id, dimension)
    key = target_key(namespace, resource_id, dimension)
    sid = f"{key}|{name}"
    old = state.records.get(ctx.account_id, ctx.region, "scheduled", sid)
    if old is None and state.records.count(ctx.account_id, ctx.region, "scheduled", key) >= MAX_SCHEDULED:
        raise errors.limit(f"A scalable target can have at most {MAX_SCHEDULED} scheduled actions")
    doc: dict[str, Any] = (
        dict(old)
        if old
        else {
            "ScheduledActionName": name,
            "ScheduledActionARN": scheduled_arn(ctx.region, ctx.account_id, namespace, resource_id, name),
            "ServiceNamespace": namespace,
            "ResourceId": resource_id,
            "ScalableDimension": dimension,
            "CreationTime": clock.now(),
        }
    )
    if request.get("Schedule") is not None:
        doc["Schedule"] = request["Schedule"]
    if "Schedule" not in doc:
        raise errors.validation("Schedule is required for a new scheduled action")
    if request.get("Timezone") is not None:
        doc["Timezone"] = request["Timezone"]
    if request.get("StartTime") is not None:
        doc["StartTime"] = _seconds(request.get("StartTime"))
    if request.get("EndTime") is not None:
        doc["EndTime"] = _seconds(request.get("EndTime"))
    if request.get("ScalableTargetAction") is not None:
        action: dict[str, int] = {
            k: int(str(v)) for k, v in (request.get("ScalableTargetAction") or {}).items() if v is not None
        }
        if not action:
            raise errors.validation(
                "At least one of minimum capacity and maximum capacity should be provided"
            )
        check_capacities(action.get("MinCapacity"), action.get("MaxCapacity"))
        doc["ScalableTargetAction"] = action
    if not doc.get("ScalableTargetAction"):
        raise errors.validation("At least one of minimum capacity and maximum capacity should be provided")
    if (
        doc.get("StartTime") is not None
        and doc.get("EndTime") is not None
        and doc["StartTime"] >= doc["EndTime"]
    ):
        raise errors.validation("The start time must be before the end time")
    try:
        doc["_next"] = next_firing(doc, clock.now())
    except ValueError:
        raise errors.validation(
            f"Invalid schedule expression or time zone: {doc['Schedule']} {doc.get('Timezone') or ''}".strip()
        ) from None
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "scheduled", sid, key, doc, clock.now())
        publish(
            state, "appautoscaling.scheduled.put", ctx, doc["ScheduledActionARN"], schedule=doc["Schedule"]
        )
    return cast("PutScheduledActionResponse", {})


def describe_scheduled_actions(
    state: AutoScalingState, request: DescribeScheduledActionsRequest, ctx: RequestContext
) -> DescribeScheduledActionsResponse:
    docs = state.records.listed(ctx.account_id, ctx.region, "scheduled")
    rid = request.get("ResourceId")
    docs = selected(
        docs, request["ServiceNamespace"], [rid] if rid else None, request.get("ScalableDimension")
    )
    names = request.get("ScheduledActionNames")
    if names:
        docs = [d for d in docs if d["ScheduledActionName"] in set(names)]
    return cast(
        "DescribeScheduledActionsResponse", page([public(d) for d in docs], "ScheduledActions", request)
    )


def delete_scheduled_action(
    state: AutoScalingState, request: DeleteScheduledActionRequest, ctx: RequestContext
) -> DeleteScheduledActionResponse:
    namespace, resource_id, dimension = (
        request["ServiceNamespace"],
        request["ResourceId"],
        request["ScalableDimension"],
    )
    resources.parse(namespace, resource_id, dimension)
    sid = f"{target_key(namespace, resource_id, dimension)}|{request['ScheduledActionName']}"
    doc = state.records.get(ctx.account_id, ctx.region, "scheduled", sid)
    if doc is None:
        raise errors.not_found(
            f"No scheduled action found for service namespace: {namespace}, resource ID: {resource_id}, "
            f"scalable dimension: {dimension}, scheduled action name: {request['ScheduledActionName']}"
        )
    with state.store.transaction():
        state.records.delete(ctx.account_id, ctx.region, "scheduled", sid)
        publish(state, "appautoscaling.scheduled.deleted", ctx, doc["ScheduledActionARN"])
    return cast("DeleteScheduledActionResponse", {})
