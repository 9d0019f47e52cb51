"""The queue a request names by its QueueUrl, and whether the caller may reach it."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.sqs import policies
from labcloud.services.sqs.errors import sqs_error
from labcloud.services.sqs.queues import Queue
from labcloud.services.sqs.state import SqsState


def queue_of(state: SqsState, ctx: RequestContext, url: str | None) -> Queue:
    if not url:
        raise sqs_error("MissingParameter", "The request must contain the parameter QueueUrl.")
    queues = state.queues
    try:
        queue = queues.by_url(url, ctx.account_id, ctx.region)
    except AwsError as error:
        account, name = queues.account_and_name(url, ctx.account_id)
        if account != ctx.account_id:
            raise policies.denied(ctx, f"arn:aws:sqs:{ctx.region}:{account}:{name}") from error
        raise
    return policies.check_reachable(ctx, queue) if queue.account_id != ctx.account_id else queue
