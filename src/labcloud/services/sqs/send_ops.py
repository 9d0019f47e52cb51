"""SendMessage and SendMessageBatch: check each message (``send.prepare``), store it, publish it."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.shape import after
from labcloud.services.sqs import encryption
from labcloud.services.sqs.batches import check_entries, failure
from labcloud.services.sqs.errors import sqs_error
from labcloud.services.sqs.lookup import queue_of
from labcloud.services.sqs.publish import emit, wake_after_commit
from labcloud.services.sqs.queues import Queue
from labcloud.services.sqs.send import Prepared, Stored, prepare, sender_id, store_message
from labcloud.services.sqs.state import SqsState

if TYPE_CHECKING:
    from labcloud.services.sqs.api import (
        BatchResultErrorEntry,
        SendMessageBatchRequest,
        SendMessageBatchResponse,
        SendMessageBatchResultEntry,
        SendMessageRequest,
        SendMessageResponse,
    )

MAX_BATCH_BYTES = 1048576  # the 1 MiB batch limit (AWS, 2025)


def send_message(
    state: SqsState, request: SendMessageRequest, ctx: RequestContext
) -> SendMessageResponse | Awaitable[SendMessageResponse]:
    now = clock.now()
    queue = queue_of(state, ctx, request.get("QueueUrl"))  # no await until the commit: still one atomic step
    if encryption.needs_key(state.data_keys, queue, ctx, "send", now):
        ready = encryption.obtain(state.key_ring(), state.data_keys, queue, ctx, "send", now)
        return after(ready, lambda: send_message(state, request, ctx))  # type: ignore[arg-type,return-value]
    prepared = prepare(queue, request)
    with state.store.transaction():
        stored = _store_one(state, ctx, queue, prepared, now)
    out: SendMessageResponse = {"MD5OfMessageBody": stored.md5_body, "MessageId": stored.message_id}
    if stored.md5_attributes:
        out["MD5OfMessageAttributes"] = stored.md5_attributes
    if stored.md5_system:
        out["MD5OfMessageSystemAttributes"] = stored.md5_system
    if stored.sequence_number:
        out["SequenceNumber"] = stored.sequence_number
    return out


def _store_one(state: SqsState, ctx: RequestContext, queue: Queue, prepared: Prepared, now: float) -> Stored:
    """Store a checked message and publish it (inside the caller's transaction); raises no AwsError."""
    stored = store_message(state.queues, queue, prepared, sender_id(ctx), now)
    if not stored.duplicate:
        emit(
            state,
            queue,
            "sqs.message.sent",
            ctx,
            message_id=stored.message_id,
            body=prepared.body,
            message_group_id=prepared.fifo.group_id if prepared.fifo else prepared.group_id,
            delay_seconds=prepared.delay,
            sequence_number=stored.sequence_number,
            message_attributes={
                k: {kk: vv for kk, vv in v.items() if kk != "BinaryValue"}
                for k, v in (prepared.attributes or {}).items()
            },
        )
        if prepared.delay == 0:
            wake_after_commit(state, queue.id)
    return stored


def send_message_batch(
    state: SqsState, request: SendMessageBatchRequest, ctx: RequestContext
) -> SendMessageBatchResponse | Awaitable[SendMessageBatchResponse]:
    now = clock.now()
    queue = queue_of(state, ctx, request.get("QueueUrl"))
    if encryption.needs_key(state.data_keys, queue, ctx, "send", now):
        ready = encryption.obtain(state.key_ring(), state.data_keys, queue, ctx, "send", now)
        return after(ready, lambda: send_message_batch(state, request, ctx))  # type: ignore[arg-type,return-value]
    with state.store.transaction():
        entries = check_entries(request.get("Entries"), "SendMessageBatchRequestEntry")
        total = 0
        for entry in entries:
            total += len(str(entry.get("MessageBody") or "").encode())
            for name, value in (entry.get("MessageAttributes") or {}).items():
                total += len(name.encode()) + len(str(value.get("DataType", "")).encode())
                total += len(str(value.get("StringValue") or "").encode()) + len(
                    value.get("BinaryValue") or b""
                )
        if total > MAX_BATCH_BYTES:
            raise sqs_error(
                "BatchRequestTooLong",
                f"Batch requests cannot be longer than {MAX_BATCH_BYTES} bytes. You have sent {total} bytes.",
            )
        successful: list[SendMessageBatchResultEntry] = []
        failed: list[BatchResultErrorEntry] = []
        for entry in entries:
            # an entry can only fail its checks, before it writes anything: no savepoint per entry
            try:
                prepared = prepare(queue, entry)
            except AwsError as error:
                failed.append(failure(entry["Id"], error))
                continue
            stored = _store_one(state, ctx, queue, prepared, now)
            result: SendMessageBatchResultEntry = {
                "Id": entry["Id"],
                "MD5OfMessageBody": stored.md5_body,
                "MessageId": stored.message_id,
            }
            if stored.md5_attributes:
                result["MD5OfMessageAttributes"] = stored.md5_attributes
            if stored.md5_system:
                result["MD5OfMessageSystemAttributes"] = stored.md5_system
            if stored.sequence_number:
                result["SequenceNumber"] = stored.sequence_number
            successful.append(result)
    return {"Successful": successful, "Failed": failed}
