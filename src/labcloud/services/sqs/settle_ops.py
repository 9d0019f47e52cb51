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
    entries = check_entries(request.get("Entries"), "DeleteMessageBatchRequestEntry")
    successful: list[DeleteMessageBatchResultEntry] = []
    failed: list[BatchResultErrorEntry] = []
    # as DeleteMessage entry by entry: a well-formed handle of this queue succeeds whether or not it
    # still names a message (AWS: a stale handle deletes nothing), so the answer needs no read
    handles: dict[int, str] = {}  # seq -> the nonce of its first well-formed handle, in the entries' order
    repeated: list[tuple[int, str]] = []  # a seq named again, with another nonce
    for entry in entries:
        handle = entry["ReceiptHandle"]
        parsed = parse_receipt_handle(handle)
        if parsed is None or parsed[0] != queue.id:
            failed.append(failure(entry["Id"], invalid_receipt_handle(handle)))
            continue
        _, seq, nonce = parsed
        known = handles.setdefault(seq, nonce)
        if known != nonce:
            repeated.append((seq, nonce))
        successful.append({"Id": entry["Id"]})
    if handles:
        state.later.run(lambda: _delete_received(state, ctx, queue, handles, repeated))
    return {"Successful": successful, "Failed": failed}


def _delete_received(
    state: SqsState,
    ctx: RequestContext,
    queue: Queue,
    handles: dict[int, str],
    repeated: list[tuple[int, str]],
) -> None:
    """The batch's deletes: each message its current receipt handle names, once; one event each, in the
    entries' order."""
    store = state.store
    deleted = stored.delete_received(store, queue.id, list(handles.items()))
    for seq, nonce in repeated:  # a message named by several handles: any current one deletes it
        if seq not in deleted:
            deleted.update(stored.delete_received(store, queue.id, [(seq, nonce)]))
    if not deleted:
        return
    datas: list[dict[str, Any]] = [{"message_id": deleted[seq]} for seq in handles if seq in deleted]
    emit_many(state, queue, "sqs.message.deleted", ctx, datas)
    if queue.fifo:
        wake_after_commit(state, queue.id)


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
