"""Background expiry: messages past their retention period, and stale dedup/attempt/deleted-name records.

SQS declares :func:`sweep` as a ``Periodic`` task (once a second, on the hub's scheduler); each
pass reads only expired rows through the ``(queue_id, sent)`` index. Receives also drop expired
messages they meet, so expiry is exact even between passes.
"""

from __future__ import annotations

from labcloud.services.sqs import receive_attempts
from labcloud.services.sqs.publish import emit
from labcloud.services.sqs.queues import DELETED_NAME_HOLD
from labcloud.services.sqs.repo import messages as stored
from labcloud.services.sqs.state import SqsState

INTERVAL = 1.0
BATCH = 1000


def sweep(state: SqsState, now: float) -> int:
    """One pass; how many expired messages it removed."""
    store = state.store
    removed = 0
    for queue in state.queues.all():
        cutoff = now - queue.int_attr("MessageRetentionPeriod")
        expired = stored.sent_before(store, queue.id, cutoff, BATCH)
        if not expired:
            continue
        with store.transaction():
            for seq, message_id in expired:
                stored.delete(store, seq)
                emit(state, queue, "sqs.message.expired", message_id=message_id)
        removed += len(expired)
    with store.transaction():
        stored.forget_dedup_before(store, now)
        receive_attempts.sweep(store, now)
        state.queues.forget_deleted_before(now - DELETED_NAME_HOLD)
    return removed
