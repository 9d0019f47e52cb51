"""Maintenance windows: Create, Get, Update, Delete and DescribeMaintenanceWindows, with AWS's checks
(schedule, time zone, cutoff within duration, idempotent client tokens, 50 windows). Windows are records:
no managed instance exists here, so a window never opens an execution (docs/ssm.md)."""

from __future__ import annotations

import datetime as dt
import secrets
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ssm import paging, work_rules
from labcloud.services.ssm.render import when
from labcloud.services.ssm.repo.instance_work import Record
from labcloud.services.ssm.state import SsmState
from labcloud.services.ssm.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.ssm.api import (
        CreateMaintenanceWindowRequest,
        CreateMaintenanceWindowResponse,
        DeleteMaintenanceWindowRequest,
        DeleteMaintenanceWindowResponse,
        DescribeMaintenanceWindowsRequest,
        DescribeMaintenanceWindowsResponse,
        GetMaintenanceWindowRequest,
        GetMaintenanceWindowResponse,
        UpdateMaintenanceWindowRequest,
        UpdateMaintenanceWindowResponse,
    )

MAX_WINDOWS = 50
REQUIRED = ("Name", "Schedule", "Duration", "Cutoff", "AllowUnassociatedTargets")
OPTIONAL = ("Description", "StartDate", "EndDate", "ScheduleTimezone", "ScheduleOffset")
_IDENTITY = ("WindowId", "Enabled", *REQUIRED, *OPTIONAL)


def does_not_exist(window_id: str) -> AwsError:
    return AwsError("DoesNotExistException", f"Maintenance window {window_id} does not exist")


def find(state: SsmState, ctx: RequestContext, window_id: str) -> Record:
    found = state.windows.find(ctx.account_id, ctx.region, window_id)
    if found is None:
        raise does_not_exist(window_id)
    return found


def _checked(body: dict[str, Any]) -> None:
    why = work_rules.schedule_error(body["Schedule"], minimum_rate_minutes=1)
    if why is not None:
        raise AwsError("ValidationException", f"Schedule {body['Schedule']} is invalid: {why}")
    if body["Cutoff"] >= body["Duration"]:
        raise AwsError("ValidationException", "The cutoff must be less than the duration of the window.")
    work_rules.check_time_zone(body.get("ScheduleTimezone"))
    offset = body.get("ScheduleOffset")
    if offset is not None and not body["Schedule"].startswith("cron("):
        raise AwsError("ValidationException", "ScheduleOffset applies to cron schedules only.")
    for member in ("StartDate", "EndDate"):
        value = body.get(member)
        if value is not None and not _iso(value):
            raise AwsError("ValidationException", f"{member} {value} is not an ISO-8601 date and time.")


def _iso(value: str) -> bool:
    try:
        dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return False
    return True


def _publish(state: SsmState, ctx: RequestContext, kind: str, window_id: str, name: str) -> None:
    state.bus.publish(
        kind,
        service="ssm",
        account_id=ctx.account_id,
        region=ctx.region,
        resource=f"arn:aws:ssm:{ctx.region}:{ctx.account_id}:maintenancewindow/{window_id}",
        data={"window_id": window_id, "name": name},
    )


def _same_request(body: dict[str, Any], given: dict[str, Any]) -> bool:
    return all(body.get(m) == given.get(m) for m in (*REQUIRED, *OPTIONAL))


def create_maintenance_window(
    state: SsmState, request: CreateMaintenanceWindowRequest, ctx: RequestContext
) -> CreateMaintenanceWindowResponse:
    given: dict[str, Any] = dict(request)
    tags = checked_tags(request.get("Tags") or [])
    body: dict[str, Any] = {m: given[m] for m in (*REQUIRED, *OPTIONAL) if m in given}
    _checked(body)
    token = request.get("ClientToken")
    with state.store.transaction():
        if token is not None:
            for record in state.windows.listing(ctx.account_id, ctx.region):
                if record.body.get("ClientToken") == token:
                    if not _same_request(record.body, given):
                        raise AwsError(
                            "IdempotentParameterMismatch",
                            "The client token was already used with different parameters.",
                        )
                    return {"WindowId": record.ident}
        if state.windows.count(ctx.account_id, ctx.region) >= MAX_WINDOWS:
            raise AwsError(
                "ResourceLimitExceededException",
                f"You can have at most {MAX_WINDOWS} maintenance windows in a region.",
            )
        window_id = "mw-" + secrets.token_hex(9)[:17]
        now = clock.now()
        body.update({"WindowId": window_id, "Enabled": True, "CreatedDate": now, "ModifiedDate": now})
        if token is not None:
            body["ClientToken"] = token
        state.windows.put(ctx.account_id, ctx.region, Record(window_id, 1, body, tags))
        _publish(state, ctx, "ssm.window.created", window_id, body["Name"])
    return {"WindowId": window_id}


def _shown(body: dict[str, Any], members: tuple[str, ...]) -> dict[str, Any]:
    out = {m: body[m] for m in members if m in body}
    for member in ("CreatedDate", "ModifiedDate"):
        if member in out:
            out[member] = when(out[member])
    return out


def get_maintenance_window(
    state: SsmState, request: GetMaintenanceWindowRequest, ctx: RequestContext
) -> GetMaintenanceWindowResponse:
    found = find(state, ctx, request["WindowId"])
    return _shown(found.body, (*_IDENTITY, "CreatedDate", "ModifiedDate"))  # type: ignore[return-value]


def update_maintenance_window(
    state: SsmState, request: UpdateMaintenanceWindowRequest, ctx: RequestContext
) -> UpdateMaintenanceWindowResponse:
    given: dict[str, Any] = dict(request)
    with state.store.transaction():
        found = find(state, ctx, request["WindowId"])
        body = dict(found.body)
        if request.get("Replace"):
            missing = [m for m in REQUIRED if m not in given]
            if missing:
                raise AwsError(
                    "ValidationException", f"With Replace, {missing[0]} must be given (it is required)."
                )
            for member in OPTIONAL:
                body.pop(member, None)
        body.update({m: given[m] for m in (*REQUIRED, *OPTIONAL, "Enabled") if m in given})
        _checked(body)
        body["ModifiedDate"] = clock.now()
        state.windows.put(ctx.account_id, ctx.region, Record(found.ident, 1, body, found.tags))
        _publish(state, ctx, "ssm.window.updated", found.ident, body["Name"])
    return _shown(body, _IDENTITY)  # type: ignore[return-value]


def delete_maintenance_window(
    state: SsmState, request: DeleteMaintenanceWindowRequest, ctx: RequestContext
) -> DeleteMaintenanceWindowResponse:
    window_id = request["WindowId"]
    with state.store.transaction():
        found = state.windows.find(ctx.account_id, ctx.region, window_id)
        if found is not None:
            state.windows.delete(ctx.account_id, ctx.region, window_id)
            _publish(state, ctx, "ssm.window.deleted", window_id, found.body["Name"])
    return {"WindowId": window_id}


def describe_maintenance_windows(
    state: SsmState, request: DescribeMaintenanceWindowsRequest, ctx: RequestContext
) -> DescribeMaintenanceWindowsResponse:
    filters: list[tuple[str, list[str]]] = []
    for item in request.get("Filters") or []:
        key = item.get("Key", "")
        if key not in ("Name", "Enabled"):
            raise AwsError("ValidationException", f"Filter key {key} is not valid: use Name or Enabled.")
        filters.append((key, list(item.get("Values") or [])))
    limit = request.get("MaxResults") or 10
    start = paging.index(request.get("NextToken"), declared=False)
    chosen = [
        r.body
        for r in state.windows.listing(ctx.account_id, ctx.region)
        if all(
            (r.body["Name"] in values) if key == "Name" else (str(r.body["Enabled"]).lower() in values)
            for key, values in filters
        )
    ]
    page = chosen[start : start + limit]
    answer: dict[str, Any] = {"WindowIdentities": [_shown(b, _IDENTITY) for b in page]}
    if start + limit < len(chosen):
        answer["NextToken"] = paging.token(str(start + limit))
    return answer  # type: ignore[return-value]
