"""The management API of durable executions: Get, GetHistory, ListByFunction and Stop; Pause, Resume and
Delete are refused loudly (after AWS's not-found)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_ import records
from labcloud.services.lambda_.core import page
from labcloud.services.lambda_.durable.common import not_found
from labcloud.services.lambda_.durable.lifecycle import finish
from labcloud.services.lambda_.repo import durable as repo
from labcloud.services.lambda_.repo.durable import ExecutionRow
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.unsupported import unsupported

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        DeleteDurableExecutionRequest,
        DeleteDurableExecutionResponse,
        GetDurableExecutionHistoryRequest,
        GetDurableExecutionHistoryResponse,
        GetDurableExecutionRequest,
        GetDurableExecutionResponse,
        ListDurableExecutionsByFunctionRequest,
        ListDurableExecutionsByFunctionResponse,
        PauseDurableExecutionRequest,
        PauseDurableExecutionResponse,
        ResumeDurableExecutionRequest,
        ResumeDurableExecutionResponse,
        StopDurableExecutionRequest,
        StopDurableExecutionResponse,
    )


def _execution(state: LambdaState, ctx: RequestContext, arn: str) -> ExecutionRow:
    ex = repo.get(state.store, arn)
    if ex is None or ex.account_id != ctx.account_id:
        raise not_found(f"Durable execution not found: {arn}")
    return ex


def _summary(ex: ExecutionRow) -> dict[str, Any]:
    out: dict[str, Any] = {
        "DurableExecutionArn": ex.arn,
        "DurableExecutionName": ex.exec_name,
        "FunctionArn": ex.doc["FunctionArn"],
        "Status": ex.status,
        "StartTimestamp": ex.started,
    }
    if ex.ended is not None:
        out["EndTimestamp"] = ex.ended
    return out


def get_execution(
    state: LambdaState, params: GetDurableExecutionRequest, ctx: RequestContext
) -> GetDurableExecutionResponse:
    ex = _execution(state, ctx, params["DurableExecutionArn"])
    out = _summary(ex)
    include = params.get("IncludeExecutionData", True) is not False
    if include:
        out["InputPayload"] = ex.doc.get("InputPayload", "")
        if "Result" in ex.doc:
            out["Result"] = ex.doc["Result"]
        if ex.doc.get("Error"):
            out["Error"] = ex.doc["Error"]
    out["ExecutionDataIncluded"] = include
    out["Version"] = ex.version
    out["DurableConfig"] = ex.doc.get("DurableConfig", {})
    if ex.status == "RUNNING":
        out["ExpectedExecutionTimeoutTimestamp"] = ex.timeout_at
    return cast("GetDurableExecutionResponse", out)


def get_history(
    state: LambdaState, params: GetDurableExecutionHistoryRequest, ctx: RequestContext
) -> GetDurableExecutionHistoryResponse:
    ex = _execution(state, ctx, params["DurableExecutionArn"])
    events = repo.events(state.store, ex.arn)
    if params.get("IncludeExecutionData") is False:
        for event in events:
            for key, value in list(event.items()):
                if key.endswith("Details") and isinstance(value, dict):
                    event[key] = {k: v for k, v in value.items() if k not in ("Input", "Result", "Error")}
    if params.get("ReverseOrder"):
        events.reverse()
    answer = page(events, {**params, "MaxItems": params.get("MaxItems") or 100}, "Events")
    return cast("GetDurableExecutionHistoryResponse", answer)


def list_by_function(
    state: LambdaState, params: ListDurableExecutionsByFunctionRequest, ctx: RequestContext
) -> ListDurableExecutionsByFunctionResponse:
    resolved = records.resolve(state, ctx, params["FunctionName"], params.get("Qualifier"))
    rows = repo.of_function(state.store, ctx.account_id, ctx.region, resolved.name)
    if params.get("Qualifier"):
        rows = [r for r in rows if r.version == resolved.version]
    if params.get("DurableExecutionName"):
        rows = [r for r in rows if r.exec_name == params["DurableExecutionName"]]
    if params.get("Statuses"):
        rows = [r for r in rows if r.status in params["Statuses"]]
    after, before = params.get("StartedAfter"), params.get("StartedBefore")
    if after is not None:
        rows = [r for r in rows if r.started >= _epoch(after)]
    if before is not None:
        rows = [r for r in rows if r.started <= _epoch(before)]
    if params.get("ReverseOrder"):
        rows.reverse()
    return cast(
        "ListDurableExecutionsByFunctionResponse",
        page([_summary(r) for r in rows], params, "DurableExecutions"),
    )


def _epoch(value: Any) -> float:
    return float(value.timestamp()) if hasattr(value, "timestamp") else float(value)


def stop(
    state: LambdaState, params: StopDurableExecutionRequest, ctx: RequestContext
) -> StopDurableExecutionResponse:
    with state.store.transaction():
        ex = _execution(state, ctx, params["DurableExecutionArn"])
        if ex.status != "RUNNING":
            raise AwsError(
                "InvalidParameterValueException",
                f"Durable execution {ex.arn} is not running (status {ex.status})",
                status=400,
                Type="User",
            )
        error = dict(params.get("Error") or {}) or None
        finish(state, ex, "STOPPED", error=error)
    return cast("StopDurableExecutionResponse", {"StopTimestamp": ex.ended})


def _refused(state: LambdaState, ctx: RequestContext, arn: str, operation: str) -> AwsError:
    """labcloud does not pause, resume or delete executions: refused loudly, after AWS's not-found."""
    _execution(state, ctx, arn)
    return unsupported(operation, "pausing, resuming or deleting durable executions")


def pause(
    state: LambdaState, params: PauseDurableExecutionRequest, ctx: RequestContext
) -> PauseDurableExecutionResponse:
    raise _refused(state, ctx, params["DurableExecutionArn"], "PauseDurableExecution")


def resume(
    state: LambdaState, params: ResumeDurableExecutionRequest, ctx: RequestContext
) -> ResumeDurableExecutionResponse:
    raise _refused(state, ctx, params["DurableExecutionArn"], "ResumeDurableExecution")


def delete(
    state: LambdaState, params: DeleteDurableExecutionRequest, ctx: RequestContext
) -> DeleteDurableExecutionResponse:
    raise _refused(state, ctx, params["DurableExecutionArn"], "DeleteDurableExecution")
