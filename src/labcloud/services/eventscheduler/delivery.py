"""Draining the outbox of firings: each due run is delivered (``send.py``), then settled. A failed
delivery is retried with a doubling back-off (1 s up to a minute) within the target's RetryPolicy
(AWS's defaults: 185 attempts, 24 hours); errors no retry can fix (access denied, a missing or
refusing target) are not retried. A given-up firing goes to the target's dead-letter queue (sent as
the execution role) with AWS's attributes ERROR_CODE, ERROR_MESSAGE, EXHAUSTED_RETRY_CONDITION,
RETRY_ATTEMPTS, SCHEDULE_ARN and TARGET_ARN, or is dropped. Rows stay until settled, so a restart
resumes them (a delivery cut off mid-call may be repeated: at least once, like AWS)."""

from __future__ import annotations

import asyncio
import logging
import uuid
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.eventscheduler import send
from labcloud.services.eventscheduler.publish import emit
from labcloud.services.eventscheduler.repo import runs
from labcloud.services.eventscheduler.state import SchedulerState

log = logging.getLogger("labcloud.scheduler")
BATCH = 100
DEFAULT_RETRIES = 185
DEFAULT_MAX_AGE = 86400
MAX_DELAY = 60.0
RETRIABLE = frozenset(
    {"ThrottlingException", "TooManyRequestsException", "ServiceUnavailable", "InternalFailure"}
)


def drain_soon(state: SchedulerState) -> None:
    """Start draining after the current transaction, unless a drain is already running."""
    if state.draining is not None and not state.draining.done():
        return
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return
    state.draining = loop.create_task(_drain(state))


async def _drain(state: SchedulerState) -> None:
    while True:
        batch = [run for run in runs.due(state.store, clock.now(), BATCH) if run.id not in state.busy]
        if not batch:
            return
        state.busy.update(run.id for run in batch)
        try:
            await asyncio.gather(*(_deliver(state, run) for run in batch))
        finally:
            state.busy.difference_update(run.id for run in batch)


async def _deliver(state: SchedulerState, run: runs.Run) -> None:
    target = run.target
    execution_id = str(uuid.uuid4())
    attempt = run.attempts + 1
    payload = send.render(target, run.schedule_arn, run.scheduled, execution_id, attempt)
    try:
        produced = await send.deliver(
            state.services, target, payload, run.account_id, run.region, execution_id
        )
    except AwsError as error:
        retriable = error.code in RETRIABLE or (error.status or 0) >= 500
        await _failed(state, run, payload, error.code, error.message, retriable)
        return
    except Exception as error:  # noqa: BLE001 - a failing delivery is retried, never raised into the drain
        log.exception("scheduler delivery to %s failed", target.get("Arn"))
        await _failed(state, run, payload, "InternalFailure", str(error), True)
        return
    with state.store.transaction():
        runs.settle(state.store, run.id)
        emit(
            state,
            "scheduler.target.invoked",
            run.account_id,
            run.region,
            run.schedule_arn,
            target_arn=target["Arn"],
            attempts=attempt,
            **produced,
        )


async def _failed(
    state: SchedulerState, run: runs.Run, payload: str, code: str, message: str, retriable: bool
) -> None:
    target = run.target
    now = clock.now()
    attempts = run.attempts + 1
    policy = target.get("RetryPolicy") or {}
    condition = ""
    if retriable:
        delay = min(2.0 ** (attempts - 1), MAX_DELAY)
        if attempts > int(policy.get("MaximumRetryAttempts", DEFAULT_RETRIES)):
            condition = "MaximumRetryAttempts"
        elif now + delay - run.created > float(policy.get("MaximumEventAgeInSeconds", DEFAULT_MAX_AGE)):
            condition = "MaximumEventAgeInSeconds"
        else:
            with state.store.transaction():
                runs.retry_at(state.store, run.id, attempts, now + delay)
                emit(
                    state,
                    "scheduler.target.retrying",
                    run.account_id,
                    run.region,
                    run.schedule_arn,
                    target_arn=target["Arn"],
                    attempts=attempts,
                    error_code=code,
                    error_message=message,
                )
            return
    dead_letter = (target.get("DeadLetterConfig") or {}).get("Arn")
    dlq_message_id = dlq_error = None
    if dead_letter:
        attributes = {
            "ERROR_CODE": code,
            "ERROR_MESSAGE": message or code,
            "RETRY_ATTEMPTS": str(attempts - 1),
            "SCHEDULE_ARN": run.schedule_arn,
            "TARGET_ARN": str(target["Arn"]),
        }
        if condition:
            attributes["EXHAUSTED_RETRY_CONDITION"] = condition
        try:
            dlq_message_id = await send.send_to_queue(
                state.services,
                str(dead_letter),
                payload,
                {"account_id": run.account_id},
                send.as_role(state.services, str(target["RoleArn"])),
                None,
                str(uuid.uuid4()),
                {key: {"DataType": "String", "StringValue": value} for key, value in attributes.items()},
            )
        except AwsError as error:
            dlq_error = f"{error.code}: {error.message}"
    details: dict[str, Any] = {
        "target_arn": target["Arn"],
        "attempts": attempts,
        "error_code": code,
        "error_message": message,
        "exhausted": condition or None,
        "dead_letter_queue": dead_letter,
        "dead_letter_message_id": dlq_message_id,
        "dead_letter_error": dlq_error,
    }
    with state.store.transaction():
        runs.settle(state.store, run.id)
        emit(state, "scheduler.target.failed", run.account_id, run.region, run.schedule_arn, **details)
