"""AWS/SQS metrics, dimension ``QueueName``, as SQS publishes them.

From requests: NumberOfMessagesSent and SentMessageSize (SendMessage/SendMessageBatch; messages
moved to a dead-letter queue by redrive are not counted, as in SQS), NumberOfMessagesReceived,
NumberOfEmptyReceives (ReceiveMessage, Lambda's pollers included), NumberOfMessagesDeleted.
Sampled gauges: ApproximateNumberOfMessagesVisible/NotVisible/Delayed and
ApproximateAgeOfOldestMessage (seconds).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/SQS"
_WATCHED = frozenset(
    {"SendMessage", "SendMessageBatch", "ReceiveMessage", "DeleteMessage", "DeleteMessageBatch"}
)


def _queue(params: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    return (("QueueName", str(params.get("QueueUrl") or "").rstrip("/").rsplit("/", 1)[-1]),)


async def observe(
    rec: Samples,
    ctx: RequestContext,
    params: dict[str, Any],
    call_next: Callable[[RequestContext, dict[str, Any]], Awaitable[dict[str, Any]]],
) -> dict[str, Any]:
    op = ctx.operation
    if op not in _WATCHED:
        return await call_next(ctx, params)
    result = await call_next(ctx, params)
    dims = _queue(params)
    if op == "SendMessage":
        rec.record(ctx, NS, "NumberOfMessagesSent", dims, 1.0, "Count")
        rec.record(
            ctx, NS, "SentMessageSize", dims, float(len(str(params.get("MessageBody", "")).encode())), "Bytes"
        )
    elif op == "ReceiveMessage":
        got = len(result.get("Messages") or ())
        rec.record(ctx, NS, "NumberOfMessagesReceived", dims, float(got), "Count")
        rec.record(ctx, NS, "NumberOfEmptyReceives", dims, 0.0 if got else 1.0, "Count")
    elif op == "DeleteMessage":
        rec.record(ctx, NS, "NumberOfMessagesDeleted", dims, 1.0, "Count")
    elif op == "SendMessageBatch":
        # two samples per message: made at the next flush, off the request path
        rec.defer(
            _batch_sent,
            ctx.account_id,
            ctx.region,
            dims,
            params.get("Entries") or (),
            result.get("Successful") or (),
        )
    else:  # DeleteMessageBatch
        deleted = len(result.get("Successful") or ())
        if deleted:
            rec.record(ctx, NS, "NumberOfMessagesDeleted", dims, float(deleted), "Count")
    return result


def _batch_sent(
    rec: Samples,
    account: str,
    region: str,
    dims: tuple[tuple[str, str], ...],
    entries: Iterable[dict[str, Any]],
    successful: Iterable[dict[str, Any]],
    at: float,
) -> None:
    where = (account, region)
    ok = {e.get("Id") for e in successful}
    for entry in entries:
        if entry.get("Id") in ok:
            rec.record(where, NS, "NumberOfMessagesSent", dims, 1.0, "Count", at)
            size = float(len(str(entry.get("MessageBody", "")).encode()))
            rec.record(where, NS, "SentMessageSize", dims, size, "Bytes", at)


def sample(rec: Samples, gauges: Iterable[Any]) -> None:
    for g in gauges:
        where = (g.account_id, g.region)
        dims = (("QueueName", g.queue_name),)
        rec.record(where, NS, "ApproximateNumberOfMessagesVisible", dims, float(g.visible), "Count")
        rec.record(where, NS, "ApproximateNumberOfMessagesNotVisible", dims, float(g.not_visible), "Count")
        rec.record(where, NS, "ApproximateNumberOfMessagesDelayed", dims, float(g.delayed), "Count")
        rec.record(where, NS, "ApproximateAgeOfOldestMessage", dims, float(int(g.oldest_age)), "Seconds")
