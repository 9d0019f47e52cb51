"""Tags and permissions of a queue: TagQueue, UntagQueue, ListQueueTags, AddPermission, RemovePermission."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.sqs import policies
from labcloud.services.sqs.errors import invalid_parameter
from labcloud.services.sqs.lookup import queue_of
from labcloud.services.sqs.state import SqsState

if TYPE_CHECKING:
    from labcloud.services.sqs.api import (
        AddPermissionRequest,
        AddPermissionResponse,
        ListQueueTagsRequest,
        ListQueueTagsResponse,
        RemovePermissionRequest,
        RemovePermissionResponse,
        TagQueueRequest,
        TagQueueResponse,
        UntagQueueRequest,
        UntagQueueResponse,
    )

MAX_TAGS = 50
#: The prefix AWS keeps for its own tags: a queue's tag key or value must not start with it.
RESERVED_PREFIX = "aws:"


def check_reserved(tags: dict[str, str]) -> None:
    """Refuses a tag whose key or value starts with ``aws:`` (any case), as SQS's tag quotas say."""
    for key, value in tags.items():
        if key.lower().startswith(RESERVED_PREFIX) or str(value).lower().startswith(RESERVED_PREFIX):
            raise invalid_parameter(
                f"Tag keys and values must not start with the reserved prefix aws: ({key})."
            )


def tag_queue(state: SqsState, request: TagQueueRequest, ctx: RequestContext) -> TagQueueResponse:
    with state.store.transaction():
        queue = queue_of(state, ctx, request.get("QueueUrl"))
        check_reserved(dict(request.get("Tags") or {}))
        tags = dict(queue.tags)
        tags.update(request.get("Tags") or {})
        if len(tags) > MAX_TAGS:
            raise invalid_parameter("Too many tags added for queue " + queue.name + ".")
        state.queues.update(queue, tags=tags)
    return {}


def untag_queue(state: SqsState, request: UntagQueueRequest, ctx: RequestContext) -> UntagQueueResponse:
    with state.store.transaction():
        queue = queue_of(state, ctx, request.get("QueueUrl"))
        removed = set(request.get("TagKeys") or [])
        state.queues.update(queue, tags={k: v for k, v in queue.tags.items() if k not in removed})
    return {}


def list_queue_tags(
    state: SqsState, request: ListQueueTagsRequest, ctx: RequestContext
) -> ListQueueTagsResponse:
    queue = queue_of(state, ctx, request.get("QueueUrl"))
    return {"Tags": dict(queue.tags)} if queue.tags else {}


def add_permission(
    state: SqsState, request: AddPermissionRequest, ctx: RequestContext
) -> AddPermissionResponse:
    with state.store.transaction():
        queue = queue_of(state, ctx, request.get("QueueUrl"))
        accounts, actions = request.get("AWSAccountIds"), request.get("Actions")
        document = policies.with_permission(
            queue,
            request["Label"],
            None if accounts is None else list(accounts),
            None if actions is None else list(actions),
        )
        state.queues.update(queue, attributes=dict(queue.attributes, Policy=document), modified=clock.now())
    return {}


def remove_permission(
    state: SqsState, request: RemovePermissionRequest, ctx: RequestContext
) -> RemovePermissionResponse:
    with state.store.transaction():
        queue = queue_of(state, ctx, request.get("QueueUrl"))
        document = policies.without_permission(queue, request["Label"])
        attributes = dict(queue.attributes)
        if document is None:
            attributes.pop("Policy", None)
        else:
            attributes["Policy"] = document
        state.queues.update(queue, attributes=attributes, modified=clock.now())
    return {}
