"""Message move tasks (dead-letter queue redrive): StartMessageMoveTask, ListMessageMoveTasks, Cancel.

A task moves the messages available in a dead-letter queue when it starts back to the queue each
came from (or to a chosen destination), in small transactions from a background asyncio task,
at most ``MaxNumberOfMessagesPerSecond`` when given. Tasks live in ``sqs_move_tasks`` and a
RUNNING task resumes after a restart.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import logging
import time
import uuid
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.sqs.errors import invalid_parameter, sqs_error
from labcloud.services.sqs.redrive import source_queues

if TYPE_CHECKING:
    from labcloud.services.sqs.provider import SqsProvider

log = logging.getLogger("labcloud.sqs")

STEP = 100


def _not_found(member: str) -> Exception:
    return sqs_error(
        "ResourceNotFoundException",
        f"The resource that you specified for the {member} parameter doesn't exist.",
    )


class MoveTasks:
    def __init__(self, provider: SqsProvider) -> None:
        self.provider = provider
        self.store = provider.store
        self._tasks: dict[str, asyncio.Task[None]] = {}

    # ------------------------------------------------------------------ operations

    def start_task(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        queues = self.provider.queues
        source_arn = params["SourceArn"]
        source = queues.by_arn(source_arn)
        if source is None:
            raise _not_found("SourceArn")
        if not source_queues(queues, source):
            raise invalid_parameter("Source queue must be configured as a Dead Letter Queue.")
        destination_arn = params.get("DestinationArn")
        if destination_arn and queues.by_arn(destination_arn) is None:
            raise _not_found("DestinationArn")
        rate = params.get("MaxNumberOfMessagesPerSecond")
        if rate is not None and not 1 <= rate <= 500:
            raise invalid_parameter(
                f"Value {rate} for parameter MaxNumberOfMessagesPerSecond is invalid. "
                "Reason: Must be between 1 and 500, if provided."
            )
        with self.store.transaction():
            running = self.store.one(
                "SELECT 1 FROM sqs_move_tasks WHERE source_arn=? AND status='RUNNING'", (source_arn,)
            )
            if running is not None:
                raise invalid_parameter(
                    "There is already a task running. Only one active task is allowed for a "
                    "source queue arn at a given time."
                )
            visible, _, _ = queues.counts(source.id, time.time())
            handle = base64.b64encode(
                json.dumps({"taskId": str(uuid.uuid4()), "sourceArn": source_arn}).encode()
            ).decode()
            self.store.execute(
                "INSERT INTO sqs_move_tasks (handle, account_id, region, source_arn, destination_arn,"
                " max_per_second, status, to_move, started) VALUES (?,?,?,?,?,?,?,?,?)",
                (
                    handle,
                    source.account_id,
                    source.region,
                    source_arn,
                    destination_arn,
                    rate,
                    "RUNNING",
                    visible,
                    time.time(),
                ),
            )
        self.store.after_commit(lambda: self._launch(handle))
        return {"TaskHandle": handle}

    def list_tasks(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        source_arn = params["SourceArn"]
        if self.provider.queues.by_arn(source_arn) is None:
            raise _not_found("SourceArn")
        limit = params.get("MaxResults") or 1
        if not 1 <= limit <= 10:
            raise invalid_parameter(
                f"Value {limit} for parameter MaxResults is invalid. "
                "Reason: Must be between 1 and 10, if provided."
            )
        rows = self.store.all(
            "SELECT * FROM sqs_move_tasks WHERE source_arn=? ORDER BY started DESC LIMIT ?",
            (source_arn, limit),
        )
        results = []
        for row in rows:
            entry: dict[str, Any] = {
                "Status": row["status"],
                "SourceArn": row["source_arn"],
                "ApproximateNumberOfMessagesMoved": row["moved"],
                "ApproximateNumberOfMessagesToMove": row["to_move"],
                "StartedTimestamp": int(row["started"] * 1000),
            }
            if row["status"] == "RUNNING":
                entry["TaskHandle"] = row["handle"]
            if row["destination_arn"]:
                entry["DestinationArn"] = row["destination_arn"]
            if row["max_per_second"] is not None:
                entry["MaxNumberOfMessagesPerSecond"] = row["max_per_second"]
            if row["failure_reason"]:
                entry["FailureReason"] = row["failure_reason"]
            results.append(entry)
        return {"Results": results}

    def cancel_task(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        handle = params["TaskHandle"]
        with self.store.transaction():
            row = self.store.one("SELECT * FROM sqs_move_tasks WHERE handle=?", (handle,))
            if row is None:
                raise sqs_error("ResourceNotFoundException", "Task does not exist.")
            if row["status"] != "RUNNING":
                raise invalid_parameter("Only active tasks can be cancelled.")
            self.store.execute("UPDATE sqs_move_tasks SET status='CANCELLED' WHERE handle=?", (handle,))
        task = self._tasks.pop(handle, None)
        if task is not None:
            task.cancel()
        return {"ApproximateNumberOfMessagesMoved": row["moved"]}

    # ------------------------------------------------------------------ running

    def resume(self) -> None:
        for row in self.store.all("SELECT handle FROM sqs_move_tasks WHERE status='RUNNING'"):
            self._launch(row["handle"])

    async def stop(self) -> None:
        tasks, self._tasks = self._tasks, {}
        for task in tasks.values():
            task.cancel()
        for task in tasks.values():
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def _launch(self, handle: str) -> None:
        if handle not in self._tasks:
            self._tasks[handle] = asyncio.get_running_loop().create_task(self._run(handle))

    async def _run(self, handle: str) -> None:
        try:
            while True:
                row = self.store.one("SELECT * FROM sqs_move_tasks WHERE handle=?", (handle,))
                if row is None or row["status"] != "RUNNING":
                    return
                step = min(STEP, row["max_per_second"] or STEP)
                if not self._step(row, step):
                    return
                await asyncio.sleep(1.0 if row["max_per_second"] else 0)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - report the failure on the task
            log.exception("message move task failed")
            with self.store.transaction():
                self.store.execute(
                    "UPDATE sqs_move_tasks SET status='FAILED', failure_reason=? WHERE handle=?",
                    ("AWS.SimpleQueueService.InternalError", handle),
                )
        finally:
            self._tasks.pop(handle, None)

    def _step(self, task: Any, step: int) -> bool:
        """Move up to ``step`` messages; False once the task is over."""
        queues = self.provider.queues
        source = queues.by_arn(task["source_arn"])
        now = time.time()
        remaining = task["to_move"] - task["moved"]
        with self.store.transaction():
            if source is None:
                self._finish(task["handle"], "FAILED", "AWS.SimpleQueueService.NonExistentQueue")
                return False
            rows = self.store.all(
                "SELECT seq, message_id, dlq_source_arn FROM sqs_messages INDEXED BY sqs_messages_visible"
                " WHERE queue_id=? AND visible_at<=? ORDER BY visible_at, seq LIMIT ?",
                (source.id, now, max(0, min(step, remaining))),
            )
            moved = 0
            for row in rows:
                target_arn = task["destination_arn"] or row["dlq_source_arn"]
                target = queues.by_arn(target_arn) if target_arn else None
                if target is None:
                    self._finish(task["handle"], "FAILED", "AWS.SimpleQueueService.NonExistentQueue")
                    break
                self.store.execute(
                    "UPDATE sqs_messages SET queue_id=?, visible_at=?, received=0, receive_count=0,"
                    " first_receive=NULL, receipt=NULL, dlq_source_arn=NULL WHERE seq=?",
                    (target.id, now, row["seq"]),
                )
                self.provider.emit(
                    source,
                    "sqs.message.redriven",
                    message_id=row["message_id"],
                    destination_arn=target.arn,
                    task_handle=task["handle"],
                )
                self.provider.notify_after_commit(target.id)
                moved += 1
            else:
                self.store.execute(
                    "UPDATE sqs_move_tasks SET moved=moved+? WHERE handle=?", (moved, task["handle"])
                )
                if not rows or moved >= remaining:
                    self._finish(task["handle"], "COMPLETED", None)
                    return False
                return True
            self.store.execute(
                "UPDATE sqs_move_tasks SET moved=moved+? WHERE handle=?", (moved, task["handle"])
            )
            return False

    def _finish(self, handle: str, status: str, reason: str | None) -> None:
        self.store.execute(
            "UPDATE sqs_move_tasks SET status=?, failure_reason=? WHERE handle=?", (status, reason, handle)
        )
