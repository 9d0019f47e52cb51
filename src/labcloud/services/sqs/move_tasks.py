"""Message move tasks (dead-letter queue redrive): StartMessageMoveTask, ListMessageMoveTasks, Cancel.

A task moves the messages available in a dead-letter queue when it starts back to the queue each
came from (or to a chosen destination), in small transactions from a background asyncio task,
at most ``MaxNumberOfMessagesPerSecond`` when given. Tasks live in ``sqs_move_tasks`` and a
RUNNING task resumes after a restart (``resume``, SQS's ``Background`` contribution).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import logging
import uuid
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.sqs.errors import invalid_parameter, sqs_error
from labcloud.services.sqs.publish import emit, wake_after_commit
from labcloud.services.sqs.redrive import source_queues
from labcloud.services.sqs.repo import messages as stored
from labcloud.services.sqs.repo import move_tasks as tasks
from labcloud.services.sqs.repo.move_tasks import MoveTaskRow
from labcloud.services.sqs.state import SqsState

if TYPE_CHECKING:
    from labcloud.services.sqs.api import (
        CancelMessageMoveTaskRequest,
        CancelMessageMoveTaskResponse,
        ListMessageMoveTasksRequest,
        ListMessageMoveTasksResponse,
        ListMessageMoveTasksResultEntry,
        StartMessageMoveTaskRequest,
        StartMessageMoveTaskResponse,
    )

log = logging.getLogger("labcloud.sqs")

STEP = 100


def _not_found(member: str) -> Exception:
    return sqs_error(
        "ResourceNotFoundException",
        f"The resource that you specified for the {member} parameter doesn't exist.",
    )


# --------------------------------------------------------------------------- operations


def start_message_move_task(
    state: SqsState, request: StartMessageMoveTaskRequest, ctx: RequestContext
) -> StartMessageMoveTaskResponse:
    queues = state.queues
    source_arn = request["SourceArn"]
    source = queues.by_arn(source_arn)
    if source is None:
        raise _not_found("SourceArn")
    if not source_queues(queues, source):
        raise invalid_parameter("Source queue must be configured as a Dead Letter Queue.")
    destination_arn = request.get("DestinationArn")
    if destination_arn and queues.by_arn(destination_arn) is None:
        raise _not_found("DestinationArn")
    rate = request.get("MaxNumberOfMessagesPerSecond")
    if rate is not None and not 1 <= rate <= 500:
        raise invalid_parameter(
            f"Value {rate} for parameter MaxNumberOfMessagesPerSecond is invalid. "
            "Reason: Must be between 1 and 500, if provided."
        )
    store = state.store
    with store.transaction():
        if tasks.running_for(store, source_arn):
            raise invalid_parameter(
                "There is already a task running. Only one active task is allowed for a "
                "source queue arn at a given time."
            )
        visible, _, _ = queues.counts(source.id, clock.now())
        handle = base64.b64encode(
            json.dumps({"taskId": str(uuid.uuid4()), "sourceArn": source_arn}).encode()
        ).decode()
        tasks.insert(
            store,
            MoveTaskRow(
                handle,
                source.account_id,
                source.region,
                source_arn,
                destination_arn,
                rate,
                "RUNNING",
                0,
                visible,
                clock.now(),
                None,
            ),
        )
    store.after_commit(lambda: _launch(state, handle))
    return {"TaskHandle": handle}


def list_message_move_tasks(
    state: SqsState, request: ListMessageMoveTasksRequest, ctx: RequestContext
) -> ListMessageMoveTasksResponse:
    source_arn = request["SourceArn"]
    if state.queues.by_arn(source_arn) is None:
        raise _not_found("SourceArn")
    limit = request.get("MaxResults") or 1
    if not 1 <= limit <= 10:
        raise invalid_parameter(
            f"Value {limit} for parameter MaxResults is invalid. Reason: Must be between 1 and 10, if provided."
        )
    results: list[ListMessageMoveTasksResultEntry] = []
    for row in tasks.of_source(state.store, source_arn, limit):
        entry: ListMessageMoveTasksResultEntry = {
            "Status": row.status,
            "SourceArn": row.source_arn,
            "ApproximateNumberOfMessagesMoved": row.moved,
            "ApproximateNumberOfMessagesToMove": row.to_move,
            "StartedTimestamp": int(row.started * 1000),
        }
        if row.status == "RUNNING":
            entry["TaskHandle"] = row.handle
        if row.destination_arn:
            entry["DestinationArn"] = row.destination_arn
        if row.max_per_second is not None:
            entry["MaxNumberOfMessagesPerSecond"] = row.max_per_second
        if row.failure_reason:
            entry["FailureReason"] = row.failure_reason
        results.append(entry)
    return {"Results": results}


def cancel_message_move_task(
    state: SqsState, request: CancelMessageMoveTaskRequest, ctx: RequestContext
) -> CancelMessageMoveTaskResponse:
    handle = request["TaskHandle"]
    with state.store.transaction():
        row = tasks.get(state.store, handle)
        if row is None:
            raise sqs_error("ResourceNotFoundException", "Task does not exist.")
        if row.status != "RUNNING":
            raise invalid_parameter("Only active tasks can be cancelled.")
        tasks.set_status(state.store, handle, "CANCELLED")
    running = state.moves.pop(handle, None)
    if running is not None:
        running.cancel()
    return {"ApproximateNumberOfMessagesMoved": row.moved}


# --------------------------------------------------------------------------- running


def resume(state: SqsState) -> None:
    """Start the RUNNING tasks again (at start, after a restart or a reset)."""
    for handle in tasks.running_handles(state.store):
        _launch(state, handle)


async def stop(state: SqsState) -> None:
    running, state.moves = state.moves, {}
    for task in running.values():
        task.cancel()
    for task in running.values():
        with contextlib.suppress(asyncio.CancelledError):
            await task


def _launch(state: SqsState, handle: str) -> None:
    if handle not in state.moves:
        state.moves[handle] = asyncio.get_running_loop().create_task(_run(state, handle))


async def _run(state: SqsState, handle: str) -> None:
    try:
        while True:
            row = tasks.get(state.store, handle)
            if row is None or row.status != "RUNNING":
                return
            step = min(STEP, row.max_per_second or STEP)
            if not _step(state, row, step):
                return
            await asyncio.sleep(1.0 if row.max_per_second else 0)
    except asyncio.CancelledError:
        raise
    except Exception:  # noqa: BLE001 - report the failure on the task
        log.exception("message move task failed")
        with state.store.transaction():
            tasks.set_status(state.store, handle, "FAILED", "AWS.SimpleQueueService.InternalError")
    finally:
        state.moves.pop(handle, None)


def _step(state: SqsState, task: MoveTaskRow, step: int) -> bool:
    """Move up to ``step`` messages; False once the task is over."""
    queues, store = state.queues, state.store
    source = queues.by_arn(task.source_arn)
    now = clock.now()
    remaining = task.to_move - task.moved
    with store.transaction():
        if source is None:
            tasks.set_status(store, task.handle, "FAILED", "AWS.SimpleQueueService.NonExistentQueue")
            return False
        rows = stored.visible(store, source.id, now, max(0, min(step, remaining)))
        moved = 0
        for row in rows:
            target_arn = task.destination_arn or row.dlq_source_arn
            target = queues.by_arn(target_arn) if target_arn else None
            if target is None:
                tasks.set_status(store, task.handle, "FAILED", "AWS.SimpleQueueService.NonExistentQueue")
                break
            stored.redrive(store, row.seq, target.id, now)
            emit(
                state,
                source,
                "sqs.message.redriven",
                message_id=row.message_id,
                destination_arn=target.arn,
                task_handle=task.handle,
            )
            wake_after_commit(state, target.id)
            moved += 1
        else:
            tasks.add_moved(store, task.handle, moved)
            if not rows or moved >= remaining:
                tasks.set_status(store, task.handle, "COMPLETED")
                return False
            return True
        tasks.add_moved(store, task.handle, moved)
        return False
