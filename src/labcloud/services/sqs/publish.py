"""SQS's domain events and long-poll wake-ups, published from inside the operations' transactions.

Events go out with :meth:`EventBus.publish_later`: on a memory store they are written right after the
response (readers of the bus see them all the same; ``events/bus.py``)."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.sqs.queues import Queue
from labcloud.services.sqs.state import SqsState


def url_of(state: SqsState, queue: Queue, ctx: RequestContext | None = None) -> str:
    """The queue's URL as the caller addressed the server (the configured endpoint for internal work)."""
    return queue.url(ctx.endpoint if ctx is not None else state.settings.endpoint)


def emit(state: SqsState, queue: Queue, kind: str, ctx: RequestContext | None = None, **data: Any) -> None:
    data.setdefault("queue_url", url_of(state, queue, ctx))
    data.setdefault("queue_name", queue.name)
    state.bus.publish_later(
        kind, (data,), service="sqs", account_id=queue.account_id, region=queue.region, resource=queue.arn
    )


def emit_many(
    state: SqsState, queue: Queue, kind: str, ctx: RequestContext | None, datas: list[dict[str, Any]]
) -> None:
    """:func:`emit` for several events of one kind (a receive's or a batch's messages), stored together."""
    if not datas:
        return
    url, name = url_of(state, queue, ctx), queue.name
    for data in datas:
        data.setdefault("queue_url", url)
        data.setdefault("queue_name", name)
    state.bus.publish_later(
        kind, datas, service="sqs", account_id=queue.account_id, region=queue.region, resource=queue.arn
    )


def wake_after_commit(state: SqsState, queue_id: int) -> None:
    """Wake the queue's long-polling receivers once the current transaction commits."""
    signals = state.signals
    state.store.after_commit(lambda: signals.notify(queue_id))
