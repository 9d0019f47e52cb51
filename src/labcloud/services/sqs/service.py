"""SQS in the service shape (``services/shape.py``): its operations table, its state and what it contributes.

Every operation is one synchronous SQLite transaction (long polling loops over such attempts and
awaits only between them), so concurrent receivers can never take the same visible message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.shape import (
    Background,
    Contributions,
    Offer,
    Operation,
    PolicySource,
    Service,
    lazy_module,
)
from labcloud.services.sqs import sweeper
from labcloud.services.sqs.gauges import Depths
from labcloud.services.sqs.interfaces import QueueDepths
from labcloud.services.sqs.repo.schema import SCHEMA, TABLES
from labcloud.services.sqs.state import SqsState
from labcloud.services.sqs.tag_source import tag_source
from labcloud.services.sqs.views import queue_routes

if TYPE_CHECKING:
    from labcloud.services.sqs import (
        move_tasks,
        policies,
        query_names,
        queue_access,
        queue_ops,
        receive_ops,
        send_ops,
        settle_ops,
    )
else:
    move_tasks = lazy_module("labcloud.services.sqs.move_tasks")
    policies = lazy_module("labcloud.services.sqs.policies")
    query_names = lazy_module("labcloud.services.sqs.query_names")
    queue_access = lazy_module("labcloud.services.sqs.queue_access")
    queue_ops = lazy_module("labcloud.services.sqs.queue_ops")
    receive_ops = lazy_module("labcloud.services.sqs.receive_ops")
    send_ops = lazy_module("labcloud.services.sqs.send_ops")
    settle_ops = lazy_module("labcloud.services.sqs.settle_ops")

query_names.register()

OPERATIONS: dict[str, Operation[SqsState]] = {
    "CreateQueue": queue_ops.create_queue,
    "GetQueueUrl": queue_ops.get_queue_url,
    "ListQueues": queue_ops.list_queues,
    "DeleteQueue": queue_ops.delete_queue,
    "GetQueueAttributes": queue_ops.get_queue_attributes,
    "SetQueueAttributes": queue_ops.set_queue_attributes,
    "PurgeQueue": queue_ops.purge_queue,
    "ListDeadLetterSourceQueues": queue_ops.list_dead_letter_source_queues,
    "TagQueue": queue_access.tag_queue,
    "UntagQueue": queue_access.untag_queue,
    "ListQueueTags": queue_access.list_queue_tags,
    "AddPermission": queue_access.add_permission,
    "RemovePermission": queue_access.remove_permission,
    "SendMessage": send_ops.send_message,
    "SendMessageBatch": send_ops.send_message_batch,
    "ReceiveMessage": receive_ops.receive_message,
    "DeleteMessage": settle_ops.delete_message,
    "DeleteMessageBatch": settle_ops.delete_message_batch,
    "ChangeMessageVisibility": settle_ops.change_message_visibility,
    "ChangeMessageVisibilityBatch": settle_ops.change_message_visibility_batch,
    "StartMessageMoveTask": move_tasks.start_message_move_task,
    "ListMessageMoveTasks": move_tasks.list_message_move_tasks,
    "CancelMessageMoveTask": move_tasks.cancel_message_move_task,
}


def contributions(state: SqsState) -> Contributions:
    async def wake_receivers() -> None:  # shutdown and reset: long polls answer at once
        state.signals.notify_all()

    return Contributions(
        offers=(Offer(QueueDepths, Depths(state)),),
        policy_sources=(PolicySource("sqs", policies.lookup(state.queues), state.policy_count.active),),
        periodic=(Periodic("sqs.sweep", sweeper.INTERVAL, lambda now: sweeper.sweep(state, now)),),
        background=(
            Background("sqs.long-polls", lambda: None, wake_receivers),
            Background("sqs.move-tasks", lambda: move_tasks.resume(state), lambda: move_tasks.stop(state)),
        ),
        routes=tuple(queue_routes(state)),
        tag_sources=(tag_source(state),),
    )


def forget_caches(state: SqsState) -> None:
    state.data_keys.clear()
    state.queues.clear_cache()
    state.policy_count.changed()
    state.signals.notify_all()


SERVICE: Service[SqsState] = Service(
    name="sqs",
    state=SqsState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=forget_caches,
)
