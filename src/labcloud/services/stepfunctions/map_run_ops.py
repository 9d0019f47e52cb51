"""Map run operations: DescribeMapRun, ListMapRuns, UpdateMapRun (concurrency and tolerated failures
of a running run, read by its scheduler on its next step), and ListExecutions of a run's children."""

from __future__ import annotations

import base64
import json
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.stepfunctions import arns, distributed
from labcloud.services.stepfunctions.errors import check_account, execution_missing, sfn_error
from labcloud.services.stepfunctions.machine_ops import date
from labcloud.services.stepfunctions.repo.map_runs import MapRun, MapRuns
from labcloud.services.stepfunctions.state import SfnState

if TYPE_CHECKING:
    from labcloud.services.stepfunctions.api import (
        DescribeMapRunRequest,
        DescribeMapRunResponse,
        ListExecutionsRequest,
        ListExecutionsResponse,
        ListMapRunsRequest,
        ListMapRunsResponse,
        UpdateMapRunRequest,
        UpdateMapRunResponse,
    )


def _missing(arn: str) -> Exception:
    return sfn_error("ResourceNotFound", f"Resource not found: '{arn}'")


def find_run(state: SfnState, arn: str, ctx: RequestContext) -> MapRun:
    parsed = arns.parse(arn, ("mapRun",))
    if len(parsed.parts) != 2 or "/" not in parsed.parts[0]:
        raise sfn_error("InvalidArn", f"Invalid Arn: 'Resource type not valid in this context: {arn}'")
    check_account(arn, parsed.account_id, ctx)
    run = MapRuns(state.store).find(arn)
    if run is None:
        raise _missing(arn)
    return run


def describe_map_run(
    state: SfnState, request: DescribeMapRunRequest, ctx: RequestContext
) -> DescribeMapRunResponse:
    run = find_run(state, request["mapRunArn"], ctx)
    items, executions = distributed.counts(MapRuns(state.store), run)
    out: DescribeMapRunResponse = {
        "mapRunArn": run.arn,
        "executionArn": run.execution_arn,
        "status": run.status,
        "startDate": date(run.started),
        "maxConcurrency": run.max_concurrency,
        "toleratedFailurePercentage": run.tolerated_percentage,
        "toleratedFailureCount": run.tolerated_count,
        "itemCounts": items,  # type: ignore[typeddict-item]
        "executionCounts": executions,  # type: ignore[typeddict-item]
        "redriveCount": 0,
    }
    if run.stopped is not None:
        out["stopDate"] = date(run.stopped)
    return out


def _token(started: float, arn: str) -> str:
    return base64.urlsafe_b64encode(json.dumps([started, arn]).encode()).decode()


def _from_token(token: str) -> tuple[float, str]:
    try:
        started, arn = json.loads(base64.urlsafe_b64decode(token.encode()))
        return float(started), str(arn)
    except (ValueError, TypeError):
        raise sfn_error("InvalidToken", f"Invalid Token: '{token}'") from None


def list_map_runs(state: SfnState, request: ListMapRunsRequest, ctx: RequestContext) -> ListMapRunsResponse:
    arn = request["executionArn"]
    parsed = arns.parse(arn, ("execution", "express"))
    check_account(arn, parsed.account_id, ctx)
    if parsed.kind == "execution" and state.executions.find(arn) is None:
        raise execution_missing(arn)
    limit = request.get("maxResults") or 100
    after = _from_token(request["nextToken"]) if request.get("nextToken") else None
    found = MapRuns(state.store).for_execution(arn, after, limit + 1)
    items: list[dict[str, Any]] = []
    for run in found[:limit]:
        item: dict[str, Any] = {
            "executionArn": run.execution_arn,
            "mapRunArn": run.arn,
            "stateMachineArn": run.machine_arn,
            "startDate": date(run.started),
        }
        if run.stopped is not None:
            item["stopDate"] = date(run.stopped)
        items.append(item)
    out: ListMapRunsResponse = {"mapRuns": items}  # type: ignore[typeddict-item]
    if len(found) > limit:
        out["nextToken"] = _token(found[limit - 1].started, found[limit - 1].arn)
    return out


def update_map_run(
    state: SfnState, request: UpdateMapRunRequest, ctx: RequestContext
) -> UpdateMapRunResponse:
    run = find_run(state, request["mapRunArn"], ctx)
    given = [
        k for k in ("maxConcurrency", "toleratedFailurePercentage", "toleratedFailureCount") if k in request
    ]
    if not given:
        raise sfn_error(
            "ValidationException",
            "At least one of maxConcurrency, toleratedFailurePercentage or toleratedFailureCount must be given",
        )
    if run.status != "RUNNING":
        raise sfn_error("ValidationException", f"Map Run is not RUNNING: '{run.arn}' is {run.status}")
    with state.store.transaction():
        MapRuns(state.store).update_limits(
            run.arn,
            int(request.get("maxConcurrency", run.max_concurrency)),
            float(request.get("toleratedFailurePercentage", run.tolerated_percentage)),
            int(request.get("toleratedFailureCount", run.tolerated_count)),
        )
    return {}


def list_children(
    state: SfnState, request: ListExecutionsRequest, ctx: RequestContext
) -> ListExecutionsResponse:
    """ListExecutions with ``mapRunArn``: the run's child executions, newest first."""
    if "stateMachineArn" in request:
        raise sfn_error(
            "ValidationException", "Must provide either a StateMachine ARN or a MapRun ARN, not both"
        )
    run = find_run(state, request["mapRunArn"], ctx)
    limit = request.get("maxResults") or 100
    before = _from_token(request["nextToken"]) if request.get("nextToken") else None
    runs = MapRuns(state.store)
    found = runs.child_page(run.arn, request.get("statusFilter"), before, limit + 1)
    items: list[dict[str, Any]] = []
    for child in found[:limit]:
        assert child.execution_arn is not None and child.started is not None
        item: dict[str, Any] = {
            "executionArn": child.execution_arn,
            "stateMachineArn": run.machine_arn,
            "name": child.execution_arn.split(":")[7],
            "status": child.status,
            "startDate": date(child.started),
            "mapRunArn": run.arn,
            "itemCount": child.items,
            "redriveCount": 0,
        }
        if child.stopped is not None:
            item["stopDate"] = date(child.stopped)
        items.append(item)
    out: ListExecutionsResponse = {"executions": items}  # type: ignore[typeddict-item]
    if len(found) > limit:
        last = found[limit - 1]
        assert last.started is not None and last.execution_arn is not None
        out["nextToken"] = _token(last.started, last.execution_arn)
    return out
