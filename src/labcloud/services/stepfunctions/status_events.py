""" "Step Functions Execution Status Change" events on the default EventBridge bus, as AWS sends them for
standard workflows: RUNNING when an execution starts, then SUCCEEDED, FAILED, TIMED_OUT or ABORTED
(``source: aws.states``, the execution ARN as the resource). Sent after the change commits, through
the events service's PutEvents (an internal call of the machine's account), never delaying the
execution; a failed put is logged."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from labcloud.services.stepfunctions.repo.executions import Execution
from labcloud.services.stepfunctions.state import SfnState
from labcloud.spawn import spawn

log = logging.getLogger("labcloud.stepfunctions")
_TASKS: set[asyncio.Task[None]] = set()


def _millis(seconds: float | None) -> int | None:
    return None if seconds is None else int(seconds * 1000)


def entry(execution: Execution) -> dict[str, Any]:
    """The PutEvents entry for ``execution`` as it stands (its status, output, error and cause)."""
    ended = execution.status != "RUNNING"
    detail = {
        "executionArn": execution.arn,
        "stateMachineArn": execution.machine_arn,
        "name": execution.name,
        "status": execution.status,
        "startDate": _millis(execution.started),
        "stopDate": _millis(execution.stopped) if ended else None,
        "input": execution.input,
        "output": execution.output if ended else None,
        "inputDetails": {"included": True},
        "outputDetails": {"included": True} if ended and execution.output is not None else None,
        "error": execution.error,
        "cause": execution.cause,
    }
    return {
        "Source": "aws.states",
        "DetailType": "Step Functions Execution Status Change",
        "Detail": json.dumps(detail),
        "Resources": [execution.arn],
    }


def announce(state: SfnState, execution: Execution) -> None:
    """Send ``execution``'s status once the current transaction commits (standard workflows only)."""
    if not state.caller.serves("events"):
        return
    sent = entry(execution)
    state.store.after_commit(lambda: spawn(_put(state, execution, sent), _TASKS))


async def _put(state: SfnState, execution: Execution, sent: dict[str, Any]) -> None:
    try:
        answer = await state.caller.call(
            "events",
            "PutEvents",
            {"Entries": [sent]},
            account_id=execution.account_id,
            region=execution.region,
        )
        if answer.get("FailedEntryCount"):
            log.warning("status change of %s not put: %s", execution.arn, answer["Entries"][0])
    except Exception:  # noqa: BLE001 - an event not put never fails the execution
        log.exception("status change of %s not put", execution.arn)
