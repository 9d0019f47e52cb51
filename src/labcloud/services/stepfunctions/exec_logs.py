"""Execution logs in CloudWatch Logs: a machine's LoggingConfiguration (level ALL, ERROR or FATAL,
includeExecutionData, one log group ARN) checked as AWS checks it, and each history event its level
admits sent to that log group in AWS's log event shape, for Standard and Express executions.

Events are queued in order and one background task delivers them (CreateLogStream once per stream,
then PutLogEvents), so an execution never waits on its logs."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.stepfunctions.errors import sfn_error
from labcloud.services.stepfunctions.repo.executions import Event, Execution
from labcloud.services.stepfunctions.state import LogBatch, SfnState

log = logging.getLogger("labcloud.stepfunctions")

DEFAULT: dict[str, Any] = {"level": "OFF", "includeExecutionData": False}
_RANK = {"OFF": 0, "FATAL": 1, "ERROR": 2, "ALL": 3}
_FATAL = frozenset({"ExecutionFailed", "ExecutionAborted", "ExecutionTimedOut"})
_ERROR_SUFFIXES = ("Failed", "TimedOut", "Aborted")
_DATA = ("input", "output", "inputDetails", "outputDetails")
_GROUP_ARN = re.compile(
    r"^arn:aws[a-z-]*:logs:([a-z0-9-]+):(\d{12}):log-group:([.\-_/#A-Za-z0-9]{1,512}):\*$"
)


def _invalid(message: str) -> AwsError:
    return sfn_error("InvalidLoggingConfiguration", f"Invalid Logging Configuration: {message}")


async def checked(state: SfnState, given: Any, ctx: RequestContext) -> dict[str, Any]:
    """The configuration to store: one log group destination (its ARN ending in ``:*``, in the
    caller's account, the group existing) whenever the level is not OFF."""
    if not given:
        return dict(DEFAULT)
    level = given.get("level", "OFF")
    include = bool(given.get("includeExecutionData", False))
    destinations = given.get("destinations") or []
    if level == "OFF" and not destinations:
        return {"level": "OFF", "includeExecutionData": include}
    if len(destinations) != 1:
        raise _invalid("Must specify exactly one Log Destination.")
    arn = str((destinations[0].get("cloudWatchLogsLogGroup") or {}).get("logGroupArn") or "")
    found = _GROUP_ARN.match(arn)
    if found is None:
        raise _invalid(f"The CloudWatch Logs Resource ARN must name a log group and end with ':*': '{arn}'")
    region, account, name = found.groups()
    if account != ctx.account_id:
        raise _invalid(f"The log group must be in the state machine's account: '{arn}'")
    groups = await state.caller.call(
        "logs", "DescribeLogGroups", {"logGroupNamePrefix": name}, account_id=account, region=region
    )
    if not any(g.get("logGroupName") == name for g in groups.get("logGroups", [])):
        raise _invalid(f"Log group does not exist: '{arn}'")
    return {
        "level": level,
        "includeExecutionData": include,
        "destinations": [{"cloudWatchLogsLogGroup": {"logGroupArn": arn}}],
    }


def _rank(kind: str) -> int:
    if kind in _FATAL:
        return 1
    if kind.endswith(_ERROR_SUFFIXES):
        return 2
    return 3


def message(execution: Execution, event: Event, include_data: bool) -> str:
    """One event as AWS writes it to the log group."""
    details = dict(event.details or {})
    if not include_data:
        details = {k: v for k, v in details.items() if k not in _DATA}
    return json.dumps(
        {
            "id": str(event.id),
            "type": event.type,
            "details": details,
            "previous_event_id": str(event.previous),
            "event_timestamp": str(int(event.ts * 1000)),
            "execution_arn": execution.arn,
            "redrive_count": str(execution.redrive_count),
        },
        separators=(",", ":"),
    )


def stream_name(execution: Execution) -> str:
    machine = execution.machine_arn.rsplit(":", 1)[-1]
    day = time.strftime("%Y-%m-%d-%H-%M", time.gmtime(execution.started))
    return f"states/{machine}/{day}/{execution.arn.rsplit(':', 1)[-1]}"[:512]


def _config(state: SfnState, machine_arn: str) -> tuple[str, str, bool]:
    found = state.log_configs.get(machine_arn)
    if found is None:
        machine = state.machines.find(machine_arn)
        config = {} if machine is None else machine.logging
        destinations = config.get("destinations") or []
        arn = destinations[0]["cloudWatchLogsLogGroup"]["logGroupArn"] if destinations else ""
        found = (str(config.get("level", "OFF")), str(arn), bool(config.get("includeExecutionData", False)))
        state.log_configs[machine_arn] = found
    return found


def forget_all(state: SfnState) -> None:
    """After a reset: no machine or stream is known any more."""
    state.log_configs.clear()
    state.log_streams.clear()


def forget(state: SfnState, machine_arn: str) -> None:
    """The machine's logging changed (or the machine did): read it again."""
    state.log_configs.pop(machine_arn, None)


def record(state: SfnState, execution: Execution, events: list[Event]) -> None:
    """Queue the events the machine's logging level admits (nothing when it logs nothing)."""
    if not events or state.log_queue is None:
        return
    level, arn, include = _config(state, execution.machine_arn)
    rank = _RANK.get(level, 0)
    if rank == 0 or not arn:
        return
    picked = [e for e in events if _rank(e.type) <= rank]
    if not picked:
        return
    entries = tuple((int(e.ts * 1000), message(execution, e, include)) for e in picked)
    state.log_queue.put_nowait(LogBatch(arn, stream_name(execution), entries))


async def deliver(state: SfnState, queue: asyncio.Queue[LogBatch]) -> None:
    """The one delivery task: each queued batch to its log group, in order."""
    while True:
        batch = await queue.get()
        arn, stream = batch.group_arn, batch.stream
        entries = [{"timestamp": ts, "message": text} for ts, text in batch.entries]
        _, _, _, region, account, _, group, _ = arn.split(":", 7)
        for attempt in range(2):
            try:
                if (arn, stream) not in state.log_streams:
                    try:
                        await state.caller.call(
                            "logs",
                            "CreateLogStream",
                            {"logGroupName": group, "logStreamName": stream},
                            account_id=account,
                            region=region,
                        )
                    except AwsError as exc:
                        if exc.code != "ResourceAlreadyExistsException":
                            raise
                    state.log_streams.add((arn, stream))
                await state.caller.call(
                    "logs",
                    "PutLogEvents",
                    {"logGroupName": group, "logStreamName": stream, "logEvents": entries},
                    account_id=account,
                    region=region,
                )
                break
            except AwsError as exc:
                if exc.code == "ResourceNotFoundException" and attempt == 0:
                    state.log_streams.discard((arn, stream))  # the stream went: make it again
                    continue
                log.warning("execution logs for %s not delivered: %s", arn, exc)
                break
            except Exception as exc:  # noqa: BLE001 - a lost log batch never stops the executions
                log.warning("execution logs for %s not delivered: %s", arn, exc)
                break


def start(state: SfnState) -> None:
    queue: asyncio.Queue[LogBatch] = asyncio.Queue()
    state.log_queue = queue
    state.log_task = asyncio.get_running_loop().create_task(deliver(state, queue))


async def stop(state: SfnState) -> None:
    """Shutdown: what is queued is delivered first (briefly), then the task ends."""
    queue, task = state.log_queue, state.log_task
    state.log_queue, state.log_task = None, None
    if queue is None or task is None:
        return
    deadline = time.monotonic() + 2.0
    while not queue.empty() and time.monotonic() < deadline:
        await asyncio.sleep(0.01)
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
