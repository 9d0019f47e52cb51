"""A maintenance window's registered targets and tasks: Register, Describe, Update and Deregister for both,
and GetMaintenanceWindowTask, with AWS's checks (targets, task types, a target a task still names cannot be
deregistered safely, 100 targets and 20 tasks per window). Records only: nothing runs (docs/ssm.md)."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ssm import paging, window_ops, work_rules
from labcloud.services.ssm.state import SsmState

if TYPE_CHECKING:
    from labcloud.services.ssm.api import (
        DeregisterTargetFromMaintenanceWindowRequest,
        DeregisterTargetFromMaintenanceWindowResponse,
        DeregisterTaskFromMaintenanceWindowRequest,
        DeregisterTaskFromMaintenanceWindowResponse,
        DescribeMaintenanceWindowTargetsRequest,
        DescribeMaintenanceWindowTargetsResponse,
        DescribeMaintenanceWindowTasksRequest,
        DescribeMaintenanceWindowTasksResponse,
        GetMaintenanceWindowTaskRequest,
        GetMaintenanceWindowTaskResponse,
        RegisterTargetWithMaintenanceWindowRequest,
        RegisterTargetWithMaintenanceWindowResponse,
        RegisterTaskWithMaintenanceWindowRequest,
        RegisterTaskWithMaintenanceWindowResponse,
        UpdateMaintenanceWindowTargetRequest,
        UpdateMaintenanceWindowTargetResponse,
        UpdateMaintenanceWindowTaskRequest,
        UpdateMaintenanceWindowTaskResponse,
    )

MAX_TARGETS, MAX_TASKS = 100, 20
TARGET_OPTIONAL = ("OwnerInformation", "Name", "Description")
TASK_OPTIONAL = (
    "Targets",
    "ServiceRoleArn",
    "TaskParameters",
    "TaskInvocationParameters",
    "Priority",
    "MaxConcurrency",
    "MaxErrors",
    "LoggingInfo",
    "Name",
    "Description",
    "CutoffBehavior",
    "AlarmConfiguration",
)
_TASK_KEYS = {
    "RUN_COMMAND": "RunCommand",
    "AUTOMATION": "Automation",
    "STEP_FUNCTIONS": "StepFunctions",
    "LAMBDA": "Lambda",
}
_LISTED_TASK = (
    "WindowId",
    "WindowTaskId",
    "TaskArn",
    "Type",
    "Targets",
    "TaskParameters",
    "Priority",
    "LoggingInfo",
    "ServiceRoleArn",
    "MaxConcurrency",
    "MaxErrors",
    "Name",
    "Description",
    "CutoffBehavior",
    "AlarmConfiguration",
)


def _missing(kind: str, window_id: str, ident: str) -> AwsError:
    return AwsError(
        "DoesNotExistException", f"Maintenance window {kind} {ident} does not exist in {window_id}"
    )


def _same(body: dict[str, Any], given: dict[str, Any], members: tuple[str, ...]) -> bool:
    return all(body.get(m) == given.get(m) for m in members)


def _idempotent(
    state: SsmState,
    ctx: RequestContext,
    window_id: str,
    kind: str,
    given: dict[str, Any],
    members: tuple[str, ...],
) -> str | None:
    token = given.get("ClientToken")
    if token is None:
        return None
    for body in state.windows.parts(ctx.account_id, ctx.region, window_id, kind):
        if body.get("ClientToken") == token:
            if not _same(body, given, members):
                raise AwsError(
                    "IdempotentParameterMismatch",
                    "The client token was already used with different parameters.",
                )
            return str(body["Window" + kind.capitalize() + "Id"])
    return None


def _page(
    items: list[dict[str, Any]], request: Any, shown: tuple[str, ...]
) -> tuple[list[dict[str, Any]], str | None]:
    limit = request.get("MaxResults") or 10
    start = paging.index(request.get("NextToken"), declared=False)
    page = [{m: b[m] for m in shown if m in b} for b in items[start : start + limit]]
    return page, (paging.token(str(start + limit)) if start + limit < len(items) else None)


def _filtered(items: list[dict[str, Any]], filters: Any, allowed: dict[str, str]) -> list[dict[str, Any]]:
    out = items
    for item in filters or []:
        key = item.get("Key", "")
        if key not in allowed:
            raise AwsError("ValidationException", f"Filter key {key} is not valid here.")
        values = set(item.get("Values") or [])
        out = [b for b in out if str(b.get(allowed[key])) in values]
    return out


# ---------------------------------------------------------------- targets

_TARGET_MEMBERS = ("WindowId", "ResourceType", "Targets", *TARGET_OPTIONAL)
_SHOWN_TARGET = ("WindowId", "WindowTargetId", "ResourceType", "Targets", *TARGET_OPTIONAL)


def register_target_with_maintenance_window(
    state: SsmState, request: RegisterTargetWithMaintenanceWindowRequest, ctx: RequestContext
) -> RegisterTargetWithMaintenanceWindowResponse:
    given: dict[str, Any] = dict(request)
    work_rules.check_targets(request["Targets"], "ValidationException")
    window_id = request["WindowId"]
    with state.store.transaction():
        window_ops.find(state, ctx, window_id)
        again = _idempotent(state, ctx, window_id, "target", given, _TARGET_MEMBERS)
        if again is not None:
            return {"WindowTargetId": again}
        if len(state.windows.parts(ctx.account_id, ctx.region, window_id, "target")) >= MAX_TARGETS:
            raise AwsError(
                "ResourceLimitExceededException", f"A window can have at most {MAX_TARGETS} targets."
            )
        ident = str(uuid.uuid4())
        body = {m: given[m] for m in (*_TARGET_MEMBERS, "ClientToken") if m in given}
        body["WindowTargetId"] = ident
        state.windows.put_part(ctx.account_id, ctx.region, window_id, "target", ident, body, clock.now())
    return {"WindowTargetId": ident}


def describe_maintenance_window_targets(
    state: SsmState, request: DescribeMaintenanceWindowTargetsRequest, ctx: RequestContext
) -> DescribeMaintenanceWindowTargetsResponse:
    window_ops.find(state, ctx, request["WindowId"])
    items = state.windows.parts(ctx.account_id, ctx.region, request["WindowId"], "target")
    items = _filtered(
        items,
        request.get("Filters"),
        {"WindowTargetId": "WindowTargetId", "OwnerInformation": "OwnerInformation", "Name": "Name"},
    )
    page, token = _page(items, request, _SHOWN_TARGET)
    answer: dict[str, Any] = {"Targets": page}
    if token:
        answer["NextToken"] = token
    return answer  # type: ignore[return-value]


def _part(state: SsmState, ctx: RequestContext, window_id: str, kind: str, ident: str) -> dict[str, Any]:
    window_ops.find(state, ctx, window_id)
    body = state.windows.part(ctx.account_id, ctx.region, window_id, kind, ident)
    if body is None:
        raise _missing(kind, window_id, ident)
    return body


def update_maintenance_window_target(
    state: SsmState, request: UpdateMaintenanceWindowTargetRequest, ctx: RequestContext
) -> UpdateMaintenanceWindowTargetResponse:
    given: dict[str, Any] = dict(request)
    window_id, ident = request["WindowId"], request["WindowTargetId"]
    with state.store.transaction():
        body = _part(state, ctx, window_id, "target", ident)
        if request.get("Replace"):
            if "Targets" not in given:
                raise AwsError("ValidationException", "With Replace, Targets must be given (it is required).")
            for member in TARGET_OPTIONAL:
                body.pop(member, None)
        if "Targets" in given:
            work_rules.check_targets(given["Targets"], "ValidationException")
        body.update({m: given[m] for m in ("Targets", *TARGET_OPTIONAL) if m in given})
        state.windows.put_part(ctx.account_id, ctx.region, window_id, "target", ident, body, clock.now())
    shown = ("WindowId", "WindowTargetId", "Targets", *TARGET_OPTIONAL)
    return {m: body[m] for m in shown if m in body}  # type: ignore[return-value]


def deregister_target_from_maintenance_window(
    state: SsmState, request: DeregisterTargetFromMaintenanceWindowRequest, ctx: RequestContext
) -> DeregisterTargetFromMaintenanceWindowResponse:
    window_id, ident = request["WindowId"], request["WindowTargetId"]
    with state.store.transaction():
        _part(state, ctx, window_id, "target", ident)
        if request.get("Safe"):
            for task in state.windows.parts(ctx.account_id, ctx.region, window_id, "task"):
                named = [
                    v
                    for t in task.get("Targets") or []
                    if t.get("Key") == "WindowTargetIds"
                    for v in t["Values"]
                ]
                if ident in named:
                    raise AwsError(
                        "TargetInUseException",
                        f"Target {ident} is still named by task {task['WindowTaskId']} of {window_id}.",
                    )
        state.windows.drop_part(ctx.account_id, ctx.region, window_id, "target", ident)
    return {"WindowId": window_id, "WindowTargetId": ident}


# ---------------------------------------------------------------- tasks

_TASK_MEMBERS = ("WindowId", "TaskArn", "TaskType", *TASK_OPTIONAL)


def _check_task(body: dict[str, Any]) -> None:
    work_rules.check_targets(body.get("Targets") or [], "ValidationException", window_targets=True)
    task_type = body["TaskType"]
    invocation = body.get("TaskInvocationParameters") or {}
    wrong = sorted(k for k in invocation if k != _TASK_KEYS[task_type])
    if wrong:
        raise AwsError(
            "ValidationException", f"TaskInvocationParameters {wrong[0]} does not match TaskType {task_type}."
        )
    if task_type in ("RUN_COMMAND",) and not body.get("Targets"):
        raise AwsError("ValidationException", "A RUN_COMMAND task needs Targets.")


def register_task_with_maintenance_window(
    state: SsmState, request: RegisterTaskWithMaintenanceWindowRequest, ctx: RequestContext
) -> RegisterTaskWithMaintenanceWindowResponse:
    given: dict[str, Any] = dict(request)
    window_id = request["WindowId"]
    body = {m: given[m] for m in (*_TASK_MEMBERS, "ClientToken") if m in given}
    _check_task(body)
    with state.store.transaction():
        window_ops.find(state, ctx, window_id)
        again = _idempotent(state, ctx, window_id, "task", given, _TASK_MEMBERS)
        if again is not None:
            return {"WindowTaskId": again}
        if len(state.windows.parts(ctx.account_id, ctx.region, window_id, "task")) >= MAX_TASKS:
            raise AwsError("ResourceLimitExceededException", f"A window can have at most {MAX_TASKS} tasks.")
        ident = str(uuid.uuid4())
        body.update({"WindowTaskId": ident, "Type": body["TaskType"]})
        body.setdefault("Priority", 1)
        state.windows.put_part(ctx.account_id, ctx.region, window_id, "task", ident, body, clock.now())
    return {"WindowTaskId": ident}


def _task_view(body: dict[str, Any]) -> dict[str, Any]:
    shown = ("WindowId", "WindowTaskId", "TaskArn", "TaskType", *TASK_OPTIONAL)
    return {m: body[m] for m in shown if m in body}


def get_maintenance_window_task(
    state: SsmState, request: GetMaintenanceWindowTaskRequest, ctx: RequestContext
) -> GetMaintenanceWindowTaskResponse:
    body = _part(state, ctx, request["WindowId"], "task", request["WindowTaskId"])
    return _task_view(body)  # type: ignore[return-value]


def describe_maintenance_window_tasks(
    state: SsmState, request: DescribeMaintenanceWindowTasksRequest, ctx: RequestContext
) -> DescribeMaintenanceWindowTasksResponse:
    window_ops.find(state, ctx, request["WindowId"])
    items = state.windows.parts(ctx.account_id, ctx.region, request["WindowId"], "task")
    items = _filtered(
        items,
        request.get("Filters"),
        {"WindowTaskId": "WindowTaskId", "TaskArn": "TaskArn", "Name": "Name", "TaskType": "TaskType"},
    )
    page, token = _page(items, request, _LISTED_TASK)
    answer: dict[str, Any] = {"Tasks": page}
    if token:
        answer["NextToken"] = token
    return answer  # type: ignore[return-value]


def update_maintenance_window_task(
    state: SsmState, request: UpdateMaintenanceWindowTaskRequest, ctx: RequestContext
) -> UpdateMaintenanceWindowTaskResponse:
    given: dict[str, Any] = dict(request)
    window_id, ident = request["WindowId"], request["WindowTaskId"]
    with state.store.transaction():
        body = _part(state, ctx, window_id, "task", ident)
        if request.get("Replace"):
            for member in TASK_OPTIONAL:
                body.pop(member, None)
            body["Priority"] = 1
        body.update({m: given[m] for m in ("TaskArn", *TASK_OPTIONAL) if m in given})
        _check_task(body)
        state.windows.put_part(ctx.account_id, ctx.region, window_id, "task", ident, body, clock.now())
    view = _task_view(body)
    view.pop("TaskType", None)
    return view  # type: ignore[return-value]


def deregister_task_from_maintenance_window(
    state: SsmState, request: DeregisterTaskFromMaintenanceWindowRequest, ctx: RequestContext
) -> DeregisterTaskFromMaintenanceWindowResponse:
    window_id, ident = request["WindowId"], request["WindowTaskId"]
    with state.store.transaction():
        _part(state, ctx, window_id, "task", ident)
        state.windows.drop_part(ctx.account_id, ctx.region, window_id, "task", ident)
    return {"WindowId": window_id, "WindowTaskId": ident}
