"""Dashboard operations: PutDashboard, GetDashboard, ListDashboards, DeleteDashboards (rows in
``repo.dashboards``). Dashboards are global: one set per account, whatever the region called, with ARNs
``arn:aws:cloudwatch::<account>:dashboard/<name>``. The body is kept as sent; it must be a JSON object
with a ``widgets`` array of objects that each name a ``type`` (the structure CloudWatch's own validator
starts from; the widgets' properties are not checked). Tags on dashboards are refused (labcloud keeps
tags on alarms only)."""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from labcloud import clock, json_document
from labcloud.context import RequestContext
from labcloud.errors import AwsError

from .errors import invalid_value, unsupported
from .events import emit
from .state import CloudWatchState
from .tokens import decode_token, encode_token

if TYPE_CHECKING:
    from .api import (
        DashboardEntry,
        DeleteDashboardsRequest,
        DeleteDashboardsResponse,
        GetDashboardRequest,
        GetDashboardResponse,
        ListDashboardsRequest,
        ListDashboardsResponse,
        PutDashboardRequest,
        PutDashboardResponse,
    )

_NAME = re.compile(r"[A-Za-z0-9_-]{1,255}")
PAGE = 1000
#: DeleteDashboards takes at most this many names (AWS: "up to 100 dashboards").
MAX_DELETE = 100


def dashboard_arn(account: str, name: str) -> str:
    return f"arn:aws:cloudwatch::{account}:dashboard/{name}"


def _input_error(message: str) -> AwsError:
    return AwsError("InvalidParameterInput", message, status=400)


def _not_found(name: str) -> AwsError:
    return AwsError("ResourceNotFound", f"Dashboard {name} does not exist", status=404)


def _check_name(name: str) -> None:
    if not _NAME.fullmatch(name):
        raise _input_error(
            "The value for field DashboardName contains invalid characters. "
            "It can only contain alphanumerics, dash (-) and underscore (_)."
        )


def body_problems(body: str) -> list[dict[str, str]]:
    """The body's structural problems as CloudWatch lists them (``dataPath``, ``message``); raises for
    text that is not a JSON object."""
    try:
        document = json_document.loads(body)
    except ValueError:
        document = None
    if not isinstance(document, dict):
        raise _input_error("The field DashboardBody must be a valid JSON object")
    if "widgets" not in document:
        return [{"dataPath": "", "message": "Should have required property 'widgets'"}]
    widgets = document["widgets"]
    if not isinstance(widgets, list):
        return [{"dataPath": "/widgets", "message": "Should be array"}]
    problems = []
    for index, widget in enumerate(widgets):
        where = f"/widgets/{index}"
        if not isinstance(widget, dict):
            problems.append({"dataPath": where, "message": "Should be object"})
        elif not isinstance(widget.get("type"), str):
            problems.append({"dataPath": where, "message": "Should have required property 'type'"})
    return problems


def put_dashboard(
    state: CloudWatchState, request: PutDashboardRequest, ctx: RequestContext
) -> PutDashboardResponse:
    name, body = request["DashboardName"], request["DashboardBody"]
    _check_name(name)
    if request.get("Tags"):
        raise unsupported("tags on dashboards")
    problems = body_problems(body)
    if problems:
        raise _input_error(
            f"The dashboard body is invalid, there are {len(problems)} validation errors:\n"
            + json.dumps(problems, indent=2)
        )
    with state.store.transaction():
        created = state.dashboards.get(ctx.account_id, name) is None
        state.dashboards.put(ctx.account_id, name, body, clock.now())
    emit(
        state,
        ctx,
        "cloudwatch.dashboard.created" if created else "cloudwatch.dashboard.updated",
        dashboard_arn(ctx.account_id, name),
        dashboard_name=name,
    )
    return {"DashboardValidationMessages": []}


def get_dashboard(
    state: CloudWatchState, request: GetDashboardRequest, ctx: RequestContext
) -> GetDashboardResponse:
    name = request["DashboardName"]
    row = state.dashboards.get(ctx.account_id, name)
    if row is None:
        raise _not_found(name)
    return {
        "DashboardArn": dashboard_arn(ctx.account_id, name),
        "DashboardBody": row.body,
        "DashboardName": name,
    }


def list_dashboards(
    state: CloudWatchState, request: ListDashboardsRequest, ctx: RequestContext
) -> ListDashboardsResponse:
    prefix = request.get("DashboardNamePrefix") or ""
    token = request.get("NextToken")
    try:
        after = decode_token(token) if token else None
    except AwsError:
        after = 0
    if after is not None and not isinstance(after, str):
        # ListDashboards declares no InvalidNextToken: a token labcloud did not issue is a bad value
        raise invalid_value("The value for NextToken is not valid.")
    rows = state.dashboards.page(ctx.account_id, prefix, after, PAGE + 1)
    entries: list[DashboardEntry] = []
    for row in rows[:PAGE]:
        entry: dict[str, Any] = {
            "DashboardName": row.name,
            "DashboardArn": dashboard_arn(ctx.account_id, row.name),
            "LastModified": row.modified,
            "Size": len(row.body.encode()),
        }
        entries.append(entry)  # type: ignore[arg-type]
    out: ListDashboardsResponse = {"DashboardEntries": entries}
    if len(rows) > PAGE:
        out["NextToken"] = encode_token(rows[PAGE - 1].name)
    return out


def delete_dashboards(
    state: CloudWatchState, request: DeleteDashboardsRequest, ctx: RequestContext
) -> DeleteDashboardsResponse:
    names = list(dict.fromkeys(request["DashboardNames"]))
    if not names or len(names) > MAX_DELETE:
        raise AwsError(
            "InvalidParameterValue",
            f"The value for DashboardNames must contain between 1 and {MAX_DELETE} names.",
            status=400,
        )
    with state.store.transaction():  # as AWS: as many as possible are deleted, then the missing reported
        deleted = [name for name in names if state.dashboards.delete(ctx.account_id, name)]
    for name in deleted:
        emit(
            state,
            ctx,
            "cloudwatch.dashboard.deleted",
            dashboard_arn(ctx.account_id, name),
            dashboard_name=name,
        )
    missing = [name for name in names if name not in deleted]
    if missing:
        raise _not_found(missing[0])
    return {}
