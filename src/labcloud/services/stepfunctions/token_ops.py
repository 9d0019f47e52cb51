"""Task tokens: SendTaskSuccess, SendTaskFailure and SendTaskHeartbeat answer a ``.waitForTaskToken`` Task."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.json_document import loads as load_json
from labcloud.services.stepfunctions.errors import sfn_error
from labcloud.services.stepfunctions.state import SfnState

if TYPE_CHECKING:
    from labcloud.services.stepfunctions.api import (
        SendTaskFailureRequest,
        SendTaskFailureResponse,
        SendTaskHeartbeatRequest,
        SendTaskHeartbeatResponse,
        SendTaskSuccessRequest,
        SendTaskSuccessResponse,
    )


def _open(state: SfnState, token: str, ctx: RequestContext) -> None:
    found = state.executions.token(token)
    if found is None:
        raise sfn_error("InvalidToken", "Invalid token")
    execution_arn, outcome = found
    execution = state.executions.find(execution_arn)
    if execution is not None and execution.account_id != ctx.account_id:
        raise sfn_error("InvalidToken", "Invalid token")  # a token is only good in its own account
    if outcome is not None or execution is None or execution.status != "RUNNING":
        raise sfn_error("TaskTimedOut", "Task Timed Out: 'Provided task does not exist anymore'")


def _settle(state: SfnState, token: str, outcome: dict[str, Any], ctx: RequestContext) -> None:
    with state.store.transaction():
        _open(state, token, ctx)
        state.executions.settle_token(token, outcome)
    waiter = state.tokens.get(token)
    if waiter is not None and not waiter.future.done():
        waiter.future.set_result(outcome)


def send_task_success(
    state: SfnState, request: SendTaskSuccessRequest, ctx: RequestContext
) -> SendTaskSuccessResponse:
    output = request["output"]
    try:
        load_json(output)
    except ValueError as exc:
        raise sfn_error("InvalidOutput", f"Invalid Output: '{exc}'") from None
    _settle(state, request["taskToken"], {"output": output}, ctx)
    return {}


def send_task_failure(
    state: SfnState, request: SendTaskFailureRequest, ctx: RequestContext
) -> SendTaskFailureResponse:
    outcome = {"error": request.get("error", ""), "cause": request.get("cause", "")}
    _settle(state, request["taskToken"], outcome, ctx)
    return {}


def send_task_heartbeat(
    state: SfnState, request: SendTaskHeartbeatRequest, ctx: RequestContext
) -> SendTaskHeartbeatResponse:
    _open(state, request["taskToken"], ctx)
    waiter = state.tokens.get(request["taskToken"])
    if waiter is not None:
        waiter.beat()
    return {}
