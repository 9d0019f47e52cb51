"""Schedule operations: create, get, update (a full replacement, as AWS's), delete, list; the checks
AWS makes on expressions, dates, windows, states and targets."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.eventscheduler.errors import conflict, not_found, validation
from labcloud.services.eventscheduler.group_ops import existing_group
from labcloud.services.eventscheduler.paging import page
from labcloud.services.eventscheduler.publish import emit
from labcloud.services.eventscheduler.repo import groups, schedules
from labcloud.services.eventscheduler.state import SchedulerState

if TYPE_CHECKING:
    from labcloud.services.eventscheduler.api import (
        CreateScheduleRequest,
        CreateScheduleResponse,
        DeleteScheduleRequest,
        DeleteScheduleResponse,
        GetScheduleRequest,
        GetScheduleResponse,
        ListSchedulesRequest,
        ListSchedulesResponse,
        UpdateScheduleRequest,
        UpdateScheduleResponse,
    )

STATES = ("ENABLED", "DISABLED")
ACTIONS = ("NONE", "DELETE")
#: Request members kept in a schedule's spec (dates as epoch seconds).
KEPT = (
    "ScheduleExpression",
    "ScheduleExpressionTimezone",
    "Description",
    "State",
    "Target",
    "FlexibleTimeWindow",
    "ActionAfterCompletion",
    "ClientToken",
)


def _seconds(value: Any) -> float:
    return value.timestamp() if isinstance(value, datetime) else float(value)


def _spec(request: Any, now: float) -> dict[str, Any]:
    """The checked spec of a create or update request (``ValidationException`` as AWS words it)."""
    # the expression language (zoneinfo, EventBridge's schedules) and the targets' checks are imported by
    # the first create or update, not by the module: ListSchedules, a first call, never needs them
    from labcloud.services.eventscheduler import expressions, targets  # noqa: PLC0415

    if request.get("KmsKeyArn"):
        raise validation(
            "KmsKeyArn is not supported by labcloud's Scheduler (schedules use an AWS owned key)."
        )
    spec: dict[str, Any] = {key: request[key] for key in KEPT if request.get(key) is not None}
    spec.setdefault("State", "ENABLED")
    spec.setdefault("ActionAfterCompletion", "NONE")
    spec.setdefault("ScheduleExpressionTimezone", "UTC")
    if spec["State"] not in STATES:
        raise validation(f"Invalid State {spec['State']}. Valid values are ENABLED and DISABLED.")
    if spec["ActionAfterCompletion"] not in ACTIONS:
        raise validation(
            f"Invalid ActionAfterCompletion {spec['ActionAfterCompletion']}. Valid values are NONE and DELETE."
        )
    expression = spec["ScheduleExpression"]
    try:
        expressions.zone(spec.get("ScheduleExpressionTimezone"))
    except ValueError:
        raise validation(f"Invalid timezone {spec.get('ScheduleExpressionTimezone')}.") from None
    try:
        expressions.parse(expression, spec.get("ScheduleExpressionTimezone"))
    except ValueError:
        raise validation(f"Invalid Schedule Expression {expression}.") from None
    for key in ("StartDate", "EndDate"):
        if request.get(key) is not None:
            spec[key] = _seconds(request[key])
    if "EndDate" in spec and spec["EndDate"] <= now:
        raise validation("The EndDate must be in the future.")
    if "StartDate" in spec and "EndDate" in spec and spec["StartDate"] >= spec["EndDate"]:
        raise validation("The StartDate must be before the EndDate.")
    window = spec["FlexibleTimeWindow"]
    if window.get("Mode") not in ("OFF", "FLEXIBLE"):
        raise validation(
            f"Invalid FlexibleTimeWindow Mode {window.get('Mode')}. Valid values are OFF and FLEXIBLE."
        )
    minutes = window.get("MaximumWindowInMinutes")
    if window["Mode"] == "OFF" and minutes is not None:
        raise validation("MaximumWindowInMinutes must not be provided when FlexibleTimeWindow Mode is OFF.")
    if window["Mode"] == "FLEXIBLE" and (minutes is None or not 1 <= int(minutes) <= 1440):
        raise validation(
            "MaximumWindowInMinutes must be between 1 and 1440 when FlexibleTimeWindow Mode is FLEXIBLE."
        )
    targets.check(spec["Target"])
    return spec


def _found(state: SchedulerState, ctx: RequestContext, group: str, name: str) -> schedules.Schedule:
    found = schedules.find(state.store, ctx.account_id, ctx.region, group, name)
    if found is None:
        raise not_found(f"Schedule {name} does not exist.")
    return found


def create_schedule(
    state: SchedulerState, request: CreateScheduleRequest, ctx: RequestContext
) -> CreateScheduleResponse:
    now = clock.now()
    spec = _spec(request, now)
    from labcloud.services.eventscheduler import timing  # noqa: PLC0415 - see _spec

    group = request.get("GroupName") or groups.DEFAULT
    with state.store.transaction():
        existing_group(state, ctx, group)
        existing = schedules.find(state.store, ctx.account_id, ctx.region, group, request["Name"])
        if existing is not None:
            token = request.get("ClientToken")
            if token and existing.spec.get("ClientToken") == token:
                return {"ScheduleArn": existing.arn}  # a retried create: AWS's idempotency
            raise conflict(f"Schedule {request['Name']} already exists.")
        schedule = schedules.Schedule(
            ctx.account_id,
            ctx.region,
            group,
            request["Name"],
            spec,
            now,
            now,
            timing.next_fire(spec, now, now),
        )
        schedules.put(state.store, schedule)
        emit(
            state,
            "scheduler.schedule.created",
            ctx.account_id,
            ctx.region,
            schedule.arn,
            next_fire=schedule.next_fire,
        )
    return {"ScheduleArn": schedule.arn}


def update_schedule(
    state: SchedulerState, request: UpdateScheduleRequest, ctx: RequestContext
) -> UpdateScheduleResponse:
    now = clock.now()
    spec = _spec(request, now)
    from labcloud.services.eventscheduler import timing  # noqa: PLC0415 - see _spec

    group = request.get("GroupName") or groups.DEFAULT
    with state.store.transaction():
        existing_group(state, ctx, group)
        found = _found(state, ctx, group, request["Name"])
        schedule = schedules.Schedule(
            found.account_id,
            found.region,
            group,
            found.name,
            spec,
            found.created,
            now,
            timing.next_fire(spec, now, now),
        )
        schedules.put(state.store, schedule)
        emit(
            state,
            "scheduler.schedule.updated",
            ctx.account_id,
            ctx.region,
            schedule.arn,
            next_fire=schedule.next_fire,
        )
    return {"ScheduleArn": schedule.arn}


def get_schedule(
    state: SchedulerState, request: GetScheduleRequest, ctx: RequestContext
) -> GetScheduleResponse:
    group = request.get("GroupName") or groups.DEFAULT
    existing_group(state, ctx, group)
    found = _found(state, ctx, group, request["Name"])
    answer: dict[str, Any] = {key: value for key, value in found.spec.items() if key != "ClientToken"}
    answer.update(
        Arn=found.arn,
        GroupName=found.group,
        Name=found.name,
        CreationDate=found.created,
        LastModificationDate=found.modified,
    )
    return answer  # type: ignore[return-value]


def delete_schedule(
    state: SchedulerState, request: DeleteScheduleRequest, ctx: RequestContext
) -> DeleteScheduleResponse:
    group = request.get("GroupName") or groups.DEFAULT
    with state.store.transaction():
        existing_group(state, ctx, group)
        found = _found(state, ctx, group, request["Name"])
        schedules.remove(state.store, ctx.account_id, ctx.region, group, found.name)
        emit(state, "scheduler.schedule.deleted", ctx.account_id, ctx.region, found.arn)
    return {}


def list_schedules(
    state: SchedulerState, request: ListSchedulesRequest, ctx: RequestContext
) -> ListSchedulesResponse:
    wanted = request.get("State")
    if wanted is not None and wanted not in STATES:
        raise validation(f"Invalid State {wanted}. Valid values are ENABLED and DISABLED.")
    group = request.get("GroupName")
    if group is not None:
        existing_group(state, ctx, group)
    found = [
        schedule
        for schedule in schedules.listed(
            state.store, ctx.account_id, ctx.region, group, request.get("NamePrefix") or ""
        )
        if wanted is None or schedule.spec.get("State") == wanted
    ]
    items, token = page(found, request.get("NextToken"), request.get("MaxResults"))
    answer: dict[str, Any] = {
        "Schedules": [
            {
                "Arn": schedule.arn,
                "Name": schedule.name,
                "GroupName": schedule.group,
                "State": schedule.spec.get("State"),
                "CreationDate": schedule.created,
                "LastModificationDate": schedule.modified,
                "Target": {"Arn": schedule.spec["Target"]["Arn"]},
            }
            for schedule in items
        ]
    }
    if token:
        answer["NextToken"] = token
    return answer  # type: ignore[return-value]
