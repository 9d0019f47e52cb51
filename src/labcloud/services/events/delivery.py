"""The delivery worker: takes due rows of the outbox, delivers each to its target, then settles it.

Woken after the commit of a PutEvents (or a scheduled rule) that queued deliveries, and otherwise
sleeping until the next retry falls due. A delivery that fails is retried or given up per the
target's RetryPolicy (``retry.py``); a given-up event goes to the target's dead-letter queue with
AWS's message attributes (ERROR_CODE, ERROR_MESSAGE, RULE_ARN, TARGET_ARN, RETRY_ATTEMPTS and, when
a limit was reached, EXHAUSTED_RETRY_CONDITION), or is dropped. Rows stay until settled, so a
restart resumes them (a delivery cut off mid-call may be repeated: at least once, like AWS).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.events import retry
from labcloud.services.events.envelope import timestamp
from labcloud.services.events.publish import emit
from labcloud.services.events.records import Delivery
from labcloud.services.events.repo import deliveries
from labcloud.services.events.state import EventsState
from labcloud.waits import wait_for_event

log = logging.getLogger("labcloud.events")
BATCH = 100
#: Longest sleep without a wake-up (a safety net; wake-ups and due times normally end it sooner).
IDLE_WAIT = 5.0


def wake_after_commit(state: EventsState) -> None:
    worker = state.worker
    state.store.after_commit(lambda: worker.wake.set() if worker.wake is not None else None)


def start(state: EventsState) -> None:
    worker = state.worker
    if worker.task is None:
        worker.wake = asyncio.Event()
        worker.task = asyncio.get_running_loop().create_task(_run(state))


async def stop(state: EventsState) -> None:
    worker = state.worker
    task, worker.task = worker.task, None
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def _run(state: EventsState) -> None:
    worker = state.worker
    assert worker.wake is not None
    while True:
        worker.wake.clear()
        now = clock.now()
        batch = deliveries.due(state.store, now, BATCH)
        if batch:
            # one target's deliveries in order (a FIFO queue keeps the events' order), targets side by side
            by_target: dict[str, list[Delivery]] = {}
            for item in batch:
                by_target.setdefault(str(item.target.get("Arn")), []).append(item)
            await asyncio.gather(*(_deliver_in_order(state, items) for items in by_target.values()))
            continue
        upcoming = deliveries.next_due(state.store)
        wait = IDLE_WAIT if upcoming is None else max(0.0, min(IDLE_WAIT, upcoming - clock.now()))
        await wait_for_event(worker.wake, wait)


async def _deliver_in_order(state: EventsState, items: list[Delivery]) -> None:
    for item in items:
        await _deliver_one(state, item)


async def _deliver_one(state: EventsState, item: Delivery) -> None:
    # the senders, transformers and API destinations are imported by the first delivery, not at build
    from labcloud.services.events import api_destination, send, transform

    target = item.target
    try:
        payload = transform.render(target, item.event, item.rule_arn, timestamp(item.created))
        if api_destination.is_target(target):
            produced = await api_destination.deliver(state, target, payload, item.event)
        else:
            produced = await send.deliver(
                state.services, target, payload, item.event, item.account_id, item.rule_arn
            )
    except AwsError as error:
        can_retry = retry.retriable(error.code, error.status)
        if isinstance(error, api_destination.EndpointError):
            can_retry = error.retry
        await _failed(state, item, retry.reported_code(error.code), error.message, can_retry)
        return
    except Exception as error:  # noqa: BLE001 - a failing delivery is retried, never raised into the worker
        log.exception("delivery to %s failed", target.get("Arn"))
        await _failed(state, item, "InternalFailure", str(error), True)
        return
    with state.store.transaction():
        deliveries.settle(state.store, item.id)
        emit(
            state,
            "events.target.invoked",
            item.account_id,
            item.region,
            item.rule_arn,
            target_id=target["Id"],
            target_arn=target["Arn"],
            event_id=item.event["id"],
            attempts=item.attempts + 1,
            **produced,
        )


async def _failed(state: EventsState, item: Delivery, code: str, message: str, can_retry: bool) -> None:
    target = item.target
    now = clock.now()
    attempts = item.attempts + 1
    decision = retry.decide(target.get("RetryPolicy") or {}, attempts, now - item.created, can_retry)
    common: dict[str, Any] = {
        "target_id": target["Id"],
        "target_arn": target["Arn"],
        "event_id": item.event["id"],
        "attempts": attempts,
        "error_code": code,
        "error_message": message,
    }
    if decision.delay is not None:
        with state.store.transaction():
            deliveries.retry_at(state.store, item.id, attempts, now + decision.delay)
            emit(state, "events.target.retrying", item.account_id, item.region, item.rule_arn, **common)
        return
    dead_letter = (target.get("DeadLetterConfig") or {}).get("Arn")
    dlq_error = None
    dlq_message_id = None
    if dead_letter:
        from labcloud.services.events import send

        try:
            dlq_message_id = await send.send_to_queue(
                state.services,
                dead_letter,
                json.dumps(item.event),
                item.account_id,
                item.rule_arn,
                attributes=_dlq_attributes(item, code, message, attempts - 1, decision.condition),
                dedup_id=item.event["id"],
            )
        except AwsError as error:
            dlq_error = f"{error.code}: {error.message}"
    with state.store.transaction():
        deliveries.settle(state.store, item.id)
        emit(
            state,
            "events.target.failed",
            item.account_id,
            item.region,
            item.rule_arn,
            **common,
            exhausted=decision.condition or None,
            dead_letter_queue=dead_letter,
            dead_letter_message_id=dlq_message_id,
            dead_letter_error=dlq_error,
        )


def _dlq_attributes(item: Delivery, code: str, message: str, retries: int, condition: str) -> dict[str, Any]:
    values = {
        "ERROR_CODE": code,
        "ERROR_MESSAGE": message or code,
        "RULE_ARN": item.rule_arn,
        "TARGET_ARN": str(item.target["Arn"]),
        "RETRY_ATTEMPTS": str(retries),
    }
    if condition:
        values["EXHAUSTED_RETRY_CONDITION"] = condition
    return {key: {"DataType": "String", "StringValue": value} for key, value in values.items()}
