"""ReceiveMessage: receive attempts (``receive.receive_once``) with long polling, FIFO attempt ids
(``receive_attempts``), the events of what was received, moved or expired, and the Messages answer."""

from __future__ import annotations

import functools
import time
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.sqs import encryption, receive_attempts
from labcloud.services.sqs.errors import invalid_value, queue_does_not_exist
from labcloud.services.sqs.lookup import queue_of
from labcloud.services.sqs.md5 import md5_of_attributes
from labcloud.services.sqs.messages import decode_attributes, select_attributes, system_attributes_of
from labcloud.services.sqs.publish import emit, emit_many
from labcloud.services.sqs.queues import Queue
from labcloud.services.sqs.receive import Outcome, receive_once
from labcloud.services.sqs.repo import messages as stored
from labcloud.services.sqs.state import SqsState

if TYPE_CHECKING:
    from labcloud.services.sqs.api import Message, ReceiveMessageRequest, ReceiveMessageResponse


async def receive_message(
    state: SqsState, request: ReceiveMessageRequest, ctx: RequestContext
) -> ReceiveMessageResponse:
    queue = queue_of(state, ctx, request.get("QueueUrl"))
    if encryption.needs_key(state.data_keys, queue, ctx, "receive", clock.now()):
        await encryption.obtain(state.key_ring(), state.data_keys, queue, ctx, "receive", clock.now())
    limit = request.get("MaxNumberOfMessages")
    if limit is None:
        limit = 1
    if not 1 <= limit <= 10:
        raise invalid_value("MaxNumberOfMessages", limit, "Must be between 1 and 10, if provided.")
    visibility = request.get("VisibilityTimeout")
    if visibility is not None and not 0 <= visibility <= 43200:
        raise invalid_value("VisibilityTimeout", visibility, "Must be >= 0 and <= 43200, if provided.")
    wait = request.get("WaitTimeSeconds")
    if wait is not None and not 0 <= wait <= 20:
        raise invalid_value("WaitTimeSeconds", wait, "Must be >= 0 and <= 20, if provided.")
    if wait is None:
        wait = queue.int_attr("ReceiveMessageWaitTimeSeconds")
    attempt = request.get("ReceiveRequestAttemptId") if queue.fifo else None  # standard queues ignore it
    store = state.store
    if attempt is not None:
        receive_attempts.check_attempt_id(attempt)
        now = clock.now()
        with store.transaction():
            replayed = receive_attempts.replay(
                store,
                queue,
                attempt,
                visibility if visibility is not None else queue.visibility_timeout,
                now,
            )
            if replayed is not None:
                _publish(state, ctx, queue, Outcome(replayed, [], []), attempt_id=attempt)
        if replayed is not None:
            return _render(Outcome(replayed, [], []), request)
    deadline = time.monotonic() + wait
    signals = state.signals
    while True:
        current = state.queues.find(queue.account_id, queue.region, queue.name)
        if current is None or current.id != queue.id:
            raise queue_does_not_exist()
        queue = current
        now = clock.now()
        vis = visibility if visibility is not None else queue.visibility_timeout
        outcome = receive_once(
            store,
            state.queues,
            queue,
            limit,
            vis,
            now,
            on_done=functools.partial(_after_receive, state, ctx, attempt, now + vis, now),
            later=state.later,
        )
        if outcome.moved:
            for _row, dlq in outcome.moved:
                signals.notify(dlq.id)
        remaining = deadline - time.monotonic()
        if outcome.received or remaining <= 0:
            break
        event = signals.event(queue.id)
        upcoming = stored.next_visible_at(store, queue.id, now)
        timeout = remaining if upcoming is None else min(remaining, max(upcoming - clock.now(), 0) + 0.002)
        await signals.wait(event, timeout)
    return _render(outcome, request)


def _after_receive(
    state: SqsState,
    ctx: RequestContext,
    attempt: str | None,
    visible_at: float,
    now: float,
    queue: Queue,
    outcome: Outcome,
) -> None:
    """Inside the receive's transaction: remember a FIFO attempt id's messages; publish the events with the
    marks (``receive.py``: after the response on a memory store, all of them, so they keep their order)."""
    if attempt is not None:
        receive_attempts.remember(state.store, queue, attempt, outcome.received, visible_at, now)
    if outcome.received or outcome.moved or outcome.expired:
        state.later.run(functools.partial(_publish, state, ctx, queue, outcome, attempt))


def _publish(
    state: SqsState, ctx: RequestContext, queue: Queue, outcome: Outcome, attempt_id: str | None = None
) -> None:
    by = ctx.principal.arn
    received: list[dict[str, Any]] = [
        {
            "message_id": item.row.message_id,
            "receive_count": item.receive_count,
            "receipt_handle": item.receipt_handle,
            "by": by,
        }
        for item in outcome.received
    ]
    if attempt_id is not None:
        for data in received:
            data["receive_request_attempt_id"] = attempt_id
    emit_many(state, queue, "sqs.message.received", ctx, received)
    for row, dlq in outcome.moved:
        emit(
            state,
            queue,
            "sqs.message.moved_to_dlq",
            ctx,
            message_id=row.message_id,
            dead_letter_queue_arn=dlq.arn,
            receive_count=row.receive_count,
        )
    for row in outcome.expired:
        emit(state, queue, "sqs.message.expired", ctx, message_id=row.message_id)


def _render(outcome: Outcome, request: ReceiveMessageRequest) -> ReceiveMessageResponse:
    system_names = list(request.get("AttributeNames") or []) + list(
        request.get("MessageSystemAttributeNames") or []
    )
    attribute_names = request.get("MessageAttributeNames")
    messages: list[Message] = []
    for item in outcome.received:
        row = item.row
        message: Message = {
            "MessageId": row.message_id,
            "ReceiptHandle": item.receipt_handle,
            "MD5OfBody": row.md5_body,
            "Body": row.body,
        }
        if system_names:
            values = system_attributes_of(row, system_names)
            if "ApproximateReceiveCount" in values:
                values["ApproximateReceiveCount"] = str(item.receive_count)
            if "ApproximateFirstReceiveTimestamp" in values:
                values["ApproximateFirstReceiveTimestamp"] = str(int(item.first_receive * 1000))
            if values:
                message["Attributes"] = values
        if attribute_names and row.attributes:
            chosen = select_attributes(decode_attributes(row.attributes), attribute_names)
            if chosen:
                message["MessageAttributes"] = chosen
                message["MD5OfMessageAttributes"] = md5_of_attributes(chosen) or ""
        messages.append(message)
    return {"Messages": messages} if messages else {}
