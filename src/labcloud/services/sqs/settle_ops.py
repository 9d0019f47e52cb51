"""Settling received messages: DeleteMessage(Batch) and ChangeMessageVisibility(Batch), by receipt handle."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.sqs.batches import check_entries, failure
from labcloud.services.sqs.errors import invalid_value, sqs_error
from labcloud.services.sqs.lookup import queue_of
from labcloud.services.sqs.messages import invalid_receipt_handle, parse_receipt_handle, received_at_of
from labcloud.services.sqs.publish import emit, emit_many, wake_after_commit
from labcloud.services.sqs.queues import Queue
from labcloud.services.sqs.repo import messages as stored
from labcloud.services.sqs.state import SqsState

if TYPE_CHECKING:
    from labcloud.services.sqs.api import (
        BatchResultErrorEntry,
        ChangeMessageVisibilityBatchRequest,
        ChangeMessageVisibilityBatchResponse,
        ChangeMessageVisibilityBatchResultEntry,
        ChangeMessageVisibilityRequest,
        ChangeMessageVisibilityResponse,
        DeleteMessageBatchRequest,
        DeleteMessageBatchResponse,
        DeleteMessageBatchResultEntry,
        DeleteMessageRequest,
        DeleteMessageResponse,
    )

MAX_VISIBILITY = 43200


def delete_message(
    state: SqsState, request: DeleteMessageRequest, ctx: RequestContext
) -> DeleteMessageResponse:
    queue = queue_of(state, ctx, request.get("QueueUrl"))
    with state.store.transaction():
        _delete_one(state, ctx, queue, request["ReceiptHandle"])
    return {}


def _delete_one(state: SqsState, ctx: RequestContext, queue: Queue, handle: str) -> None:
    parsed = parse_receipt_handle(handle)
    if parsed is None or parsed[0] != queue.id:
        raise invalid_receipt_handle(handle)
    _, seq, nonce = parsed
    row = stored.receipt(state.store, seq)
    if row is None or row.queue_id != queue.id or row.receipt != nonce:
        return  # AWS: the request succeeds, but a stale handle deletes nothing
    stored.delete(state.store, seq)
    emit(state, queue, "sqs.message.deleted", ctx, message_id=row.message_id)
    if queue.fifo:
        wake_after_commit(state, queue.id)


def delete_message_batch(
    state: SqsState, request: DeleteMessageBatchRequest, ctx: RequestContext
) -> DeleteMessageBatchResponse:
    queue = queue_of(state, ctx, request.get("QueueUrl"))
    store = state.store
    with store.transaction():
        entries = check_entries(request.get("Entries"), "DeleteMessageBatchRequestEntry")
        successful: list[DeleteMessageBatchResultEntry] = []
        failed: list[BatchResultErrorEntry] = []
        # as DeleteMessage entry by entry, with one read and one write for the whole batch
        named: list[tuple[str, int, str]] = []  # (entry id, seq, nonce) of well-formed handles
        for entry in entries:
            handle = entry["ReceiptHandle"]
            parsed = parse_receipt_handle(handle)
            if parsed is None or parsed[0] != queue.id:
                failed.append(failure(entry["Id"], invalid_receipt_handle(handle)))
                continue
            named.append((entry["Id"], parsed[1], parsed[2]))
        rows = stored.receipts(store, [seq for _, seq, _ in named])
        deleted: dict[int, dict[str, Any]] = {}  # seq -> its event's data, in the entries' order
        for entry_id, seq, nonce in named:
            row = rows.get(seq)
            if row is not None and row.queue_id == queue.id and row.receipt == nonce and seq not in deleted:
                deleted[seq] = {"message_id": row.message_id}
            # else AWS: the entry succeeds, but a stale handle deletes nothing
            successful.append({"Id": entry_id})
        if deleted:
            stored.delete_many(store, list(deleted))
            emit_many(state, queue, "sqs.message.deleted", ctx, list(deleted.values()))
            if queue.fifo:
                wake_after_commit(state, queue.id)
    return {"Successful": successful, "Failed": failed}


def change_message_visibility(
    state: SqsState, request: ChangeMessageVisibilityRequest, ctx: RequestContext
) -> ChangeMessageVisibilityResponse:
    with state.store.transaction():
        queue = queue_of(state, ctx, request.get("QueueUrl"))
        _change_visibility(state, ctx, queue, request["ReceiptHandle"], request["VisibilityTimeout"])
    return {}


def _change_visibility(state: SqsState, ctx: RequestContext, queue: Queue, handle: str, timeout: int) -> None:
    parsed = parse_receipt_handle(handle)
    if parsed is None or parsed[0] != queue.id:
        raise invalid_receipt_handle(handle)
    if not 0 <= timeout <= MAX_VISIBILITY:
        raise invalid_value("VisibilityTimeout", timeout, "Must be between 0 and 43200, if provided.")
    _, seq, nonce = parsed
    now = clock.now()
    row = stored.receipt(state.store, seq)
    if row is None or row.queue_id != queue.id or row.receipt != nonce:
        raise invalid_value(
            "ReceiptHandle",
            handle,
            "Message does not exist or is not available for visibility timeout change.",
        )
    if row.visible_at <= now:
        raise sqs_error("MessageNotInflight", "The message referred to isn't in flight.")
    received_at = received_at_of(row.receipt)
    if received_at is not None and now + timeout > received_at + MAX_VISIBILITY:
        # AWS: 12 hours at most from the receive, however many times the timeout is extended.
        raise invalid_value(
            "VisibilityTimeout",
            timeout,
            f"Total VisibilityTimeout for the message is beyond the limit [{MAX_VISIBILITY} seconds]",
        )
    stored.set_visible_at(state.store, seq, now + timeout)
    emit(
        state,
        queue,
        "sqs.message.visibility_changed",
        ctx,
        message_id=row.message_id,
        visibility_timeout=timeout,
    )
    # Any change moves the moment the message (and its FIFO group) is free again; long-polling
    # receivers sleep until the moment they last computed, so they must look again.
    wake_after_commit(state, queue.id)


def change_message_visibility_batch(
    state: SqsState, request: ChangeMessageVisibilityBatchRequest, ctx: RequestContext
) -> ChangeMessageVisibilityBatchResponse:
    with state.store.transaction():
        queue = queue_of(state, ctx, request.get("QueueUrl"))
        entries = check_entries(request.get("Entries"), "ChangeMessageVisibilityBatchRequestEntry")
        successful: list[ChangeMessageVisibilityBatchResultEntry] = []
        failed: list[BatchResultErrorEntry] = []
        for entry in entries:
            try:
                _change_visibility(
                    state, ctx, queue, entry["ReceiptHandle"], int(entry.get("VisibilityTimeout") or 0)
                )
            except AwsError as error:
                failed.append(failure(entry["Id"], error))
                continue
            successful.append({"Id": entry["Id"]})
    return {"Successful": successful, "Failed": failed}
